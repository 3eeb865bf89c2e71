// fm_bridge: formal harness of the board's host bridge (issue 57
// property d): fpga/rtl/vp_bridge.v behind its UART transmitter
// (fpga/rtl/vp_uart_tx.v), unchanged.
//
// Proves, for any byte stream from the UART receiver (any bytes, any
// gaps) and any behaviour of the engine (host_ready_i, rsp_valid_i,
// out_valid_i and every data input free in every clock):
//   reply  the bridge answers every frame once: each reply frame (5A CMD
//          STATUS LEN PAYLOAD[LEN] CRC CRC, parsed here from the bytes the
//          transmitter takes) follows exactly one accepted frame start (an
//          A5 taken while idle), no frame start is taken while a reply is
//          owed, and no reply is longer than the longest (LEN <= 44)
//   idle   nothing hangs: with no byte from the receiver, the bridge
//          leaves every state but idle within DWELL clocks (a partial frame
//          times out, a busy engine times out, each reply byte is taken by
//          the transmitter), and each state change moves it forward
//          (parser -> decode -> engine/readout/reset wait -> the engine's
//          response -> reply -> idle: a rank of 8 values that only grows);
//          a reply has at most 50 bytes (property reply). So from any
//          state, after (8 + 50) x DWELL clocks with no byte received it is
//          idle, its reply sent
// with the parameters reduced so that the bounds are small: TIMEOUT_CLKS,
// BUSY_CLKS and OUT_WAIT_CLKS 3, RESET_CLKS 2, a bit a clock
// (CLKS_PER_BIT 1). Each wait is a 32-bit counter compared with its
// parameter, the same logic for any value: with the board's values DWELL
// grows to the longest of them (and of a byte's 10 bit times)
// (docs/formal.md).
module fm_bridge (
  input  wire         clk_i,
  input  wire         rst_ni,
  input  wire         rx_valid_i,
  input  wire [7:0]   rx_data_i,
  input  wire         host_ready_i,
  input  wire         rsp_valid_i,
  input  wire [127:0] rsp_data_i,
  input  wire         out_valid_i,
  input  wire [31:0]  out_vertex_i,
  input  wire [4:0]   out_idx_i,
  input  wire [127:0] out_data_i,
  input  wire         out_last_i,
  input  wire [20:0]  out_written_i,
  input  wire [2:0]   out_end_i,
  input  wire [16:0]  out_count_i,
  input  wire [63:0]  perf_i
);
  localparam integer TMO = 3, BUSY = 3, OWAIT = 3, RST = 2, CPB = 1;
  localparam integer DWELL = `FM_DWELL;

  reg init_q = 1'b1;
  always @(posedge clk_i) init_q <= 1'b0;
  always @* if (init_q) assume (!rst_ni);

  wire       tx_valid, tx_ready;
  wire [7:0] tx_data;
  vp_bridge #(.TIMEOUT_CLKS(TMO), .BUSY_CLKS(BUSY), .OUT_WAIT_CLKS(OWAIT), .RESET_CLKS(RST)) u_br (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .rx_valid_i(rx_valid_i), .rx_data_i(rx_data_i),
    .tx_valid_o(tx_valid), .tx_ready_i(tx_ready), .tx_data_o(tx_data),
    .eng_rst_no(),
    .host_valid_o(), .host_ready_i(host_ready_i), .host_cmd_o(), .host_addr_o(), .host_n_o(),
    .host_data_o(), .rsp_valid_i(rsp_valid_i), .rsp_ready_o(), .rsp_data_i(rsp_data_i),
    .out_valid_i(out_valid_i), .out_ready_o(), .out_vertex_i(out_vertex_i), .out_idx_i(out_idx_i),
    .out_data_i(out_data_i), .out_last_i(out_last_i), .out_written_i(out_written_i),
    .out_end_i(out_end_i), .out_count_i(out_count_i),
    .perf_cycles_i(perf_i), .perf_issued_i(perf_i), .perf_idle_i(perf_i), .perf_vin_i(perf_i),
    .perf_vout_i(perf_i),
    .good_frame_o(), .nak_o(), .vertex_o()
  );
  vp_uart_tx #(.CLKS_PER_BIT(CPB)) u_tx (
    .clk_i(clk_i), .rst_ni(rst_ni), .valid_i(tx_valid), .ready_o(tx_ready), .data_i(tx_data),
    .tx_o()
  );

  //@probe br_state = u_br.state_q
  (* keep *) wire [3:0] br_state;
  localparam [3:0] P_SYNC = 4'd0;

  // ---- reference: the reply frames parsed from the transmitted bytes
  wire       fire   = tx_valid && tx_ready;
  wire       fstart = rst_ni && br_state == P_SYNC && rx_valid_i && rx_data_i == 8'hA5;
  reg        owed_q;                    // a frame start taken, its reply not yet sent
  reg [7:0]  rb_q;                      // bytes of the current reply sent
  reg [7:0]  rlen_q;                    // its LEN
  reg [4:0]  dwell_q;                   // clocks in this state with no byte in or out
  reg [3:0]  st_q;                      // last clock's state
  wire       rend = fire && rb_q >= 8'd4 && rb_q == rlen_q + 8'd5;   // the reply's last byte
  always @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) begin
      owed_q <= 1'b0; rb_q <= 8'd0; rlen_q <= 8'd0; dwell_q <= 5'd0; st_q <= P_SYNC;
    end else begin
      if (fstart) owed_q <= 1'b1;
      else if (rend) owed_q <= 1'b0;
      if (fire) begin
        rb_q <= rend ? 8'd0 : rb_q + 8'd1;
        if (rb_q == 8'd3) rlen_q <= tx_data;
      end
      st_q    <= br_state;
      dwell_q <= (rx_valid_i || fire || br_state != st_q) ? 5'd0 :
                 (dwell_q == 5'd31 ? dwell_q : dwell_q + 5'd1);
    end

  // the states' order on the way to idle (vp_bridge's state codes)
  function [2:0] rank(input [3:0] st);
    case (st)
      4'd0:                       rank = 3'd7;   // P_SYNC: idle
      4'd1, 4'd2, 4'd3, 4'd4, 4'd5, 4'd6: rank = 3'd0;   // the parser, the drain
      4'd7:                       rank = 3'd1;   // X_DECODE
      4'd8, 4'd10, 4'd11:         rank = 3'd2;   // X_ENG, X_OUT, X_RST
      4'd13, 4'd15:               rank = 3'd3;   // X_ENGW, X_OUTL
      4'd9:                       rank = 3'd4;   // X_RSP (after X_ENG or X_ENGW)
      4'd14:                      rank = 3'd5;   // X_RSPL
      default:                    rank = 3'd6;   // T_SEND
    endcase
  endfunction
  reg rx_lq;                            // a byte came last clock
  always @(posedge clk_i) rx_lq <= rx_valid_i;

  always @* if (rst_ni && !init_q) begin
`ifdef FM_REPLY
    if (fstart) assert (!owed_q);                    // no frame taken while a reply is owed
    if (fire)   assert (owed_q);                     // no byte sent that no frame asked for
    if (fire && rb_q == 8'd0) assert (tx_data == 8'h5A);
    if (fire && rb_q == 8'd3) assert (tx_data <= 8'd44);
    if (rb_q >= 8'd4) assert (rb_q <= rlen_q + 8'd5);
`endif
`ifdef FM_IDLE
    if (br_state != P_SYNC) assert (dwell_q < DWELL);
    if (!rx_lq && br_state != st_q) assert (rank(br_state) > rank(st_q));
    if (br_state == P_SYNC) assert (!owed_q);
`endif
`ifdef FM_REACH_TIMEOUT
    // sanity (must fail): a partial frame's timeout reply is sent (status 04)
    assert (!(fire && rb_q == 8'd2 && tx_data == 8'h04));
`endif
  end
endmodule
