// vp_ffloor: floor and fraction of the vector unit, bit exact with
// vpf_flr() and vpf_frc() in cmodel/vpfloat.c (docs/numerics.md 2.6).
//
// Combinational. flr_o: largest integer <= x, exact (denormal reads as the
// signed zero; NaN -> 0x7FC00000; +-0 and +-Inf unchanged). frc_o =
// vp_fadd(x, -flr(x)), i.e. x - floor(x) truncated toward zero; that one
// expression also gives the special cases (NaN, +-Inf -> NaN; +-0 -> +0).
// In vp_vu the floor sits in the multiply stage and the subtraction uses
// the lane adder of the next stage; this module chains both for users that
// need the fraction in one step.
// vp2_i is part of the interface for symmetry with vp_fmul: both functions
// are the same in both rule sets.
module vp_ffloor (
  input  wire [31:0] a_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire        vp2_i, // FLR and FRC do not depend on the rule set
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [31:0] flr_o,
  output wire [31:0] frc_o
);
  localparam [31:0] NAN  = 32'h7FC0_0000;
  localparam [31:0] MONE = 32'hBF80_0000;

  wire [7:0]  e = a_i[30:23];
  wire [31:0] a = (e == 8'd0) ? {a_i[31], 31'd0} : a_i; // operand read
  wire        nan = (e == 8'hFF) && (a_i[22:0] != 23'd0);

  // fraction bits below 1.0 for 127 <= e <= 149: the low (150 - e) bits
  wire [7:0]  nfrac = 8'd150 - e;
  wire [22:0] fmask = ~(23'h7F_FFFF << nfrac);
  wire [31:0] trunc = a & ~{9'd0, fmask};
  // negative: one unit more in the last integer place (a carry into the
  // exponent field is right, e.g. -1.5 -> -2.0)
  wire [31:0] down  = trunc + {9'd0, fmask} + 32'd1;

  reg [31:0] flr;
  always @* begin
    if (nan)                        flr = NAN;
    else if (e >= 8'd150)           flr = a;
    else if (e < 8'd127)            flr = (e == 8'd0) ? a : (a[31] ? MONE : 32'd0);
    else if ((a[22:0] & fmask) == 23'd0) flr = a;
    else                            flr = a[31] ? down : trunc;
  end
  assign flr_o = flr;

  vp_fadd u_sub (.a_i(a_i), .b_i({~flr[31], flr[30:0]}), .r_o(frc_o));
endmodule
