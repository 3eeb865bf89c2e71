// vp_reset_sync: reset synchronizer, board level (fpga/rtl), before every
// clocked block of vp_board_top.
//
// Asserts rst_no at once (asynchronously) when arst_ni goes low and releases
// it synchronously, STAGES clocks after arst_ni is high again, so every flop
// leaves reset in the same clock.
module vp_reset_sync #(
  parameter integer STAGES = 3
) (
  input  wire clk_i,
  input  wire arst_ni,   // asynchronous, active low (button, PLL not locked)
  output wire rst_no     // synchronous release, active low
);
  reg [STAGES-1:0] sync_q;

  always @(posedge clk_i or negedge arst_ni) begin
    if (!arst_ni) sync_q <= {STAGES{1'b0}};
    else          sync_q <= {sync_q[STAGES-2:0], 1'b1};
  end

  assign rst_no = sync_q[STAGES-1];
endmodule
