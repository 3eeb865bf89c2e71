// ref_vu_flr: the plain form of rtl/vp_vu_flr.v (make rtl-equiv proves the
// two equal for every input with PIPE = 0). vp_vu_flr: floor of a
// binary32 value, bit exact with vpf_flr() in cmodel/vpfloat.c
// (docs/numerics.md 2.6). Used by vp_sfu_explog (EXP) and in the
// vector-unit lanes (FLR, FRC).
//   largest integer <= x, exact; a denormal reads as the zero of its sign;
//   NaN -> 0x7FC00000; +-0, +-Inf and integers (exponent >= 150) unchanged;
//   0 < |x| < 1 -> +0 or -1.0.
// PIPE = 0: combinational. PIPE = 1: flr_o is the floor of a_i of one clock
// before; the fraction mask and the case are formed before the register,
// the truncation, the increment and the result mux after it (the lanes
// feed it in M1 and take the floor in M2).
module ref_vu_flr #(
  parameter integer PIPE = 0
) (
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire        clk_i,     // unused with PIPE = 0
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [31:0] a_i,
  output wire [31:0] flr_o
);
  localparam [31:0] NAN  = 32'h7FC0_0000;
  localparam [31:0] MONE = 32'hBF80_0000;
  // the case, formed before the register
  localparam [2:0] C_NAN = 3'd0, C_SAME = 3'd1, C_SMALL = 3'd2, C_FRAC = 3'd3;

  wire [7:0]  e = a_i[30:23];
  wire [31:0] a = (e == 8'd0) ? {a_i[31], 31'd0} : a_i; // operand read
  wire        nan = (e == 8'hFF) && (a_i[22:0] != 23'd0);

  // for 127 <= e <= 149 the low (150 - e) fraction bits lie below 1.0
  wire [7:0]  nfrac = 8'd150 - e;
  wire [22:0] fmask = ~(23'h7F_FFFF << nfrac);
  reg  [2:0]  c;
  always @* begin
    if (nan)                             c = C_NAN;
    else if (e >= 8'd150)                c = C_SAME;
    else if (e == 8'd0)                  c = C_SAME;
    else if (e < 8'd127)                 c = C_SMALL;
    else if ((a[22:0] & fmask) == 23'd0) c = C_SAME;
    else                                 c = C_FRAC;
  end

  wire [31:0] a_r;
  wire [22:0] fmask_r;
  wire [2:0]  c_r;
  vp_delay #(.W(32 + 23 + 3), .N(PIPE)) u_pipe (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({a, fmask, c}), .q_o({a_r, fmask_r, c_r}));

  wire [31:0] trunc = a_r & ~{9'd0, fmask_r};   // toward zero
  // negative: one unit more in the last integer place (a carry into the
  // exponent field is right, e.g. -1.5 -> -2.0)
  wire [31:0] down  = trunc + {9'd0, fmask_r} + 32'd1;
  assign flr_o = (c_r == C_NAN)   ? NAN :
                 (c_r == C_SAME)  ? a_r :
                 (c_r == C_SMALL) ? (a_r[31] ? MONE : 32'd0) :
                                    (a_r[31] ? down : trunc);
endmodule
