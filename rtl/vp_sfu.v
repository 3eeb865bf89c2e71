// vp_sfu: special-function unit of the vertex engine (docs/architecture.md
// 3.2), stage EX of vp_core. Bit exact with exec_sfu() in cmodel/vpmodel.c,
// i.e. the sfu_* functions of cmodel/sfu.c (docs/numerics.md section 3):
// RCP, RCC, RSQ, EX2, LG2, SIN, COS (lane 0 of the source, the result in
// all four lanes), EXP, LOG (lane 0 in, four lanes out) and LIT (lanes x,
// y, w in). Every other in_sop_i gives 0.
//
// Fully pipelined (one operation per clock), constant latency LAT >=
// MIN_LAT; out_valid_o is in_valid_i delayed by LAT clocks. Only the valid
// bits are reset. Every stage holds at most about one 64 x 64-bit multiply
// (with the add of a Horner step) or one wide add / normalisation.
// Natural depth MIN_LAT = 16 logic stages, set by LIT's chain:
//
//   stage  1..8   LG2 pipeline (vp_sfu_lg2): LG2, LOG.z, LIT log2(y')
//   stage  9      LIT: w' * log2(y') (vp_fmul, the vector unit's MUL)
//   stage 10..16  EX2 pipeline (vp_sfu_ex2): EX2, EXP.z, LIT power
//   stage  4..16  RSQ (vp_sfu_rsq)
//   stage  7..16  RCP/RCC (vp_sfu_rcp), SIN/COS (vp_sfu_sincos)
//   stage 16      EXP/LOG x, y lanes (vp_sfu_explog), result mux
//
// Stage s is the logic between register s-1 and register s (register 0 is
// the input port); each unit starts at the stage where it ends at 16. The
// operand and op code travel along delay lines; LIT's operand side comes
// from vp_sfu_litin in stage 1. Register 16 holds the result; LAT > 16
// adds a delay line after it. Tables and constants: $readmemh from
// TABLE_DIR (the files `make sfu-tables` writes).
`include "ucode_fields.vh"

module vp_sfu #(
  parameter integer LAT       = 16,
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
  localparam integer MIN_LAT = 16;

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

  // ---- op code, mode and operand lane 0 along the pipeline ----
  wire [5:0]  om0 = {in_vp2_i, in_sop_i};
  wire [5:0]  om3, om6, om8, om9, om15;
  wire [31:0] x0 = in_s_i[31:0];
  wire [31:0] x3, x6, x9, x15;
  vp_sfu_delay #(.W(6), .N(3)) u_om3  (.clk_i(clk), .rst_ni(rst_ni), .d_i(om0), .q_o(om3));
  vp_sfu_delay #(.W(6), .N(3)) u_om6  (.clk_i(clk), .rst_ni(rst_ni), .d_i(om3), .q_o(om6));
  vp_sfu_delay #(.W(6), .N(2)) u_om8  (.clk_i(clk), .rst_ni(rst_ni), .d_i(om6), .q_o(om8));
  vp_sfu_delay #(.W(6), .N(1)) u_om9  (.clk_i(clk), .rst_ni(rst_ni), .d_i(om8), .q_o(om9));
  vp_sfu_delay #(.W(6), .N(6)) u_om15 (.clk_i(clk), .rst_ni(rst_ni), .d_i(om9), .q_o(om15));
  vp_sfu_delay #(.W(32), .N(3)) u_x3  (.clk_i(clk), .rst_ni(rst_ni), .d_i(x0), .q_o(x3));
  vp_sfu_delay #(.W(32), .N(3)) u_x6  (.clk_i(clk), .rst_ni(rst_ni), .d_i(x3), .q_o(x6));
  vp_sfu_delay #(.W(32), .N(3)) u_x9  (.clk_i(clk), .rst_ni(rst_ni), .d_i(x6), .q_o(x9));
  vp_sfu_delay #(.W(32), .N(6)) u_x15 (.clk_i(clk), .rst_ni(rst_ni), .d_i(x9), .q_o(x15));

  wire [4:0] op0 = om0[4:0], op6 = om6[4:0], op9 = om9[4:0], op15 = om15[4:0];
  wire       vp2_3 = om3[5], vp2_8 = om8[5], vp2_15 = om15[5];

  // ---- stage 1: LIT operand side; LG2 operand ----
  wire [31:0] lit_y, lit_w, lit_x, lit_zsp;
  wire        lit_zf;
  vp_sfu_litin u_litin (
    .x_i(in_s_i[31:0]), .y_i(in_s_i[63:32]), .w_i(in_s_i[127:96]), .vp2_i(in_vp2_i),
    .y_o(lit_y), .w_o(lit_w), .outx_o(lit_x), .zsp_f_o(lit_zf), .zsp_o(lit_zsp));
  wire [31:0] lit_w8, lit_x15, lit_zsp15;
  wire        lit_zf15;
  vp_sfu_delay #(.W(32), .N(8))  u_w8   (.clk_i(clk), .rst_ni(rst_ni), .d_i(lit_w), .q_o(lit_w8));
  vp_sfu_delay #(.W(65), .N(15)) u_lit15 (.clk_i(clk), .rst_ni(rst_ni),
    .d_i({lit_zf, lit_zsp, lit_x}), .q_o({lit_zf15, lit_zsp15, lit_x15}));

  wire [31:0] lg2_in = (op0 == `UC_SOP_LIT) ? lit_y :
                       (op0 == `UC_SOP_LOG) ? {1'b0, x0[30:0]} : x0;   // LOG: |t|

  // ---- stages 1..8: LG2 ----
  wire [31:0] lg2_r, lg2_8, lg2_15;
  vp_sfu_lg2 #(.TABLE_DIR(TABLE_DIR)) u_lg2 (.clk_i(clk), .x_i(lg2_in), .r_o(lg2_r));
  vp_sfu_delay #(.W(32), .N(1)) u_lg2_8  (.clk_i(clk), .rst_ni(rst_ni), .d_i(lg2_r), .q_o(lg2_8));
  vp_sfu_delay #(.W(32), .N(7)) u_lg2_15 (.clk_i(clk), .rst_ni(rst_ni), .d_i(lg2_8), .q_o(lg2_15));

  // ---- stage 9: LIT power operand w' * log2(y') ----
  wire [31:0] pw, pw9;
  vp_fmul u_fmul (.a_i(lit_w8), .b_i(lg2_8), .vp2_i(vp2_8), .r_o(pw));
  vp_sfu_delay #(.W(32), .N(1)) u_pw9 (.clk_i(clk), .rst_ni(rst_ni), .d_i(pw), .q_o(pw9));

  // ---- stages 10..16: EX2 ----
  wire [31:0] ex2_r;
  vp_sfu_ex2 #(.TABLE_DIR(TABLE_DIR)) u_ex2 (
    .clk_i(clk), .x_i((op9 == `UC_SOP_LIT) ? pw9 : x9), .r_o(ex2_r));

  // ---- stages 4..16: RSQ; 7..16: RCP/RCC, SIN/COS ----
  wire [31:0] rsq_r, rcp_r, sc_r;
  vp_sfu_rsq #(.TABLE_DIR(TABLE_DIR)) u_rsq (.clk_i(clk), .x_i(x3), .vp2_i(vp2_3), .r_o(rsq_r));
  vp_sfu_rcp #(.TABLE_DIR(TABLE_DIR)) u_rcp (
    .clk_i(clk), .x_i(x6), .rcc_i(op6 == `UC_SOP_RCC), .r_o(rcp_r));
  vp_sfu_sincos #(.TABLE_DIR(TABLE_DIR)) u_sc (
    .clk_i(clk), .x_i(x6), .cos_i(op6 == `UC_SOP_COS), .r_o(sc_r));

  // ---- stage 16: EXP/LOG x, y lanes; result mux ----
  wire [31:0] el_x, el_y;
  vp_sfu_explog u_el (.a_i(x15), .vp2_i(vp2_15), .log_i(op15 == `UC_SOP_LOG),
                      .x_o(el_x), .y_o(el_y));
  reg [127:0] res;
  always @* begin
    case (op15)
      `UC_SOP_RCP, `UC_SOP_RCC: res = {4{rcp_r}};
      `UC_SOP_RSQ:              res = {4{rsq_r}};
      `UC_SOP_EX2:              res = {4{ex2_r}};
      `UC_SOP_LG2:              res = {4{lg2_15}};
      `UC_SOP_SIN, `UC_SOP_COS: res = {4{sc_r}};
      `UC_SOP_EXP:              res = {ONE, ex2_r, el_y, el_x};
      `UC_SOP_LOG:              res = {ONE, lg2_15, el_y, el_x};
      `UC_SOP_LIT:              res = {ONE, lit_zf15 ? lit_zsp15 : ex2_r, lit_x15, ONE};
      default:                  res = 128'd0;
    endcase
  end

  // ---- register 16 and padding to LAT; valid ----
  vp_sfu_delay #(.W(128), .N(LAT - MIN_LAT + 1)) u_out (
    .clk_i(clk), .rst_ni(rst_ni), .d_i(res), .q_o(out_r_o));
  vp_sfu_delay #(.W(1), .N(LAT), .RST(1)) u_valid (
    .clk_i(clk), .rst_ni(rst_ni), .d_i(in_valid_i), .q_o(out_valid_o));
endmodule
