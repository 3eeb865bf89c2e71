// vp_sfu_quad: EX2, LG2, SIN and COS of the special-function unit
// (vp_sfu; NV30, VP2.0 only), as the NV30 vertex unit computes them
// (envytools nvhw/xf.c: xf_ex2, xf_lg2, xf_sincos over xf_sf): a 65-entry
// quadratic table (c0, c1, c2) per function, read at rt = ceil(t[22:16] / 2)
// with the 17-bit signed offset rx (t's low 16 bits, minus 2^16 when
// t[16] is set), and xf_sf's exact fixed-point arithmetic:
//   sf = c0 2^15 + 2^6 mul(c1, rx) -+ c2 sq(rx) terms, where
//   sq(rx)  = (rx >> 7)^2 plus xf_sf_square's seven rounded corrections;
//   mul(c1, rx) = the Booth radix-4 sum of c1's digits times rx, each
//           partial product rounded on its own; formed here as
//           (c1 rx - E') / 2^14, c1 rx from two products and E' the sum of
//           the seven rounding residues (-(rx's low m bits) as a signed
//           14-bit word, m = 14 - 2k or 13 - 2k for digit k = 0..6 by its
//           size, with the digit's sign); the division is exact;
//   the c2 term: + (c2 sq) >> 5 (EX2), - ((c2 sq + dsq + 32) >> 5) with
//           dsq = (sq - 1024) >> 12 (LG2, SIN, COS: xf_sf's n2).
// The whole sum is one addition: X = c0 2^23 + c1 rx - E' -+ 8 c2 sq
// - 8 n2 (dsq + 1), sf = X >> 8 (X is a multiple of 8; sf in [0, 2^38]).
// EX2: t = |x| 2^23 (vp_sfu_fix), inverted for x < 0; 2^(t >> 23) with the
// fraction sf >> 15 (0 below 2^-126); NaN -> NaN, e < 0x46 -> 1.0,
// e >= 0x86 -> +Inf or +0. LG2: t = f; sf + (e - 127) 2^38, inverted when
// negative, normalized to bit 46 with exponent 135; 0 -> -Inf, NaN and
// negative operands -> NaN, +Inf -> +Inf. SIN/COS: t from vp_sfu_sincos;
// sf normalized to bit 38 with exponent 127, the sign from the turn.
//
// Stages 2 to 11 of vp_sfu (x_i and the op bits are register 1, u_i
// register 2, r_o register 11): 2-5 EX2's and LG2's arguments and special
// cases, SIN/COS's reduction (vp_sfu_sincos); 6 the table's address (a
// block RAM, read into a flip-flop register in stage 7), (rx >> 7)^2 (10 x
// 10) and the corrections; 7 sq; 8 c1 rx (17 x 17, 7 x 17), c2 sq (12 x
// 18), E'; 9 X; 10 leading zeros (LG2: the inversion), EX2's word; 11 the
// normalized word. Latency 10. The products (rx >> 7)^2 and c1 rx are
// registered in vp_mul_q (with VP_ECP5, the FPGA flow's, in the MULT18X18D's
// own output register); c2 sq goes through a choice first and keeps a
// register of the fabric.
module vp_sfu_quad #(
  parameter TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire        clk_i,
  // register 1
  input  wire [31:0] x_i,       // the operand
  input  wire        ex2_i,     // the operation (at most one set)
  input  wire        lg2_i,
  input  wire        sin_i,
  input  wire        cos_i,
  // register 2: vp_sfu_fix of x
  input  wire [29:0] u_i,
  // register 11
  output wire [31:0] r_o
);
  localparam [31:0] ONE  = 32'h3F80_0000;
  localparam [31:0] CNAN = 32'h7FFF_FFFF;
  localparam [31:0] PINF = 32'h7F80_0000;
  localparam [31:0] NINF = 32'hFF80_0000;


  // ================================================= stages 2-5: arguments
  wire       sx = x_i[31];
  wire [7:0] ex = x_i[30:23];
  reg        sx_2, ex2_2, fz_2;
  reg [7:0]  ex_2;
  reg [22:0] lt_2;          // LG2: the fraction
  reg [8:0]  le_2;          // LG2: e - 127
  always @(posedge clk_i) begin
    sx_2    <= sx;
    ex_2    <= ex;
    fz_2    <= x_i[22:0] == 23'd0;
    ex2_2   <= ex2_i;
    lt_2    <= x_i[22:0];
    le_2    <= {1'b0, ex} - 9'd127;
  end
  // stage 3: special cases of EX2 and LG2 (SIN/COS: vp_sfu_sincos), the
  // result word's code: 0 none, 1 +0, 2 1.0, 3 NaN, 4 +Inf, 5 -Inf
  wire [2:0] spec_2 = ex2_2 ?
                      ((ex_2 == 8'hFF && !fz_2) ? 3'd3 : (ex_2 < 8'h46) ? 3'd2 :
                       (ex_2 >= 8'h86) ? (sx_2 ? 3'd1 : 3'd4) : 3'd0) :
                      ((ex_2 == 8'd0) ? 3'd5 : (ex_2 == 8'hFF && !fz_2) ? 3'd3 : sx_2 ? 3'd3 :
                       (ex_2 == 8'hFF) ? 3'd4 : 3'd0);
  // stage 3: EX2's argument (t, inverted for x < 0) and integer part
  wire [29:0] et = sx_2 ? ~u_i : u_i;
  reg [22:0] ot_3;
  reg [8:0]  oa_3;          // EX2: the integer part (signed); LG2: e - 127
  reg [2:0]  spec_3;
  always @(posedge clk_i) begin
    ot_3    <= ex2_2 ? et[22:0] : lt_2;
    oa_3    <= ex2_2 ? {sx_2, sx_2, et[29:23]} : le_2;
    spec_3  <= spec_2;
  end
  // to register 5
  reg  [22:0] ot_4;
  always @(posedge clk_i) ot_4 <= ot_3;
  wire [8:0]  oa_5;
  wire [2:0]  spec_5;
  vp_delay #(.W(12), .N(2)) u_o5 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({oa_3, spec_3}), .q_o({oa_5, spec_5}));
  // the function (0 EX2, 1 LG2, 2 SIN/COS) to register 5
  wire [1:0] fn_4, fn_5;
  vp_delay #(.W(2), .N(3)) u_fn (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i((sin_i || cos_i) ? 2'd2 : lg2_i ? 2'd1 : 2'd0), .q_o(fn_4));
  vp_delay #(.W(2), .N(1)) u_fn5 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(fn_4), .q_o(fn_5));
  // SIN/COS, and the argument of all four (t_5)
  wire [22:0] t_5;
  wire        ssr_5;
  wire [1:0]  sspec_5;
  vp_sfu_sincos #(.TABLE_DIR(TABLE_DIR)) u_sc (.clk_i(clk_i), .x_i(x_i), .cos_i(cos_i),
    .oth_i(fn_4 != 2'd2), .oth_t_i(ot_4), .t_o(t_5), .sr_o(ssr_5), .spec_o(sspec_5));

  // ================================================= stage 6
  wire        sc6  = fn_5 == 2'd2;
  wire [22:0] t    = t_5;
  wire [6:0]  t7   = t[22:16];
  wire [6:0]  rt   = {1'b0, t7[6:1]} + {6'd0, t7[0]};    // ceil(t7 / 2): 0 .. 64
  wire [16:0] rx   = {t7[0], t[15:0]};                     // signed
  wire [9:0]  hh   = rx[16:7];                             // rx >> 7, signed
  // xf_sf_square's corrections: rx[6] ? rx >> 7; rx[i] ? (rx + 2^(12-i)) >> (13 - i)
  wire signed [17:0] rx18 = $signed({rx[16], rx});
  /* verilator lint_off UNUSEDSIGNAL */
  wire signed [17:0] a0 = (rx18 + 18'sd4096) >>> 13, a1 = (rx18 + 18'sd2048) >>> 12;   // |a| < 2^9
  wire signed [17:0] a2 = (rx18 + 18'sd1024) >>> 11, a3 = (rx18 + 18'sd512) >>> 10;
  wire signed [17:0] a4 = (rx18 + 18'sd256) >>> 9,   a5 = (rx18 + 18'sd128) >>> 8;
  /* verilator lint_on UNUSEDSIGNAL */
  // the table: a block RAM read into a flip-flop register a clock later
  reg  [59:0] tab [0:511];
  initial begin
    $readmemh({TABLE_DIR, "ex2.hex"}, tab, 0, 64);
    $readmemh({TABLE_DIR, "lg2.hex"}, tab, 128, 192);
    $readmemh({TABLE_DIR, "sincos.hex"}, tab, 256, 320);
  end
  reg  [59:0] tab_6, tab_7;
  wire [18:0] sq_6;           // (rx >> 7)^2 <= 2^18 (10 x 10 signed)
  vp_mul_q #(.AW(10), .BW(10), .PW(19), .SIGNED(1)) u_sq (.clk_i(clk_i), .a_i(hh), .b_i(hh), .p_o(sq_6));
  reg  [10:0] cr_6 [0:6];
  reg  [16:0] rx_6;
  reg  [1:0]  fn_6;
  reg  [8:0]  oa_6;
  reg         sr_6;
  reg  [2:0]  spec_6;
  always @(posedge clk_i) begin
    tab_6   <= tab[{fn_5, rt}];
    cr_6[0] <= rx[0] ? a0[10:0] : 11'd0;
    cr_6[1] <= rx[1] ? a1[10:0] : 11'd0;
    cr_6[2] <= rx[2] ? a2[10:0] : 11'd0;
    cr_6[3] <= rx[3] ? a3[10:0] : 11'd0;
    cr_6[4] <= rx[4] ? a4[10:0] : 11'd0;
    cr_6[5] <= rx[5] ? a5[10:0] : 11'd0;
    cr_6[6] <= rx[6] ? {hh[9], hh} : 11'd0;
    rx_6    <= rx;
    fn_6    <= fn_5;
    oa_6    <= oa_5;
    sr_6    <= ssr_5;
    spec_6  <= sc6 ? {1'b0, sspec_5} : spec_5;   // (vp_sfu_sincos: 1 +0, 2 1.0, 3 NaN)
  end

  // ================================================= stage 7
  // sq = (rx >> 7)^2 + the corrections, in [0, 2^18]
  wire [18:0] sqs = sq_6 + {{8{cr_6[0][10]}}, cr_6[0]} + {{8{cr_6[1][10]}}, cr_6[1]} +
                    {{8{cr_6[2][10]}}, cr_6[2]} + {{8{cr_6[3][10]}}, cr_6[3]} +
                    {{8{cr_6[4][10]}}, cr_6[4]} + {{8{cr_6[5][10]}}, cr_6[5]} +
                    {{8{cr_6[6][10]}}, cr_6[6]};
  // c1's radix-4 digits 0..6 (bits 2k+1, 2k, 2k-1 of c1) decoded from the
  // block RAM's register: nonzero, +-2, negative (one LUT a bit after it)
  wire [14:0] c1x = {tab_6[37:24], 1'b0};
  reg  [6:0]  dnz, dbig, dneg;
  integer     k;
  always @* begin
    for (k = 0; k < 7; k = k + 1) begin
      dnz[k]  = c1x[2*k +: 3] != 3'd0 && c1x[2*k +: 3] != 3'd7;
      dbig[k] = c1x[2*k +: 3] == 3'd3 || c1x[2*k +: 3] == 3'd4;
      dneg[k] = c1x[2*k + 2] && dnz[k];
    end
  end
  reg  [6:0]  dnz_7, dbig_7, dneg_7;
  reg  [18:0] sq_7;
  reg  [16:0] rx_7;
  reg  [1:0]  fn_7;
  reg  [8:0]  oa_7;
  reg         sr_7;
  reg  [2:0]  spec_7;
  always @(posedge clk_i) begin
    tab_7   <= tab_6;
    dnz_7   <= dnz;
    dbig_7  <= dbig;
    dneg_7  <= dneg;
    sq_7    <= sqs;
    rx_7    <= rx_6;
    fn_7    <= fn_6;
    oa_7    <= oa_6;
    sr_7    <= sr_6;
    spec_7  <= spec_6;
  end

  // ================================================= stage 8
  wire [23:0] c0 = tab_7[23:0];
  wire [23:0] c1 = tab_7[47:24];
  wire [11:0] c2 = tab_7[59:48];
  // E': digit k of c1 selects -(rx's low m bits as a signed 14-bit word),
  // m = 14 - 2k (digit +-1) or 13 - 2k (+-2), negated for a negative digit.
  // The word y has s = 14 - m zeros at the bottom, so -y is y with the bits
  // from s up inverted, plus 2^s: the seven 2^s fall in distinct bits, one
  // word (ecor). Then one sum: the seven terms, ecor and n2's term.
  wire [17:0] eterm [0:6];
  wire [13:0] ecor_k [0:6];
  genvar gk;
  generate
    for (gk = 0; gk < 7; gk = gk + 1) begin : g_e
      wire [13:0] y1 = rx_7[13:0] << (2 * gk);       // rx[13-2k:0], 2k zeros
      wire [13:0] y2 = rx_7[13:0] << (2 * gk + 1);   // rx[12-2k:0], 2k+1 zeros
      wire [13:0] y  = dbig_7[gk] ? y2 : y1;
      wire [17:0] hi = dbig_7[gk] ? ~((18'd1 << (2 * gk + 1)) - 18'd1) : ~((18'd1 << (2 * gk)) - 18'd1);
      assign eterm[gk]  = dnz_7[gk] ? ({{4{y[13]}}, y} ^ (dneg_7[gk] ? hi : 18'd0)) : 18'd0;
      assign ecor_k[gk] = dneg_7[gk] ? (dbig_7[gk] ? 14'd2 << (2 * gk) : 14'd1 << (2 * gk)) : 14'd0;
    end
  endgenerate
  wire [13:0] ecor = ecor_k[0] | ecor_k[1] | ecor_k[2] | ecor_k[3] | ecor_k[4] | ecor_k[5] | ecor_k[6];
  // n2: 8 (dsq + 1), dsq = (sq - 1024) >> 12 in [-1, 63]: dsq + 1 =
  // ((sq >> 10) + 3) >> 2 = sq[18:12] + (sq[11:10] != 0), as two terms
  wire        n2 = fn_7 != 2'd0;
  wire [17:0] en = eterm[0] + eterm[1] + eterm[2] + eterm[3] + eterm[4] + eterm[5] + eterm[6] +
                   {4'd0, ecor} + {8'd0, sq_7[18:12] & {7{n2}}, 3'd0} +
                   {14'd0, n2 && sq_7[11:10] != 2'd0, 3'd0};
  // c2 sq: sq_7[17:0]'s product in a DSP block's register (vp_mul_q), and
  // sq = 2^18 (then sq_7[17:0] = 0 and the product 0) as c2 << 18 beside
  // it, ORed in by stage 9: the choice in front of the register was the
  // path into c2sq_8 (12.69 ns on the ULX3S at 7934f3a, the DSP block
  // between flip-flops)
  wire [29:0] c2p_8;         // c2 sq_7[17:0] (12 x 18)
  vp_mul_q #(.AW(12), .BW(18), .PW(30)) u_c2 (.clk_i(clk_i), .a_i(c2), .b_i(sq_7[17:0]), .p_o(c2p_8));
  wire [34:0] pl_8;          // c1[16:0] rx (signed, 18 x 17)
  wire [24:0] ph_8;          // c1[23:17] rx (signed, 8 x 17)
  vp_mul_q #(.AW(18), .BW(17), .PW(35), .SIGNED(1)) u_pl (.clk_i(clk_i), .a_i({1'b0, c1[16:0]}),
    .b_i(rx_7), .p_o(pl_8));
  vp_mul_q #(.AW(8), .BW(17), .PW(25), .SIGNED(1)) u_ph (.clk_i(clk_i), .a_i({1'b0, c1[23:17]}),
    .b_i(rx_7), .p_o(ph_8));
  reg  [11:0] c2_8;
  reg         sq18_8;
  reg  [17:0] en_8;
  reg  [23:0] c0_8;
  reg  [1:0]  fn_8;
  reg  [8:0]  oa_8;
  reg         sr_8;
  reg  [2:0]  spec_8;
  always @(posedge clk_i) begin
    c2_8    <= c2;
    sq18_8  <= sq_7[18];
    en_8    <= en;
    c0_8    <= c0;
    fn_8    <= fn_7;
    oa_8    <= oa_7;
    sr_8    <= sr_7;
    spec_8  <= spec_7;
  end

  // ================================================= stage 9
  // X = c0 2^23 + c1 rx - E'' -+ 8 c2 sq, sf = X >> 8 (X in [0, 2^46]),
  // modulo 2^47: the five terms in three carry-save rows (3:2, a LUT level
  // each) and one carry-propagate add. The negations as ones' complements
  // with their +1s in the free bit 0 of the shifted carries (-E'': a, -8 c2
  // sq for LG2, SIN, COS: b). Five terms through the tool's adders were
  // the ULX3S's critical path at 7934f3a (12.73 ns).
  wire        ng  = fn_8 != 2'd0;
  wire [46:0] t0  = {c0_8, 23'd0};
  wire [46:0] t1  = {{12{pl_8[34]}}, pl_8};
  wire [46:0] t2  = {{5{ph_8[24]}}, ph_8, 17'd0};
  wire [46:0] t3  = ~{{29{en_8[17]}}, en_8};
  wire [46:0] t4  = {14'd0, c2p_8 | {c2_8 & {12{sq18_8}}, 18'd0}, 3'd0} ^ {47{ng}};
  wire [46:0] s1, k1, s2, k2, s3, k3;
  vp_sfu_csa #(.W(47)) u_r1 (.a_i(t0), .b_i(t1), .c_i(t2), .ci_i(1'b1), .s_o(s1), .k_o(k1));
  vp_sfu_csa #(.W(47)) u_r2 (.a_i(s1), .b_i(k1), .c_i(t3), .ci_i(ng), .s_o(s2), .k_o(k2));
  vp_sfu_csa #(.W(47)) u_r3 (.a_i(s2), .b_i(k2), .c_i(t4), .ci_i(1'b0), .s_o(s3), .k_o(k3));
  /* verilator lint_off UNUSEDSIGNAL */
  wire [46:0] xs  = s3 + k3;   // >> 8: floor
  /* verilator lint_on UNUSEDSIGNAL */
  reg  [38:0] sf_9;
  reg  [1:0]  fn_9;
  reg  [8:0]  oa_9;
  reg         sr_9;
  reg  [2:0]  spec_9;
  always @(posedge clk_i) begin
    sf_9    <= xs[46:8];
    fn_9    <= fn_8;
    oa_9    <= oa_8;
    sr_9    <= sr_8;
    spec_9  <= spec_8;
  end

  // ================================================= stage 10
  // LG2: {e - 127, sf} inverted when negative; SIN/COS: sf (below 2^39):
  // both normalized to bit 46 with exponent 135 (SIN/COS's bit 38 and 127)
  wire        lg9  = fn_9 == 2'd1;
  wire [46:0] v47  = {lg9 ? oa_9[8:1] : 8'd0, lg9 ? oa_9[0] : sf_9[38], sf_9[37:0]};
  wire        neg  = lg9 && oa_9[8];
  wire [46:0] v    = neg ? ~v47 : v47;
  // EX2: 2^(integer part) with the fraction sf >> 15; 0 when the exponent <= 0
  wire [8:0]  eer  = oa_9 + 9'd127;
  wire [31:0] ew   = (eer[8] || eer == 9'd0) ? 32'd0 : {1'b0, eer[7:0], sf_9[37:15]};
  // the normalization's first step (the first nonzero byte)
  wire [46:0] vc;
  wire [5:0]  vcc;
  wire        vz;
  /* verilator lint_off PINCONNECTEMPTY */
  vp_sfu_norm #(.W(47), .STEP(1), .CW(6)) u_n1 (.v_i(v), .cc_i(6'd0), .vc_o(vc), .cc_o(vcc), .z_o(vz),
    .vn_o(), .n_o());
  /* verilator lint_on PINCONNECTEMPTY */
  reg  [46:0] v_10;
  reg  [5:0]  cc_10;
  reg         z_10;
  reg         sgn_10, spec_10;
  reg  [31:0] w_10;
  reg  [31:0] specw;
  always @*
    case (spec_9)
      3'd1:    specw = 32'd0;
      3'd2:    specw = ONE;
      3'd3:    specw = CNAN;
      3'd4:    specw = PINF;
      default: specw = NINF;
    endcase
  always @(posedge clk_i) begin
    v_10    <= vc;
    cc_10   <= vcc;
    z_10    <= vz;
    sgn_10  <= lg9 ? neg : sr_9;
    spec_10 <= spec_9 != 3'd0 || fn_9 == 2'd0;
    w_10    <= (spec_9 != 3'd0) ? specw : ew;
  end

  // ================================================= stage 11
  // the second step: the leading zeros of the top byte; exponent 135 less
  // all leading zeros
  /* verilator lint_off UNUSEDSIGNAL */
  wire [46:0] vn;                     // the fraction: bits 45:23
  /* verilator lint_on UNUSEDSIGNAL */
  wire [5:0]  lz;
  /* verilator lint_off PINCONNECTEMPTY */
  vp_sfu_norm #(.W(47), .STEP(2), .CW(6)) u_n2 (.v_i(v_10), .cc_i(cc_10), .vc_o(), .cc_o(), .z_o(),
    .vn_o(vn), .n_o(lz));
  /* verilator lint_on PINCONNECTEMPTY */
  wire [7:0]  er = 8'd135 - {2'd0, lz};
  reg  [31:0] r_11;
  always @(posedge clk_i)
    r_11 <= spec_10 ? w_10 : z_10 ? 32'd0 : {sgn_10, er, vn[45:23]};
  assign r_o = r_11;
endmodule
