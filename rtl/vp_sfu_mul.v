// vp_sfu_mul: one multiply step of a special-function block (vp_sfu_rcp,
// _rsq, _ex2, _lg2, _sincos), combinational. The block does not own the
// multiplier: the operands go out to vp_sfu_pool, the shared multipliers of
// vp_sfu, and the exact product comes back ML - 1 clocks later (vp_sfu's
// ML; the block keeps the values beside the product in step with it).
//
// p_o = bits [SHIFT+63 : SHIFT] of the exact product plus C 2^SHIFT, i.e.
// the floor of the product shifted right by SHIFT, truncated to 64 bits,
// exactly as mulq62 (SHIFT = 62), mulhi64 (SHIFT = 64) and, with SIGNED =
// 1 (two's complement operands, arithmetic shift = floor), smulq62 in
// cmodel/sfu.c, plus the addend C modulo 2^64: floor(P / 2^SHIFT) + C =
// floor((P + C 2^SHIFT) / 2^SHIFT), so the add the C model does after the
// multiply is one more word of the multiplier's own sum (vp_sfu_mul65),
// not a carry chain after it. A step with NC addends C_0..C_(NC-1) gets NC
// such sums of the one product (LG2's l + p, and the two it negates).
// The pool multiplies 65-bit two's complement operands: an unsigned operand
// gets a 0 on top, a signed one its sign bit; either way the low 128 bits
// of the 130-bit product are the exact 128-bit product of the C model.
module vp_sfu_mul #(
  parameter integer SIGNED = 0,
  parameter integer SHIFT  = 62,   // 62 or 64 (the pool's addends are at 2^62)
  parameter integer NC     = 1     // addends, 1..3 (vp_sfu's U_NC of this step)
) (
  input  wire [63:0]      a_i,
  input  wire [63:0]      b_i,
  input  wire [NC*64-1:0] c_i,     // addend k at [64 k +: 64]; 0: none
  output wire [NC*64-1:0] p_o,     // sum k at [64 k +: 64]
  // to and from vp_sfu_pool; en_i: the block's operation is in this stage
  // (the operands are 0 otherwise, so the shared multiplier is an OR of its
  // users and a simulator sees no change from an idle block)
  input  wire             en_i,
  output wire [64:0]      ma_o,
  output wire [64:0]      mb_o,
  output wire [3*66-1:0]  mc_o,    // the addends at 2^62 (0 beyond NC)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [3*128-1:0] mp_i     // only bits [SHIFT+63:SHIFT] of the first NC are the results
  /* verilator lint_on UNUSEDSIGNAL */
);
  wire ea = (SIGNED != 0) && a_i[63];
  wire eb = (SIGNED != 0) && b_i[63];
  assign ma_o = {65{en_i}} & {ea, a_i};
  assign mb_o = {65{en_i}} & {eb, b_i};
  genvar k;
  generate
    if (SHIFT != 62 && SHIFT != 64) begin : g_bad_shift
      vp_sfu_mul_ERROR_SHIFT_must_be_62_or_64 u_stop ();
    end
    if (NC < 1 || NC > 3) begin : g_bad_nc
      vp_sfu_mul_ERROR_NC_must_be_1_2_or_3 u_stop ();
    end
    for (k = 0; k < 3; k = k + 1) begin : g_c
      if (k < NC) begin : g_on
        // C 2^SHIFT = (C 2^(SHIFT-62)) 2^62, 66 bits
        wire [65:0] cs = {2'b00, c_i[64*k +: 64]} << (SHIFT - 62);
        assign mc_o[66*k +: 66] = {66{en_i}} & cs;
        assign p_o[64*k +: 64]  = mp_i[128*k + SHIFT +: 64];
      end else begin : g_off
        assign mc_o[66*k +: 66] = 66'd0;
      end
    end
  endgenerate
endmodule
