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
`include "ucode_fields.vh"

module vp_sfu #(
  parameter integer GPU       = 30,    // 20: NV20 (GeForce3), 30: NV30 (GeForce FX)
  parameter integer LAT       = 12,
  parameter         TABLE_DIR = "rtl/sfu_tables/"
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

  // ---- stages 2..11: the blocks ----
  wire [31:0] rcp_10, rcp_11, rsq_11;
  vp_sfu_rcp #(.TABLE_DIR(TABLE_DIR)) u_rcp (
    .clk_i(clk_i), .x_i(x_1), .rcc_i(op_1[O_RCC]), .r_o(rcp_10));
  vp_delay #(.W(32), .N(1)) u_rcp11 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(rcp_10), .q_o(rcp_11));
  vp_sfu_rsq #(.V3(V3), .TABLE_DIR(TABLE_DIR)) u_rsq (
    .clk_i(clk_i), .x_i(x_1), .zw_i(zw_1), .r_o(rsq_11));

  wire [40:0] fix_u;
  wire        fix_st;
  vp_sfu_fix u_fix (.clk_i(clk_i), .x_i(fo_1[30:0]), .u_o(fix_u), .sticky_o(fix_st));

  wire [31:0] el_x9, el_y9, el_z9, el_x, el_y, el_z;
  vp_sfu_explog #(.V3(V3), .TABLE_DIR(TABLE_DIR)) u_el (
    .clk_i(clk_i), .x_i(x_1), .y_i(y_1), .w_i(w_1), .pv_i(fo_1),
    .exp_i(op_1[O_EXP]), .lit_i(op_1[O_LIT]), .zw_i(zw_1),
    .u_i(fix_u), .sticky_i(fix_st), .rx_o(el_x9), .ry_o(el_y9), .rz_o(el_z9));
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
