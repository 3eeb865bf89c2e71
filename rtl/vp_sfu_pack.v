// vp_sfu_pack: rounding and packing of the special-function unit (vp_sfu),
// combinational; pack_rn() of cmodel/sfu.c (docs/numerics.md 3, "SFU
// rounding"). Used as the last stage of EX2, LG2, SIN/COS.
//
// Two halves in their own modules, vp_sfu_pack_norm (the leading one and
// the shift by whole 4-bit groups) and vp_sfu_pack_round (the rest of the
// shift, the rounding and the exponent), so that a block can put a
// register between them (vp_sfu_pack_pipe, used by vp_sfu_lg2 and
// vp_sfu_sincos with PK = 1). make rtl-equiv proves this module equal to
// a plain reference form.
//
// The magnitude mag_i (nonzero) is rounded to a 24-bit significand by
// adding half an ulp and truncating (round half up): the 25 bits from the
// leading one down, plus one, halved. The biased exponent is the position
// n of the leading one plus ebias_i (= 127 - scale for a value
// mag * 2^-scale), plus one when the rounding carries out. Biased exponent
// <= 0 gives the signed zero, >= 255 the signed infinity; mag_i = 0 gives
// +0 whatever sign_i.
//
// LEAD_LO = 62: the caller guarantees that the leading one of mag_i is bit
// 62 or 63 (EX2: a product of two values in [1, 2), Q2.62), so the search
// for it and the normalising shift are a 2-way choice; 0: any mag_i.
module vp_sfu_pack #(
  parameter integer LEAD_LO = 0
) (
  input  wire               sign_i,
  input  wire [63:0]        mag_i,
  input  wire signed [10:0] ebias_i,
  output wire [31:0]        r_o
);
  wire [5:0]  n;
  wire [27:0] norm4;
  wire        zero;
  vp_sfu_pack_norm #(.LEAD_LO(LEAD_LO)) u_norm (.clk_i(1'b0), .mag_i(mag_i), .n_o(n), .norm4_o(norm4), .zero_o(zero));
  vp_sfu_pack_round u_round (.sign_i(sign_i), .n_i(n), .norm4_i(norm4), .zero_i(zero),
                             .ebias_i(ebias_i), .r_o(r_o));
endmodule
