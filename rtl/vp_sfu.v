// vp_sfu: special-function unit of the vertex engine (docs/architecture.md
// 3.2), stage EX of vp_core. Bit exact with exec_sfu() in cmodel/vpmodel.c,
// i.e. the sfu_* functions of cmodel/sfu.c (docs/numerics.md section 3):
// RCP, RCC, RSQ, EX2, LG2, SIN, COS (lane 0 of the source, the result in
// all four lanes), EXP, LOG (lane 0 in, four lanes out) and LIT (lanes x,
// y, w in). Every other in_sop_i gives 0.
//
// LIT takes two passes (docs/architecture.md 3.2): the core issues it twice
// with the same operand. The first (in_lit2_i = 0) gives its power operand
// pw = w' log2(y') in lane x (sfu_lit_power() in cmodel/sfu.c; the other
// lanes 0), which the core keeps in a hidden word of the thread; the second
// (in_lit2_i = 1, in_pw_i = that word) takes EX2 of it and gives LIT's
// result. So LIT's chain LG2, MUL, EX2 is not one pass through the unit,
// and the unit is as deep as its longest other block, RSQ.
//
// Pipelined, constant latency LAT >= MIN_LAT; out_valid_o is in_valid_i
// delayed by LAT clocks. An operation may enter every clock with II = 1, or
// in clocks a multiple of II apart (the core keeps to it). Only the valid
// bits are reset. Every stage holds at most about one 64 x 64-bit multiply
// (with the add of a Horner step) or one wide add / normalisation. The
// blocks' multiplies are done by shared multipliers (vp_sfu_pool, the user
// table below; docs/architecture.md 3.2): II = 1 needs 17 of them, II = 4
// five, II = 6 (the FPGA boards) three. A shared multiply takes ML clocks
// (ML - 1 registers inside the multiplier, vp_sfu_mul65; 1 to 4), and
// each multiply step of a block takes ML stages.
// Natural depth MIN_LAT = 14 + 8 (ML - 1) logic stages, set by RSQ; with
// D = ML - 1:
//
//   stage  1..8+5D      LG2 pipeline (vp_sfu_lg2): LG2, LOG.z, LIT's first
//                       pass log2(y'); stage 1 only registers its operand
//                       (the core's operand logic and LIT's operand side
//                       fill that clock)
//   stage  9+5D         LIT's first pass: w' * log2(y') (vp_fmul, the
//                       vector unit's MUL), then registers to MIN_LAT
//   stage  8+3D..14+8D  EX2 pipeline (vp_sfu_ex2): EX2, EXP.z, LIT's second
//                       pass (EX2 of the word in_pw_i)
//   stage  2..14+8D     RSQ (vp_sfu_rsq)
//   stage  5+3D..14+8D  RCP/RCC (vp_sfu_rcp)
//   stage  O_SC+1..     SIN/COS (vp_sfu_sincos), O_SC = 4+D (ML = 2 and
//                       4: 3+D, then one register; below)
//   stage  8+3D..14+3D  EXP/LOG x, y lanes (vp_sfu_explog)
//   stage  14+8D        result mux
//
// (for ML = 1: LG2 1..8, LIT 9, EX2 8..14, RSQ 2..14, RCP and SIN/COS
// 5..14, EXP/LOG 8..14.) Every block but LG2 and LIT's multiply sits B =
// 2 + 2D stages earlier than when LIT's chain set the depth (16 + 10D):
// the names of the registers below (x3, x9, om8, ...) keep that older
// numbering, the register of each being B lower.
// Stage s is the logic between register s-1 and register s (register 0 is
// the input port); each unit starts at the stage where it ends at MIN_LAT. The
// operand and op code travel along delay lines; LIT's operand side comes
// from vp_sfu_litin in stage 1. Register MIN_LAT holds the result. LAT >
// MIN_LAT adds registers where they shorten the longest stages: the first
// (RR) holds the blocks' packed results before the result mux, the second
// (FR) the operand at the input port, in front of stage 1; more form a
// delay line after the result register (the FPGA boards' EX_LAT is
// MIN_LAT + 2). LG2's pack takes three stages (vp_sfu_lg2 PK) and LIT's
// multiply three (vp_fmul PIPE 2) at every LAT: LIT's first pass is shorter
// than the unit. SIN/COS's pack takes two stages too (vp_sfu_sincos PK)
// wherever a register is to spare after it (SC_PK). The stage numbers
// above do not count the input register and are those of a one-stage LG2
// pack and LIT multiply.
// Tables and constants: $readmemh from TABLE_DIR (the files `make
// sfu-tables` writes).
`include "ucode_fields.vh"

module vp_sfu #(
  // clocks of one shared multiply (vp_sfu_mul65): 1 to 4
  parameter integer ML        = 1,
  parameter integer LAT       = 14 + 8 * (ML - 1),
  // initiation interval: operations enter only in clocks that are a
  // multiple of II (the core's scheduler keeps to it), so II stages share
  // one multiplier (vp_sfu_pool); 1 = one operation every clock
  parameter integer II        = 1,
  parameter         TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire         clk_i,
  input  wire         rst_ni,
  input  wire         in_valid_i,
  input  wire [4:0]   in_sop_i,
  input  wire         in_vp2_i,
  input  wire         in_lit2_i,  // LIT: the second pass (above)
  input  wire [31:0]  in_pw_i,    // LIT's second pass: the first pass's lane x
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [127:0] in_s_i,     // lane z ([95:64]) is read by no operation
  /* verilator lint_on UNUSEDSIGNAL */
  output wire         out_valid_o,
  output wire [127:0] out_r_o
);
  localparam integer D       = ML - 1;        // extra stages of a multiply step
  localparam integer MIN_LAT = 14 + 8 * D;
  localparam integer B       = 2 + 2 * D;     // the blocks' shift (above)
  // LIT's second pass inside the unit: an op code of its own (no microcode
  // op has it), so the blocks' decodes tell the passes apart
  localparam [4:0]  OP_LIT2  = 5'd31;
  // SIN/COS starts at stage O_SC + 1 and its result waits E_SC registers:
  // with ML = 2 and 4 one stage earlier than where it would end at
  // MIN_LAT, which puts its multiply steps in stages of other classes mod
  // 6, so that II = 6 (the FPGA boards) needs 4 shared multipliers at ML =
  // 2 and 5 at ML = 4 (5 and 6 where it would end at MIN_LAT)
  // LP: LG2's pack in three stages (vp_sfu_lg2 PK 2); LF: LIT's multiply
  // in three (vp_fmul PIPE 2: its partial products registered). Both on
  // LIT's first pass, which has stages to spare (at ML = 1 and LAT =
  // MIN_LAT exactly none is left: u_pw15 below is 0 registers long).
  localparam integer LP      = 2;
  localparam integer LF      = 2;
  localparam integer O_SC    = (ML == 2 || ML == 4) ? 5 + 3 * D - B : 6 + 3 * D - B;
  // SIN/COS's pack takes two stages where a register is to spare after it
  // (its natural slack, or RR's register); E_SC (-1 when SC_PK takes RR's
  // register) and RR registers follow SIN/COS
  localparam integer SC_PK   = (MIN_LAT - (O_SC + 10 + 7 * D) + ((LAT > MIN_LAT) ? 1 : 0) > 0) ? 1 : 0;
  localparam integer E_SC    = MIN_LAT - (O_SC + 10 + 7 * D + SC_PK);

  localparam [31:0] ONE = 32'h3F80_0000;

  // refuse a latency below the natural depth: an elaboration-time $fatal
  // (Verilator, synthesis); Icarus 11 lacks those and stops at time 0
  generate
    if (LAT < MIN_LAT) begin : g_lat_too_small
`ifdef __ICARUS__
      initial begin
        $display("vp_sfu: ERROR: parameter LAT = %0d is below MIN_LAT = %0d (the natural pipeline depth)",
                 LAT, MIN_LAT);
        $fatal(1, "vp_sfu: LAT < MIN_LAT");
      end
