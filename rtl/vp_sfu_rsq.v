// vp_sfu_rsq: RSQ of the special-function unit (vp_sfu), as the NV20 and
// NV30 vertex units compute it (envytools nvhw/xf.c, xf_rsq with the v2
// seed table, which both chips use): a 7-bit seed s0 from the 128-entry
// table (index {exponent even, f[22:17]}), then two fixed-point Newton
// steps on M = 1.f (odd exponent) or 2 * 1.f (even), 2^23 <= M < 2^25,
//   s1 = (3 2^37 - s0^2 M) s0 >> 32,   s2 = (3 2^49 - s1^2 M) s1 >> 39,
// the fraction s2 - 2^23 and the exponent (380 - e) / 2. Formed with
// narrow products: e2 = 2^49 - s1^2 M lies in [0, 2^39) (bounded over
// every M), so s2 = 2048 s1 + (e2 s1 >> 39) needs s1^2 M only modulo 2^39.
// NaN -> 0x7FFFFFFF; zero or denormal -> +Inf (-Inf for -0 without
// zero-wins); with zero-wins (zw_i: NV20, NV30 VP1) the operand's sign is
// ignored, without it a negative operand gives NaN; +Inf -> +0. NV30
// (V3 = 1): a power of 4 (odd exponent, zero fraction) is exact; NV20 takes
// it through the Newton steps (RSQ(1) = 0x3F7FFFFF).
//
// Stages 2 to 11 of vp_sfu (x_i is register 1, r_o register 11): 2 seed;
// 3 s0^2 (7 x 7), the exponent and special cases; 4 s0^2 M
// (14 x 18, 14 x 7); 5 s0^2 M s0 (18 x 7, 14 x 7, 17 x 7, 4 x 7); 6 s1 =
// (3 2^37 s0 - s0^3 M) >> 32; 7 s1^2 (13 x 13);
// 8 s1^2 M modulo 2^39 (four products: 18 x 18, 18 x 7, 8 x 18, 3 x 3);
// 9 e2; 10 e2 s1 (18 x 13 twice, 3 x 13); 11 s2 and the result word.
// Latency 10. The products of stages 3, 5 and 7 and s1^2[17:0] M[17:0] are
// vp_sfu's multiplier slots (vp_sfu_mslot: the operands out on m*_a_o,
// m*_b_o, the product back on m*_p_i, register s); SHARE = 1 (vp_sfu
// MUL_SHARE) builds the 3 x 3 and 3 x 13 products from LUTs (vp_mul). The
// products of stages 4, 8 and 10 are registered in vp_mul_q (with VP_ECP5,
// the FPGA flow's, those of a MULT18X18D in its own output register).
module vp_sfu_rsq #(
  parameter integer V3        = 1,   // 1: NV30 (version 3), 0: NV20
  parameter         TABLE_DIR = "rtl/sfu_tables/",
  parameter integer SHARE     = 0
) (
  input  wire        clk_i,
  input  wire [31:0] x_i,     // the operand (register 1)
  input  wire        zw_i,    // zero-wins mode: the sign is ignored
  output wire [31:0] r_o,     // register 11
  // vp_sfu's multiplier slots (vp_sfu_mslot): stage 3 (s0^2), 5 (A[17:0]
  // s0; A[31:18] s0, ah[16:0] s0 and ah[20:17] s0, signed slots), 7
  // (s1^2), 8 (s1^2[17:0] M[17:0])
  output wire [13:0] m3_a_o,
  output wire [17:0] m3_b_o,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [31:0] m3_p_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [17:0] m5a_a_o,
  output wire [16:0] m5a_b_o,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [34:0] m5a_p_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [16:0] m5c_a_o,
  output wire [17:0] m5c_b_o,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [34:0] m5c_p_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [17:0] m5d_a_o,
  output wire [7:0]  m5d_b_o,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [25:0] m5d_p_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [16:0] m5e_a_o,
  output wire [7:0]  m5e_b_o,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [24:0] m5e_p_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [12:0] m7_a_o,
  output wire [17:0] m7_b_o,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [30:0] m7_p_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [17:0] m8_a_o,
  output wire [17:0] m8_b_o,
  input  wire [35:0] m8_p_i
);

  // ---- stage 2: seed, M; the fields registered ----
  wire        sx  = x_i[31] && !zw_i;
  wire [7:0]  ex  = x_i[30:23];
  wire [22:0] fx  = x_i[22:0];
  wire        fz  = fx == 23'd0;
  wire [6:0]  s0_rom;
  vp_sfu_rom #(.W(7), .FW(8), .N(128), .AW(7), .FILE({TABLE_DIR, "rsq_seed.hex"})) u_seed (
    .clk_i(clk_i), .addr_i({~ex[0], fx[22:17]}), .data_o(s0_rom));
  reg [6:0]  s0_2;
  reg [24:0] m_2;
  reg        sx_2, fz_2;
  reg [7:0]  ex_2;
  always @(posedge clk_i) begin
    s0_2  <= s0_rom;
    m_2   <= ex[0] ? {2'b01, fx} : {1'b1, fx, 1'b0};
    sx_2  <= sx;
    ex_2  <= ex;
    fz_2  <= fz;
  end

  // ---- stage 3 (beside s0^2): exponent and special cases ----
  wire        exact = (V3 != 0) && ex_2[0] && fz_2;
  // the exponent (380 - e) / 2 = 190 - ceil(e / 2), plus one for an exact
  // power of 4 (odd e): 190 - floor(e / 2) here, less one in stage 11 when
  // e is odd and the power not exact (the fraction test stays off this path)
  wire [7:0]  er  = 8'd190 - {1'b0, ex_2[7:1]};
  // the case, chosen in stage 11 beside the fraction: 0 er with the Newton
  // fraction (0 when exact), 1 NaN (0x7FFFFFFF: a NaN, or a negative
  // operand without zero-wins), 2 +-Inf (zero or denormal), 3 +0 (+Inf)
  wire [1:0]  cs  = (ex_2 == 8'hFF && !fz_2) ? 2'd1 : (ex_2 == 8'd0) ? 2'd2 :
                    sx_2 ? 2'd1 : (ex_2 == 8'hFF) ? 2'd3 : 2'd0;
  wire [12:0] hf_10;    // {sign, er, odd e, exact, case} at register 10
  vp_delay #(.W(13), .N(8)) u_hf (.clk_i(clk_i), .rst_ni(1'b1), .d_i({sx_2, er, ex_2[0], exact, cs}), .q_o(hf_10));
  // M again in stage 8
  wire [24:0] m_7;
  vp_delay #(.W(25), .N(5)) u_m (.clk_i(clk_i), .rst_ni(1'b1), .d_i(m_2), .q_o(m_7));

  // ---- stage 3: s0^2 (7 x 7) ----
  assign m3_a_o = {7'd0, s0_2};
  assign m3_b_o = {11'd0, s0_2};
  wire [13:0] sq0_3 = m3_p_i[13:0];
  reg [6:0]  s0_3;
  reg [24:0] m_3;
  always @(posedge clk_i) begin
    s0_3  <= s0_2;
    m_3   <= m_2;
  end

  // ---- stage 4: A = s0^2 M in two products ----
  wire [31:0] al_4;    // s0^2 M[17:0]
  wire [20:0] ah_4;    // s0^2 M[24:18]
  vp_mul_q #(.AW(14), .BW(18), .PW(32)) u_al (.clk_i(clk_i), .a_i(sq0_3), .b_i(m_3[17:0]), .p_o(al_4));
  vp_mul_q #(.AW(14), .BW(7), .PW(21)) u_ah (.clk_i(clk_i), .a_i(sq0_3), .b_i(m_3[24:18]), .p_o(ah_4));
  reg [6:0]  s0_4;
  always @(posedge clk_i) s0_4 <= s0_3;

  // ---- stage 5: A s0 in four products (ah split 17 + 4, so that every
  //      operand but A[17:0] is at most 17 bits: a signed slot) ----
  assign m5a_a_o = al_4[17:0];
  assign m5a_b_o = {10'd0, s0_4};
  assign m5c_a_o = {3'd0, al_4[31:18]};
  assign m5c_b_o = {11'd0, s0_4};
  assign m5d_a_o = {1'b0, ah_4[16:0]};
  assign m5d_b_o = {1'b0, s0_4};
  assign m5e_a_o = {13'd0, ah_4[20:17]};
  assign m5e_b_o = {1'b0, s0_4};
  wire [24:0] p0_5 = m5a_p_i[24:0];     // A[17:0] s0 (al's low half)
  wire [20:0] p1_5 = m5c_p_i[20:0];     // al[31:18] s0
  wire [23:0] p2_5 = m5d_p_i[23:0];     // ah[16:0] s0
  wire [10:0] p3_5 = m5e_p_i[10:0];     // ah[20:17] s0
  reg [6:0]  s0_5;
  always @(posedge clk_i) s0_5 <= s0_4;

  // ---- stage 6: s1 = (3 2^37 s0 - A s0) >> 32 (13 bits) ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire [45:0] y1 = {1'b0, s0_5, 38'd0} + {2'd0, s0_5, 37'd0} - {21'd0, p0_5} - {7'd0, p1_5, 18'd0} -
                   {4'd0, p2_5, 18'd0} - {p3_5, 35'd0};   // s1 = bits 44:32
  /* verilator lint_on UNUSEDSIGNAL */
  reg [12:0] s1_6;
  always @(posedge clk_i) s1_6 <= y1[44:32];

  // ---- stage 7: s1^2 ----
  assign m7_a_o = s1_6;
  assign m7_b_o = {5'd0, s1_6};
  wire [25:0] sq1_7 = m7_p_i[25:0];
  reg [12:0] s1_7;
  always @(posedge clk_i) s1_7 <= s1_6;

  // ---- stage 8: s1^2 M modulo 2^39, four products ----
  assign m8_a_o = sq1_7[17:0];
  assign m8_b_o = m_7[17:0];
  wire [35:0] bll_8 = m8_p_i;           // s1^2[17:0] M[17:0]
  wire [20:0] blh_8;   // (s1^2[17:0] M[24:18]) mod 2^21
  wire [20:0] bhl_8;   // (s1^2[25:18] M[17:0]) mod 2^21
  wire [2:0]  bhh_8;   // (s1^2[25:18] M[24:18]) mod 2^3
  vp_mul_q #(.AW(18), .BW(7), .PW(21)) u_blh (.clk_i(clk_i), .a_i(sq1_7[17:0]), .b_i(m_7[24:18]),
    .p_o(blh_8));
  vp_mul_q #(.AW(8), .BW(18), .PW(21)) u_bhl (.clk_i(clk_i), .a_i(sq1_7[25:18]), .b_i(m_7[17:0]),
    .p_o(bhl_8));
  vp_mul_q #(.AW(3), .BW(3), .PW(3), .LUT(SHARE)) u_bhh (.clk_i(clk_i), .a_i(sq1_7[20:18]),
    .b_i(m_7[20:18]), .p_o(bhh_8));
  reg [12:0] s1_8;
  always @(posedge clk_i) s1_8 <= s1_7;

  // ---- stage 9: e2 = 2^49 - s1^2 M, in [0, 2^39) (2^49 is 0 mod 2^39) ----
  wire [38:0] e2 = 39'd0 - {3'd0, bll_8} - {blh_8, 18'd0} - {bhl_8, 18'd0} - {bhh_8, 36'd0};
  reg  [38:0] e2_9;
  reg  [12:0] s1_9;
  always @(posedge clk_i) begin
    e2_9 <= e2;
    s1_9 <= s1_8;
  end

  // ---- stage 10: e2 s1 in three products ----
  wire [30:0] r0_10, r1_10;
  wire [15:0] r2_10;
  vp_mul_q #(.AW(18), .BW(13), .PW(31)) u_r0 (.clk_i(clk_i), .a_i(e2_9[17:0]), .b_i(s1_9), .p_o(r0_10));
  vp_mul_q #(.AW(18), .BW(13), .PW(31)) u_r1 (.clk_i(clk_i), .a_i(e2_9[35:18]), .b_i(s1_9), .p_o(r1_10));
  vp_mul_q #(.AW(13), .BW(3), .PW(16), .LUT(SHARE)) u_r2 (.clk_i(clk_i), .a_i(s1_9), .b_i(e2_9[38:36]),
    .p_o(r2_10));
  reg [12:0] s1_10;
  always @(posedge clk_i) s1_10 <= s1_9;

  // ---- stage 11: s2 = (s1 2^50 + e2 s1) >> 39, the result word ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] y2 = {1'b0, s1_10, 50'd0} + {33'd0, r0_10} + {15'd0, r1_10, 18'd0} + {12'd0, r2_10, 36'd0};  // fraction 61:39
  /* verilator lint_on UNUSEDSIGNAL */
  wire [7:0]  er10 = hf_10[11:4] - {7'd0, hf_10[3] && !hf_10[2]};
  reg  [31:0] rw;
  always @* begin
    case (hf_10[1:0])
      2'd1:    rw = 32'h7FFF_FFFF;
      2'd2:    rw = {hf_10[12], 8'hFF, 23'd0};
      2'd3:    rw = 32'd0;
      default: rw = {1'b0, er10, hf_10[2] ? 23'd0 : y2[61:39]};
    endcase
  end
  reg  [31:0] r_11;
  always @(posedge clk_i) r_11 <= rw;
  assign r_o = r_11;
endmodule
