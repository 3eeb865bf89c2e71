// vp_sfu: special-function unit of the vertex engine (docs/architecture.md
// 3.2), stage EX of vp_core: RCP, RCC, RSQ, EX2, LG2, SIN, COS (lane x of
// the source, the result in all four lanes), EXP, LOG (lane x in, four lanes
// out) and LIT (lanes x, y, w in), bit for bit as NVIDIA's NV20 (GPU = 20)
// or NV30 (GPU = 30) vertex unit computes them, as envytools' hardware-
// checked model describes it (envytools nvhw/xf.c; docs/numerics.md; the C
// library cmodel/sfu.c). Every other in_sop_i gives 0.
//
// Modes: GPU 20 = NV20 (version 2, zero-wins); GPU 30 = NV30, in_vp2_i = 0
// VP1 (version 3, zero-wins), in_vp2_i = 1 VP2 (version 3, no zero-wins).
// The mode matters to RSQ (zero-wins takes |x|; NV30 VP2: negative -> NaN,
// -0 -> -Inf; NV30 powers of 4 exact) and LOG (zero-wins takes |x|; NaN
// payload with the sign cleared on NV20). EX2, LG2, SIN and COS are NV30's
// (VP2.0): GPU 20 has no hardware for them and gives 0.
//
// LIT is one pass: its result comes from in_s_i alone (log_core(y) times the
// clamped fixed point of w, then exp_core, in vp_sfu_explog), and the core
// issues it once, like every instruction.
//
// Pipelined, constant latency LAT >= MIN_LAT = 12; out_valid_o is
// in_valid_i delayed by LAT clocks; an operation may enter every clock; no
// stage is shared. Only the valid bits are reset. Stage s is the logic
// between register s-1 and register s (register 0 is the input port), each
// about one product of at most 18 x 25 bits (the ECP5's MULT18X18D) or one
// wide addition or shift:
//   stage  1      the operands and op code registered (the core's operand
//                 logic fills the clock before)
//   stage  2..10  RCP/RCC (vp_sfu_rcp), then a register
//   stage  2..11  RSQ (vp_sfu_rsq)
//   stage  2      vp_sfu_fix: the fixed point of EXP's x, LIT's w, EX2's x
//   stage  2..9   EXP, LOG, LIT (vp_sfu_explog), then two registers
//   stage  2..11  EX2, LG2, SIN, COS (vp_sfu_quad; SIN/COS's argument
//                 reduction vp_sfu_sincos in 2..5)
//   stage 12      the result mux into register 12
// LAT > MIN_LAT appends a delay line after register 12. Tables: $readmemh
// from TABLE_DIR (the files tools/sfugen.c writes, `make sfu-tables`).
//
// The products of RCP/RCC, RSQ and EXP/LOG/LIT in stages 3, 5, 7 and 8 are
// seven multiplier slots (vp_sfu_mslot), each taking the blocks' operands
// of its stage. MUL_SHARE = 0: every product its own multiplier (a
// MULT18X18D on the ECP5: 33 for NV30, 29 for NV20). MUL_SHARE = 1 (the
// small configuration): a slot's products share one multiplier, whose
// operands are those of the block the stage's operation belongs to (an
// operation's class delayed to the slot's stage); the stage holds one
// operation, and its result comes from that block alone. The 3 x 3, 3 x
// 13 and the two 7 x 6 products are then built from LUTs (vp_mul): 15
// MULT18X18D for NV20 (19 for NV30, whose EX2/LG2/SIN/COS keep their four).
`include "ucode_fields.vh"

module vp_sfu #(
  parameter integer GPU       = 30,    // 20: NV20 (GeForce3), 30: NV30 (GeForce FX)
  parameter integer LAT       = 12,
  parameter         TABLE_DIR = "rtl/sfu_tables/",
  // 1: the multiplier slots shared (above). The engine sets no value:
  // NV20's unit is the small one (the LFE5U-25F board, docs/fpga.md)
  parameter integer MUL_SHARE = (GPU == 20) ? 1 : 0
) (
  input  wire         clk_i,
  input  wire         rst_ni,
  input  wire         in_valid_i,
  input  wire [4:0]   in_sop_i,
  input  wire         in_vp2_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [127:0] in_s_i,     // lane z ([95:64]) is read by no operation
  /* verilator lint_on UNUSEDSIGNAL */
  output wire         out_valid_o,
  output wire [127:0] out_r_o
);
  localparam integer MIN_LAT = 12;
  localparam [31:0]  ONE     = 32'h3F80_0000;
  localparam integer V3      = (GPU == 30) ? 1 : 0;

  // refuse a latency below the natural depth and an unknown GPU: an
  // elaboration-time $fatal (Verilator, synthesis); Icarus 11 lacks those
  // and stops at time 0
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
    if (GPU != 20 && GPU != 30) begin : g_bad_gpu
`ifdef __ICARUS__
      initial begin
        $display("vp_sfu: ERROR: parameter GPU = %0d is neither 20 (NV20) nor 30 (NV30)", GPU);
        $fatal(1, "vp_sfu: bad GPU");
      end
