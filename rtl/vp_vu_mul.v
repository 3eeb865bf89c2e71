// vp_vu_mul: one lane's binary32 multiply as the NV20/NV30 vertex unit
// computes it (envytools nvhw/fp.c fp32_mul with the chip's flags: FP_FTZ,
// FP_MUL_POS_ZERO, FP_RZ on NV20 / FP_RZO on NV30, FP_ZERO_WINS by zw_i).
//
// Four stages, registers between them (inside); r_o is combinational out
// of the fourth, the user registers it:
//   M1 (vp_vu stage 2): the four partial products of the 24 x 24-bit
//      significands (18/6-bit halves: the shapes of an 18 x 18 DSP block),
//      the special case (decided by the operand classes alone), the
//      exponent ea + eb - 127 and its range for both positions of the
//      product's leading one;
//   M2a (stage 3): the three low partial products' sum (31 bits: hl and
//      lh at bit 6, ll at bit 0); hh registered beside it;
//   M2c (stage 4): hh + the low sum's bits 30:12, the product's bits 47:12
//      (its 25 high bits registered: the kept 24 and the one below when
//      the leading one is at bit 46);
//   M2b (stage 5): the leading one (bit 47 or 46), truncation to 24 bits,
//      the result pattern.
// M2a and M2b were one stage until 2026-11-29 (11.85 ns on the ULX3S at
// 5c12317, with the DSP blocks' registers in the fabric; docs/synth-log.md);
// M2a's one sum of the four partial products (48 bits) was among the
// ULX3S's worst paths at be844c1 (11.68 ns at 84.4 MHz; fpga/REPORT.md):
// M2a and M2c split it.
// The partial products are registered in vp_mul_q (with VP_ECP5, the FPGA
// flow's, the MULT18X18D's own output register; else flip-flops).
// MUL_LUT = 1: the 6 x 6-bit partial product from LUTs (vp_mul_q LUT), so a
// lane takes three MULT18X18D, not four (the small configuration, vp_vu).
// Latency: r_o is the product of the a_i, b_i of three clocks before.
// Rules:
//   - a zero or denormal factor reads as zero (flush);
//   - zw_i (zero-wins: NV20, NV30 running VP1.x): a zero factor gives +0
//     even against Inf or NaN;
//   - NaN factor -> 0x7FFFFFFF; Inf * 0 -> 0x7FFFFFFF; Inf * x -> Inf;
//   - a zero product is +0 whatever the signs;
//   - the exact product truncated toward zero; a result exponent <= 0
//     gives the zero of the product's sign; >= 255 gives 0x7F7FFFFF with
//     the sign (GPU 20) or Inf with the sign (GPU 30).
// Data registers only: nothing is reset.
module vp_vu_mul #(
  parameter integer GPU     = 30,     // 20: NV20, 30: NV30 (vp_vu checks)
  parameter integer MUL_LUT = 0       // 1: the 6 x 6 partial product from LUTs
) (
  input  wire        clk_i,
  input  wire [31:0] a_i,             // M1
  input  wire [31:0] b_i,             // M1
  input  wire        zw_i,            // M1: zero-wins rule
  output wire [31:0] r_o              // M2b: the product (combinational)
);
  localparam [31:0] CNAN = 32'h7FFF_FFFF;
  localparam [30:0] OVF  = (GPU == 20) ? 31'h7F7F_FFFF : 31'h7F80_0000;
  // special-case codes
  localparam [1:0] S_FIN = 2'd0, S_ZERO = 2'd1, S_NAN = 2'd2, S_INF = 2'd3;

  // ------------------------------------------------------------ M1
  wire [7:0] ea = a_i[30:23];
  wire [7:0] eb = b_i[30:23];
  wire za = (ea == 8'd0);
  wire zb = (eb == 8'd0);
  wire xa = (ea == 8'hFF);
  wire xb = (eb == 8'hFF);
  wire na = xa && (a_i[22:0] != 23'd0);
  wire nb = xb && (b_i[22:0] != 23'd0);
  reg [1:0] spec;
  always @* begin
    if (zw_i && (za || zb))  spec = S_ZERO;
    else if (na || nb)       spec = S_NAN;
    else if (xa || xb)       spec = (za || zb) ? S_NAN : S_INF;
    else if (za || zb)       spec = S_ZERO;
    else                     spec = S_FIN;
  end
  // exponent with the leading one at bit 46 (e0) or 47 (e0 + 1), -125..381
  wire signed [9:0] e0 = $signed({2'b00, ea}) + $signed({2'b00, eb}) - 10'sd127;
  wire [7:0] e1 = e0[7:0] + 8'd1;
  wire unf0 = (e0 <= 10'sd0);
  wire unf1 = (e0 <= -10'sd1);
  wire ovf0 = (e0 >= 10'sd255);
  wire ovf1 = (e0 >= 10'sd254);
  // significands as 18 high and 6 low bits
  wire [23:0] sa = {1'b1, a_i[22:0]};
  wire [23:0] sb = {1'b1, b_i[22:0]};
  // the partial products, registered (vp_mul_q: with VP_ECP5 in the DSP
  // blocks' own output registers)
  wire [35:0] hh_q;
  wire [23:0] hl_q, lh_q;
  wire [11:0] ll_q;
  vp_mul_q #(.AW(18), .BW(18), .PW(36)) u_hh (.clk_i(clk_i), .a_i(sa[23:6]), .b_i(sb[23:6]), .p_o(hh_q));
  vp_mul_q #(.AW(18), .BW(6), .PW(24)) u_hl (.clk_i(clk_i), .a_i(sa[23:6]), .b_i(sb[5:0]), .p_o(hl_q));
  vp_mul_q #(.AW(6), .BW(18), .PW(24)) u_lh (.clk_i(clk_i), .a_i(sa[5:0]), .b_i(sb[23:6]), .p_o(lh_q));
  vp_mul_q #(.AW(6), .BW(6), .PW(12), .LUT(MUL_LUT)) u_ll (.clk_i(clk_i), .a_i(sa[5:0]), .b_i(sb[5:0]),
    .p_o(ll_q));

  reg  [1:0]  spec_q;
  reg         sign_q, unf0_q, unf1_q, ovf0_q, ovf1_q;
  reg  [7:0]  e0_q, e1_q;
  always @(posedge clk_i) begin
    spec_q <= spec;
    sign_q <= a_i[31] ^ b_i[31];
    unf0_q <= unf0;
    unf1_q <= unf1;
    ovf0_q <= ovf0;
    ovf1_q <= ovf1;
    e0_q   <= e0[7:0];
    e1_q   <= e1;
  end

  // ------------------------------------------------------------ M2a
  // the exact 48-bit significand product is {hh, 12'd0} + lo; the bits
  // below the 24 kept are truncated (round toward zero), they only carry
  // into the kept ones. lo < 2^31 (hl, lh < 2^24 at bit 6, ll < 2^12);
  // its bits 11:0 are the product's own (hh starts at bit 12): only bits
  // 30:12 are kept
  /* verilator lint_off UNUSEDSIGNAL */
  wire [30:0] lo = {1'b0, hl_q, 6'd0} + {1'b0, lh_q, 6'd0} + {19'd0, ll_q};
  /* verilator lint_on UNUSEDSIGNAL */
  reg  [18:0] lo_q1;          // lo[30:12]
  reg  [35:0] hh_q1;
  always @(posedge clk_i) begin
    lo_q1 <= lo[30:12];
    hh_q1 <= hh_q;
  end
  // M1's special case, sign, exponents and ranges, carried past M2a and
  // M2c to M2b
  wire [1:0]  spec_q2;
  wire        sign_q2, unf0_q2, unf1_q2, ovf0_q2, ovf1_q2;
  wire [7:0]  e0_q2, e1_q2;
  vp_delay #(.W(2 + 5 + 16), .N(2)) u_m1 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({spec_q, sign_q, unf0_q, unf1_q, ovf0_q, ovf1_q, e0_q, e1_q}),
    .q_o({spec_q2, sign_q2, unf0_q2, unf1_q2, ovf0_q2, ovf1_q2, e0_q2, e1_q2}));

  // ------------------------------------------------------------ M2c
  // the product's bits 47:12
  /* verilator lint_off UNUSEDSIGNAL */
  wire [35:0] p_hi = hh_q1 + {17'd0, lo_q1};
  /* verilator lint_on UNUSEDSIGNAL */
  reg  [24:0] p_q2;           // the product's bits 47:23
  always @(posedge clk_i) p_q2 <= p_hi[35:11];

  // ------------------------------------------------------------ M2b
  wire        top  = p_q2[24];
  wire [22:0] frac = top ? p_q2[23:1] : p_q2[22:0];
  wire [7:0]  ef   = top ? e1_q2 : e0_q2;
  wire        unf  = top ? unf1_q2 : unf0_q2;
  wire        ovf  = top ? ovf1_q2 : ovf0_q2;
  reg [31:0] r;
  always @* begin
    case (spec_q2)
      S_ZERO:  r = 32'd0;
      S_NAN:   r = CNAN;
      S_INF:   r = {sign_q2, 31'h7F80_0000};
      default: r = unf ? {sign_q2, 31'd0} : ovf ? {sign_q2, OVF} : {sign_q2, ef, frac};
    endcase
  end
  assign r_o = r;
endmodule
