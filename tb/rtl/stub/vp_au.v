// STAND-IN, NOT RTL. vp_au for bench bring-up before rtl/vp_au.v exists:
// the C model's ARL/ARR (cmodel/vpfloat.c) and the ARA sums through DPI
// (tb/rtl/stub/units_dpi.c). Used only by `make sim SIM_UNITS=dpi`.
module vp_au (
  input  wire         clk_i,
  input  wire [4:0]   vop_i,
  input  wire         vp2_i,
  input  wire [127:0] a_i,
  input  wire [39:0]  areg_i,
  output wire [39:0]  r_o
);
  import "DPI-C" pure function longint vpdpi_au(input int vop, input int vp2, input int a0, input int a1,
                                                input int a2, input int a3, input longint areg);
  wire [63:0] r = vpdpi_au({27'd0, vop_i}, {31'd0, vp2_i}, a_i[31:0], a_i[63:32], a_i[95:64], a_i[127:96],
                           {24'd0, areg_i});
  reg  [39:0] r_q;                       // one clock, as rtl/vp_au.v
  always @(posedge clk_i) r_q <= r[39:0];
  assign r_o = r_q;
  wire unused_ok = &{1'b0, r[63:40]};
endmodule
