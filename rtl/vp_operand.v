// vp_operand: source operand modifiers (stage OP), combinational.
//
// VectorLoad of NV_vertex_program2 2.14.2.1 as cmodel/vpmodel.c load_src():
// swizzle, then negate, absolute value, negate again, each on the sign bit
// alone: as on NV20/NV30, the units see every other bit unchanged (a
// denormal, a NaN's payload) and decide what to make of it
// (docs/numerics.md section 2).
`include "ucode_fields.vh"

module vp_operand (
  input  wire [127:0] reg_i,   // the register read, lane i at [32i+31:32i]
  input  wire [7:0]   swz_i,   // bits [2i+1:2i]: source lane of result lane i
  input  wire         neg_i,
  input  wire         abs_i,
  input  wire         nabs_i,
  output reg  [127:0] opd_o
);
  integer i;
  reg [31:0] x;
  always @* begin
    for (i = 0; i < 4; i = i + 1) begin
      x = reg_i[32*swz_i[2*i+:2] +: 32];
      if (neg_i)  x[31] = ~x[31];
      if (abs_i)  x[31] = 1'b0;
      if (nabs_i) x[31] = ~x[31];
      opd_o[32*i +: 32] = x;
    end
  end
endmodule
