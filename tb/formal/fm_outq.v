// fm_outq: formal harness of the output queue (issue 57 property c).
//
// Proves on the RTL of vp_outq, vp_outregs and vp_thread, unchanged, that
// under any back-pressure (out_ready_i free in every clock)
//   order    the vertices leave in the order they were provoked, each
//            once: every accepted beat carries the number of the oldest
//            vertex not yet fully sent (the harness numbers the provoked
//            vertices 0, 1, 2, ... on entry, in vp_outregs' sequence
//            number), and a vertex's last beat moves that number on by one,
//            never past the vertices provoked: the output is exactly
//            0, 1, 2, ... with no gap and no repeat
//   beats    a vertex's beats are o[HPOS] first, then each written output
//            register once, in increasing order, the last beat flagged
//            last; a beat offered and not taken stays, unchanged
//   progress no vertex is dropped or stuck: while the oldest vertex not yet
//            sent has finished (its thread done, or its beats buffered) and
//            out_ready_i is high, a beat is accepted within PROG_MAX clocks
// for any stream of starts (vertices and state programs), write-backs (any
// thread, any written bits, end code, count) and stops, under the core's
// contract (assumed; checked in simulation by tb/rtl/vp_core_checks.v):
// a start is for an idle thread; a state program starts only when every
// thread is idle and no vertex starts while it runs; a write-back is for a
// running thread, one a clock, not in the clock of its start or the next
// (a program's first instruction takes EX_LAT + 3 clocks). NTHREADS = 3
// (a FIFO whose length is not a power of two). The output registers' data
// (vp_outregs' o[] RAMs) are cut (free values): the properties do not read
// them.
module fm_outq (
  input  wire         clk_i,
  input  wire         rst_ni,
  input  wire         start_i,
  input  wire [1:0]   start_t_i,
  input  wire         start_state_i,
  input  wire         wb_i,
  input  wire [1:0]   wb_t_i,
  input  wire         wb_stop_i,
  input  wire [103:0] wb_vrow_i,
  input  wire [3:0]   wb_owe_i,
  input  wire [19:0]  wb_oidx_i,
  input  wire [127:0] wb_oval_i,
  input  wire         out_ready_i
);
  localparam integer NT = 3, TW = 2;
  localparam integer PROG_MAX = `FM_PROG_MAX;

  reg init_q = 1'b1;
  always @(posedge clk_i) init_q <= 1'b0;
  always @* if (init_q) assume (!rst_ni);

  // ---- the design
  wire [NT-1:0]  free, done, wb_oh;
  wire [TW-1:0]  oq_thread, oq_nthread, oq_sthread, oq_xthread;
  wire [4:0]     oq_idx, oq_nidx;
  wire [127:0]   oq_data;
  wire [20:0]    oq_written, oq_wrel;
  wire           oq_rel;
  wire [2:0]     oq_end;
  wire [16:0]    oq_count;
  wire [31:0]    oq_vertex;
  wire           oq_release;
  wire           out_valid, out_last;
  wire [31:0]    out_vertex;
  wire [4:0]     out_idx;
  wire [127:0]   out_data;
  wire [20:0]    out_written;
  wire [2:0]     out_end;
  wire [16:0]    out_count;
  // the vertices are numbered modulo 16 (TGW bits): at most NT + 2 are
  // between their start and their last beat, so the numbers in the queue
  // are distinct
  localparam integer TGW = 4;
  reg  [TGW-1:0] vin_q;                  // vertices provoked (the next one's number)
  assign wb_oh = wb_i ? (3'd1 << wb_t_i) : 3'd0;

  vp_thread #(.NTHREADS(NT), .TW(TW)) u_thr (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .start_i(start_i), .start_thread_i(start_t_i), .start_pc_i(9'd0),
    .start_state_i(start_state_i), .is_grant_i(3'd0),
    .wb_oh_i(wb_oh), .wb_stop_i(wb_stop_i), .wb_next_pc_i(9'd0),
    .wb_awe_i(1'b0), .wb_asel_i(1'b0), .wb_wm_i(4'd0),
    .oq_release_i(oq_release), .oq_thread_i(oq_thread),
    .ts_ready_o(), .ts_grant_q_o(), .free_o(free), .done_o(done),
    .ts_any_run_o(), .ts_pc_o(), .ts_xval_o(), .ts_aval_o(), .ts_seq_o()
  );

  vp_outregs #(.NTHREADS(NT), .TW(TW)) u_outregs (
    .clk_i(clk_i),
    .start_i(start_i), .start_thread_i(start_t_i), .ts_seq_i({{(32-TGW){1'b0}}, vin_q}),
    .wb_valid_i(wb_i), .wb_thread_i(wb_t_i), .wb_owe_i(wb_owe_i), .wb_oidx_i(wb_oidx_i),
    .wb_oval_i(wb_oval_i), .wb_vrow_i(wb_vrow_i), .wb_vertex_o(),
    .oq_idx_i(oq_idx), .oq_nthread_i(oq_nthread), .oq_nidx_i(oq_nidx),
    .oq_sthread_i(oq_sthread), .oq_xthread_i(oq_xthread), .oq_release_i(oq_release),
    .oq_data_o(oq_data), .oq_written_o(oq_written), .oq_wrel_o(oq_wrel),
    .oq_rel_o(oq_rel), .oq_end_o(oq_end),
    .oq_count_o(oq_count), .oq_vertex_o(oq_vertex)
  );

  vp_outq #(.NTHREADS(NT), .TW(TW)) u_outq (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .push_i(start_i && !start_state_i), .push_thread_i(start_t_i), .done_i(done),
    .oq_thread_o(oq_thread), .oq_idx_o(oq_idx),
    .oq_nthread_o(oq_nthread), .oq_nidx_o(oq_nidx), .oq_sthread_o(oq_sthread),
    .oq_xthread_o(oq_xthread),
    .oq_data_i(oq_data), .oq_written_i(oq_written), .oq_wrel_i(oq_wrel),
    .oq_rel_i(oq_rel), .oq_end_i(oq_end), .oq_count_i(oq_count), .oq_vertex_i(oq_vertex), .oq_release_o(oq_release),
    .out_valid_o(out_valid), .out_ready_i(out_ready_i), .out_vertex_o(out_vertex),
    .out_idx_o(out_idx), .out_data_o(out_data), .out_last_o(out_last),
    .out_written_o(out_written), .out_end_o(out_end), .out_count_o(out_count), .vout_o()
  );

  // ---- the environment (the core's contract)
  reg [NT-1:0] new_q, new2_q;            // started this clock / last clock
  reg [NT-1:0] vsp_q;                    // runs a state program
  wire [NT-1:0] running = ~free & ~done;
  always @* if (rst_ni) begin
    if (start_i) assume (free[start_t_i] && start_t_i < NT && vsp_q == 3'd0);
    if (start_i && start_state_i) assume (free == 3'b111);
    if (wb_i) assume (wb_t_i < NT && running[wb_t_i] && !new_q[wb_t_i] && !new2_q[wb_t_i]);
  end

  // ---- reference: the vertices' numbers
  reg [TGW-1:0] vout_q;                  // vertices fully sent: the next expected number
  reg [TGW-1:0] tag_q [0:NT-1];          // the vertex a thread holds
  reg [NT-1:0] isv_q;                    // the thread holds a provoked vertex
  reg        pv_q;                       // last clock's beat offered and not taken
  reg [31:0] pv_vertex_q;
  reg [4:0]  pv_idx_q;
  reg        pv_last_q;
  reg [20:0] pv_written_q;
  reg        inv_q;                      // inside a vertex (a beat of it accepted)
  reg [4:0]  lidx_q;                     // the last accepted beat's register
  reg [7:0]  prog_q;
  wire pop = out_valid && out_ready_i;
  wire [TGW-1:0] nflight = vin_q - vout_q;   // vertices provoked and not fully sent
  integer t;
  always @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) begin
      vin_q <= {TGW{1'b0}}; vout_q <= {TGW{1'b0}}; isv_q <= 3'd0; vsp_q <= 3'd0;
      new_q <= 3'd0; new2_q <= 3'd0; pv_q <= 1'b0; inv_q <= 1'b0; lidx_q <= 5'd0; prog_q <= 8'd0;
      for (t = 0; t < NT; t = t + 1) tag_q[t] <= {TGW{1'b0}};
    end else begin
      new_q  <= start_i ? (3'd1 << start_t_i) : 3'd0;
      new2_q <= new_q;
      if (start_i) begin
        vsp_q[start_t_i] <= start_state_i;
        if (!start_state_i) begin
          vin_q <= vin_q + 1'b1;
          tag_q[start_t_i] <= vin_q;
          isv_q[start_t_i] <= 1'b1;
        end
      end
      for (t = 0; t < NT; t = t + 1) begin
        if (free[t] && !(start_i && start_t_i == t)) begin
          vsp_q[t] <= 1'b0;
          isv_q[t] <= 1'b0;
        end
      end
      if (pop && out_last) vout_q <= vout_q + 1'b1;
      pv_q <= out_valid && !out_ready_i;
      pv_vertex_q <= out_vertex; pv_idx_q <= out_idx; pv_last_q <= out_last; pv_written_q <= out_written;
      if (pop) begin
        inv_q  <= !out_last;
        lidx_q <= out_idx;
      end
      prog_q <= (oldest_done && out_ready_i && !pop) ? prog_q + 8'd1 : 8'd0;
    end

  // the oldest vertex not yet sent has finished: its thread is done, or no
  // thread holds it any more (its last beat is in the output buffer)
  reg oldest_done, oldest_run;
  always @* begin
    oldest_run = 1'b0;
    for (t = 0; t < NT; t = t + 1)
      if (isv_q[t] && !done[t] && tag_q[t] == vout_q) oldest_run = 1'b1;
    oldest_done = vin_q != vout_q && !oldest_run;
  end
  // the lowest written register above i (32: none)
  function [5:0] above(input [20:0] w, input [4:0] i);
    integer j;
    begin
      above = 6'd32;
      for (j = 20; j >= 0; j = j - 1) if ((w[j] || j == 0) && j > i) above = j[5:0];
    end
  endfunction

  always @* if (rst_ni && !init_q) begin
`ifdef FM_ORDER
    if (pop) begin
      assert (out_vertex == {{(32-TGW){1'b0}}, vout_q});   // the oldest vertex not fully sent
      assert (nflight != {TGW{1'b0}} && nflight <= NT + 2);  // never one not provoked (NT threads, 2 beats buffered)
    end
`endif
`ifdef FM_BEATS
    if (pop) begin
      if (!inv_q) assert (out_idx == 5'd0);                           // o[HPOS] first
      else        assert ({1'b0, out_idx} == above(out_written, lidx_q)); // the next written one
      assert (out_last == (above(out_written, out_idx) == 6'd32));    // last: none above
    end
    if (pv_q) assert (out_valid && out_vertex == pv_vertex_q && out_idx == pv_idx_q &&
                      out_last == pv_last_q && out_written == pv_written_q);
`endif
`ifdef FM_REACH_FULL
    // sanity (must fail): every thread holds a vertex while a beat waits for out_ready_i
    assert (!(isv_q == 3'b111 && pv_q));
`endif
`ifdef FM_PROGRESS
    assert (prog_q < PROG_MAX);
`endif
  end
endmodule
