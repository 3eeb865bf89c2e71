// fm_seq: formal harness of the sequencer's thread state: the call stack
// (issue 57 property a) and the watchdog (property b).
//
// Proves on the RTL of vp_thread and vp_writeback (with its vp_seq and
// vp_ccmask), unchanged, that for every thread
//   stack    the call stack holds at most four entries, wherever the
//            thread's stack is (the per-thread RAM row xmem, the row read
//            for PW, the sequencer's registered result, xmem's pending
//            write); a taken CAL with four entries on the stack stops the
//            program with end code OVERFLOW, and the thread no longer runs
//            in the next clock; a taken CAL with fewer pushes one entry
//   watchdog the thread's instruction counter (xmem, 17 bits) equals the
//            number of its write-backs since its start (counted here, 18
//            bits); the 65536th write-back stops the program, end code
//            WATCHDOG only then (never earlier); no thread runs after
//            65536 instructions
// for any instruction stream: every retiring word's fields (operation,
// END bit, target, CC rule and swizzle, write mask, ...), the units' results
// and hence CC, the host's starts and the output queue's releases are free
// inputs, under the core's contract (assumed here, checked in simulation by
// tb/rtl/vp_core_checks.v):
//   - the scheduler picks only a ready thread (ts_ready_o);
//   - the pipeline carries a picked word to P3, PP, PW and WB on the next
//     four clocks: the delay line of vp_execute with its fewest entries
//     (the core's EX_LAT only adds clocks between the pick and P3);
//   - a start is for an idle thread, a release for a finished one, and not
//     the same thread twice in two clocks (vp_outq frees a thread once).
// NTHREADS = 2. The invariants that make the proof inductive are asserted
// too (the delay line against the threads' state, the counters against the
// RAM rows); the proof is k-induction (scripts/formal.sh, docs/formal.md).
//
// Internal nets are read through probe wires connected by the proof script
// after flattening (lines "//@probe WIRE = INSTANCE.NET"): no hooks in the
// RTL.
`include "ucode_fields.vh"
`include "vp_defs.vh"

