// vp_sfu_mul: the 64 x 64 -> 128-bit multiply of the special-function unit
// (vp_sfu), combinational; one per pipeline stage that multiplies.
//
// p_o = bits [SHIFT+63 : SHIFT] of the exact product, i.e. the floor of
// the product shifted right by SHIFT, truncated to 64 bits, exactly as
// mulq62 (SHIFT = 62), mulhi64 (SHIFT = 64) and, with SIGNED = 1 (two's
// complement operands, arithmetic shift = floor), smulq62 in cmodel/sfu.c.
module vp_sfu_mul #(
  parameter integer SIGNED = 0,
  parameter integer SHIFT  = 62
) (
  input  wire [63:0] a_i,
  input  wire [63:0] b_i,
  output wire [63:0] p_o
);
  /* verilator lint_off UNUSEDSIGNAL */
  wire [127:0] prod;  // only bits [SHIFT+63:SHIFT] are the result
  /* verilator lint_on UNUSEDSIGNAL */
  generate
    if (SIGNED != 0) begin : g_s
      wire signed [127:0] sp = $signed(a_i) * $signed(b_i);
      assign prod = sp;
    end else begin : g_u
      assign prod = a_i * b_i;
    end
  endgenerate
  assign p_o = prod[SHIFT+63:SHIFT];
endmodule
