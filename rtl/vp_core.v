// vp_core: the vertex threads and the instruction pipeline.
//
//   IS  issue      vp_sched picks a ready thread (round robin); its PC
//                  addresses the program memory (in vp_host)
//  (F1  fetch 1    with IF_STAGE = 2 only: the picked thread registered;
//                  its PC chosen by the registered one-hot grant)
//  (FE  fetch      with IF_STAGE >= 1 only: the picked thread and its PC
//                  registered; the PC addresses the program memory from here)
//   DE  decode     the word arrives; register-file, attribute and constant
//                  addresses are formed (c[] absolute or A-relative with
//                  the range check); the memories are read
//  (RD  read       with RD_STAGE = 1 only: the memories' data and DE's
//                  results registered again)
//   OP  operand    source registers selected per file, vp_operand applies
//                  swizzle / negate / abs / negate
//   EX  execute    vp_vu (vector ops) or vp_sfu (special functions), both
//                  EX_LAT clocks; vp_au computes ARL/ARR/ARA in the first EX
//                  clock; control and address results ride a delay line of
//                  the same length
//   WB  write-back write mask AND CC mask (vp_ccmask), the result as the unit gave it,
//                  CC update, register / output / constant / address write,
//                  vp_seq: next PC, call stack, stop; the thread is ready again
//                  (the masks and vp_seq run a clock early, "PW", from the
//                  delay line: they do not depend on the result)
//
// Every instruction takes the same number of clocks, and a thread has at
// most one instruction in flight, so no thread ever sees a hazard and there
// is no bypass. Each thread holds R0-R15 (with per-lane "written" bits so a
// new vertex reads (0,0,0,0)), o[0..20] (per-lane written bits: unwritten
// lanes read (0,0,0,1)), A0/A1, CC, PC, a 4-deep call stack, an instruction
// counter and a private copy of the 16 attributes. A LIT is issued twice
// (lit2_q, pwmem below): the first pass writes only a hidden word of the
// thread and leaves its PC, the second is the instruction. vp_sfu computes
// LIT in one pass and gives its result on both, so the first is redundant
// (a later change removes it).
`include "ucode_fields.vh"
`include "vp_defs.vh"

module vp_core #(
  parameter integer NTHREADS  = 4,
  parameter integer TW        = 2,
  parameter integer EX_LAT    = 16,
  // the numerics: 20 NV20 (GeForce3), 30 NV30 (GeForce FX) (vp_vu, vp_sfu)
  parameter integer GPU       = 30,
  // fetch clocks between the scheduler's pick and DE (0, 1 or 2; see
  // fe_thread); each needs one more thread to issue every clock
  parameter integer IF_STAGE  = 0,
  // 1: a clock between the memories' reads and the operand select (RD)
  parameter integer RD_STAGE  = 0,
  parameter         TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  // memories in vp_host
  output wire [7:0]          is_pm_addr_o,
  input  wire [116:0]        de_pm_data_i,    // the word without the reserved bits
  // program memory writes (vp_host), for the copy of program-word bits
  // (the constant-address fields with IF_STAGE >= 1: cw_we_q below)
  input  wire                pm_we_i,
  input  wire [7:0]          pm_waddr_i,
  input  wire [116:0]        pm_wdata_i,
  output wire [7:0]          de_cm_addr_o,
  input  wire [127:0]        op_cm_data_i,
  output reg                 wb_cm_we_o,
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
  output wire [20:0]         oq_written_o,
  output wire [2:0]          oq_end_o,
  output wire [16:0]         oq_count_o,
  output wire [31:0]         oq_vertex_o,
  input  wire                oq_release_i,    // thread oq_thread_i sent: now idle
  // commit trace
  output reg                 cm_valid_o,
  output reg  [31:0]         cm_vertex_o,
  output reg  [7:0]          cm_thread_o,
  output reg  [8:0]          cm_pc_o,
  output reg  [8:0]          cm_next_pc_o,
  output reg  [2:0]          cm_dfile_o,
  output reg  [7:0]          cm_didx_o,
  output reg  [3:0]          cm_wrote_o,
  output reg  [127:0]        cm_value_o,
  output reg  [7:0]          cm_cc_o,
  output reg  [79:0]         cm_a_o,
  output reg                 cm_taken_o,
  output reg                 cm_done_o,
  output reg  [2:0]          cm_end_o,
  // performance
  output wire                perf_issue_o,    // an instruction issued this clock
  output wire                perf_empty_o,    // no issue while some thread runs
  input  wire                dbg_flip_i
);
  localparam [1:0] T_IDLE = 2'd0, T_RUN = 2'd1, T_DONE = 2'd2;
  localparam [31:0] ONE = 32'h3F800000;
  // memory rows are addressed {thread, index}; a one-thread engine still has
  // a 1-bit thread number (always 0), so it gets rows for two
  localparam integer NT2 = NTHREADS > 1 ? NTHREADS : 2;
  localparam integer NR = NT2 * 16;   // temporaries / attributes
  localparam integer NO = NT2 * 32;   // outputs (21 used of 32)
  // the fields of a program word that form its constant address
  localparam integer CFW = 15;
  function [CFW-1:0] cfields;
    /* verilator lint_off UNUSEDSIGNAL */
    input [116:0] w;   // the whole word, of which the fields are read
    /* verilator lint_on UNUSEDSIGNAL */
    cfields = {w[`UC_ENV_MSB:`UC_ENV_LSB], w[`UC_CIDX_MSB:`UC_CIDX_LSB], w[`UC_CREL_LSB],
               w[`UC_ARSEL_LSB], w[`UC_ARCOMP_MSB:`UC_ARCOMP_LSB]};
  endfunction

  // ------------------------------------------------------------ thread state
  reg [1:0]  state_q [0:NTHREADS-1];
  reg        busy_q  [0:NTHREADS-1];   // an instruction in flight
  reg        vsp_q   [0:NTHREADS-1];   // running a state program
  reg [8:0]  pc_q    [0:NTHREADS-1];
  reg        xval_q  [0:NTHREADS-1];   // xmem/tmem/vmem row written since the start (else it reads 0)
  reg [7:0]  aval_q  [0:NTHREADS-1];   // A lanes written: A0.xyzw bits 3:0, A1 7:4
  reg [31:0] seq_ctr_q;
  // runnable_q[t] = state_q[t] == T_RUN && !busy_q[t], kept as a register of
  // its own (set and cleared by the same events, a check below), so that a
  // thread's ready bit is a function of two registers (this and the
  // registered grant, below) in front of the
  // scheduler's carry chains, not a compare of the state and the busy bit:
  // the scheduler -> fetch PC path was the estimate's longest control path
  // (docs/synth.md)
  reg [NTHREADS-1:0] runnable_q;
  // the output queue's release, registered: the released thread becomes
  // idle a clock after the queue frees it. The release ends a long path
  // (the head's written bits, the choice of the last beat, the output
  // stream's ready), and the threads' state registers sit beside the host,
  // which reads them (free_o): on the ULX3S at 237a52f that path crossed
  // the chip three times (20.9 ns, the critical path). Costs a clock only
  // when a vertex waits for a thread to come free.
  reg          rel_q;
  reg [TW-1:0] rel_t_q;

  // The scheduler's one-hot grant, registered (is_grant_q): the picked
  // thread is marked busy from it a clock later, and is kept out of the
  // scheduler's ready bits meanwhile by the register itself, so the
  // scheduler's carry chains end at flip-flops (this register and its
  // round-robin mask), not at the busy bits behind another OR; same
  // picks, same cycles (busy_q is read by nothing else). The loop busy ->
  // ready -> grant -> busy was the estimate's longest control path at
  // d0e8792 (18.1 ns with the binary thread number decoded again, 12.8 ns
  // with the one-hot grant, 6f7445a).
  reg  [NTHREADS-1:0] is_grant_q;
  genvar g;
  wire [NTHREADS-1:0] ready;
  generate
    for (g = 0; g < NTHREADS; g = g + 1) begin : g_status
      assign ready[g]  = runnable_q[g] && !is_grant_q[g];
      assign free_o[g] = state_q[g] == T_IDLE;
      assign done_o[g] = state_q[g] == T_DONE;
    end
  endgenerate

  // ---------------------------------------------------------------- IS stage
  wire          is_valid;
  wire [TW-1:0] is_thread;
  wire [NTHREADS-1:0] is_grant;   // is_thread one-hot
  // the threads' PCs, flat, for the scheduler's choice of the picked one
  wire [NTHREADS*9-1:0] pc_flat;
  generate
    for (g = 0; g < NTHREADS; g = g + 1) begin : g_pc_flat
      assign pc_flat[9*g +: 9] = pc_q[g];
    end
  endgenerate
  // the picked thread's PC (none: 0); read with IF_STAGE 1 only (without
  // the fetch register the PC is read after the pick, with IF_STAGE 2 a
  // clock after it, below)
  /* verilator lint_off UNUSEDSIGNAL */
  wire [8:0] is_pc;
  /* verilator lint_on UNUSEDSIGNAL */
  vp_sched #(.NTHREADS(NTHREADS), .TW(TW), .DW(9)) u_sched (
    .clk_i(clk_i), .rst_ni(rst_ni), .ready_i(ready),
    .valid_o(is_valid), .thread_o(is_thread), .grant_o(is_grant),
    .data_i(pc_flat), .data_o(is_pc)
  );
  // IF_STAGE = 1: the picked thread is registered first (fe_*, a fetch
  // clock between IS and DE), and the program memory's address and the
  // reads of the thread's state (pc_q, A, aval_q, tmem, xval_q) use the
  // register, so that the scheduler's choice and those thread-indexed muxes
  // fall in different clocks. The thread is marked busy when picked, and
  // nothing of its state changes between the pick and the fetch (its last
  // write-back is before the pick; a start needs an idle thread).
  // The picked thread's PC is registered too (fe_pc_q, chosen by
  // vp_sched: an AND-OR for each of its two candidates, beside the
  // grant's binary encoding, then a 2-way choice), so that
  // the program address, and the control-field copy it reads (g_cfcopy),
  // start at a flip-flop rather than behind a thread-indexed mux: that mux
  // after fe_thread_q was the OrangeCrab's critical path with SFU_ML 3
  // (docs/synth.md, 13.10 ns).
  // IF_STAGE = 2: one more clock (F1) in front of FE. The pick is
  // registered (f1_*; its one-hot form is is_grant_q, below), and FE's PC
  // register loads the PC chosen by that register (an AND-OR of the
  // threads' PCs by the one-hot grant), so the scheduler's carry chains
  // and the PC choice fall in different clocks: ready bits -> grant -> PC
  // -> fe_pc_q was the ULX3S's critical path at cc6c5fe (14.13 ns,
  // fpga/REPORT.md) and the OrangeCrab's at SFU_ML 4 (10.72 ns).
  wire          fe_valid;
  wire [TW-1:0] fe_thread;
  wire [8:0]    fe_pc;
  generate
    if (IF_STAGE < 0 || IF_STAGE > 2) begin : g_bad_if_stage
      vp_core_ERROR_IF_STAGE_must_be_0_1_or_2 u_stop ();
    end
    if (IF_STAGE != 0) begin : g_fetch
