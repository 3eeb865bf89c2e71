// vp_core: the vertex threads and the instruction pipeline, wired from one
// module per stage (this file holds no logic of its own):
//
//   TS  vp_thread     each thread's state: idle / running / done, busy, PC,
//                     written bits; start, pick, write-back, release
//   IS  vp_fetch      vp_sched picks a ready thread (round robin); its PC
//  (F1                addresses the program memory (in vp_host); with
//  (FE                IF_STAGE 1 or 2, one or two fetch registers first
//   DE  vp_decode     the word arrives; register-file, attribute and
//  (AG                constant addresses, the reads; with RD_STAGE 1 a
//  (RD                register after the memories, with RD_STAGE 2 also
//                     one between the addresses and the memories
//   OP  vp_opsel      each source from its file, swizzle and signs
//                     (vp_operand); OPS = 1 adds a register
//   EX  vp_execute    vp_vu, vp_sfu, vp_au, and the control delay line:
//                     EX_LAT clocks from OP to write-back
//   PW  vp_writeback  masks, sequencer (vp_seq), CC mask (vp_ccmask)
//   WB                the write to R / o / c[] / A, CC, commit trace
//   OQ  vp_outregs    the o registers and what vp_outq reads of them
//
// Every instruction takes the same number of clocks, and a thread has at
// most one instruction in flight, so no thread ever sees a hazard and there
// is no bypass. Each thread holds R0-R15 (with per-lane written bits so a
// new vertex reads (0,0,0,0)), o[0..20] (unwritten lanes read (0,0,0,1)),
// A0/A1, CC, PC, a 4-deep call stack, an instruction counter and a private
// copy of the 16 attributes. Signal names carry the stage they come from
// (fe_, de_, op_, xs_ (the units' inputs), wb_, pw_, ts_, oq_).
// Simulation-only checks of the stages' invariants: tb/rtl/vp_core_checks.v,
// bound in by the benches. docs/walkthrough.md follows one instruction
// through these stages.
`include "ucode_fields.vh"
`include "vp_defs.vh"

