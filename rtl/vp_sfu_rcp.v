// vp_sfu_rcp: RCP and RCC of the special-function unit (vp_sfu), bit exact
// with sfu_rcp() / sfu_rcc() in cmodel/sfu.c (docs/numerics.md 3.2):
// correctly rounded reciprocal; RCC clamps the magnitude to [2^-64, 2^64].
//
// Pipeline: 10 + 5 (ML - 1) logic stages; r_o is combinational out of the
// last (the caller registers it). x_i and rcc_i enter stage 1, xe_i (the
// same operand) a clock earlier: it addresses the seed table, a block RAM
// read in that clock and registered again in stage 1 (vp_sfu_rom SYNC 3),
// so stage 2's multiply starts from flip-flops. The steps,
// as numbered for ML = 1 (a multiply step takes ML stages, the multiplier
// latency of vp_sfu_pool; the values beside it wait in a delay line):
// The Newton-Raphson steps are those of sfu_rcp_mant(), Q2.62 with the
// floor of each product, so the candidate T is the C model's.
//   1  operand read, special cases, seed (block RAM, index M[22:13])
//   2  a = m y0               3  d = 2 - a             4  y1 = y0 d
//   5  a = m y1               6  d = 2 - a             7  y2 = y1 d, T = y2 >> 37
//   8  P = T M                9  exact T = floor(2^48 / M): T-1 if P > 2^48,
//                                T+1 if 2^48 - P >= M
//   10 R = (T + 1) >> 1, exponent 253 - e, flush, special-case mux, RCC clamp
module vp_sfu_rcp #(
  parameter integer ML = 1,
  parameter TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire        clk_i,
  input  wire [31:0] x_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [31:0] xe_i,     // x_i a clock earlier; bits 22:13 are read
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire        rcc_i,
  output wire [31:0] r_o,
  // its 5 multiplies, done by vp_sfu_pool (order and stages: the user table in vp_sfu)
  input  wire [4:0] mul_en_i,   // multiply k's operation is in its stage
  output wire [324:0] mul_a_o,
  output wire [324:0] mul_b_o,
  output wire [989:0] mul_c_o,   // the addends (vp_sfu_mul)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [1919:0] mul_p_i  // index 4 (T M < 2^51) uses bits 50:0
  /* verilator lint_on UNUSEDSIGNAL */
);
  localparam [63:0] TWO = 64'h8000_0000_0000_0000;  // 2.0 in Q2.62
  localparam integer D = ML - 1;   // extra stages of each multiply step

  // ---- stage 1 ----
  wire [7:0]  e1    = x_i[30:23];
  wire        s1    = x_i[31];
  wire        nan1  = (e1 == 8'hFF) && (x_i[22:0] != 23'd0);
  wire [8:0]  bp1   = 9'd254 - {1'b0, e1};          // power of two: biased exponent
  reg         spf1;                                 // special result applies
  reg  [31:0] spv1;
  always @* begin
    spf1 = 1'b1;
    if (nan1)                      spv1 = 32'h7FC0_0000;
    else if (e1 == 8'hFF)          spv1 = {s1, 31'd0};              // 1/Inf = 0
    else if (e1 == 8'd0)           spv1 = {s1, 8'hFF, 23'd0};       // 1/0 = Inf
    else if (x_i[22:0] == 23'd0)   spv1 = (bp1[8] || bp1 == 9'd0) ? {s1, 31'd0}
                                                                    : {s1, bp1[7:0], 23'd0};
    else begin spf1 = 1'b0;        spv1 = 32'd0; end
  end
  wire [15:0] seed_q1;
  vp_sfu_rom #(.W(16), .N(1024), .AW(10), .FILE({TABLE_DIR, "rcp_seed.hex"}), .SYNC(3))
    u_seed (.clk_i(clk_i), .addr_i(xe_i[22:13]), .data_o(seed_q1));

  // along the pipeline: the significand m (registers of steps 1, 4, 7, 8)
  // and {rcc, special flag, special value, sign, e} (step 9)
  wire [23:0] m_1, m_4, m_7, m_8;
  vp_delay #(.W(24), .N(1)) u_md1 (.clk_i(clk_i), .rst_ni(1'b1), .d_i({1'b1, x_i[22:0]}), .q_o(m_1));
  vp_delay #(.W(24), .N(3+2*D)) u_md4 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(m_1), .q_o(m_4));
  vp_delay #(.W(24), .N(3+2*D)) u_md7 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(m_4), .q_o(m_7));
  vp_delay #(.W(24), .N(1+D)) u_md8 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(m_7), .q_o(m_8));
  wire [7:0]  e_9;
  wire        s_9, spf_9, rcc_9;
  wire [31:0] spv_9;
  vp_delay #(.W(43), .N(9+5*D)) u_sd9 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({rcc_i, spf1, spv1, s1, e1}), .q_o({rcc_9, spf_9, spv_9, s_9, e_9}));

  // ---- stages 2..7: two Newton-Raphson steps y <- y (2 - m y) ----
  wire [63:0] y0_1 = {2'b00, seed_q1, 46'd0};           // Q0.16 -> Q2.62
  wire [63:0] m62_1 = {1'b0, m_1, 39'd0};            // Q1.23 -> Q2.62
  wire [63:0] m62_4 = {1'b0, m_4, 39'd0};
  wire [63:0] a2, y4, a5;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] y7;  // T = y7 >> 37
  /* verilator lint_on UNUSEDSIGNAL */

  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m2 (.a_i(m62_1), .b_i(y0_1), .c_i(64'd0), .p_o(a2),
    .en_i(mul_en_i[0]), .ma_o(mul_a_o[65*0 +: 65]), .mb_o(mul_b_o[65*0 +: 65]), .mc_o(mul_c_o[198*0 +: 198]), .mp_i(mul_p_i[384*0 +: 384]));
  wire [63:0] y0_d2;
  vp_delay #(.W(64), .N(D)) u_side2 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(y0_1), .q_o(y0_d2));
  reg [63:0] a_q2, y_q2;
  always @(posedge clk_i) begin a_q2 <= a2; y_q2 <= y0_d2; end

  reg [63:0] d_q3, y_q3;
  always @(posedge clk_i) begin d_q3 <= TWO - a_q2; y_q3 <= y_q2; end

  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m4 (.a_i(y_q3), .b_i(d_q3), .c_i(64'd0), .p_o(y4),
    .en_i(mul_en_i[1]), .ma_o(mul_a_o[65*1 +: 65]), .mb_o(mul_b_o[65*1 +: 65]), .mc_o(mul_c_o[198*1 +: 198]), .mp_i(mul_p_i[384*1 +: 384]));
  reg [63:0] y_q4;
  always @(posedge clk_i) y_q4 <= y4;

  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m5 (.a_i(m62_4), .b_i(y_q4), .c_i(64'd0), .p_o(a5),
    .en_i(mul_en_i[2]), .ma_o(mul_a_o[65*2 +: 65]), .mb_o(mul_b_o[65*2 +: 65]), .mc_o(mul_c_o[198*2 +: 198]), .mp_i(mul_p_i[384*2 +: 384]));
  wire [63:0] y_d5;
  vp_delay #(.W(64), .N(D)) u_side5 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(y_q4), .q_o(y_d5));
  reg [63:0] a_q5, y_q5;
  always @(posedge clk_i) begin a_q5 <= a5; y_q5 <= y_d5; end

  reg [63:0] d_q6, y_q6;
  always @(posedge clk_i) begin d_q6 <= TWO - a_q5; y_q6 <= y_q5; end

  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m7 (.a_i(y_q6), .b_i(d_q6), .c_i(64'd0), .p_o(y7),
    .en_i(mul_en_i[3]), .ma_o(mul_a_o[65*3 +: 65]), .mb_o(mul_b_o[65*3 +: 65]), .mc_o(mul_c_o[198*3 +: 198]), .mp_i(mul_p_i[384*3 +: 384]));
  reg [26:0] t_q7;
  always @(posedge clk_i) t_q7 <= y7[63:37];

  // ---- stage 8: P = T M ----
  reg [50:0] p_q8;
  reg [26:0] t_q8;
  assign mul_a_o[65*4 +: 65] = {65{mul_en_i[4]}} & {38'd0, t_q7};
  assign mul_b_o[65*4 +: 65] = {65{mul_en_i[4]}} & {41'd0, m_7};
  assign mul_c_o[198*4 +: 198] = 198'd0;   // nothing added after this product
  wire [26:0] t_d8;
  vp_delay #(.W(27), .N(D)) u_side8 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(t_q7), .q_o(t_d8));
  always @(posedge clk_i) begin
    p_q8 <= mul_p_i[384*4 +: 51];
    t_q8 <= t_d8;
  end

  // ---- stage 9: correction to the exact floor(2^48 / M) ----
  wire [51:0] rem9 = 52'h1_0000_0000_0000 - {1'b0, p_q8};   // signed
  wire        lo9  = rem9[51];                              // rem < 0
  wire        hi9  = !lo9 && (rem9 >= {28'd0, m_8});     // rem >= M
  reg  [26:0] t_q9;
  always @(posedge clk_i)
    t_q9 <= lo9 ? t_q8 - 27'd1 : hi9 ? t_q8 + 27'd1 : t_q8;

  // ---- stage 10: round, exponent 253 - e, flush; specials; RCC clamp ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire [26:0] tr10 = t_q9 + 27'd1;                   // R = (T + 1) >> 1
  /* verilator lint_on UNUSEDSIGNAL */
  wire [8:0]  be10 = 9'd253 - {1'b0, e_9};
  wire [31:0] rc10 = spf_9 ? spv_9 :
                     (be10[8] || be10 == 9'd0) ? {s_9, 31'd0} :
                     {s_9, be10[7:0], tr10[23:1]};
  wire        nan10 = (rc10[30:0] > 31'h7F80_0000);
  wire [30:0] cm10  = (rc10[30:0] < 31'h1F80_0000) ? 31'h1F80_0000 :   // 2^-64
                      (rc10[30:0] > 31'h5F80_0000) ? 31'h5F80_0000 :   // 2^64
                      rc10[30:0];
  assign r_o = (rcc_9 && !nan10) ? {rc10[31], cm10} : rc10;
endmodule
