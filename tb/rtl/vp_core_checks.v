// vp_core_checks: simulation-only checks of vp_core's invariants, bound in
// by the benches (not part of the synthesizable RTL).
//
// Each check stops the simulation ($fatal) or reports ($error) when a stage
// breaks a rule the design relies on: the fetch registers hold the picked
// thread's PC, the copies of program-word bits match the word, the units'
// results line up with the control delay line, the runnable bits are the
// state's and busy bits', the output RAM's read address is the queue's, the
// host writes the program only while every thread is idle, and so on.
// tb/mutants/ holds the faults that show each check can fail.
//
// The signals are read by hierarchical name from VP_CORE, the path of the
// vp_core instance followed by a dot:
//   with Verilator, tb/rtl/vp_checks_bind.v binds this module into
//   vp_engine (VP_CORE = "u_core.", the default);
//   with Icarus (no bind), tb/rtl/tb_engine_iv.v instantiates it beside
//   the engine with VP_CORE = "dut.u_core."
`ifndef VP_CORE
`define VP_CORE u_core.
`endif
`include "ucode_fields.vh"

module vp_core_checks #(
  parameter integer NTHREADS = 4,
  parameter integer TW       = 2,
  parameter integer EX_LAT   = 12,
  parameter integer IF_STAGE = 0
);
  localparam [1:0] T_IDLE = 2'd0, T_RUN = 2'd1, T_DONE = 2'd2;
  localparam integer CW = 1 + TW + 9 + 57 + 40;

  // the checks run from the first clock after reset: before it the
  // registers are unknown
  reg chk_q;
  always @(posedge `VP_CORE clk_i or negedge `VP_CORE rst_ni)
    if (!`VP_CORE rst_ni) chk_q <= 1'b0;
    else                  chk_q <= 1'b1;

  // ---------------------------------------------------------------- fetch
  generate
    if (IF_STAGE > 1) begin : g_f1
      // the PC's AND-OR needs the registered grant to be exactly the
      // registered pick, one-hot (no pick: 0)
      always @(posedge `VP_CORE clk_i)
        if (chk_q && `VP_CORE u_thread.is_grant_q !==
                     (`VP_CORE u_fetch.g_fetch.g_f1.f1_valid_q
                        ? {{(NTHREADS-1){1'b0}}, 1'b1} << `VP_CORE u_fetch.g_fetch.g_f1.f1_thread_q
                        : {NTHREADS{1'b0}}))
          $fatal(1, "vp_core: registered grant %b, the registered pick is %0d (valid %0d)",
                 `VP_CORE u_thread.is_grant_q, `VP_CORE u_fetch.g_fetch.g_f1.f1_thread_q,
                 `VP_CORE u_fetch.g_fetch.g_f1.f1_valid_q);
    end
    if (IF_STAGE != 0) begin : g_fe
      always @(posedge `VP_CORE clk_i)
        if (chk_q && `VP_CORE u_fetch.g_fetch.fe_valid_q &&
            `VP_CORE u_fetch.g_fetch.fe_pc_q !== `VP_CORE u_thread.pc_q[`VP_CORE u_fetch.g_fetch.fe_thread_q])
          $fatal(1, "vp_core: fetch PC %0d of thread %0d, its PC is %0d", `VP_CORE u_fetch.g_fetch.fe_pc_q,
                 `VP_CORE u_fetch.g_fetch.fe_thread_q,
                 `VP_CORE u_thread.pc_q[`VP_CORE u_fetch.g_fetch.fe_thread_q]);
      // the copy of the address fields is the word's at every DE
      // (an unknown bit stops it too)
      always @(posedge `VP_CORE clk_i)
        if (chk_q && `VP_CORE u_decode.de_valid_q &&
            `VP_CORE u_fetch.g_cfcopy.de_cf_q !== `VP_CORE u_fetch.cfields(`VP_CORE de_pm_data_i))
          $fatal(1, "vp_core: address fields of pc %0d: copy %h, word %h",
                 `VP_CORE u_decode.de_pc_q, `VP_CORE u_fetch.g_cfcopy.de_cf_q,
                 `VP_CORE u_fetch.cfields(`VP_CORE de_pm_data_i));
      // the copies are written only while every thread is idle and no
      // thread starts
      always @(posedge `VP_CORE clk_i)
        if (chk_q && `VP_CORE u_fetch.cw_we_q &&
            (`VP_CORE start_i || `VP_CORE free_o != {NTHREADS{1'b1}}))
          $fatal(1, "vp_core: copies of program word %0d written while a thread starts or runs",
                 `VP_CORE u_fetch.cw_waddr_q);
    end
  endgenerate

  // ---------------------------------------------------------------- threads
  reg     vsp_run;
  integer nrun, c, rk;
  always @* begin
    vsp_run = 1'b0;
    nrun = 0;
    for (c = 0; c < NTHREADS; c = c + 1)
      if (`VP_CORE u_thread.state_q[c] == T_RUN) begin
        nrun = nrun + 1;
        if (`VP_CORE u_thread.vsp_q[c]) vsp_run = 1'b1;
      end
  end

  wire [TW-1:0] wb_thread = `VP_CORE u_writeback.wb_thread;
  wire [TW-1:0] pp_thread = `VP_CORE u_writeback.pp_thread_i;
  wire          wb_valid  = `VP_CORE u_writeback.wb_valid;
  wire [4:0]    wb_vop    = `VP_CORE u_writeback.wb_ctl[45:41];
  wire [4:0]    wb_sop    = `VP_CORE u_writeback.wb_ctl[40:36];
  wire [CW-1:0] pp_entry  = `VP_CORE u_execute.dl_q[EX_LAT-3];
  wire [TW-1:0] oq_thread = `VP_CORE oq_thread_i;

  always @(posedge `VP_CORE clk_i) if (chk_q) begin
    // the early read of the written bit is the thread's own
    if (pp_entry[CW-1] && `VP_CORE u_writeback.pp_xv_q !== `VP_CORE u_thread.xval_q[pp_thread])
      $fatal(1, "vp_core: written bit of thread %0d read a clock early is %0d, its bit is %0d",
             pp_thread, `VP_CORE u_writeback.pp_xv_q, `VP_CORE u_thread.xval_q[pp_thread]);
    // the units' valid outputs line up with the control delay line
    if (`VP_CORE u_execute.ex_vu_valid &&
        !(wb_valid && wb_vop != `UC_VOP_NOP && !`VP_CORE u_writeback.wb_isaddr_q))
      $error("vp_core: vector-unit result without a matching instruction at write-back");
    if (`VP_CORE u_execute.ex_sfu_valid &&
        !(wb_valid && wb_sop != `UC_SOP_NOP && !`VP_CORE u_writeback.wb_flow))
      $error("vp_core: special-function result without a matching instruction at write-back");
    if (wb_valid && wb_sop != `UC_SOP_NOP && wb_sop < `UC_SOP_BRA && !`VP_CORE u_execute.ex_sfu_valid)
      $error("vp_core: special-function instruction at write-back without the unit's result");
`ifndef VP_ANY_WORDS
    // The two checks marked VP_ANY_WORDS hold for the words uc_check
    // accepts run as their environment says. The simulated board
    // (make fpga-host-test, fpga-host-fuzz) defines VP_ANY_WORDS: there the
    // host may write any word and start anywhere (docs/microcode.md, "Words
    // the host never wrote"), and the engine must keep answering; the
    // lock-step benches keep both.
    // a paired word's halves never write one lane of one file twice
    if (wb_valid && (`VP_CORE u_writeback.wb_swm_q & `VP_CORE u_writeback.wb_wm) != 4'd0 &&
        (`VP_CORE u_writeback.wb_sdout ? `VP_CORE u_writeback.wb_dfile == `UC_DFILE_OUT
                                       : `VP_CORE u_writeback.wb_dfile == `UC_DFILE_TEMP))
      $error("vp_core: both halves of a paired word write lanes %b of one register file",
             `VP_CORE u_writeback.wb_swm_q & `VP_CORE u_writeback.wb_wm);
`endif
    // the host writes the program only while every thread is idle
    if (`VP_CORE pm_we_i && `VP_CORE free_o != {NTHREADS{1'b1}})
      $fatal(1, "vp_core: program memory written at %0d, threads not idle %0d",
             `VP_CORE pm_waddr_i, NTHREADS - $countones(`VP_CORE free_o));
    // a state program runs alone (vp_host holds back provoking writes), so
    // no instruction reads c[] while another thread's write-back writes it
    // (the constant RAM has no bypass logic: vp_host's no_rw_check)
    if (vsp_run && nrun > 1)
      $fatal(1, "vp_core: a state program runs beside %0d other threads", nrun - 1);
`ifndef VP_ANY_WORDS
    // (VP_ANY_WORDS: a state program's words started as a vertex program
    // write c[] beside other threads)
    if (`VP_CORE wb_cm_we_o && `VP_CORE u_decode.cm_rvalid && `VP_CORE de_cm_addr_o == `VP_CORE wb_cm_addr_o)
      $fatal(1, "vp_core: constant RAM read and written at %0d in one clock", `VP_CORE wb_cm_addr_o);
`endif
    if (`VP_CORE start_i && `VP_CORE u_thread.state_q[`VP_CORE start_thread_i] != T_IDLE)
      $error("vp_core: thread %0d started while not idle", `VP_CORE start_thread_i);
    // the runnable bits are the state's and the busy bits'
    for (rk = 0; rk < NTHREADS; rk = rk + 1)
      if (`VP_CORE u_thread.runnable_q[rk] !==
          (`VP_CORE u_thread.state_q[rk] == T_RUN && !`VP_CORE u_thread.busy_q[rk]))
        $fatal(1, "vp_core: runnable bit of thread %0d is %0d, its state %0d and busy bit %0d say %0d",
               rk, `VP_CORE u_thread.runnable_q[rk], `VP_CORE u_thread.state_q[rk],
               `VP_CORE u_thread.busy_q[rk],
               `VP_CORE u_thread.state_q[rk] == T_RUN && !`VP_CORE u_thread.busy_q[rk]);
    if (wb_valid && !(`VP_CORE u_thread.busy_q[wb_thread] && `VP_CORE u_thread.state_q[wb_thread] == T_RUN))
      $error("vp_core: write-back for thread %0d which has no instruction in flight", wb_thread);
    if (`VP_CORE oq_release_i && `VP_CORE u_thread.state_q[oq_thread] != T_DONE)
      $error("vp_core: output queue released thread %0d which has not finished", oq_thread);
    // the output RAM's read address is the one vp_outq reads now, whenever
    // the head has finished (its results can be sent)
    if (`VP_CORE u_thread.state_q[oq_thread] == T_DONE &&
        `VP_CORE u_outregs.oq_raddr_q !== {oq_thread, `VP_CORE oq_idx_i})
      $fatal(1, "vp_core: output RAM read address %0d.%0d, output queue reads %0d.%0d",
             `VP_CORE u_outregs.oq_raddr_q[TW+4:5], `VP_CORE u_outregs.oq_raddr_q[4:0],
             oq_thread, `VP_CORE oq_idx_i);
    // vmem's two read addresses: the one the release chooses is the head
    // thread of the next clock (an unknown value stops it too)
    if (`VP_CORE oq_nthread_i !== (`VP_CORE oq_release_i ? `VP_CORE oq_xthread_i : `VP_CORE oq_sthread_i))
      $fatal(1, "vp_core: next head of the output queue %0d, vmem read at %0d (release %b)",
             `VP_CORE oq_nthread_i,
             `VP_CORE oq_release_i ? `VP_CORE oq_xthread_i : `VP_CORE oq_sthread_i,
             `VP_CORE oq_release_i);
  end
endmodule
