// vp_sfu_mul65: one shared multiplier of the special-function unit
// (vp_sfu_pool): the low 128 bits of the signed 65 x 65-bit product plus
// an addend, over ML clocks (ML - 1 registers inside; the special-function
// blocks wait for it, docs/architecture.md 3.2). With NC addends C_k (66
// bits, at 2^62) it gives NC sums p_k = A B + C_k 2^62 mod 2^128 of the
// one product: the add after a multiply (a Horner step's constant, LG2's
// l + p and its negations) is a word of the product's own sum, not one
// more carry chain after it (docs/synth.md, the addend fold).
//
//   ML = 1  combinational (the product of the two operands as they are)
//   ML = 2  stage 1: sixteen 18 x 18-bit partial products A_i B_j (one
//           MULT18X18D each), registered (vp_sfu_mul18r), and the addends
//           registered; stage 2: their sum
//   ML = 3  as 2, but stage 2 leaves the sums as three words (one
//           carry-save step, registered) and stage 3 adds them
//   ML = 4  as 3, after a stage that only registers the operands (the
//           MULT18X18Ds' own input registers, vp_sfu_mul18r IR 1) and the
//           addends: the operand choice of vp_sfu_pool and the route to
//           the DSP column get a clock of their own, without the
//           multiply's setup (docs/synth.md, "SFU_ML 4")
//
// Digits: a = A_3 2^51 + A_2 2^34 + A_1 2^17 + A_0 with A_0..A_2 the
// unsigned 17-bit digits and A_3 = a[64:51] signed (likewise b), so every
// partial product is an 18 x 18-bit signed product and the sum of
// A_i B_j 2^(17(i+j)) is the exact product; only its low 128 bits are kept.
//
// The sum is seven words, added as a tree of depth 3 (not a chain of
// sixteen): a product of two unsigned digits is below 2^34, so the
// products two diagonals apart (2^34 apart) sit side by side in one word
// without an add; a product with one signed digit is in (-2^30, 2^30), so
// it is made non-negative by adding 2^30: its bit 30 inverted, 31 bits
// (A3 B3 at 2^102 needs no bias: only its low 26 bits fall below 2^128),
// and a constant takes the biases off again. The biases,
// 2^30 at 2^51, 2^51, 2^68, 2^68, 2^85 and 2^85, sum to 2^82 + 2^99 +
// 2^116; their negative modulo 2^128 has no bit below 82 and fills word W5
// above its product.
//   W0 = A0B0 | A1B1 << 34 | A2B2 << 68 | A3B3 << 102
//   W1 = A0B1 << 17 | A1B2 << 51 | (A2B3 + 2^30) << 85
//   W2 = A1B0 << 17 | A2B1 << 51 | (A3B2 + 2^30) << 85
//   W3 = A0B2 << 34 | (A1B3 + 2^30) << 68
//   W4 = A2B0 << 34 | (A3B1 + 2^30) << 68
//   W5 = (A0B3 + 2^30) << 51 | -(2^82 + 2^99 + 2^116) mod 2^128
//   W6 = (A3B0 + 2^30) << 51
//   W7 = C_k << 62                                   (addend k)
//   p_k = ((W0 + W1) + (W2 + W3)) + ((W4 + W5) + (W6 + W7))  mod 2^128
// The sums share everything but their last half, (W4 + W5) + (W6 + W7):
// still three adds deep. With ML = 3 the second level is not an add but
// two carry-save steps, one LUT level each (a full adder per bit: the sum
// bit and the carry bit one place up, mod 2^128): X + Y = (W0 + W1) +
// (W2 + W3) + (W4 + W5), shared, then U_k + V_k = X + Y + (W6 + W7), so
// stage 2 is one carry chain and the first step (X, Y and W6 + W7 are
// registered) and stage 3 the second step and the last add, U_k + V_k.
module vp_sfu_mul65 #(
  parameter integer ML = 1,
  parameter integer NC = 1    // addends (sums), 1..3
) (
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire              clk_i,    // unused with ML = 1
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [64:0]       a_i,
  input  wire [64:0]       b_i,
  input  wire [NC*66-1:0]  c_i,      // addend k at [66 k +: 66], times 2^62
  output wire [NC*128-1:0] p_o       // sum k at [128 k +: 128]
);
  genvar gk;
  generate
    if (ML < 1 || ML > 4) begin : g_bad_ml
      vp_sfu_mul65_ERROR_ML_must_be_1_to_4 u_stop ();
    end
    if (NC < 1 || NC > 3) begin : g_bad_nc
      vp_sfu_mul65_ERROR_NC_must_be_1_2_or_3 u_stop ();
    end
    if (ML == 1) begin : g_comb
      /* verilator lint_off UNUSEDSIGNAL */
      wire signed [129:0] pr = $signed(a_i) * $signed(b_i);
      /* verilator lint_on UNUSEDSIGNAL */
      // the addend on bits 127:62 only: written as one add on the whole
      // product, Yosys merges it with the product's own adds into one
      // multi-operand sum of LUTs (+14 % LUT4 in the default vp_sfu)
      for (gk = 0; gk < NC; gk = gk + 1) begin : g_sum
        assign p_o[128*gk +: 128] = {pr[127:62] + c_i[66*gk +: 66], pr[61:0]};
      end
    end else begin : g_pipe
      // digit k of an operand as an 18-bit signed number
      function signed [17:0] digit(input [64:0] x, input integer k);
        begin
          if (k == 3) digit = {{4{x[64]}}, x[64:51]};
          else        digit = {1'b0, x[17*k +: 17]};
        end
      endfunction

      // stage 1: the partial products, registered (vp_sfu_mul18r: on the
      // ECP5 the register is the MULT18X18D's own); ML = 4: stages 1 and
      // 2, the operands registered first
      wire [16*36-1:0] pp;     // A_i B_j at 36 (4 i + j)
      genvar gi, gj;
      for (gi = 0; gi < 4; gi = gi + 1) begin : g_a
        for (gj = 0; gj < 4; gj = gj + 1) begin : g_b
          vp_sfu_mul18r #(.IR(ML == 4 ? 1 : 0)) u_pp (.clk_i(clk_i), .a_i(digit(a_i, gi)), .b_i(digit(b_i, gj)),
                              .p_o(pp[36*(4*gi+gj) +: 36]));
        end
      end

      // the partial products as the fields of the words above
      /* verilator lint_off UNUSEDSIGNAL */
      wire [35:0] p00 = pp[0 +: 36], p01 = pp[36 +: 36], p02 = pp[72 +: 36], p03 = pp[108 +: 36];
      wire [35:0] p10 = pp[144 +: 36], p11 = pp[180 +: 36], p12 = pp[216 +: 36], p13 = pp[252 +: 36];
      wire [35:0] p20 = pp[288 +: 36], p21 = pp[324 +: 36], p22 = pp[360 +: 36], p23 = pp[396 +: 36];
      wire [35:0] p30 = pp[432 +: 36], p31 = pp[468 +: 36], p32 = pp[504 +: 36], p33 = pp[540 +: 36];
      /* verilator lint_on UNUSEDSIGNAL */
      // one signed digit: + 2^30 (31 bits)
      wire [30:0] u03 = {~p03[30], p03[29:0]}, u30 = {~p30[30], p30[29:0]};
      wire [30:0] u13 = {~p13[30], p13[29:0]}, u31 = {~p31[30], p31[29:0]};
      wire [30:0] u23 = {~p23[30], p23[29:0]}, u32 = {~p32[30], p32[29:0]};
      // -(2^82 + 2^99 + 2^116) mod 2^128, bits 127:82 (bits 81:0 are 0)
      localparam [127:0] K = 128'd0 - (128'd1 << 82) - (128'd1 << 99) - (128'd1 << 116);

      wire [127:0] w0 = {p33[25:0], p22[33:0], p11[33:0], p00[33:0]};
      wire [127:0] w1 = {12'd0, u23, p12[33:0], p01[33:0], 17'd0};
      wire [127:0] w2 = {12'd0, u32, p21[33:0], p10[33:0], 17'd0};
      wire [127:0] w3 = {29'd0, u13, p02[33:0], 34'd0};
      wire [127:0] w4 = {29'd0, u31, p20[33:0], 34'd0};
      wire [127:0] w5 = {K[127:82], u03, 51'd0};
      wire [127:0] w6 = {46'd0, u30, 51'd0};

      // the addends, registered beside the partial products (ML = 4: and
      // beside the operands first)
      wire [NC*66-1:0] c_q;
      if (ML == 4) begin : g_c2
        reg [NC*66-1:0] c0_q, c1_q;
        always @(posedge clk_i) begin
          c0_q <= c_i;
          c1_q <= c0_q;
        end
        assign c_q = c1_q;
      end else begin : g_c1
        reg [NC*66-1:0] c1_q;
        always @(posedge clk_i) c1_q <= c_i;
        assign c_q = c1_q;
      end

      // the first level of the tree (shared but for W6 + W7). Every add of
      // the tree is a named wire marked keep: without it Yosys (alumacc)
      // merges the adds whose result has one reader into one many-operand
      // sum and maps that as a tree of full adders in LUTs before one carry
      // chain (on the ECP5 at ML 2, NC 1: 1 118 LUT4 and 131 CCU2C, against
      // 193 and 276 as separate adds). Separate ripple-carry adds overlap
      // (a level's low bits are ready while the one before still carries),
      // so the tree is little longer than one chain; the full-adder tree
      // was six LUT levels between two chains on the ULX3S's critical path
      // at 340f413 (docs/synth.md, "The multiply's sum as carry chains")
      (* keep *) wire [127:0] s01;
      assign s01 = w0 + w1;
      (* keep *) wire [127:0] s23;
      assign s23 = w2 + w3;
      (* keep *) wire [127:0] s45;
      assign s45 = w4 + w5;
      if (ML == 2) begin : g_ml2
        // then the last two levels as adds
        (* keep *) wire [127:0] sa;
        assign sa = s01 + s23;
        for (gk = 0; gk < NC; gk = gk + 1) begin : g_sum
          (* keep *) wire [127:0] s67;
          assign s67 = w6 + {c_q[66*gk +: 66], 62'd0};
          (* keep *) wire [127:0] sb;
          assign sb = s45 + s67;
          assign p_o[128*gk +: 128] = sa + sb;
        end
      end else begin : g_ml3    // ML = 3 and 4
        // X + Y = s01 + s23 + s45 (a carry-save step, shared), registered
        // with s67 = W6 + W7 beside it; stage 3 is the second step, U_k +
        // V_k = X + Y + s67_k, and the last add: one LUT level on each side
        // of the register, not two in front of it (stage 2 at 873c323 and
        // afb1d76 was a carry chain and both LUT levels: 52 endpoints of
        // the OrangeCrab at SFU_ML 3 up to 10.59 ns, docs/synth.md)
        reg [127:0] x_q, y_q;
        always @(posedge clk_i) begin
          x_q <= s01 ^ s23 ^ s45;
          y_q <= {(s01[126:0] & s23[126:0]) | (s01[126:0] & s45[126:0]) |
                  (s23[126:0] & s45[126:0]), 1'b0};
        end
        for (gk = 0; gk < NC; gk = gk + 1) begin : g_sum
          // W6 + W7 straight into its register (no keep: a register, not
          // an add, reads it; with the keep, Yosys 0.70 gave one bit of
          // it two drivers in the boards' engine at ML 4)
          reg [127:0] s67_q;
          always @(posedge clk_i) s67_q <= w6 + {c_q[66*gk +: 66], 62'd0};
          wire [127:0] u = x_q ^ y_q ^ s67_q;
          wire [127:0] v = {(x_q[126:0] & y_q[126:0]) | (x_q[126:0] & s67_q[126:0]) |
                            (y_q[126:0] & s67_q[126:0]), 1'b0};
          assign p_o[128*gk +: 128] = u + v;
        end
      end
    end
  endgenerate
endmodule
