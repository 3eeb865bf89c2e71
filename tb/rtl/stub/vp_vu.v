// STAND-IN, NOT RTL. vp_vu for bench bring-up before rtl/vp_vu.v exists:
// the C model's vector-unit functions (cmodel/vpfloat.c) called through
// DPI (tb/rtl/stub/units_dpi.c), delayed by LAT clocks. Used only by
// `make sim SIM_UNITS=dpi` (build/sim/dpi-t<N>); never by rtl-cosim.
module vp_vu #(parameter integer LAT = 4) (
  input  wire         clk_i,
  input  wire         rst_ni,
  input  wire         in_valid_i,
  input  wire [4:0]   in_vop_i,
  input  wire         in_vp2_i,
  input  wire [127:0] in_a_i,
  input  wire [127:0] in_b_i,
  input  wire [127:0] in_c_i,
  output wire         out_valid_o,
  output wire [127:0] out_r_o
);
  import "DPI-C" function void vpdpi_vu(input int vop, input int vp2, input bit [127:0] a,
                                        input bit [127:0] b, input bit [127:0] c, output bit [127:0] r);
  reg [128:0] pipe_q [0:LAT-1];
  reg [127:0] r_now;
  integer i;
  always @* begin
    r_now = 128'd0;
    if (in_valid_i) vpdpi_vu({27'd0, in_vop_i}, {31'd0, in_vp2_i}, in_a_i, in_b_i, in_c_i, r_now);
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      for (i = 0; i < LAT; i = i + 1) pipe_q[i] <= 129'd0;
    end else begin
      pipe_q[0] <= {in_valid_i, r_now};
      for (i = 1; i < LAT; i = i + 1) pipe_q[i] <= pipe_q[i-1];
    end
  end
  assign out_valid_o = pipe_q[LAT-1][128];
  assign out_r_o     = pipe_q[LAT-1][127:0];
endmodule
