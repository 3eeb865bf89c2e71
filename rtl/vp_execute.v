// vp_execute: execute (stage EX): the vector unit (vp_vu), the
// special-function unit (vp_sfu) and the address unit (vp_au), and the
// control delay line that carries each instruction to write-back beside
// them.
//
// Every instruction takes EX_LAT clocks from OP to write-back: the units
// take UNIT_LAT = EX_LAT - OPS (vp_opsel's register is the rest). The
// address unit works in the first two EX clocks (the second and third with
// OPS) from registered copies of its inputs (source 0, the op code, the A
// register ARSEL names), so the float-to-integer conversion does not follow
// the operand logic; its result joins the delay line at entry 2 + OPS.
// The delay line's entries are {valid, thread, pc, the 57 control bits
// write-back needs, the address result}; vp_writeback reads its last two
// entries (WB, PW) and the threads of the two before (the early reads of
// the thread's written bit).
//
// LIT is one instruction like every other: vp_sfu computes it in one pass.
// A paired word (a VOP and an arithmetic SOP) issues to both units in the
// same clock: the vector unit takes sources 0 and 1, the special-function
// unit source 2, and both results reach write-back together.
`include "ucode_fields.vh"

module vp_execute #(
  parameter integer TW        = 2,
  parameter integer EX_LAT    = 12,
  parameter integer OPS       = 0,
  parameter integer GPU       = 30,
  parameter         TABLE_DIR = "rtl/sfu_tables/",
  // width of a delay-line entry
  parameter integer CW        = 1 + TW + 9 + 57 + 40
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  // the instruction in OP (vp_decode)
  input  wire                op_valid_i,
  input  wire [TW-1:0]       op_thread_i,
  input  wire [8:0]          op_pc_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [`UC_RSVD_LSB-1:0]        op_w_i,          // the control fields are read
  /* verilator lint_on UNUSEDSIGNAL */
  // the units' inputs (vp_opsel)
  input  wire                xs_vu_valid_i,
  input  wire                xs_sfu_valid_i,
  input  wire [4:0]          xs_vop_i,
  input  wire [4:0]          xs_sop_i,
  input  wire                xs_vp2_i,
  input  wire [39:0]         xs_areg_i,
  input  wire [127:0]        xs_s0_i,
  input  wire [127:0]        xs_s1_i,
  input  wire [127:0]        xs_s2_i,
  input  wire [127:0]        xs_s2_sfu_i,
  // results, at write-back
  output wire [127:0]        wb_vu_r_o,
  output wire [127:0]        wb_sfu_r_o,
  // the delay line's last entries (WB, PW) and the threads of the two before
  output wire [CW-1:0]       wb_bus_o,
  output wire [CW-1:0]       pw_bus_o,
  output wire [TW-1:0]       pp_thread_o,
  output wire [TW-1:0]       p3_thread_o
);
  localparam integer UNIT_LAT = EX_LAT - OPS;

  // ---------------------------------------------------------------- units
  // the units' valid outputs: read by the simulation checks alone
  // (tb/rtl/vp_core_checks.v: they line up with the delay line)
  /* verilator lint_off UNUSEDSIGNAL */
  wire ex_vu_valid, ex_sfu_valid;
  /* verilator lint_on UNUSEDSIGNAL */
  reg [127:0] ex_au_a_q;
  reg [4:0]   ex_au_vop_q;
  reg [39:0]  ex_au_areg_q;
  always @(posedge clk_i) begin
    ex_au_a_q    <= xs_s0_i;
    ex_au_vop_q  <= xs_vop_i;
    ex_au_areg_q <= xs_areg_i;
  end
  wire [39:0] ex_au;
  vp_au u_au (
    .clk_i(clk_i), .vop_i(ex_au_vop_q), .vp2_i(1'b0), .a_i(ex_au_a_q), .areg_i(ex_au_areg_q),
    .r_o(ex_au)
  );
  vp_vu #(.LAT(UNIT_LAT), .GPU(GPU)) u_vu (
    .clk_i(clk_i), .rst_ni(rst_ni), .in_valid_i(xs_vu_valid_i), .in_vop_i(xs_vop_i), .in_vp2_i(xs_vp2_i),
    .in_a_i(xs_s0_i), .in_b_i(xs_s1_i), .in_c_i(xs_s2_i),
    .out_valid_o(ex_vu_valid), .out_r_o(wb_vu_r_o)
  );
  vp_sfu #(.GPU(GPU), .LAT(UNIT_LAT), .TABLE_DIR(TABLE_DIR)) u_sfu (
    .clk_i(clk_i), .rst_ni(rst_ni), .in_valid_i(xs_sfu_valid_i), .in_sop_i(xs_sop_i), .in_vp2_i(xs_vp2_i),
    .in_s_i(xs_s2_sfu_i), .out_valid_o(ex_sfu_valid), .out_r_o(wb_sfu_r_o)
  );

  // ---------------------------------------------------------------- delay line
  // the control fields write-back needs (57 bits)
  wire [4:0]  op_vop  = op_w_i[`UC_VOP_MSB:`UC_VOP_LSB];
  wire [4:0]  op_sop  = op_w_i[`UC_SOP_MSB:`UC_SOP_LSB];
  wire [56:0] op_ctl  = {op_w_i[`UC_SWMASK_MSB:`UC_SWMASK_LSB], op_w_i[`UC_SDOUT_LSB],
                         op_w_i[`UC_SDIDX_MSB:`UC_SDIDX_LSB],
                         op_w_i[`UC_END_LSB], op_vop, op_sop, op_w_i[`UC_CCU_LSB],
                         op_w_i[`UC_CCR_MSB:`UC_CCR_LSB], op_w_i[`UC_CCS_MSB:`UC_CCS_LSB],
                         op_w_i[`UC_DFILE_MSB:`UC_DFILE_LSB], op_w_i[`UC_DIDX_MSB:`UC_DIDX_LSB],
                         op_w_i[`UC_WMASK_MSB:`UC_WMASK_LSB], op_w_i[`UC_TARGET_MSB:`UC_TARGET_LSB]};
  reg  [CW-1:0] dl_q [0:EX_LAT-1];
  integer s;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (s = 0; s < EX_LAT; s = s + 1) dl_q[s] <= {CW{1'b0}};
    end else begin
      dl_q[0] <= {op_valid_i, op_thread_i, op_pc_i, op_ctl, 40'd0};
      for (s = 1; s < EX_LAT; s = s + 1)
        dl_q[s] <= (s == 2 + OPS) ? {dl_q[s-1][CW-1:40], ex_au} : dl_q[s-1];
    end
  end
  assign wb_bus_o    = dl_q[EX_LAT-1];
  assign pw_bus_o    = dl_q[EX_LAT-2];
  assign pp_thread_o = dl_q[EX_LAT-3][CW-2 -: TW];
  assign p3_thread_o = dl_q[EX_LAT-4][CW-2 -: TW];
endmodule
