// tb_bridge: the host protocol bridge (fpga/rtl/vp_bridge.v) alone, against a
// stand-in engine whose command port becomes ready a chosen number of
// clocks after the bridge offers a command (make fpga-bridge-test).
//
// The bridge offers a command from a flip-flop (hv_q) and learns of the
// accept a clock later (acc_q); a busy timeout must still mean "nothing was
// written". The sweep puts the engine's ready in every clock from the first
// one to past the timeout, the clock of the timeout itself among them, and
// checks each reply against the accepts the engine saw: OK with exactly
// one accept, BUSY with none. Then RDCONST (the response, a clock after
// the accept as vp_host gives it, must be in the reply) and an engine that
// is never ready. Prints "tb_bridge: PASS ..." or stops with $fatal.
`timescale 1ns / 1ps
// the bridge's simulation checks, beside it (Icarus has no bind)
`define VP_BRIDGE dut.
`include "vp_bridge_checks.v"
module tb_bridge #(
  // clocks from the edge that accepts RDCONST to the edge that raises the
  // engine's response (a one-clock pulse): 1 as vp_host (rd_q, then
  // rsp_valid_o); 0 is the known-bad case, a response the bridge would see
  // while still in X_ENG: its own check must report it lost
  parameter integer RSP_DELAY = 1
);
  localparam integer BUSY = 12;   // BUSY_CLKS of the bridge under test

  reg clk = 1'b0, rst_n = 1'b0;
  always #5 clk = !clk;

  reg         rx_valid = 1'b0;
  reg  [7:0]  rx_data  = 8'd0;
  wire        tx_valid;
  wire [7:0]  tx_data;
  wire        eng_rst_n;
  wire        host_valid;
  reg         host_ready = 1'b0;
  wire [2:0]  host_cmd, host_n;
  wire [7:0]  host_addr;
  wire [127:0] host_data;
  reg         rsp_valid = 1'b0;
  reg [127:0] rsp_data  = 128'd0;
  /* verilator lint_off UNUSEDSIGNAL */
  wire        rsp_ready, out_ready, ev_good, ev_nak, ev_vertex;
  /* verilator lint_on UNUSEDSIGNAL */

  vp_bridge #(.TIMEOUT_CLKS(2000), .BUSY_CLKS(BUSY), .OUT_WAIT_CLKS(50)) dut (
    .clk_i(clk), .rst_ni(rst_n),
    .rx_valid_i(rx_valid), .rx_data_i(rx_data),
    .tx_valid_o(tx_valid), .tx_ready_i(1'b1), .tx_data_o(tx_data),
    .eng_rst_no(eng_rst_n),
    .host_valid_o(host_valid), .host_ready_i(host_ready), .host_cmd_o(host_cmd),
    .host_addr_o(host_addr), .host_n_o(host_n), .host_data_o(host_data),
    .rsp_valid_i(rsp_valid), .rsp_ready_o(rsp_ready), .rsp_data_i(rsp_data),
    .out_valid_i(1'b0), .out_ready_o(out_ready), .out_vertex_i(32'd0), .out_idx_i(5'd0),
    .out_data_i(128'd0), .out_last_i(1'b0), .out_written_i(21'd0), .out_end_i(3'd0),
    .out_count_i(17'd0),
    .perf_cycles_i(64'd0), .perf_issued_i(64'd0), .perf_idle_i(64'd0), .perf_vin_i(64'd0),
    .perf_vout_i(64'd0),
    .good_frame_o(ev_good), .nak_o(ev_nak), .vertex_o(ev_vertex));
  vp_bridge_checks u_bridge_checks ();

  // ---- the stand-in engine: ready ready_at clocks after the offer ----
  initial if (RSP_DELAY < 0 || RSP_DELAY > 3) $fatal(1, "tb_bridge: RSP_DELAY must be 0..3");
  integer ready_at = 0;          // < 0: never ready
  integer offered  = 0;          // clocks the current offer has been up
  integer accepts  = 0;
  reg [2:0]   acc_cmd = 3'd0;
  reg [127:0] acc_data = 128'd0;
  reg [1:0]   rsp_wait = 2'd0;   // RDCONST: clocks left to the response
  always @(posedge clk) begin
    rsp_valid <= 1'b0;
    if (rsp_wait != 2'd0) begin
      rsp_wait <= rsp_wait - 2'd1;
      if (rsp_wait == 2'd1) begin
        rsp_valid <= 1'b1;
        rsp_data  <= ~acc_data;
      end
    end
    if (host_valid && host_ready) begin
      accepts  <= accepts + 1;
      acc_cmd  <= host_cmd;
      acc_data <= host_data;
      if (host_cmd == 3'd6 && RSP_DELAY == 0) begin
        rsp_valid <= 1'b1;
        rsp_data  <= ~host_data;
      end else if (host_cmd == 3'd6) begin
        rsp_wait <= RSP_DELAY[1:0];
      end
    end
    offered <= host_valid ? offered + 1 : 0;
  end
  always @* host_ready = ready_at >= 0 && host_valid && offered >= ready_at;

  // ---- request frames ----
  function [15:0] crc16(input [15:0] c, input [7:0] d);
    integer i;
    reg [15:0] x;
    begin
      x = c ^ {d, 8'h00};
      for (i = 0; i < 8; i = i + 1) x = x[15] ? ({x[14:0], 1'b0} ^ 16'h1021) : {x[14:0], 1'b0};
      crc16 = x;
    end
  endfunction

  task send_byte(input [7:0] b);
    begin
      @(negedge clk); rx_valid = 1'b1; rx_data = b;
      @(negedge clk); rx_valid = 1'b0;
      repeat (2) @(negedge clk);
    end
  endtask

  // request: A5 cmd len payload crc; payload bytes from pay (byte 0 first)
  task send_frame(input [7:0] cmd, input [7:0] len, input [8*17-1:0] pay);
    integer i;
    reg [15:0] c;
    begin
      c = crc16(16'hFFFF, cmd);
      c = crc16(c, len);
      send_byte(8'hA5); send_byte(cmd); send_byte(len);
      for (i = 0; i < len; i = i + 1) begin
        send_byte(pay[8*i +: 8]);
        c = crc16(c, pay[8*i +: 8]);
      end
      send_byte(c[15:8]); send_byte(c[7:0]);
    end
  endtask

  // ---- replies: 5A cmd status len payload crc ----
  reg [7:0] rx_reply [0:63];
  integer   nrep = 0;
  always @(posedge clk) if (tx_valid) begin rx_reply[nrep] <= tx_data; nrep <= nrep + 1; end

  // wait for a whole reply; gives its status
  task get_reply(output [7:0] status, output integer len);
    integer t;
    begin
      t = 0;
      while ((nrep < 4 || nrep < 6 + rx_reply[3]) && t < 20000) begin @(negedge clk); t = t + 1; end
      if (t >= 20000) $fatal(1, "tb_bridge: no reply (nrep %0d)", nrep);
      status = rx_reply[2];
      len    = rx_reply[3];
      if (rx_reply[0] != 8'h5A) $fatal(1, "tb_bridge: reply sync byte %h", rx_reply[0]);
    end
  endtask

  reg [7:0] st;
  integer   len, r, n_ok, n_busy, i;
  reg [8*17-1:0] pay;
  reg [127:0] back;
  initial begin
    repeat (3) @(negedge clk);
    rst_n = 1'b1;
    repeat (3) @(negedge clk);
    n_ok = 0; n_busy = 0;
    // the sweep: CONST c[3] with the engine ready r clocks after the offer
    for (r = 0; r <= BUSY + 4; r = r + 1) begin
      ready_at = r; accepts = 0; nrep = 0;
      pay = {16{8'h40 + r[7:0]}};
      pay[7:0] = 8'd3;
      send_frame(8'h11, 8'd17, pay);
      get_reply(st, len);
      repeat (4) @(negedge clk);
      if (st == 8'h00 && accepts == 1) n_ok = n_ok + 1;
      else if (st == 8'h05 && accepts == 0) n_busy = n_busy + 1;
      else $fatal(1, "tb_bridge: FAIL: engine ready %0d clocks after the offer: reply status %0d with %0d accepts (OK needs 1, BUSY 0)",
                  r, st, accepts);
    end
    if (n_ok == 0 || n_busy == 0)
      $fatal(1, "tb_bridge: FAIL: the sweep did not reach both outcomes (%0d OK, %0d BUSY)", n_ok, n_busy);
    // RDCONST c[9]: the engine's response in the reply
    ready_at = 1; accepts = 0; nrep = 0;
    pay = {17{8'h00}}; pay[7:0] = 8'd9;
    send_frame(8'h16, 8'd1, pay);
    get_reply(st, len);
    for (i = 0; i < 16; i = i + 1) back[8*i +: 8] = rx_reply[4 + i];
    if (st != 8'h00 || len != 16 || accepts != 1 || back !== ~acc_data || acc_cmd != 3'd6)
      $fatal(1, "tb_bridge: FAIL: RDCONST: status %0d len %0d accepts %0d data %h (engine gave %h)",
             st, len, accepts, back, ~acc_data);
    // an engine that never takes the command
    ready_at = -1; accepts = 0; nrep = 0;
    pay = {17{8'h5C}};
    send_frame(8'h11, 8'd17, pay);
    get_reply(st, len);
    repeat (4) @(negedge clk);
    if (st != 8'h05 || accepts != 0) $fatal(1, "tb_bridge: FAIL: never ready: status %0d, %0d accepts", st, accepts);
    $display("tb_bridge: PASS: engine ready 0..%0d clocks after the offer (timeout %0d): %0d OK with one accept, %0d BUSY with none; RDCONST response returned; never ready: BUSY",
             BUSY + 4, BUSY, n_ok, n_busy);
    $finish;
  end
endmodule