module vp_core #(
  parameter integer NTHREADS  = 4,
  parameter integer TW        = 2,
  parameter integer EX_LAT    = 16,
  // the numerics: 20 NV20 (GeForce3), 30 NV30 (GeForce FX) (vp_vu, vp_sfu)
  parameter integer GPU       = 30,
  // fetch clocks between the scheduler's pick and DE (0, 1 or 2; see
  // vp_fetch); each needs one more thread to issue every clock
  parameter integer IF_STAGE  = 0,
  // 1: a clock between the memories' reads and the operand select (RD)
  parameter integer RD_STAGE  = 0,
  parameter         TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  // memories in vp_host
  output wire [7:0]          is_pm_addr_o,
  input  wire [`UC_RSVD_LSB-1:0]        de_pm_data_i,    // the word without the reserved bits
  // program memory writes (vp_host), for the copy of program-word bits
  // (the constant-address fields with IF_STAGE >= 1: cw_we_q below)
  input  wire                pm_we_i,
  input  wire [7:0]          pm_waddr_i,
  input  wire [`UC_RSVD_LSB-1:0]        pm_wdata_i,
  output wire [7:0]          de_cm_addr_o,
  input  wire [127:0]        op_cm_data_i,
  output wire                wb_cm_we_o,
  output wire [7:0]          wb_cm_addr_o,
  output wire [3:0]          wb_cm_lanes_o,
  output wire [127:0]        wb_cm_data_o,
  input  wire [511:0]        mvp_i,
  // loader and thread start (from vp_host)
  input  wire                ld_we_i,
  input  wire [TW-1:0]       ld_thread_i,
  input  wire [3:0]          ld_attr_i,
  input  wire [127:0]        ld_data_i,
  input  wire                start_i,
  input  wire [TW-1:0]       start_thread_i,
  input  wire [8:0]          start_pc_i,
  input  wire                start_state_i,
  output wire [NTHREADS-1:0] free_o,          // thread idle
  // output queue (vp_outq): results of finished threads
  output wire [NTHREADS-1:0] done_o,          // thread finished, results waiting
  input  wire [TW-1:0]       oq_thread_i,
  input  wire [4:0]          oq_idx_i,
  input  wire [TW-1:0]       oq_nthread_i,    // oq_thread_i and oq_idx_i of the next clock
  input  wire [4:0]          oq_nidx_i,       //   (the output RAM's registered read address)
  input  wire [TW-1:0]       oq_sthread_i,    // oq_nthread_i if oq_release_i is low
  input  wire [TW-1:0]       oq_xthread_i,    // oq_nthread_i if oq_release_i is high
  output wire [127:0]        oq_data_o,       // o[oq_idx_i] of thread oq_thread_i
  output wire [20:0]         oq_written_o,    // (these and oq_end_o, oq_count_o: when the last clock released no thread)
  output wire [20:0]         oq_wrel_o,       // when it released one: the new head's written bits
  output wire                oq_rel_o,        // it released one
  output wire [2:0]          oq_end_o,
  output wire [16:0]         oq_count_o,
  output wire [31:0]         oq_vertex_o,
  input  wire                oq_release_i,    // thread oq_thread_i sent: now idle
  // commit trace
  output wire                cm_valid_o,
  output wire [31:0]         cm_vertex_o,
  output wire [7:0]          cm_thread_o,
  output wire [8:0]          cm_pc_o,
  output wire [8:0]          cm_next_pc_o,
  output wire [2:0]          cm_dfile_o,
  output wire [7:0]          cm_didx_o,
  output wire [3:0]          cm_wrote_o,
  output wire [127:0]        cm_value_o,
  output wire [2:0]          cm_sdfile_o,     // a paired word's SOP half (NONE unpaired)
  output wire [7:0]          cm_sdidx_o,
  output wire [3:0]          cm_swrote_o,
  output wire [127:0]        cm_svalue_o,
  output wire [7:0]          cm_cc_o,
  output wire [79:0]         cm_a_o,
  output wire                cm_taken_o,
  output wire                cm_done_o,
  output wire [2:0]          cm_end_o,
  // performance
  output wire                perf_issue_o,    // an instruction issued this clock
  output wire                perf_empty_o     // no issue while some thread runs
);

  // an OP register when both units' depth leaves a clock of EX_LAT to spare
  // (vp_opsel); 16 is the old vector unit's depth (vp_vu's MIN_LAT is 12
  // now), kept as it was so that no configuration's timing changes here
  localparam integer SFU_MIN = 12;   // vp_sfu's MIN_LAT
  localparam integer OPS = (EX_LAT - 1 >= 16 && EX_LAT - 1 >= SFU_MIN) ? 1 : 0;
  localparam integer CW  = 1 + TW + 9 + 57 + 40;   // a delay-line entry

  // thread state
  wire [NTHREADS-1:0]   ts_ready, ts_grant_q, ts_xval;
  wire [NTHREADS*9-1:0] ts_pc;
  wire [NTHREADS*8-1:0] ts_aval;
  wire                  ts_any_run;
  wire [31:0]           ts_seq;
  // fetch
  wire [NTHREADS-1:0]   is_grant;
  wire                  fe_valid;
  wire [TW-1:0]         fe_thread;
  wire [8:0]            fe_pc;
  wire [30:0]           de_cf;
  // decode -> operand select
  wire                  op_valid, op_cok;
  wire [TW-1:0]         op_thread;
  wire [8:0]            op_pc;
  wire [`UC_RSVD_LSB-1:0]          op_w;
  wire [127:0]          op_cm, op_v, op_mvp, op_t0, op_t1, op_t2;
  wire [3:0]            op_tm0, op_tm1, op_tm2;
  wire [79:0]           op_a;
  // operand select -> execute
  wire                  xs_vu_valid, xs_sfu_valid, xs_vp2;
  wire [4:0]            xs_vop, xs_sop;
  wire [39:0]           xs_areg;
  wire [127:0]          xs_s0, xs_s1, xs_s2, xs_s2_sfu;
  // execute -> write-back
  wire [127:0]          wb_vu_r, wb_sfu_r;
  wire [CW-1:0]         wb_bus, pw_bus;
  wire [TW-1:0]         pp_thread, p3_thread, pw_thread;
  wire [79:0]           pw_a;
  // write-back -> the rest
  wire                  wb_valid, wb_stop, wb_awe;
  wire [TW-1:0]         wb_thread;
  wire [NTHREADS-1:0]   wb_oh;
  wire [127:0]          wb_rval, wb_oval;
  wire [3:0]            wb_wm, wb_rwe, wb_owe, wb_awe0, wb_awe1;
  wire [15:0]           wb_ridx;
  wire [19:0]           wb_oidx;
  wire                  wb_asel;
  wire [39:0]           wb_au;
  wire [63:0]           wb_tval;
  wire [103:0]          wb_vrow;
  wire [8:0]            wb_next_pc;
  wire [31:0]           wb_vertex;

  vp_thread #(.NTHREADS(NTHREADS), .TW(TW)) u_thread (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .start_i(start_i), .start_thread_i(start_thread_i), .start_pc_i(start_pc_i),
    .start_state_i(start_state_i),
    .is_grant_i(is_grant),
    .wb_oh_i(wb_oh), .wb_stop_i(wb_stop), .wb_next_pc_i(wb_next_pc),
    .wb_awe_i(wb_awe), .wb_asel_i(wb_asel), .wb_wm_i(wb_wm),
    .oq_release_i(oq_release_i), .oq_thread_i(oq_thread_i),
    .ts_ready_o(ts_ready), .ts_grant_q_o(ts_grant_q), .free_o(free_o), .done_o(done_o),
    .ts_any_run_o(ts_any_run), .ts_pc_o(ts_pc), .ts_xval_o(ts_xval), .ts_aval_o(ts_aval),
    .ts_seq_o(ts_seq)
  );

  vp_fetch #(.NTHREADS(NTHREADS), .TW(TW), .IF_STAGE(IF_STAGE)) u_fetch (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .ts_ready_i(ts_ready), .ts_grant_q_i(ts_grant_q), .ts_pc_i(ts_pc), .ts_any_run_i(ts_any_run),
    .is_grant_o(is_grant), .fe_valid_o(fe_valid), .fe_thread_o(fe_thread), .fe_pc_o(fe_pc),
    .is_pm_addr_o(is_pm_addr_o), .pm_we_i(pm_we_i), .pm_waddr_i(pm_waddr_i), .pm_wdata_i(pm_wdata_i),
    .de_pm_data_i(de_pm_data_i), .de_cf_o(de_cf),
    .perf_issue_o(perf_issue_o), .perf_empty_o(perf_empty_o)
  );

  vp_decode #(.NTHREADS(NTHREADS), .TW(TW), .RD_STAGE(RD_STAGE)) u_decode (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .fe_valid_i(fe_valid), .fe_thread_i(fe_thread), .fe_pc_i(fe_pc),
    .de_pm_data_i(de_pm_data_i), .de_cf_i(de_cf),
    .ts_xval_i(ts_xval), .ts_aval_i(ts_aval),
    .de_cm_addr_o(de_cm_addr_o), .op_cm_data_i(op_cm_data_i), .mvp_i(mvp_i),
    .ld_we_i(ld_we_i), .ld_thread_i(ld_thread_i), .ld_attr_i(ld_attr_i), .ld_data_i(ld_data_i),
    .wb_valid_i(wb_valid), .wb_thread_i(wb_thread), .wb_rwe_i(wb_rwe), .wb_ridx_i(wb_ridx),
    .wb_val_i(wb_rval), .wb_tval_i(wb_tval), .wb_awe0_i(wb_awe0), .wb_awe1_i(wb_awe1), .wb_au_i(wb_au),
    .pw_thread_i(pw_thread), .pw_a_o(pw_a),
    .op_valid_o(op_valid), .op_thread_o(op_thread), .op_pc_o(op_pc), .op_w_o(op_w), .op_cok_o(op_cok),
    .op_cm_o(op_cm), .op_v_o(op_v), .op_mvp_o(op_mvp), .op_t0_o(op_t0), .op_t1_o(op_t1), .op_t2_o(op_t2),
    .op_tm0_o(op_tm0), .op_tm1_o(op_tm1), .op_tm2_o(op_tm2), .op_a_o(op_a)
  );

  vp_opsel #(.OPS(OPS)) u_opsel (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .op_valid_i(op_valid), .op_w_i(op_w), .op_cok_i(op_cok), .op_cm_i(op_cm), .op_v_i(op_v),
    .op_mvp_i(op_mvp), .op_t0_i(op_t0), .op_t1_i(op_t1), .op_t2_i(op_t2),
    .op_tm0_i(op_tm0), .op_tm1_i(op_tm1), .op_tm2_i(op_tm2), .op_a_i(op_a),
    .xs_vu_valid_o(xs_vu_valid), .xs_sfu_valid_o(xs_sfu_valid), .xs_vop_o(xs_vop), .xs_sop_o(xs_sop),
    .xs_vp2_o(xs_vp2), .xs_areg_o(xs_areg),
    .xs_s0_o(xs_s0), .xs_s1_o(xs_s1), .xs_s2_o(xs_s2), .xs_s2_sfu_o(xs_s2_sfu)
  );

  vp_execute #(.TW(TW), .EX_LAT(EX_LAT), .OPS(OPS), .GPU(GPU),
               .TABLE_DIR(TABLE_DIR), .CW(CW)) u_execute (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .op_valid_i(op_valid), .op_thread_i(op_thread), .op_pc_i(op_pc), .op_w_i(op_w),
    .xs_vu_valid_i(xs_vu_valid), .xs_sfu_valid_i(xs_sfu_valid), .xs_vop_i(xs_vop), .xs_sop_i(xs_sop),
    .xs_vp2_i(xs_vp2), .xs_areg_i(xs_areg),
    .xs_s0_i(xs_s0), .xs_s1_i(xs_s1), .xs_s2_i(xs_s2), .xs_s2_sfu_i(xs_s2_sfu),
    .wb_vu_r_o(wb_vu_r), .wb_sfu_r_o(wb_sfu_r),
    .wb_bus_o(wb_bus), .pw_bus_o(pw_bus), .pp_thread_o(pp_thread), .p3_thread_o(p3_thread)
  );

  vp_writeback #(.NTHREADS(NTHREADS), .TW(TW), .CW(CW)) u_writeback (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .wb_bus_i(wb_bus), .pw_bus_i(pw_bus), .pp_thread_i(pp_thread), .p3_thread_i(p3_thread),
    .wb_vu_r_i(wb_vu_r), .wb_sfu_r_i(wb_sfu_r),
    .ts_xval_i(ts_xval), .ts_aval_i(ts_aval), .pw_thread_o(pw_thread), .pw_a_i(pw_a),
    .wb_vertex_i(wb_vertex),
    .wb_valid_o(wb_valid), .wb_thread_o(wb_thread), .wb_oh_q_o(wb_oh),
    .wb_wm_o(wb_wm), .wb_rwe_o(wb_rwe), .wb_ridx_o(wb_ridx), .wb_rval_o(wb_rval),
    .wb_owe_o(wb_owe), .wb_oidx_o(wb_oidx), .wb_oval_o(wb_oval), .wb_asel_o(wb_asel),
    .wb_awe0_o(wb_awe0), .wb_awe1_o(wb_awe1), .wb_awe_o(wb_awe), .wb_au_o(wb_au),
    .wb_tval_o(wb_tval), .wb_vrow_o(wb_vrow), .wb_stop_o(wb_stop),
    .wb_next_pc_o(wb_next_pc),
    .wb_cm_we_o(wb_cm_we_o), .wb_cm_addr_o(wb_cm_addr_o), .wb_cm_lanes_o(wb_cm_lanes_o),
    .wb_cm_data_o(wb_cm_data_o),
    .cm_valid_o(cm_valid_o), .cm_vertex_o(cm_vertex_o), .cm_thread_o(cm_thread_o), .cm_pc_o(cm_pc_o),
    .cm_next_pc_o(cm_next_pc_o), .cm_dfile_o(cm_dfile_o), .cm_didx_o(cm_didx_o),
    .cm_wrote_o(cm_wrote_o), .cm_value_o(cm_value_o), .cm_sdfile_o(cm_sdfile_o), .cm_sdidx_o(cm_sdidx_o),
    .cm_swrote_o(cm_swrote_o), .cm_svalue_o(cm_svalue_o), .cm_cc_o(cm_cc_o), .cm_a_o(cm_a_o),
    .cm_taken_o(cm_taken_o), .cm_done_o(cm_done_o), .cm_end_o(cm_end_o)
  );

  vp_outregs #(.NTHREADS(NTHREADS), .TW(TW)) u_outregs (
    .clk_i(clk_i),
    .start_i(start_i), .start_thread_i(start_thread_i), .ts_seq_i(ts_seq),
    .wb_valid_i(wb_valid), .wb_thread_i(wb_thread), .wb_owe_i(wb_owe), .wb_oidx_i(wb_oidx),
    .wb_oval_i(wb_oval), .wb_vrow_i(wb_vrow), .wb_vertex_o(wb_vertex),
    .oq_idx_i(oq_idx_i), .oq_nthread_i(oq_nthread_i), .oq_nidx_i(oq_nidx_i),
    .oq_sthread_i(oq_sthread_i), .oq_xthread_i(oq_xthread_i), .oq_release_i(oq_release_i),
    .oq_data_o(oq_data_o), .oq_written_o(oq_written_o),
    .oq_wrel_o(oq_wrel_o), .oq_rel_o(oq_rel_o), .oq_end_o(oq_end_o),
    .oq_count_o(oq_count_o), .oq_vertex_o(oq_vertex_o)
  );
endmodule
