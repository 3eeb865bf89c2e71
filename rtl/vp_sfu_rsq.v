// vp_sfu_rsq: RSQ of the special-function unit (vp_sfu), bit exact with
// sfu_rsq() in cmodel/sfu.c (docs/numerics.md 3.3): correctly rounded
// 1/sqrt(x); VP1 takes |x|, VP2 gives NaN for negative x and -Inf for -0.
//
// Pipeline: 13 + 8 (ML - 1) logic stages; r_o is combinational out of the
// last (the caller registers it). x_i, vp2_i enter stage 1, xe_i (the same
// operand) a clock earlier: it addresses the seed table, a block RAM read
// in that clock and registered again in stage 1 (vp_sfu_rom SYNC 3), so
// stage 2's multiply starts from flip-flops. The steps, as
// numbered for ML = 1 (a multiply step takes ML stages, the multiplier
// latency of vp_sfu_pool; the values beside it wait in a delay line):
// The Newton-Raphson steps are those of sfu_rsq_mant(), Q2.62 with the
// floor of each product, so the candidate T is the C model's.
//   1  operand read, special cases, x = m' 2^E' with E' even, m' in [1, 4)
//      (M' = m' 2^23), seed read (block RAM, index (E odd, fraction bits))
//   2  yy = y0 y0        3  a = yy m'     4  d = 3 - a     5  y1 = y0 d / 2
//   6  yy = y1 y1        7  a = yy m'     8  d = 3 - a     9  y2 = y1 d / 2,
//                                                             T = y2 >> 37
//   10 T^2, (T+1)^2      11 T^2 M', (T+1)^2 M'
//   12 exact T: largest with T^2 M' <= 2^73 (one step down or up)
//   13 R = (T + 1) >> 1, exponent, special-case mux
module vp_sfu_rsq #(
  parameter integer ML = 1,
  parameter TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire        clk_i,
  input  wire [31:0] x_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [31:0] xe_i,     // x_i a clock earlier; bits 23:14 are read
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire        vp2_i,
  output wire [31:0] r_o,
  // its 10 multiplies, done by vp_sfu_pool (order and stages: the user table in vp_sfu)
  input  wire [9:0] mul_en_i,   // multiply k's operation is in its stage
  output wire [649:0] mul_a_o,
  output wire [649:0] mul_b_o,
  output wire [1979:0] mul_c_o,   // the addends (vp_sfu_mul)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [3839:0] mul_p_i  // indices 6, 7 (squares < 2^64) use bits 63:0
  /* verilator lint_on UNUSEDSIGNAL */
);
  localparam [63:0] THREE = 64'hC000_0000_0000_0000;  // 3.0 in Q2.62 (mod 2^64)
  localparam integer D = ML - 1;   // extra stages of each multiply step

  // ---- stage 1 ----
  wire [7:0]  e1   = x_i[30:23];
  wire        nan1 = (e1 == 8'hFF) && (x_i[22:0] != 23'd0);
  wire        odd1 = !e1[0];                          // unbiased exponent odd
  wire [24:0] m2_1 = odd1 ? {1'b1, x_i[22:0], 1'b0} : {1'b0, 1'b1, x_i[22:0]};
  // result exponent: 127 - E'/2 - 1 with E' = e - 127 - odd (even)
  /* verilator lint_off UNUSEDSIGNAL */
  wire [8:0]  ep1  = {1'b0, e1} - 9'd127 - {8'd0, odd1};   // E', two's complement, even
  /* verilator lint_on UNUSEDSIGNAL */
  wire [7:0]  bx1  = 8'd127 - ep1[8:1];                    // 127 - E'/2 (E' even)
  reg         spf1;
  reg  [31:0] spv1;
  always @* begin
    spf1 = 1'b1;
    if (nan1)                                 spv1 = 32'h7FC0_0000;
    else if (vp2_i && x_i[31] && e1 == 8'd0)  spv1 = 32'hFF80_0000;  // VP2: -0 -> -Inf
    else if (vp2_i && x_i[31])                spv1 = 32'h7FC0_0000;  // VP2: negative, -Inf
    else if (e1 == 8'd0)                      spv1 = 32'h7F80_0000;  // +-0 -> +Inf
    else if (e1 == 8'hFF)                     spv1 = 32'h0000_0000;  // Inf -> +0
    else if (m2_1 == 25'h080_0000)            spv1 = {1'b0, bx1, 23'd0};  // m' = 1: exact
    else begin spf1 = 1'b0;                   spv1 = 32'd0; end
  end
  // seed index {E odd, M[22:14]}: m2[24] ? {1, m2[23:15]} : {0, m2[22:14]}
  // is that for both parities; read from the operand a clock early
  wire [9:0]  idx_e = {~xe_i[23], xe_i[22:14]};
  wire [15:0] seed_q1;
  vp_sfu_rom #(.W(16), .N(1024), .AW(10), .FILE({TABLE_DIR, "rsq_seed.hex"}), .SYNC(3))
    u_seed (.clk_i(clk_i), .addr_i(idx_e), .data_o(seed_q1));

  // along the pipeline: M' (registers of steps 1, 6, 10) and {special
  // flag, special value, biased exponent 127 - E'/2 - 1} (step 12)
  wire [24:0] m2_q1, m2_q6, m2_q10;
  vp_delay #(.W(25), .N(1)) u_md1  (.clk_i(clk_i), .rst_ni(1'b1), .d_i(m2_1), .q_o(m2_q1));
  vp_delay #(.W(25), .N(5+4*D)) u_md6  (.clk_i(clk_i), .rst_ni(1'b1), .d_i(m2_q1), .q_o(m2_q6));
  vp_delay #(.W(25), .N(4+3*D)) u_md10 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(m2_q6), .q_o(m2_q10));
  wire        spf_q12;
  wire [31:0] spv_q12;
  wire [7:0]  be_q12;
  vp_delay #(.W(41), .N(12+8*D)) u_sd12 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({spf1, spv1, bx1 - 8'd1}), .q_o({spf_q12, spv_q12, be_q12}));

  wire [63:0] m62_1 = {m2_q1, 39'd0};     // m' in Q2.62
  wire [63:0] m62_6 = {m2_q6, 39'd0};

  // ---- stages 2..5: y1 = y0 (3 - y0^2 m') / 2 ----
  wire [63:0] y0_1 = {2'b00, seed_q1, 46'd0};  // Q0.16 -> Q2.62
  wire [63:0] yy2, a3, yy6, a7;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] y5, y9;  // y5 >> 1 (bit 0 dropped as in C), T = y9[63:38]
  /* verilator lint_on UNUSEDSIGNAL */
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m2 (.a_i(y0_1), .b_i(y0_1), .c_i(64'd0), .p_o(yy2),
    .en_i(mul_en_i[0]), .ma_o(mul_a_o[65*0 +: 65]), .mb_o(mul_b_o[65*0 +: 65]), .mc_o(mul_c_o[198*0 +: 198]), .mp_i(mul_p_i[384*0 +: 384]));
  wire [63:0] y0_d2, m62_d2;
  vp_delay #(.W(128), .N(D)) u_side2 (.clk_i(clk_i), .rst_ni(1'b1), .d_i({y0_1, m62_1}), .q_o({y0_d2, m62_d2}));
  reg [63:0] yy_q2, y_q2;
  always @(posedge clk_i) begin yy_q2 <= yy2; y_q2 <= y0_d2; end

  reg [63:0] m62_q2;
  always @(posedge clk_i) m62_q2 <= m62_d2;
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m3 (.a_i(yy_q2), .b_i(m62_q2), .c_i(64'd0), .p_o(a3),
    .en_i(mul_en_i[1]), .ma_o(mul_a_o[65*1 +: 65]), .mb_o(mul_b_o[65*1 +: 65]), .mc_o(mul_c_o[198*1 +: 198]), .mp_i(mul_p_i[384*1 +: 384]));
  wire [63:0] y_d3;
  vp_delay #(.W(64), .N(D)) u_side3 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(y_q2), .q_o(y_d3));
  reg [63:0] a_q3, y_q3;
  always @(posedge clk_i) begin a_q3 <= a3; y_q3 <= y_d3; end

  reg [63:0] d_q4, y_q4;
  always @(posedge clk_i) begin d_q4 <= THREE - a_q3; y_q4 <= y_q3; end

  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m5 (.a_i(y_q4), .b_i(d_q4), .c_i(64'd0), .p_o(y5),
    .en_i(mul_en_i[2]), .ma_o(mul_a_o[65*2 +: 65]), .mb_o(mul_b_o[65*2 +: 65]), .mc_o(mul_c_o[198*2 +: 198]), .mp_i(mul_p_i[384*2 +: 384]));
  reg [63:0] y_q5;
  always @(posedge clk_i) y_q5 <= {1'b0, y5[63:1]};

  // ---- stages 6..9: y2 = y1 (3 - y1^2 m') / 2 ----
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m6 (.a_i(y_q5), .b_i(y_q5), .c_i(64'd0), .p_o(yy6),
    .en_i(mul_en_i[3]), .ma_o(mul_a_o[65*3 +: 65]), .mb_o(mul_b_o[65*3 +: 65]), .mc_o(mul_c_o[198*3 +: 198]), .mp_i(mul_p_i[384*3 +: 384]));
  wire [63:0] y_d6;
  vp_delay #(.W(64), .N(D)) u_side6 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(y_q5), .q_o(y_d6));
  reg [63:0] yy_q6, y_q6;
  always @(posedge clk_i) begin yy_q6 <= yy6; y_q6 <= y_d6; end

  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m7 (.a_i(yy_q6), .b_i(m62_6), .c_i(64'd0), .p_o(a7),
    .en_i(mul_en_i[4]), .ma_o(mul_a_o[65*4 +: 65]), .mb_o(mul_b_o[65*4 +: 65]), .mc_o(mul_c_o[198*4 +: 198]), .mp_i(mul_p_i[384*4 +: 384]));
  wire [63:0] y_d7;
  vp_delay #(.W(64), .N(D)) u_side7 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(y_q6), .q_o(y_d7));
  reg [63:0] a_q7, y_q7;
  always @(posedge clk_i) begin a_q7 <= a7; y_q7 <= y_d7; end

  reg [63:0] d_q8, y_q8;
  always @(posedge clk_i) begin d_q8 <= THREE - a_q7; y_q8 <= y_q7; end

  // T + 1 is the second sum of the same product, y9 + 2^38 (floor((y9 +
  // 2^38) / 2^38) = T + 1), not an increment of T in front of stage 10's
  // multiply: that carry chain was on the path into a shared multiplier's
  // DSP inputs (docs/synth.md). y9 < 2^63 for every mantissa (the C
  // model's two Newton steps on all 2^24 of them: at most
  // 0x7fffffffffe50240), so the sum does not wrap at 2^64
  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] y9p;                         // bits 37:0 are not needed
  /* verilator lint_on UNUSEDSIGNAL */
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62), .NC(2)) u_m9 (.a_i(y_q8), .b_i(d_q8),
    .c_i({64'd1 << 38, 64'd0}), .p_o({y9p, y9}),
    .en_i(mul_en_i[5]), .ma_o(mul_a_o[65*5 +: 65]), .mb_o(mul_b_o[65*5 +: 65]), .mc_o(mul_c_o[198*5 +: 198]), .mp_i(mul_p_i[384*5 +: 384]));
  reg [26:0] t_q9;                         // T = (y9 >> 1) >> 37
  reg [27:0] t1_q9;                        // T + 1
  always @(posedge clk_i) begin t_q9 <= {1'b0, y9[63:38]}; t1_q9 <= {2'b00, y9p[63:38]}; end

  // ---- stage 10: T^2 and (T+1)^2 (each < 2^64) ----
  wire [27:0] t1_9 = t1_q9;
  reg [63:0] sq0_q10, sq1_q10;
  reg [26:0] t_q10;
  assign mul_a_o[65*6 +: 65] = {65{mul_en_i[6]}} & {38'd0, t_q9};
  assign mul_b_o[65*6 +: 65] = {65{mul_en_i[6]}} & {38'd0, t_q9};
  assign mul_a_o[65*7 +: 65] = {65{mul_en_i[7]}} & {37'd0, t1_9};
  assign mul_b_o[65*7 +: 65] = {65{mul_en_i[7]}} & {37'd0, t1_9};
  wire [26:0] t_d10;
  vp_delay #(.W(27), .N(D)) u_side10 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(t_q9), .q_o(t_d10));
  always @(posedge clk_i) begin
    sq0_q10 <= mul_p_i[384*6 +: 64];
    sq1_q10 <= mul_p_i[384*7 +: 64];
    t_q10   <= t_d10;
  end

  // ---- stage 11: T^2 M', (T+1)^2 M' (128 bits) ----
  reg [127:0] p0_q11, p1_q11;
  reg [26:0]  t_q11;
  assign mul_a_o[65*8 +: 65] = {65{mul_en_i[8]}} & {1'b0, sq0_q10};
  assign mul_b_o[65*8 +: 65] = {65{mul_en_i[8]}} & {40'd0, m2_q10};
  assign mul_a_o[65*9 +: 65] = {65{mul_en_i[9]}} & {1'b0, sq1_q10};
  assign mul_b_o[65*9 +: 65] = {65{mul_en_i[9]}} & {40'd0, m2_q10};
  assign mul_c_o[198*6 +: 198] = 198'd0;   // nothing added after this product
  assign mul_c_o[198*7 +: 198] = 198'd0;   // nothing added after this product
  assign mul_c_o[198*8 +: 198] = 198'd0;   // nothing added after this product
  assign mul_c_o[198*9 +: 198] = 198'd0;   // nothing added after this product
  wire [26:0] t_d11;
  vp_delay #(.W(27), .N(D)) u_side11 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(t_q10), .q_o(t_d11));
  always @(posedge clk_i) begin
    p0_q11 <= mul_p_i[384*8 +: 128];
    p1_q11 <= mul_p_i[384*9 +: 128];
    t_q11  <= t_d11;
  end

  // ---- stage 12: one correction step ----
  localparam [127:0] LIM = 128'd1 << 73;
  reg [26:0] t_q12;
  always @(posedge clk_i)
    t_q12 <= (p0_q11 > LIM) ? t_q11 - 27'd1 :
             (p1_q11 <= LIM) ? t_q11 + 27'd1 : t_q11;

  // ---- stage 13: R = (T + 1) >> 1 (uint32), renormalise, specials ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire [31:0] tr13 = {5'd0, t_q12} + 32'd1;
  wire [31:0] r13  = {1'b0, tr13[31:1]};   // below 2^25: bits 31..25 are 0
  /* verilator lint_on UNUSEDSIGNAL */
  wire        up13 = r13[24];
  wire [7:0]  be13 = be_q12 + {7'd0, up13};
  wire [22:0] f13  = up13 ? r13[23:1] : r13[22:0];
  assign r_o = spf_q12 ? spv_q12 : {1'b0, be13, f13};
endmodule
