// vp_ffloor: floor and fraction of the vector unit, bit exact with
// vpf_flr() and vpf_frc() in cmodel/vpfloat.c (docs/numerics.md 2.6).
//
// Combinational. flr_o: largest integer <= x, exact (vp_vu_flr: a denormal
// reads as the signed zero; NaN -> 0x7FC00000; +-0 and +-Inf unchanged).
// frc_o = vp_fadd(x, -flr(x)), i.e. x - floor(x) truncated toward zero; that
// one expression also gives the special cases (NaN, +-Inf -> NaN; +-0 -> +0).
// In vp_vu the floor sits in the multiply stage and the subtraction uses the
// lane adder of the next stage; this module chains both for users that need
// the fraction in one step.
module vp_ffloor (
  input  wire [31:0] a_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire        vp2_i, // interface symmetry with vp_fmul: FLR/FRC are the same in both rule sets
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [31:0] flr_o,
  output wire [31:0] frc_o
);
  wire [31:0] flr;
  vp_vu_flr u_flr (.a_i(a_i), .flr_o(flr));
  vp_fadd   u_sub (.clk_i(1'b0), .a_i(a_i), .b_i({~flr[31], flr[30:0]}), .r_o(frc_o));
  assign flr_o = flr;
endmodule
