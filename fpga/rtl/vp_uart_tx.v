// vp_uart_tx: UART transmitter (8 data bits, no parity, 1 stop bit, LSB
// first), board level (fpga/rtl), after the vp_bridge reply composer.
//
// valid_i/ready_o handshake per byte: ready_o is high while the transmitter
// is idle; an accepted byte is sent as start bit, 8 data bits, stop bit,
// each CLKS_PER_BIT clocks long. The line is a register (no glitches).
module vp_uart_tx #(
  parameter integer CLKS_PER_BIT = 868   // 100 MHz / 115200
) (
  input  wire       clk_i,
  input  wire       rst_ni,
  input  wire       valid_i,
  output wire       ready_o,
  input  wire [7:0] data_i,
  output reg        tx_o          // serial line, idle high
);
  localparam integer CW = $clog2(CLKS_PER_BIT + 1);
  localparam [31:0] FULL_W = CLKS_PER_BIT - 1;
  localparam [CW-1:0] FULL = FULL_W[CW-1:0];

  reg          busy_q;
  reg [CW-1:0] cnt_q;
  reg [3:0]    bit_q;     // bits left to send after the current one
  reg [8:0]    shift_q;   // data bits then the stop bit, LSB goes next

  assign ready_o = !busy_q;

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q  <= 1'b0;
      cnt_q   <= {CW{1'b0}};
      bit_q   <= 4'd0;
      shift_q <= 9'h1FF;
      tx_o    <= 1'b1;
    end else if (!busy_q) begin
      if (valid_i) begin
        busy_q  <= 1'b1;
        tx_o    <= 1'b0;             // start bit
        cnt_q   <= FULL;
        bit_q   <= 4'd9;
        shift_q <= {1'b1, data_i};
      end
    end else if (cnt_q != {CW{1'b0}}) begin
      cnt_q <= cnt_q - 1'b1;
    end else if (bit_q == 4'd0) begin
      busy_q <= 1'b0;                // the stop bit has been on the line a bit time
    end else begin
      tx_o    <= shift_q[0];
      shift_q <= {1'b1, shift_q[8:1]};
      cnt_q   <= FULL;
      bit_q   <= bit_q - 4'd1;
    end
  end
endmodule
