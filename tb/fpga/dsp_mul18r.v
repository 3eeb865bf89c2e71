// dsp_mul18r: one 18 x 18-bit signed multiply with its product
// registered, with VP_ECP5 in a Lattice MULT18X18D's own output register:
// the fixture of make vppaths-test (tb/fpga/paths_dspreg.v: a path must
// end at the DSP block's inputs and start at its outputs). It was the old
// special-function unit's partial-product multiplier (vp_sfu_mul18r of the
// shared 65 x 65-bit multipliers, gone with them).
//
// Stage: the operands arrive combinationally, the product leaves from a
// register one clock later (no reset: the register holds data only). With
// IR = 1 the operands are registered first (the MULT18X18D's own input
// registers on the ECP5), and the product leaves two clocks later.
//
//   default   plain Verilog: the product into a register of the fabric
//   VP_ECP5   one Lattice MULT18X18D instantiated with its own output
//             register (REG_OUTPUT_CLK = CLK0). Yosys does not pack a
//             register into an ECP5 DSP block by itself. Simulation model:
//             synth/ecp5_mult18x18d_sim.v.
// The ports are plain vectors, two's complement by convention: with signed
// ports Yosys 0.70 derived the MULT18X18D instance into a separate module
// and failed at the end of synth_ecp5 ("Module vp_sfu_mul18r ... is not
// part of the design"), so the plain branch makes them signed itself.
module dsp_mul18r #(
  parameter integer IR = 0    // 1: the operands registered in front of the multiply
) (
  input  wire        clk_i,
  input  wire [17:0] a_i,   // signed
  input  wire [17:0] b_i,   // signed
  output wire [35:0] p_o    // signed: a_i * b_i of 1 + IR clocks before
);
`ifdef VP_ECP5
  /* verilator lint_off UNUSEDSIGNAL */
  wire signedp;   // the product's signedness (SIGNEDA | SIGNEDB): known here
  /* verilator lint_on UNUSEDSIGNAL */
  localparam IREG = (IR != 0) ? "CLK0" : "NONE";
  MULT18X18D #(
    .REG_INPUTA_CLK(IREG), .REG_INPUTA_CE("CE0"), .REG_INPUTA_RST("RST0"),
    .REG_INPUTB_CLK(IREG), .REG_INPUTB_CE("CE0"), .REG_INPUTB_RST("RST0"),
    .REG_INPUTC_CLK("NONE"),
    .REG_PIPELINE_CLK("NONE"),
    .REG_OUTPUT_CLK("CLK0"), .REG_OUTPUT_CE("CE0"), .REG_OUTPUT_RST("RST0"),
    .GSR("DISABLED"), .RESETMODE("SYNC"), .SOURCEB_MODE("B_SHIFT"), .MULT_BYPASS("DISABLED")
  ) u_dsp (
    .A17(a_i[17]), .A16(a_i[16]), .A15(a_i[15]), .A14(a_i[14]), .A13(a_i[13]), .A12(a_i[12]),
    .A11(a_i[11]), .A10(a_i[10]), .A9(a_i[9]), .A8(a_i[8]), .A7(a_i[7]), .A6(a_i[6]),
    .A5(a_i[5]), .A4(a_i[4]), .A3(a_i[3]), .A2(a_i[2]), .A1(a_i[1]), .A0(a_i[0]),
    .B17(b_i[17]), .B16(b_i[16]), .B15(b_i[15]), .B14(b_i[14]), .B13(b_i[13]), .B12(b_i[12]),
    .B11(b_i[11]), .B10(b_i[10]), .B9(b_i[9]), .B8(b_i[8]), .B7(b_i[7]), .B6(b_i[6]),
    .B5(b_i[5]), .B4(b_i[4]), .B3(b_i[3]), .B2(b_i[2]), .B1(b_i[1]), .B0(b_i[0]),
    .C17(1'b0), .C16(1'b0), .C15(1'b0), .C14(1'b0), .C13(1'b0), .C12(1'b0), .C11(1'b0),
    .C10(1'b0), .C9(1'b0), .C8(1'b0), .C7(1'b0), .C6(1'b0), .C5(1'b0), .C4(1'b0), .C3(1'b0),
    .C2(1'b0), .C1(1'b0), .C0(1'b0),
    .SIGNEDA(1'b1), .SIGNEDB(1'b1), .SOURCEA(1'b0), .SOURCEB(1'b0),
    .CLK0(clk_i), .CLK1(1'b0), .CLK2(1'b0), .CLK3(1'b0),
    .CE0(1'b1), .CE1(1'b0), .CE2(1'b0), .CE3(1'b0),
    .RST0(1'b0), .RST1(1'b0), .RST2(1'b0), .RST3(1'b0),
    .P35(p_o[35]), .P34(p_o[34]), .P33(p_o[33]), .P32(p_o[32]), .P31(p_o[31]), .P30(p_o[30]),
    .P29(p_o[29]), .P28(p_o[28]), .P27(p_o[27]), .P26(p_o[26]), .P25(p_o[25]), .P24(p_o[24]),
    .P23(p_o[23]), .P22(p_o[22]), .P21(p_o[21]), .P20(p_o[20]), .P19(p_o[19]), .P18(p_o[18]),
    .P17(p_o[17]), .P16(p_o[16]), .P15(p_o[15]), .P14(p_o[14]), .P13(p_o[13]), .P12(p_o[12]),
    .P11(p_o[11]), .P10(p_o[10]), .P9(p_o[9]), .P8(p_o[8]), .P7(p_o[7]), .P6(p_o[6]),
    .P5(p_o[5]), .P4(p_o[4]), .P3(p_o[3]), .P2(p_o[2]), .P1(p_o[1]), .P0(p_o[0]),
    .SIGNEDP(signedp)
  );
`else
  wire [17:0] a, b;
  if (IR != 0) begin : g_ireg
    reg [17:0] a_q, b_q;
    always @(posedge clk_i) begin
      a_q <= a_i;
      b_q <= b_i;
    end
    assign a = a_q;
    assign b = b_q;
  end else begin : g_in
    assign a = a_i;
    assign b = b_i;
  end
  reg signed [35:0] p_q;
  always @(posedge clk_i) p_q <= $signed(a) * $signed(b);
  assign p_o = p_q;
`endif
endmodule
