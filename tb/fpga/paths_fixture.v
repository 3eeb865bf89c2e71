// paths_fixture: test netlist for tools/vppaths (make vppaths-test). Two
// register-to-register paths from the same registers: q_short through one
// XOR, q_long through a 24 x 24 product (DSP blocks and their adder) and
// a compare. vppaths must name q_long's line as the worst endpoint; with
// SWAP the two lines trade places, which the test's check must notice
// (a mutant of tb/mutants/fpga.txt defines it).
module paths_fixture (
  input  wire        clk,
  input  wire [23:0] a,
  input  wire [23:0] b,
  output reg  [23:0] q_short,
  output reg         q_long
);
  reg [23:0] a_q, b_q;
  always @(posedge clk) begin
    a_q <= a;
    b_q <= b;
  end
`ifndef SWAP
  always @(posedge clk) q_short <= a_q ^ b_q;                       // PATHS-SHORT
  always @(posedge clk) q_long  <= (a_q * b_q) > 48'd123456789;     // PATHS-LONG
`else
  always @(posedge clk) q_long  <= ^(a_q ^ b_q);                    // PATHS-LONG
  always @(posedge clk) q_short <= (a_q * b_q) > 48'd123456789 ? a_q : b_q;  // PATHS-SHORT
`endif
endmodule
