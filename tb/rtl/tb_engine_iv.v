// tb_engine_iv: Icarus Verilog testbench of vp_engine (make rtl-iverilog-smoke).
//
// Replays a host command file written by `vpcosim --dump-cmds F` (one
// command a line: cmd addr n data, hex) into the host port, with random idle
// clocks between commands and random out_ready / rsp_ready back-pressure
// (+seed=N), and prints what comes out for `vpcosim --check-outputs`:
//   out VERTEX IDX DATA LAST WRITTEN END COUNT   one line per output beat
//   rsp DATA                                     one line per RDCONST response
//   done CYCLES ISSUED                           all commands sent, engine idle
// Plusargs: +cmds=FILE (required), +seed=N, +maxcycles=N (default 4000000).
// Parameters GPU, EX_LAT, IF_STAGE, RD_STAGE, NTHREADS: the engine's
// numerics (20 NV20, 30 NV30), its execution latency, its fetch clock, its
// read clock and its threads (iverilog -P). With VP_IV_NENGINES defined
// (iverilog -D) the bench drives the multi-engine top vp_multi with that
// many engines instead, and its checks (tb/rtl/vp_multi_checks.v).
// Inputs change on the falling clock edge; handshakes are sampled at the
// rising edge, before the engine's registers update.
`timescale 1ns / 1ps
`include "vp_defs.vh"
// the simulation checks of the core, the host interface and the output
// queue, beside the engine (Icarus has no bind); of vp_multi, its own
`ifdef VP_IV_NENGINES
`define VP_MULTI dut.g_multi.
`include "vp_multi_checks.v"
`else
`define VP_CORE dut.u_core.
`define VP_HOST dut.u_host.
`define VP_OUTQ dut.u_outq.
`include "vp_core_checks.v"
`include "vp_host_checks.v"
`include "vp_outq_checks.v"
`endif

module tb_engine_iv;
  parameter integer GPU = 30;
  parameter integer EX_LAT = 16;
  parameter integer IF_STAGE = 0;
  parameter integer RD_STAGE = 0;
  parameter integer NTHREADS = EX_LAT + 3 + IF_STAGE + RD_STAGE;
  reg          clk = 1'b0;
  reg          rst_n = 1'b1;
  reg          host_valid = 1'b0;
  wire         host_ready;
  reg  [2:0]   host_cmd = 3'd0;
  reg  [7:0]   host_addr = 8'd0;
  reg  [2:0]   host_n = 3'd0;
  reg  [127:0] host_data = 128'd0;
  wire         rsp_valid;
  reg          rsp_ready = 1'b0;
  wire [127:0] rsp_data;
  wire         out_valid;
  reg          out_ready = 1'b0;
  wire [31:0]  out_vertex;
  wire [4:0]   out_idx;
  wire [127:0] out_data;
  wire         out_last;
  wire [20:0]  out_written;
  wire [2:0]   out_end;
  wire [16:0]  out_count;
  wire         cm_valid;
  wire [31:0]  cm_vertex;
  wire [7:0]   cm_thread;
  wire [8:0]   cm_pc, cm_next_pc;
  wire [2:0]   cm_dfile;
  wire [7:0]   cm_didx;
  wire [3:0]   cm_wrote, cm_swrote;
  wire [127:0] cm_value, cm_svalue;
  wire [2:0]   cm_sdfile;
  wire [7:0]   cm_sdidx;
  wire [7:0]   cm_cc;
  wire [79:0]  cm_a;
  wire         cm_taken, cm_done;
  wire [2:0]   cm_end;
  wire [63:0]  perf_cycles, perf_issued, perf_idle, perf_vin, perf_vout;
  wire         busy;

`ifdef VP_IV_NENGINES
  // the commit-trace ports (one per engine) are left open
  vp_multi #(.NENGINES(`VP_IV_NENGINES), .GPU(GPU), .EX_LAT(EX_LAT), .IF_STAGE(IF_STAGE), .RD_STAGE(RD_STAGE),
             .NTHREADS(NTHREADS)) dut (
    .clk_i(clk), .rst_ni(rst_n),
    .host_valid_i(host_valid), .host_ready_o(host_ready), .host_cmd_i(host_cmd),
    .host_addr_i(host_addr), .host_n_i(host_n), .host_data_i(host_data),
    .rsp_valid_o(rsp_valid), .rsp_ready_i(rsp_ready), .rsp_data_o(rsp_data),
    .out_valid_o(out_valid), .out_ready_i(out_ready), .out_vertex_o(out_vertex),
    .out_idx_o(out_idx), .out_data_o(out_data), .out_last_o(out_last),
    .out_written_o(out_written), .out_end_o(out_end), .out_count_o(out_count),
    .perf_cycles_o(perf_cycles), .perf_issued_o(perf_issued), .perf_idle_o(perf_idle),
    .perf_vin_o(perf_vin), .perf_vout_o(perf_vout), .busy_o(busy)
  );
  vp_multi_checks #(.NENGINES(`VP_IV_NENGINES)) u_multi_checks (
    .clk_i(clk), .host_valid_i(host_valid), .host_ready_o(host_ready), .host_cmd_i(host_cmd),
    .host_addr_i(host_addr), .host_n_i(host_n), .host_data_i(host_data),
    .out_valid_o(out_valid), .out_vertex_o(out_vertex), .cm_valid_o(dut.cm_valid_o), .cm_vertex_o(dut.cm_vertex_o)
  );
