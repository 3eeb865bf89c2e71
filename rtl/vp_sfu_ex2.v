// vp_sfu_ex2: EX2 of the special-function unit (vp_sfu), bit exact with
// sfu_ex2() in cmodel/sfu.c (docs/numerics.md 3.4). Also gives EXP.z and
// the power of LIT.
//
// Pipeline: 7 + 5 (ML - 1) logic stages; r_o is combinational out of the
// last (the caller registers it). xe_i is the operand a clock before stage
// 1: its fields, special case, negated significand and shift count are
// registered from it (the caller has the operand that early, in its delay
// line), so stage 1 holds only the shift. The steps, as
// numbered for ML = 1 (a multiply step takes ML stages, the multiplier
// latency of vp_sfu_pool; the values beside it wait in a delay line):
//   1  operand read, special cases, X = floor(x 2^48) (negate, shift):
//      i = X >> 48, j = X[47:40], g = X[39:0] as Q2.62
//   2  q = c3 + g c4         (Horner, Q2.62, floor of the product; each
//                             constant added inside the multiplier's sum,
//                             vp_sfu_mul's addend)
//   3  q = c2 + g q
//   4  q = c1 + g q
//   5  p = 1 + g q           (ex2[j]: block RAM read a clock before its
//                             last stage, into a flip-flop register in it)
//   6  v = ex2[j] p          (2^f in [1, 2))
//   7  round and pack with exponent i, special-case mux
module vp_sfu_ex2 #(
  parameter integer ML = 1,
  parameter TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire        clk_i,
  input  wire [31:0] xe_i,
  output wire [31:0] r_o,
  // its 5 multiplies, done by vp_sfu_pool (order and stages: the user table in vp_sfu)
  input  wire [4:0] mul_en_i,   // multiply k's operation is in its stage
  output wire [324:0] mul_a_o,
  output wire [324:0] mul_b_o,
  output wire [989:0] mul_c_o,   // the addends (vp_sfu_mul)
  input  wire [1919:0] mul_p_i
);

  // special results: 0 none, 1 NaN, 2 +Inf, 3 +0, 4 1.0
  localparam [2:0] SP_NONE = 3'd0, SP_NAN = 3'd1, SP_PINF = 3'd2, SP_ZERO = 3'd3, SP_ONE = 3'd4;

  wire [63:0] c1, c2, c3, c4;
  vp_sfu_const #(.TABLE_DIR(TABLE_DIR), .INDEX(0)) u_c1 (.k_o(c1));
  vp_sfu_const #(.TABLE_DIR(TABLE_DIR), .INDEX(1)) u_c2 (.k_o(c2));
  vp_sfu_const #(.TABLE_DIR(TABLE_DIR), .INDEX(2)) u_c3 (.k_o(c3));
  vp_sfu_const #(.TABLE_DIR(TABLE_DIR), .INDEX(3)) u_c4 (.k_o(c4));

  // ---- stage 0 (the clock before stage 1), registered ----
  wire [7:0]  e0   = xe_i[30:23];
  wire        neg0 = xe_i[31];
  wire [30:0] mag0 = (e0 == 8'd0) ? 31'd0 : xe_i[30:0];     // operand read
  reg  [2:0]  sp0;
  always @* begin
    if (mag0 > 31'h7F80_0000)                  sp0 = SP_NAN;
    else if (!neg0 && mag0 >= 31'h4300_0000)   sp0 = SP_PINF;  // x >= 128
    else if (neg0 && mag0 >= 31'h42FE_0000)    sp0 = SP_ZERO;  // x <= -127
    else if (mag0 == 31'd0)                    sp0 = SP_ONE;
    else                                       sp0 = SP_NONE;
  end
  // X = floor(x 2^48) as 64.64 fixed point: the signed significand (+-M,
  // negated before the shift, a 25-bit carry chain beside e - 38) times
  // 2^(e-38), shifted arithmetically, so that the integer half is the
  // floor (for x < 0 it is -ceil(|x| 2^48), what -fx - sticky gave); below
  // e = 38 only the sign remains (X = -1 or 0). |x| < 128 without a
  // special case: X fits 57 bits, i = X[56:48]
  reg  [6:0]  sh_q0;
  reg  [24:0] ms_q0;
  reg         low_q0, neg_q0;
  reg  [2:0]  sp_q0;
  always @(posedge clk_i) begin
    sh_q0  <= e0[6:0] - 7'd38;                       // e - 38 (0..95 when used)
    ms_q0  <= neg0 ? 25'd0 - {2'b01, xe_i[22:0]} : {2'b01, xe_i[22:0]};
    low_q0 <= (e0 < 8'd38);
    neg_q0 <= neg0;
    sp_q0  <= sp0;
  end

  // ---- stage 1: the shift ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire [127:0] y1   = {{103{ms_q0[24]}}, ms_q0} << sh_q0;   // the fraction half is not needed
  wire [63:0]  xx1  = low_q0 ? {64{neg_q0}} : y1[127:64];
  /* verilator lint_on UNUSEDSIGNAL */
  wire [2:0]   sp1  = sp_q0;

  reg [63:0] g_q1;
  reg [7:0]  j_q1;
  reg [8:0]  i_q1;
  reg [2:0]  sp_q1;
  always @(posedge clk_i) begin
    g_q1 <= {10'd0, xx1[39:0], 14'd0}; j_q1 <= xx1[47:40]; i_q1 <= xx1[56:48]; sp_q1 <= sp1;
  end

  // ---- stages 2..5: Horner, unsigned Q2.62 ----
  localparam integer D = ML - 1;   // extra stages of each multiply step
  wire [63:0] p2, p3, p4, p5, p6;
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m2 (.a_i(g_q1), .b_i(c4), .c_i(c3), .p_o(p2),
    .en_i(mul_en_i[0]), .ma_o(mul_a_o[65*0 +: 65]), .mb_o(mul_b_o[65*0 +: 65]), .mc_o(mul_c_o[198*0 +: 198]), .mp_i(mul_p_i[384*0 +: 384]));
  wire [63:0] g_d2;
  wire [8:0]  i_d2;
  wire [2:0]  sp_d2;
  vp_delay #(.W(76), .N(D)) u_side2 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({g_q1, i_q1, sp_q1}), .q_o({g_d2, i_d2, sp_d2}));
  reg [63:0] g_q2, q_q2;
  reg [8:0]  i_q2;
  reg [2:0]  sp_q2;
  always @(posedge clk_i) begin
    g_q2 <= g_d2; q_q2 <= p2; i_q2 <= i_d2; sp_q2 <= sp_d2;
  end

  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m3 (.a_i(g_q2), .b_i(q_q2), .c_i(c2), .p_o(p3),
    .en_i(mul_en_i[1]), .ma_o(mul_a_o[65*1 +: 65]), .mb_o(mul_b_o[65*1 +: 65]), .mc_o(mul_c_o[198*1 +: 198]), .mp_i(mul_p_i[384*1 +: 384]));
  wire [63:0] g_d3;
  wire [8:0]  i_d3;
  wire [2:0]  sp_d3;
  vp_delay #(.W(76), .N(D)) u_side3 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({g_q2, i_q2, sp_q2}), .q_o({g_d3, i_d3, sp_d3}));
  reg [63:0] g_q3, q_q3;
  reg [8:0]  i_q3;
  reg [2:0]  sp_q3;
  always @(posedge clk_i) begin
    g_q3 <= g_d3; q_q3 <= p3; i_q3 <= i_d3; sp_q3 <= sp_d3;
  end

  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m4 (.a_i(g_q3), .b_i(q_q3), .c_i(c1), .p_o(p4),
    .en_i(mul_en_i[2]), .ma_o(mul_a_o[65*2 +: 65]), .mb_o(mul_b_o[65*2 +: 65]), .mc_o(mul_c_o[198*2 +: 198]), .mp_i(mul_p_i[384*2 +: 384]));
  wire [63:0] g_d4;
  wire [8:0]  i_d4;
  wire [2:0]  sp_d4;
  vp_delay #(.W(76), .N(D)) u_side4 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({g_q3, i_q3, sp_q3}), .q_o({g_d4, i_d4, sp_d4}));
  reg [63:0] g_q4, q_q4;
  reg [8:0]  i_q4;
  reg [2:0]  sp_q4;
  always @(posedge clk_i) begin
    g_q4 <= g_d4; q_q4 <= p4; i_q4 <= i_d4; sp_q4 <= sp_d4;
  end

  // stage 5 also reads ex2[j]: the block RAM a clock before its last
  // stage (j from its own delay line), its data registered again in that
  // stage (vp_sfu_rom SYNC 3), so stage 6's multiply starts from
  // flip-flops, not from the block RAM's slow clock-to-output
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m5 (.a_i(g_q4), .b_i(q_q4), .c_i(64'h4000_0000_0000_0000), .p_o(p5),
    .en_i(mul_en_i[3]), .ma_o(mul_a_o[65*3 +: 65]), .mb_o(mul_b_o[65*3 +: 65]), .mc_o(mul_c_o[198*3 +: 198]), .mp_i(mul_p_i[384*3 +: 384]));
  wire [8:0]  i_d5;
  wire [2:0]  sp_d5;
  vp_delay #(.W(12), .N(D)) u_side5 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({i_q4, sp_q4}), .q_o({i_d5, sp_d5}));
  wire [7:0]  j_t;
  vp_delay #(.W(8), .N(2+4*D)) u_jt (.clk_i(clk_i), .rst_ni(1'b1), .d_i(j_q1), .q_o(j_t));
  wire [63:0] t_q5;
  vp_sfu_rom #(.W(64), .N(256), .AW(8), .FILE({TABLE_DIR, "ex2.hex"}), .SYNC(3))
    u_ex2 (.clk_i(clk_i), .addr_i(j_t), .data_o(t_q5));
  reg [63:0] p_q5;
  reg [8:0]  i_q5;
  reg [2:0]  sp_q5;
  always @(posedge clk_i) begin
    p_q5 <= p5; i_q5 <= i_d5; sp_q5 <= sp_d5;
  end

  // ---- stage 6: v = ex2[j] * p ----
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m6 (.a_i(t_q5), .b_i(p_q5), .c_i(64'd0), .p_o(p6),
    .en_i(mul_en_i[4]), .ma_o(mul_a_o[65*4 +: 65]), .mb_o(mul_b_o[65*4 +: 65]), .mc_o(mul_c_o[198*4 +: 198]), .mp_i(mul_p_i[384*4 +: 384]));
  wire [8:0]  i_d6;
  wire [2:0]  sp_d6;
  vp_delay #(.W(12), .N(D)) u_side6 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({i_q5, sp_q5}), .q_o({i_d6, sp_d6}));
  reg [63:0] v_q6;
  reg [8:0]  i_q6;
  reg [2:0]  sp_q6;
  always @(posedge clk_i) begin
    v_q6 <= p6; i_q6 <= i_d6; sp_q6 <= sp_d6;
  end

  // ---- stage 7: pack with scale 62 - i: biased exponent n + 65 + i ----
  wire [31:0] pk7;
  vp_sfu_pack #(.LEAD_LO(62)) u_pack (.sign_i(1'b0), .mag_i(v_q6),
                      .ebias_i(11'sd65 + {{2{i_q6[8]}}, i_q6}), .r_o(pk7));
  assign r_o = (sp_q6 == SP_NAN)  ? 32'h7FC0_0000 :
               (sp_q6 == SP_PINF) ? 32'h7F80_0000 :
               (sp_q6 == SP_ZERO) ? 32'h0000_0000 :
               (sp_q6 == SP_ONE)  ? 32'h3F80_0000 : pk7;
endmodule
