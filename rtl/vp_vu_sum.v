// vp_vu_sum: the NV20/NV30 vertex unit's multi-operand aligned sum
// (envytools nvhw/xf.c xf_sum): N binary32 addends (N = 2 or 4) aligned
// in one fixed-point accumulator, the bits of an addend that fall below it
// dropped (no sticky bit, no rounding), one normalisation and one
// truncation at the end. ADD, SUB, MAD's add and FRC's add use it with two
// addends (unused ones +0), DP3/DP4/DPH with three or four products.
//
// Six steps, registers after the first five (inside); r_o is
// combinational out of the sixth, the user registers it:
//   A1 (vp_vu stage 4): classes (NaN, +-Inf), each addend's significand
//      (implicit one; a denormal: version 2 its fraction at exponent field
//      0, version 3 nothing), the largest exponent emax and each addend's
//      distance below it (all pairwise differences at once, the largest
//      picked after them);
//   A2 (5): each significand, 5 bits up, shifted right by its distance
//      (the bits that fall below the accumulator's bit 0 are lost),
//      negated when the addend is negative;
//   A3 (6): the sum (32-bit two's complement with N = 4, 31 with N = 2);
//   A4 (7): the result's sign, its magnitude, zero, leading zeros;
//   A5 (8): normalisation (leading one to bit 30), exponent
//      emax + 2 - leading zeros and its range;
//   A6 (9): truncation to 24 bits and the result pattern.
// Latency: r_o is the sum of the v_i of five clocks before.
// Rules: any NaN addend -> 0x7FFFFFFF; +Inf and -Inf -> 0x7FFFFFFF; else
// an infinite addend gives that infinity; an exact zero sum is +0; a
// result exponent <= 0 gives the zero of the sum's sign; >= 255 gives
// 0x7F7FFFFF with the sign (version 2: v3_i = 0) or Inf (version 3).
// Data registers only: nothing is reset.
module vp_vu_sum #(
  parameter integer N = 4             // addends: 2 or 4
) (
  input  wire          clk_i,
  input  wire [32*N-1:0] v_i,         // A1: addend i at [32i+31:32i]
  input  wire          v3_i,          // A1: 1: version 3 (NV30, FRC), 0: version 2 (NV20)
  output wire [31:0]   r_o            // A6: the sum (combinational)
);
  localparam [31:0] CNAN = 32'h7FFF_FFFF;
  localparam integer AW = (N > 2) ? 32 : 31;   // accumulator: N * 2^29 < 2^(AW-1)
  localparam [1:0] S_FIN = 2'd0, S_NAN = 2'd1, S_INF = 2'd2;

  // ------------------------------------------------------------ A1
  // per addend i (flat vectors, field i at [W*i +: W]): exponent field,
  // significand, sign
  reg [8*N-1:0]  e;
  reg [24*N-1:0] m;
  reg [N-1:0]    s;
  reg            any_nan, infp, infn;
  integer i, j;
  always @* begin
    any_nan = 1'b0;
    infp = 1'b0;
    infn = 1'b0;
    for (i = 0; i < N; i = i + 1) begin
      e[8*i +: 8] = v_i[32*i+23 +: 8];
      s[i]        = v_i[32*i+31];
      if (v_i[32*i+23 +: 8] != 8'd0) m[24*i +: 24] = {1'b1, v_i[32*i +: 23]};
      else if (v3_i)                  m[24*i +: 24] = 24'd0;
      else                            m[24*i +: 24] = {1'b0, v_i[32*i +: 23]};
      if (v_i[32*i+23 +: 8] == 8'hFF) begin
        if (v_i[32*i +: 23] != 23'd0) any_nan = 1'b1;
        else if (v_i[32*i+31])        infn = 1'b1;
        else                          infp = 1'b1;
      end
    end
  end
  wire [1:0] spec = (any_nan || (infp && infn)) ? S_NAN : (infp || infn) ? S_INF : S_FIN;

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
  reg [N-1:0]    s_q;
  reg [5*N-1:0]  d_q;
  reg [7:0]      emax_q4;
  reg [1:0]      spec_q4;
  reg            sinf_q4, v3_q4;
  always @(posedge clk_i) begin
    m_q     <= m;
    s_q     <= s;
    d_q     <= dsat;
    emax_q4 <= emax;
    spec_q4 <= spec;
    sinf_q4 <= infn;
    v3_q4   <= v3_i;
  end

  // ------------------------------------------------------------ A2
  // addend i as m * 2^5 >> d (exactly xf_sum's shift by er - ev - 7 with
  // er = emax + 2, which for d < 5 is a left shift by 5 - d): the largest
  // addend's significand at bits 28..5, the accumulator's bit 0 worth
  // 2^(emax - 155); negated when the addend is negative
  reg [28:0]     t;
  reg [AW*N-1:0] x;
  always @* begin
    for (i = 0; i < N; i = i + 1) begin
      t = {m_q[24*i +: 24], 5'd0} >> d_q[5*i +: 5];
      x[AW*i +: AW] = s_q[i] ? ({AW{1'b0}} - {{(AW-29){1'b0}}, t}) : {{(AW-29){1'b0}}, t};
    end
  end
  reg [AW*N-1:0] x_q;
  reg [7:0]      emax_q5;
  reg [1:0]      spec_q5;
  reg            sinf_q5, v3_q5;
  always @(posedge clk_i) begin
    x_q     <= x;
    emax_q5 <= emax_q4;
    spec_q5 <= spec_q4;
    sinf_q5 <= sinf_q4;
    v3_q5   <= v3_q4;
  end

  // ------------------------------------------------------------ A3
  // two levels of adds for N = 4: (x0 + x1) + (x2 + x3)
  wire [AW-1:0] acc;
  generate
    if (N > 2) begin : g_add4
      wire [AW-1:0] p01 = x_q[0 +: AW] + x_q[AW +: AW];
      wire [AW-1:0] p23 = x_q[2*AW +: AW] + x_q[3*AW +: AW];
      assign acc = p01 + p23;
    end else begin : g_add2
      assign acc = x_q[0 +: AW] + x_q[AW +: AW];
    end
  endgenerate
  reg [AW-1:0] acc_q;
  reg [7:0]    emax_q6;
  reg [1:0]    spec_q6;
  reg          sinf_q6, v3_q6;
  always @(posedge clk_i) begin
    acc_q   <= acc;
    emax_q6 <= emax_q5;
    spec_q6 <= spec_q5;
    sinf_q6 <= sinf_q5;
    v3_q6   <= v3_q5;
  end

  // ------------------------------------------------------------ A4
  wire         sr  = acc_q[AW-1];
  wire [30:0]  neg = 31'd0 - acc_q[30:0];     // |sum| < 2^30 (N = 2), 2^31 (N = 4)
  wire [30:0]  mag = sr ? neg[30:0] : acc_q[30:0];
  wire         zero = (acc_q == {AW{1'b0}});
  reg  [4:0]   lz;          // leading zeros of mag[30:0] (mag != 0)
  integer k;
  always @* begin
    lz = 5'd0;
    for (k = 0; k <= 30; k = k + 1)
      if (mag[k]) lz = 5'd30 - k[4:0];
  end
  reg [30:0] mag_q;
  reg [4:0]  lz_q;
  reg        sr_q7, zero_q7, sinf_q7, v3_q7;
  reg [7:0]  emax_q7;
  reg [1:0]  spec_q7;
  always @(posedge clk_i) begin
    mag_q   <= mag;
    lz_q    <= lz;
    sr_q7   <= sr;
    zero_q7 <= zero;
    emax_q7 <= emax_q6;
    spec_q7 <= spec_q6;
    sinf_q7 <= sinf_q6;
    v3_q7   <= v3_q6;
  end

  // ------------------------------------------------------------ A5
  /* verilator lint_off UNUSEDSIGNAL */
  wire [30:0] nrm = mag_q << lz_q;               // bit 30 set; bits 6..0 truncated in A6
  /* verilator lint_on UNUSEDSIGNAL */
  wire signed [9:0] er = $signed({2'b00, emax_q7}) + 10'sd2 - $signed({5'd0, lz_q});
  reg [22:0] frac_q;
  reg [7:0]  ef_q;
  reg        unf_q, ovf_q, sr_q8, zero_q8, sinf_q8, v3_q8;
  reg [1:0]  spec_q8;
  always @(posedge clk_i) begin
    frac_q  <= nrm[29:7];
    ef_q    <= er[7:0];
    unf_q   <= (er <= 10'sd0);
    ovf_q   <= (er >= 10'sd255);
    sr_q8   <= sr_q7;
    zero_q8 <= zero_q7;
    spec_q8 <= spec_q7;
    sinf_q8 <= sinf_q7;
    v3_q8   <= v3_q7;
  end

  // ------------------------------------------------------------ A6
  reg [31:0] r;
  always @* begin
    case (spec_q8)
      S_NAN:   r = CNAN;
      S_INF:   r = {sinf_q8, 31'h7F80_0000};
      default: begin
        if (zero_q8)     r = 32'd0;
        else if (unf_q)  r = {sr_q8, 31'd0};
        else if (ovf_q)  r = {sr_q8, v3_q8 ? 31'h7F80_0000 : 31'h7F7F_FFFF};
        else             r = {sr_q8, ef_q, frac_q};
      end
    endcase
  end
  assign r_o = r;
endmodule
