// vp_uart_rx: UART receiver (8 data bits, no parity, 1 stop bit, LSB first),
// board level (fpga/rtl), beside the vp_bridge frame parser.
//
// The line is brought into the clock domain by a two-flop synchronizer. A
// falling edge starts a byte; the start bit is checked again in the middle of
// its bit time (a shorter glitch is ignored), every data bit is sampled in
// the middle of its bit time, and a byte whose stop bit is low is dropped
// (frame_err_o pulses instead of valid_o). CLKS_PER_BIT = clock / baud.
module vp_uart_rx #(
  parameter integer CLKS_PER_BIT = 868   // 100 MHz / 115200
) (
  input  wire       clk_i,
  input  wire       rst_ni,
  input  wire       rx_i,         // serial line, idle high (asynchronous)
  output reg        valid_o,      // one clock: data_o holds a received byte
  output reg  [7:0] data_o,
  output reg        frame_err_o   // one clock: a byte with a low stop bit was dropped
);
  localparam integer CW = $clog2(CLKS_PER_BIT + 1);
  localparam [31:0] HALF_W = CLKS_PER_BIT / 2;
  localparam [31:0] FULL_W = CLKS_PER_BIT - 1;
  localparam [CW-1:0] HALF = HALF_W[CW-1:0];
  localparam [CW-1:0] FULL = FULL_W[CW-1:0];

  localparam [1:0] S_IDLE = 2'd0, S_START = 2'd1, S_DATA = 2'd2, S_STOP = 2'd3;

  reg [1:0]    sync_q;    // synchronizer, sync_q[1] is the line
  reg [1:0]    state_q;
  reg [CW-1:0] cnt_q;     // clocks left in the current (half) bit time
  reg [2:0]    bit_q;     // data bit being received
  reg [7:0]    shift_q;

  wire line = sync_q[1];

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      sync_q      <= 2'b11;
      state_q     <= S_IDLE;
      cnt_q       <= {CW{1'b0}};
      bit_q       <= 3'd0;
      shift_q     <= 8'd0;
      valid_o     <= 1'b0;
      data_o      <= 8'd0;
      frame_err_o <= 1'b0;
    end else begin
      sync_q      <= {sync_q[0], rx_i};
      valid_o     <= 1'b0;
      frame_err_o <= 1'b0;
      case (state_q)
        S_IDLE:
          if (!line) begin
            state_q <= S_START;
            cnt_q   <= HALF;
          end
        S_START:
          if (cnt_q != {CW{1'b0}}) cnt_q <= cnt_q - 1'b1;
          else if (line) state_q <= S_IDLE;  // a glitch, not a start bit
          else begin
            state_q <= S_DATA;
            cnt_q   <= FULL;
            bit_q   <= 3'd0;
          end
        S_DATA:
          if (cnt_q != {CW{1'b0}}) cnt_q <= cnt_q - 1'b1;
          else begin
            shift_q <= {line, shift_q[7:1]};
            cnt_q   <= FULL;
            bit_q   <= bit_q + 3'd1;
            if (bit_q == 3'd7) state_q <= S_STOP;
          end
        S_STOP:
          if (cnt_q != {CW{1'b0}}) cnt_q <= cnt_q - 1'b1;
          else begin
            // back to idle in the middle of the stop bit: the next start
            // bit's falling edge is seen wherever it comes
            state_q <= S_IDLE;
            if (line) begin
              valid_o <= 1'b1;
              data_o  <= shift_q;
            end else begin
              frame_err_o <= 1'b1;
            end
          end
        default: state_q <= S_IDLE;
      endcase
    end
  end
endmodule
