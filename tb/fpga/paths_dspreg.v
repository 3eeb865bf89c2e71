// paths_dspreg: test netlist for tools/vppaths (make vppaths-test): an
// 18 x 18 product in a MULT18X18D with its output register
// (rtl/vp_mul_q.v read with VP_ECP5), then a compare into a flip-flop.
// vppaths must end a path at the DSP block's A/B inputs (the multiply in
// its setup time) and start one at its P outputs: it sees the register in
// the BLIF's parameters (vppaths-test checks the line numbers below: keep
// this header's length).
module paths_dspreg (
  input  wire        clk,
  input  wire [17:0] a,
  input  wire [17:0] b,
  output reg         q
);
  reg  [17:0] a_q, b_q;
  wire [35:0] p;
  always @(posedge clk) begin
    a_q <= a;
    b_q <= b;
  end
  vp_mul_q #(.AW(18), .BW(18), .SIGNED(1)) u_m (.clk_i(clk), .a_i(a_q), .b_i(b_q), .p_o(p));
  always @(posedge clk) q <= p > 36'd123456789;
endmodule
