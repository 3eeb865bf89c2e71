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
// Stages 2 to 10 of vp_sfu (x_i is register 1, r_o register 10): 2 seed,
// exponent and special cases; 3 s0 m (two products, 7 x 18 and 7 x 6
// bits); 4 u1; 5 u1 s0 (17 x 7, 8 x 8); 6 s1; 7 s1 m (13 x 18, 13 x 6);
// 8 u2; 9 u2 s1 (18 x 13, 7 x 13); 10 s2 and the result word. Latency 9.
module vp_sfu_rcp #(
  parameter TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire        clk_i,
  input  wire [31:0] x_i,     // the operand (register 1)
  input  wire        rcc_i,   // RCC (else RCP)
  output wire [31:0] r_o      // register 10
);
  // ---- stage 2: seed, exponent, special cases ----
  wire       sx = x_i[31];
  wire [7:0] ex = x_i[30:23];
  wire [22:0] fx = x_i[22:0];
  wire       fz = fx == 23'd0;
  wire       nan = ex == 8'hFF && !fz;
  wire [6:0] s0_rom;
  vp_sfu_rom #(.W(7), .FW(8), .N(64), .AW(6), .FILE({TABLE_DIR, "rcp_seed.hex"})) u_seed (
    .clk_i(clk_i), .addr_i(fx[22:17]), .data_o(s0_rom));
  // er = 254 - ex, one less when the fraction is not zero (-2 .. 254)
  wire signed [9:0] er = 10'sd254 - $signed({2'b00, ex}) - (fz ? 10'sd0 : 10'sd1);
  // result: {hi, fraction}; frm 0: the Newton fraction, 1: zero, 2: all ones
  reg [8:0] hi_d;
  reg [1:0] frm_d;
  always @* begin
    hi_d  = {sx, er[7:0]};
    frm_d = fz ? 2'd1 : 2'd0;
    if (nan) begin
      hi_d = 9'h0FF; frm_d = 2'd2;                            // 0x7FFFFFFF
    end else if (ex == 8'd0 && !rcc_i) begin
      hi_d = {sx, 8'hFF}; frm_d = 2'd1;                       // +-Inf
    end else if (rcc_i) begin
      if (er < 10'sd63)       begin hi_d = {sx, 8'd63};  frm_d = 2'd1; end
      else if (er >= 10'sd191) begin hi_d = {sx, 8'd191}; frm_d = 2'd1; end
    end else if (er <= 10'sd0) begin
      hi_d = {sx, 8'd0}; frm_d = 2'd1;                        // +-0
    end
  end
  reg [6:0]  s0_2;
  reg [23:0] m_2;
  always @(posedge clk_i) begin
    s0_2 <= s0_rom;
    m_2  <= {1'b1, fx};
  end
  wire [10:0] hf_9;     // {hi, frm} at register 9
  vp_delay #(.W(11), .N(8)) u_hf (.clk_i(clk_i), .rst_ni(1'b1), .d_i({hi_d, frm_d}), .q_o(hf_9));

  // ---- stage 3: s0 m (low 25 bits) ----
  reg [24:0] p1l_3;
  reg [6:0]  p1h_3;    // (s0 m[23:18]) mod 2^7
  reg [6:0]  s0_3;
  reg [23:0] m_3;
  wire [6:0] p1h = s0_2 * {1'b0, m_2[23:18]};
  always @(posedge clk_i) begin
    p1l_3 <= s0_2 * m_2[17:0];
    p1h_3 <= p1h;
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
  reg [23:0]        q1l_5;   // u1[16:0] s0
  reg signed [15:0] q1h_5;   // u1[24:17] (signed) s0
  reg [6:0]         s0_5;
  reg [23:0]        m_5;
  always @(posedge clk_i) begin
    q1l_5 <= u1_4[16:0] * s0_4;
    q1h_5 <= $signed(u1_4[24:17]) * $signed({1'b0, s0_4});
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
  reg [24:0] p3l_7;    // (s1 m[17:0]) mod 2^25
  reg [6:0]  p3h_7;    // (s1 m[23:18]) mod 2^7
  reg [12:0] s1_7;
  wire [6:0] p3h = s1_6[6:0] * {1'b0, m_6[23:18]};
  always @(posedge clk_i) begin
    p3l_7 <= s1_6 * m_6[17:0];
    p3h_7 <= p3h;
    s1_7  <= s1_6;
  end

  // ---- stage 8: u2 = 2^36 - s1 m, in [0, 2^25) ----
  reg [24:0] u2_8;
  reg [12:0] s1_8;
  always @(posedge clk_i) begin
    u2_8 <= 25'd0 - p3l_7 - {p3h_7, 18'd0};
    s1_8 <= s1_7;
  end

  // ---- stage 9: u2 s1 in two products ----
  reg [30:0] q2l_9;    // u2[17:0] s1
  reg [19:0] q2h_9;    // u2[24:18] s1
  reg [12:0] s1_9;
  always @(posedge clk_i) begin
    q2l_9 <= u2_8[17:0] * s1_8;
    q2h_9 <= u2_8[24:18] * s1_8;
    s1_9  <= s1_8;
  end

  // ---- stage 10: s2 = (s1 2^36 + u2 s1) >> 25, the result word ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire [49:0] y2 = {1'b0, s1_9, 36'd0} + {19'd0, q2l_9} + {12'd0, q2h_9, 18'd0};  // fraction 47:25
  /* verilator lint_on UNUSEDSIGNAL */
  wire [22:0] fr = (hf_9[1:0] == 2'd1) ? 23'd0 : (hf_9[1:0] == 2'd2) ? 23'h7FFFFF : y2[47:25];
  reg  [31:0] r_10;
  always @(posedge clk_i) r_10 <= {hf_9[10:2], fr};
  assign r_o = r_10;
endmodule
