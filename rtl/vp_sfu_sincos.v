// vp_sfu_sincos: SIN and COS of the special-function unit (vp_sfu), bit
// exact with sfu_sin() / sfu_cos() in cmodel/sfu.c (docs/numerics.md 3.6).
//
// Pipeline: 10 + 7 (ML - 1) + PK logic stages; r_o is combinational out of the
// last (the caller registers it). x_i, cos_i enter stage 1. The steps, as
// numbered for ML = 1 (a multiply step takes ML stages, the multiplier
// latency of vp_sfu_pool; the values beside it wait in a delay line):
//   1  operand read, special cases, P = M K (24 x 64 bits, K = 2^66/(2 pi))
//   2  U = frac(|x| / (2 pi)) 2^64 from P (shift by e - 152): quadrant,
//      table index j, position r in the segment
//   3  b = (pi/2) r               (radians, Q2.62)
//   4  b2 = b^2
//   5  1/6 - b2/120, 1/2 - b2/24  (each C - p of this stage and the
//                                 next two is ~(p + ~C): the NOT of the
//                                 product with ~C folded into its sum,
//                                 vp_sfu_mul's addend)
//   6  b2 (1/6 - b2/120), cos b = 1 - b2 (1/2 - b2/24)
//   7  sin b = b - b (b2 (...))   (sin table: two block RAM ports read
//                                 a clock before its last stage, into
//                                 a flip-flop register in it)
//   8  the two products of sin(j + b) or cos(j + b), chosen by the quadrant
//   9  their sum, or difference clamped at 0
//   10 round and pack, sign, special-case mux (PK = 1: the pack's first
//      half, then a register, the rest in stage 11)
module vp_sfu_sincos #(
  parameter integer ML = 1,
  // 1: the pack takes two stages, a register between its halves
  // (vp_sfu_pack_norm, vp_sfu_pack_round); the block is a stage longer
  parameter integer PK = 0,
  parameter TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire        clk_i,
  input  wire [31:0] x_i,
  input  wire        cos_i,
  output wire [31:0] r_o,
  // its 10 multiplies, done by vp_sfu_pool (order and stages: the user table in vp_sfu)
  input  wire [9:0] mul_en_i,   // multiply k's operation is in its stage
  output wire [649:0] mul_a_o,
  output wire [649:0] mul_b_o,
  output wire [1979:0] mul_c_o,   // the addends (vp_sfu_mul)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [3839:0] mul_p_i  // index 0 (M K < 2^88) uses bits 87:0
  /* verilator lint_on UNUSEDSIGNAL */
);
  localparam [63:0] ONE62   = 64'h4000_0000_0000_0000;
  localparam integer D = ML - 1;   // extra stages of each multiply step
  localparam [63:0] C_HALF  = 64'h2000_0000_0000_0000;          // 2^61
  localparam [63:0] C_SIXTH = 64'h4000_0000_0000_0000 / 64'd6;  // floor(2^62/6)
  localparam [63:0] C_24TH  = 64'h4000_0000_0000_0000 / 64'd24;
  localparam [63:0] C_120TH = 64'h4000_0000_0000_0000 / 64'd120;

  wire [63:0] kinv, pio2;
  vp_sfu_const #(.TABLE_DIR(TABLE_DIR), .INDEX(9))  u_kinv (.k_o(kinv));
  vp_sfu_const #(.TABLE_DIR(TABLE_DIR), .INDEX(10)) u_pio2 (.k_o(pio2));

  // ---- stage 1 ----
  wire [7:0]  e1   = x_i[30:23];
  wire [31:0] a1   = (e1 == 8'd0) ? {x_i[31], 31'd0} : x_i;  // operand read
  reg         spf1;
  reg  [31:0] spv1;
  always @* begin
    spf1 = 1'b1;
    if (e1 == 8'hFF)      spv1 = 32'h7FC0_0000;                 // NaN, +-Inf
    else if (e1 < 8'd115) spv1 = cos_i ? 32'h3F80_0000 : a1;    // |x| < 2^-12
    else begin spf1 = 1'b0; spv1 = 32'd0; end
  end
  assign mul_a_o[65*0 +: 65] = {65{mul_en_i[0]}} & {41'd0, 1'b1, x_i[22:0]};
  assign mul_b_o[65*0 +: 65] = {65{mul_en_i[0]}} & {1'b0, kinv};
  assign mul_c_o[198*0 +: 198] = 198'd0;   // nothing added after this product
  wire [87:0] p1 = mul_p_i[87:0];

  wire [7:0] e_d1;
  vp_delay #(.W(8), .N(D)) u_side1 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(e1), .q_o(e_d1));
  reg [87:0] p_q1;
  reg [7:0]  e_q1;
  always @(posedge clk_i) begin p_q1 <= p1; e_q1 <= e_d1; end
  // {cos, sign, special flag, special value} to step 9
  wire        cos_q9, sgn_q9, spf_q9;
  wire [31:0] spv_q9;
  vp_delay #(.W(35), .N(9+7*D)) u_sd9 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({cos_i, x_i[31], spf1, spv1}), .q_o({cos_q9, sgn_q9, spf_q9, spv_q9}));
  wire        cos_q1;
  vp_delay #(.W(1), .N(1+D)) u_cd1 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(cos_i), .q_o(cos_q1));

  // ---- stage 2: U = floor(P 2^(e-152)) mod 2^64 = bits [100:37] of
  // P << (e - 115) (e >= 115 here; e - 152 >= 64 gives U = 0) ----
  wire [7:0]   sh2 = e_q1 - 8'd115;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [100:0] z2  = {13'd0, p_q1} << sh2;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [63:0]  u2  = z2[100:37];
  // cos t = sin(t + pi/2): one quadrant on
  wire [1:0]   quad2 = u2[63:62] + {1'b0, cos_q1};
  reg [55:0] r_q2;
  reg [7:0]  j_q2;
  reg [1:0]  quad_q2;
  always @(posedge clk_i) begin
    r_q2 <= {u2[53:0], 2'b00}; j_q2 <= u2[61:54]; quad_q2 <= quad2;
  end
  // quadrant to step 6, quadrant >= 2 to step 9; {odd quadrant, j} to the
  // table read, the clock before the last of step 7
  wire [1:0] quad_q6;
  wire       neg_q9;  // quadrant >= 2
  wire       odd_t;
  wire [7:0] j_t;
  vp_delay #(.W(2), .N(4+4*D)) u_qd6 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(quad_q2), .q_o(quad_q6));
  vp_delay #(.W(9), .N(3+5*D)) u_jt (.clk_i(clk_i), .rst_ni(1'b1), .d_i({quad_q2[0], j_q2}), .q_o({odd_t, j_t}));
  vp_delay #(.W(1),  .N(3+2*D)) u_qd9 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(quad_q6[1]), .q_o(neg_q9));

  // ---- stage 3: b = (pi/2) r, r as Q0.64 below 2^56 ----
  wire [63:0] b3, b2_4, t5, h5, t6, c6, s7;
  vp_sfu_mul #(.SIGNED(0), .SHIFT(64)) u_m3 (.a_i({8'd0, r_q2}), .b_i(pio2), .c_i(64'd0), .p_o(b3),
    .en_i(mul_en_i[1]), .ma_o(mul_a_o[65*1 +: 65]), .mb_o(mul_b_o[65*1 +: 65]), .mc_o(mul_c_o[198*1 +: 198]), .mp_i(mul_p_i[384*1 +: 384]));
  reg [63:0] b_q3;
  always @(posedge clk_i) b_q3 <= b3;

  // ---- stage 4: b2 ----
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m4 (.a_i(b_q3), .b_i(b_q3), .c_i(64'd0), .p_o(b2_4),
    .en_i(mul_en_i[2]), .ma_o(mul_a_o[65*2 +: 65]), .mb_o(mul_b_o[65*2 +: 65]), .mc_o(mul_c_o[198*2 +: 198]), .mp_i(mul_p_i[384*2 +: 384]));
  wire [63:0] b_d4;
  vp_delay #(.W(64), .N(D)) u_side4 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(b_q3), .q_o(b_d4));
  reg [63:0] b_q4, b2_q4;
  always @(posedge clk_i) begin b_q4 <= b_d4; b2_q4 <= b2_4; end

  // ---- stage 5 ----
  // The Horner steps' subtractions are sums with the addend inverted, c - p
  // = ~(p + ~c); the stages register the sum as it leaves the multiplier's
  // adder (t_q5, h_q5, cosb_q6, sinb_q7 hold the complements of the values
  // the C model names) and the next stage inverts it inside the operand's
  // AND-OR (vp_sfu_mul, vp_sfu_pool) or on the way into a register: an
  // inverter after the sum's carry chain was one more LUT and net on the
  // SFU's slowest paths (docs/synth.md)
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m5s (.a_i(b2_q4), .b_i(C_120TH), .c_i(~C_SIXTH), .p_o(t5),
    .en_i(mul_en_i[3]), .ma_o(mul_a_o[65*3 +: 65]), .mb_o(mul_b_o[65*3 +: 65]), .mc_o(mul_c_o[198*3 +: 198]), .mp_i(mul_p_i[384*3 +: 384]));
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m5c (.a_i(b2_q4), .b_i(C_24TH),  .c_i(~C_HALF), .p_o(h5),
    .en_i(mul_en_i[4]), .ma_o(mul_a_o[65*4 +: 65]), .mb_o(mul_b_o[65*4 +: 65]), .mc_o(mul_c_o[198*4 +: 198]), .mp_i(mul_p_i[384*4 +: 384]));
  wire [63:0] b_d5, b2_d5;
  vp_delay #(.W(128), .N(D)) u_side5 (.clk_i(clk_i), .rst_ni(1'b1), .d_i({b_q4, b2_q4}), .q_o({b_d5, b2_d5}));
  reg [63:0] b_q5, b2_q5, t_q5, h_q5;
  always @(posedge clk_i) begin
    b_q5 <= b_d5; b2_q5 <= b2_d5; t_q5 <= t5; h_q5 <= h5;
  end

  // ---- stage 6 ----
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m6s (.a_i(b2_q5), .b_i(~t_q5), .c_i(64'd0), .p_o(t6),
    .en_i(mul_en_i[5]), .ma_o(mul_a_o[65*5 +: 65]), .mb_o(mul_b_o[65*5 +: 65]), .mc_o(mul_c_o[198*5 +: 198]), .mp_i(mul_p_i[384*5 +: 384]));
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m6c (.a_i(b2_q5), .b_i(~h_q5), .c_i(~ONE62), .p_o(c6),
    .en_i(mul_en_i[6]), .ma_o(mul_a_o[65*6 +: 65]), .mb_o(mul_b_o[65*6 +: 65]), .mc_o(mul_c_o[198*6 +: 198]), .mp_i(mul_p_i[384*6 +: 384]));
  wire [63:0] b_d6;
  vp_delay #(.W(64), .N(D)) u_side6 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(b_q5), .q_o(b_d6));
  reg [63:0] b_q6, t_q6, cosb_q6;
  always @(posedge clk_i) begin b_q6 <= b_d6; t_q6 <= t6; cosb_q6 <= c6; end

  // ---- stage 7: sin b; table reads sin[j], sin[256-j] in the order the
  // quadrant needs: even quadrant sin t = S_j cos b + S_(256-j) sin b,
  // odd quadrant cos t = S_(256-j) cos b - S_j sin b ----
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m7 (.a_i(b_q6), .b_i(t_q6), .c_i(~b_q6), .p_o(s7),
    .en_i(mul_en_i[7]), .ma_o(mul_a_o[65*7 +: 65]), .mb_o(mul_b_o[65*7 +: 65]), .mc_o(mul_c_o[198*7 +: 198]), .mp_i(mul_p_i[384*7 +: 384]));
  // cos b waits for the product (b went in as its addend, as ~b: b - p =
  // ~(p + ~b)). The table is read a clock before
  // the step's last stage (the block RAM's output register), its data
  // registered again in that stage (vp_sfu_rom SYNC 3): stage 8's
  // multiplies start from flip-flops, not from the block RAM's slow
  // clock-to-output
  wire [63:0] cosb_d7;
  vp_delay #(.W(64), .N(D)) u_side7 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i(~cosb_q6), .q_o(cosb_d7));
  wire [8:0] jc_t = 9'd256 - {1'b0, j_t};
  wire [8:0] ad1  = odd_t ? jc_t : {1'b0, j_t};
  wire [8:0] ad2  = odd_t ? {1'b0, j_t} : jc_t;
  wire [63:0] x1_q7, x2_q7;
  vp_sfu_rom #(.W(64), .N(257), .AW(9), .FILE({TABLE_DIR, "sin.hex"}), .SYNC(3))
    u_sin1 (.clk_i(clk_i), .addr_i(ad1), .data_o(x1_q7));
  vp_sfu_rom #(.W(64), .N(257), .AW(9), .FILE({TABLE_DIR, "sin.hex"}), .SYNC(3))
    u_sin2 (.clk_i(clk_i), .addr_i(ad2), .data_o(x2_q7));
  reg [63:0] cosb_q7, sinb_q7;
  always @(posedge clk_i) begin cosb_q7 <= cosb_d7; sinb_q7 <= s7; end

  // ---- stage 8: the two products ----
  wire [63:0] m1_8, m2_8;
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m8a (.a_i(x1_q7), .b_i(cosb_q7), .c_i(64'd0), .p_o(m1_8),
    .en_i(mul_en_i[8]), .ma_o(mul_a_o[65*8 +: 65]), .mb_o(mul_b_o[65*8 +: 65]), .mc_o(mul_c_o[198*8 +: 198]), .mp_i(mul_p_i[384*8 +: 384]));
  vp_sfu_mul #(.SIGNED(0), .SHIFT(62)) u_m8b (.a_i(x2_q7), .b_i(~sinb_q7), .c_i(64'd0), .p_o(m2_8),
    .en_i(mul_en_i[9]), .ma_o(mul_a_o[65*9 +: 65]), .mb_o(mul_b_o[65*9 +: 65]), .mc_o(mul_c_o[198*9 +: 198]), .mp_i(mul_p_i[384*9 +: 384]));
  reg [63:0] m1_q8, m2_q8;
  always @(posedge clk_i) begin m1_q8 <= m1_8; m2_q8 <= m2_8; end
  wire odd8;
  vp_delay #(.W(1), .N(2+2*D)) u_od8 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(quad_q6[0]), .q_o(odd8));

  // ---- stage 9: sum, or difference clamped at 0 (the difference's borrow
  //      is the compare: two carry chains side by side, then a choice) ----
  wire [64:0] df9 = {1'b0, m1_q8} - {1'b0, m2_q8};
  reg  [63:0] v_q9;
  always @(posedge clk_i)
    v_q9 <= !odd8 ? m1_q8 + m2_q8 : df9[64] ? 64'd0 : df9[63:0];

  // ---- stage 10: sign (negative half turn; SIN also takes the sign of x) ----
  wire        neg10 = neg_q9 ^ (!cos_q9 & sgn_q9);
  wire [31:0] pk10, spv_p;
  wire        spf_p;
  vp_sfu_pack_pipe #(.PK(PK), .WS(33)) u_pack (.clk_i(clk_i), .sign_i(neg10), .mag_i(v_q9),
    .ebias_i(11'sd65), .side_i({spf_q9, spv_q9}), .r_o(pk10), .side_o({spf_p, spv_p}));
  assign r_o = spf_p ? spv_p : pk10;
endmodule
