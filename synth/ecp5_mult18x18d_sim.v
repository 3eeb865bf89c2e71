// MULT18X18D: simulation model of the Lattice ECP5 18 x 18 multiplier block,
// for the post-synthesis simulation of the ECP5 gate netlist
// (make synth-netlist-sim, docs/synth.md) and for the RTL as the FPGA flow
// reads it (VP_ECP5: rtl/vp_mul_q.v; make rtl-cosim, rtl-multi-cosim).
// Neither Debian's Yosys 0.23 nor Yosys 0.70 ships a simulation model of
// this primitive (only a black box), so its instances are simulated with
// this one.
//
// Modelled: the configuration Yosys' ECP5 flow instantiates ($__MUL18X18
// in dsp_map.v), every register bypassed (REG_* = "NONE"), which is
// combinational: P = A * B with A and B each signed or unsigned according
// to SIGNEDA / SIGNEDB, SOURCEA = SOURCEB = 0 (A and B from the ports, not
// from the cascade inputs), C unused; and the same with the output register
// on (REG_OUTPUT_CLK = "CLK0", REG_OUTPUT_CE = "CE0", REG_OUTPUT_RST =
// "RST0", RESETMODE = "SYNC"), as rtl/vp_mul_q.v instantiates it with
// VP_ECP5: P is then the product of the operands at the last rising edge of
// CLK0, loaded every clock, so CE0 must be 1 and RST0 0 at every edge (the
// register is X until the first edge, which the engine never reads); and
// that with the A and B input registers on as well (REG_INPUTA_CLK =
// REG_INPUTB_CLK = "CLK0", their CE0 and RST0: the old vp_sfu_mul18r IR 1), where
// the multiply takes the operands registered at the edge before. Any
// other configuration, or a clock edge with CE0 or RST0 otherwise, stops
// the simulation with an error instead of simulating something else; the
// cascade outputs (SRO*, RO*) are not modelled, so an instance that
// connects them fails to elaborate. Port and parameter names are the
// primitive's (not the _i/_o of the project's own modules). No `timescale:
// the model takes the one of the files around it (synth/ecp5_sim_cells.sh
// writes one; the RTL has none).
/* verilator lint_off DECLFILENAME */ // the module is named after the primitive it models
// the primitive's whole port and parameter list, of which the modelled
// configurations use a part
/* verilator lint_off UNUSEDSIGNAL */
/* verilator lint_off UNUSEDPARAM */
module MULT18X18D (
  input A17, A16, A15, A14, A13, A12, A11, A10, A9, A8, A7, A6, A5, A4, A3, A2, A1, A0, B17, B16,
  B15, B14, B13, B12, B11, B10, B9, B8, B7, B6, B5, B4, B3, B2, B1, B0, C17, C16, C15, C14, C13,
  C12, C11, C10, C9, C8, C7, C6, C5, C4, C3, C2, C1, C0, SIGNEDA, SIGNEDB, SOURCEA, SOURCEB, CLK3,
  CLK2, CLK1, CLK0, CE3, CE2, CE1, CE0, RST3, RST2, RST1, RST0,
  output P35, P34, P33, P32, P31, P30, P29, P28, P27, P26, P25, P24, P23, P22, P21, P20, P19, P18,
  P17, P16, P15, P14, P13, P12, P11, P10, P9, P8, P7, P6, P5, P4, P3, P2, P1, P0, SIGNEDP
);
  parameter REG_INPUTA_CLK = "NONE";
  parameter REG_INPUTA_CE = "CE0";
  parameter REG_INPUTA_RST = "RST0";
  parameter REG_INPUTB_CLK = "NONE";
  parameter REG_INPUTB_CE = "CE0";
  parameter REG_INPUTB_RST = "RST0";
  parameter REG_INPUTC_CLK = "NONE";
  parameter REG_INPUTC_CE = "CE0";
  parameter REG_INPUTC_RST = "RST0";
  parameter REG_PIPELINE_CLK = "NONE";
  parameter REG_PIPELINE_CE = "CE0";
  parameter REG_PIPELINE_RST = "RST0";
  parameter REG_OUTPUT_CLK = "NONE";
  parameter REG_OUTPUT_CE = "CE0";
  parameter REG_OUTPUT_RST = "RST0";
  parameter CLK0_DIV = "ENABLED";
  parameter CLK1_DIV = "ENABLED";
  parameter CLK2_DIV = "ENABLED";
  parameter CLK3_DIV = "ENABLED";
  parameter HIGHSPEED_CLK = "NONE";
  parameter GSR = "ENABLED";
  parameter CAS_MATCH_REG = "FALSE";
  parameter SOURCEB_MODE = "B_SHIFT";
  parameter MULT_BYPASS = "DISABLED";
  parameter RESETMODE = "SYNC";
  /* verilator lint_on UNUSEDPARAM */
  /* verilator lint_on UNUSEDSIGNAL */

  wire [17:0] a_in = {A17, A16, A15, A14, A13, A12, A11, A10, A9, A8, A7, A6, A5, A4, A3, A2, A1, A0};
  wire [17:0] b_in = {B17, B16, B15, B14, B13, B12, B11, B10, B9, B8, B7, B6, B5, B4, B3, B2, B1, B0};
  // the input registers (REG_INPUTA_CLK = REG_INPUTB_CLK = "CLK0") or none
  localparam IREG = REG_INPUTA_CLK == "CLK0";
  reg [17:0] a_q, b_q;
  always @(posedge CLK0)
    if (IREG) begin
      a_q <= a_in;
      b_q <= b_in;
    end
  wire [17:0] a = IREG ? a_q : a_in;
  wire [17:0] b = IREG ? b_q : b_in;
  // operands sign- or zero-extended to 19 bits; the 38-bit product of two
  // 19-bit signed numbers holds every 18 x 18 product exactly
  wire signed [18:0] a_ext = {SIGNEDA & a[17], a};
  wire signed [18:0] b_ext = {SIGNEDB & b[17], b};
  /* verilator lint_off UNUSEDSIGNAL */ // bits 37:36: the 36-bit P keeps the low bits
  wire signed [37:0] prod = a_ext * b_ext;
  /* verilator lint_on UNUSEDSIGNAL */

  // the output register (REG_OUTPUT_CLK = "CLK0") or none
  localparam OREG = REG_OUTPUT_CLK == "CLK0";
  reg [35:0] p_q;
  always @(posedge CLK0)
    if (OREG || IREG) begin
      if (CE0 !== 1'b1 || RST0 !== 1'b0) begin
        $display("MULT18X18D %m: error: CE0 = %b, RST0 = %b at a clock edge (only CE0 = 1, RST0 = 0 is modelled)",
                 CE0, RST0);
        $finish;
      end
      if (OREG) p_q <= prod[35:0];
    end

  assign {P35, P34, P33, P32, P31, P30, P29, P28, P27, P26, P25, P24, P23, P22, P21, P20, P19,
          P18, P17, P16, P15, P14, P13, P12, P11, P10, P9, P8, P7, P6, P5, P4, P3, P2, P1, P0} =
    OREG ? p_q : prod[35:0];
  assign SIGNEDP = SIGNEDA | SIGNEDB;

  initial
    if (!((REG_INPUTA_CLK == "NONE" && REG_INPUTB_CLK == "NONE") ||
          (REG_INPUTA_CLK == "CLK0" && REG_INPUTA_CE == "CE0" && REG_INPUTA_RST == "RST0" &&
           REG_INPUTB_CLK == "CLK0" && REG_INPUTB_CE == "CE0" && REG_INPUTB_RST == "RST0" &&
           REG_OUTPUT_CLK == "CLK0")) || REG_INPUTC_CLK != "NONE" ||
        REG_PIPELINE_CLK != "NONE" || !(REG_OUTPUT_CLK == "NONE" || (REG_OUTPUT_CLK == "CLK0" &&
        REG_OUTPUT_CE == "CE0" && REG_OUTPUT_RST == "RST0" && RESETMODE == "SYNC")) ||
        MULT_BYPASS != "DISABLED") begin
      $display("MULT18X18D %m: error: only the unregistered multiplier, or with the output register (and the A and B input registers) on CLK0/CE0/RST0, is modelled");
      $finish;
    end

  always @*
    if (SOURCEA !== 1'b0 || SOURCEB !== 1'b0) begin
      $display("MULT18X18D %m: error: SOURCEA/SOURCEB (cascade inputs) are not modelled");
      $finish;
    end
endmodule
