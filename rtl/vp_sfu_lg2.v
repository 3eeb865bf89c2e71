// vp_sfu_lg2: LG2 of the special-function unit (vp_sfu), bit exact with
// sfu_lg2() in cmodel/sfu.c (docs/numerics.md 3.5). Also gives LOG.z and
// the logarithm of LIT's power.
//
// Pipeline: 8 + 5 (ML - 1) + PK logic stages; r_o is combinational out of the
// last (the caller registers it). x_i enters stage 1. The steps, as
// numbered for ML = 1 (each multiply step of stages 3..7 takes ML stages,
// the multiplier latency of vp_sfu_pool; the values beside it wait in a
// delay line):
//   1  x registered (stage 1 of vp_sfu is the caller's operand logic);
//      r_j read from a table in logic into a register (j from bits of x)
//   2  operand read, special cases, m' = m or m/2 in [0.75, 1.5),
//      j = floor(256 m'), u = m' r_j - 1 (24x13 bits)
//   3  q = -d4 + u d5        (Horner, signed Q2.62, floor of the product;
//                             every constant and l added inside the
//                             multiplier's sum, vp_sfu_mul's addend)
//   4  q =  d3 + u q
//   5  q = -d2 + u q
//   6  q =  d1 + u q         (lg2_l[j] read from block RAM a clock before
//                             the stage ends, then a flip-flop: SYNC 3)
//   7  s = lg2_l[j] + u q    (log2 m', |s| < 0.6)
//      (and -s, -s + 255 beside it: the NOT of the same product plus
//      l - 1 and l - 256, two more sums of the multiplier)
//   8  sign and magnitude of s (E' = 0) or E' 2^54 + floor(s / 2^8),
//      round and pack, special-case mux (PK = 1: the pack's first half,
//      the leading one and the shift by whole 4-bit groups, then a
//      register, the rest in stage 9; PK = 2: the leading one, a
//      register, the shift, a register, the rest: stages 8..10)
module vp_sfu_lg2 #(
  parameter integer ML = 1,
  // 1: the pack takes two stages, a register between its halves
  // (vp_sfu_pack_norm, vp_sfu_pack_round); 2: three, another register
  // inside the first half (vp_sfu_pack_pipe); the block is PK stages longer
  parameter integer PK = 0,
  parameter TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire        clk_i,
  input  wire [31:0] x_i,
  // the same operand before the caller's clamps (LIT's y, LOG's |x|): only
  // bits 22:15 are read, the index of the r table, and they equal x_i's
  // whenever x_i is a positive normal number, the only case whose result
  // uses r (the others are special results)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [31:0] xk_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [31:0] r_o,
  // its multiplies of stages 3..7, done by vp_sfu_pool (order and stages:
  // the user table in vp_sfu); stage 2's M24 r has its own multiplier
  input  wire [4:0] mul_en_i,   // multiply k's operation is in its stage
  output wire [324:0] mul_a_o,
  output wire [324:0] mul_b_o,
  output wire [989:0] mul_c_o,   // the addends (vp_sfu_mul)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [1919:0] mul_p_i   // only bits [125:62] (Q2.62 products) are used
  /* verilator lint_on UNUSEDSIGNAL */
);

  // special results: 0 none, 1 NaN, 2 -Inf, 3 +Inf
  localparam [1:0] SP_NONE = 2'd0, SP_NAN = 2'd1, SP_NINF = 2'd2, SP_PINF = 2'd3;

  wire [63:0] d1, d2, d3, d4, d5;
  vp_sfu_const #(.TABLE_DIR(TABLE_DIR), .INDEX(4)) u_d1 (.k_o(d1));
  vp_sfu_const #(.TABLE_DIR(TABLE_DIR), .INDEX(5)) u_d2 (.k_o(d2));
  vp_sfu_const #(.TABLE_DIR(TABLE_DIR), .INDEX(6)) u_d3 (.k_o(d3));
  vp_sfu_const #(.TABLE_DIR(TABLE_DIR), .INDEX(7)) u_d4 (.k_o(d4));
  vp_sfu_const #(.TABLE_DIR(TABLE_DIR), .INDEX(8)) u_d5 (.k_o(d5));

  // ---- stage 1: the operand registered; r_k read (its index is bits of
  //      the operand, as k2 below, taken from xk_i: not behind the
  //      caller's clamps) ----
  reg  [31:0] x_q1;
  always @(posedge clk_i) x_q1 <= x_i;
  wire [7:0]  k1    = xk_i[22] ? {2'b00, xk_i[21:16]} : {xk_i[21], ~xk_i[21], xk_i[20:15]};
  wire [15:0] r2;                                   // r_k2 in stage 2, from a register
  vp_sfu_rom #(.W(16), .N(192), .AW(8), .FILE({TABLE_DIR, "lg2_r.hex"}), .SYNC(2))
    u_lg2_r (.clk_i(clk_i), .addr_i(k1), .data_o(r2));

  // ---- stage 2 ----
  wire [7:0]  e2    = x_q1[30:23];
  wire        zero2 = (e2 == 8'd0);                 // zero or denormal
  wire        nan2  = (e2 == 8'hFF) && (x_q1[22:0] != 23'd0);
  wire        inf2  = (e2 == 8'hFF) && (x_q1[22:0] == 23'd0);
  reg  [1:0]  sp2;
  always @* begin
    if (nan2)                  sp2 = SP_NAN;
    else if (zero2)            sp2 = SP_NINF;
    else if (x_q1[31])         sp2 = SP_NAN;       // negative, -Inf
    else if (inf2)             sp2 = SP_PINF;
    else                       sp2 = SP_NONE;
  end
  wire        half2 = x_q1[22];                     // m >= 1.5: m' = m/2
  wire [24:0] m24   = half2 ? {1'b0, 1'b1, x_q1[22:0]} : {1'b1, x_q1[22:0], 1'b0};
  wire signed [8:0] ex2 = $signed({1'b0, e2}) - 9'sd127 + $signed({8'd0, half2});
  // k2 = (M24 >> 16) - 192, 0..191, written as the bit selection it is (no
  // carry chain in front of the table): m < 1.5 gives 64..191 from
  // x[21:15], m >= 1.5 gives 0..63 from x[21:16]
  wire [7:0]  k2    = half2 ? {2'b00, x_q1[21:16]} : {x_q1[21], ~x_q1[21], x_q1[20:15]};
  // u36 = M24 r - 2^36 (exact), u = u36 << 26; a 25 x 16-bit product of
  // its own (two DSP blocks), not a 65 x 65-bit shared one
  /* verilator lint_off UNUSEDSIGNAL */
  wire [40:0] prod2 = m24 * r2;           // < 2^41; bits 40:38 shift out
  /* verilator lint_on UNUSEDSIGNAL */
  wire [63:0] u2    = {prod2[37:0] - 38'h10_0000_0000, 26'd0};

  reg [63:0] u_q2;
  reg [7:0]  k_q2;
  reg signed [8:0] ex_q2;
  reg [1:0]  sp_q2;
  always @(posedge clk_i) begin
    u_q2 <= u2; k_q2 <= k2; ex_q2 <= ex2; sp_q2 <= sp2;
  end

  // ---- stages 3..7: Horner in signed Q2.62 ----
  localparam integer D = ML - 1;   // extra stages of each multiply step
  wire [63:0] q3, q4, q5, q6;
  vp_sfu_mul #(.SIGNED(1), .SHIFT(62)) u_m3 (.a_i(u_q2), .b_i(d5), .c_i(64'd0 - d4), .p_o(q3),
    .en_i(mul_en_i[0]), .ma_o(mul_a_o[65*0 +: 65]), .mb_o(mul_b_o[65*0 +: 65]), .mc_o(mul_c_o[198*0 +: 198]), .mp_i(mul_p_i[384*0 +: 384]));
  wire [63:0] uw_d3;
  wire [7:0]  k_d3;
  wire [8:0]  ex_d3;
  wire [1:0]  sp_d3;
  vp_delay #(.W(83), .N(D)) u_side3 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({u_q2, k_q2, ex_q2, sp_q2}), .q_o({uw_d3, k_d3, ex_d3, sp_d3}));
  reg [63:0] u_q3, q_q3;
  reg [7:0]  k_q3;
  reg signed [8:0] ex_q3;
  reg [1:0]  sp_q3;
  always @(posedge clk_i) begin
    u_q3 <= uw_d3; q_q3 <= q3; k_q3 <= k_d3; ex_q3 <= ex_d3; sp_q3 <= sp_d3;
  end

  vp_sfu_mul #(.SIGNED(1), .SHIFT(62)) u_m4 (.a_i(u_q3), .b_i(q_q3), .c_i(d3), .p_o(q4),
    .en_i(mul_en_i[1]), .ma_o(mul_a_o[65*1 +: 65]), .mb_o(mul_b_o[65*1 +: 65]), .mc_o(mul_c_o[198*1 +: 198]), .mp_i(mul_p_i[384*1 +: 384]));
  wire [63:0] uw_d4;
  wire [7:0]  k_d4;
  wire [8:0]  ex_d4;
  wire [1:0]  sp_d4;
  vp_delay #(.W(83), .N(D)) u_side4 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({u_q3, k_q3, ex_q3, sp_q3}), .q_o({uw_d4, k_d4, ex_d4, sp_d4}));
  reg [63:0] u_q4, q_q4;
  reg [7:0]  k_q4;
  reg signed [8:0] ex_q4;
  reg [1:0]  sp_q4;
  always @(posedge clk_i) begin
    u_q4 <= uw_d4; q_q4 <= q4; k_q4 <= k_d4; ex_q4 <= ex_d4; sp_q4 <= sp_d4;
  end

  vp_sfu_mul #(.SIGNED(1), .SHIFT(62)) u_m5 (.a_i(u_q4), .b_i(q_q4), .c_i(64'd0 - d2), .p_o(q5),
    .en_i(mul_en_i[2]), .ma_o(mul_a_o[65*2 +: 65]), .mb_o(mul_b_o[65*2 +: 65]), .mc_o(mul_c_o[198*2 +: 198]), .mp_i(mul_p_i[384*2 +: 384]));
  wire [63:0] uw_d5;
  wire [7:0]  k_d5;
  wire [8:0]  ex_d5;
  wire [1:0]  sp_d5;
  vp_delay #(.W(83), .N(D)) u_side5 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({u_q4, k_q4, ex_q4, sp_q4}), .q_o({uw_d5, k_d5, ex_d5, sp_d5}));
  reg [63:0] u_q5, q_q5;
  reg signed [8:0] ex_q5;
  reg [1:0]  sp_q5;
  always @(posedge clk_i) begin
    u_q5 <= uw_d5; q_q5 <= q5; ex_q5 <= ex_d5; sp_q5 <= sp_d5;
  end

  // stage 6 also reads lg2_l[j]: the block RAM a clock before its last
  // clock, its data registered again in that clock (vp_sfu_rom SYNC 3), so
  // l and the l - 1 and l - 256 made from it go into the multiplier's
  // addend registers from flip-flops, not from the block RAM's slow
  // clock-to-output
  vp_sfu_mul #(.SIGNED(1), .SHIFT(62)) u_m6 (.a_i(u_q5), .b_i(q_q5), .c_i(d1), .p_o(q6),
    .en_i(mul_en_i[3]), .ma_o(mul_a_o[65*3 +: 65]), .mb_o(mul_b_o[65*3 +: 65]), .mc_o(mul_c_o[198*3 +: 198]), .mp_i(mul_p_i[384*3 +: 384]));
  wire [63:0] uw_d6;
  wire [8:0]  ex_d6;
  wire [1:0]  sp_d6;
  vp_delay #(.W(75), .N(D)) u_side6 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({u_q5, ex_q5, sp_q5}), .q_o({uw_d6, ex_d6, sp_d6}));
  // the table's address a clock before the step's last: k as it enters
  // stage 6, D clocks on
  wire [7:0]  k_t;
  vp_delay #(.W(8), .N(D)) u_kt (.clk_i(clk_i), .rst_ni(1'b1), .d_i(k_d5), .q_o(k_t));
  wire [63:0] l_q6;
  vp_sfu_rom #(.W(64), .N(192), .AW(8), .FILE({TABLE_DIR, "lg2_l.hex"}), .SYNC(3))
    u_lg2_l (.clk_i(clk_i), .addr_i(k_t), .data_o(l_q6));
  reg [63:0] u_q6, q_q6;
  reg signed [8:0] ex_q6;
  reg [1:0]  sp_q6;
  always @(posedge clk_i) begin
    u_q6 <= uw_d6; q_q6 <= q6; ex_q6 <= ex_d6; sp_q6 <= sp_d6;
  end

  // three sums of one product p = u q: s = p + l, and -s = ~(p + l - 1)
  // and -s + 255 = ~(p + l - 256) (~x = -x - 1), each folded into the
  // multiplier's sum (the constants subtracted from l, a register, while
  // the operands go out), so stage 8 needs no 64-bit adder and stage 7
  // none after the product. The two negated sums are registered as they
  // leave the adder (ms, mt) and inverted in stage 8, inside its choice: an
  // inverter after the sum's carry chain was one more LUT and net on the
  // SFU's slowest paths (the OrangeCrab at 4e6b616: 11.68 ns into ns_q7)
  wire [63:0] s7, ms7;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] mt7;                              // bits 62 and 7:0 are not needed
  /* verilator lint_on UNUSEDSIGNAL */
  vp_sfu_mul #(.SIGNED(1), .SHIFT(62), .NC(3)) u_m7 (.a_i(u_q6), .b_i(q_q6),
    .c_i({l_q6 - 64'd256, l_q6 - 64'd1, l_q6}), .p_o({mt7, ms7, s7}),
    .en_i(mul_en_i[4]), .ma_o(mul_a_o[65*4 +: 65]), .mb_o(mul_b_o[65*4 +: 65]), .mc_o(mul_c_o[198*4 +: 198]), .mp_i(mul_p_i[384*4 +: 384]));
  wire [8:0]  ex_d7;
  wire [1:0]  sp_d7;
  vp_delay #(.W(11), .N(D)) u_side7 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({ex_q6, sp_q6}), .q_o({ex_d7, sp_d7}));
  // beside them, from E' (a side register): E' = 0, |E'| and |E'| - 1
  wire [8:0] ea7 = ex_d7[8] ? 9'd0 - ex_d7 : ex_d7;
  reg [63:0] s_q7, ms_q7;           // s and ~(-s)
  reg [61:8] mt_q7;                 // ~(-s + 255); bits 63:62 are its sign
  reg        mts_q7;
  reg        es_q7, ez_q7;     // E' < 0, E' = 0
  reg [8:0]  ea_q7, eam_q7;
  reg [1:0]  sp_q7;
  always @(posedge clk_i) begin
    s_q7 <= s7; ms_q7 <= ms7; mt_q7 <= mt7[61:8]; mts_q7 <= mt7[63]; sp_q7 <= sp_d7;
    es_q7 <= ex_d7[8]; ez_q7 <= ex_d7 == 9'd0; ea_q7 <= ea7; eam_q7 <= ea7 - 9'd1;
  end

  // ---- stage 8: v = s (E' = 0) or E' 2^54 + floor(s / 2^8), as sign and
  // magnitude. |s| < 2^62, so |floor(s/2^8)| < 2^54 and for E' != 0 the
  // sign of v is the sign of E'; |v| = |E'| 2^54 + X with X = floor(s/2^8)
  // for E' > 0 and X = -floor(s/2^8) = floor((-s + 255) / 2^8) for E' < 0
  // (two's complement, |X| < 2^54): bits 53:0 of |v| are X's, bits 63:54
  // |E'| plus X's. For E' = 0, |v| is s or -s. X's bits 63:54 are its
  // sign (|X| < 2^54), so that sum is |E'| - 1 for X < 0 and |E'| for X >=
  // 0 (|E'| >= 1 here): a choice between two stage-7 registers instead of
  // a 10-bit add.
  wire        ez8  = ez_q7;
  wire        neg8 = ez8 ? s_q7[63] : es_q7;
  // X's bits 53:0 and its sign (used for E' != 0, where neg8 is E''s sign)
  wire [53:0] x8   = es_q7 ? ~mt_q7[61:8] : s_q7[61:8];
  wire        xs8  = es_q7 ? ~mts_q7 : s_q7[63];
  wire [9:0]  hi8  = {1'b0, xs8 ? eam_q7 : ea_q7};
  wire [63:0] mag8 = ez8 ? (neg8 ? ~ms_q7 : s_q7) : {hi8, x8};

  // then pack it (scale 2^-62 for E' = 0, else 2^-54), over 1 + PK stages
  wire [31:0] pk8;
  wire [1:0]  sp_p;
  vp_sfu_pack_pipe #(.PK(PK), .WS(2)) u_pack (.clk_i(clk_i), .sign_i(neg8), .mag_i(mag8),
    .ebias_i(ez8 ? 11'sd65 : 11'sd73), .side_i(sp_q7), .r_o(pk8), .side_o(sp_p));
  assign r_o = (sp_p == SP_NAN)  ? 32'h7FC0_0000 :
               (sp_p == SP_NINF) ? 32'hFF80_0000 :
               (sp_p == SP_PINF) ? 32'h7F80_0000 : pk8;
endmodule
