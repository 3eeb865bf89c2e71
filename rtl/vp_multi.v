// vp_multi: NENGINES vertex engines (rtl/vp_engine.v, each unchanged)
// behind one host port; the top level beside vp_engine (before IS). A
// command waits in its engines' input registers and command FIFOs (two
// clocks at least, from the accept to the engine's host port); output
// beats pass through (the output mux is combinational).
//
// Commands (docs/architecture.md section 3.5) are taken into a command
// FIFO per engine (CQD words and a head register), which gives them to
// its engine's host port in order; host_ready_o says that every FIFO the
// command goes to has room, so it is taken by all of them in one clock or
// by none, and depends on registers only. An engine that is busy (loading
// a vertex, waiting for a free thread or for its threads to be idle) does
// not hold the others up until its FIFO is full.
//   - PROG, CONST, MVP, START, STATE and the ATTR writes of attributes 1..15
//     go to every engine, so the engines' program memories, constant
//     memories (a state program runs on every engine and writes every
//     engine's c[]), matrices, entry registers and attribute staging
//     buffers see the same writes in the same order.
//   - A provoking ATTR (attribute 0: the vertex) goes to one engine, the
//     target tgt_q: round robin, but an engine whose FIFO still holds a
//     vertex it has not taken, or is full, is skipped (a clock later) for
//     the next one whose FIFO holds none and has room, if there is one.
//   - RDCONST goes to engine 0 alone; its reply is the reply.
// Each engine sees the host's command sequence without the other engines'
// vertices and RDCONSTs, which changes none of its results (the ordering
// rule of vp_host, docs/architecture.md 3.4, holds per engine).
// Output: an order FIFO holds, per vertex taken, the engine it went to;
// the engine at its head alone may send (out_ready_i goes to it alone),
// and its vertex's last beat pops the FIFO, so vertices leave in the order
// they came in, each once. The FIFO holds NENGINES x (NTHREADS + 1 + CQD
// + 1) entries: an engine holds at most NTHREADS vertices in its threads,
// one more whose last beat waits in its output register and CQD + 1 in
// its command FIFO.
// Vertex numbers (out_vertex_o, cm_vertex_o) are the host's, as one engine
// numbers them (vertices and state-program runs share the count): an
// engine counts only the runs it starts, so out_vertex_o is the engine's
// number plus the vertices sent by the other engines so far (doff_q), and
// the commit trace's number comes from a table per engine written when the
// vertex or state run is taken (its number modulo a power of two above
// NTHREADS + CQD + 2: at most NTHREADS of an engine's runs are in its
// threads and CQD + 1 in its FIFO, and those are its latest).
// NENGINES = 1 is vp_engine itself (g_one), ports for ports.
`include "vp_defs.vh"

module vp_multi #(
  parameter integer NENGINES  = 2,
  // every engine: vp_engine's parameters
  parameter integer GPU       = 30,
  parameter integer EX_LAT    = 12,
  parameter integer IF_STAGE  = 0,
  parameter integer RD_STAGE  = 0,
  parameter integer NTHREADS  = EX_LAT + 3 + IF_STAGE + RD_STAGE,   // per engine
  parameter         TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire                   clk_i,
  input  wire                   rst_ni,
  // host command port (vp_engine's)
  input  wire                   host_valid_i,
  output wire                   host_ready_o,
  input  wire [2:0]             host_cmd_i,
  input  wire [7:0]             host_addr_i,
  input  wire [2:0]             host_n_i,
  input  wire [127:0]           host_data_i,
  // host read responses (engine 0's)
  output wire                   rsp_valid_o,
  input  wire                   rsp_ready_i,
  output wire [127:0]           rsp_data_o,
  // output vertices, in the order they were provoked
  output wire                   out_valid_o,
  input  wire                   out_ready_i,
  output wire [31:0]            out_vertex_o,
  output wire [4:0]             out_idx_o,
  output wire [127:0]           out_data_o,
  output wire                   out_last_o,
  output wire [20:0]            out_written_o,
  output wire [2:0]             out_end_o,
  output wire [16:0]            out_count_o,
  // commit trace, one per engine: engine e's fields at [W*e +: W]
  output wire [NENGINES-1:0]    cm_valid_o,
  output wire [32*NENGINES-1:0] cm_vertex_o,    // the host's vertex number
  output wire [8*NENGINES-1:0]  cm_thread_o,    // the engine's thread
  output wire [9*NENGINES-1:0]  cm_pc_o,
  output wire [9*NENGINES-1:0]  cm_next_pc_o,
  output wire [3*NENGINES-1:0]  cm_dfile_o,
  output wire [8*NENGINES-1:0]  cm_didx_o,
  output wire [4*NENGINES-1:0]  cm_wrote_o,
  output wire [128*NENGINES-1:0] cm_value_o,
  output wire [3*NENGINES-1:0]  cm_sdfile_o,    // a paired word's SOP half (vp_engine)
  output wire [8*NENGINES-1:0]  cm_sdidx_o,
  output wire [4*NENGINES-1:0]  cm_swrote_o,
  output wire [128*NENGINES-1:0] cm_svalue_o,
  output wire [8*NENGINES-1:0]  cm_cc_o,
  output wire [80*NENGINES-1:0] cm_a_o,
  output wire [NENGINES-1:0]    cm_taken_o,
  output wire [NENGINES-1:0]    cm_done_o,
  output wire [3*NENGINES-1:0]  cm_end_o,
  // performance counters: cycles (engine 0's); issue slots used and idle
  // summed over the engines; vertices in and out
  output wire [63:0]            perf_cycles_o,
  output wire [63:0]            perf_issued_o,
  output wire [63:0]            perf_idle_o,
  output wire [63:0]            perf_vin_o,
  output wire [63:0]            perf_vout_o,
  output wire                   busy_o          // some engine holds work
);
  generate
    if (NENGINES == 1) begin : g_one
      vp_engine #(.GPU(GPU), .EX_LAT(EX_LAT), .IF_STAGE(IF_STAGE), .RD_STAGE(RD_STAGE),
                  .NTHREADS(NTHREADS), .TABLE_DIR(TABLE_DIR)) u_eng (
        .clk_i(clk_i), .rst_ni(rst_ni),
        .host_valid_i(host_valid_i), .host_ready_o(host_ready_o), .host_cmd_i(host_cmd_i),
        .host_addr_i(host_addr_i), .host_n_i(host_n_i), .host_data_i(host_data_i),
        .rsp_valid_o(rsp_valid_o), .rsp_ready_i(rsp_ready_i), .rsp_data_o(rsp_data_o),
        .out_valid_o(out_valid_o), .out_ready_i(out_ready_i), .out_vertex_o(out_vertex_o),
        .out_idx_o(out_idx_o), .out_data_o(out_data_o), .out_last_o(out_last_o),
        .out_written_o(out_written_o), .out_end_o(out_end_o), .out_count_o(out_count_o),
        .cm_valid_o(cm_valid_o), .cm_vertex_o(cm_vertex_o), .cm_thread_o(cm_thread_o),
        .cm_pc_o(cm_pc_o), .cm_next_pc_o(cm_next_pc_o), .cm_dfile_o(cm_dfile_o),
        .cm_didx_o(cm_didx_o), .cm_wrote_o(cm_wrote_o), .cm_value_o(cm_value_o),
        .cm_sdfile_o(cm_sdfile_o), .cm_sdidx_o(cm_sdidx_o), .cm_swrote_o(cm_swrote_o),
        .cm_svalue_o(cm_svalue_o),
        .cm_cc_o(cm_cc_o), .cm_a_o(cm_a_o), .cm_taken_o(cm_taken_o), .cm_done_o(cm_done_o),
        .cm_end_o(cm_end_o),
        .perf_cycles_o(perf_cycles_o), .perf_issued_o(perf_issued_o), .perf_idle_o(perf_idle_o),
        .perf_vin_o(perf_vin_o), .perf_vout_o(perf_vout_o), .busy_o(busy_o)
      );
    end else begin : g_multi
      localparam integer N  = NENGINES;
      localparam integer EW = $clog2(N);
      // the command FIFOs: CQD words (a 16-word LUT RAM: half of it) and a
      // head register; CW = 3 + 8 + 3 + 128 bits a command
      localparam integer CQW = 3;
      localparam integer CQD = 1 << CQW;
      localparam integer CW  = 142;
      // the order FIFO: QN entries needed, QD = 2^QW stored
      localparam integer QN = N * (NTHREADS + CQD + 2);
      localparam integer QW = $clog2(QN);
      localparam integer QD = 1 << QW;
      // the commit trace's number tables: DD = 2^DW entries per engine
      localparam integer DW = $clog2(NTHREADS + CQD + 3);
      localparam integer DD = 1 << DW;

      // ---------------- the engines' ports, engine e at [W*e +: W]
      wire [N-1:0]     e_valid, e_ready;
      wire [N-1:0]     e_pend;          // a command in the engine's input register
      wire [N-1:0]     e_out_valid, e_out_ready, e_out_last;
      wire [32*N-1:0]  e_out_vertex;
      wire [5*N-1:0]   e_out_idx;
      wire [128*N-1:0] e_out_data;
      wire [21*N-1:0]  e_out_written;
      wire [3*N-1:0]   e_out_end;
      wire [17*N-1:0]  e_out_count;
      wire [N-1:0]     e_busy;
      // Only engine 0's read replies and cycle counter are used (RDCONST
      // goes to engine 0 alone; every engine counts the same cycles), of
      // the other counters only bit 0 (it toggles with every event, below),
      // and of the engines' commit-trace numbers the bits that index the
      // tables: the rest is left unread, and synthesis removes its logic
      /* verilator lint_off UNUSEDSIGNAL */
      wire [N-1:0]     e_rsp_valid;
      wire [128*N-1:0] e_rsp_data;
      wire [64*N-1:0]  e_perf_cycles, e_perf_issued, e_perf_idle, e_perf_vin, e_perf_vout;
      wire [32*N-1:0]  e_cm_vertex;
      /* verilator lint_on UNUSEDSIGNAL */

      // ---------------- commands
      wire         is_attr = host_cmd_i == `VP_CMD_ATTR;
      wire         is_prov = is_attr && host_addr_i[3:0] == 4'd0;
      wire         is_rd   = host_cmd_i == `VP_CMD_RDCONST;
      reg  [EW-1:0] tgt_q;          // the engine the next vertex goes to
      reg  [N-1:0]  tsel_q;         // the same, one-hot
      wire [N-1:0]  one0    = {{(N-1){1'b0}}, 1'b1};
      // per engine, from registers: its command FIFO has room; it holds no
      // vertex the engine has not taken (and has room)
      wire [N-1:0]  room, idle;
      // a vertex is taken by the target when its FIFO has room and it is
      // idle or no engine is
      wire          tgt_ok  = |(room & tsel_q) && (|(idle & tsel_q) || !(|idle));
      assign host_ready_o = is_prov ? tgt_ok : is_rd ? room[0] : &room;
      wire acc    = host_valid_i && host_ready_o;
      wire push   = acc && is_prov;                            // a vertex taken by engine tgt_q
      wire st_acc = acc && host_cmd_i == `VP_CMD_STATE;        // a state run taken by every engine
      // the FIFOs that take the command
      wire [N-1:0]  cq_push = !acc ? {N{1'b0}} : is_prov ? tsel_q : is_rd ? one0 : {N{1'b1}};
      wire [CW-1:0] cq_in   = {host_cmd_i, host_addr_i, host_n_i, host_data_i};

      // the first engine after c, in round-robin order, whose bit of r is
      // set (c itself last; c when none is): the lowest set bit above c,
      // else the lowest at or below it
      function [EW-1:0] rr_next(input [N-1:0] r, input [EW-1:0] c);
        integer j;
        begin
          rr_next = c;
          for (j = N - 1; j >= 0; j = j - 1)
            if (r[j] && j <= {{(32-EW){1'b0}}, c}) rr_next = j[EW-1:0];
          for (j = N - 1; j >= 0; j = j - 1)
            if (r[j] && j > {{(32-EW){1'b0}}, c}) rr_next = j[EW-1:0];
        end
      endfunction
      // with a vertex offered: taken, the next engine; not taken, the
      // next idle engine, else the next with room, so a busy engine is
      // skipped
      wire [EW-1:0] tgt_n = rr_next(tgt_ok ? {N{1'b1}} : |idle ? idle : room, tgt_q);
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          tgt_q  <= {EW{1'b0}};
          tsel_q <= one0;
        end else if (host_valid_i && is_prov) begin
          tgt_q  <= tgt_n;
          tsel_q <= one0 << tgt_n;
        end
      end

      // ---------------- the order FIFO: the engine of every vertex taken
      // and not yet sent, oldest at q_rd_q; hoh_q: the engine of the
      // oldest, one-hot (zero when the FIFO is empty). The two oldest are
      // registers (h_q, h2_q: valid while q_cnt_q > 0 and > 1), and the
      // third oldest is read at a registered address (q_rd2_q = q_rd_q + 2),
      // so the pop (the last beat's acceptance, late in the clock: the head
      // engine's output buffer through the output mux) only chooses between
      // registers and that read; before, it moved the read address and the
      // head was read behind it (the ULX3S's critical path at 5c12317,
      // 12.26 ns). A push lands in h_q or h2_q when the FIFO holds fewer
      // entries after the pop (rm0, rm1: none, one).
      reg  [EW-1:0] q_mem [0:QD-1];
      reg  [QW-1:0] q_wr_q, q_rd_q, q_rd2_q;
      reg  [QW:0]   q_cnt_q;
      reg  [N-1:0]  hoh_q;
      reg  [EW-1:0] h_q, h2_q;
      wire          pop   = out_valid_o && out_ready_i && out_last_o;
      // the pointers and the count step by constants, and the push and
      // the pop (both late in the clock) only choose after the adders: with
      // the push as the adders' carry-in, its path into the write pointer
      // ran through the carry chain (the OrangeCrab's q_wr_q at f544b81,
      // 10.22 ns)
      wire [QW:0]   cnt_n = (push && !pop) ? q_cnt_q + {{QW{1'b0}}, 1'b1} :
                            (pop && !push) ? q_cnt_q - {{QW{1'b0}}, 1'b1} : q_cnt_q;
      wire          c0    = q_cnt_q == {(QW+1){1'b0}};
      wire          c1    = q_cnt_q == {{QW{1'b0}}, 1'b1};
      wire          c2    = q_cnt_q == {{(QW-1){1'b0}}, 2'd2};
      wire          rm0   = c0 || (c1 && pop);              // none left after the pop
      wire          rm1   = (c1 && !pop) || (c2 && pop);    // one left
      wire [EW-1:0] h_n   = rm0 ? tgt_q : pop ? h2_q : h_q;
      wire [EW-1:0] h2_n  = rm1 ? tgt_q : pop ? q_mem[q_rd2_q] : h2_q;
      always @(posedge clk_i) if (push) q_mem[q_wr_q] <= tgt_q;
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          q_wr_q  <= {QW{1'b0}};
          q_rd_q  <= {QW{1'b0}};
          q_rd2_q <= {{(QW-2){1'b0}}, 2'd2};
          q_cnt_q <= {(QW+1){1'b0}};
          hoh_q   <= {N{1'b0}};
          h_q     <= {EW{1'b0}};
          h2_q    <= {EW{1'b0}};
        end else begin
          q_wr_q  <= push ? q_wr_q + {{(QW-1){1'b0}}, 1'b1} : q_wr_q;
          q_rd_q  <= pop ? q_rd_q + {{(QW-1){1'b0}}, 1'b1} : q_rd_q;
          q_rd2_q <= pop ? q_rd2_q + {{(QW-1){1'b0}}, 1'b1} : q_rd2_q;
          q_cnt_q <= cnt_n;
          h_q     <= h_n;
          h2_q    <= h2_n;
          hoh_q   <= (push || !rm0) ? one0 << h_n : {N{1'b0}};
        end
      end

      // ---------------- output: the head engine's stream
      // doff_q[e]: the vertices the other engines sent so far; an
      // engine's number of a vertex counts its own vertices and every
      // state run before it, so adding doff_q gives the host's number
      reg [31:0] doff_q [0:N-1];
      reg         o_valid, o_last;
      reg [31:0]  o_vertex, o_doff;
      reg [4:0]   o_idx;
      reg [127:0] o_data;
      reg [20:0]  o_written;
      reg [2:0]   o_end;
      reg [16:0]  o_count;
      integer e;
      always @* begin
        o_valid = 1'b0; o_last = 1'b0; o_vertex = 32'd0; o_doff = 32'd0; o_idx = 5'd0;
        o_data = 128'd0; o_written = 21'd0; o_end = 3'd0; o_count = 17'd0;
        for (e = 0; e < N; e = e + 1) begin
          o_valid   = o_valid   | (hoh_q[e] & e_out_valid[e]);
          o_last    = o_last    | (hoh_q[e] & e_out_last[e]);
          o_vertex  = o_vertex  | ({32{hoh_q[e]}}  & e_out_vertex[32*e +: 32]);
          o_doff    = o_doff    | ({32{hoh_q[e]}}  & doff_q[e]);
          o_idx     = o_idx     | ({5{hoh_q[e]}}   & e_out_idx[5*e +: 5]);
          o_data    = o_data    | ({128{hoh_q[e]}} & e_out_data[128*e +: 128]);
          o_written = o_written | ({21{hoh_q[e]}}  & e_out_written[21*e +: 21]);
          o_end     = o_end     | ({3{hoh_q[e]}}   & e_out_end[3*e +: 3]);
          o_count   = o_count   | ({17{hoh_q[e]}}  & e_out_count[17*e +: 17]);
        end
      end
      assign e_out_ready   = {N{out_ready_i}} & hoh_q;
      assign out_valid_o   = o_valid;
      assign out_vertex_o  = o_vertex + o_doff;
      assign out_idx_o     = o_idx;
      assign out_data_o    = o_data;
      assign out_last_o    = o_last;
      assign out_written_o = o_written;
      assign out_end_o     = o_end;
      assign out_count_o   = o_count;
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          for (e = 0; e < N; e = e + 1) doff_q[e] <= 32'd0;
        end else if (pop) begin
          for (e = 0; e < N; e = e + 1) if (!hoh_q[e]) doff_q[e] <= doff_q[e] + 32'd1;
        end
      end

      // ---------------- read replies: engine 0's
      assign rsp_valid_o = e_rsp_valid[0];
      assign rsp_data_o  = e_rsp_data[127:0];

      // ---------------- performance counters: an engine's counter goes
      // up by at most one a clock, so its bit 0 toggles with each event;
      // the sums count those toggles (a clock after the engines' counters)
      function [63:0] ones(input [N-1:0] v);
        integer i;
        begin
          ones = 64'd0;
          for (i = 0; i < N; i = i + 1) ones = ones + {63'd0, v[i]};
        end
      endfunction
      reg  [63:0] p_issued_q, p_idle_q, p_vin_q, p_vout_q;
      reg  [N-1:0] b_issued_q, b_idle_q, b_vin_q, b_vout_q;
      reg  [N-1:0] b_issued, b_idle, b_vin, b_vout;
      always @* begin
        for (e = 0; e < N; e = e + 1) begin
          b_issued[e] = e_perf_issued[64*e];
          b_idle[e]   = e_perf_idle[64*e];
          b_vin[e]    = e_perf_vin[64*e];
          b_vout[e]   = e_perf_vout[64*e];
        end
      end
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          p_issued_q <= 64'd0;
          p_idle_q   <= 64'd0;
          p_vin_q    <= 64'd0;
          p_vout_q   <= 64'd0;
          b_issued_q <= {N{1'b0}};
          b_idle_q   <= {N{1'b0}};
          b_vin_q    <= {N{1'b0}};
          b_vout_q   <= {N{1'b0}};
        end else begin
          p_issued_q <= p_issued_q + ones(b_issued ^ b_issued_q);
          p_idle_q   <= p_idle_q   + ones(b_idle ^ b_idle_q);
          p_vin_q    <= p_vin_q    + ones(b_vin ^ b_vin_q);
          p_vout_q   <= p_vout_q   + ones(b_vout ^ b_vout_q);
          b_issued_q <= b_issued;
          b_idle_q   <= b_idle;
          b_vin_q    <= b_vin;
          b_vout_q   <= b_vout;
        end
      end
      assign perf_cycles_o = e_perf_cycles[63:0];
      assign perf_issued_o = p_issued_q;
      assign perf_idle_o   = p_idle_q;
      assign perf_vin_o    = p_vin_q;
      assign perf_vout_o   = p_vout_q;
      assign busy_o        = |e_busy || |e_valid || |e_pend;   // or a command waits in a FIFO

      // ---------------- the host's run numbers (for the commit trace)
      reg [31:0] gcnt_q;   // vertices and state runs taken
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni)                gcnt_q <= 32'd0;
        else if (push || st_acc)    gcnt_q <= gcnt_q + 32'd1;
      end

      // ---------------- the engines
      genvar g;
      for (g = 0; g < N; g = g + 1) begin : g_eng
        // ---- the command taken for this engine waits a clock in its input
        // register (ci_q, valid cv_q) and enters the FIFO from there: the
        // route from the host port to each engine's FIFO (its LUT RAM's
        // data and write address, and the head register, far apart) ends
        // at flip-flops beside it. It was the OrangeCrab's last late
        // place at 7934f3a (85 endpoints, 10.58 ns, 9.16 of it routing).
        // room counts the waiting command as one for the RAM.
        reg  [CW-1:0]  ci_q;
        reg            cv_q;
        always @(posedge clk_i) ci_q <= cq_in;
        always @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) cv_q <= 1'b0;
          else         cv_q <= cq_push[g];
        end
        assign e_pend[g] = cv_q;
        // ---- the command FIFO: the head register hd_q (valid: hv_q, the
        // engine's host port) and CQD words behind it in a LUT RAM (mc_q of
        // them, the oldest at mr_q); a command goes to the head register
        // when it would be the head, else to the RAM
        reg  [CW-1:0]  cq_mem [0:CQD-1];
        reg  [CW-1:0]  hd_q;
        reg            hv_q;
        reg  [CQW-1:0] mw_q, mr_q;
        reg  [CQW:0]   mc_q;
        reg  [CQW+1:0] pv_q;        // vertices in the FIFO (the head's too)
        wire           take  = e_valid[g] && e_ready[g];                // the engine takes the head
        wire           nhead = !hv_q || take;                           // the head register is free
        wire           from_mem = nhead && mc_q != {(CQW+1){1'b0}};     // it takes the RAM's oldest
        wire           to_head  = nhead && mc_q == {(CQW+1){1'b0}};     // or the command taken now
        wire           mem_in   = cv_q && !to_head;
        wire           head_prov = hd_q[CW-1 -: 3] == `VP_CMD_ATTR && hd_q[131 +: 4] == 4'd0;
        assign e_valid[g] = hv_q;
        assign room[g]    = mc_q != CQD[CQW:0] && !(cv_q && mc_q == CQD[CQW:0] - 1'b1);
        assign idle[g]    = room[g] && pv_q == {(CQW+2){1'b0}};
        always @(posedge clk_i) begin
          if (mem_in) cq_mem[mw_q] <= ci_q;
          if (from_mem)     hd_q <= cq_mem[mr_q];
          else if (to_head) hd_q <= ci_q;
        end
        always @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            hv_q <= 1'b0;
            mw_q <= {CQW{1'b0}};
            mr_q <= {CQW{1'b0}};
            mc_q <= {(CQW+1){1'b0}};
            pv_q <= {(CQW+2){1'b0}};
          end else begin
            if (nhead) hv_q <= from_mem || cv_q;
            if (mem_in) mw_q <= mw_q + {{(CQW-1){1'b0}}, 1'b1};
            if (from_mem) mr_q <= mr_q + {{(CQW-1){1'b0}}, 1'b1};
            mc_q <= mc_q + {{CQW{1'b0}}, mem_in} - {{CQW{1'b0}}, from_mem};
            pv_q <= pv_q + {{(CQW+1){1'b0}}, push && tsel_q[g]} - {{(CQW+1){1'b0}}, take && head_prov};
          end
        end

        // a run this engine starts: its vertex, or a state run (every engine)
        wire         start = (push && tsel_q[g]) || st_acc;
        // the engine's own number of its next run (modulo DD), and the
        // host's number of its runs by theirs
        reg [DW-1:0] lcnt_q;
        reg [31:0]   ctab [0:DD-1];
        always @(posedge clk_i) if (start) ctab[lcnt_q] <= gcnt_q;
        always @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni)    lcnt_q <= {DW{1'b0}};
          else if (start) lcnt_q <= lcnt_q + {{(DW-1){1'b0}}, 1'b1};
        end
        assign cm_vertex_o[32*g +: 32] = ctab[e_cm_vertex[32*g +: DW]];

        vp_engine #(.GPU(GPU), .EX_LAT(EX_LAT), .IF_STAGE(IF_STAGE), .RD_STAGE(RD_STAGE),
                    .NTHREADS(NTHREADS), .TABLE_DIR(TABLE_DIR)) u_eng (
          .clk_i(clk_i), .rst_ni(rst_ni),
          .host_valid_i(e_valid[g]), .host_ready_o(e_ready[g]), .host_cmd_i(hd_q[CW-1 -: 3]),
          .host_addr_i(hd_q[CW-4 -: 8]), .host_n_i(hd_q[CW-12 -: 3]), .host_data_i(hd_q[127:0]),
          .rsp_valid_o(e_rsp_valid[g]), .rsp_ready_i(g == 0 ? rsp_ready_i : 1'b1),
          .rsp_data_o(e_rsp_data[128*g +: 128]),
          .out_valid_o(e_out_valid[g]), .out_ready_i(e_out_ready[g]),
          .out_vertex_o(e_out_vertex[32*g +: 32]), .out_idx_o(e_out_idx[5*g +: 5]),
          .out_data_o(e_out_data[128*g +: 128]), .out_last_o(e_out_last[g]),
          .out_written_o(e_out_written[21*g +: 21]), .out_end_o(e_out_end[3*g +: 3]),
          .out_count_o(e_out_count[17*g +: 17]),
          .cm_valid_o(cm_valid_o[g]), .cm_vertex_o(e_cm_vertex[32*g +: 32]),
          .cm_thread_o(cm_thread_o[8*g +: 8]), .cm_pc_o(cm_pc_o[9*g +: 9]),
          .cm_next_pc_o(cm_next_pc_o[9*g +: 9]), .cm_dfile_o(cm_dfile_o[3*g +: 3]),
          .cm_didx_o(cm_didx_o[8*g +: 8]), .cm_wrote_o(cm_wrote_o[4*g +: 4]),
          .cm_value_o(cm_value_o[128*g +: 128]), .cm_sdfile_o(cm_sdfile_o[3*g +: 3]),
          .cm_sdidx_o(cm_sdidx_o[8*g +: 8]), .cm_swrote_o(cm_swrote_o[4*g +: 4]),
          .cm_svalue_o(cm_svalue_o[128*g +: 128]), .cm_cc_o(cm_cc_o[8*g +: 8]),
          .cm_a_o(cm_a_o[80*g +: 80]), .cm_taken_o(cm_taken_o[g]), .cm_done_o(cm_done_o[g]),
          .cm_end_o(cm_end_o[3*g +: 3]),
          .perf_cycles_o(e_perf_cycles[64*g +: 64]), .perf_issued_o(e_perf_issued[64*g +: 64]),
          .perf_idle_o(e_perf_idle[64*g +: 64]), .perf_vin_o(e_perf_vin[64*g +: 64]),
          .perf_vout_o(e_perf_vout[64*g +: 64]), .busy_o(e_busy[g])
        );
      end
    end
  endgenerate
endmodule
