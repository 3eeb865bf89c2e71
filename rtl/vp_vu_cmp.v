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
// Outputs: un_o unordered; else exactly one of lt_o, eq_o, or neither
// (greater).
module vp_vu_cmp (
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire        zw_i,
  output wire        lt_o,
  output wire        eq_o,
  output wire        un_o
);
  wire za = (a_i[30:23] == 8'd0);
  wire zb = (b_i[30:23] == 8'd0);
  wire na = (a_i[30:23] == 8'hFF) && (a_i[22:0] != 23'd0);
  wire nb = (b_i[30:23] == 8'hFF) && (b_i[22:0] != 23'd0);
  wire [31:0] a = (!zw_i && za) ? 32'd0 : a_i;
  wire [31:0] b = (!zw_i && zb) ? 32'd0 : b_i;
  // sign-magnitude to an unsigned order: negative -> all bits inverted,
  // positive -> sign bit set
  wire [31:0] ka = {~a[31], a[30:0] ^ {31{a[31]}}};
  wire [31:0] kb = {~b[31], b[30:0] ^ {31{b[31]}}};
  assign un_o = !zw_i && (na || nb);
  assign eq_o = (a == b);
  assign lt_o = (ka < kb);
endmodule
