// vp_out_slice: a register slice on a valid/ready stream (the engine's
// output vertices on their way to the UART bridge, vp_board_top).
//
// Stage: one clock between the two sides, both directions registered: the
// receiver sees valid and data from flip-flops (A), and the sender sees
// ready as "the spill register B is empty", a flip-flop too. So no path
// runs from the sender's logic through the receiver's (and back) in one
// clock: the output queue's choice of its next beat (vp_outq) and the
// bridge's state machine sit apart on the die, and that route was among
// the longest of the routed engine (fpga/REPORT.md: ULX3S d5ca295, 13.47
// ns into the bridge; the OrangeCrab at SFU_ML 4, 12.06 ns, its critical
// path; docs/synth.md).
//
// Full throughput: a beat a clock while the receiver takes them. When the
// receiver stalls with A full, the one beat the sender may still hand over
// (it saw ready the clock before) goes into B; ready falls until B has
// moved into A. Beats leave in the order they came, none lost or doubled
// (tb/fpga/tb_out_slice.v streams random valid/ready patterns through it;
// make fpga-bridge-test; tb/mutants/fpga.txt drops a beat).
module vp_out_slice #(
  parameter integer W = 8    // data bits of a beat
) (
  input  wire         clk_i,
  input  wire         rst_ni,   // asynchronous, active low: both registers empty
  // from the sender
  input  wire         s_valid_i,
  output wire         s_ready_o,
  input  wire [W-1:0] s_data_i,
  // to the receiver
  output wire         m_valid_o,
  input  wire         m_ready_i,
  output wire [W-1:0] m_data_o
);
  reg         a_v_q, b_v_q;
  reg [W-1:0] a_d_q, b_d_q;

  wire a_load = m_ready_i || !a_v_q;   // A's beat leaves this clock, or A is empty

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      a_v_q <= 1'b0;
      b_v_q <= 1'b0;
    end else if (a_load) begin
      // B (full only while s_ready_o was low: no beat came with it) first
      a_v_q <= b_v_q || s_valid_i;
      b_v_q <= 1'b0;
    end else begin
      // A stalled: a beat that came while B was empty waits in B
      if (s_valid_i && !b_v_q) b_v_q <= 1'b1;
    end
  end

  // data registers: no reset, they hold data only (the valid bits say
  // which are in use)
  always @(posedge clk_i) begin
    if (a_load) a_d_q <= b_v_q ? b_d_q : s_data_i;
    if (!a_load && !b_v_q) b_d_q <= s_data_i;
  end

  assign s_ready_o = !b_v_q;
  assign m_valid_o = a_v_q;
  assign m_data_o  = a_d_q;
endmodule