`ifndef SYNTHESIS
      // the checks below from the first clock after reset, as chk_q
      reg fchk_q;
      always @(posedge clk_i or negedge rst_ni)
        if (!rst_ni) fchk_q <= 1'b0;
        else         fchk_q <= 1'b1;
`endif
      reg          fe_valid_q;
      reg [TW-1:0] fe_thread_q;
      reg [8:0]    fe_pc_q;
      // what FE registers: the pick of this clock (IF_STAGE 1) or of the
      // last (IF_STAGE 2)
      wire          f1_valid;
      wire [TW-1:0] f1_thread;
      wire [8:0]    f1_pc;
      if (IF_STAGE > 1) begin : g_f1
        reg          f1_valid_q;
        reg [TW-1:0] f1_thread_q;
        always @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            f1_valid_q  <= 1'b0;
            f1_thread_q <= {TW{1'b0}};
          end else begin
            f1_valid_q  <= is_valid;
`ifndef VP_PLANT_F1_THREAD
            f1_thread_q <= is_thread;
`else
            // test hook (make rtl-sfu-phase-check): the thread above the
            // picked one, which the check below must stop
            f1_thread_q <= is_thread + 1'b1;
`endif
          end
        end
        // the registered grant is f1_thread_q one-hot (0 when no pick)
        reg [8:0] pc_g;
        integer j;
        always @* begin
          pc_g = 9'd0;
          for (j = 0; j < NTHREADS; j = j + 1)
            pc_g = pc_g | ({9{is_grant_q[j]}} & pc_q[j]);
        end
`ifndef SYNTHESIS
        // the PC's AND-OR needs the registered grant to be exactly the
        // registered pick, one-hot (no pick: 0)
        always @(posedge clk_i)
          if (fchk_q && is_grant_q !== (f1_valid_q ? {{(NTHREADS-1){1'b0}}, 1'b1} << f1_thread_q
                                                  : {NTHREADS{1'b0}}))
            $fatal(1, "vp_core: registered grant %b, the registered pick is %0d (valid %0d)",
                   is_grant_q, f1_thread_q, f1_valid_q);
`endif
        assign f1_valid  = f1_valid_q;
        assign f1_thread = f1_thread_q;
        assign f1_pc     = pc_g;
      end else begin : g_f0
        assign f1_valid  = is_valid;
        assign f1_thread = is_thread;
        assign f1_pc     = is_pc;
      end
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          fe_valid_q  <= 1'b0;
          fe_thread_q <= {TW{1'b0}};
          fe_pc_q     <= 9'd0;
        end else begin
          fe_valid_q  <= f1_valid;
          fe_thread_q <= f1_thread;
`ifndef VP_PLANT_FE_PC
          fe_pc_q     <= f1_pc;
`else
          // test hook (make rtl-sfu-phase-check): the PC of the thread above
          // the picked one, which the check below must stop
          fe_pc_q     <= pc_q[f1_thread + 1'b1];
`endif
        end
      end
      assign fe_valid  = fe_valid_q;
      assign fe_thread = fe_thread_q;
      assign fe_pc     = fe_pc_q;
`ifndef SYNTHESIS
      always @(posedge clk_i)
        if (fchk_q && fe_valid_q && fe_pc_q !== pc_q[fe_thread_q])
          $fatal(1, "vp_core: fetch PC %0d of thread %0d, its PC is %0d", fe_pc_q, fe_thread_q, pc_q[fe_thread_q]);
`endif
    end else begin : g_nofetch
      assign fe_valid  = is_valid;
      assign fe_thread = is_thread;
      assign fe_pc     = pc_q[is_thread];
    end
  endgenerate
  assign is_pm_addr_o = fe_pc[7:0];
  assign perf_issue_o = is_valid;
  reg any_run;
  integer k;
  always @* begin
    any_run = 1'b0;
    for (k = 0; k < NTHREADS; k = k + 1) if (state_q[k] == T_RUN) any_run = 1'b1;
  end
  assign perf_empty_o = !is_valid && any_run;

  reg          de_valid_q;
  reg [TW-1:0] de_thread_q;
  reg [8:0]    de_pc_q;
  // The issuing thread's A0/A1 and written-lane bits, read in IS and DE: a
  // thread issues only after the write-back of its previous instruction,
  // and nothing else writes them, so reading them early keeps the
  // thread-indexed muxes out of the address and operand paths.
  // A0/A1 (A0 bits 39:0, A1 79:40, 10 bits a lane) are a RAM per lane (lane
  // write enables, so a write needs no read of the old value) with two
  // registered reads, here and in PW (g_alane below); a lane nobody wrote
  // this vertex reads 0 by its written bit (aval_q), as the temporaries do.
  // The read for DE is masked before its register, so that the constant
  // address (A, then an add, then the constant RAM's address) starts at a
  // flip-flop of the value itself.
  wire [79:0]  a_is, a_pw, a_is_m;
  reg  [79:0]  de_a_q, wb_araw_q;
  reg  [7:0]   wb_aval_q;
  reg  [79:0]  rd_a_q;
  wire [79:0]  de_a, wb_a_old;   // the masked reads (g_alane)
  wire [7:0]   fe_aval = aval_q[fe_thread];
  always @(posedge clk_i) begin
    de_a_q <= a_is_m;
    rd_a_q <= de_a;
  end
  assign de_a = de_a_q;

  // ---------------------------------------------------------------- DE stage
  wire [116:0] de_w = de_pm_data_i;
  // the constant-address fields: from the word, or with IF_STAGE = 1 from
  // their LUT-RAM copy (g_cfcopy below), so that the address starts at
  // flip-flops rather than at the block RAM's output
  wire [CFW-1:0] de_cf;
  wire [1:0]   de_env   = de_cf[14:13];
  wire [8:0]   de_cidx  = de_cf[12:4];
  wire         de_crel  = de_cf[3];
  wire         de_arsel = de_cf[2];
  wire [1:0]   de_arcmp = de_cf[1:0];
  // A0/A1 by ARSEL, then the component: muxes, not a computed part-select
  // index (Yosys maps 10 * ARCOMP to a DSP block)
  wire [39:0]  de_asel  = de_arsel ? de_a[79:40] : de_a[39:0];
  reg  [9:0]   de_areg;
  always @* begin
    case (de_arcmp)
      2'd0:    de_areg = de_asel[9:0];
      2'd1:    de_areg = de_asel[19:10];
      2'd2:    de_areg = de_asel[29:20];
      default: de_areg = de_asel[39:30];
    endcase
  end
  wire signed [10:0] de_cabs = de_crel ? ({{2{de_cidx[8]}}, de_cidx} + {de_areg[9], de_areg})
                                       : {2'b00, de_cidx};
  // in range (with RD_STAGE the check is made in RD, from rd_cabs_q)
  wire         de_cok = !de_cabs[10] &&
                        (de_env == `UC_ENV_VP20 ? de_cabs < 11'sd256 : de_cabs < 11'sd96);
  assign de_cm_addr_o = de_cabs[7:0];

  wire [TW+3:0] de_r0 = {de_thread_q, de_w[`UC_S0TIDX_MSB:`UC_S0TIDX_LSB]};
  wire [TW+3:0] de_r1 = {de_thread_q, de_w[`UC_S1TIDX_MSB:`UC_S1TIDX_LSB]};
  wire [TW+3:0] de_r2 = {de_thread_q, de_w[`UC_S2TIDX_MSB:`UC_S2TIDX_LSB]};
  wire [TW+3:0] de_v  = {de_thread_q, de_w[`UC_VIDX_MSB:`UC_VIDX_LSB]};

  reg          rd_valid_q;
  reg [TW-1:0] rd_thread_q;
  reg [8:0]    rd_pc_q;
  // VIDX, CIDX, CREL and ARCOMP were used in DE; synthesis drops those flops
  /* verilator lint_off UNUSEDSIGNAL */
  reg [116:0]  rd_w_q;
  /* verilator lint_on UNUSEDSIGNAL */
  // RD_STAGE = 0 uses rd_cok_q, RD_STAGE = 1 the address and the VP2 bit
  // for the range check in RD; synthesis drops the others
  /* verilator lint_off UNUSEDSIGNAL */
  reg          rd_cok_q;
  reg signed [10:0] rd_cabs_q;
  reg          rd_vp20_q;
  /* verilator lint_on UNUSEDSIGNAL */
  reg [127:0]  rd_mvp_q;

  // register files: temporaries (3 read ports), attributes, outputs
  reg  [127:0] vin [0:NR-1];
  reg  [127:0] rd_v_q;
  wire [127:0] rd_t0, rd_t1, rd_t2;
  reg  [TW+3:0] wb_raddr;
  reg  [3:0]    wb_rwe;        // lanes written to R
  reg  [TW+4:0] wb_oaddr;
  reg  [3:0]    wb_owe;        // lanes written to o
  reg  [127:0]  wb_val;
  // The output registers are a RAM read into a register (block RAM, the
  // data register of its synchronous port): vp_outq gives the next clock's
  // {thread, register}, so the data register holds o[oq_idx_i] of thread
  // oq_thread_i, and oq_raddr_q that address (checked below). A read of
  // an address written in the same clock gives the old value in simulation
  // and an undefined one from the block RAM (no_rw_check below: no bypass
  // logic), and is never used: vp_outq uses a thread's registers only once
  // it has finished, and its last write-back was at least a clock before
  // that (vp_outq takes it as finished a clock after done_o).
  reg  [TW+4:0] oq_raddr_q;
  wire [83:0]   oq_oval;       // the head thread's written o lanes (end of file)
  always @(posedge clk_i) oq_raddr_q <= {oq_nthread_i, oq_nidx_i};
  generate
    for (g = 0; g < 4; g = g + 1) begin : g_lane
      reg [31:0] rmem [0:NR-1];
      // no_rw_check: no logic for a read of an address written in the same
      // clock (above)
      (* no_rw_check *)
      reg [31:0] omem [0:NO-1];
      reg [31:0] t0_q, t1_q, t2_q, od_q;
      always @(posedge clk_i) begin
        if (wb_rwe[g]) rmem[wb_raddr] <= wb_val[32*g +: 32];
        if (wb_owe[g]) omem[wb_oaddr] <= wb_val[32*g +: 32];
        od_q <= omem[{oq_nthread_i, oq_nidx_i}];
        t0_q <= rmem[de_r0];
        t1_q <= rmem[de_r1];
        t2_q <= rmem[de_r2];
      end
      assign rd_t0[32*g +: 32] = t0_q;
      assign rd_t1[32*g +: 32] = t1_q;
      assign rd_t2[32*g +: 32] = t2_q;
      assign oq_data_o[32*g +: 32] = oq_oval[4*oq_idx_i + g] ? od_q
                                                                         : (g == 3 ? ONE : 32'd0);
    end
  endgenerate
  always @(posedge clk_i) begin
    if (ld_we_i) vin[{ld_thread_i, ld_attr_i}] <= ld_data_i;
    rd_v_q   <= vin[de_v];
    rd_mvp_q <= mvp_i[128*de_cidx[1:0] +: 128];
  end

  // The written-lane bits of the temporaries (bit 4*r+l: R[r] lane l
  // written this vertex) are a RAM row per thread (tmem) rewritten at every
  // write-back, read in IS like the A RAMs; until the thread's first
  // write-back after its start the row reads 0 (xval_q). As flip-flops
  // cleared at the start they and the outputs' bits (vmem) cost about
  // 8 000 LUT4 at NTHREADS 19 (docs/synth.md "Per-thread state in RAM").
  reg  [63:0]  tmem [0:NT2-1];
  reg  [63:0]  de_traw_q;
  reg          de_xval_q;
  always @(posedge clk_i) begin
    de_traw_q <= tmem[fe_thread];
    de_xval_q <= xval_q[fe_thread];
  end
  wire [63:0]  de_tv  = de_xval_q ? de_traw_q : 64'd0;
  reg  [3:0]   rd_tm0_q, rd_tm1_q, rd_tm2_q;
  always @(posedge clk_i) begin
    rd_tm0_q <= de_tv[4*de_w[`UC_S0TIDX_MSB:`UC_S0TIDX_LSB] +: 4];
    rd_tm1_q <= de_tv[4*de_w[`UC_S1TIDX_MSB:`UC_S1TIDX_LSB] +: 4];
    rd_tm2_q <= de_tv[4*de_w[`UC_S2TIDX_MSB:`UC_S2TIDX_LSB] +: 4];
  end

  // ---------------------------------------------------------------- RD stage
  // RD_STAGE = 1: the memories' data (the register-file lanes, the
  // attribute RAM, the constant RAM in vp_host) and everything else DE
  // passes on are registered once more before the operand select, so that
  // a block RAM's clock-to-output (5.8 ns on the ECP5's DP16KD without its
  // output register) ends at a flip-flop. The instruction takes one clock
  // more from issue to write-back (EX_LAT one less keeps the distance); no
  // thread sees a hazard (its next instruction issues after its
  // write-back). RD_STAGE = 0: these are the same signals (vp_delay with
  // N = 0 is a wire).
  wire          op_valid;
  wire [TW-1:0] op_thread;
  wire [8:0]    op_pc;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [116:0]  op_w;        // VIDX, CIDX, CREL and ARCOMP were used in DE
  /* verilator lint_on UNUSEDSIGNAL */
  wire          op_cok;
  wire [127:0]  op_cm, op_v, op_mvp, op_t0, op_t1, op_t2;
  wire [3:0]    op_tm0, op_tm1, op_tm2;
  wire [79:0]   op_a;
  // the range check: in RD from the registered address with RD_STAGE = 1,
  // else made in DE (rd_cok_q)
  wire          rd_cok = (RD_STAGE != 0)
                         ? !rd_cabs_q[10] && (rd_vp20_q ? rd_cabs_q < 11'sd256 : rd_cabs_q < 11'sd96)
                         : rd_cok_q;
  vp_delay #(.W(1 + TW + 9 + 117 + 1), .N(RD_STAGE), .RST(1)) u_rd_ctl (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .d_i({rd_valid_q, rd_thread_q, rd_pc_q, rd_w_q, rd_cok}),
    .q_o({op_valid, op_thread, op_pc, op_w, op_cok}));
  vp_delay #(.W(6 * 128 + 12 + 80), .N(RD_STAGE)) u_rd_data (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .d_i({op_cm_data_i, rd_v_q, rd_mvp_q, rd_t0, rd_t1, rd_t2, rd_tm0_q, rd_tm1_q, rd_tm2_q, rd_a_q}),
    .q_o({op_cm, op_v, op_mvp, op_t0, op_t1, op_t2, op_tm0, op_tm1, op_tm2, op_a}));

  // ---------------------------------------------------------------- OP stage
  wire [4:0]  op_vop  = op_w[`UC_VOP_MSB:`UC_VOP_LSB];
  wire [4:0]  op_sop  = op_w[`UC_SOP_MSB:`UC_SOP_LSB];
  wire        op_vp2  = op_w[`UC_ENV_MSB:`UC_ENV_LSB] == `UC_ENV_VP20;
  wire        op_addr = op_vop == `UC_VOP_ARL || op_vop == `UC_VOP_ARR || op_vop == `UC_VOP_ARA;
  wire [127:0] op_c   = op_cok ? op_cm : 128'd0;  // out of range: (0,0,0,0)
  // unwritten temporary lanes read 0
  function [127:0] tmask;
    input [127:0] v;
    input [3:0] valid;
    integer l;
    begin
      for (l = 0; l < 4; l = l + 1) tmask[32*l +: 32] = valid[l] ? v[32*l +: 32] : 32'd0;
    end
  endfunction

  function [127:0] pick;
    input [1:0] file;
    input [127:0] t, v, c, m;
    begin
      case (file)
        `UC_SFILE_TEMP:  pick = t;
        `UC_SFILE_ATTR:  pick = v;
        `UC_SFILE_CONST: pick = c;
        default:         pick = m;  // `UC_SFILE_MVP
      endcase
    end
  endfunction

  wire [127:0] op_reg0 = pick(op_w[`UC_S0FILE_MSB:`UC_S0FILE_LSB],
                              tmask(op_t0, op_tm0),
                              op_v, op_c, op_mvp);
  wire [127:0] op_reg1 = pick(op_w[`UC_S1FILE_MSB:`UC_S1FILE_LSB],
                              tmask(op_t1, op_tm1),
                              op_v, op_c, op_mvp);
  wire [127:0] op_reg2 = pick(op_w[`UC_S2FILE_MSB:`UC_S2FILE_LSB],
                              tmask(op_t2, op_tm2),
                              op_v, op_c, op_mvp);
  // OPS = 1 (OP split; whenever both units' depth leaves a clock of
  // EX_LAT to spare, as on the FPGA boards): the picked sources, the
  // swizzle and sign fields and what the units are given besides are
  // registered here, and the swizzle and sign logic (vp_operand) of the
  // vector and address units' sources runs in the first EX clock, in
  // front of their input registers; the units take EX_LAT - 1 clocks (the
  // address unit's result joins the delay line a clock later). The
  // special-function unit's source is swizzled here (below). The file select and the swizzle were one clock of
  // about eight LUT levels into the units' input registers. The
  // instruction still takes EX_LAT clocks from OP to write-back.
  localparam integer SFU_MIN = 12;   // vp_sfu's MIN_LAT
  localparam integer OPS = (EX_LAT - 1 >= 16 && EX_LAT - 1 >= SFU_MIN) ? 1 : 0;
  localparam integer UNIT_LAT = EX_LAT - OPS;
  wire         vu_valid_op  = op_valid && op_vop != `UC_VOP_NOP && !op_addr;
  wire         sfu_valid_op = op_valid && op_vop == `UC_VOP_NOP &&
                              op_sop != `UC_SOP_NOP && op_sop < `UC_SOP_BRA;
  wire [39:0]  op_areg = op_w[`UC_ARSEL_LSB] ? op_a[79:40] : op_a[39:0];
  wire [32:0]  op_sfld = {op_w[`UC_S0SWZ_MSB:`UC_S0SWZ_LSB], op_w[`UC_S0NEG_LSB], op_w[`UC_S0ABS_LSB], op_w[`UC_S0NABS_LSB],
                          op_w[`UC_S1SWZ_MSB:`UC_S1SWZ_LSB], op_w[`UC_S1NEG_LSB], op_w[`UC_S1ABS_LSB], op_w[`UC_S1NABS_LSB],
                          op_w[`UC_S2SWZ_MSB:`UC_S2SWZ_LSB], op_w[`UC_S2NEG_LSB], op_w[`UC_S2ABS_LSB], op_w[`UC_S2NABS_LSB]};
  wire [31:0]  op_pw;
  wire         op_lit2;
  // the special-function unit's source, swizzled before the register: its
  // first stage holds LIT's operand side, which the swizzle would
  // otherwise precede (with OPS the register is where the unit had its
  // own operand register, FR, at one more clock of LAT)
  wire [127:0] op_s2_sfu;
  vp_operand u_opd2s (.reg_i(op_reg2), .swz_i(op_w[`UC_S2SWZ_MSB:`UC_S2SWZ_LSB]),
    .neg_i(op_w[`UC_S2NEG_LSB]), .abs_i(op_w[`UC_S2ABS_LSB]), .nabs_i(op_w[`UC_S2NABS_LSB]),
    .opd_o(op_s2_sfu));
  wire [127:0] xs_s2_sfu;
  wire [127:0] xs_reg0, xs_reg1, xs_reg2;
  wire [32:0]  xs_sfld;
  wire [4:0]   xs_vop, xs_sop;
  wire         xs_vp2, xs_lit2;
  wire [31:0]  xs_pw;
  wire [39:0]  xs_areg;
  vp_delay #(.W(4 * 128 + 33 + 5 + 5 + 1 + 1 + 32 + 40), .N(OPS)) u_ops (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .d_i({op_s2_sfu, op_reg0, op_reg1, op_reg2, op_sfld, op_vop, op_sop, op_vp2, op_lit2, op_pw, op_areg}),
    .q_o({xs_s2_sfu, xs_reg0, xs_reg1, xs_reg2, xs_sfld, xs_vop, xs_sop, xs_vp2, xs_lit2, xs_pw, xs_areg}));
  wire         vu_valid, sfu_valid;
  vp_delay #(.W(2), .N(OPS), .RST(1)) u_ops_v (.clk_i(clk_i), .rst_ni(rst_ni),
    .d_i({vu_valid_op, sfu_valid_op}), .q_o({vu_valid, sfu_valid}));

  wire [127:0] op_s0, op_s1, op_s2;
  vp_operand u_opd0 (.reg_i(xs_reg0), .swz_i(xs_sfld[32:25]),
    .neg_i(xs_sfld[24]), .abs_i(xs_sfld[23]), .nabs_i(xs_sfld[22]),
    .opd_o(op_s0));
  vp_operand u_opd1 (.reg_i(xs_reg1), .swz_i(xs_sfld[21:14]),
    .neg_i(xs_sfld[13]), .abs_i(xs_sfld[12]), .nabs_i(xs_sfld[11]),
    .opd_o(op_s1));
  vp_operand u_opd2 (.reg_i(xs_reg2), .swz_i(xs_sfld[10:3]),
    .neg_i(xs_sfld[2]), .abs_i(xs_sfld[1]), .nabs_i(xs_sfld[0]),
    .opd_o(op_s2));

  // The address unit works in the first two EX clocks (the second and
  // third with OPS), from registered copies of its inputs (source 0, the
  // op code and the selected A register): the float-to-integer
  // conversion would otherwise follow the operand logic. Its result joins
  // the delay line at entry 2 + OPS.
  reg [127:0] ex_au_a_q;
  reg [4:0]   ex_au_vop_q;
  reg [39:0]  ex_au_areg_q;
  always @(posedge clk_i) begin
    ex_au_a_q    <= op_s0;
    ex_au_vop_q  <= xs_vop;
    ex_au_areg_q <= xs_areg;
  end
  wire [39:0] ex_au;
  vp_au u_au (
    .clk_i(clk_i), .vop_i(ex_au_vop_q), .vp2_i(1'b0), .a_i(ex_au_a_q), .areg_i(ex_au_areg_q),
    .r_o(ex_au)
  );

  // ---------------------------------------------------------------- EX stage
  wire         vu_out_valid, sfu_out_valid;
  wire [127:0] vu_r, sfu_r;
  vp_vu #(.LAT(UNIT_LAT), .GPU(GPU)) u_vu (
    .clk_i(clk_i), .rst_ni(rst_ni), .in_valid_i(vu_valid), .in_vop_i(xs_vop), .in_vp2_i(xs_vp2),
    .in_a_i(op_s0), .in_b_i(op_s1), .in_c_i(op_s2),
    .out_valid_o(vu_out_valid), .out_r_o(vu_r)
  );
  // LIT in two passes: the core issues a LIT twice, the same
  // word with the same operands. The first pass's write-back writes no
  // register, CC or count and leaves the PC where it is: it keeps the
  // SFU's word (lane x, the power operand) in the thread's pwmem entry and
  // sets its lit2_q bit, and the second pass, which reads both here, is
  // the instruction (its write-back clears the bit, as every write-back
  // but a first pass's does; a start clears it too). Both are the
  // thread's own state with one instruction in flight, so they are read
  // at OP without a hazard.
  reg  [NTHREADS-1:0] lit2_q;
  reg  [31:0]         pwmem [0:NT2-1];
  assign              op_lit2 = lit2_q[op_thread];
  assign              op_pw   = pwmem[op_thread];
  // (vp_sfu gives LIT's result on both passes and reads neither the pass
  // bit nor the word)
  vp_sfu #(.GPU(GPU), .LAT(UNIT_LAT), .TABLE_DIR(TABLE_DIR)) u_sfu (
    .clk_i(clk_i), .rst_ni(rst_ni), .in_valid_i(sfu_valid), .in_sop_i(xs_sop), .in_vp2_i(xs_vp2),
    .in_lit2_i(xs_lit2), .in_pw_i(xs_pw),
    .in_s_i(xs_s2_sfu), .out_valid_o(sfu_out_valid), .out_r_o(sfu_r)
  );

  // control delay line: {valid, thread, pc, control fields, address result};
  // the control fields are the ones write-back needs (47 bits), and
  // whether the instruction is LIT's first pass (decoded here, where the
  // thread's pass bit is read for the SFU anyway, so PW reads no
  // thread-indexed bit in front of the sequencer)
  wire        op_lit1 = op_vop == `UC_VOP_NOP && op_sop == `UC_SOP_LIT && !op_lit2;
  wire [47:0] op_ctl = {op_lit1, op_w[`UC_END_LSB], op_vop, op_sop, op_w[`UC_CCU_LSB],
                        op_w[`UC_CCR_MSB:`UC_CCR_LSB], op_w[`UC_CCS_MSB:`UC_CCS_LSB],
                        op_w[`UC_DFILE_MSB:`UC_DFILE_LSB], op_w[`UC_DIDX_MSB:`UC_DIDX_LSB],
                        op_w[`UC_WMASK_MSB:`UC_WMASK_LSB], op_w[`UC_TARGET_MSB:`UC_TARGET_LSB]};
  localparam integer CW = 1 + TW + 9 + 48 + 40;
  reg  [CW-1:0] dl_q [0:EX_LAT-1];
  integer s;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (s = 0; s < EX_LAT; s = s + 1) dl_q[s] <= {CW{1'b0}};
    end else begin
      dl_q[0] <= {op_valid, op_thread, op_pc, op_ctl, 40'd0};
      for (s = 1; s < EX_LAT; s = s + 1)
        dl_q[s] <= (s == 2 + OPS) ? {dl_q[s-1][CW-1:40], ex_au} : dl_q[s-1];
    end
  end

  // ---------------------------------------------------------------- WB stage
  wire [CW-1:0] wb_bus    = dl_q[EX_LAT-1];
  wire          wb_valid  = wb_bus[CW-1];
  wire [TW-1:0] wb_thread = wb_bus[CW-2 -: TW];
  wire [8:0]    wb_pc     = wb_bus[CW-2-TW -: 9];
  // the LIT-pass bit, the END, CC rule/swizzle, write mask and target
  // fields were used in PW
  /* verilator lint_off UNUSEDSIGNAL */
  wire [47:0]   wb_ctl    = wb_bus[87:40];
  /* verilator lint_on UNUSEDSIGNAL */
  wire [39:0]   wb_au     = wb_bus[39:0];
  wire [4:0]    wb_vop    = wb_ctl[45:41];
  wire [4:0]    wb_sop    = wb_ctl[40:36];
  wire          wb_ccu    = wb_ctl[35];
  wire [2:0]    wb_dfile  = wb_ctl[23:21];
  wire [7:0]    wb_didx   = wb_ctl[20:13];
  wire          wb_flow   = wb_sop == `UC_SOP_BRA || wb_sop == `UC_SOP_CAL || wb_sop == `UC_SOP_RET;
  // which unit's result WB takes, and whether it is the address unit's,
  // decoded from the op code at PW and registered (wb_isvu_q, wb_isaddr_q
  // below): the choice of 128 result bits and the lanes' write and CC
  // logic start from a flip-flop, not from a compare of the op code
  reg           wb_isvu_q;    // a vector-unit or address-unit op (vop != NOP)
  reg           wb_isaddr_q;  // ARL, ARR or ARA
  wire          wb_isaddr = wb_isaddr_q;
  wire [127:0]  wb_res    = wb_isvu_q ? vu_r : sfu_r;

  // ------------------------------------------------------ PW: before WB
  // Everything write-back needs that does not depend on the result is
  // computed one clock early, from the delay line's second-to-last entry:
  // the CC mask, the write mask, the sequencer (next PC, stack, stop). The
  // thread's CC, A, stack, depth and counter cannot change between PW and
  // WB: only the thread's own instruction writes them, and it has one in
  // flight. This keeps the thread-indexed reads and the sequencer out of
  // the write-back clock.
  // PW reads the thread, PC and the control fields of the sequencer and
  // the masks; valid, the rest of the fields and the A result wait for WB
  /* verilator lint_off UNUSEDSIGNAL */
  wire [CW-1:0] pw_bus    = dl_q[EX_LAT-2];
  wire [47:0]   pw_ctl    = pw_bus[87:40];
  /* verilator lint_on UNUSEDSIGNAL */
  wire [TW-1:0] pw_thread = pw_bus[CW-2 -: TW];
  wire [8:0]    pw_pc     = pw_bus[CW-2-TW -: 9];
  wire [4:0]    pw_sop    = pw_ctl[40:36];
  wire          pw_flow   = pw_sop == `UC_SOP_BRA || pw_sop == `UC_SOP_CAL || pw_sop == `UC_SOP_RET;
  wire          pw_lit1   = pw_ctl[47];   // LIT's first pass (op_lit1)
  // The thread's CC, call stack, depth, written-lane bits of R and o and
  // instruction count are a RAM written at every write-back and read a
  // clock before PW into a register (a thread has one instruction in
  // flight, so no write-back of it falls between the read and PW); until
  // its first write-back after the start they read 0 (xval_q, applied
  // before the register: it cannot change between the read and PW either,
  // and the thread-indexed mux stays out of the sequencer's clock).
  // xval_q of that thread is read a clock earlier still, from the delay
  // line's entry before, into a register of its own (pp_xv_q): the
  // thread-indexed choice of 32 bits then ends at one flip-flop, not at
  // the synchronous reset of the 212 bits of pw_x (the ULX3S at daca880:
  // 498 endpoints up to 16.9 ns); exact for the same reason
  wire [TW-1:0] pp_thread = dl_q[EX_LAT-3][CW-2 -: TW];
  wire [TW-1:0] p3_thread = dl_q[EX_LAT-4][CW-2 -: TW];
  reg  [211:0]  xmem [0:NT2-1];
  reg  [211:0]  pw_x;
  reg           pp_xv_q;
  always @(posedge clk_i) begin
`ifndef VP_PLANT_PP_XV
    pp_xv_q <= xval_q[p3_thread];
`else
    // test hook (make rtl-outq-check): the bit of the thread a clock
    // ahead (the entry being read now); the check below must stop it
    pp_xv_q <= xval_q[pp_thread];
`endif
    pw_x    <= pp_xv_q ? xmem[pp_thread] : 212'd0;
  end
  wire [16:0]   pw_count  = pw_x[211:195];
  wire [83:0]   pw_oval   = pw_x[194:111];
  wire [63:0]   pw_tval   = pw_x[110:47];
  wire [7:0]    pw_cc     = pw_x[46:39];
  wire [35:0]   pw_stack  = pw_x[38:3];
  wire [2:0]    pw_depth  = pw_x[2:0];
  wire [3:0]    pw_ccm;
  vp_ccmask u_ccmask (.cc_i(pw_cc), .rule_i(pw_ctl[34:32]), .swz_i(pw_ctl[31:24]), .mask_o(pw_ccm));

  // The sequencer twice, for the condition false (g_seq[0]) and true
  // (g_seq[1]), beside the CC mask, and the condition's choice after both:
  // the stack, next PC and stop logic no longer wait for the CC swizzle
  // and rule (a chain of ten LUT levels into the stack register at
  // 4f81451). The same outputs as one vp_seq with cond_i = the condition.
  localparam integer SQW = 9 + 36 + 3 + 3 + 17 + 1 + 1;
  wire [SQW-1:0] sq0, sq1;
  genvar sq;
  generate
    for (sq = 0; sq < 2; sq = sq + 1) begin : g_seq
      wire [8:0]  npc;
      wire [35:0] stk;
      wire [2:0]  dep, endc;
      wire [16:0] cnt;
      wire        tkn, stp;
      vp_seq #(.COND(sq)) u_seq (
        .pc_i(pw_pc), .sop_i(pw_sop), .end_i(pw_ctl[46]), .target_i(pw_ctl[8:0]),
        .cond_i(1'b0), .stack_i(pw_stack), .depth_i(pw_depth),
        .count_i(pw_count), .hold_i(pw_lit1),
        .next_pc_o(npc), .stack_o(stk), .depth_o(dep), .count_o(cnt),
        .taken_o(tkn), .stop_o(stp), .end_o(endc)
      );
      if (sq == 0) begin : g_f
        assign sq0 = {npc, stk, dep, endc, cnt, tkn, stp};
      end else begin : g_t
        assign sq1 = {npc, stk, dep, endc, cnt, tkn, stp};
      end
    end
  endgenerate
  wire [8:0]  seq_next_pc_d;
  wire [35:0] seq_stack_d;
  wire [2:0]  seq_depth_d, seq_end_d;
  wire [16:0] seq_count_d;
  wire        seq_taken_d, seq_stop_d;
  assign {seq_next_pc_d, seq_stack_d, seq_depth_d, seq_end_d, seq_count_d, seq_taken_d, seq_stop_d} =
         (pw_ccm != 4'd0) ? sq1 : sq0;

  reg [3:0]  wb_wm;           // write mask AND CC mask (0 for BRA/CAL/RET)
  reg [63:0] wb_tval_q;       // the thread's written-lane bits before the instruction
  reg [83:0] wb_oval_q;
  reg [7:0]  wb_cc;           // the thread's CC before the instruction
  reg [8:0]  seq_next_pc;
  reg [35:0] seq_stack;
  reg [2:0]  seq_depth, seq_end;
  reg [16:0] seq_count;
  reg        seq_taken, seq_stop;
  reg        wb_lit1;         // LIT's first pass
  always @(posedge clk_i) begin
    wb_isvu_q   <= pw_ctl[45:41] != `UC_VOP_NOP;
    wb_isaddr_q <= pw_ctl[45:41] == `UC_VOP_ARL || pw_ctl[45:41] == `UC_VOP_ARR ||
                   pw_ctl[45:41] == `UC_VOP_ARA;
  end
  // the write-back's thread as one enable per thread, decoded at PW from
  // the delay line's second-to-last entry: the per-thread state below is
  // written by a registered bit, not by a compare of the thread number
  // against every thread behind the delay line's last register (which
  // fanned out to 32 compares, the boards' largest group of slow
  // endpoints at 4f81451); wb_oh_q[t] == (wb_valid && wb_thread == t)
  reg [NTHREADS-1:0] wb_oh_q;
  always @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) wb_oh_q <= {NTHREADS{1'b0}};
    else         wb_oh_q <= pw_bus[CW-1] ? {{(NTHREADS-1){1'b0}}, 1'b1} << pw_thread : {NTHREADS{1'b0}};
  always @(posedge clk_i) begin
    wb_wm       <= (pw_flow || pw_lit1) ? 4'd0 : (pw_ctl[12:9] & pw_ccm);
    wb_lit1     <= pw_lit1;
    wb_cc       <= pw_cc;
    wb_araw_q   <= a_pw;         // its A0/A1 (wb_a_old)
    wb_aval_q   <= aval_q[pw_thread];
    wb_tval_q   <= pw_tval;
    wb_oval_q   <= pw_oval;
    seq_next_pc <= seq_next_pc_d;
    seq_stack   <= seq_stack_d;
    seq_depth   <= seq_depth_d;
    seq_end     <= seq_end_d;
    seq_count   <= seq_count_d;
    seq_taken   <= seq_taken_d;
    seq_stop    <= seq_stop_d;
  end

`ifndef SYNTHESIS
  // the units' valid outputs must line up with the control delay line
  // (checked from the first clock after reset: before it the registers
  // are unknown)
  reg chk_q;
  reg vsp_run;
  integer nrun, c, rk;
  always @* begin
    vsp_run = 1'b0;
    nrun = 0;
    for (c = 0; c < NTHREADS; c = c + 1)
      if (state_q[c] == T_RUN) begin
        nrun = nrun + 1;
        if (vsp_q[c]) vsp_run = 1'b1;
      end
  end
  always @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) chk_q <= 1'b0;
    else         chk_q <= 1'b1;
  // the early read of the written bit must be the thread's own
  always @(posedge clk_i)
    if (chk_q && dl_q[EX_LAT-3][CW-1] && pp_xv_q !== xval_q[pp_thread])
      $fatal(1, "vp_core: written bit of thread %0d read a clock early is %0d, its bit is %0d",
             pp_thread, pp_xv_q, xval_q[pp_thread]);
  always @(posedge clk_i) if (chk_q) begin
    if (vu_out_valid && !(wb_valid && wb_vop != `UC_VOP_NOP && !wb_isaddr))
      $error("vp_core: vector-unit result without a matching instruction at write-back");
    if (sfu_out_valid && !(wb_valid && wb_vop == `UC_VOP_NOP && !wb_flow))
      $error("vp_core: special-function result without a matching instruction at write-back");
    // the host writes the program only while every thread is idle (the SFU
    // predecode bits above rely on it; make rtl-outq-check plants a write)
    if (pm_we_i && free_o != {NTHREADS{1'b1}})
      $fatal(1, "vp_core: program memory written at %0d, threads not idle %0d",
             pm_waddr_i, NTHREADS - $countones(free_o));
    // a state program runs alone (vp_host holds back provoking writes), so
    // no instruction reads c[] while another thread's write-back writes it
    // (the constant RAM has no bypass logic: vp_host's no_rw_check)
    if (vsp_run && nrun > 1)
      $fatal(1, "vp_core: a state program runs beside %0d other threads", nrun - 1);
    if (wb_cm_we_o && de_valid_q && de_cm_addr_o == wb_cm_addr_o)
      $fatal(1, "vp_core: constant RAM read and written at %0d in one clock", wb_cm_addr_o);
    if (start_i && state_q[start_thread_i] != T_IDLE)
      $error("vp_core: thread %0d started while not idle", start_thread_i);
    // the runnable bits are the state's and the busy bits' (make
    // rtl-outq-check plants one that stays set when its thread stops)
    for (rk = 0; rk < NTHREADS; rk = rk + 1)
      if (runnable_q[rk] !== (state_q[rk] == T_RUN && !busy_q[rk]))
        $fatal(1, "vp_core: runnable bit of thread %0d is %0d, its state %0d and busy bit %0d say %0d",
               rk, runnable_q[rk], state_q[rk], busy_q[rk], state_q[rk] == T_RUN && !busy_q[rk]);
    if (wb_valid && !(busy_q[wb_thread] && state_q[wb_thread] == T_RUN))
      $error("vp_core: write-back for thread %0d which has no instruction in flight", wb_thread);
    if (oq_release_i && state_q[oq_thread_i] != T_DONE)
      $error("vp_core: output queue released thread %0d which has not finished", oq_thread_i);
    // the output RAM's read address is the one vp_outq reads now, whenever
    // the head has finished (its results can be sent; make rtl-outq-check
    // plants a late address)
    if (state_q[oq_thread_i] == T_DONE && oq_raddr_q !== {oq_thread_i, oq_idx_i})
      $fatal(1, "vp_core: output RAM read address %0d.%0d, output queue reads %0d.%0d",
             oq_raddr_q[TW+4:5], oq_raddr_q[4:0], oq_thread_i, oq_idx_i);
    // vmem's two read addresses: the one the release chooses is the head
    // thread of the next clock (an unknown value stops it too)
    if (oq_nthread_i !== (oq_release_i ? oq_xthread_i : oq_sthread_i))
      $fatal(1, "vp_core: next head of the output queue %0d, vmem read at %0d (release %b)",
             oq_nthread_i, oq_release_i ? oq_xthread_i : oq_sthread_i, oq_release_i);
  end
`endif

  // test hook: corrupt the next written lane
  reg flip_q;
  integer l;
  reg [7:0]  wb_cc_new;
  reg [79:0] wb_a_new;
  reg [3:0]  flip_lane;
  always @* begin
    flip_lane = wb_wm & ~(wb_wm - 4'd1);  // lowest written lane
    wb_cc_new = wb_cc;
    wb_a_new  = wb_a_old;
    for (l = 0; l < 4; l = l + 1) begin
      if (wb_isaddr)
        wb_val[32*l +: 32] = {{22{wb_au[10*l+9]}}, wb_au[10*l +: 10]};
      else
        wb_val[32*l +: 32] = wb_res[32*l +: 32];
      if (flip_q && flip_lane[l]) wb_val[32*l] = ~wb_val[32*l];
      if (wb_wm[l] && wb_ccu) begin
        if (wb_isaddr)
          wb_cc_new[2*l +: 2] = wb_au[10*l+9] ? `UC_CC_LT : (wb_au[10*l +: 10] != 10'd0 ? `UC_CC_GT : `UC_CC_EQ);
        else if (wb_val[32*l+30 -: 8] == 8'h00)
          wb_cc_new[2*l +: 2] = `UC_CC_EQ;           // +-0 (and denormals)
        else if (wb_val[32*l+30 -: 8] == 8'hFF && wb_val[32*l +: 23] != 23'd0)
          wb_cc_new[2*l +: 2] = `UC_CC_UN;
        else
          wb_cc_new[2*l +: 2] = wb_val[32*l+31] ? `UC_CC_LT : `UC_CC_GT;
      end
      if (wb_wm[l] && wb_dfile == `UC_DFILE_ADDR)
        if (wb_didx[0]) wb_a_new[40 + 10*l +: 10] = wb_au[10*l +: 10];
        else            wb_a_new[10*l +: 10]      = wb_au[10*l +: 10];
    end
  end

  // the A RAMs (declared with de_a above): written at WB, read in IS and PW
  generate
    for (g = 0; g < 8; g = g + 1) begin : g_alane
      reg [9:0] amem [0:NT2-1];
      always @(posedge clk_i)
        if (wb_valid && wb_wm[g % 4] && wb_dfile == `UC_DFILE_ADDR && wb_didx[0] == (g >= 4))
          amem[wb_thread] <= wb_au[10*(g % 4) +: 10];
      assign a_is[10*g +: 10] = amem[fe_thread];
      assign a_pw[10*g +: 10] = amem[pw_thread];
      assign a_is_m[10*g +: 10]   = fe_aval[g] ? a_is[10*g +: 10] : 10'd0;
      assign wb_a_old[10*g +: 10] = wb_aval_q[g] ? wb_araw_q[10*g +: 10] : 10'd0;
    end
  endgenerate

  // the written-lane bits after the instruction
  reg [63:0] wb_tval_new;
  reg [83:0] wb_oval_new;
  always @* begin
    wb_tval_new = wb_tval_q;
    wb_oval_new = wb_oval_q;
    if (wb_dfile == `UC_DFILE_TEMP) wb_tval_new[4*wb_didx[3:0] +: 4] = wb_tval_q[4*wb_didx[3:0] +: 4] | wb_wm;
    if (wb_dfile == `UC_DFILE_OUT)  wb_oval_new[4*wb_didx[4:0] +: 4] = wb_oval_q[4*wb_didx[4:0] +: 4] | wb_wm;
  end
  // the per-thread RAMs written at every write-back: xmem (declared at PW),
  // tmem (at DE) and vmem (below, read by the output queue: the end code,
  // which only the last write-back sets, count and written o lanes)
  reg [103:0] vmem [0:NT2-1];
  always @(posedge clk_i)
    if (wb_valid && wb_lit1) pwmem[wb_thread] <= sfu_r[31:0];
  // xmem's write a clock after WB, from registers (xw_*): its data holds
  // the new CC, the end of WB's longest chain (the result's choice, the
  // NaN test, the CC's), and its 106 LUT RAM cells are spread over the
  // die (the ULX3S at daca880: 310 endpoints up to 14.7 ns). Nothing reads
  // the row in that clock: the thread's next read is at the PP stage of
  // its next instruction, which issues the clock after WB at the earliest
  reg          xw_we_q;
  reg [TW-1:0] xw_t_q;
  reg [211:0]  xw_d_q;
  always @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) xw_we_q <= 1'b0;
    else         xw_we_q <= wb_valid;
  always @(posedge clk_i) begin
    xw_t_q <= wb_thread;
    xw_d_q <= {seq_count, wb_oval_new, wb_tval_new, wb_cc_new, seq_stack, seq_depth};
    if (xw_we_q) xmem[xw_t_q] <= xw_d_q;
  end
  always @(posedge clk_i)
    if (wb_valid) begin
      tmem[wb_thread] <= wb_tval_new;
      vmem[wb_thread] <= {seq_stop ? seq_end : 3'd0, seq_count, wb_oval_new};
    end
  // the vertex sequence number of each thread, written at its start
  reg [31:0] smem [0:NT2-1];
  always @(posedge clk_i) if (start_i) smem[start_thread_i] <= seq_ctr_q;

  always @* begin
    wb_raddr = {wb_thread, wb_didx[3:0]};
    wb_oaddr = {wb_thread, wb_didx[4:0]};
    wb_rwe   = (wb_valid && wb_dfile == `UC_DFILE_TEMP) ? wb_wm : 4'd0;
    wb_owe   = (wb_valid && wb_dfile == `UC_DFILE_OUT) ? wb_wm : 4'd0;
    wb_cm_we_o = wb_valid && wb_dfile == `UC_DFILE_CONST && wb_wm != 4'd0;
  end
  assign wb_cm_addr_o  = wb_didx;
  assign wb_cm_lanes_o = wb_wm;
  assign wb_cm_data_o  = wb_val;



  // ------------------------------------------- constant-address fields
  // With IF_STAGE = 1 the fields that form the constant address in DE
  // (ENV, CIDX, CREL, ARSEL, ARCOMP: 15 of the word's 117 bits) also live
  // in cfmem, a LUT RAM beside the program memory, read in FE with the
  // same address and registered into DE. The address (A0/A1 by ARSEL, the
  // component by ARCOMP, plus CIDX, then the range check by ENV) then
  // starts at flip-flops: from the program memory's block RAM it started
  // 4.3 ns into the clock (the DP16KD's clock to out without its output
  // register), the OrangeCrab's critical path at cfce13d (15.0 ns, word ->
  // A component -> add -> constant RAM address; docs/synth.md). Like the
  // SFU predecode bits, cfmem is written a clock after the word, from a
  // registered copy of the host's write: words are written only while
  // every thread is idle and a start comes at least three clocks after
  // the last one, which the checks below hold to, with the copy matching
  // the word at every DE.
  //
  // The copy of program-word bits here (cfmem) is written a clock after
  // the word, from this registered copy of the host's write: the host's
  // accept, behind the link's valid and the free bits of every thread,
  // reached the copies' write enables across the chip in the same clock
  // (then also of the SFU predecode bits: the OrangeCrab's critical path
  // at 8321fbf). Nothing reads it that early: the words are written while
  // every thread is idle, and the first read, a thread's start, comes at
  // least three clocks after the write (the provoking attribute, the load
  // of v[0], then the start), which the check below holds to.
  // Unused (removed by synthesis) with IF_STAGE = 0.
  /* verilator lint_off UNUSEDSIGNAL */
  reg           cw_we_q;
  reg [7:0]     cw_waddr_q;
  reg [116:0]   cw_wdata_q;   // the fields the copy holds are read
  /* verilator lint_on UNUSEDSIGNAL */
`ifndef VP_PLANT_CW_LATE
  always @(posedge clk_i) begin
    cw_we_q     <= pm_we_i;
    cw_waddr_q  <= pm_waddr_i;
    cw_wdata_q  <= pm_wdata_i;
  end
`else
  // test hook (make rtl-sfu-phase-check): the write 32 clocks late, so a
  // thread starts before it (the test's stream starts its first thread 20
  // clocks after the last word); the check below must stop it
  reg [31:0]  late_we;
  reg [7:0]   late_a [0:31];
  reg [116:0] late_d [0:31];
  integer lk;
  always @(posedge clk_i) begin
    late_we   <= {late_we[30:0], pm_we_i};
    late_a[0] <= pm_waddr_i;
    late_d[0] <= pm_wdata_i;
    for (lk = 1; lk < 32; lk = lk + 1) begin
      late_a[lk] <= late_a[lk - 1];
      late_d[lk] <= late_d[lk - 1];
    end
    cw_we_q     <= late_we[31];
    cw_waddr_q  <= late_a[31];
    cw_wdata_q  <= late_d[31];
  end
`endif
`ifndef SYNTHESIS
  always @(posedge clk_i)
    if (chk_q && cw_we_q && IF_STAGE != 0 && (start_i || free_o != {NTHREADS{1'b1}}))
      $fatal(1, "vp_core: copies of program word %0d written while a thread starts or runs", cw_waddr_q);
`endif
  generate
    if (IF_STAGE != 0) begin : g_cfcopy
      (* ram_style = "distributed" *)
      reg [CFW-1:0] cfmem [0:255];   // no reset, like the program memory
      reg [CFW-1:0] de_cf_q;
      always @(posedge clk_i) begin
`ifndef VP_PLANT_CF_ADDR
        if (cw_we_q) cfmem[cw_waddr_q] <= cfields(cw_wdata_q);
`else
        // test hook (make rtl-sfu-phase-check): the copy one word up; the
        // check below must stop it
        if (cw_we_q) cfmem[cw_waddr_q + 8'd1] <= cfields(cw_wdata_q);
`endif
        de_cf_q <= cfmem[is_pm_addr_o];
      end
      assign de_cf = de_cf_q;
`ifndef SYNTHESIS
      always @(posedge clk_i)
        if (chk_q && de_valid_q && de_cf_q !== cfields(de_w))   // also an unknown bit (Icarus)
          $fatal(1, "vp_core: constant-address fields of pc %0d: copy %h, word %h",
                 de_pc_q, de_cf_q, cfields(de_w));
`endif
    end else begin : g_cfword
      assign de_cf = cfields(de_w);
    end
  endgenerate

  // ------------------------------------------------------------ state update
  // the threads marked busy (the registered grant) and the thread made idle
  // by the registered release
  wire [NTHREADS-1:0] busy_set;
  wire [TW-1:0]       rel_idle;
`ifndef VP_PLANT_BUSY_GRANT
  assign busy_set = is_grant_q;
`else
  // test hook (make rtl-outq-check): the thread above the picked one marked
  // busy; vp_core's write-back check must stop it
  assign busy_set = (is_grant_q << 1) | (is_grant_q >> (NTHREADS - 1));
`endif
`ifndef VP_PLANT_REL_THREAD
  assign rel_idle = rel_t_q;
`else
  // test hook (make rtl-outq-check): the registered release applied to the
  // head of its own clock (the next thread in the queue) instead of the
  // released one; vp_core's checks must stop it
  assign rel_idle = oq_thread_i;
`endif
  integer t;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (t = 0; t < NTHREADS; t = t + 1) begin
        state_q[t] <= T_IDLE;
        busy_q[t]  <= 1'b0;
        vsp_q[t]   <= 1'b0;
        pc_q[t]    <= 9'd0;
        xval_q[t]  <= 1'b0;
        aval_q[t]  <= 8'd0;
      end
      seq_ctr_q   <= 32'd0;
      lit2_q      <= {NTHREADS{1'b0}};
      runnable_q  <= {NTHREADS{1'b0}};
      is_grant_q  <= {NTHREADS{1'b0}};
      rel_q       <= 1'b0;
      rel_t_q     <= {TW{1'b0}};
      de_valid_q  <= 1'b0;
      de_thread_q <= {TW{1'b0}};
      de_pc_q     <= 9'd0;
      rd_valid_q  <= 1'b0;
      rd_thread_q <= {TW{1'b0}};
      rd_pc_q     <= 9'd0;
      rd_w_q      <= 117'd0;
      rd_cok_q    <= 1'b0;
      rd_cabs_q   <= 11'sd0;
      rd_vp20_q   <= 1'b0;
      flip_q      <= 1'b0;
      cm_valid_o  <= 1'b0;
      cm_vertex_o <= 32'd0;
      cm_thread_o <= 8'd0;
      cm_pc_o     <= 9'd0;
      cm_next_pc_o <= 9'd0;
      cm_dfile_o  <= 3'd0;
      cm_didx_o   <= 8'd0;
      cm_wrote_o  <= 4'd0;
      cm_value_o  <= 128'd0;
      cm_cc_o     <= 8'd0;
      cm_a_o      <= 80'd0;
      cm_taken_o  <= 1'b0;
      cm_done_o   <= 1'b0;
      cm_end_o    <= 3'd0;
    end else begin
      // IS -> DE -> OP
      de_valid_q  <= fe_valid;
      de_thread_q <= fe_thread;
      de_pc_q     <= fe_pc;
      // the thread picked last clock marked busy, from the registered
      // one-hot grant (above)
      is_grant_q <= is_grant;
      for (t = 0; t < NTHREADS; t = t + 1)
        if (busy_set[t]) begin
          busy_q[t]     <= 1'b1;
          runnable_q[t] <= 1'b0;
        end
      rd_valid_q  <= de_valid_q;
      rd_thread_q <= de_thread_q;
      rd_pc_q     <= de_pc_q;
      rd_w_q      <= de_w;
      rd_cok_q    <= de_cok;
      rd_cabs_q   <= de_cabs;
      rd_vp20_q   <= de_env == `UC_ENV_VP20;

      // thread start
      if (start_i) begin
        state_q[start_thread_i] <= T_RUN;
        busy_q[start_thread_i]  <= 1'b0;
        runnable_q[start_thread_i] <= 1'b1;
        vsp_q[start_thread_i]   <= start_state_i;
        pc_q[start_thread_i]    <= start_pc_i;
        xval_q[start_thread_i]  <= 1'b0;
        aval_q[start_thread_i]  <= 8'd0;
        lit2_q[start_thread_i]  <= 1'b0;
        seq_ctr_q <= seq_ctr_q + 32'd1;
      end
      rel_q   <= oq_release_i;
      rel_t_q <= oq_thread_i;
      if (rel_q) begin
        state_q[rel_idle]    <= T_IDLE;
        runnable_q[rel_idle] <= 1'b0;
      end

      // write-back
      if (dbg_flip_i) flip_q <= 1'b1;
      cm_valid_o <= wb_valid && !wb_lit1;   // LIT's first pass is not the instruction
      for (t = 0; t < NTHREADS; t = t + 1)
        if (wb_oh_q[t]) begin
          lit2_q[t]  <= wb_lit1;
          busy_q[t]  <= 1'b0;
`ifndef VP_PLANT_RUNNABLE
          runnable_q[t] <= !seq_stop;
`else
          // test hook (make rtl-outq-check): a thread that stops stays
          // runnable; the check below must stop it
          runnable_q[t] <= 1'b1;
`endif
          xval_q[t]  <= 1'b1;
          if (wb_dfile == `UC_DFILE_ADDR)
            aval_q[t][4*wb_didx[0] +: 4] <= aval_q[t][4*wb_didx[0] +: 4] | wb_wm;
          pc_q[t]    <= seq_next_pc;
          if (seq_stop) state_q[t] <= vsp_q[t] ? T_IDLE : T_DONE;
        end
      if (wb_valid) begin
        if (flip_q && wb_wm != 4'd0) flip_q <= 1'b0;
        cm_vertex_o  <= smem[wb_thread];
        cm_thread_o  <= {{(8-TW){1'b0}}, wb_thread};
        cm_pc_o      <= wb_pc;
        cm_next_pc_o <= seq_next_pc;
        cm_dfile_o   <= wb_flow ? `UC_DFILE_NONE : wb_dfile;
        cm_didx_o    <= wb_didx;
        cm_wrote_o   <= wb_wm;
        cm_value_o   <= wb_val;
        cm_cc_o      <= wb_cc_new;
        cm_a_o       <= wb_a_new;
        cm_taken_o   <= seq_taken;
        cm_done_o    <= seq_stop;
        cm_end_o     <= seq_stop ? seq_end : 3'd0;
      end
    end
  end

  // what the output queue reads: the head thread's end code, count and
  // written-lane bits of o from vmem, registered at the next clock's head
  // thread (oq_nthread_i, the thread part of the output RAM's read
  // address), so that the queue's choice of the next register starts at
  // flops. A write-back in the clock of that read is seen one clock later:
  // the queue takes a thread as finished one clock after done_o (its
  // done_q), when its last write-back, which set done_o, is in oq_v_q.
  // Its sequence number (smem, written at its start) is read at the
  // registered address as before.
  // vmem is read at both threads the next head can be (oq_sthread_i: no
  // release in this clock, oq_xthread_i: a release), which come from the
  // queue's registers, and the registered release chooses after the
  // registers: the release depends on the output stream's ready, from
  // outside the engine, and was the start of the path into this read
  // address (the OrangeCrab's critical path, docs/synth.md "Timing"). Two
  // read ports: Yosys keeps two copies of the LUT RAM.
  reg  [103:0] oq_vs_q, oq_vx_q;
  reg          oq_rel_q;
  always @(posedge clk_i) begin
    oq_vs_q  <= vmem[oq_sthread_i];
    oq_vx_q  <= vmem[oq_xthread_i];
    oq_rel_q <= oq_release_i;
  end
  wire [103:0] oq_v = oq_rel_q ? oq_vx_q : oq_vs_q;
  assign oq_oval = oq_v[83:0];
  generate
    for (g = 0; g < 21; g = g + 1) begin : g_written
      assign oq_written_o[g] = oq_oval[4*g +: 4] != 4'd0;
    end
  endgenerate
  assign oq_end_o    = oq_v[103:101];
  assign oq_count_o  = oq_v[100:84];
  assign oq_vertex_o = smem[oq_raddr_q[TW+4:5]];
endmodule