module fm_seq (
  input  wire         clk_i,
  input  wire         rst_ni,
  // the scheduler's pick
  input  wire         iss_v_i,
  input  wire         iss_t_i,
  input  wire [56:0]  iss_ctl_i,     // the word's control fields (vp_execute's op_ctl)
  input  wire [39:0]  iss_au_i,      // the address unit's result
  input  wire [CW-1:0] idle_bus_i,   // an empty delay-line entry (valid forced 0)
  // the units' results, A registers, sequence number
  input  wire [127:0] vu_r_i,
  input  wire [127:0] sfu_r_i,
  input  wire [79:0]  pw_a_i,
  input  wire [31:0]  vertex_i,
  // the host's start, the output queue's release
  input  wire         start_i,
  input  wire         start_t_i,
  input  wire [8:0]   start_pc_i,
  input  wire         start_state_i,
  input  wire         rel_i,
  input  wire         rel_t_i
);
  localparam integer NT = 2, TW = 1;
  localparam integer CW = 1 + TW + 9 + 57 + 40;
  localparam [16:0] WD = 17'd65535;     // write-backs before the watchdog's

  // ---- initial reset
  reg init_q = 1'b1;
  always @(posedge clk_i) init_q <= 1'b0;
  always @* if (init_q) assume (!rst_ni);

  // ---- the design
  wire [NT-1:0]    ts_ready, ts_grant_q, free, done, ts_xval, wb_oh;
  wire [NT*9-1:0]  ts_pc;
  wire [NT*8-1:0]  ts_aval;
  wire             wb_valid, wb_stop, wb_awe, wb_asel;
  wire [TW-1:0]    wb_thread;
  wire [3:0]       wb_wm;
  wire [8:0]       wb_next_pc;
  wire [103:0]     wb_vrow;
  wire [NT-1:0]    is_grant = iss_v_i ? (2'd1 << iss_t_i) : 2'd0;

  reg  [CW-1:0]    d1, d2, d3, d4;     // P3, PP, PW, WB
  always @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) begin
      d1 <= {CW{1'b0}}; d2 <= {CW{1'b0}}; d3 <= {CW{1'b0}}; d4 <= {CW{1'b0}};
    end else begin
      d1 <= iss_v_i ? {1'b1, iss_t_i, ts_pc[9*iss_t_i +: 9], iss_ctl_i, iss_au_i}
                    : {1'b0, idle_bus_i[CW-2:0]};
      d2 <= d1; d3 <= d2; d4 <= d3;
    end
  wire v1 = d1[CW-1], v2 = d2[CW-1], v3 = d3[CW-1], v4 = d4[CW-1];
  wire t1 = d1[CW-2], t2 = d2[CW-2], t3 = d3[CW-2], t4 = d4[CW-2];

  vp_thread #(.NTHREADS(NT), .TW(TW)) u_thr (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .start_i(start_i), .start_thread_i(start_t_i), .start_pc_i(start_pc_i),
    .start_state_i(start_state_i), .is_grant_i(is_grant),
    .wb_oh_i(wb_oh), .wb_stop_i(wb_stop), .wb_next_pc_i(wb_next_pc),
    .wb_awe_i(wb_awe), .wb_asel_i(wb_asel), .wb_wm_i(wb_wm),
    .oq_release_i(rel_i), .oq_thread_i(rel_t_i),
    .ts_ready_o(ts_ready), .ts_grant_q_o(ts_grant_q), .free_o(free), .done_o(done),
    .ts_any_run_o(), .ts_pc_o(ts_pc), .ts_xval_o(ts_xval), .ts_aval_o(ts_aval), .ts_seq_o()
  );

  vp_writeback #(.NTHREADS(NT), .TW(TW), .CW(CW)) u_wb (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .wb_bus_i(d4), .pw_bus_i(d3), .pp_thread_i(t2), .p3_thread_i(t1),
    .wb_vu_r_i(vu_r_i), .wb_sfu_r_i(sfu_r_i),
    .ts_xval_i(ts_xval), .ts_aval_i(ts_aval), .pw_thread_o(), .pw_a_i(pw_a_i),
    .wb_vertex_i(vertex_i),
    .wb_valid_o(wb_valid), .wb_thread_o(wb_thread), .wb_oh_q_o(wb_oh),
    .wb_wm_o(wb_wm), .wb_rwe_o(), .wb_ridx_o(), .wb_rval_o(),
    .wb_owe_o(), .wb_oidx_o(), .wb_oval_o(), .wb_asel_o(wb_asel),
    .wb_awe0_o(), .wb_awe1_o(), .wb_awe_o(wb_awe), .wb_au_o(),
    .wb_tval_o(), .wb_vrow_o(wb_vrow), .wb_stop_o(wb_stop), .wb_next_pc_o(wb_next_pc),
    .wb_cm_we_o(), .wb_cm_addr_o(), .wb_cm_lanes_o(), .wb_cm_data_o(),
    .cm_valid_o(), .cm_vertex_o(), .cm_thread_o(), .cm_pc_o(), .cm_next_pc_o(),
    .cm_dfile_o(), .cm_didx_o(), .cm_wrote_o(), .cm_value_o(), .cm_sdfile_o(),
    .cm_sdidx_o(), .cm_swrote_o(), .cm_svalue_o(), .cm_cc_o(), .cm_a_o(),
    .cm_taken_o(), .cm_done_o(), .cm_end_o()
  );

  // ---- probes (connected by scripts/formal.sh)
  //@probe row0 = u_wb.xmem[0]
  //@probe row1 = u_wb.xmem[1]
  //@probe xw_we = u_wb.xw_we_q
  //@probe xw_t = u_wb.xw_t_q
  //@probe xw_d = u_wb.xw_d_q
  //@probe pw_x = u_wb.pw_x
  //@probe pp_xv = u_wb.pp_xv_q
  //@probe pw_ccm = u_wb.pw_ccm
  //@probe seq_depth = u_wb.seq_depth
  //@probe seq_count = u_wb.seq_count
  //@probe seq_end = u_wb.seq_end
  //@probe seq_stop = u_wb.seq_stop
  //@probe busy0 = u_thr.busy_q[0]
  //@probe busy1 = u_thr.busy_q[1]
  //@probe runq = u_thr.runnable_q
  //@probe rel_q = u_thr.rel_q
  //@probe rel_tq = u_thr.rel_t_q
  (* keep *) wire [211:0] row0, row1, xw_d, pw_x;
  (* keep *) wire         xw_we, xw_t, pp_xv, seq_stop, busy0, busy1, rel_q, rel_tq;
  (* keep *) wire [3:0]   pw_ccm;
  (* keep *) wire [2:0]   seq_depth, seq_end;
  (* keep *) wire [16:0]  seq_count;
  (* keep *) wire [NT-1:0] runq;

  // ---- the environment (the core's contract)
  always @* if (rst_ni) begin
    if (iss_v_i) assume (ts_ready[iss_t_i]);
    if (start_i) assume (free[start_t_i]);
    if (rel_i)   assume (done[rel_t_i] && !(rel_q && rel_tq == rel_t_i));
  end

  // ---- reference: write-backs per thread since its start
  reg  [17:0] ex_q [0:NT-1];
  integer i;
  always @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) begin
      for (i = 0; i < NT; i = i + 1) ex_q[i] <= 18'd0;
    end else begin
      for (i = 0; i < NT; i = i + 1)
        if (start_i && start_t_i == i) ex_q[i] <= 18'd0;
        else if (wb_valid && wb_thread == i) ex_q[i] <= ex_q[i] + 18'd1;
    end

  // ---- PW: what the sequencer sees, registered for the checks at WB
  wire [4:0]  pw_sop   = d3[40 + 40 -: 5];             // ctl[40:36]
  wire [2:0]  pw_depth = pw_x[2:0];
  wire [16:0] pw_count = pw_x[211:195];
  wire        pw_cal   = v3 && pw_sop == `UC_SOP_CAL && pw_ccm != 4'd0;
  reg         cal_full_q, cal_push_q;
  reg  [2:0]  cal_depth_q;
  always @(posedge clk_i) begin
    cal_full_q  <= pw_cal && pw_depth == 3'd4;
    cal_push_q  <= pw_cal && pw_depth < 3'd4;
    cal_depth_q <= pw_depth;
  end
  reg         ended_q;                                 // a thread stopped at WB last clock
  reg         ended_t_q;
  always @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) ended_q <= 1'b0;
    else         ended_q <= v4 && wb_stop;
  always @(posedge clk_i) ended_t_q <= t4;

  wire [NT-1:0] running = ~free & ~done;
  wire [NT-1:0] busy    = {busy1, busy0};
  wire [NT-1:0] in1 = v1 ? (2'd1 << t1) : 2'd0;      // the thread at P3, PP, PW, WB
  wire [NT-1:0] in2 = v2 ? (2'd1 << t2) : 2'd0;
  wire [NT-1:0] in3 = v3 ? (2'd1 << t3) : 2'd0;
  wire [NT-1:0] in4 = v4 ? (2'd1 << t4) : 2'd0;
  wire [NT-1:0] infl = in1 | in2 | in3 | in4;
  wire [NT-1:0] xpend = xw_we ? (2'd1 << xw_t) : 2'd0; // xmem's write a clock after WB

  integer t;
  always @* if (rst_ni && !init_q) begin
`ifdef FM_STACK
    // ======== property a: the call stack
    for (t = 0; t < NT; t = t + 1)
      if (ts_xval[t] && !xpend[t]) assert ((t ? row1[2:0] : row0[2:0]) <= 3'd4);
    if (xw_we) assert (xw_d[2:0] <= 3'd4);
    if (v3)    assert (pw_depth <= 3'd4);
    if (v4)    assert (seq_depth <= 3'd4);
    // a fifth CAL ends the program (OVERFLOW), the stack unchanged
    if (v4 && cal_full_q) assert (wb_stop && seq_end == `VP_END_OVERFLOW && seq_depth == 3'd4);
    // a CAL with room pushes one entry; OVERFLOW only for the fifth CAL
    if (v4 && cal_push_q) assert (seq_depth == cal_depth_q + 3'd1);
    if (v4 && wb_stop && seq_end == `VP_END_OVERFLOW) assert (cal_full_q);
    // the stopped thread runs no more
    if (ended_q) assert (!running[ended_t_q] && !ts_ready[ended_t_q]);
`endif
`ifdef FM_WATCHDOG
    // ======== property b: the watchdog
    for (t = 0; t < NT; t = t + 1) begin
      if (running[t])  assert (ex_q[t] <= {1'b0, WD});
      if (!ts_xval[t]) assert (ex_q[t] == 18'd0);
      if (ts_xval[t] && !xpend[t]) assert ({1'b0, (t ? row1[211:195] : row0[211:195])} == ex_q[t]);
    end
    if (xw_we) assert ({1'b0, xw_d[211:195]} == ex_q[xw_t]);
    if (v3)    assert ({1'b0, pw_count} == ex_q[t3]);
    if (v4) begin
      assert ({1'b0, seq_count} == ex_q[t4] + 18'd1);
      // the 65536th instruction stops the program; WATCHDOG never earlier
      if (ex_q[t4] == {1'b0, WD}) assert (wb_stop);
      if (wb_stop && seq_end == `VP_END_WATCHDOG) assert (ex_q[t4] == {1'b0, WD});
    end
    if (ended_q) assert (!running[ended_t_q] && !ts_ready[ended_t_q]);
`endif
`ifdef FM_REACH_CAL5
    // sanity (must fail): a fifth CAL reaches write-back
    if (v4) assert (!cal_full_q);
`endif
    // ======== the pipeline against the threads' state (inductive strength)
    assert (ts_grant_q == in1);
    assert (wb_oh == in4);
    assert ((in1 & in2) == 2'd0 && (in1 & in3) == 2'd0 && (in1 & in4) == 2'd0 &&
            (in2 & in3) == 2'd0 && (in2 & in4) == 2'd0 && (in3 & in4) == 2'd0);
    assert ((infl & ~running) == 2'd0);
    assert ((in1 & (busy | ~runq)) == 2'd0);                 // picked: busy from the next clock
    assert (((in2 | in3 | in4) & (~busy | runq)) == 2'd0);
    assert ((~infl & busy) == 2'd0);
    assert ((~infl & (runq ^ running)) == 2'd0);
    assert ((xpend & (in1 | in2 | in3)) == 2'd0);
    if (rel_q) assert (done[rel_tq]);
    if (v2) assert (pp_xv == ts_xval[t2]);
    if (v3 && !ts_xval[t3]) assert (pw_x[211:195] == 17'd0 && pw_x[2:0] == 3'd0);
  end
endmodule
