// vp_engine: top level of the programmable vertex engine.
//
// vp_host (commands, program/constant memories, attribute staging buffer and
// loader) -> vp_core (threads; pipeline IS (FE) DE (RD) OP EX WB; vector unit,
// special-function unit, address unit, sequencer) -> vp_outq (vertices out
// in provoke order). Ports: docs/architecture.md section 3.4.
`include "ucode_fields.vh"
`include "vp_defs.vh"

module vp_engine #(
  // the numerics: 20 NV20 (GeForce3), 30 NV30 (GeForce FX) (vp_vu, vp_sfu)
  parameter integer GPU       = 30,
  // execution latency of every instruction (>= the MIN_LAT of vp_vu, 12,
  // and of vp_sfu, 12: 12 by default)
  parameter integer EX_LAT    = 12,
  // 1: a fetch clock between the scheduler's pick and decode (vp_core FE),
  // a shorter issue path for a faster clock; 0 (default): none
  parameter integer IF_STAGE  = 0,
  // 1: a clock between the memories' reads and the operand select (vp_core
  // RD), so that no block RAM output runs into logic; 2: also a clock
  // between the register-file and constant addresses and the memories
  // (vp_core AG); 0 (default): none
  parameter integer RD_STAGE  = 0,
  // vertex threads; the default, EX_LAT + 3 + IF_STAGE + RD_STAGE (one per
  // pipeline stage from issue to write-back), is the fewest that can issue
  // every clock
  parameter integer NTHREADS  = EX_LAT + 3 + IF_STAGE + RD_STAGE,
  parameter         TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire         clk_i,
  input  wire         rst_ni,
  // host command port
  input  wire         host_valid_i,
  output wire         host_ready_o,
  input  wire [2:0]   host_cmd_i,
  input  wire [7:0]   host_addr_i,
  input  wire [2:0]   host_n_i,
  input  wire [127:0] host_data_i,
  // host read responses
  output wire         rsp_valid_o,
  input  wire         rsp_ready_i,
  output wire [127:0] rsp_data_o,
  // output vertices
  output wire         out_valid_o,
  input  wire         out_ready_i,
  output wire [31:0]  out_vertex_o,
  output wire [4:0]   out_idx_o,
  output wire [127:0] out_data_o,
  output wire         out_last_o,
  output wire [20:0]  out_written_o,
  output wire [2:0]   out_end_o,
  output wire [16:0]  out_count_o,
  // commit trace
  output wire         cm_valid_o,
  output wire [31:0]  cm_vertex_o,
  output wire [7:0]   cm_thread_o,
  output wire [8:0]   cm_pc_o,
  output wire [8:0]   cm_next_pc_o,
  output wire [2:0]   cm_dfile_o,
  output wire [7:0]   cm_didx_o,
  output wire [3:0]   cm_wrote_o,
  output wire [127:0] cm_value_o,
  output wire [2:0]   cm_sdfile_o,   // a paired word's SOP half (NONE unpaired)
  output wire [7:0]   cm_sdidx_o,
  output wire [3:0]   cm_swrote_o,
  output wire [127:0] cm_svalue_o,
  output wire [7:0]   cm_cc_o,
  output wire [79:0]  cm_a_o,
  output wire         cm_taken_o,
  output wire         cm_done_o,
  output wire [2:0]   cm_end_o,
  // performance counters
  output reg  [63:0]  perf_cycles_o,
  output reg  [63:0]  perf_issued_o,
  output reg  [63:0]  perf_idle_o,
  output reg  [63:0]  perf_vin_o,
  output reg  [63:0]  perf_vout_o,
  output wire         busy_o
);
  localparam integer TW = NTHREADS > 1 ? $clog2(NTHREADS) : 1;

  wire [7:0]          is_pm_addr, de_cm_addr, wb_cm_addr;
  wire [`UC_RSVD_LSB-1:0]        de_pm_data;
  wire                pm_we;
  wire [7:0]          pm_waddr;
  wire [`UC_RSVD_LSB-1:0]        pm_wdata;
  wire [127:0]        op_cm_data, wb_cm_data, ld_data, oq_data;
  wire                wb_cm_we, ld_we, start, start_state, oq_release, vout;
  wire [3:0]          wb_cm_lanes, ld_attr;
  wire [511:0]        mvp;
  wire [TW-1:0]       ld_thread, start_thread, oq_thread;
  wire [8:0]          start_pc;
  wire [NTHREADS-1:0] free, done;
  wire [4:0]          oq_idx, oq_nidx;
  wire [TW-1:0]       oq_nthread, oq_sthread, oq_xthread;
  wire [20:0]         oq_written, oq_wrel;
  wire                oq_rel;
  wire [2:0]          oq_end;
  wire [16:0]         oq_count;
  wire [31:0]         oq_vertex;
  wire                perf_issue, perf_empty;

  vp_host #(.NTHREADS(NTHREADS), .TW(TW)) u_host (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .host_valid_i(host_valid_i), .host_ready_o(host_ready_o), .host_cmd_i(host_cmd_i),
    .host_addr_i(host_addr_i), .host_n_i(host_n_i), .host_data_i(host_data_i),
    .rsp_valid_o(rsp_valid_o), .rsp_ready_i(rsp_ready_i), .rsp_data_o(rsp_data_o),
    .core_free_i(free),
    .is_pm_addr_i(is_pm_addr), .de_pm_data_o(de_pm_data),
    .pm_we_o(pm_we), .pm_waddr_o(pm_waddr), .pm_wdata_o(pm_wdata),
    .de_cm_addr_i(de_cm_addr), .op_cm_data_o(op_cm_data),
    .wb_cm_we_i(wb_cm_we), .wb_cm_addr_i(wb_cm_addr), .wb_cm_lanes_i(wb_cm_lanes), .wb_cm_data_i(wb_cm_data),
    .mvp_o(mvp),
    .ld_we_o(ld_we), .ld_thread_o(ld_thread), .ld_attr_o(ld_attr), .ld_data_o(ld_data),
    .start_o(start), .start_thread_o(start_thread), .start_pc_o(start_pc), .start_state_o(start_state)
  );

  vp_core #(.NTHREADS(NTHREADS), .TW(TW), .EX_LAT(EX_LAT), .GPU(GPU), .IF_STAGE(IF_STAGE), .RD_STAGE(RD_STAGE), .TABLE_DIR(TABLE_DIR)) u_core (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .is_pm_addr_o(is_pm_addr), .de_pm_data_i(de_pm_data),
    .pm_we_i(pm_we), .pm_waddr_i(pm_waddr), .pm_wdata_i(pm_wdata),
    .de_cm_addr_o(de_cm_addr), .op_cm_data_i(op_cm_data),
    .wb_cm_we_o(wb_cm_we), .wb_cm_addr_o(wb_cm_addr), .wb_cm_lanes_o(wb_cm_lanes), .wb_cm_data_o(wb_cm_data),
    .mvp_i(mvp),
    .ld_we_i(ld_we), .ld_thread_i(ld_thread), .ld_attr_i(ld_attr), .ld_data_i(ld_data),
    .start_i(start), .start_thread_i(start_thread), .start_pc_i(start_pc), .start_state_i(start_state),
    .free_o(free), .done_o(done),
    .oq_thread_i(oq_thread), .oq_idx_i(oq_idx),
    .oq_nthread_i(oq_nthread), .oq_nidx_i(oq_nidx), .oq_sthread_i(oq_sthread), .oq_xthread_i(oq_xthread),
    .oq_data_o(oq_data), .oq_written_o(oq_written), .oq_wrel_o(oq_wrel),
    .oq_rel_o(oq_rel), .oq_end_o(oq_end), .oq_count_o(oq_count), .oq_vertex_o(oq_vertex), .oq_release_i(oq_release),
    .cm_valid_o(cm_valid_o), .cm_vertex_o(cm_vertex_o), .cm_thread_o(cm_thread_o), .cm_pc_o(cm_pc_o),
    .cm_next_pc_o(cm_next_pc_o), .cm_dfile_o(cm_dfile_o), .cm_didx_o(cm_didx_o), .cm_wrote_o(cm_wrote_o),
    .cm_value_o(cm_value_o), .cm_sdfile_o(cm_sdfile_o), .cm_sdidx_o(cm_sdidx_o),
    .cm_swrote_o(cm_swrote_o), .cm_svalue_o(cm_svalue_o), .cm_cc_o(cm_cc_o), .cm_a_o(cm_a_o), .cm_taken_o(cm_taken_o),
    .cm_done_o(cm_done_o), .cm_end_o(cm_end_o),
    .perf_issue_o(perf_issue), .perf_empty_o(perf_empty)
  );

  vp_outq #(.NTHREADS(NTHREADS), .TW(TW)) u_outq (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .push_i(start && !start_state), .push_thread_i(start_thread), .done_i(done),
    .oq_thread_o(oq_thread), .oq_idx_o(oq_idx),
    .oq_nthread_o(oq_nthread), .oq_nidx_o(oq_nidx), .oq_sthread_o(oq_sthread), .oq_xthread_o(oq_xthread),
    .oq_data_i(oq_data), .oq_written_i(oq_written), .oq_wrel_i(oq_wrel),
    .oq_rel_i(oq_rel),
    .oq_end_i(oq_end), .oq_count_i(oq_count), .oq_vertex_i(oq_vertex), .oq_release_o(oq_release),
    .out_valid_o(out_valid_o), .out_ready_i(out_ready_i), .out_vertex_o(out_vertex_o),
    .out_idx_o(out_idx_o), .out_data_o(out_data_o), .out_last_o(out_last_o),
    .out_written_o(out_written_o), .out_end_o(out_end_o), .out_count_o(out_count_o),
    .vout_o(vout)
  );

  assign busy_o = !(&free) || !host_ready_o;

  // The counters count the core's events a clock late, from registers
  // (perf_issue_q, perf_empty_q): the issue and idle bits come from the
  // scheduler and an OR over every thread's state, and as the enables of
  // 64-bit counters they were 128 endpoints up to 12.7 ns on the ULX3S at
  // daca880 (fpga/REPORT.md). A counter read sees every event of the run:
  // the last issue is a pipeline's depth before the engine is idle.
  reg perf_issue_q, perf_empty_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      perf_issue_q <= 1'b0;
      perf_empty_q <= 1'b0;
    end else begin
      perf_issue_q <= perf_issue;
      perf_empty_q <= perf_empty;
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      perf_cycles_o <= 64'd0;
      perf_issued_o <= 64'd0;
      perf_idle_o   <= 64'd0;
      perf_vin_o    <= 64'd0;
      perf_vout_o   <= 64'd0;
    end else begin
      perf_cycles_o <= perf_cycles_o + 64'd1;
      if (perf_issue_q) perf_issued_o <= perf_issued_o + 64'd1;
      if (perf_empty_q) perf_idle_o <= perf_idle_o + 64'd1;
      if (start && !start_state) perf_vin_o <= perf_vin_o + 64'd1;
      if (vout) perf_vout_o <= perf_vout_o + 64'd1;
    end
  end
endmodule
