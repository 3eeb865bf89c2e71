// vp_sfu_rcp: RCP and RCC of the special-function unit (vp_sfu), as the
// NV20 and NV30 vertex units compute them (envytools nvhw/xf.c, xf_rcp with
// the v2 seed table, which both chips use): a 7-bit seed s0 from the 64-entry
// table (index f[22:17]), then two fixed-point Newton steps on the 24-bit
// mantissa m = 1.f,
//   s1 = (2^31 - s0 m) s0 >> 24,   s2 = (2^37 - s1 m) s1 >> 25,
// and the fraction s2 - 2^23 (s2 lies in [2^23, 2^24)); a zero fraction
// (a power of two) is exact. Each step is formed with narrow products:
// u1 = 2^30 - s0 m lies in (-2^24, 2^24) and u2 = 2^36 - s1 m in [0, 2^25),
// so s1 = 64 s0 + (u1 s0 >> 24) and s2 = 2048 s1 + (u2 s1 >> 25), and u1,
// u2 need only the low 25 bits of s0 m and s1 m (the numbers bounded over
// every mantissa).
// RCP: NaN -> 0x7FFFFFFF, +-0 and denormals -> +-Inf, results below the
// normal range -> +-0. RCC: the magnitude clamped to [2^-64, 2^64], a
// clamped result exactly 2^-64 or 2^64 with the operand's sign.
//
// Stages 2 to 10 of vp_sfu (x_i is register 1, r_o register 10): 2 seed;
// 3 exponent and special cases beside s0 m (two products, 7 x 18 and 7 x 6
// bits); 4 u1; 5 u1 s0 (17 x 7, 8 x 8); 6 s1; 7 s1 m (13 x 18, 13 x 6);
// 8 u2; 9 u2 s1 (18 x 13, 7 x 13); 10 s2 and the result word. Latency 9.
// The products of stages 3, 5 and 7 but the two 7 x 6 ones are vp_sfu's
// multiplier slots (vp_sfu_mslot: the operands out on m*_a_o, m*_b_o, the
// product back on m*_p_i, register s); SHARE = 1 (vp_sfu MUL_SHARE) builds
// the two 7 x 6 ones from LUTs (vp_mul). The products of stages 3, 7 and 9
// are registered in vp_mul_q (with VP_ECP5, the FPGA flow's, those of a
// MULT18X18D in its own output register).
module vp_sfu_rcp #(
  parameter         TABLE_DIR = "rtl/sfu_tables/",
  parameter integer SHARE     = 0
) (
  input  wire        clk_i,
  input  wire [31:0] x_i,     // the operand (register 1)
  input  wire        rcc_i,   // RCC (else RCP)
  output wire [31:0] r_o,     // register 10
  // vp_sfu's multiplier slots (vp_sfu_mslot): stage 3 (s0 m[17:0]), 5
  // (u1[16:0] s0; u1[24:17] s0, signed), 7 (s1 m[17:0])
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
  output wire [12:0] m7_a_o,
  output wire [17:0] m7_b_o,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [30:0] m7_p_i
  /* verilator lint_on UNUSEDSIGNAL */
);
  // ---- stage 2: seed; the fields registered (the cases in stage 3) ----
  wire [22:0] fx = x_i[22:0];
  wire [6:0] s0_rom;
  vp_sfu_rom #(.W(7), .FW(8), .N(64), .AW(6), .FILE({TABLE_DIR, "rcp_seed.hex"})) u_seed (
    .clk_i(clk_i), .addr_i(fx[22:17]), .data_o(s0_rom));
  reg [6:0]  s0_2;
  reg [23:0] m_2;
  reg        sx_2, fz_2, rcc_2;
  reg [7:0]  ex_2;
  always @(posedge clk_i) begin
    s0_2  <= s0_rom;
    m_2   <= {1'b1, fx};
    sx_2  <= x_i[31];
    ex_2  <= x_i[30:23];
    fz_2  <= fx == 23'd0;
    rcc_2 <= rcc_i;
  end

  // ---- stage 3 (beside the products): exponent and special cases ----
  wire       sx = sx_2;
  wire [7:0] ex = ex_2;
  wire       fz = fz_2;
  wire       nan = ex == 8'hFF && !fz;
  // the exponent er = 254 - e, one less when the fraction is not zero; the
  // case, chosen in stage 10 beside the fraction: 0 er with the Newton
  // fraction (0 when f = 0), 1 NaN (0x7FFFFFFF), 2 +-Inf (RCP of 0), 3 RCC's
  // 2^-64 (er < 63: e + (f != 0) >= 192), 4 RCC's 2^64 (er >= 191:
  // e + (f != 0) <= 63), 5 RCP's +-0 (er <= 0: e + (f != 0) >= 254)
  // (254 - e here, less one in stage 10 when f != 0)
  wire [7:0] er = 8'd254 - ex;
  wire       ge192 = ex >= 8'd192 || (ex == 8'd191 && !fz);
  wire       le63  = ex <= 8'd62 || (ex == 8'd63 && fz);
  wire       ge254 = ex >= 8'd254 || (ex == 8'd253 && !fz);
  wire [2:0] cs = nan ? 3'd1 :
                  (ex == 8'd0 && !rcc_2) ? 3'd2 :
                  rcc_2 ? (ge192 ? 3'd3 : le63 ? 3'd4 : 3'd0) :
                  ge254 ? 3'd5 : 3'd0;
  wire [12:0] hf_9;     // {sign, er, f == 0, case} at register 9
  vp_delay #(.W(13), .N(7)) u_hf (.clk_i(clk_i), .rst_ni(1'b1), .d_i({sx, er, fz, cs}), .q_o(hf_9));

  // ---- stage 3: s0 m (low 25 bits) ----
  assign m3_a_o = {7'd0, s0_2};
  assign m3_b_o = m_2[17:0];
  wire [24:0] p1l_3 = m3_p_i[24:0];     // s0 m[17:0]
  wire [6:0] p1h_3;    // (s0 m[23:18]) mod 2^7
  reg [6:0]  s0_3;
  reg [23:0] m_3;
  vp_mul_q #(.AW(7), .BW(6), .PW(7), .LUT(SHARE)) u_p1h (.clk_i(clk_i), .a_i(s0_2), .b_i(m_2[23:18]),
    .p_o(p1h_3));
  always @(posedge clk_i) begin
    s0_3  <= s0_2;
    m_3   <= m_2;
  end

  // ---- stage 4: u1 = 2^30 - s0 m, 25 bits signed (2^30 is 0 mod 2^25) ----
  reg [24:0] u1_4;
  reg [6:0]  s0_4;
  reg [23:0] m_4;
  always @(posedge clk_i) begin
    u1_4 <= 25'd0 - p1l_3 - {p1h_3, 18'd0};
    s0_4 <= s0_3;
    m_4  <= m_3;
  end

  // ---- stage 5: u1 s0 in two products ----
  assign m5a_a_o = {1'b0, u1_4[16:0]};
  assign m5a_b_o = {10'd0, s0_4};
  assign m5c_a_o = {{9{u1_4[24]}}, u1_4[24:17]};
  assign m5c_b_o = {11'd0, s0_4};
  wire [23:0]        q1l_5 = m5a_p_i[23:0];            // u1[16:0] s0
  wire signed [15:0] q1h_5 = $signed(m5c_p_i[15:0]);   // u1[24:17] (signed) s0
  reg [6:0]         s0_5;
  reg [23:0]        m_5;
  always @(posedge clk_i) begin
    s0_5  <= s0_4;
    m_5   <= m_4;
  end

  // ---- stage 6: s1 = (s0 2^30 + u1 s0) >> 24 (13 bits) ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire signed [37:0] y1 = $signed({1'b0, s0_5, 30'd0}) + $signed({14'd0, q1l_5}) +
                          $signed({{5{q1h_5[15]}}, q1h_5, 17'd0});   // s1 = bits 36:24
  /* verilator lint_on UNUSEDSIGNAL */
  reg [12:0] s1_6;
  reg [23:0] m_6;
  always @(posedge clk_i) begin
    s1_6 <= y1[36:24];
    m_6  <= m_5;
  end

  // ---- stage 7: s1 m (low 25 bits) ----
  assign m7_a_o = s1_6;
  assign m7_b_o = m_6[17:0];
  wire [24:0] p3l_7 = m7_p_i[24:0];     // (s1 m[17:0]) mod 2^25
  wire [6:0] p3h_7;    // (s1 m[23:18]) mod 2^7
  vp_mul_q #(.AW(7), .BW(6), .PW(7), .LUT(SHARE)) u_p3h (.clk_i(clk_i), .a_i(s1_6[6:0]), .b_i(m_6[23:18]),
    .p_o(p3h_7));
  reg [12:0] s1_7;
  always @(posedge clk_i) s1_7 <= s1_6;

  // ---- stage 8: u2 = 2^36 - s1 m, in [0, 2^25) ----
  reg [24:0] u2_8;
  reg [12:0] s1_8;
  always @(posedge clk_i) begin
    u2_8 <= 25'd0 - p3l_7 - {p3h_7, 18'd0};
    s1_8 <= s1_7;
  end

  // ---- stage 9: u2 s1 in two products ----
  wire [30:0] q2l_9;   // u2[17:0] s1
  wire [19:0] q2h_9;   // u2[24:18] s1
  vp_mul_q #(.AW(18), .BW(13), .PW(31)) u_q2l (.clk_i(clk_i), .a_i(u2_8[17:0]), .b_i(s1_8), .p_o(q2l_9));
  vp_mul_q #(.AW(7), .BW(13), .PW(20)) u_q2h (.clk_i(clk_i), .a_i(u2_8[24:18]), .b_i(s1_8), .p_o(q2h_9));
  reg [12:0] s1_9;
  always @(posedge clk_i) s1_9 <= s1_8;

  // ---- stage 10: s2 = (s1 2^36 + u2 s1) >> 25, the result word ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire [49:0] y2 = {1'b0, s1_9, 36'd0} + {19'd0, q2l_9} + {12'd0, q2h_9, 18'd0};  // fraction 47:25
  /* verilator lint_on UNUSEDSIGNAL */
  wire        sx9 = hf_9[12];
  wire [7:0]  er9 = hf_9[11:4] - {7'd0, !hf_9[3]};
  wire        fz9 = hf_9[3];
  reg  [31:0] rw;
  always @* begin
    case (hf_9[2:0])
      3'd1:    rw = 32'h7FFF_FFFF;
      3'd2:    rw = {sx9, 8'hFF, 23'd0};
      3'd3:    rw = {sx9, 8'd63, 23'd0};
      3'd4:    rw = {sx9, 8'd191, 23'd0};
      3'd5:    rw = {sx9, 8'd0, 23'd0};
      default: rw = {sx9, er9, fz9 ? 23'd0 : y2[47:25]};
    endcase
  end
  reg  [31:0] r_10;
  always @(posedge clk_i) r_10 <= rw;
  assign r_o = r_10;
endmodule