`else
      $fatal(1, "vp_sfu: ERROR: parameter GPU = %0d is neither 20 (NV20) nor 30 (NV30)", GPU);
`endif
    end
  endgenerate

  // ---- LAT > MIN_LAT: the input port registered first (FR), so that
  //      stage 1's choices do not follow the core's operand logic; the
  //      other padding registers after register 12 ----
  localparam integer FR = (LAT > MIN_LAT) ? 1 : 0;
  wire [95:0] is;        // lanes w, y, x (lane z is read by no operation)
  wire [4:0]  isop;
  wire        ivp2;
  vp_delay #(.W(102), .N(FR)) u_fr (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({in_s_i[127:96], in_s_i[63:0], in_sop_i, in_vp2_i}), .q_o({is, isop, ivp2}));

  // ---- stage 1: operands, op code (one-hot), mode; the fixed-point
  //      converter's operand (LIT's w, else x) ----
  localparam integer O_RCP = 0, O_RCC = 1, O_RSQ = 2, O_EXP = 3, O_LOG = 4, O_LIT = 5,
                     O_EX2 = 6, O_LG2 = 7, O_SIN = 8, O_COS = 9;
  reg [9:0] opd;
  always @* begin
    opd = 10'd0;
    case (isop)
      `UC_SOP_RCP: opd[O_RCP] = 1'b1;
      `UC_SOP_RCC: opd[O_RCC] = 1'b1;
      `UC_SOP_RSQ: opd[O_RSQ] = 1'b1;
      `UC_SOP_EXP: opd[O_EXP] = 1'b1;
      `UC_SOP_LOG: opd[O_LOG] = 1'b1;
      `UC_SOP_LIT: opd[O_LIT] = 1'b1;
      `UC_SOP_EX2: opd[O_EX2] = V3 != 0;
      `UC_SOP_LG2: opd[O_LG2] = V3 != 0;
      `UC_SOP_SIN: opd[O_SIN] = V3 != 0;
      `UC_SOP_COS: opd[O_COS] = V3 != 0;
      default:     ;
    endcase
  end
  reg [31:0] x_1, y_1, w_1, fo_1;
  reg [9:0]  op_1;
  reg        zw_1;
  always @(posedge clk_i) begin
    x_1  <= is[31:0];
    y_1  <= is[63:32];
    w_1  <= is[95:64];
    fo_1 <= opd[O_LIT] ? is[95:64] : is[31:0];
    op_1 <= opd;
    zw_1 <= (V3 == 0) || !ivp2;
  end

  // ---- the multiplier slots: each block's operands of the stage, its
  //      product back at the stage's register; the blocks (0 RCP/RCC, 1
  //      RSQ, 2 EXP/LOG/LIT) whose operation is in stage 3, 5, 7 and 8 ----
  wire [2:0] k_1 = {op_1[O_EXP] | op_1[O_LOG] | op_1[O_LIT], op_1[O_RSQ], op_1[O_RCP] | op_1[O_RCC]};
  wire [2:0] k_2, k_4, k_6;          // at registers 2, 4 and 6
  /* verilator lint_off UNUSEDSIGNAL */
  wire [2:0] k_7;                    // and 7 (stage 8 has no RCP product)
  /* verilator lint_on UNUSEDSIGNAL */
  vp_delay #(.W(3), .N(1)) u_k2 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(k_1), .q_o(k_2));
  vp_delay #(.W(3), .N(2)) u_k4 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(k_2), .q_o(k_4));
  vp_delay #(.W(3), .N(2)) u_k6 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(k_4), .q_o(k_6));
  vp_delay #(.W(3), .N(1)) u_k7 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(k_6), .q_o(k_7));
  // the blocks' operands and products, slot by slot (rc_ RCP, rs_ RSQ, el_ EXP/LOG/LIT)
  wire [13:0] rc_m3a, rs_m3a, el_m3a;
  wire [17:0] rc_m3b, rs_m3b, el_m3b;
  wire [31:0] rc_m3p, rs_m3p, el_m3p;
  wire [17:0] rc_m5aa, rs_m5aa, el_m5aa;
  wire [16:0] rc_m5ab, rs_m5ab, el_m5ab;
  wire [34:0] rc_m5ap, rs_m5ap, el_m5ap;
  wire [16:0] rc_m5ca, rs_m5ca, el_m5ca;
  wire [17:0] rc_m5cb, rs_m5cb, el_m5cb;
  wire [34:0] rc_m5cp, rs_m5cp, el_m5cp;
  wire [17:0] rs_m5da, el_m5da;
  wire [7:0]  rs_m5db, el_m5db;
  wire [25:0] rs_m5dp, el_m5dp;
  wire [16:0] rs_m5ea, el_m5ea;
  wire [7:0]  rs_m5eb, el_m5eb;
  wire [24:0] rs_m5ep, el_m5ep;
  wire [12:0] rc_m7a, rs_m7a;
  wire [17:0] rc_m7b, rs_m7b;
  wire [30:0] rc_m7p, rs_m7p;
  wire [17:0] rs_m8a, el_m8a, rs_m8b, el_m8b;
  wire [35:0] rs_m8p, el_m8p;
  vp_sfu_mslot #(.AW(14), .BW(18), .N(3), .SHARE(MUL_SHARE)) u_m3 (.clk_i(clk_i), .sel_i(k_2),
    .a_i({el_m3a, rs_m3a, rc_m3a}), .b_i({el_m3b, rs_m3b, rc_m3b}), .p_o({el_m3p, rs_m3p, rc_m3p}));
  vp_sfu_mslot #(.AW(18), .BW(17), .N(3), .SHARE(MUL_SHARE)) u_m5a (.clk_i(clk_i), .sel_i(k_4),
    .a_i({el_m5aa, rs_m5aa, rc_m5aa}), .b_i({el_m5ab, rs_m5ab, rc_m5ab}), .p_o({el_m5ap, rs_m5ap, rc_m5ap}));
  vp_sfu_mslot #(.AW(17), .BW(18), .N(3), .SIGNED(1), .SHARE(MUL_SHARE)) u_m5c (.clk_i(clk_i), .sel_i(k_4),
    .a_i({el_m5ca, rs_m5ca, rc_m5ca}), .b_i({el_m5cb, rs_m5cb, rc_m5cb}), .p_o({el_m5cp, rs_m5cp, rc_m5cp}));
  vp_sfu_mslot #(.AW(18), .BW(8), .N(2), .SIGNED(1), .SHARE(MUL_SHARE)) u_m5d (.clk_i(clk_i), .sel_i(k_4[2:1]),
    .a_i({el_m5da, rs_m5da}), .b_i({el_m5db, rs_m5db}), .p_o({el_m5dp, rs_m5dp}));
  vp_sfu_mslot #(.AW(17), .BW(8), .N(2), .SIGNED(1), .SHARE(MUL_SHARE)) u_m5e (.clk_i(clk_i), .sel_i(k_4[2:1]),
    .a_i({el_m5ea, rs_m5ea}), .b_i({el_m5eb, rs_m5eb}), .p_o({el_m5ep, rs_m5ep}));
  vp_sfu_mslot #(.AW(13), .BW(18), .N(2), .SHARE(MUL_SHARE)) u_m7 (.clk_i(clk_i), .sel_i(k_6[1:0]),
    .a_i({rs_m7a, rc_m7a}), .b_i({rs_m7b, rc_m7b}), .p_o({rs_m7p, rc_m7p}));
  vp_sfu_mslot #(.AW(18), .BW(18), .N(2), .SHARE(MUL_SHARE)) u_m8 (.clk_i(clk_i), .sel_i(k_7[2:1]),
    .a_i({el_m8a, rs_m8a}), .b_i({el_m8b, rs_m8b}), .p_o({el_m8p, rs_m8p}));

  // ---- stages 2..11: the blocks ----
  wire [31:0] rcp_10, rcp_11, rsq_11;
  vp_sfu_rcp #(.TABLE_DIR(TABLE_DIR), .SHARE(MUL_SHARE)) u_rcp (
    .clk_i(clk_i), .x_i(x_1), .rcc_i(op_1[O_RCC]), .r_o(rcp_10),
    .m3_a_o(rc_m3a), .m3_b_o(rc_m3b), .m3_p_i(rc_m3p), .m5a_a_o(rc_m5aa), .m5a_b_o(rc_m5ab), .m5a_p_i(rc_m5ap),
    .m5c_a_o(rc_m5ca), .m5c_b_o(rc_m5cb), .m5c_p_i(rc_m5cp), .m7_a_o(rc_m7a), .m7_b_o(rc_m7b), .m7_p_i(rc_m7p));
  vp_delay #(.W(32), .N(1)) u_rcp11 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(rcp_10), .q_o(rcp_11));
  vp_sfu_rsq #(.V3(V3), .TABLE_DIR(TABLE_DIR), .SHARE(MUL_SHARE)) u_rsq (
    .clk_i(clk_i), .x_i(x_1), .zw_i(zw_1), .r_o(rsq_11),
    .m3_a_o(rs_m3a), .m3_b_o(rs_m3b), .m3_p_i(rs_m3p), .m5a_a_o(rs_m5aa), .m5a_b_o(rs_m5ab), .m5a_p_i(rs_m5ap),
    .m5c_a_o(rs_m5ca), .m5c_b_o(rs_m5cb), .m5c_p_i(rs_m5cp), .m5d_a_o(rs_m5da), .m5d_b_o(rs_m5db), .m5d_p_i(rs_m5dp),
    .m5e_a_o(rs_m5ea), .m5e_b_o(rs_m5eb), .m5e_p_i(rs_m5ep), .m7_a_o(rs_m7a), .m7_b_o(rs_m7b), .m7_p_i(rs_m7p),
    .m8_a_o(rs_m8a), .m8_b_o(rs_m8b), .m8_p_i(rs_m8p));

  wire [40:0] fix_u;
  wire        fix_st;
  vp_sfu_fix u_fix (.clk_i(clk_i), .x_i(fo_1[30:0]), .u_o(fix_u), .sticky_o(fix_st));

  wire [31:0] el_x9, el_y9, el_z9, el_x, el_y, el_z;
  vp_sfu_explog #(.V3(V3), .TABLE_DIR(TABLE_DIR)) u_el (
    .clk_i(clk_i), .x_i(x_1), .y_i(y_1), .w_i(w_1), .pv_i(fo_1),
    .exp_i(op_1[O_EXP]), .lit_i(op_1[O_LIT]), .zw_i(zw_1),
    .u_i(fix_u), .sticky_i(fix_st), .rx_o(el_x9), .ry_o(el_y9), .rz_o(el_z9),
    .m3_a_o(el_m3a), .m3_b_o(el_m3b), .m3_p_i(el_m3p), .m5a_a_o(el_m5aa), .m5a_b_o(el_m5ab), .m5a_p_i(el_m5ap),
    .m5c_a_o(el_m5ca), .m5c_b_o(el_m5cb), .m5c_p_i(el_m5cp), .m5d_a_o(el_m5da), .m5d_b_o(el_m5db), .m5d_p_i(el_m5dp),
    .m5e_a_o(el_m5ea), .m5e_b_o(el_m5eb), .m5e_p_i(el_m5ep), .m8_a_o(el_m8a), .m8_b_o(el_m8b), .m8_p_i(el_m8p));
  vp_delay #(.W(96), .N(2)) u_el11 (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({el_x9, el_y9, el_z9}), .q_o({el_x, el_y, el_z}));

  wire [31:0] q_11;
  generate
    if (V3 != 0) begin : g_quad
      vp_sfu_quad #(.TABLE_DIR(TABLE_DIR)) u_quad (
        .clk_i(clk_i), .x_i(x_1), .ex2_i(op_1[O_EX2]), .lg2_i(op_1[O_LG2]),
        .sin_i(op_1[O_SIN]), .cos_i(op_1[O_COS]), .u_i(fix_u[29:0]), .r_o(q_11));
    end else begin : g_no_quad
      assign q_11 = 32'd0;       // NV20: no EX2, LG2, SIN, COS
    end
  endgenerate

  // the op's class at register 11: RCP/RCC, RSQ, EXP/LOG/LIT, EX2/LG2/SIN/COS
  wire [3:0] cls_11;
  vp_delay #(.W(4), .N(10)) u_cls (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({op_1[O_EX2] | op_1[O_LG2] | op_1[O_SIN] | op_1[O_COS],
          op_1[O_EXP] | op_1[O_LOG] | op_1[O_LIT], op_1[O_RSQ], op_1[O_RCP] | op_1[O_RCC]}),
    .q_o(cls_11));

  // ---- stage 12: the result mux ----
  wire [31:0] sc = ({32{cls_11[0]}} & rcp_11) | ({32{cls_11[1]}} & rsq_11) | ({32{cls_11[3]}} & q_11);
  wire [127:0] res = {sc | ({32{cls_11[2]}} & ONE), sc | ({32{cls_11[2]}} & el_z),
                      sc | ({32{cls_11[2]}} & el_y), sc | ({32{cls_11[2]}} & el_x)};
  vp_delay #(.W(128), .N(LAT - MIN_LAT + 1 - FR)) u_out (
    .clk_i(clk_i), .rst_ni(1'b1), .d_i(res), .q_o(out_r_o));
  vp_delay #(.W(1), .N(LAT), .RST(1)) u_valid (
    .clk_i(clk_i), .rst_ni(rst_ni), .d_i(in_valid_i), .q_o(out_valid_o));
endmodule
