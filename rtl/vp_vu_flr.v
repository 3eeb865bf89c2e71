// vp_vu_flr: floor of a binary32 value, bit exact with vpf_flr() in
// cmodel/vpfloat.c (docs/numerics.md 2.6). Used by vp_sfu_explog (EXP) and
// in the vector-unit lanes (FLR, FRC).
//   largest integer <= x, exact; a denormal reads as the zero of its sign;
//   NaN -> 0x7FC00000; +-0, +-Inf and integers (exponent >= 150) unchanged;
//   0 < |x| < 1 -> +0 or -1.0.
// PIPE = 0: combinational. PIPE = 1: flr_o is the floor of a_i of one clock
// before; the fraction mask and the case are formed before the register,
// the truncation, the increment and the result mux after it (the lanes
// feed it in M1 and take the floor in M2). PIPE = 2: two clocks, another
// register between the mask, prefix ORs and exponent compares and the
// case (the lanes with LAT >= 23, vp_vu).
module vp_vu_flr #(
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

  // for 127 <= e <= 149 the low (150 - e) fraction bits lie below 1.0:
  // with t = e - 127 = e[4:0] + 1 (mod 32; e[4:0] is 31, 0 .. 21) the
  // mask is 0x7FFFFF >> t and those bits are nonzero when the prefix OR
  // lor[22 - t] is (lor[k] = a[k:0] != 0). Both are chosen by e[4:0]
  // alone: no subtraction in front of a shifter and no OR after a mask
  // (tb/equiv/ref_vu_flr.v is the plain form; make rtl-equiv proves the
  // two equal). Outside 127..149 the mask is not used.
  wire [4:0]  el = e[4:0];
  wire [4:0]  t  = el + 5'd1;
  wire [22:0] fmask = 23'h7F_FFFF >> t;
  reg  [22:0] lor;
  reg  [31:0] lor_e;   // lor_e[el] = lor[22 - t]
  integer k;
  always @* begin
    lor[0] = a[0];
    for (k = 1; k < 23; k = k + 1) lor[k] = lor[k-1] | a[k];
    lor_e = {lor[22], 9'd0, lor[0], lor[1], lor[2], lor[3], lor[4], lor[5], lor[6], lor[7],
             lor[8], lor[9], lor[10], lor[11], lor[12], lor[13], lor[14], lor[15], lor[16],
             lor[17], lor[18], lor[19], lor[20], lor[21]};
  end
  // PIPE = 2: a register here, after the mask, the prefix ORs and the
  // exponent's compares, before the choice of lor_e and the case
  wire [31:0] a_m, lor_m;
  wire [22:0] fmask_m;
  wire [4:0]  el_m;
  wire        nan_m, same_m, small_m;
  vp_delay #(.W(32 + 23 + 32 + 5 + 3), .N((PIPE >= 2) ? 1 : 0)) u_mid (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({a, fmask, lor_e, el, nan, e >= 8'd150 || e == 8'd0, e < 8'd127}),
    .q_o({a_m, fmask_m, lor_m, el_m, nan_m, same_m, small_m}));
  wire        fnz = lor_m[el_m];
  reg  [2:0]  c;
  always @* begin
    if (nan_m)                           c = C_NAN;
    else if (same_m)                     c = C_SAME;
    else if (small_m)                    c = C_SMALL;
    else if (!fnz)                       c = C_SAME;
    else                                 c = C_FRAC;
  end

  wire [31:0] a_r;
  wire [22:0] fmask_r;
  wire [2:0]  c_r;
  vp_delay #(.W(32 + 23 + 3), .N((PIPE >= 1) ? 1 : 0)) u_pipe (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({a_m, fmask_m, c}), .q_o({a_r, fmask_r, c_r}));

  wire [31:0] trunc = a_r & ~{9'd0, fmask_r};   // toward zero
  // negative: one unit more in the last integer place (a carry into the
  // exponent field is right, e.g. -1.5 -> -2.0)
  wire [31:0] down  = trunc + {9'd0, fmask_r} + 32'd1;
  assign flr_o = (c_r == C_NAN)   ? NAN :
                 (c_r == C_SAME)  ? a_r :
                 (c_r == C_SMALL) ? (a_r[31] ? MONE : 32'd0) :
                                    (a_r[31] ? down : trunc);
endmodule
