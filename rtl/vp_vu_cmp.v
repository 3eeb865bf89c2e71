// vp_vu_cmp: the NV20/NV30 vertex unit's comparison (envytools nvhw/xf.c
// xf_cond) of two binary32 patterns, combinational (vp_vu stage 2; the
// lane registers the outcome and chooses MIN/MAX/SLT..SNE/SSG/ABS results
// from it in stage 3).
//   zw_i = 1 (zero-wins: NV20, NV30 running VP1.x): the raw patterns
//     compared as sign-magnitude numbers: -0 < +0, denormals as
//     themselves, NaNs beyond the infinities by their fraction bits; never
//     unordered;
//   zw_i = 0 (NV30 running VP2.0): a NaN operand gives unordered; zeros
//     and denormals compare as +0.
// The second operand is b_i, or +0 with ssg_i (SSG: xf_ssg compares with
// 0), or -a_i with abs_i (ABS = MAX(a, -a)); those two need no compare of
// 32 bits: a's sign and class decide. The one 32-bit compare reads the raw
// patterns; the zeroing of the VP2 rule is applied after it (it matters
// only when both read as +0), so nothing stands in front of the compare
// but the order key.
// Outputs: un_o unordered; else exactly one of lt_o, eq_o, or neither
// (greater).
module vp_vu_cmp (
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire        zw_i,
  input  wire        ssg_i,
  input  wire        abs_i,
  output wire        lt_o,
  output wire        eq_o,
  output wire        un_o
);
  wire fl = !zw_i;                       // VP2: zeros and denormals read as +0
  wire za = (a_i[30:23] == 8'd0);
  wire zb = (b_i[30:23] == 8'd0);
  wire na = (a_i[30:23] == 8'hFF) && (a_i[22:0] != 23'd0);
  wire nb = (b_i[30:23] == 8'hFF) && (b_i[22:0] != 23'd0);
  // sign-magnitude to an unsigned order: negative -> all bits inverted,
  // positive -> sign bit set
  wire [31:0] ka = {~a_i[31], a_i[30:0] ^ {31{a_i[31]}}};
  wire [31:0] kb = {~b_i[31], b_i[30:0] ^ {31{b_i[31]}}};
  wire lt_raw = (ka < kb);
  wire eq_raw = (a_i == b_i);

  // a compared with b: the VP2 rule changes the raw order only when both
  // read as +0 (equal); a zero or denormal against a nonzero normal, Inf
  // or NaN sits on the same side of it as +0 does
  wire bz  = fl && za && zb;
  wire lt2 = lt_raw && !bz;
  wire eq2 = eq_raw || bz;
  // a compared with +0 (SSG) or with -a (ABS): a negative a is less
  // (zero-wins: -0 too), equal only as a zero (the VP2 rule), or as +0
  // against +0 (zero-wins SSG)
  wire eq1 = fl ? za : (ssg_i && a_i == 32'd0);
  wire lt1 = a_i[31] && !eq1;
  wire un1 = fl && na;

  wire one = ssg_i || abs_i;
  assign un_o = one ? un1 : (fl && (na || nb));
  assign eq_o = one ? eq1 : eq2;
  assign lt_o = one ? lt1 : lt2;
endmodule
