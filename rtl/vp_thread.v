// vp_thread: the state of each vertex thread (stage TS, beside the pipeline).
//
// A thread is idle (free for the host to load and start), running, or done
// (its results wait in the output registers for vp_outq). Per thread: the
// state, the busy bit (an instruction in flight), whether it runs a state
// program (vsp), the PC, whether its per-thread RAM rows were written since
// its start (xval: else they read 0) and which A lanes were written (aval).
// Also the vertex sequence counter.
//
// Events, all registered here (no latency of its own: a clock from event to
// state):
//   start     (vp_host)   the thread runs from start_pc_i
//   pick      (vp_fetch)  the picked thread is busy, from the registered
//                         one-hot grant (is_grant_q)
//   write-back (vp_writeback) busy clears, PC, A lanes; the thread stops
//                         (done, or idle after a state program)
//   release   (vp_outq)   the finished thread is idle, a clock after the
//                         queue releases it (rel_q)
//
// The ready bits the scheduler reads are runnable_q (state running and not
// busy, kept as a register of its own: the simulation checks in
// tb/rtl/vp_core_checks.v hold it to the state and busy bits) AND NOT the
// registered grant, so the scheduler's carry chains start at flip-flops:
// the loop busy -> ready -> grant -> busy was the estimate's longest control
// path at d0e8792 (18.1 ns with the binary thread number decoded again, 12.8
// ns with the one-hot grant, 6f7445a). The release is registered because it
// ends a long path (the head's written bits, the choice of the last beat,
// the output stream's ready) and the threads' state sits beside the host,
// which reads it (free_o): on the ULX3S at 237a52f that path crossed the
// chip three times (20.9 ns). Costs a clock only when a vertex waits for a
// thread to come free.

module vp_thread #(
  parameter integer NTHREADS = 4,
  parameter integer TW       = 2
) (
  input  wire                  clk_i,
  input  wire                  rst_ni,
  // thread start (vp_host)
  input  wire                  start_i,
  input  wire [TW-1:0]         start_thread_i,
  input  wire [8:0]            start_pc_i,
  input  wire                  start_state_i,
  // the scheduler's pick, one-hot (vp_fetch)
  input  wire [NTHREADS-1:0]   is_grant_i,
  // write-back (vp_writeback): wb_oh_i[t] = a write-back for thread t
  input  wire [NTHREADS-1:0]   wb_oh_i,
  input  wire                  wb_stop_i,     // the thread stops
  input  wire [8:0]            wb_next_pc_i,
  input  wire                  wb_awe_i,      // an A register written: lanes wb_wm_i
  input  wire                  wb_asel_i,     // A1 (else A0)
  input  wire [3:0]            wb_wm_i,
  // the output queue's release (vp_outq)
  input  wire                  oq_release_i,
  input  wire [TW-1:0]         oq_thread_i,
  // to the scheduler and the host
  output wire [NTHREADS-1:0]   ts_ready_o,    // may issue
  output wire [NTHREADS-1:0]   ts_grant_q_o,  // the registered grant
  output wire [NTHREADS-1:0]   free_o,        // idle
  output wire [NTHREADS-1:0]   done_o,        // finished, results waiting
  output wire                  ts_any_run_o,  // some thread runs
  // per-thread values, thread t at [w t +: w]
  output wire [NTHREADS*9-1:0] ts_pc_o,
  output wire [NTHREADS-1:0]   ts_xval_o,
  output wire [NTHREADS*8-1:0] ts_aval_o,
  output wire [31:0]           ts_seq_o       // the next vertex sequence number
);
  localparam [1:0] T_IDLE = 2'd0, T_RUN = 2'd1, T_DONE = 2'd2;

  reg [1:0]  state_q [0:NTHREADS-1];
  // an instruction in flight: runnable_q holds what the scheduler needs of
  // it, so only the simulation checks read it (synthesis removes it)
  /* verilator lint_off UNUSEDSIGNAL */
  reg        busy_q  [0:NTHREADS-1];
  /* verilator lint_on UNUSEDSIGNAL */
  reg        vsp_q   [0:NTHREADS-1];   // running a state program
  reg [8:0]  pc_q    [0:NTHREADS-1];
  reg        xval_q  [0:NTHREADS-1];   // RAM rows written since the start
  reg [7:0]  aval_q  [0:NTHREADS-1];   // A lanes written: A0.xyzw bits 3:0, A1 7:4
  reg [NTHREADS-1:0] runnable_q;       // state_q == T_RUN && !busy_q
  reg [NTHREADS-1:0] is_grant_q;
  reg [31:0]         seq_ctr_q;
  reg                rel_q;
  reg [TW-1:0]       rel_t_q;

  genvar g;
  generate
    for (g = 0; g < NTHREADS; g = g + 1) begin : g_out
      assign ts_ready_o[g]      = runnable_q[g] && !is_grant_q[g];
      assign free_o[g]          = state_q[g] == T_IDLE;
      assign done_o[g]          = state_q[g] == T_DONE;
      assign ts_pc_o[9*g +: 9]  = pc_q[g];
      assign ts_xval_o[g]       = xval_q[g];
      assign ts_aval_o[8*g +: 8] = aval_q[g];
    end
  endgenerate
  assign ts_grant_q_o = is_grant_q;
  assign ts_seq_o     = seq_ctr_q;

  reg any_run;
  integer k;
  always @* begin
    any_run = 1'b0;
    for (k = 0; k < NTHREADS; k = k + 1) if (state_q[k] == T_RUN) any_run = 1'b1;
  end
  assign ts_any_run_o = any_run;

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
      seq_ctr_q  <= 32'd0;
      runnable_q <= {NTHREADS{1'b0}};
      is_grant_q <= {NTHREADS{1'b0}};
      rel_q      <= 1'b0;
      rel_t_q    <= {TW{1'b0}};
    end else begin
      // the thread picked last clock is busy, from the registered grant
      is_grant_q <= is_grant_i;
      for (t = 0; t < NTHREADS; t = t + 1)
        if (is_grant_q[t]) begin
          busy_q[t]     <= 1'b1;
          runnable_q[t] <= 1'b0;
        end
      if (start_i) begin
        state_q[start_thread_i]    <= T_RUN;
        busy_q[start_thread_i]     <= 1'b0;
        runnable_q[start_thread_i] <= 1'b1;
        vsp_q[start_thread_i]      <= start_state_i;
        pc_q[start_thread_i]       <= start_pc_i;
        xval_q[start_thread_i]     <= 1'b0;
        aval_q[start_thread_i]     <= 8'd0;
        seq_ctr_q <= seq_ctr_q + 32'd1;
      end
      rel_q   <= oq_release_i;
      rel_t_q <= oq_thread_i;
      if (rel_q) begin
        state_q[rel_t_q]    <= T_IDLE;
        runnable_q[rel_t_q] <= 1'b0;
      end
      for (t = 0; t < NTHREADS; t = t + 1)
        if (wb_oh_i[t]) begin
          busy_q[t]     <= 1'b0;
          runnable_q[t] <= !wb_stop_i;
          xval_q[t]     <= 1'b1;
          if (wb_awe_i)
            aval_q[t][4*wb_asel_i +: 4] <= aval_q[t][4*wb_asel_i +: 4] | wb_wm_i;
          pc_q[t]       <= wb_next_pc_i;
          if (wb_stop_i) state_q[t] <= vsp_q[t] ? T_IDLE : T_DONE;
        end
    end
  end
endmodule
