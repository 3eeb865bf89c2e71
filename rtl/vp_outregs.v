// vp_outregs: the output registers o[0..20] of every thread and what the
// output queue (vp_outq) reads of a finished thread: its end code,
// instruction count, written o lanes and vertex sequence number. Written
// at write-back (vp_writeback) and, for the sequence number, at the
// thread's start; read by the output queue (stage OQ, beside the pipeline).
//
// The o registers are a RAM read into a register (block RAM, the data
// register of its synchronous port): vp_outq gives the next clock's
// {thread, register} (oq_nthread_i, oq_nidx_i), so the data register holds
// o[oq_idx_i] of thread oq_thread_i, and oq_raddr_q that address. A read of
// an address written in the same clock gives the old value in simulation
// and an undefined one from the block RAM (no_rw_check: no bypass logic),
// and is never used: vp_outq uses a thread's registers only once it has
// finished, and its last write-back was at least a clock before that.
// Unwritten lanes read (0,0,0,1).
//
// The end code, count and written bits (vmem, a row per thread rewritten at
// every write-back) are read at both threads the next head can be
// (oq_sthread_i: no release in this clock, oq_xthread_i: a release), from
// the queue's registers, not at a thread the release chooses: the release
// depends on the output stream's ready, from outside the engine, and was
// the start of the path into this read address (the OrangeCrab's critical
// path, docs/synth-log.md "Timing"). The queue's beats use the first read
// alone (it loads none in the clock after a release); of the second only
// the written bits are kept, for that clock's look-ahead. A write-back in
// the clock of that read is seen a clock later: the queue takes a thread
// as finished a clock after done_o. Two read ports: Yosys keeps two copies
// of the LUT RAM (the second 84 bits wide).
module vp_outregs #(
  parameter integer NTHREADS = 4,
  parameter integer TW       = 2
) (
  input  wire          clk_i,
  // thread start (vp_host) and the sequence counter (vp_thread)
  input  wire          start_i,
  input  wire [TW-1:0] start_thread_i,
  input  wire [31:0]   ts_seq_i,
  // write-back (vp_writeback)
  input  wire          wb_valid_i,
  input  wire [TW-1:0] wb_thread_i,
  input  wire [3:0]    wb_owe_i,
  input  wire [19:0]   wb_oidx_i,       // the register per lane (a paired word's halves)
  input  wire [127:0]  wb_oval_i,
  input  wire [103:0]  wb_vrow_i,
  output wire [31:0]   wb_vertex_o,     // the write-back thread's sequence number
  // the output queue (vp_outq)
  input  wire [4:0]    oq_idx_i,        // the register read now
  input  wire [TW-1:0] oq_nthread_i,    // the thread and register of the next clock
  input  wire [4:0]    oq_nidx_i,
  input  wire [TW-1:0] oq_sthread_i,    // oq_nthread_i if oq_release_i is low
  input  wire [TW-1:0] oq_xthread_i,    // oq_nthread_i if oq_release_i is high
  input  wire          oq_release_i,
  // the head thread's, when the last clock released no thread (oq_rel_o low)
  output wire [127:0]  oq_data_o,       // o[oq_idx_i] of the head thread
  output wire [20:0]   oq_written_o,
  output wire [2:0]    oq_end_o,
  output wire [16:0]   oq_count_o,
  // when it released one: the written bits of the new head
  output wire [20:0]   oq_wrel_o,
  output wire          oq_rel_o,        // the last clock released a thread
  output wire [31:0]   oq_vertex_o
);
  localparam [31:0] ONE = 32'h3F800000;
  localparam integer NT2 = NTHREADS > 1 ? NTHREADS : 2;
  localparam integer NO  = NT2 * 32;   // 21 used of 32 a thread

  // the registered read address; bits 4:0 are read by the simulation
  // checks alone (tb/rtl/vp_core_checks.v: the address the queue reads)
  /* verilator lint_off UNUSEDSIGNAL */
  reg  [TW+4:0] oq_raddr_q;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [83:0]   oq_oval;       // the head thread's written o lanes
  always @(posedge clk_i) oq_raddr_q <= {oq_nthread_i, oq_nidx_i};
  genvar g;
  generate
    for (g = 0; g < 4; g = g + 1) begin : g_lane
      (* no_rw_check *)
      reg [31:0] omem [0:NO-1];
      reg [31:0] od_q;
      always @(posedge clk_i) begin
        if (wb_owe_i[g]) omem[{wb_thread_i, wb_oidx_i[5*g +: 5]}] <= wb_oval_i[32*g +: 32];
        od_q <= omem[{oq_nthread_i, oq_nidx_i}];
      end
      assign oq_data_o[32*g +: 32] = oq_oval[4*oq_idx_i + g] ? od_q : (g == 3 ? ONE : 32'd0);
    end
  endgenerate

  reg [103:0] vmem [0:NT2-1];
  always @(posedge clk_i)
    if (wb_valid_i) vmem[wb_thread_i] <= wb_vrow_i;
  reg [31:0] smem [0:NT2-1];
  always @(posedge clk_i) if (start_i) smem[start_thread_i] <= ts_seq_i;
  assign wb_vertex_o = smem[wb_thread_i];

  // The beat's row comes from the no-release read alone, the other read
  // keeps only its written bits (why: the header above, and vp_outq). The
  // written bits (a register written when any of its lanes is) are
  // registered per read, so no OR follows the registers; the choice
  // between the two reads that these registers replaced was the ULX3S's
  // critical path at be844c1 (11.85 ns) and 901e300 (12.88 ns at 100 MHz).
  function [20:0] written(input [83:0] oval);
    integer j;
    begin
      for (j = 0; j < 21; j = j + 1) written[j] = oval[4*j +: 4] != 4'd0;
    end
  endfunction
  reg  [103:0] oq_vs_q;
  reg  [20:0]  oq_ws_q, oq_wx_q;
  reg          oq_rel_q;
  always @(posedge clk_i) begin
    oq_vs_q  <= vmem[oq_sthread_i];
    oq_ws_q  <= written(vmem[oq_sthread_i][83:0]);
    oq_wx_q  <= written(vmem[oq_xthread_i][83:0]);
    oq_rel_q <= oq_release_i;
  end
  assign oq_oval      = oq_vs_q[83:0];
  assign oq_written_o = oq_ws_q;
  assign oq_wrel_o    = oq_wx_q;
  assign oq_rel_o     = oq_rel_q;
  assign oq_end_o     = oq_vs_q[103:101];
  assign oq_count_o   = oq_vs_q[100:84];
  assign oq_vertex_o = smem[oq_raddr_q[TW+4:5]];
endmodule