`else
  vp_engine #(.GPU(GPU), .EX_LAT(EX_LAT), .IF_STAGE(IF_STAGE), .RD_STAGE(RD_STAGE), .NTHREADS(NTHREADS)) dut (
    .clk_i(clk), .rst_ni(rst_n),
    .host_valid_i(host_valid), .host_ready_o(host_ready), .host_cmd_i(host_cmd),
    .host_addr_i(host_addr), .host_n_i(host_n), .host_data_i(host_data),
    .rsp_valid_o(rsp_valid), .rsp_ready_i(rsp_ready), .rsp_data_o(rsp_data),
    .out_valid_o(out_valid), .out_ready_i(out_ready), .out_vertex_o(out_vertex),
    .out_idx_o(out_idx), .out_data_o(out_data), .out_last_o(out_last),
    .out_written_o(out_written), .out_end_o(out_end), .out_count_o(out_count),
    .cm_valid_o(cm_valid), .cm_vertex_o(cm_vertex), .cm_thread_o(cm_thread), .cm_pc_o(cm_pc),
    .cm_next_pc_o(cm_next_pc), .cm_dfile_o(cm_dfile), .cm_didx_o(cm_didx), .cm_wrote_o(cm_wrote),
    .cm_value_o(cm_value), .cm_sdfile_o(cm_sdfile), .cm_sdidx_o(cm_sdidx), .cm_swrote_o(cm_swrote),
    .cm_svalue_o(cm_svalue), .cm_cc_o(cm_cc), .cm_a_o(cm_a), .cm_taken_o(cm_taken),
    .cm_done_o(cm_done), .cm_end_o(cm_end),
    .perf_cycles_o(perf_cycles), .perf_issued_o(perf_issued), .perf_idle_o(perf_idle),
    .perf_vin_o(perf_vin), .perf_vout_o(perf_vout), .busy_o(busy)
  );
  vp_core_checks #(.NTHREADS(NTHREADS), .TW(NTHREADS > 1 ? $clog2(NTHREADS) : 1), .EX_LAT(EX_LAT), .IF_STAGE(IF_STAGE)) u_core_checks ();
  vp_host_checks #(.NTHREADS(NTHREADS)) u_host_checks ();
  vp_outq_checks #(.NTHREADS(NTHREADS)) u_outq_checks ();
`endif

  always #5 clk = ~clk;

  integer fd, rc, seed, maxcycles, cycle, quiet;
  reg [31:0] f_cmd, f_addr, f_n;
  reg [127:0] f_data;
  reg have_cmd;   // f_* hold a command not yet accepted
  reg eof;
  reg [8*1024-1:0] cmds_path;

  task next_cmd;
    begin
      rc = $fscanf(fd, "%h %h %h %h\n", f_cmd, f_addr, f_n, f_data);
      if (rc == 4) have_cmd = 1'b1;
      else begin
        have_cmd = 1'b0;
        eof = 1'b1;
      end
    end
  endtask

  initial begin
    if (!$value$plusargs("cmds=%s", cmds_path)) begin
      $display("tb_engine_iv: error: no +cmds=FILE");
      $finish;
    end
    if (!$value$plusargs("seed=%d", seed)) seed = 1;
    if (!$value$plusargs("maxcycles=%d", maxcycles)) maxcycles = 4000000;
    fd = $fopen(cmds_path, "r");
    if (fd == 0) begin
      $display("tb_engine_iv: error: cannot open %0s", cmds_path);
      $finish;
    end
    eof = 1'b0;
    have_cmd = 1'b0;
    quiet = 0;
    cycle = 0;
    next_cmd;
    // reset asserted asynchronously before the first edge, held 4 clocks
    #1 rst_n = 1'b0;
    repeat (4) @(posedge clk);
    @(negedge clk) rst_n = 1'b1;
  end

  // inputs for the next rising edge
  always @(negedge clk) begin
    if (rst_n) begin
      if (!host_valid && have_cmd && ($random(seed) & 3) != 0) begin
        host_valid = 1'b1;
        host_cmd   = f_cmd[2:0];
        host_addr  = f_addr[7:0];
        host_n     = f_n[2:0];
        host_data  = f_data;
      end
      out_ready = ($random(seed) & 3) != 0;
      rsp_ready = ($random(seed) & 3) != 0;
    end
  end

  // handshakes, sampled at the rising edge
  always @(posedge clk) begin
    if (rst_n) begin
      cycle = cycle + 1;
      if (host_valid && host_ready) begin
        host_valid <= 1'b0;
        next_cmd;
      end
      if (out_valid && out_ready)
        $display("out %h %h %h %h %h %h %h", out_vertex, out_idx, out_data, out_last, out_written, out_end,
                 out_count);
      if (rsp_valid && rsp_ready)
        $display("rsp %h", rsp_data);
      if (eof && !host_valid && !busy && !out_valid && !rsp_valid) quiet = quiet + 1;
      else quiet = 0;
      if (quiet > 200) begin
        $display("done %0d %0d", perf_cycles, perf_issued);
        $finish;
      end
      if (cycle > maxcycles) begin
        $display("tb_engine_iv: timeout after %0d cycles", cycle);
        $finish;
      end
    end
  end
endmodule
