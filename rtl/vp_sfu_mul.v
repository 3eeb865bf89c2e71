// vp_sfu_mul: one multiply step of a special-function block (vp_sfu_rcp,
// _rsq, _ex2, _lg2, _sincos), combinational. The block does not own the
// multiplier: the operands go out to vp_sfu_pool, the shared multipliers of
// vp_sfu, and the exact product comes back ML - 1 clocks later (vp_sfu's
// ML; the block keeps the values beside the product in step with it).
//
// p_o = bits [SHIFT+63 : SHIFT] of the exact product, i.e. the floor of
// the product shifted right by SHIFT, truncated to 64 bits, exactly as
// mulq62 (SHIFT = 62), mulhi64 (SHIFT = 64) and, with SIGNED = 1 (two's
// complement operands, arithmetic shift = floor), smulq62 in cmodel/sfu.c.
// The pool multiplies 65-bit two's complement operands: an unsigned operand
// gets a 0 on top, a signed one its sign bit; either way the low 128 bits
// of the 130-bit product are the exact 128-bit product of the C model.
module vp_sfu_mul #(
  parameter integer SIGNED = 0,
  parameter integer SHIFT  = 62
) (
  input  wire [63:0]  a_i,
  input  wire [63:0]  b_i,
  output wire [63:0]  p_o,
  // to and from vp_sfu_pool; en_i: the block's operation is in this stage
  // (the operands are 0 otherwise, so the shared multiplier is an OR of its
  // users and a simulator sees no change from an idle block)
  input  wire         en_i,
  output wire [64:0]  ma_o,
  output wire [64:0]  mb_o,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [127:0] mp_i   // only bits [SHIFT+63:SHIFT] are the result
  /* verilator lint_on UNUSEDSIGNAL */
);
  wire ea = (SIGNED != 0) && a_i[63];
  wire eb = (SIGNED != 0) && b_i[63];
  assign ma_o = {65{en_i}} & {ea, a_i};
  assign mb_o = {65{en_i}} & {eb, b_i};
  assign p_o  = mp_i[SHIFT+63:SHIFT];
endmodule
