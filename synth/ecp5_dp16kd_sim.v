// DP16KD: simulation model of the Lattice ECP5 16 Kbit block RAM, for the
// post-synthesis simulation of the ECP5 gate netlist (make synth-netlist-sim,
// docs/synth.md). The DP16KD of Yosys 0.23 and 0.70 is a black box without
// behaviour, so the netlist's block RAMs are simulated with this one.
//
// Stage: synchronous read and write (one clock to the output latch, no
// output register). Only the two configurations Yosys' ECP5 memory mapping
// (lattice/brams_map_16kd.v) instantiates are modelled:
//   DATA_WIDTH_A = DATA_WIDTH_B = 18  true dual port, 1024 x 18: word address
//       AD[13:4], AD[1:0] the write enables of bits 8:0 and 17:9; WRITEMODE
//       NORMAL (output holds while writing), WRITETHROUGH (output shows the
//       word as written) or READBEFOREWRITE (output shows the old word).
//   DATA_WIDTH_A = DATA_WIDTH_B = 36  pseudo dual port, 512 x 36: port A
//       writes {DIB, DIA} at ADA[13:5] with ADA[3:0] the enables of its four
//       9-bit bytes, port B reads {DOB, DOA} from ADB[13:5].
// The contents are 1024 words of 18 bits; word k starts as bits
// 20 * (k % 16) + 17 ... 20 * (k % 16) of INITVAL_(k / 16) (16 words of 20
// bits, 18 used, per INITVAL); a 36-bit word w is the words 2w (bits 17:0)
// and 2w + 1 (bits 35:18). This is the layout Yosys writes INITVAL in and
// reads the 36-bit word back with ($__PDPW16KD_: DO = {DOB, DOA}). A port
// reads and writes when its CE is high and CS matches CSDECODE; the output
// latch starts at zero and RST clears it (at the clock edge, whatever CE,
// with RESETMODE SYNC; at once with ASYNC). Writes of one edge are seen by
// reads of the next (a read of the word the other port writes on the same
// edge returns the old word). Output registers (REGMODE OUTREG), inverted
// clocks, the 1/2/4/9-bit widths and mixed widths stop the simulation at
// time 0 with an error instead of simulating something else. Port and
// parameter names are the primitive's (not the project's _i/_o).
`timescale 1ns / 1ps
module DP16KD (
  input DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9, DIA8, DIA7, DIA6, DIA5, DIA4,
  DIA3, DIA2, DIA1, DIA0,
  input ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0,
  input CEA, OCEA, CLKA, WEA, RSTA, CSA2, CSA1, CSA0,
  input DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9, DIB8, DIB7, DIB6, DIB5, DIB4,
  DIB3, DIB2, DIB1, DIB0,
  input ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0,
  input CEB, OCEB, CLKB, WEB, RSTB, CSB2, CSB1, CSB0,
  output DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9, DOA8, DOA7, DOA6, DOA5, DOA4,
  DOA3, DOA2, DOA1, DOA0,
  output DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9, DOB8, DOB7, DOB6, DOB5, DOB4,
  DOB3, DOB2, DOB1, DOB0
);
  parameter DATA_WIDTH_A = 18;
  parameter DATA_WIDTH_B = 18;
  parameter REGMODE_A = "NOREG";
  parameter REGMODE_B = "NOREG";
  parameter RESETMODE = "SYNC";
  parameter ASYNC_RESET_RELEASE = "SYNC";
  parameter CSDECODE_A = "0b000";
  parameter CSDECODE_B = "0b000";
  parameter WRITEMODE_A = "NORMAL";
  parameter WRITEMODE_B = "NORMAL";
  parameter CLKAMUX = "CLKA";
  parameter CLKBMUX = "CLKB";
  parameter GSR = "ENABLED";
  parameter INIT_DATA = "STATIC";
  parameter WID = 0;
  parameter [319:0] INITVAL_00 = 320'h0;
  parameter [319:0] INITVAL_01 = 320'h0;
  parameter [319:0] INITVAL_02 = 320'h0;
  parameter [319:0] INITVAL_03 = 320'h0;
  parameter [319:0] INITVAL_04 = 320'h0;
  parameter [319:0] INITVAL_05 = 320'h0;
  parameter [319:0] INITVAL_06 = 320'h0;
  parameter [319:0] INITVAL_07 = 320'h0;
  parameter [319:0] INITVAL_08 = 320'h0;
  parameter [319:0] INITVAL_09 = 320'h0;
  parameter [319:0] INITVAL_0A = 320'h0;
  parameter [319:0] INITVAL_0B = 320'h0;
  parameter [319:0] INITVAL_0C = 320'h0;
  parameter [319:0] INITVAL_0D = 320'h0;
  parameter [319:0] INITVAL_0E = 320'h0;
  parameter [319:0] INITVAL_0F = 320'h0;
  parameter [319:0] INITVAL_10 = 320'h0;
  parameter [319:0] INITVAL_11 = 320'h0;
  parameter [319:0] INITVAL_12 = 320'h0;
  parameter [319:0] INITVAL_13 = 320'h0;
  parameter [319:0] INITVAL_14 = 320'h0;
  parameter [319:0] INITVAL_15 = 320'h0;
  parameter [319:0] INITVAL_16 = 320'h0;
  parameter [319:0] INITVAL_17 = 320'h0;
  parameter [319:0] INITVAL_18 = 320'h0;
  parameter [319:0] INITVAL_19 = 320'h0;
  parameter [319:0] INITVAL_1A = 320'h0;
  parameter [319:0] INITVAL_1B = 320'h0;
  parameter [319:0] INITVAL_1C = 320'h0;
  parameter [319:0] INITVAL_1D = 320'h0;
  parameter [319:0] INITVAL_1E = 320'h0;
  parameter [319:0] INITVAL_1F = 320'h0;
  parameter [319:0] INITVAL_20 = 320'h0;
  parameter [319:0] INITVAL_21 = 320'h0;
  parameter [319:0] INITVAL_22 = 320'h0;
  parameter [319:0] INITVAL_23 = 320'h0;
  parameter [319:0] INITVAL_24 = 320'h0;
  parameter [319:0] INITVAL_25 = 320'h0;
  parameter [319:0] INITVAL_26 = 320'h0;
  parameter [319:0] INITVAL_27 = 320'h0;
  parameter [319:0] INITVAL_28 = 320'h0;
  parameter [319:0] INITVAL_29 = 320'h0;
  parameter [319:0] INITVAL_2A = 320'h0;
  parameter [319:0] INITVAL_2B = 320'h0;
  parameter [319:0] INITVAL_2C = 320'h0;
  parameter [319:0] INITVAL_2D = 320'h0;
  parameter [319:0] INITVAL_2E = 320'h0;
  parameter [319:0] INITVAL_2F = 320'h0;
  parameter [319:0] INITVAL_30 = 320'h0;
  parameter [319:0] INITVAL_31 = 320'h0;
  parameter [319:0] INITVAL_32 = 320'h0;
  parameter [319:0] INITVAL_33 = 320'h0;
  parameter [319:0] INITVAL_34 = 320'h0;
  parameter [319:0] INITVAL_35 = 320'h0;
  parameter [319:0] INITVAL_36 = 320'h0;
  parameter [319:0] INITVAL_37 = 320'h0;
  parameter [319:0] INITVAL_38 = 320'h0;
  parameter [319:0] INITVAL_39 = 320'h0;
  parameter [319:0] INITVAL_3A = 320'h0;
  parameter [319:0] INITVAL_3B = 320'h0;
  parameter [319:0] INITVAL_3C = 320'h0;
  parameter [319:0] INITVAL_3D = 320'h0;
  parameter [319:0] INITVAL_3E = 320'h0;
  parameter [319:0] INITVAL_3F = 320'h0;

  localparam [20479:0] INIT_ALL = {
    INITVAL_3F, INITVAL_3E, INITVAL_3D, INITVAL_3C, INITVAL_3B, INITVAL_3A, INITVAL_39, INITVAL_38,
    INITVAL_37, INITVAL_36, INITVAL_35, INITVAL_34, INITVAL_33, INITVAL_32, INITVAL_31, INITVAL_30,
    INITVAL_2F, INITVAL_2E, INITVAL_2D, INITVAL_2C, INITVAL_2B, INITVAL_2A, INITVAL_29, INITVAL_28,
    INITVAL_27, INITVAL_26, INITVAL_25, INITVAL_24, INITVAL_23, INITVAL_22, INITVAL_21, INITVAL_20,
    INITVAL_1F, INITVAL_1E, INITVAL_1D, INITVAL_1C, INITVAL_1B, INITVAL_1A, INITVAL_19, INITVAL_18,
    INITVAL_17, INITVAL_16, INITVAL_15, INITVAL_14, INITVAL_13, INITVAL_12, INITVAL_11, INITVAL_10,
    INITVAL_0F, INITVAL_0E, INITVAL_0D, INITVAL_0C, INITVAL_0B, INITVAL_0A, INITVAL_09, INITVAL_08,
    INITVAL_07, INITVAL_06, INITVAL_05, INITVAL_04, INITVAL_03, INITVAL_02, INITVAL_01, INITVAL_00};

  wire [17:0] dia = {DIA17, DIA16, DIA15, DIA14, DIA13, DIA12, DIA11, DIA10, DIA9, DIA8, DIA7, DIA6,
                     DIA5, DIA4, DIA3, DIA2, DIA1, DIA0};
  wire [17:0] dib = {DIB17, DIB16, DIB15, DIB14, DIB13, DIB12, DIB11, DIB10, DIB9, DIB8, DIB7, DIB6,
                     DIB5, DIB4, DIB3, DIB2, DIB1, DIB0};
  wire [13:0] ada = {ADA13, ADA12, ADA11, ADA10, ADA9, ADA8, ADA7, ADA6, ADA5, ADA4, ADA3, ADA2, ADA1, ADA0};
  wire [13:0] adb = {ADB13, ADB12, ADB11, ADB10, ADB9, ADB8, ADB7, ADB6, ADB5, ADB4, ADB3, ADB2, ADB1, ADB0};
  wire        sel_a = CEA && {CSA2, CSA1, CSA0} == 3'b000;
  wire        sel_b = CEB && {CSB2, CSB1, CSB0} == 3'b000;
  wire        wide = DATA_WIDTH_A == 36;
  localparam  ARST = RESETMODE == "ASYNC";

  // Both ports write the contents, and in the 36-bit mode port B's clock
  // loads output latch A too: one always block per port and clock, as in
  // the hardware (a model, never synthesised).
  /* verilator lint_off MULTIDRIVEN */
  reg [17:0] mem [0:1023];
  reg [17:0] doa_q = 18'd0;
  /* verilator lint_on MULTIDRIVEN */
  reg [17:0] dob_q = 18'd0;
  assign {DOA17, DOA16, DOA15, DOA14, DOA13, DOA12, DOA11, DOA10, DOA9, DOA8, DOA7, DOA6, DOA5,
          DOA4, DOA3, DOA2, DOA1, DOA0} = doa_q;
  assign {DOB17, DOB16, DOB15, DOB14, DOB13, DOB12, DOB11, DOB10, DOB9, DOB8, DOB7, DOB6, DOB5,
          DOB4, DOB3, DOB2, DOB1, DOB0} = dob_q;

  integer k;
  initial begin
    for (k = 0; k < 1024; k = k + 1) mem[k] = INIT_ALL[20 * k +: 18];
    if (!((DATA_WIDTH_A == 18 && DATA_WIDTH_B == 18) || (DATA_WIDTH_A == 36 && DATA_WIDTH_B == 36)) ||
        REGMODE_A != "NOREG" || REGMODE_B != "NOREG" || CLKAMUX != "CLKA" || CLKBMUX != "CLKB" ||
        CSDECODE_A != "0b000" || CSDECODE_B != "0b000" ||
        (RESETMODE != "SYNC" && RESETMODE != "ASYNC")) begin
      $display("DP16KD %m: error: configuration not modelled (widths %0d/%0d, %0s/%0s, %0s)",
               DATA_WIDTH_A, DATA_WIDTH_B, REGMODE_A, REGMODE_B, RESETMODE);
      $finish;
    end
  end

  // a port's 18-bit word as it is after the write of this edge
  function [17:0] merge;
    input [17:0] old;
    input [17:0] din;
    input [1:0]  be;
    begin
      merge = {be[1] ? din[17:9] : old[17:9], be[0] ? din[8:0] : old[8:0]};
    end
  endfunction

  wire arst_a = ARST && RSTA && !wide;
  wire arst_b = ARST && RSTB;

  // writes: port A (the 18-bit port, or the write port of the 36-bit mode)
  always @(posedge CLKA)
    if (sel_a && WEA) begin
      if (wide) begin
        mem[{ada[13:5], 1'b0}] <= merge(mem[{ada[13:5], 1'b0}], dia, ada[1:0]);
        mem[{ada[13:5], 1'b1}] <= merge(mem[{ada[13:5], 1'b1}], dib, ada[3:2]);
      end else
        mem[ada[13:4]] <= merge(mem[ada[13:4]], dia, ada[1:0]);
    end

  // writes: port B (18-bit mode only; WEB is 0 in the 36-bit mode)
  always @(posedge CLKB)
    if (sel_b && WEB && !wide) mem[adb[13:4]] <= merge(mem[adb[13:4]], dib, adb[1:0]);

  // output latch A (18-bit mode; in the 36-bit mode port B drives it)
  always @(posedge CLKA or posedge arst_a)
    if (arst_a) doa_q <= 18'd0;
    else if (!wide) begin
      if (!ARST && RSTA) doa_q <= 18'd0;
      else if (sel_a) begin
        if (!WEA || WRITEMODE_A == "READBEFOREWRITE") doa_q <= mem[ada[13:4]];
        else if (WRITEMODE_A == "WRITETHROUGH") doa_q <= merge(mem[ada[13:4]], dia, ada[1:0]);
      end
    end

  // output latch B, and A too in the 36-bit mode
  always @(posedge CLKB or posedge arst_b)
    if (arst_b || RSTB) begin
      // asynchronous clear, or the synchronous one at this edge
      dob_q <= 18'd0;
      if (wide) doa_q <= 18'd0;
    end else if (sel_b) begin
      if (wide) begin
        doa_q <= mem[{adb[13:5], 1'b0}];
        dob_q <= mem[{adb[13:5], 1'b1}];
      end else if (!WEB || WRITEMODE_B == "READBEFOREWRITE") dob_q <= mem[adb[13:4]];
      else if (WRITEMODE_B == "WRITETHROUGH") dob_q <= merge(mem[adb[13:4]], dib, adb[1:0]);
    end
endmodule
