// vp_unit_top: one unit of the engine alone on the FPGA board, for timing
// only (fpga/flow.sh --unit NAME, docs/synth.md "Timing"). The whole
// engine takes hours to place and route on the LFE5U-85F (79 % of its
// logic); a unit alone takes minutes, so nextpnr
// can time it against the target clock (fpga/flow.sh --unit).
//
// The ports and clocking are vp_board_top's (board LPF and FPGA_TOP_PARAMS
// fit unchanged): vp_pll_ecp5 makes the engine clock from the oscillator.
// Every unit input comes from a shift register fed by uart_rx_i; every unit
// output is registered and folded (XOR) into led_o and uart_tx_o, so the
// unit's paths are register to register and nothing is optimised away.
// The unit is chosen at read time: -DVP_UNIT_VU or -DVP_UNIT_SFU (see
// fpga/flow.sh). Not a usable design.
module vp_unit_top #(
  parameter integer CLK_OSC_HZ         = 25000000,
  parameter integer CLK_ENGINE_HZ      = 100000000,
  /* verilator lint_off UNUSEDPARAM */
  parameter integer BAUD               = 1000000,   // board parameters the unit does not use
  parameter integer LED_ACTIVE_LOW     = 0,
  parameter integer GPU                = 30,        // either unit's numerics
  parameter integer EX_LAT             = 16,        // either unit's LAT
  parameter integer IF_STAGE           = 0,
  parameter integer RD_STAGE           = 0,
  parameter integer NTHREADS           = 32,        // the engine's (the units have no threads)
  /* verilator lint_on UNUSEDPARAM */
  parameter integer RST_BTN_ACTIVE_LOW = 0,
  parameter integer CLKI_DIV           = 1,
  parameter integer CLKFB_DIV          = 4,
  parameter integer CLKOP_DIV          = 6,
  parameter integer CLKOP_CPHASE       = 2
) (
  input  wire       clk_osc_i,
  input  wire       rst_btn_i,
  input  wire       uart_rx_i,
  output wire       uart_tx_o,
  output wire [7:0] led_o
);
`ifdef VP_UNIT_VU
  localparam integer NI = 1 + 5 + 1 + 3 * 128, NO = 1 + 128;
`else
  localparam integer NI = 1 + 5 + 1 + 128, NO = 1 + 128;
`endif

  wire clk, locked;
  vp_pll_ecp5 #(.CLKI_HZ(CLK_OSC_HZ), .CLKOP_HZ(CLK_ENGINE_HZ), .CLKI_DIV(CLKI_DIV),
                .CLKFB_DIV(CLKFB_DIV), .CLKOP_DIV(CLKOP_DIV), .CLKOP_CPHASE(CLKOP_CPHASE))
    u_pll (.clk_i(clk_osc_i), .clk_o(clk), .locked_o(locked));
  wire rst_n_async = locked & (RST_BTN_ACTIVE_LOW != 0 ? rst_btn_i : !rst_btn_i);
  reg [1:0] rst_q;
  always @(posedge clk or negedge rst_n_async)
    if (!rst_n_async) rst_q <= 2'b00;
    else              rst_q <= {rst_q[0], 1'b1};

  reg [NI-1:0] in_q;
  always @(posedge clk) in_q <= {in_q[NI-2:0], uart_rx_i};

  wire [NO-1:0] res;
`ifdef VP_UNIT_VU
  // at the board's EX_LAT, as the engine instantiates it (LAT >= 20: the
  // deeper lanes and dot adds, vp_vu DEEP)
  vp_vu #(.LAT(EX_LAT)) u_unit (.clk_i(clk), .rst_ni(rst_q[1]), .in_valid_i(in_q[0]), .in_vop_i(in_q[5:1]),
    .in_vp2_i(in_q[6]), .in_a_i(in_q[134:7]), .in_b_i(in_q[262:135]), .in_c_i(in_q[390:263]),
    .out_valid_o(res[128]), .out_r_o(res[127:0]));
`elsif VP_UNIT_SFU
  // the whole special-function unit at the board's EX_LAT
  vp_sfu #(.GPU(GPU), .LAT(EX_LAT)) u_unit (.clk_i(clk), .rst_ni(rst_q[1]), .in_valid_i(in_q[0]),
    .in_sop_i(in_q[5:1]), .in_vp2_i(in_q[6]), .in_s_i(in_q[134:7]),
    .out_valid_o(res[128]), .out_r_o(res[127:0]));
`else
  initial $display("vp_unit_top: define VP_UNIT_VU or VP_UNIT_SFU");
  assign res = {NO{1'b0}};
`endif

  // the units' outputs are registered: one more register, then an XOR tree
  localparam integer NP = 16 * ((NO + 15) / 16);
  reg  [NO-1:0] out_q;
  wire [NP-1:0] out_pad = {{(NP - NO){1'b0}}, out_q};
  reg  [15:0]   f1_q;
  reg  [8:0]    f2_q;
  integer i;
  always @(posedge clk) begin
    out_q <= res;
    for (i = 0; i < 16; i = i + 1) f1_q[i] <= ^out_pad[i * (NP / 16) +: NP / 16];
    f2_q <= {^f1_q[15:8] ^ !rst_q[1], f1_q[7:0]};  // reset state shown (and used by every unit)
  end
  assign led_o     = f2_q[7:0];
  assign uart_tx_o = f2_q[8];
endmodule
