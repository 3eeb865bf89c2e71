// vp_sfu_explog: EXP, LOG and LIT of the special-function unit (vp_sfu),
// as the NV20 and NV30 vertex units compute them (envytools nvhw/xf.c:
// xf_exp_flr, xf_exp_frc, xf_exp, xf_log_e, xf_log_f, xf_log, xf_lit), with
// the 32-entry linear tables (exp a/b, log a/b) and an 8-bit interpolation
// multiply each:
//   pre   = the operand in fixed point with 13 fraction bits, rounded
//           toward minus infinity (xf_pre_exp; from vp_sfu_fix), huge values
//           clamped to the int32 range, NaN -> the largest;
//   exp_core(t) = 2^(t >> 13) with the fraction exp_a[h] 256 + exp_b[h] l,
//           h = t[12:8], l = t[7:0] (0 for t >> 13 <= -127, +Inf for >= 128);
//   log_core(v) = log_a[h] 256 + log_b[h] l + (e - 127) 2^26, h = f[22:18],
//           l = f[17:10] (34 bits, signed);
// EXP = (exp_core(pre with its fraction cleared), x - floor(x) (xf_exp_frc),
//        exp_core(pre) (NaN -> 0x7FFFFFFF), 1.0);
// LOG = (the unbiased exponent, the mantissa in [1, 2), log_core(x) as a
//        float, 1.0) with LOG's special cases: without zero-wins (NV30 VP2)
//        a set sign gives NaN in x, y, z; a NaN gives NaN (NV30) or the
//        operand with its sign cleared (NV20, V3 = 0); zero and denormals
//        give (-Inf, 1, -Inf), Inf gives (+Inf, 1, +Inf);
// LIT = (1.0, x or 0, y^w, 1.0), the power exp_core((log_core(y) * pow) >> 26)
//        with pow = pre(w) clamped to [-2^20, 2^20 - 1], after xf_lit's
//        special cases. Lane w of all three (1.0) is vp_sfu's.
// Compute LIT from its source in one pass (no second pass: vp_sfu).
//
// Stages 2 to 9 of vp_sfu (the operands are register 1, the results
// register 9): 2 log tables, classification; 3 log_b l (14 x 8), pre, EXP.y's
// fraction; 4 log_core, pow, EXP.x, EXP.y's leading zeros; 5 log_core * pow
// (four products, 17 x 17, 17 x 17, 17 x 4, 17 x 4), |log_core| for LOG.z,
// EXP.y; 6 the product's sum >> 26 (or EXP's pre), LOG.z's leading zeros;
// 7 exp tables, LOG.z; 8 exp_b l (10 x 8); 9 exp_core's fraction, the
// lanes. Latency 8. Its products are vp_sfu's multiplier slots
// (vp_sfu_mslot: the operands out on m*_a_o, m*_b_o, the product back on
// m*_p_i, register s).
module vp_sfu_explog #(
  parameter integer V3        = 1,   // 1: NV30 (version 3), 0: NV20
  parameter         TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire        clk_i,
  // register 1
  input  wire [31:0] x_i,       // source x (EXP's, LOG's and LIT's)
  input  wire [31:0] y_i,       // source y (LIT)
  input  wire [31:0] w_i,       // source w (LIT)
  input  wire [31:0] pv_i,      // pre's operand: LIT's w, else x
  input  wire        exp_i,     // the operation: EXP or LIT (else LOG)
  input  wire        lit_i,
  input  wire        zw_i,      // zero-wins mode (NV20, NV30 VP1)
  // register 2: vp_sfu_fix of LIT's w, else of x
  input  wire [40:0] u_i,
  input  wire        sticky_i,
  // register 9
  output wire [31:0] rx_o,
  output wire [31:0] ry_o,
  output wire [31:0] rz_o,
  // vp_sfu's multiplier slots (vp_sfu_mslot): stage 3 (log_b l), 5 (Ll Pl;
  // Lh Pl, Ll Ph and Lh Ph, signed slots), 8 (exp_b l)
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
  input  wire [34:0] m5c_p_i,
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
  output wire [17:0] m8_a_o,
  output wire [17:0] m8_b_o,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [35:0] m8_p_i
  /* verilator lint_on UNUSEDSIGNAL */
);
  localparam [31:0] ONE  = 32'h3F80_0000;
  localparam [31:0] CNAN = 32'h7FFF_FFFF;
  localparam [31:0] PINF = 32'h7F80_0000;
  localparam [31:0] NINF = 32'hFF80_0000;


  // ================================================= stage 2
  // log tables: LIT's y, else x
  // (bits 30:10 of it: the exponent, h = f[22:18], l = f[17:10])
  wire [20:0] lv = lit_i ? y_i[30:10] : x_i[30:10];
  wire [17:0] la_rom;
  wire [13:0] lb_rom;
  vp_sfu_rom #(.W(18), .FW(20), .N(32), .AW(5), .FILE({TABLE_DIR, "log_a.hex"})) u_loga (
    .clk_i(clk_i), .addr_i(lv[12:8]), .data_o(la_rom));
  vp_sfu_rom #(.W(14), .FW(20), .N(32), .AW(5), .FILE({TABLE_DIR, "log_b.hex"})) u_logb (
    .clk_i(clk_i), .addr_i(lv[12:8]), .data_o(lb_rom));

  // the operand of pre (vp_sfu_fix's): LIT's w, else x
  wire [31:0] pv     = pv_i;
  wire        pv_nan = pv[30:23] == 8'hFF && pv[22:0] != 23'd0;
  // pre's case: 0 from the fixed point, 1 largest, 2 smallest, 3 zero
  wire [1:0]  pre_c  = pv_nan ? 2'd1 :
                       (pv[30:23] >= 8'd145) ? (pv[31] ? 2'd2 : 2'd1) :
                       (pv[30:23] < 8'd104) ? 2'd3 : 2'd0;

  // LOG.x's exponent e - 127: sign and magnitude
  wire [7:0]  le    = x_i[30:23] - 8'd127;
  wire        le_s  = le[7];
  wire [6:0]  le_m  = le_s ? (7'd0 - le[6:0]) : le[6:0];

  // registers 2
  reg [17:0] la_2;
  reg [13:0] lb_2;
  reg [7:0]  ll_2;
  reg [7:0]  le_2;          // log_core's e - 127 (two's complement)
  reg [1:0]  pre_c_2;
  reg        pre_s_2;       // pre's operand's sign
  reg [31:0] x_2;
  reg        exp_2, lit_2, zw_2;
  // the fields the special cases test (stage 3)
  reg        x_fz_2, y_s_2, y_ez_2, y_eff_2, y_fz_2, w_s_2, w_ez_2, w_nan_2;
  reg        le_s_2;
  reg [6:0]  le_m_2;
  always @(posedge clk_i) begin
    la_2    <= la_rom;
    lb_2    <= lb_rom;
    ll_2    <= lv[7:0];
    le_2    <= lv[20:13] - 8'd127;
    pre_c_2 <= pre_c;
    pre_s_2 <= pv[31];
    x_2     <= x_i;
    exp_2   <= exp_i;
    lit_2   <= lit_i;
    zw_2    <= zw_i;
    x_fz_2  <= x_i[22:0] == 23'd0;
    y_s_2   <= y_i[31];
    y_ez_2  <= y_i[30:23] == 8'd0;
    y_eff_2 <= y_i[30:23] == 8'hFF;
    y_fz_2  <= y_i[22:0] == 23'd0;
    w_s_2   <= w_i[31];
    w_ez_2  <= w_i[30:23] == 8'd0;
    w_nan_2 <= w_i[30:23] == 8'hFF && w_i[22:0] != 23'd0;
    le_s_2  <= le_s;
    le_m_2  <= le_m;
  end

  // ================================================= stage 3
  // log_b l
  assign m3_a_o = lb_2;
  assign m3_b_o = {10'd0, ll_2};
  wire [21:0] lbl_3 = m3_p_i[21:0];
  reg [17:0] la_3;
  reg [7:0]  le_3;
  always @(posedge clk_i) begin
    la_3  <= la_2;
    le_3  <= le_2;
  end
  // pre = the fixed point, rounded up in magnitude when negative
  wire [30:0] pz   = u_i[40:10];
  wire        ps13 = sticky_i || u_i[9:0] != 10'd0;
  wire [31:0] pmag = {1'b0, pz} + {31'd0, ps13};
  wire [31:0] pre  = (pre_c_2 == 2'd1) ? 32'h7FFF_FFFF :
                     (pre_c_2 == 2'd2) ? 32'h8000_0000 :
                     (pre_c_2 == 2'd3) ? 32'd0 :
                     pre_s_2 ? (32'd0 - pmag) : {1'b0, pz};
  // x's fields
  wire        x_s   = x_2[31];
  wire [7:0]  x_e   = x_2[30:23];
  wire        x_nan = x_e == 8'hFF && !x_fz_2;
  // EXP.y's case (xf_exp_frc): 0 the fraction, 1 x itself, 2 zero, 3 1.0
  wire [1:0]  fy_c  = x_nan ? 2'd1 :
                      (x_e == 8'd0 || x_e >= 8'd150) ? 2'd2 :
                      (!x_s && x_e < 8'd127) ? 2'd1 :
                      (x_s && x_e < 8'd104) ? 2'd3 : 2'd0;
  // LOG's special cases, lk: 0 none; 1 NaN in x, y, z; 2 x with its sign
  // cleared in x, y, z (NV20's NaN); 3 (-Inf, 1.0, -Inf); 4 (+Inf, 1.0,
  // +Inf). Lane z's special word is always lane x's.
  wire [2:0]  lk = (!zw_2 && x_s) ? 3'd1 :
                   x_nan ? ((V3 != 0) ? 3'd1 : 3'd2) :
                   (x_e == 8'd0) ? 3'd3 :
                   (x_e == 8'hFF) ? 3'd4 : 3'd0;
  // LIT's special cases (xf_lit), tk: 0 the power; LIT.z = 1 +0, 2 1.0,
  // 3 NaN, 4 +Inf
  wire [2:0]  tk = (x_s || x_e == 8'd0)                   ? 3'd1 :
                   w_ez_2                                 ? 3'd2 :
                   ((y_eff_2 && !y_fz_2) || w_nan_2)      ? 3'd3 :
                   (y_s_2 || y_ez_2)                      ? (w_s_2 ? 3'd4 : 3'd1) :
                   y_eff_2                                ? (w_s_2 ? 3'd1 : 3'd4) : 3'd0;
  // EXP.y's fraction: u mod 2^23, negated (rounded up) for a negative x
  wire [22:0] fyf = x_s ? (23'd0 - u_i[22:0] - {22'd0, sticky_i}) : u_i[22:0];
  // LOG.x: the exponent e - 127 as a float
  // (|e| normalized to bit 6, exponent 133 - its leading zeros)
  reg  [2:0]  lxz;
  integer     j;
  always @* begin
    lxz = 3'd0;
    for (j = 0; j < 7; j = j + 1)
      if (le_m_2[j]) lxz = 3'd6 - j[2:0];
  end
  wire [5:0]  lxn = le_m_2[5:0] << lxz;   // below the leading one
  wire [31:0] lx  = (le_m_2 == 7'd0) ? 32'd0 : {le_s_2, 8'd133 - {5'd0, lxz}, lxn[5:0], 17'd0};
  // lane z's case from here on: 0 exp_core, 1 +0, 2 1.0, 3 NaN, 4 +Inf,
  // 5 LOG.z (or lane x's special word)
  wire [2:0]  zk = exp_2 ? (x_nan ? 3'd3 : 3'd0) : lit_2 ? tk : 3'd5;
  reg [31:0] pre_3;
  reg [22:0] fyf_3;
  reg [31:0] lx_3;          // LOG.x when not a special case
  reg [1:0]  fy_c_3;
  reg [31:0] x_3;
  reg        exp_3, lit_3;
  reg [2:0]  lk_3, zk_3;
  always @(posedge clk_i) begin
    pre_3   <= pre;
    fyf_3   <= fyf;
    lx_3    <= lx;
    fy_c_3  <= fy_c;
    x_3     <= x_2;
    exp_3   <= exp_2;
    lit_3   <= lit_2;
    lk_3    <= lk;
    zk_3    <= zk;
  end

  // ================================================= stage 4
  // log_core = {e - 127, log_a, 8 zeros} + log_b l (34 bits signed)
  wire [33:0] lcore = {le_3, la_3, 8'd0} + {12'd0, lbl_3};
  // pow: pre clamped to [-2^20, 2^20 - 1]
  wire        p_lo = $signed(pre_3) < -32'sd1048576;
  wire        p_hi = $signed(pre_3) > 32'sd1048575;
  wire [20:0] pow  = p_lo ? 21'h10_0000 : p_hi ? 21'h0F_FFFF : pre_3[20:0];
  // EXP.x = exp_core(pre with its fraction cleared)
  wire [18:0] xfl  = pre_3[31:13];
  wire        xfl_lo = $signed(xfl) <= -19'sd127;
  wire        xfl_hi = $signed(xfl) >= 19'sd128;
  wire [31:0] ex_x = xfl_lo ? 32'd0 : xfl_hi ? PINF : {1'b0, xfl[7:0] + 8'd127, 23'd0};
  // LOG's lane x: the exponent, or its special word (also lane z's)
  reg  [31:0] lsx;
  always @* begin
    case (lk_3)
      3'd1:    lsx = CNAN;
      3'd2:    lsx = {1'b0, x_3[30:0]};
      3'd3:    lsx = NINF;
      3'd4:    lsx = PINF;
      default: lsx = lx_3;
    endcase
  end
  // lane y of LIT (x, or 0 when negative) and LOG (the mantissa; the
  // special cases: lane x's word, 1.0 for 0 and Inf)
  wire [31:0] lty = lit_3 ? (x_3[31] ? 32'd0 : x_3) :
                    (lk_3 == 3'd0) ? {9'h07F, x_3[22:0]} : (lk_3 >= 3'd3) ? ONE :
                    (lk_3 == 3'd1) ? CNAN : {1'b0, x_3[30:0]};
  reg  [33:0] lc_4;
  reg  [20:0] pow_4;
  reg  [31:0] pre_4;
  reg  [31:0] xl_4;
  reg  [22:0] fyf_4;        // normalized to its first nonzero byte
  reg  [4:0]  fycc_4;
  reg         fyz_4;
  wire [22:0] fyc;
  wire [4:0]  fycc;
  wire        fyz;
  /* verilator lint_off PINCONNECTEMPTY */
  vp_sfu_norm #(.W(23), .STEP(1), .CW(5)) u_fyn1 (.v_i(fyf_3), .cc_i(5'd0), .vc_o(fyc), .cc_o(fycc),
    .z_o(fyz), .vn_o(), .n_o());
  /* verilator lint_on PINCONNECTEMPTY */
  reg  [1:0]  fy_c_4;
  reg  [31:0] x_4;
  reg  [31:0] yo_4;         // lane y of LOG and LIT
  reg         exp_4, lit_4;
  reg  [2:0]  zk_4;
  always @(posedge clk_i) begin
    lc_4    <= lcore;
    pow_4   <= pow;
    pre_4   <= pre_3;
    xl_4    <= exp_3 ? ex_x : lit_3 ? ONE : lsx;
    yo_4    <= lty;
    fyf_4   <= fyc;
    fycc_4  <= fycc;
    fyz_4   <= fyz;
    fy_c_4  <= fy_c_3;
    x_4     <= x_3;
    exp_4   <= exp_3;
    lit_4   <= lit_3;
    zk_4    <= zk_3;
  end

  // ================================================= stage 5
  // log_core * pow: L = Lh 2^17 + Ll, P = Ph 2^17 + Pl (Lh, Ph signed)
  assign m5a_a_o = {1'b0, lc_4[16:0]};
  assign m5a_b_o = pow_4[16:0];
  assign m5c_a_o = lc_4[33:17];
  assign m5c_b_o = {1'b0, pow_4[16:0]};
  assign m5d_a_o = {1'b0, lc_4[16:0]};
  assign m5d_b_o = {{4{pow_4[20]}}, pow_4[20:17]};
  assign m5e_a_o = lc_4[33:17];
  assign m5e_b_o = {{4{pow_4[20]}}, pow_4[20:17]};
  /* verilator lint_off UNUSEDSIGNAL */
  wire [33:0]        pp0_5 = m5a_p_i[33:0];            // Ll Pl (bits 16:0 below prod's >> 26: unread)
  /* verilator lint_on UNUSEDSIGNAL */
  wire signed [34:0] pp1_5 = $signed(m5c_p_i);         // Lh Pl
  wire signed [21:0] pp2_5 = $signed(m5d_p_i[21:0]);   // Ll Ph
  wire signed [20:0] pp3_5 = $signed(m5e_p_i[20:0]);   // Lh Ph
  // LOG.z: |log_core|
  wire [32:0] lab = lc_4[33] ? (33'd0 - lc_4[32:0]) : lc_4[32:0];
  // EXP.y: the fraction normalized, the word
  /* verilator lint_off UNUSEDSIGNAL */
  wire [22:0] fyn;                           // bit 22 the leading one
  /* verilator lint_on UNUSEDSIGNAL */
  wire [4:0]  fylz;
  /* verilator lint_off PINCONNECTEMPTY */
  vp_sfu_norm #(.W(23), .STEP(2), .CW(5)) u_fyn2 (.v_i(fyf_4), .cc_i(fycc_4), .vc_o(), .cc_o(), .z_o(),
    .vn_o(fyn), .n_o(fylz));
  /* verilator lint_on PINCONNECTEMPTY */
  wire [31:0] fyw = fyz_4 ? 32'd0 : {1'b0, 8'd126 - {3'd0, fylz}, fyn[21:0], 1'b0};
  wire [31:0] ey  = (fy_c_4 == 2'd1) ? x_4 : (fy_c_4 == 2'd2) ? 32'd0 : (fy_c_4 == 2'd3) ? ONE : fyw;
  reg  [32:0] lab_5;
  reg         lsr_5;
  reg  [31:0] pre_5, xl_5, yl_5;
  reg         lit_5;
  reg  [2:0]  zk_5;
  always @(posedge clk_i) begin
    lab_5   <= lab;
    lsr_5   <= lc_4[33];
    pre_5   <= pre_4;
    xl_5    <= xl_4;
    yl_5    <= exp_4 ? ey : yo_4;
    lit_5   <= lit_4;
    zk_5    <= zk_4;
  end

  // ================================================= stage 6
  // t = LIT: (log_core * pow) >> 26; EXP: pre
  // prod = Ll Pl + (Lh Pl + Ll Ph) 2^17 + Lh Ph 2^34 (56 bits, >> 26 below):
  // its bits 16:0 are pp0's, with no carry out of them, so u = prod >> 17
  // is a four-term sum of 39 bits, in two carry-save rows (3:2, a LUT
  // level each) and one add. Through the tool's adders it was the
  // OrangeCrab's critical path at 4ea9141 (10.70 ns from a DSP block's
  // register).
  wire [38:0] ua  = {22'd0, pp0_5[33:17]};
  wire [38:0] ub  = {{4{pp1_5[34]}}, pp1_5};
  wire [38:0] uc  = {{17{pp2_5[21]}}, pp2_5};
  wire [38:0] ud  = {pp3_5[20], pp3_5, 17'd0};
  wire [38:0] us1, uk1, us2, uk2;
  vp_sfu_csa #(.W(39)) u_r1 (.a_i(ua), .b_i(ub), .c_i(uc), .ci_i(1'b0), .s_o(us1), .k_o(uk1));
  vp_sfu_csa #(.W(39)) u_r2 (.a_i(us1), .b_i(uk1), .c_i(ud), .ci_i(1'b0), .s_o(us2), .k_o(uk2));
  /* verilator lint_off UNUSEDSIGNAL */
  wire [38:0] u   = us2 + uk2;         // prod[55:17]
  /* verilator lint_on UNUSEDSIGNAL */
  reg  [31:0] t_6;
  reg  [32:0] lab_6;        // normalized to its first nonzero byte
  reg  [5:0]  lcc_6;
  reg         lzr_6;
  wire [32:0] lvc;
  wire [5:0]  lcc;
  wire        lzr;
  /* verilator lint_off PINCONNECTEMPTY */
  vp_sfu_norm #(.W(33), .STEP(1), .CW(6)) u_ln1 (.v_i(lab_5), .cc_i(6'd0), .vc_o(lvc), .cc_o(lcc),
    .z_o(lzr), .vn_o(), .n_o());
  /* verilator lint_on PINCONNECTEMPTY */
  reg         lsr_6;
  reg  [31:0] xl_6, yl_6;
  reg  [2:0]  zk_6;
  always @(posedge clk_i) begin
    t_6     <= lit_5 ? {{2{u[38]}}, u[38:9]} : pre_5;
    lab_6   <= lvc;
    lcc_6   <= lcc;
    lzr_6   <= lzr;
    lsr_6   <= lsr_5;
    xl_6    <= xl_5;
    yl_6    <= yl_5;
    zk_6    <= zk_5;
  end

  // ================================================= stage 7
  // exp_core: range and tables
  wire [18:0] tfl    = t_6[31:13];
  wire        tfl_lo = $signed(tfl) <= -19'sd127;
  wire        tfl_hi = $signed(tfl) >= 19'sd128;
  wire [13:0] ea_rom;
  wire [9:0]  eb_rom;
  vp_sfu_rom #(.W(14), .FW(20), .N(32), .AW(5), .FILE({TABLE_DIR, "exp_a.hex"})) u_expa (
    .clk_i(clk_i), .addr_i(t_6[12:8]), .data_o(ea_rom));
  vp_sfu_rom #(.W(10), .FW(20), .N(32), .AW(5), .FILE({TABLE_DIR, "exp_b.hex"})) u_expb (
    .clk_i(clk_i), .addr_i(t_6[12:8]), .data_o(eb_rom));
  // LOG.z: |log_core| normalized to bit 32, exponent 133 - leading zeros
  /* verilator lint_off UNUSEDSIGNAL */
  wire [32:0] lnrm;                      // the fraction: bits 31:9
  /* verilator lint_on UNUSEDSIGNAL */
  wire [5:0]  llz;
  /* verilator lint_off PINCONNECTEMPTY */
  vp_sfu_norm #(.W(33), .STEP(2), .CW(6)) u_ln2 (.v_i(lab_6), .cc_i(lcc_6), .vc_o(), .cc_o(), .z_o(),
    .vn_o(lnrm), .n_o(llz));
  /* verilator lint_on PINCONNECTEMPTY */
  wire [31:0] lz_w = lzr_6 ? 32'd0 : {lsr_6, 8'd133 - {2'd0, llz}, lnrm[31:9]};
  reg  [13:0] ea_7;
  reg  [9:0]  eb_7;
  reg  [7:0]  el_7, eer_7;
  reg  [1:0]  ecase_7;      // 0 the tables, 1 zero, 2 +Inf
  reg  [31:0] xl_7, yl_7, zl_7;
  reg  [2:0]  zk_7;
  always @(posedge clk_i) begin
    ea_7    <= ea_rom;
    eb_7    <= eb_rom;
    el_7    <= t_6[7:0];
    eer_7   <= tfl[7:0] + 8'd127;
    ecase_7 <= tfl_lo ? 2'd1 : tfl_hi ? 2'd2 : 2'd0;
    xl_7    <= xl_6;
    yl_7    <= yl_6;
    zl_7    <= (xl_6[30:23] == 8'hFF) ? xl_6 : lz_w;   // LOG.z: lane x's special word
    zk_7    <= zk_6;
  end

  // ================================================= stage 8
  assign m8_a_o = {8'd0, eb_7};
  assign m8_b_o = {10'd0, el_7};
  wire [17:0] ebl_8 = m8_p_i[17:0];
  reg [13:0] ea_8;
  reg [7:0]  eer_8;
  reg [1:0]  ecase_8;
  reg [31:0] xl_8, yl_8, zl_8;
  reg [2:0]  zk_8;
  always @(posedge clk_i) begin
    ea_8    <= ea_7;
    eer_8   <= eer_7;
    ecase_8 <= ecase_7;
    xl_8    <= xl_7;
    yl_8    <= yl_7;
    zl_8    <= zl_7;
    zk_8    <= zk_7;
  end

  // ================================================= stage 9
  wire [21:0] efr = {ea_8, 8'd0} + {4'd0, ebl_8};
  wire [31:0] ez  = (ecase_8 == 2'd1) ? 32'd0 : (ecase_8 == 2'd2) ? PINF : {1'b0, eer_8, efr, 1'b0};
  reg  [31:0] rx_9, ry_9, rz_9;
  always @(posedge clk_i) begin
    rx_9 <= xl_8;
    ry_9 <= yl_8;
    case (zk_8)
      3'd1:    rz_9 <= 32'd0;
      3'd2:    rz_9 <= ONE;
      3'd3:    rz_9 <= CNAN;
      3'd4:    rz_9 <= PINF;
      3'd5:    rz_9 <= zl_8;
      default: rz_9 <= ez;
    endcase
  end
  assign rx_o = rx_9;
  assign ry_o = ry_9;
  assign rz_o = rz_9;
endmodule
