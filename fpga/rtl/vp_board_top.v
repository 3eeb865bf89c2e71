// vp_board_top: FPGA board top level of the vertex engine (fpga/rtl), the
// whole board design: vp_pll_ecp5 (oscillator -> engine clock) ->
// vp_reset_sync -> vp_uart_rx -> vp_bridge (host protocol,
// docs/host-protocol.md) -> vp_multi (rtl/: NENGINES engines; with one,
// vp_engine itself) -> vp_bridge -> vp_uart_tx, plus status LEDs. Board
// ports and the numbers below come from the board data
// (fpga/boards/<board>/board.mk, <board>.lpf); docs/fpga.md.
//
// LEDs (led_o, active high unless LED_ACTIVE_LOW):
//   0 heartbeat (toggles every half second)   4 UART byte received (held)
//   1 engine busy (busy_o)                     5 UART byte sent (held)
//   2 error reply sent (held)                  6 PLL locked
//   3 output vertex read out (held)            7 engine in reset
// "held" = stretched to LED_HOLD_CLKS so a single event is visible.
//
// Simulation: define VP_SIM (PLL pass-through) and give BAUD so that
// CLK_ENGINE_HZ / BAUD is small (tb/fpga); the timeouts are parameters.
module vp_board_top #(
  parameter integer CLK_OSC_HZ         = 25000000,
  parameter integer CLK_ENGINE_HZ      = 100000000,
  parameter integer BAUD               = 1000000,
  parameter integer RST_BTN_ACTIVE_LOW = 0,
  parameter integer LED_ACTIVE_LOW     = 0,   // 1: led_o low = lit (all eight inverted)
  // EHXPLLL settings (board data): CLK_ENGINE_HZ = CLK_OSC_HZ * CLKFB_DIV / CLKI_DIV
  parameter integer CLKI_DIV           = 1,
  parameter integer CLKFB_DIV          = 4,
  parameter integer CLKOP_DIV          = 6,
  parameter integer CLKOP_CPHASE       = 2,
  // engine
  parameter integer GPU                = 30,    // vp_engine: 20 NV20, 30 NV30 numerics
  parameter integer EX_LAT             = 16,
  parameter integer IF_STAGE           = 0,     // vp_engine: a fetch clock after the pick
  parameter integer RD_STAGE           = 0,     // vp_engine: clocks around the memories' reads (0-2)
  parameter integer NTHREADS           = EX_LAT + 3 + IF_STAGE + RD_STAGE,   // per engine
  // engines behind the host port (vp_multi; 1: vp_engine alone, as the
  // boards are built today)
  parameter integer NENGINES           = 1,
  parameter         TABLE_DIR          = "rtl/sfu_tables/",
  // host protocol timing (vp_bridge)
  parameter integer TIMEOUT_CLKS       = CLK_ENGINE_HZ / 20,    // 50 ms: partial frame dropped
  parameter integer BUSY_CLKS          = CLK_ENGINE_HZ / 100,   // 10 ms: engine busy reply
  parameter integer OUT_WAIT_CLKS      = CLK_ENGINE_HZ / 1000,  // 1 ms: empty READOUT reply
  parameter integer LED_HOLD_CLKS      = CLK_ENGINE_HZ / 20,
  parameter integer HEARTBEAT_CLKS     = CLK_ENGINE_HZ / 2
) (
  input  wire       clk_osc_i,   // board oscillator
  input  wire       rst_btn_i,   // reset button (polarity RST_BTN_ACTIVE_LOW)
  input  wire       uart_rx_i,   // from the host (FTDI TXD)
  output wire       uart_tx_o,   // to the host (FTDI RXD)
  output wire [7:0] led_o
);
  localparam integer CLKS_PER_BIT = CLK_ENGINE_HZ / BAUD;

  // ---------------- clock and reset ----------------
  wire clk;
  wire locked;
  vp_pll_ecp5 #(
    .CLKI_HZ      (CLK_OSC_HZ),
    .CLKOP_HZ     (CLK_ENGINE_HZ),
    .CLKI_DIV     (CLKI_DIV),
    .CLKFB_DIV    (CLKFB_DIV),
    .CLKOP_DIV    (CLKOP_DIV),
    .CLKOP_CPHASE (CLKOP_CPHASE)
  ) u_pll (
    .clk_i    (clk_osc_i),
    .clk_o    (clk),
    .locked_o (locked)
  );

  wire btn_pressed = (RST_BTN_ACTIVE_LOW != 0) ? !rst_btn_i : rst_btn_i;
  wire sys_rst_n;
  vp_reset_sync u_sys_rst (
    .clk_i   (clk),
    .arst_ni (locked && !btn_pressed),
    .rst_no  (sys_rst_n)
  );

  // the engine is also reset by the RESET command of the bridge
  wire bridge_eng_rst_n;
  wire eng_rst_n;
  vp_reset_sync u_eng_rst (
    .clk_i   (clk),
    .arst_ni (sys_rst_n && bridge_eng_rst_n),
    .rst_no  (eng_rst_n)
  );

  // ---------------- UART ----------------
  wire       rx_valid;
  wire [7:0] rx_data;
  wire       rx_frame_err;
  vp_uart_rx #(.CLKS_PER_BIT(CLKS_PER_BIT)) u_rx (
    .clk_i       (clk),
    .rst_ni      (sys_rst_n),
    .rx_i        (uart_rx_i),
    .valid_o     (rx_valid),
    .data_o      (rx_data),
    .frame_err_o (rx_frame_err)
  );
  // The received byte waits a clock in a register of its own (rxv_q,
  // rxd_q) before the bridge, so the placer can put the receiver by its
  // pin and these by the bridge's frame parser: the receiver's flip-flops
  // into the parser's state enables were the OrangeCrab's worst path at
  // f544b81 (10.90 ns, 9.64 of it routing). A byte lasts ten bit times,
  // so nothing waits on the clock.
  wire       rxv_q;
  wire [7:0] rxd_q;
  vp_delay #(.W(9), .N(1), .RST(1)) u_rxq (.clk_i(clk), .rst_ni(sys_rst_n),
    .d_i({rx_valid, rx_data}), .q_o({rxv_q, rxd_q}));

  wire       tx_valid;
  wire       tx_ready;
  wire [7:0] tx_data;
  vp_uart_tx #(.CLKS_PER_BIT(CLKS_PER_BIT)) u_tx (
    .clk_i   (clk),
    .rst_ni  (sys_rst_n),
    .valid_i (tx_valid),
    .ready_o (tx_ready),
    .data_i  (tx_data),
    .tx_o    (uart_tx_o)
  );

  // ---------------- bridge and engine ----------------
  wire         host_valid, host_ready;
  wire [2:0]   host_cmd, host_n;
  wire [7:0]   host_addr;
  wire [127:0] host_data;
  wire         rsp_valid, rsp_ready;
  wire [127:0] rsp_data;
  // the output stream as the engine gives it (eo_*) and as the bridge takes
  // it (out_*), one register slice apart (vp_out_slice)
  wire         eo_valid, eo_ready, eo_last;
  wire [31:0]  eo_vertex;
  wire [4:0]   eo_idx;
  wire [127:0] eo_data;
  wire [20:0]  eo_written;
  wire [2:0]   eo_end;
  wire [16:0]  eo_count;
  wire         out_valid, out_ready, out_last;
  wire [31:0]  out_vertex;
  wire [4:0]   out_idx;
  wire [127:0] out_data;
  wire [20:0]  out_written;
  wire [2:0]   out_end;
  wire [16:0]  out_count;
  wire [63:0]  perf_cycles, perf_issued, perf_idle, perf_vin, perf_vout;
  wire         eng_busy;
  wire         ev_good, ev_nak, ev_vertex;

  vp_bridge #(
    .NTHREADS      (NTHREADS),
    .EX_LAT        (EX_LAT),
    .CLK_HZ        (CLK_ENGINE_HZ),
    .BAUD          (BAUD),
    .NENGINES      (NENGINES),
    .GPU           (GPU),
    .TIMEOUT_CLKS  (TIMEOUT_CLKS),
    .BUSY_CLKS     (BUSY_CLKS),
    .OUT_WAIT_CLKS (OUT_WAIT_CLKS)
  ) u_bridge (
    .clk_i         (clk),
    .rst_ni        (sys_rst_n),
    .rx_valid_i    (rxv_q),
    .rx_data_i     (rxd_q),
    .tx_valid_o    (tx_valid),
    .tx_ready_i    (tx_ready),
    .tx_data_o     (tx_data),
    .eng_rst_no    (bridge_eng_rst_n),
    .host_valid_o  (host_valid),
    .host_ready_i  (host_ready),
    .host_cmd_o    (host_cmd),
    .host_addr_o   (host_addr),
    .host_n_o      (host_n),
    .host_data_o   (host_data),
    .rsp_valid_i   (rsp_valid),
    .rsp_ready_o   (rsp_ready),
    .rsp_data_i    (rsp_data),
    .out_valid_i   (out_valid),
    .out_ready_o   (out_ready),
    .out_vertex_i  (out_vertex),
    .out_idx_i     (out_idx),
    .out_data_i    (out_data),
    .out_last_i    (out_last),
    .out_written_i (out_written),
    .out_end_i     (out_end),
    .out_count_i   (out_count),
    .perf_cycles_i (perf_cycles),
    .perf_issued_i (perf_issued),
    .perf_idle_i   (perf_idle),
    .perf_vin_i    (perf_vin),
    .perf_vout_i   (perf_vout),
    .good_frame_o  (ev_good),
    .nak_o         (ev_nak),
    .vertex_o      (ev_vertex)
  );

  // the output vertices' way from the engine's output queue to the bridge:
  // registered both ways (valid and data forward, ready back), so neither
  // side's logic runs into the other's in one clock across the die
  // (vp_out_slice; the engine's reset empties it with the engine)
  vp_out_slice #(.W(207)) u_out_slice (
    .clk_i     (clk),
    .rst_ni    (eng_rst_n),
    .s_valid_i (eo_valid),
    .s_ready_o (eo_ready),
    .s_data_i  ({eo_vertex, eo_idx, eo_data, eo_last, eo_written, eo_end, eo_count}),
    .m_valid_o (out_valid),
    .m_ready_i (out_ready),
    .m_data_o  ({out_vertex, out_idx, out_data, out_last, out_written, out_end, out_count})
  );

  // the commit-trace ports (one per engine) are for simulation benches;
  // unused here (synthesis removes the logic that only feeds them)
  localparam integer NE = NENGINES;
  /* verilator lint_off UNUSEDSIGNAL */
  wire [NE-1:0]     cm_valid, cm_taken, cm_done;
  wire [32*NE-1:0]  cm_vertex;
  wire [8*NE-1:0]   cm_thread, cm_didx, cm_cc;
  wire [9*NE-1:0]   cm_pc, cm_next_pc;
  wire [3*NE-1:0]   cm_dfile, cm_end;
  wire [4*NE-1:0]   cm_wrote, cm_swrote;
  wire [128*NE-1:0] cm_value, cm_svalue;
  wire [3*NE-1:0]   cm_sdfile;
  wire [8*NE-1:0]   cm_sdidx;
  wire [80*NE-1:0]  cm_a;
  /* verilator lint_on UNUSEDSIGNAL */

  vp_multi #(
    .NENGINES  (NENGINES),
    .EX_LAT    (EX_LAT),
    .NTHREADS  (NTHREADS),
    .GPU       (GPU),
    .IF_STAGE  (IF_STAGE),
    .RD_STAGE  (RD_STAGE),
    .TABLE_DIR (TABLE_DIR)
  ) u_engine (
    .clk_i         (clk),
    .rst_ni        (eng_rst_n),
    .host_valid_i  (host_valid),
    .host_ready_o  (host_ready),
    .host_cmd_i    (host_cmd),
    .host_addr_i   (host_addr),
    .host_n_i      (host_n),
    .host_data_i   (host_data),
    .rsp_valid_o   (rsp_valid),
    .rsp_ready_i   (rsp_ready),
    .rsp_data_o    (rsp_data),
    .out_valid_o   (eo_valid),
    .out_ready_i   (eo_ready),
    .out_vertex_o  (eo_vertex),
    .out_idx_o     (eo_idx),
    .out_data_o    (eo_data),
    .out_last_o    (eo_last),
    .out_written_o (eo_written),
    .out_end_o     (eo_end),
    .out_count_o   (eo_count),
    .cm_valid_o    (cm_valid),
    .cm_vertex_o   (cm_vertex),
    .cm_thread_o   (cm_thread),
    .cm_pc_o       (cm_pc),
    .cm_next_pc_o  (cm_next_pc),
    .cm_dfile_o    (cm_dfile),
    .cm_didx_o     (cm_didx),
    .cm_wrote_o    (cm_wrote),
    .cm_value_o    (cm_value),
    .cm_sdfile_o   (cm_sdfile),
    .cm_sdidx_o    (cm_sdidx),
    .cm_swrote_o   (cm_swrote),
    .cm_svalue_o   (cm_svalue),
    .cm_cc_o       (cm_cc),
    .cm_a_o        (cm_a),
    .cm_taken_o    (cm_taken),
    .cm_done_o     (cm_done),
    .cm_end_o      (cm_end),
    .perf_cycles_o (perf_cycles),
    .perf_issued_o (perf_issued),
    .perf_idle_o   (perf_idle),
    .perf_vin_o    (perf_vin),
    .perf_vout_o   (perf_vout),
    .busy_o        (eng_busy)
  );

  // ---------------- LEDs ----------------
  localparam [31:0] HOLD_END  = LED_HOLD_CLKS;
  localparam [31:0] HEART_END = HEARTBEAT_CLKS;

  reg [31:0] heart_cnt_q;
  reg        heart_q;
  always @(posedge clk or negedge sys_rst_n) begin
    if (!sys_rst_n) begin
      heart_cnt_q <= 32'd0;
      heart_q     <= 1'b0;
    end else if (heart_cnt_q + 32'd1 >= HEART_END) begin
      heart_cnt_q <= 32'd0;
      heart_q     <= !heart_q;
    end else begin
      heart_cnt_q <= heart_cnt_q + 32'd1;
    end
  end

  // held events: error reply, vertex out, byte in, byte out
  wire [3:0] ev = {tx_valid && tx_ready, rx_valid || rx_frame_err, ev_vertex, ev_nak};
  reg  [3:0] held_q;
  genvar g;
  generate
    for (g = 0; g < 4; g = g + 1) begin : g_hold
      reg [31:0] cnt_q;
      always @(posedge clk or negedge sys_rst_n) begin
        if (!sys_rst_n) begin
          cnt_q     <= 32'd0;
          held_q[g] <= 1'b0;
        end else if (ev[g]) begin
          cnt_q     <= HOLD_END;
          held_q[g] <= 1'b1;
        end else if (cnt_q != 32'd0) begin
          cnt_q <= cnt_q - 32'd1;
        end else begin
          held_q[g] <= 1'b0;
        end
      end
    end
  endgenerate

  // ev_good is for the counters of the bridge only
  /* verilator lint_off UNUSEDSIGNAL */
  wire unused_good = ev_good;
  /* verilator lint_on UNUSEDSIGNAL */

  wire [7:0] led = {!eng_rst_n, locked, held_q[3], held_q[2], held_q[1], held_q[0], eng_busy, heart_q};
  assign led_o = (LED_ACTIVE_LOW != 0) ? ~led : led;
endmodule