`else
      $fatal(1, "vp_sfu: ERROR: parameter LAT = %0d is below MIN_LAT = %0d (the natural pipeline depth)",
             LAT, MIN_LAT);
`endif
    end
  endgenerate

  wire clk = clk_i;

  // ---- padding: LAT > MIN_LAT puts its first register between the
  //      blocks' packed results and the result mux (RR), a second one
  //      (LAT >= MIN_LAT + 2) in front of stage 1 (FR: the operand, op code
  //      and valid registered at the input port, so that the core's
  //      operand logic and LIT's operand side are in different clocks);
  //      the rest is a delay line after the result register ----
  localparam integer RR = (LAT > MIN_LAT) ? 1 : 0;
  localparam integer FR = (LAT > MIN_LAT + 1) ? 1 : 0;
  wire         iv;
  wire [4:0]   isop;
  wire         ivp2;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [127:0] is;                // lane z is read by no operation
  /* verilator lint_on UNUSEDSIGNAL */
  vp_delay #(.W(1), .N(FR), .RST(1)) u_fr_v (.clk_i(clk), .rst_ni(rst_ni), .d_i(in_valid_i), .q_o(iv));
  // ilit: the op code is LIT, decoded in front of the register, so that
  // the choice of LG2's table index (LIT's y or x, below) has a flip-flop
  // for its select
  wire         ilit, ilit2;
  wire [4:0]   isop_in;
  wire [31:0]  ipw;
  vp_delay #(.W(8 + 128), .N(FR)) u_fr (.clk_i(clk), .rst_ni(rst_ni),
    .d_i({in_sop_i == `UC_SOP_LIT, in_lit2_i, in_sop_i, in_vp2_i, in_pw_i, in_s_i[127:96], in_s_i[63:0]}),
    .q_o({ilit, ilit2, isop_in, ivp2, ipw, is[127:96], is[63:0]}));
  assign is[95:64] = 32'd0;
  // LIT's second pass is OP_LIT2 from here on, and its lane 0 (EX2's
  // operand) the word of the first; ilit (LIT, either pass) chooses LG2's
  // operand, which only the first pass uses
  assign isop = (ilit && ilit2) ? OP_LIT2 : isop_in;

  // ---- op code, mode and operand lane 0 along the pipeline ----
  // (names: the register of the ML = 1 numbering; om3 is register 3+2D,
  // om_sc O_SC, om_rcp 6+5D, om8 8+5D, om9 9+5D, op15 MIN_LAT-1)
  wire [5:0]  om0 = {ivp2, isop};
  wire [5:0]  om3, om_sc, om_rcp, om8, om9;
  wire [4:0]  op15;
  wire [31:0] x0 = (ilit && ilit2) ? ipw : is[31:0];
  wire [31:0] x3, x_sc, x_rcp, x9;
  // x3e, x_rce: x3 and x_rcp a clock early (RSQ's and RCP's seed tables are
  // read from them: block RAM, then a flip-flop register, vp_sfu_rom SYNC 3)
  wire [31:0] x3e, x_rce;
  vp_delay #(.W(6), .N(1)) u_om3  (.clk_i(clk), .rst_ni(rst_ni), .d_i(om0), .q_o(om3));
  vp_delay #(.W(6), .N(O_SC-1)) u_omsc (.clk_i(clk), .rst_ni(rst_ni), .d_i(om3), .q_o(om_sc));
  vp_delay #(.W(6), .N(4+3*D-O_SC)) u_omrc (.clk_i(clk), .rst_ni(rst_ni), .d_i(om_sc), .q_o(om_rcp));
  vp_delay #(.W(6), .N(2))     u_om8  (.clk_i(clk), .rst_ni(rst_ni), .d_i(om_rcp), .q_o(om8));
  vp_delay #(.W(6), .N(1))     u_om9  (.clk_i(clk), .rst_ni(rst_ni), .d_i(om8), .q_o(om9));
  vp_delay #(.W(5), .N(6+5*D)) u_op15 (.clk_i(clk), .rst_ni(rst_ni), .d_i(om9[4:0]), .q_o(op15));
  vp_delay #(.W(32), .N(0)) u_x3e (.clk_i(clk), .rst_ni(rst_ni), .d_i(x0), .q_o(x3e));
  vp_delay #(.W(32), .N(1))     u_x3  (.clk_i(clk), .rst_ni(rst_ni), .d_i(x3e), .q_o(x3));
  // SIN/COS's operand (register O_SC) and RCP's early one (3+3D) come in
  // either order: O_SC = 4 for ML = 1, below 3+3D for ML = 2
  generate
    if (O_SC <= 3 + 3 * D) begin : g_x_sc_first
      vp_delay #(.W(32), .N(O_SC-1)) u_xsc (.clk_i(clk), .rst_ni(rst_ni), .d_i(x3), .q_o(x_sc));
      vp_delay #(.W(32), .N(3+3*D-O_SC)) u_xre (.clk_i(clk), .rst_ni(rst_ni), .d_i(x_sc), .q_o(x_rce));
    end else begin : g_x_rce_first
      vp_delay #(.W(32), .N(2+3*D)) u_xre (.clk_i(clk), .rst_ni(rst_ni), .d_i(x3), .q_o(x_rce));
      vp_delay #(.W(32), .N(O_SC-3-3*D)) u_xsc (.clk_i(clk), .rst_ni(rst_ni), .d_i(x_rce), .q_o(x_sc));
    end
  endgenerate
  vp_delay #(.W(32), .N(1))     u_xrc (.clk_i(clk), .rst_ni(rst_ni), .d_i(x_rce), .q_o(x_rcp));
  wire [31:0] x8;
  vp_delay #(.W(32), .N(2))     u_x8  (.clk_i(clk), .rst_ni(rst_ni), .d_i(x_rcp), .q_o(x8));
  vp_delay #(.W(32), .N(1))     u_x9  (.clk_i(clk), .rst_ni(rst_ni), .d_i(x8), .q_o(x9));

  wire [4:0] op0 = om0[4:0], op_sc = om_sc[4:0], op_rcp = om_rcp[4:0], op9 = om9[4:0];
  wire       vp2_3 = om3[5];

  // ---- the multiplies of the blocks and their shared multipliers ----
  // User k of vp_sfu_pool is multiply step k - U_<block> of a block; its
  // global stage (the first of its ML stages) is the block's local stage
  // plus the block's offset (LG2 0, RSQ 1, RCP 4+3D, SIN/COS O_SC, EX2
  // 7+3D; written below as the older offset - B). In a block, the step that is local stage s for ML = 1 starts at
  // s + r D, r = the block's multiply stages before s. Listed last to first
  // (k = 34 .. 0); for ML = 1 the stages are the numbers before "+".
  // LG2's first multiply (M24 r, 25 x 16 bits in stage 2) has its own
  // small multiplier in vp_sfu_lg2.
  localparam integer NU = 35;
  localparam integer U_LG2 = 0, U_EX2 = 5, U_RSQ = 10, U_RCP = 20, U_SC = 25;
  // a stage number as a 6-bit table entry (below 50 for ML <= 4)
  /* verilator lint_off UNUSEDSIGNAL */
  function [5:0] st6(input integer v);  // v < 64: bits 31:6 are 0
    st6 = v[5:0];
  endfunction
  /* verilator lint_on UNUSEDSIGNAL */
  localparam [NU*6-1:0] U_STAGE = {
    st6(O_SC+8+6*D), st6(O_SC+8+6*D), st6(O_SC+7+5*D), st6(O_SC+6+4*D),   // SIN/COS m8b .. m6c
    st6(O_SC+6+4*D), st6(O_SC+5+3*D), st6(O_SC+5+3*D), st6(O_SC+4+2*D),   // SIN/COS m6s .. m4
    st6(O_SC+3+D), st6(O_SC+1),                                           // SIN/COS m3, P = M K
    st6(14+9*D-B), st6(13+8*D-B), st6(11+7*D-B), st6(10+6*D-B),  // RCP  T M .. m3
    st6(8+5*D-B),                                                          // RCP  m2
    st6(14+9*D-B), st6(14+9*D-B), st6(13+8*D-B), st6(13+8*D-B),   // RSQ  (T+1)^2 M' ..
    st6(12+7*D-B), st6(10+6*D-B), st6(9+5*D-B), st6(8+4*D-B),     // RSQ  m9 .. m3
    st6(6+3*D-B), st6(5+2*D-B),                                         // RSQ  m2 ..
    st6(15+9*D-B), st6(14+8*D-B), st6(13+7*D-B), st6(12+6*D-B),   // EX2  m6 .. m3
    st6(11+5*D-B),                                                         // EX2  m2
    st6(7+4*D), st6(6+3*D), st6(5+2*D), st6(4+D), st6(3)};                // LG2  m7 .. m3
  localparam [NU*2-1:0] U_IDX = {
    2'd1, 2'd0, 2'd0, 2'd1, 2'd0, 2'd1, 2'd0, 2'd0, 2'd0, 2'd0,
    2'd0, 2'd0, 2'd0, 2'd0, 2'd0,
    2'd1, 2'd0, 2'd1, 2'd0, 2'd0, 2'd0, 2'd0, 2'd0, 2'd0, 2'd0,
    2'd0, 2'd0, 2'd0, 2'd0, 2'd0,
    2'd0, 2'd0, 2'd0, 2'd0, 2'd0};
  // addends: LG2's last step (k = 4) has three, l + p and the two whose
  // NOT are -s and -s + 255 (vp_sfu_lg2); RSQ's m9 (k = 15) two, y9 and
  // y9 + 2^38 (T and T + 1, vp_sfu_rsq); every other step one (0 if the
  // block adds nothing after it)
  localparam [NU*2-1:0] U_NC = {{(NU-16){2'd1}}, 2'd2, {10{2'd1}}, 2'd3, {4{2'd1}}};
  wire [NU*65-1:0]  ua, ub;
  wire [NU*198-1:0] uc;
  wire [NU*384-1:0] up;

  // {valid, op} of the operation in each stage s = 1..NST: st_op[6*(s-1) +: 6]
  // (NST: the last stage before a pooled step's, whose act is decoded there)
  localparam integer NST = 14 + 9 * D - B;
  wire [6*NST-1:0] st_op;
  assign st_op[5:0] = {iv, isop};
  genvar gs;
  generate
    for (gs = 2; gs <= NST; gs = gs + 1) begin : g_stage_op
      vp_delay #(.W(6), .N(1), .RST(1)) u_d (.clk_i(clk), .rst_ni(rst_ni),
        .d_i(st_op[6*(gs-2) +: 6]), .q_o(st_op[6*(gs-1) +: 6]));
    end
  endgenerate

  // the block that operation op uses (LIT's first pass LG2, its second EX2)
  function block_on(input integer k, input [4:0] op);
    begin
      if (k >= U_SC)       block_on = (op == `UC_SOP_SIN) || (op == `UC_SOP_COS);
      else if (k >= U_RCP) block_on = (op == `UC_SOP_RCP) || (op == `UC_SOP_RCC);
      else if (k >= U_RSQ) block_on = (op == `UC_SOP_RSQ);
      else if (k >= U_EX2) block_on = (op == `UC_SOP_EX2) || (op == `UC_SOP_EXP) || (op == OP_LIT2);
      else                 block_on = (op == `UC_SOP_LG2) || (op == `UC_SOP_LOG) || (op == `UC_SOP_LIT);
    end
  endfunction
  // act[k]: user k's operation is in its stage S. Registered: decoded from
  // the operation in stage S-1 one clock before (the same value), so that
  // the decode is not in front of the shared multiplier. Every pooled step
  // is in stage 2 or later.
  wire [NU-1:0] act;
  genvar gk;
  generate
    for (gk = 0; gk < NU; gk = gk + 1) begin : g_act
      localparam integer S = {26'd0, U_STAGE[6*gk +: 6]};
      if (S < 2) begin : g_bad_stage
        vp_sfu_ERROR_pooled_multiply_in_stage_1 u_stop ();
      end
      reg act_q;
      always @(posedge clk or negedge rst_ni)
        if (!rst_ni) act_q <= 1'b0;
        else         act_q <= st_op[6*(S-2) + 5] && block_on(gk, st_op[6*(S-2) +: 5]);
      assign act[gk] = act_q;
    end
  endgenerate
  vp_sfu_pool #(.NU(NU), .II(II), .ML(ML), .U_STAGE(U_STAGE), .U_IDX(U_IDX), .U_NC(U_NC)) u_pool (
    .clk_i(clk), .rst_ni(rst_ni), .act_i(act), .a_i(ua), .b_i(ub), .c_i(uc), .p_o(up));

  // ---- stage 1: LIT operand side; LG2 operand ----
  wire [31:0] lit_y, lit_w, lit_x, lit_zsp;
  wire        lit_zf;
  vp_sfu_litin u_litin (
    .x_i(is[31:0]), .y_i(is[63:32]), .w_i(is[127:96]), .vp2_i(ivp2),
    .y_o(lit_y), .w_o(lit_w), .outx_o(lit_x), .zsp_f_o(lit_zf), .zsp_o(lit_zsp));
  wire [31:0] lit_w8, lit_x15, lit_zsp15;
  wire        lit_zf15;
  vp_delay #(.W(32), .N(8+5*D+LP)) u_w8    (.clk_i(clk), .rst_ni(rst_ni), .d_i(lit_w), .q_o(lit_w8));
  vp_delay #(.W(65), .N(15+10*D+RR-B)) u_lit15 (.clk_i(clk), .rst_ni(rst_ni),
    .d_i({lit_zf, lit_zsp, lit_x}), .q_o({lit_zf15, lit_zsp15, lit_x15}));

  wire [31:0] lg2_in = ilit ? lit_y :
                       (op0 == `UC_SOP_LOG) ? {1'b0, x0[30:0]} : x0;   // LOG: |t|

  // ---- stages 1..8+5D: LG2 ----
  wire [31:0] lg2_r, lg2_8, lg2_15;
  vp_sfu_lg2 #(.ML(ML), .PK(LP), .TABLE_DIR(TABLE_DIR)) u_lg2 (.clk_i(clk), .x_i(lg2_in),
    .xk_i(ilit ? is[63:32] : x0), .r_o(lg2_r),
    .mul_en_i(act[U_LG2 +: 5]), .mul_a_o(ua[65*U_LG2 +: 65*5]), .mul_b_o(ub[65*U_LG2 +: 65*5]), .mul_c_o(uc[198*U_LG2 +: 198*5]), .mul_p_i(up[384*U_LG2 +: 384*5]));
  vp_delay #(.W(32), .N(1)) u_lg2_8  (.clk_i(clk), .rst_ni(rst_ni), .d_i(lg2_r), .q_o(lg2_8));
  vp_delay #(.W(32), .N(7+5*D+RR-LP-B)) u_lg2_15 (.clk_i(clk), .rst_ni(rst_ni), .d_i(lg2_8), .q_o(lg2_15));

  // ---- stage 9+5D: LIT's first pass, the power operand w' * log2(y'),
  //      then registers to MIN_LAT (+ RR) ----
  wire [31:0] pw, pw9, pw15;
  // (LF = 2: vp_fmul PIPE 2, its product two clocks later; its mode bit
  // taken beside its operands)
  wire        vp2_fm;
  vp_delay #(.W(1), .N(8+5*D+LP)) u_vp2fm (.clk_i(clk), .rst_ni(rst_ni), .d_i(ivp2), .q_o(vp2_fm));
  vp_fmul #(.PIPE(LF)) u_fmul (.clk_i(clk), .a_i(lit_w8), .b_i(lg2_8), .vp2_i(vp2_fm), .r_o(pw));
  vp_delay #(.W(32), .N(1)) u_pw9 (.clk_i(clk), .rst_ni(rst_ni), .d_i(pw), .q_o(pw9));
  vp_delay #(.W(32), .N(6+5*D+RR-LP-LF-B)) u_pw15 (.clk_i(clk), .rst_ni(rst_ni), .d_i(pw9), .q_o(pw15));

  // ---- stages 8+3D..MIN_LAT: EX2, from x8, the operand a clock before
  //      its first stage (LIT's second pass: the word of its first, x0
  //      above) ----
  wire [31:0] ex2_r;
  vp_sfu_ex2 #(.ML(ML), .TABLE_DIR(TABLE_DIR)) u_ex2 (
    .clk_i(clk), .xe_i(x8), .r_o(ex2_r),
    .mul_en_i(act[U_EX2 +: 5]), .mul_a_o(ua[65*U_EX2 +: 65*5]), .mul_b_o(ub[65*U_EX2 +: 65*5]), .mul_c_o(uc[198*U_EX2 +: 198*5]), .mul_p_i(up[384*U_EX2 +: 384*5]));

  // ---- stages 2..MIN_LAT: RSQ; 5+3D..: RCP/RCC; O_SC+1..: SIN/COS,
  //      then E_SC registers ----
  wire [31:0] rsq_r, rcp_r, sc_e, sc_r;
  vp_sfu_rsq #(.ML(ML), .TABLE_DIR(TABLE_DIR)) u_rsq (.clk_i(clk), .x_i(x3), .xe_i(x3e), .vp2_i(vp2_3), .r_o(rsq_r),
    .mul_en_i(act[U_RSQ +: 10]), .mul_a_o(ua[65*U_RSQ +: 65*10]), .mul_b_o(ub[65*U_RSQ +: 65*10]), .mul_c_o(uc[198*U_RSQ +: 198*10]), .mul_p_i(up[384*U_RSQ +: 384*10]));
  vp_sfu_rcp #(.ML(ML), .TABLE_DIR(TABLE_DIR)) u_rcp (
    .clk_i(clk), .x_i(x_rcp), .xe_i(x_rce), .rcc_i(op_rcp == `UC_SOP_RCC), .r_o(rcp_r),
    .mul_en_i(act[U_RCP +: 5]), .mul_a_o(ua[65*U_RCP +: 65*5]), .mul_b_o(ub[65*U_RCP +: 65*5]), .mul_c_o(uc[198*U_RCP +: 198*5]), .mul_p_i(up[384*U_RCP +: 384*5]));
  vp_sfu_sincos #(.ML(ML), .PK(SC_PK), .TABLE_DIR(TABLE_DIR)) u_sc (
    .clk_i(clk), .x_i(x_sc), .cos_i(op_sc == `UC_SOP_COS), .r_o(sc_e),
    .mul_en_i(act[U_SC +: 10]), .mul_a_o(ua[65*U_SC +: 65*10]), .mul_b_o(ub[65*U_SC +: 65*10]), .mul_c_o(uc[198*U_SC +: 198*10]), .mul_p_i(up[384*U_SC +: 384*10]));
  vp_delay #(.W(32), .N(E_SC+RR)) u_sc_e (.clk_i(clk), .rst_ni(rst_ni), .d_i(sc_e), .q_o(sc_r));

  // ---- stages 8+3D..12+3D: EXP/LOG x, y lanes (from the operand of
  //      stage 8+3D), 2+5D registers to stage MIN_LAT ----
  wire [31:0] el_x14, el_y14, el_x, el_y;
  vp_sfu_explog u_el (.clk_i(clk), .a_i(x9), .a_next_i(x8), .vp2_i(om9[5]), .log_i(op9 == `UC_SOP_LOG),
                      .x_o(el_x14), .y_o(el_y14));
  vp_delay #(.W(64), .N(5*D+RR)) u_el16 (.clk_i(clk), .rst_ni(rst_ni), .d_i({el_x14, el_y14}), .q_o({el_x, el_y}));

  // ---- stage MIN_LAT: result mux (RR = 1: the results registered at
  //      MIN_LAT, the mux in the next stage) ----
  wire [31:0] rcp_rr, rsq_rr, ex2_rr;
  wire [4:0]  op_rr;
  vp_delay #(.W(101), .N(RR)) u_rr (.clk_i(clk), .rst_ni(rst_ni),
    .d_i({op15, rcp_r, rsq_r, ex2_r}), .q_o({op_rr, rcp_rr, rsq_rr, ex2_rr}));
  // (pw15, LIT's first pass, has RR's register in its delay line)
  reg [127:0] res;
  always @* begin
    case (op_rr)
      `UC_SOP_RCP, `UC_SOP_RCC: res = {4{rcp_rr}};
      `UC_SOP_RSQ:              res = {4{rsq_rr}};
      `UC_SOP_EX2:              res = {4{ex2_rr}};
      `UC_SOP_LG2:              res = {4{lg2_15}};
      `UC_SOP_SIN, `UC_SOP_COS: res = {4{sc_r}};
      `UC_SOP_EXP:              res = {ONE, ex2_rr, el_y, el_x};
      `UC_SOP_LOG:              res = {ONE, lg2_15, el_y, el_x};
      `UC_SOP_LIT:              res = {96'd0, pw15};                                   // first pass
      OP_LIT2:                  res = {ONE, lit_zf15 ? lit_zsp15 : ex2_rr, lit_x15, ONE}; // second
      default:                  res = 128'd0;
    endcase
  end

  // ---- register MIN_LAT (+ RR) and padding to LAT; valid ----
  vp_delay #(.W(128), .N(LAT - MIN_LAT + 1 - RR - FR)) u_out (
    .clk_i(clk), .rst_ni(rst_ni), .d_i(res), .q_o(out_r_o));
  vp_delay #(.W(1), .N(LAT), .RST(1)) u_valid (
    .clk_i(clk), .rst_ni(rst_ni), .d_i(in_valid_i), .q_o(out_valid_o));
endmodule
