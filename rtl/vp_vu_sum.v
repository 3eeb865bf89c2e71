// vp_vu_sum: the NV20/NV30 vertex unit's multi-operand aligned sum
// (envytools nvhw/xf.c xf_sum): N binary32 addends (N = 2 or 4) aligned
// in one fixed-point accumulator, the bits of an addend that fall below it
// dropped (no sticky bit, no rounding), one normalisation and one
// truncation at the end. ADD, SUB, MAD's add and FRC's add use it with two
// addends (unused ones +0), DP3/DP4/DPH with three or four products.
//
// The addends registered on entry (A0, vp_vu stage 5: the route from the
// other lanes' products and the lane's choice of addends ends there, not
// in A1's compares; 11.12 ns into A1's register on the ULX3S at 5c12317),
// then six steps, registers after the first five (inside); r_o is
// combinational out of the sixth, the user registers it:
//   A1 (vp_vu stage 6): each addend's class (NaN, Inf), its significand
//      (implicit one; a denormal: version 2 its fraction at exponent field
//      0, version 3 nothing), the largest exponent emax and each addend's
//      distance below it (all pairwise differences at once, the largest
//      picked after them);
//   A2 (7): the special result (NaN, +-Inf) from the classes; each
//      significand, 5 bits up, shifted right by its distance (the bits
//      that fall below the accumulator's bit 0 are lost), inverted when
//      the addend is negative (ones' complement: the +1s follow in A3/A4);
//   A3 (8): the sum in carry-save form (two 3:2 rows for N = 4) and one
//      carry-propagate add; the negative addends' +1s ride the free low
//      bits of the carry rows and the carry input, the last one's is left
//      to A4;
//   A4 (9): the sign, the magnitude (|sum| from the ones' complement and
//      the last +1 in one add), zero, the leading zeros of the ones'
//      complement (a tree, beside the add: the magnitude's leading one is
//      there or one place higher);
//   A5 (10): normalisation shift (the leading one to bit 30, or 31 when it
//      was one place higher), both exponents emax + 2 - leading zeros
//      (+ 1) and their range;
//   A6 (11): the leading one's place picks the exponent and 23 fraction
//      bits (truncation), the result pattern.
// Latency: r_o is the sum of the v_i of six clocks before.
// Rules: any NaN addend -> 0x7FFFFFFF; +Inf and -Inf -> 0x7FFFFFFF; else
// an infinite addend gives that infinity; an exact zero sum is +0; a
// result exponent <= 0 gives the zero of the sum's sign; >= 255 gives
// 0x7F7FFFFF with the sign (version 2: v3_i = 0) or Inf (version 3).
// Data registers only: nothing is reset.
module vp_vu_sum #(
  parameter integer N = 4             // addends: 2 or 4
) (
  input  wire            clk_i,
  input  wire [32*N-1:0] v_i,         // A0: addend i at [32i+31:32i]
  input  wire            v3_i,        // A0: 1: version 3 (NV30, FRC), 0: version 2 (NV20)
  output wire [31:0]     r_o          // A6: the sum (combinational)
);
  localparam [31:0] CNAN = 32'h7FFF_FFFF;
  localparam integer AW = (N > 2) ? 32 : 31;   // accumulator: |sum| < N * 2^29 <= 2^(AW-1)
  localparam [1:0] S_FIN = 2'd0, S_NAN = 2'd1, S_INF = 2'd2;

  // leading zeros of a nonzero 32-bit value, as a tree: 2-bit groups, then
  // four levels each merging two neighbours (the high one's count if it
  // has a one, else the low one's with the high one's width added)
  function [4:0] lzc32;
    input [31:0] z;
    reg [15:0] v1, c1;
    reg [7:0]  v2;
    reg [15:0] c2;
    reg [3:0]  v3;
    reg [11:0] c3;
    reg        v4;   // the high half has a one (the low half's is not needed: z != 0)
    reg [7:0]  c4;
    integer g;
    begin
      for (g = 0; g < 16; g = g + 1) begin
        v1[g] = z[2*g+1] | z[2*g];
        c1[g] = !z[2*g+1];
      end
      for (g = 0; g < 8; g = g + 1) begin
        v2[g] = v1[2*g+1] | v1[2*g];
        c2[2*g +: 2] = v1[2*g+1] ? {1'b0, c1[2*g+1]} : {1'b1, c1[2*g]};
      end
      for (g = 0; g < 4; g = g + 1) begin
        v3[g] = v2[2*g+1] | v2[2*g];
        c3[3*g +: 3] = v2[2*g+1] ? {1'b0, c2[2*(2*g+1) +: 2]} : {1'b1, c2[2*(2*g) +: 2]};
      end
      for (g = 0; g < 2; g = g + 1)
        c4[4*g +: 4] = v3[2*g+1] ? {1'b0, c3[3*(2*g+1) +: 3]} : {1'b1, c3[3*(2*g) +: 3]};
      v4 = v3[3] | v3[2];
      lzc32 = v4 ? {1'b0, c4[7:4]} : {1'b1, c4[3:0]};
    end
  endfunction

  // ------------------------------------------------------------ A0
  reg [32*N-1:0] v_q5;
  reg            v3_q5;
  always @(posedge clk_i) begin
    v_q5  <= v_i;
    v3_q5 <= v3_i;
  end

  // ------------------------------------------------------------ A1
  // per addend i (flat vectors, field i at [W*i +: W]): exponent field,
  // significand, sign, class
  reg [8*N-1:0]  e;
  reg [24*N-1:0] m;
  reg [N-1:0]    s, nan, inf;
  integer i, j;
  always @* begin
    for (i = 0; i < N; i = i + 1) begin
      e[8*i +: 8] = v_q5[32*i+23 +: 8];
      s[i]        = v_q5[32*i+31];
      nan[i]      = (v_q5[32*i+23 +: 8] == 8'hFF) && (v_q5[32*i +: 23] != 23'd0);
      inf[i]      = (v_q5[32*i+23 +: 8] == 8'hFF) && (v_q5[32*i +: 23] == 23'd0);
      if (v_q5[32*i+23 +: 8] != 8'd0) m[24*i +: 24] = {1'b1, v_q5[32*i +: 23]};
      else if (v3_q5)                  m[24*i +: 24] = 24'd0;
      else                            m[24*i +: 24] = {1'b0, v_q5[32*i +: 23]};
    end
  end

  // g[i][j] = e[i] - e[j] (9 bits, bit 8 set when e[i] < e[j]) at
  // [9*(N*i+j) +: 9], all at once; the largest exponent is the first whose
  // differences are all >= 0, and each addend's distance below it is the
  // winner's difference to it: no subtraction after the compare
  reg [9*N*N-1:0] g;
  reg [N-1:0]     ismax, win;
  reg             taken;
  reg [7:0]       emax, dd;
  reg [5*N-1:0]   dsat;
  always @* begin
    for (i = 0; i < N; i = i + 1)
      for (j = 0; j < N; j = j + 1)
        g[9*(N*i+j) +: 9] = {1'b0, e[8*i +: 8]} - {1'b0, e[8*j +: 8]};
    taken = 1'b0;
    for (i = 0; i < N; i = i + 1) begin
      ismax[i] = 1'b1;
      for (j = 0; j < N; j = j + 1)
        if (j != i && g[9*(N*i+j)+8]) ismax[i] = 1'b0;
      win[i] = ismax[i] && !taken;
      taken  = taken || ismax[i];
    end
    emax = 8'd0;
    for (i = 0; i < N; i = i + 1) begin
      dd = 8'd0;
      for (j = 0; j < N; j = j + 1)
        if (win[j]) dd = dd | g[9*(N*j+i) +: 8];
      if (win[i]) emax = emax | e[8*i +: 8];
      // a distance of 29 and more shifts every bit out of the 29-bit value
      dsat[5*i +: 5] = (dd[7:5] != 3'd0) ? 5'd31 : dd[4:0];
    end
  end

  reg [24*N-1:0] m_q;
  reg [N-1:0]    s_q6, nan_q, inf_q;
  reg [5*N-1:0]  d_q;
  reg [7:0]      emax_q6;
  reg            v3_q6;
  always @(posedge clk_i) begin
    m_q     <= m;
    s_q6    <= s;
    nan_q   <= nan;
    inf_q   <= inf;
    d_q     <= dsat;
    emax_q6 <= emax;
    v3_q6   <= v3_q5;
  end

  // ------------------------------------------------------------ A2
  wire infp = |(inf_q & ~s_q6);
  wire infn = |(inf_q & s_q6);
  wire [1:0] spec = (|nan_q || (infp && infn)) ? S_NAN : (infp || infn) ? S_INF : S_FIN;
  // addend i as t = m * 2^5 >> d (exactly xf_sum's shift by er - ev - 7
  // with er = emax + 2, which for d < 5 is a left shift by 5 - d): the
  // largest addend's significand at bits 28..5, the accumulator's bit 0
  // worth 2^(emax - 155); ~t for a negative addend (-t = ~t + 1)
  reg [28:0]     t;
  reg [AW*N-1:0] x;
  always @* begin
    for (i = 0; i < N; i = i + 1) begin
      t = {m_q[24*i +: 24], 5'd0} >> d_q[5*i +: 5];
      x[AW*i +: AW] = {{(AW-29){1'b0}}, t} ^ {AW{s_q6[i]}};
    end
  end
  reg [AW*N-1:0] x_q;
  reg [N-1:0]    s_q7;
  reg [7:0]      emax_q7;
  reg [1:0]      spec_q7;
  reg            sinf_q7, v3_q7;
  always @(posedge clk_i) begin
    x_q     <= x;
    s_q7    <= s_q6;
    emax_q7 <= emax_q6;
    spec_q7 <= spec;
    sinf_q7 <= infn;
    v3_q7   <= v3_q6;
  end

  // ------------------------------------------------------------ A3
  // acc1 = sum - s[N-1]: every addend's +1 but the last one's
  wire [AW-1:0] acc1;
  generate
    if (N > 2) begin : g_add4
      wire [AW-1:0] x0 = x_q[0 +: AW], x1 = x_q[AW +: AW], x2 = x_q[2*AW +: AW], x3 = x_q[3*AW +: AW];
      // two 3:2 rows; a carry row's bit 0 is free for one +1
      wire [AW-1:0] s1 = x0 ^ x1 ^ x2;
      wire [AW-1:0] k1 = (x0 & x1) | (x0 & x2) | (x1 & x2);
      wire [AW-1:0] c1 = {k1[AW-2:0], s_q7[0]};
      wire [AW-1:0] s2 = s1 ^ c1 ^ x3;
      wire [AW-1:0] k2 = (s1 & c1) | (s1 & x3) | (c1 & x3);
      wire [AW-1:0] c2 = {k2[AW-2:0], s_q7[1]};
      assign acc1 = s2 + c2 + {{(AW-1){1'b0}}, s_q7[2]};
      /* verilator lint_off UNUSEDSIGNAL */
      wire unused_k = k1[AW-1] ^ k2[AW-1];   // carries out of the accumulator (mod 2^AW)
      /* verilator lint_on UNUSEDSIGNAL */
    end else begin : g_add2
      assign acc1 = x_q[0 +: AW] + x_q[AW +: AW] + {{(AW-1){1'b0}}, s_q7[0]};
    end
  endgenerate
  reg [AW-1:0] acc_q;
  reg [7:0]    emax_q8;
  reg [1:0]    spec_q8;
  reg          sl_q8, sinf_q8, v3_q8;
  always @(posedge clk_i) begin
    acc_q   <= acc1;
    sl_q8   <= s_q7[N-1];
    emax_q8 <= emax_q7;
    spec_q8 <= spec_q7;
    sinf_q8 <= sinf_q7;
    v3_q8   <= v3_q7;
  end

  // ------------------------------------------------------------ A4
  // the sum is acc_q + sl: zero when acc_q is 0 and sl clear, or -1 and sl
  // set; otherwise negative exactly when acc_q is
  wire         sr   = acc_q[AW-1];
  wire         zero = sl_q8 ? (acc_q == {AW{1'b1}}) : (acc_q == {AW{1'b0}});
  // y: acc_q's magnitude in ones' complement (< 2^31); |sum| = y + (sr ^ sl)
  wire [30:0]  y    = acc_q[30:0] ^ {31{sr}};
  wire [30:0]  mag  = y + {30'd0, sr ^ sl_q8};
  // leading zeros of y (31 bits; y = 0 counts as 1): |sum|'s leading one
  // is at y's or one place higher
  wire [4:0]   lz   = lzc32({y | 31'd1, 1'b1});
  reg [30:0] mag_q;
  reg [4:0]  lz_q;
  reg        sr_q9, zero_q9, sinf_q9, v3_q9;
  reg [7:0]  emax_q9;
  reg [1:0]  spec_q9;
  always @(posedge clk_i) begin
    mag_q   <= mag;
    lz_q    <= lz;
    sr_q9   <= sr;
    zero_q9 <= zero;
    emax_q9 <= emax_q8;
    spec_q9 <= spec_q8;
    sinf_q9 <= sinf_q8;
    v3_q9   <= v3_q8;
  end

  // ------------------------------------------------------------ A5
  // the leading one at bit 30, or 31 (then the exponent is one more)
  /* verilator lint_off UNUSEDSIGNAL */
  wire [31:0] nrm = {1'b0, mag_q} << lz_q;     // bits 6..0 truncated in A6
  /* verilator lint_on UNUSEDSIGNAL */
  wire signed [9:0] e0 = $signed({2'b00, emax_q9}) + 10'sd2 - $signed({5'd0, lz_q});
  wire [7:0] e1 = e0[7:0] + 8'd1;
  reg [24:0] nrm_q;
  reg [7:0]  e0_q, e1_q;
  reg        unf0_q, ovf0_q, unf1_q, ovf1_q, sr_q10, zero_q10, sinf_q10, v3_q10;
  reg [1:0]  spec_q10;
  always @(posedge clk_i) begin
    nrm_q   <= nrm[31:7];
    e0_q    <= e0[7:0];
    e1_q    <= e1;
    unf0_q  <= (e0 <= 10'sd0);
    ovf0_q  <= (e0 >= 10'sd255);
    unf1_q  <= (e0 <= -10'sd1);
    ovf1_q  <= (e0 >= 10'sd254);
    sr_q10   <= sr_q9;
    zero_q10 <= zero_q9;
    spec_q10 <= spec_q9;
    sinf_q10 <= sinf_q9;
    v3_q10   <= v3_q9;
  end

  // ------------------------------------------------------------ A6
  wire        hi   = nrm_q[24];
  wire [22:0] frac = hi ? nrm_q[23:1] : nrm_q[22:0];
  wire [7:0]  ef   = hi ? e1_q : e0_q;
  wire        unf  = hi ? unf1_q : unf0_q;
  wire        ovf  = hi ? ovf1_q : ovf0_q;
  reg [31:0] r;
  always @* begin
    case (spec_q10)
      S_NAN:   r = CNAN;
      S_INF:   r = {sinf_q10, 31'h7F80_0000};
      default: begin
        if (zero_q10)     r = 32'd0;
        else if (unf)    r = {sr_q10, 31'd0};
        else if (ovf)    r = {sr_q10, v3_q10 ? 31'h7F80_0000 : 31'h7F7F_FFFF};
        else             r = {sr_q10, ef, frac};
      end
    endcase
  end
  assign r_o = r;
endmodule
