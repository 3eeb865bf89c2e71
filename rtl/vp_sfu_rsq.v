// vp_sfu_rsq: RSQ of the special-function unit (vp_sfu), as the NV20 and
// NV30 vertex units compute it (envytools nvhw/xf.c, xf_rsq with the v2
// seed table, which both chips use): a 7-bit seed s0 from the 128-entry
// table (index {exponent even, f[22:17]}), then two fixed-point Newton
// steps on M = 1.f (odd exponent) or 2 * 1.f (even), 2^23 <= M < 2^25,
//   s1 = (3 2^37 - s0^2 M) s0 >> 32,   s2 = (3 2^49 - s1^2 M) s1 >> 39,
// the fraction s2 - 2^23 and the exponent (380 - e) / 2. Formed with
// narrow products: n1 = 2^37 - s0^2 M lies in (-2^32, 2^32) and
// e2 = 2^49 - s1^2 M in [0, 2^39) (bounded over every M), so
// s1 = 64 s0 + (n1 s0 >> 32) and s2 = 2048 s1 + (e2 s1 >> 39), n1 needs
// s0^2 M only modulo 2^33 and e2 s1^2 M modulo 2^39.
// NaN -> 0x7FFFFFFF; zero or denormal -> +Inf (-Inf for -0 without
// zero-wins); with zero-wins (zw_i: NV20, NV30 VP1) the operand's sign is
// ignored, without it a negative operand gives NaN; +Inf -> +0. NV30
// (V3 = 1): a power of 4 (odd exponent, zero fraction) is exact; NV20 takes
// it through the Newton steps (RSQ(1) = 0x3F7FFFFF).
//
// Stages 2 to 11 of vp_sfu (x_i is register 1, r_o register 11): 2 seed,
// s0^2 (a 7-input table in logic), special cases; 3 s0^2 M (14 x 18,
// 14 x 7); 4 n1; 5 n1 s0 (17 x 7, 16 x 8); 6 s1; 7 s1^2 (13 x 13);
// 8 s1^2 M modulo 2^39 (four products: 18 x 18, 18 x 7, 8 x 18, 3 x 3);
// 9 e2; 10 e2 s1 (18 x 13 twice, 3 x 13); 11 s2 and the result word.
// Latency 10.
module vp_sfu_rsq #(
  parameter integer V3        = 1,   // 1: NV30 (version 3), 0: NV20
  parameter         TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire        clk_i,
  input  wire [31:0] x_i,     // the operand (register 1)
  input  wire        zw_i,    // zero-wins mode: the sign is ignored
  output wire [31:0] r_o      // register 11
);
  // s0^2 for every 7-bit seed: a table in logic (no multiplier)
  function [13:0] sq7(input [6:0] v);
    integer i;
    begin
      sq7 = 14'd0;
      for (i = 0; i < 128; i = i + 1)
        if (v == i[6:0]) sq7 = i[13:0] * i[13:0];
    end
  endfunction

  // ---- stage 2: seed and its square, M, exponent, special cases ----
  wire        sx  = x_i[31] && !zw_i;
  wire [7:0]  ex  = x_i[30:23];
  wire [22:0] fx  = x_i[22:0];
  wire        fz  = fx == 23'd0;
  wire [6:0]  s0_rom;
  vp_sfu_rom #(.W(7), .FW(8), .N(128), .AW(7), .FILE({TABLE_DIR, "rsq_seed.hex"})) u_seed (
    .clk_i(clk_i), .addr_i({~ex[0], fx[22:17]}), .data_o(s0_rom));
  wire        exact = (V3 != 0) && ex[0] && fz;
  // (380 - e) / 2 = 190 - ceil(e / 2), plus one for an exact power of 4
  wire [7:0]  er  = 8'd190 - {1'b0, ex[7:1]} - {7'd0, ex[0]} + {7'd0, exact};
  reg  [8:0]  hi_d;
  reg  [1:0]  frm_d;   // 0: the Newton fraction, 1: zero, 2: all ones
  always @* begin
    hi_d = {1'b0, er}; frm_d = exact ? 2'd1 : 2'd0;
    if (ex == 8'hFF && !fz) begin
      hi_d = 9'h0FF; frm_d = 2'd2;                 // NaN
    end else if (ex == 8'd0) begin
      hi_d = {sx, 8'hFF}; frm_d = 2'd1;            // +-Inf
    end else if (sx) begin
      hi_d = 9'h0FF; frm_d = 2'd2;                 // NaN
    end else if (ex == 8'hFF) begin
      hi_d = 9'h000; frm_d = 2'd1;                 // +0
    end
  end
  reg [6:0]  s0_2;
  reg [13:0] sq0_2;
  reg [24:0] m_2;
  always @(posedge clk_i) begin
    s0_2  <= s0_rom;
    sq0_2 <= sq7(s0_rom);
    m_2   <= ex[0] ? {2'b01, fx} : {1'b1, fx, 1'b0};
  end
  wire [10:0] hf_10;
  vp_delay #(.W(11), .N(9)) u_hf (.clk_i(clk_i), .rst_ni(1'b1), .d_i({hi_d, frm_d}), .q_o(hf_10));
  // M again in stage 8
  wire [24:0] m_7;
  vp_delay #(.W(25), .N(5)) u_m (.clk_i(clk_i), .rst_ni(1'b1), .d_i(m_2), .q_o(m_7));

  // ---- stage 3: s0^2 M modulo 2^33 ----
  reg [31:0] al_3;     // s0^2 M[17:0]
  reg [14:0] ah_3;     // (s0^2 M[24:18]) mod 2^15
  reg [6:0]  s0_3;
  wire [14:0] ah = {1'b0, sq0_2} * {8'd0, m_2[24:18]};
  always @(posedge clk_i) begin
    al_3 <= sq0_2 * m_2[17:0];
    ah_3 <= ah;
    s0_3 <= s0_2;
  end

  // ---- stage 4: n1 = 2^37 - s0^2 M, 33 bits signed (2^37 is 0 mod 2^33) ----
  reg [32:0] n1_4;
  reg [6:0]  s0_4;
  always @(posedge clk_i) begin
    n1_4 <= 33'd0 - {1'b0, al_3} - {ah_3, 18'd0};
    s0_4 <= s0_3;
  end

  // ---- stage 5: n1 s0 in two products ----
  reg [23:0]        ql_5;    // n1[16:0] s0
  reg signed [22:0] qh_5;    // n1[32:17] (signed) s0
  reg [6:0]         s0_5;
  always @(posedge clk_i) begin
    ql_5 <= n1_4[16:0] * s0_4;
    qh_5 <= $signed(n1_4[32:17]) * $signed({1'b0, s0_4});
    s0_5 <= s0_4;
  end

  // ---- stage 6: s1 = (s0 2^38 + n1 s0) >> 32 (13 bits) ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire signed [45:0] y1 = $signed({1'b0, s0_5, 38'd0}) + $signed({22'd0, ql_5}) +
                          $signed({{6{qh_5[22]}}, qh_5, 17'd0});   // s1 = bits 44:32
  /* verilator lint_on UNUSEDSIGNAL */
  reg [12:0] s1_6;
  always @(posedge clk_i) s1_6 <= y1[44:32];

  // ---- stage 7: s1^2 ----
  reg [25:0] sq1_7;
  reg [12:0] s1_7;
  always @(posedge clk_i) begin
    sq1_7 <= s1_6 * s1_6;
    s1_7  <= s1_6;
  end

  // ---- stage 8: s1^2 M modulo 2^39, four products ----
  reg [35:0] bll_8;    // s1^2[17:0] M[17:0]
  reg [20:0] blh_8;    // (s1^2[17:0] M[24:18]) mod 2^21
  reg [20:0] bhl_8;    // (s1^2[25:18] M[17:0]) mod 2^21
  reg [2:0]  bhh_8;    // (s1^2[25:18] M[24:18]) mod 2^3
  reg [12:0] s1_8;
  always @(posedge clk_i) begin
    bll_8 <= sq1_7[17:0] * m_7[17:0];
    blh_8 <= {3'd0, sq1_7[17:0]} * {14'd0, m_7[24:18]};
    bhl_8 <= {13'd0, sq1_7[25:18]} * {3'd0, m_7[17:0]};
    bhh_8 <= sq1_7[20:18] * m_7[20:18];
    s1_8  <= s1_7;
  end

  // ---- stage 9: e2 = 2^49 - s1^2 M, in [0, 2^39) (2^49 is 0 mod 2^39) ----
  wire [38:0] e2 = 39'd0 - {3'd0, bll_8} - {blh_8, 18'd0} - {bhl_8, 18'd0} - {bhh_8, 36'd0};
  reg  [38:0] e2_9;
  reg  [12:0] s1_9;
  always @(posedge clk_i) begin
    e2_9 <= e2;
    s1_9 <= s1_8;
  end

  // ---- stage 10: e2 s1 in three products ----
  reg [30:0] r0_10, r1_10;
  reg [15:0] r2_10;
  reg [12:0] s1_10;
  always @(posedge clk_i) begin
    r0_10 <= e2_9[17:0] * s1_9;
    r1_10 <= e2_9[35:18] * s1_9;
    r2_10 <= e2_9[38:36] * s1_9;
    s1_10 <= s1_9;
  end

  // ---- stage 11: s2 = (s1 2^50 + e2 s1) >> 39, the result word ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] y2 = {1'b0, s1_10, 50'd0} + {33'd0, r0_10} + {15'd0, r1_10, 18'd0} + {12'd0, r2_10, 36'd0};  // fraction 61:39
  /* verilator lint_on UNUSEDSIGNAL */
  wire [22:0] fr = (hf_10[1:0] == 2'd1) ? 23'd0 : (hf_10[1:0] == 2'd2) ? 23'h7FFFFF : y2[61:39];
  reg  [31:0] r_11;
  always @(posedge clk_i) r_11 <= {hf_10[10:2], fr};
  assign r_o = r_11;
endmodule
