// vp_fadd: binary32 add of the vector unit, bit exact with vpf_add() in
// cmodel/vpfloat.c (docs/numerics.md section 2). The same in both rule sets.
//
// Three steps, PIPE selects whether registers sit between them:
//   F1 unpack: denormals to zero, special cases resolved, the operands
//      ordered by magnitude, the alignment distance;
//   F2 align and add: the smaller significand shifted (sticky bit), the
//      27-bit add or subtract;
//   F3 leading zeros of the sum;
//   F4 normalise: shift, exponent, clamp, result select.
// PIPE = 0: combinational (clk_i unused). PIPE = 1: a register after F1
// and after F2, r_o is the sum of the operands of two clocks before. PIPE
// = 2: also one after F3, r_o three clocks after the operands (the vector
// unit's four add stages, the last registered by its user). PIPE = 3: also
// one inside F1, after the magnitude compare, the distance and the prefix
// ORs (F1a) and before the choices the compare makes and the fixed results
// (F1b), r_o four clocks after the operands. PIPE = 4: also one inside F4,
// after the normalising shift, the exponent and its range (F4a) and before
// the result's choice (F4b), r_o five clocks after the operands (the
// vector unit's six add stages with LAT >= 23, vp_vu DEEP).
// Data registers only: nothing is reset.
//   - operands: a denormal reads as the zero of its sign;
//   - NaN operand -> 0x7FC00000; Inf + -Inf -> 0x7FC00000; Inf + x -> Inf;
//   - x + 0 -> x; +0 + -0 -> +0, -0 + -0 -> -0; exact cancellation -> +0;
//   - otherwise the exact sum truncated toward zero, result exponent <= 0
//     flushed to the zero of the larger operand's sign, >= 255 clamped to
//     the largest finite value.
// Datapath: the larger significand with 3 zero bits below it, the smaller
// one aligned to it with 2 extra bits and a sticky bit. Truncation of that
// sum equals truncation of the exact sum: cancellation of more than one
// bit only happens for exponent differences <= 1, where nothing is shifted
// out, and otherwise the sticky bit sits at least one place below the last
// kept bit.
module vp_fadd #(
  parameter integer PIPE = 0
) (
  input  wire        clk_i,      // unused with PIPE = 0
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  output wire [31:0] r_o
);
  localparam [31:0] NAN  = 32'h7FC0_0000;
  localparam [30:0] MAXF = 31'h7F7F_FFFF;

  // ------------------------------------------------------------ F1 unpack
  // operand read: denormals become signed zeros
  wire [31:0] a0 = (a_i[30:23] == 8'd0) ? {a_i[31], 31'd0} : a_i;
  wire [31:0] b0 = (b_i[30:23] == 8'd0) ? {b_i[31], 31'd0} : b_i;

  // big has the larger magnitude (a when equal). The compare reads the raw
  // operands: it differs from one of the read values only when both
  // exponents are 0, whose result (a & b) is fixed whichever is big.
  wire        swap0 = (a_i[30:0] < b_i[30:0]);

  // alignment: shift distance e_big - e_sml saturated at 31 (>= 27 shifts
  // everything out), formed both ways beside the compare and then chosen
  // by it, so no subtraction follows the compare (the big operand's
  // exponent is the larger: each difference is >= 0 where it is chosen)
  wire [7:0]  dab   = a_i[30:23] - b_i[30:23];
  wire [7:0]  dba   = b_i[30:23] - a_i[30:23];
  wire [4:0]  sab   = (dab[7:5] != 3'd0) ? 5'd31 : dab[4:0];
  wire [4:0]  sba   = (dba[7:5] != 3'd0) ? 5'd31 : dba[4:0];
  wire [4:0]  dsat0 = swap0 ? sba : sab;

  // prefix ORs of each fraction, lor[k] = fraction[k:0] != 0: F2's sticky
  // bit is one of the small operand's, chosen by the distance, instead of
  // an OR after the alignment shifter. They are taken of the operand as
  // it comes, not as read: they matter only when the small operand's
  // exponent is not 0 (else the result is fixed in F1b), where the two
  // are the same. Formed in groups of four bits (the OR of each group,
  // the OR of the groups below, then the bits of the group up to k), not
  // as a chain of 22 ORs, which synth_ecp5 left ten LUT levels deep.
  function automatic [22:0] lor23(input [22:0] x_i);
    reg [23:0] x;
    reg [5:0]  g;       // g[j]: bits 4j+3:4j not all 0
    reg [5:0]  gb;      // gb[j]: some bit below group j set
    integer j, k;
    begin
      x = {1'b0, x_i};
      for (j = 0; j < 6; j = j + 1) g[j] = x[4*j +: 4] != 4'd0;
      gb[0] = 1'b0;
      for (j = 1; j < 6; j = j + 1) gb[j] = gb[j-1] | g[j-1];
      for (k = 0; k < 23; k = k + 1)
        case (k % 4)
          0:       lor23[k] = gb[k/4] | x[k];
          1:       lor23[k] = gb[k/4] | x[k] | x[k-1];
          2:       lor23[k] = gb[k/4] | x[k] | x[k-1] | x[k-2];
          default: lor23[k] = gb[k/4] | g[k/4];
        endcase
    end
  endfunction
  wire [22:0] lor_a0 = lor23(a_i[22:0]);
  wire [22:0] lor_b0 = lor23(b_i[22:0]);

  // PIPE = 3: a register here, between the compare and the choices it
  // makes (F1a | F1b); the operands' classes travel with it
  wire spec_a0 = (a0[30:23] == 8'hFF);
  wire spec_b0 = (b0[30:23] == 8'hFF);
  wire nan_a0  = spec_a0 && (a0[22:0] != 23'd0);
  wire nan_b0  = spec_b0 && (b0[22:0] != 23'd0);
  localparam integer W0 = 4 + 32 + 32 + 1 + 5 + 23 + 23;
  wire [W0-1:0] f0 = {spec_a0, spec_b0, nan_a0, nan_b0, a0, b0, swap0, dsat0, lor_a0, lor_b0};
  wire [W0-1:0] f0_q;
  vp_delay #(.W(W0), .N((PIPE >= 3) ? 1 : 0)) u_f0 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(f0), .q_o(f0_q));
  wire        spec_a, spec_b, nan_a, nan_b, swap;
  wire [31:0] a, b;
  wire [4:0]  dsat;
  wire [22:0] lor_a, lor_b;
  assign {spec_a, spec_b, nan_a, nan_b, a, b, swap, dsat, lor_a, lor_b} = f0_q;

  wire [31:0] big   = swap ? b : a;
  wire [30:0] sml   = swap ? a[30:0] : b[30:0]; // its sign is not needed
  wire [7:0]  e_big = big[30:23];
  wire [7:0]  e_sml = sml[30:23];
  wire        sub   = a[31] ^ b[31];

  // every result that needs no add: NaN, Inf, an operand that is zero
  reg        f1_fix;
  reg [31:0] f1_fixr;
  always @* begin
    f1_fix  = 1'b1;
    f1_fixr = 32'd0;
    if (nan_a || nan_b)        f1_fixr = NAN;
    else if (spec_a && spec_b) f1_fixr = sub ? NAN : a;
    else if (spec_a)           f1_fixr = a;
    else if (spec_b)           f1_fixr = b;
    else if (e_sml == 8'd0)    f1_fixr = (e_big == 8'd0) ? (a & b) : big;
    else                       f1_fix  = 1'b0;
  end
  wire [22:0] lor_sml = swap ? lor_a : lor_b;
  // {fixed, fixed result, sign, exponent and fraction of big, fraction of sml, its prefix ORs, distance, subtract}
  localparam integer W1 = 1 + 32 + 1 + 8 + 23 + 23 + 23 + 5 + 1;
  wire [W1-1:0] f1 = {f1_fix, f1_fixr, big[31], e_big, big[22:0], sml[22:0], lor_sml, dsat, sub};

  // ------------------------------------------------------------ F2 align, add
  wire [W1-1:0] f2_in;
  wire          f2_fix   = f2_in[W1-1];
  wire [31:0]   f2_fixr  = f2_in[W1-2 -: 32];
  wire          f2_sign  = f2_in[W1-34];
  wire [7:0]    f2_ebig  = f2_in[W1-35 -: 8];
  wire [22:0]   f2_fbig  = f2_in[W1-43 -: 23];
  wire [22:0]   f2_fsml  = f2_in[W1-66 -: 23];
  wire [22:0]   f2_lor   = f2_in[W1-89 -: 23];
  wire [4:0]    f2_dsat  = f2_in[5:1];
  wire          f2_sub   = f2_in[0];
  /* verilator lint_off UNUSEDSIGNAL */
  wire [53:0] sh_full = {1'b1, f2_fsml, 3'b000, 27'd0} >> f2_dsat;   // bits 26:0: the sticky bit's
  /* verilator lint_on UNUSEDSIGNAL */
  // sticky: bits 26:0 of sh_full, the low d bits of {1, fsml, 000} (d =
  // f2_dsat): none for d <= 3, fsml[d-4:0] for 4 <= d <= 26, and the
  // leading one too from 27 on
  wire [31:0] lor_d  = {5'b11111, f2_lor, 4'b0000};
  wire        sticky = lor_d[f2_dsat];
  wire [26:0] sa = {1'b1, f2_fbig, 3'b000};
  wire [26:0] sb = {sh_full[53:28], sh_full[27] | sticky};
  wire [27:0] s0 = f2_sub ? ({1'b0, sa} - {1'b0, sb}) : ({1'b0, sa} + {1'b0, sb});
  // {fixed, fixed result, sign, exponent of big, sum}
  localparam integer W2 = 1 + 32 + 1 + 8 + 28;
  wire [W2-1:0] f2 = {f2_fix, f2_fixr, f2_sign, f2_ebig, s0};

  // ------------------------------------------------------------ F3 leading zeros
  wire [W2-1:0] f3_in;
  // leading zeros of the sum's bits 26:0 (used when there is no carry out
  // and the sum is not 0), as a tree: the 32 bits {sum[26:0], 00000} in
  // nibbles (a nibble's zero flag and count, one LUT each), then three
  // levels that each join two halves (the count is the upper half's, or
  // the lower half's with the upper half's width added: one more bit). A
  // sum whose bits 26:0 are all 0 gets 31 here; F4 uses lz only when
  // bit 27 is 0 and the sum is not 0, where some bit of 26:0 is set.
  // (A loop "if bit i is set, lz = 26 - i" became a priority chain of
  // eight LUT levels in synth_ecp5.)
  wire [31:0] lzv = {f3_in[26:0], 5'd0};
  reg  [7:0]  nz1;                // nibble k (bits 4k+3:4k) not zero
  reg  [15:0] c1;                 // its leading zeros, 2 bits each
  reg  [3:0]  nz2;
  reg  [11:0] c2;                 // bytes: 3 bits each
  reg         nz3;                // the upper half word not zero
  reg  [7:0]  c3;                 // half words: 4 bits each
  reg  [4:0]  lz;
  integer i;
  always @* begin
    for (i = 0; i < 8; i = i + 1) begin
      nz1[i] = lzv[4*i +: 4] != 4'd0;
      c1[2*i +: 2] = lzv[4*i+3] ? 2'd0 : lzv[4*i+2] ? 2'd1 : lzv[4*i+1] ? 2'd2 : 2'd3;
    end
    for (i = 0; i < 4; i = i + 1) begin
      nz2[i] = nz1[2*i+1] || nz1[2*i];
      c2[3*i +: 3] = nz1[2*i+1] ? {1'b0, c1[2*(2*i+1) +: 2]} : {1'b1, c1[2*(2*i) +: 2]};
    end
    for (i = 0; i < 2; i = i + 1)
      c3[4*i +: 4] = nz2[2*i+1] ? {1'b0, c2[3*(2*i+1) +: 3]} : {1'b1, c2[3*(2*i) +: 3]};
    nz3 = nz2[3] || nz2[2];
    lz = nz3 ? {1'b0, c3[7:4]} : {1'b1, c3[3:0]};
  end
  localparam integer W3 = W2 + 5;
  wire [W3-1:0] f3 = {f3_in, lz};

  // ------------------------------------------------------------ F4 normalise
  wire [W3-1:0] f4_in;
  wire          f4_fix   = f4_in[W3-1];
  wire [31:0]   f4_fixr  = f4_in[W3-2 -: 32];
  wire          f4_sign  = f4_in[W3-34];
  wire [7:0]    f4_ebig  = f4_in[W3-35 -: 8];
  wire [27:0]   f4_s     = f4_in[32:5];
  wire [4:0]    f4_lz    = f4_in[4:0];
  /* verilator lint_off UNUSEDSIGNAL */
  wire [26:0] norm = f4_s[26:0] << f4_lz;   // norm[2:0]: truncated bits
  /* verilator lint_on UNUSEDSIGNAL */
  // the kept fraction (hidden bit dropped); the bits below it are truncated
  wire [22:0] frac = f4_s[27] ? f4_s[26:4] : norm[25:3];
  // biased result exponent e_big + 1 after a carry, else e_big - lz, range -25 .. 255
  wire [4:0]        nshift = f4_s[27] ? 5'd0 : f4_lz;
  wire signed [9:0] exp_r = $signed({2'b00, f4_ebig}) + $signed({9'd0, f4_s[27]})
                          - $signed({5'd0, nshift});
  // PIPE = 4: a register here, between the normalisation (shift, exponent,
  // its range) and the result's choice (F4a | F4b)
  localparam integer W4 = 1 + 32 + 1 + 1 + 1 + 1 + 8 + 23;
  wire [W4-1:0] f4 = {f4_fix, f4_fixr, f4_s == 28'd0, f4_sign, exp_r <= 10'sd0, exp_r >= 10'sd255,
                      exp_r[7:0], frac};
  wire [W4-1:0] f4b;
  vp_delay #(.W(W4), .N((PIPE >= 4) ? 1 : 0)) u_f4 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(f4), .q_o(f4b));
  wire        r_fix, r_zero, r_sign, r_under, r_over;
  wire [31:0] r_fixr;
  wire [7:0]  r_exp;
  wire [22:0] r_frac;
  assign {r_fix, r_fixr, r_zero, r_sign, r_under, r_over, r_exp, r_frac} = f4b;
  wire [30:0] mag_fin = r_under ? 31'd0 : r_over ? MAXF : {r_exp, r_frac};
  // exact cancellation gives +0
  assign r_o = r_fix ? r_fixr : r_zero ? 32'd0 : {r_sign, mag_fin};

  // ------------------------------------------------------------ registers
  // after F1 and F2 with PIPE >= 1, after F3 with PIPE >= 2 (else wires)
  localparam integer N12 = (PIPE >= 1) ? 1 : 0;
  localparam integer N3  = (PIPE >= 2) ? 1 : 0;
  vp_delay #(.W(W1), .N(N12)) u_f1 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(f1), .q_o(f2_in));
  vp_delay #(.W(W2), .N(N12)) u_f2 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(f2), .q_o(f3_in));
  vp_delay #(.W(W3), .N(N3))  u_f3 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(f3), .q_o(f4_in));
endmodule
