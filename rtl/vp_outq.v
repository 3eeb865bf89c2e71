// vp_outq: output queue (after WB).
//
// Vertices leave in the order they were provoked, whatever paths their
// programs took: a FIFO of thread numbers in provoke order; only the head
// thread's results are sent, once it has finished. One beat per written
// output register (o[HPOS] always) in increasing register number, on a
// valid/ready stream: a beat is held until accepted, so back-pressure never
// drops or duplicates one. After the last beat is loaded into the output
// buffer the thread is released for a new vertex.
//
// The output buffer is a FIFO of two beats (ob0_q, ob1_q; write slot
// ow_q, read slot or_q, count oc_q): a beat is loaded whenever it is not
// full, so the load (and with it the release, the next head and the
// output RAMs' read address) never waits for out_ready_i; out_ready_i
// moves the read slot and the count alone, a handful of flip-flops, and
// the beats' 230 bits are written only by the load. out_ready_i into the
// read address was the ULX3S's critical path at 53b6d0d (14.7 ns, 11.0 of
// it routing); out_ready_i into the enables of the output register's 288
// flip-flops (an output register and a skid register behind it) was among
// its worst at 28579d6 (13.2 ns; fpga/REPORT.md).
module vp_outq #(
  parameter integer NTHREADS = 4,
  parameter integer TW       = 2
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  input  wire                push_i,         // a vertex started on push_thread_i
  input  wire [TW-1:0]       push_thread_i,
  input  wire [NTHREADS-1:0] done_i,         // thread finished, results waiting
  // reads of the head thread's results (vp_core)
  output wire [TW-1:0]       oq_thread_o,
  output wire [4:0]          oq_idx_o,
  output wire [TW-1:0]       oq_nthread_o,   // oq_thread_o and oq_idx_o of the next clock:
  output wire [4:0]          oq_nidx_o,      //   the output RAM's read address (registered there)
  output wire [TW-1:0]       oq_sthread_o,   // the next clock's head thread if this clock
  output wire [TW-1:0]       oq_xthread_o,   //   releases none / releases one (oq_release_o
                                             //   chooses: from flops, unlike oq_nthread_o)
  // the head's, valid when the last clock released no thread (oq_rel_i
  // low: a beat is never loaded in the clock after a release)
  input  wire [127:0]        oq_data_i,
  input  wire [20:0]         oq_written_i,
  input  wire [2:0]          oq_end_i,
  input  wire [16:0]         oq_count_i,
  input  wire [31:0]         oq_vertex_i,
  input  wire [20:0]         oq_wrel_i,      // when it released one: the new head's written bits
  input  wire                oq_rel_i,       // the last clock released a thread
  output wire                oq_release_o,   // head thread fully loaded: free it
  // the output stream
  output wire                out_valid_o,
  input  wire                out_ready_i,
  output wire [31:0]         out_vertex_o,
  output wire [4:0]          out_idx_o,
  output wire [127:0]        out_data_o,
  output wire                out_last_o,
  output wire [20:0]         out_written_o,
  output wire [2:0]          out_end_o,
  output wire [16:0]         out_count_o,
  output wire                vout_o          // a vertex's last beat was accepted
);
  localparam integer CW = $clog2(NTHREADS + 1);

  reg [TW-1:0] fifo_q [0:NTHREADS-1];
  reg [TW-1:0] head_q, tail_q;
  reg [CW-1:0] cnt_q;
  reg [20:0]   sent_q;    // registers of the head vertex already loaded (for the checks below)

  // The head thread and the register to send next are registers, so the
  // reads of the head's results (vp_core) start from flops:
  //   h_q   == fifo_q[head_q] (updated with the pop and the push that write
  //            those, below);
  //   idx_q == the lowest written register not yet sent, whenever the head
  //            thread has finished: 0 (o[HPOS], always sent first) when
  //            nothing has been sent, else what the previous beat computed.
  //            The head's written bits cannot change between its beats: it
  //            has finished and is freed only after its last beat.
  reg [TW-1:0] h_q;
  reg [4:0]    idx_q;
  wire [TW-1:0] h = h_q;
  // The push is registered on entry (push_q, push_t_q), so that the host's
  // start logic and the choice of the next head (into the output RAM's
  // read address) are in different clocks. Nothing is lost by the clock: a
  // thread cannot finish within a clock of its start, and pushes keep
  // their order.
  wire          push_q;
  wire [TW-1:0] push_t_q;
  vp_delay #(.W(1 + TW), .N(1), .RST(1)) u_push (.clk_i(clk_i), .rst_ni(rst_ni),
    .d_i({push_i, push_thread_i}), .q_o({push_q, push_t_q}));
  assign oq_thread_o = h;
  assign oq_idx_o    = idx_q;
  // vp_core registers these as the read address of its output register RAM
  // (block RAM), so that oq_data_i is o[idx_q] of thread h_q in this clock

  // read by the simulation checks alone (tb/rtl/vp_outq_checks.v); synthesis removes it
  /* verilator lint_off UNUSEDSIGNAL */
  wire [20:0] rem     = (oq_written_i | 21'd1) & ~sent_q;  // not yet sent
  /* verilator lint_on UNUSEDSIGNAL */
  wire [20:0] bit_idx = 21'd1 << idx_q;

  // A beat ahead: nx_q, the register after idx_q's beat, and lst_q, idx_q's
  // beat is the head's last, both registered (valid while pre_q), so that
  // the next clock's read address of the output RAM (four block RAMs, one
  // per lane, far apart) is a choice between registers made by the load
  // alone, not the end of a path through the written bits (the OrangeCrab's
  // critical path at 926f22b, docs/synth.md "Timing"). Beats go in
  // increasing register order, so the register after i is the lowest
  // written one above i (o[HPOS], register 0, always first). The head's
  // written bits are valid while have_w; pre_q rises a clock after they
  // arrive (the head's first beat a clock later) and falls with a release.
  // vp_outregs reads the head's row for both heads the next clock can have
  // (oq_sthread_o, oq_xthread_o), and nothing chooses between the reads
  // in front of the encoders or the beat: a beat (load) needs pre_q,
  // which is low in the clock after a release, so a beat and its
  // look-ahead always use the read without one (oq_written_i ...); only
  // the look-ahead of the clock after a release takes the other read's
  // written bits (oq_wrel_i), at register 0 (idx_q is 0 then). Both are
  // checked in tb/rtl/vp_outq_checks.v. The choice between the two reads
  // in front of the encoders and the beat's lanes (and the OR of four
  // lanes) was the ULX3S's critical path at be844c1 (11.85 ns) and
  // 901e300 (12.88 ns).
  // {none above, lowest written register above} i
  function [5:0] after(input [20:0] w, input [4:0] i);
    integer j;
    begin
      after = {1'b1, 5'd0};
      for (j = 20; j >= 0; j = j - 1) if (w[j] && j > {27'd0, i}) after = {1'b0, j[4:0]};
    end
  endfunction
  reg  [4:0]  nx_q;
  reg         lst_q, pre_q;
  wire [5:0]  af_stay = oq_rel_i ? after(oq_wrel_i, 5'd0)   // no beat this clock
                                 : after(oq_written_i, idx_q);
  wire [5:0]  af_load = after(oq_written_i, nx_q);  // a beat: idx_q becomes nx_q
  wire        last    = lst_q;

  // done_q: done_i one clock late. vp_core gives the head's written bits,
  // end code and count from a register (a registered read of its
  // per-thread RAM, at the address of the next clock's head), which shows
  // a thread's last write-back one clock after done_i rises; done_q rises
  // with it. The long path from the written bits through the choice of the
  // next register to the output RAM's read address then starts at flops.
  // have_w, the head has finished (cnt_q != 0 && done_q[h]), is itself a
  // register, hv_q (below: its value for both heads the next clock can
  // have, chosen by the release), so that the load in front of the RAMs'
  // address is not behind a 32-to-1 choice of done bits.
  // read by the simulation checks alone (tb/rtl/vp_outq_checks.v); synthesis removes it
  /* verilator lint_off UNUSEDSIGNAL */
  reg  [NTHREADS-1:0] done_q;
  /* verilator lint_on UNUSEDSIGNAL */
  reg                 hv_q;
  wire have_w = hv_q;                                 // the head's written bits are valid
  wire have = have_w && pre_q;                       // and nx_q, lst_q are theirs
  localparam integer BW = 32 + 5 + 128 + 1 + 21 + 3 + 17;   // a beat
  reg [BW-1:0] ob0_q, ob1_q;                        // the output buffer's two beats
  reg          ow_q, or_q;                          // its write and read slots
  reg [1:0]    oc_q;                                // its count, 0 to 2
  wire [BW-1:0] beat = {oq_vertex_i, idx_q, oq_data_i, last, oq_written_i, oq_end_i, oq_count_i};
  wire load = have && !oc_q[1];
  wire pop  = out_valid_o && out_ready_i;
  assign out_valid_o = oc_q != 2'd0;
  assign {out_vertex_o, out_idx_o, out_data_o, out_last_o, out_written_o, out_end_o, out_count_o} =
    or_q ? ob1_q : ob0_q;
  assign oq_release_o = load && last;
  assign vout_o = pop && out_last_o;

  function [TW-1:0] incr;
    input [TW-1:0] p;
    begin
      incr = ({{(32-TW){1'b0}}, p} == NTHREADS - 1) ? {TW{1'b0}} : p + 1'b1;
    end
  endfunction

  // the head after this clock, and the thread at it (a push may write it):
  // the thread is read for both heads the release can give, from
  // registers, and the release (the end of the long path through the
  // written bits) only chooses between the two
  // head_n and head_nn (the slots after the head) are registers too
  // (hn1_q, hnn_q, moved with the head), so the thread read for the head
  // after the next one is a FIFO read at a registered address, and whether
  // the push writes that slot a registered compare (eqnn_q): the two
  // increments, the compare and the 32-to-1 read behind them were the
  // path into hn_q, among the ULX3S's worst at 5c12317 (11.74 ns).
  reg  [TW-1:0] hn1_q, hnn_q;
  reg           eqnn_q;
  wire [TW-1:0] head_n = hn1_q;
  wire [TW-1:0] head_d = oq_release_o ? head_n : head_q;
  // The FIFO's two heads are registers too: h_q == fifo_q[head_q] and
  // hn_q == fifo_q[head_n] (checked below), so neither thread is a 32-to-1
  // choice of FIFO slots in front of the done bits' choice and the core's
  // vmem read address (fifo_q through both was the OrangeCrab's critical
  // path at d0e8792, 15.41 ns, 12.84 of it routing); only a push into
  // one of those slots in this clock is bypassed. hn_q reads the slot
  // after head_n when the head moves on (a choice ending at a register).
  // Whether the push writes one of those slots is a register too (eqh_q:
  // tail_q == head_q, eqn_q: tail_q == head_n, both updated with the push
  // and the release below), so the bypass is a choice by flip-flops: the
  // compares of the pointers were two of the five cells from the push into
  // the output RAMs' read address, the ULX3S's critical path at 28579d6
  // (13.43 ns, 11.59 of it routing).
  reg  [TW-1:0] hn_q;
  reg           eqh_q, eqn_q;
  wire [TW-1:0] head_nn = hnn_q;
  wire [TW-1:0] h_stay = (push_q && eqh_q) ? push_t_q : h_q;
  wire [TW-1:0] h_next = (push_q && eqn_q) ? push_t_q : hn_q;
  wire [TW-1:0] tail_d = push_q ? incr(tail_q) : tail_q;
  wire [TW-1:0] hn_rel = (push_q && eqnn_q) ? push_t_q : fifo_q[head_nn];
  wire [TW-1:0] h_d    = oq_release_o ? h_next : h_stay;
  assign oq_sthread_o = h_stay;
  assign oq_xthread_o = h_next;
  wire [4:0]    idx_d  = !load ? idx_q : last ? 5'd0 : nx_q;
  // hv_q's next value: the queue not empty after this clock's push and
  // release, and the next head's done bit (done_q's next value, done_i)
  wire          c_stay = cnt_q != {CW{1'b0}} || push_q;
  wire          c_rel  = push_q ? cnt_q != {CW{1'b0}} : cnt_q != {{(CW-1){1'b0}}, 1'b1};
  wire          hv_stay = c_stay && done_i[h_stay];
  wire          hv_rel  = c_rel && done_i[h_next];
  assign oq_nthread_o = h_d;
  assign oq_nidx_o    = idx_d;

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      head_q        <= {TW{1'b0}};
      tail_q        <= {TW{1'b0}};
      cnt_q         <= {CW{1'b0}};
      done_q        <= {NTHREADS{1'b0}};
      sent_q        <= 21'd0;
      h_q           <= {TW{1'b0}};
      hn_q          <= {TW{1'b0}};
      idx_q         <= 5'd0;
      nx_q          <= 5'd0;
      hv_q          <= 1'b0;
      lst_q         <= 1'b0;
      pre_q         <= 1'b0;
      eqh_q         <= 1'b1;
      eqn_q         <= NTHREADS == 1;
      eqnn_q        <= NTHREADS <= 2;
      hn1_q         <= incr({TW{1'b0}});
      hnn_q         <= incr(incr({TW{1'b0}}));
      ob0_q         <= {BW{1'b0}};
      ob1_q         <= {BW{1'b0}};
      ow_q          <= 1'b0;
      or_q          <= 1'b0;
      oc_q          <= 2'd0;
    end else begin
      if (push_q) begin
        fifo_q[tail_q] <= push_t_q;
      end
      tail_q <= tail_d;
      eqh_q  <= tail_d == head_d;
      eqn_q  <= tail_d == (oq_release_o ? head_nn : head_n);
      eqnn_q <= tail_d == (oq_release_o ? incr(head_nn) : head_nn);
      if (oq_release_o) begin
        hn1_q <= head_nn;
        hnn_q <= incr(head_nn);
      end
      cnt_q <= cnt_q + {{(CW-1){1'b0}}, push_q} - {{(CW-1){1'b0}}, oq_release_o};
      h_q    <= h_d;
      hn_q   <= oq_release_o ? hn_rel : h_next;
      idx_q  <= idx_d;
      {lst_q, nx_q} <= load ? af_load : af_stay;
      pre_q  <= have_w && !oq_release_o;
      done_q <= done_i;
      hv_q   <= oq_release_o ? hv_rel : hv_stay;
      // the output buffer: the load writes a slot, the pop frees one
      if (load && !ow_q) ob0_q <= beat;
      if (load && ow_q)  ob1_q <= beat;
      ow_q <= ow_q ^ load;
      or_q <= or_q ^ pop;
      oc_q <= oc_q + {1'b0, load} - {1'b0, pop};
      if (load) begin
        if (last) begin
          sent_q <= 21'd0;
          head_q <= head_d;
        end else begin
          sent_q <= sent_q | bit_idx;
        end
      end
    end
  end
endmodule
