// STAND-IN, NOT RTL. vp_sfu for bench bring-up before rtl/vp_sfu.v exists:
// the C model's special functions (cmodel/sfu.c) called through DPI
// (tb/rtl/stub/units_dpi.c), delayed by LAT clocks. Used only by
// `make sim SIM_UNITS=dpi`; never by rtl-cosim.
// the stand-in has no tables: TABLE_DIR only keeps the interface
/* verilator lint_off UNUSEDPARAM */
module vp_sfu #(parameter integer LAT = 16, parameter TABLE_DIR = "rtl/sfu_tables/") (
/* verilator lint_on UNUSEDPARAM */
  input  wire         clk_i,
  input  wire         rst_ni,
  input  wire         in_valid_i,
  input  wire [4:0]   in_sop_i,
  input  wire         in_vp2_i,
  input  wire         in_lit2_i,   // LIT's second pass (rtl/vp_sfu.v)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [31:0]  in_pw_i,     // the C model recomputes it
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [127:0] in_s_i,
  output wire         out_valid_o,
  output wire [127:0] out_r_o
);
  import "DPI-C" function void vpdpi_sfu(input int sop, input int vp2, input bit [127:0] s,
                                         output bit [127:0] r);
  reg [128:0] pipe_q [0:LAT-1];
  reg [127:0] r_now;
  integer i;
  always @* begin
    r_now = 128'd0;
    if (in_valid_i) vpdpi_sfu({26'd0, in_lit2_i, in_sop_i}, {31'd0, in_vp2_i}, in_s_i, r_now);
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
