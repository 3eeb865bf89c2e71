// vp_pll_ecp5: the engine clock from the board oscillator, board level
// (fpga/rtl), first block of vp_board_top.
//
// On an ECP5 one EHXPLLL with the output CLKOP fed back:
//   f_out = f_in * CLKFB_DIV / CLKI_DIV,  f_vco = f_out * CLKOP_DIV (400..800 MHz).
// The dividers come from the board data (fpga/boards/<board>/board.mk,
// FPGA_TOP_PARAMS). With `VP_SIM defined (Verilator, Icarus) the PLL is a
// pass-through: clk_o = clk_i, locked_o = 1 (the simulation runs in the
// engine clock domain; only the divider check below looks at the numbers).
//
// Elaboration check (every tool): CLKI_HZ * CLKFB_DIV / CLKI_DIV must be
// CLKOP_HZ within 0.5 % and the VCO within 400..800 MHz; otherwise the
// instance of the missing module vp_pll_ecp5_bad_settings stops the build.
module vp_pll_ecp5 #(
  parameter integer CLKI_HZ      = 25000000,
  parameter integer CLKOP_HZ     = 100000000,
  parameter integer CLKI_DIV     = 1,
  parameter integer CLKFB_DIV    = 4,
  parameter integer CLKOP_DIV    = 6,
  parameter integer CLKOP_CPHASE = 2
) (
  input  wire clk_i,      // board oscillator
  output wire clk_o,      // engine clock
  output wire locked_o    // asynchronous
);
  localparam integer IN_KHZ  = CLKI_HZ / 1000;
  localparam integer OUT_KHZ = IN_KHZ * CLKFB_DIV / CLKI_DIV;
  localparam integer VCO_KHZ = OUT_KHZ * CLKOP_DIV;
  localparam integer ERR_KHZ = OUT_KHZ > CLKOP_HZ / 1000 ? OUT_KHZ - CLKOP_HZ / 1000 : CLKOP_HZ / 1000 - OUT_KHZ;
  localparam         BAD     = ERR_KHZ * 200 > CLKOP_HZ / 1000 || VCO_KHZ < 400000 || VCO_KHZ > 800000
                               || CLKOP_CPHASE < 0 || CLKOP_CPHASE > 127;
  generate
    if (BAD) begin : g_bad
      vp_pll_ecp5_bad_settings u_stop ();
    end
  endgenerate

`ifdef VP_SIM
  assign clk_o    = clk_i;
  assign locked_o = 1'b1;
`else
  wire clkop;
  wire lock;
  EHXPLLL #(
    .PLLRST_ENA      ("DISABLED"),
    .INTFB_WAKE      ("DISABLED"),
    .STDBY_ENABLE    ("DISABLED"),
    .DPHASE_SOURCE   ("DISABLED"),
    .OUTDIVIDER_MUXA ("DIVA"),
    .OUTDIVIDER_MUXB ("DIVB"),
    .OUTDIVIDER_MUXC ("DIVC"),
    .OUTDIVIDER_MUXD ("DIVD"),
    .CLKI_DIV        (CLKI_DIV),
    .CLKOP_ENABLE    ("ENABLED"),
    .CLKOP_DIV       (CLKOP_DIV),
    .CLKOP_CPHASE    (CLKOP_CPHASE),
    .CLKOP_FPHASE    (0),
    .FEEDBK_PATH     ("CLKOP"),
    .CLKFB_DIV       (CLKFB_DIV)
  ) u_pll (
    .RST          (1'b0),
    .STDBY        (1'b0),
    .CLKI         (clk_i),
    .CLKOP        (clkop),
    .CLKFB        (clkop),
    .CLKINTFB     (),
    .PHASESEL0    (1'b0),
    .PHASESEL1    (1'b0),
    .PHASEDIR     (1'b1),
    .PHASESTEP    (1'b1),
    .PHASELOADREG (1'b1),
    .PLLWAKESYNC  (1'b0),
    .ENCLKOP      (1'b0),
    .LOCK         (lock)
  );
  assign clk_o    = clkop;
  assign locked_o = lock;
`endif
endmodule
