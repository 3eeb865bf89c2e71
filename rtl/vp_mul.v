// vp_mul: one product of the units (vp_vu_mul, vp_sfu's blocks), p_o =
// (a_i * b_i) mod 2^PW, unsigned or, with SIGNED = 1, both operands two's
// complement. Combinational (the user registers it).
//
// LUT = 0: the synthesis tool's product (Yosys maps every product of 2 x 2
// bits and more to a MULT18X18D on the ECP5). LUT = 1 (unsigned only):
// built from LUTs and carry chains, for the small configuration (vp_vu
// MUL_LUT, vp_sfu MUL_SHARE): one row a_i << k, masked by bit k of b_i,
// for each k, all summed in one expression (the tool's adder tree), the
// exact product: the rows are its partial products. LUT = 1 with SIGNED =
// 1 stops elaboration (no user needs it).
module vp_mul #(
  parameter integer AW     = 6,    // width of a_i
  parameter integer BW     = 6,    // width of b_i (the rows with LUT)
  parameter integer PW     = 12,   // width of the product kept (mod 2^PW), <= AW + BW
  parameter integer SIGNED = 0,    // 1: a_i and b_i two's complement (LUT = 0 only)
  parameter integer LUT    = 0     // 1: from LUTs, not a DSP block
) (
  input  wire [AW-1:0] a_i,
  input  wire [BW-1:0] b_i,
  output wire [PW-1:0] p_o
);
  generate
    if (LUT == 0 && SIGNED != 0) begin : g_dsp_s
      /* verilator lint_off UNUSEDSIGNAL */
      wire signed [AW+BW-1:0] p = $signed(a_i) * $signed(b_i);
      /* verilator lint_on UNUSEDSIGNAL */
      assign p_o = p[PW-1:0];
    end else if (LUT == 0) begin : g_dsp_u
      /* verilator lint_off UNUSEDSIGNAL */
      wire [AW+BW-1:0] p = a_i * b_i;
      /* verilator lint_on UNUSEDSIGNAL */
      assign p_o = p[PW-1:0];
    end else if (SIGNED == 0) begin : g_lut
      // a_i extended and cut to the product's width
      /* verilator lint_off UNUSEDSIGNAL */
      wire [PW+AW-1:0] ax = {{PW{1'b0}}, a_i};
      /* verilator lint_on UNUSEDSIGNAL */
      wire [PW-1:0]    a  = ax[PW-1:0];
      reg  [PW-1:0]    acc;
      integer k;
      always @* begin
        acc = {PW{1'b0}};
        for (k = 0; k < BW; k = k + 1)
          acc = acc + ((a << k) & {PW{b_i[k]}});
      end
      assign p_o = acc;
    end else begin : g_lut_signed
      vp_mul_ERROR_LUT_is_unsigned_only u_error ();
    end
  endgenerate
endmodule
