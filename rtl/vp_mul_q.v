// vp_mul_q: one product of the units registered a clock later: p_q =
// (a_i * b_i) mod 2^PW of one clock before, unsigned or, with SIGNED = 1,
// both operands two's complement; LUT = 1 builds the product from LUTs
// (vp_mul LUT, unsigned only). Used wherever a product goes straight into a
// register: vp_vu_mul's partial products, vp_sfu_mslot's slots, the
// products of vp_sfu_quad, vp_sfu_rsq and vp_sfu_rcp.
//
// Stage: the operands arrive combinationally, the product leaves from a
// register one clock later (no reset: the register holds data only).
//
//   default   vp_mul and a register of the fabric (Yosys maps the multiply
//             to one MULT18X18D on the ECP5 and the register to flip-flops
//             beside it);
//   VP_ECP5   (defined by the FPGA flow, fpga/flow.sh, and synth/run.sh
//             for its ECP5 flows) with LUT = 0 and both operands at most
//             18 bits: one Lattice MULT18X18D instantiated with its own
//             output register (REG_OUTPUT_CLK = CLK0), the operands zero-
//             or sign-extended to 18 bits. Yosys does not pack a register
//             into an ECP5 DSP block by itself, and nextpnr 0.11.1 times
//             a flip-flop -> MULT18X18D -> flip-flop path whole; with the
//             output register it counts the multiply as 3.49 ns of setup
//             of the data inputs (speed 6) and the product leaves at
//             0.58 ns (docs/synth-log.md, "What nextpnr times in a DSP
//             block", make synth-dsp-probe). Those paths were some 400 of
//             the ULX3S's late endpoints (fpga/REPORT.md). Simulation
//             model: synth/ecp5_mult18x18d_sim.v (the boards' engine in
//             make rtl-cosim and rtl-multi-cosim runs this branch). Wider
//             operands, or LUT = 1, take the default.
// The ports are plain vectors, two's complement by convention when SIGNED
// = 1: with signed ports Yosys 0.70 derived a MULT18X18D's module into a
// separate one and failed at the end of synth_ecp5 (the old vp_sfu_mul18r,
// before 9d15bc1), so each branch makes them signed itself.
module vp_mul_q #(
  parameter integer AW     = 18,   // width of a_i
  parameter integer BW     = 18,   // width of b_i
  parameter integer PW     = 36,   // width of the product kept (mod 2^PW), <= AW + BW
  parameter integer SIGNED = 0,    // 1: a_i and b_i two's complement (LUT = 0 only)
  parameter integer LUT    = 0     // 1: from LUTs (vp_mul), always a fabric register
) (
  input  wire          clk_i,
  input  wire [AW-1:0] a_i,
  input  wire [BW-1:0] b_i,
  output wire [PW-1:0] p_o         // the a_i * b_i of one clock before
);
`ifdef VP_ECP5
  localparam integer DSP = (LUT == 0 && AW <= 18 && BW <= 18) ? 1 : 0;
`else
  localparam integer DSP = 0;
`endif
  generate
    if (DSP != 0) begin : g_dsp
`ifdef VP_ECP5
      // the operands extended (zeros, or the sign with SIGNED) and cut to 18 bits
      wire sa = (SIGNED != 0) && a_i[AW-1];
      wire sb = (SIGNED != 0) && b_i[BW-1];
      /* verilator lint_off UNUSEDSIGNAL */ // above bit 17: the extension's surplus
      wire [AW+17:0] ax = {{18{sa}}, a_i};
      wire [BW+17:0] bx = {{18{sb}}, b_i};
      /* verilator lint_on UNUSEDSIGNAL */
      wire [17:0] a = ax[17:0];
      wire [17:0] b = bx[17:0];
      /* verilator lint_off UNUSEDSIGNAL */ // P above PW - 1: the product is kept mod 2^PW
      wire [35:0] p;
      /* verilator lint_on UNUSEDSIGNAL */
      /* verilator lint_off UNUSEDSIGNAL */ // the product's signedness: known here (SIGNED)
      wire signedp;
      /* verilator lint_on UNUSEDSIGNAL */
      localparam [0:0] SG = (SIGNED != 0) ? 1'b1 : 1'b0;
      MULT18X18D #(
        .REG_INPUTA_CLK("NONE"), .REG_INPUTA_CE("CE0"), .REG_INPUTA_RST("RST0"),
        .REG_INPUTB_CLK("NONE"), .REG_INPUTB_CE("CE0"), .REG_INPUTB_RST("RST0"),
        .REG_INPUTC_CLK("NONE"),
        .REG_PIPELINE_CLK("NONE"),
        .REG_OUTPUT_CLK("CLK0"), .REG_OUTPUT_CE("CE0"), .REG_OUTPUT_RST("RST0"),
        .GSR("DISABLED"), .RESETMODE("SYNC"), .SOURCEB_MODE("B_SHIFT"), .MULT_BYPASS("DISABLED")
      ) u_dsp (
        .A17(a[17]), .A16(a[16]), .A15(a[15]), .A14(a[14]), .A13(a[13]), .A12(a[12]),
        .A11(a[11]), .A10(a[10]), .A9(a[9]), .A8(a[8]), .A7(a[7]), .A6(a[6]),
        .A5(a[5]), .A4(a[4]), .A3(a[3]), .A2(a[2]), .A1(a[1]), .A0(a[0]),
        .B17(b[17]), .B16(b[16]), .B15(b[15]), .B14(b[14]), .B13(b[13]), .B12(b[12]),
        .B11(b[11]), .B10(b[10]), .B9(b[9]), .B8(b[8]), .B7(b[7]), .B6(b[6]),
        .B5(b[5]), .B4(b[4]), .B3(b[3]), .B2(b[2]), .B1(b[1]), .B0(b[0]),
        .C17(1'b0), .C16(1'b0), .C15(1'b0), .C14(1'b0), .C13(1'b0), .C12(1'b0), .C11(1'b0),
        .C10(1'b0), .C9(1'b0), .C8(1'b0), .C7(1'b0), .C6(1'b0), .C5(1'b0), .C4(1'b0), .C3(1'b0),
        .C2(1'b0), .C1(1'b0), .C0(1'b0),
        .SIGNEDA(SG), .SIGNEDB(SG), .SOURCEA(1'b0), .SOURCEB(1'b0),
        .CLK0(clk_i), .CLK1(1'b0), .CLK2(1'b0), .CLK3(1'b0),
        .CE0(1'b1), .CE1(1'b0), .CE2(1'b0), .CE3(1'b0),
        .RST0(1'b0), .RST1(1'b0), .RST2(1'b0), .RST3(1'b0),
        .P35(p[35]), .P34(p[34]), .P33(p[33]), .P32(p[32]), .P31(p[31]), .P30(p[30]),
        .P29(p[29]), .P28(p[28]), .P27(p[27]), .P26(p[26]), .P25(p[25]), .P24(p[24]),
        .P23(p[23]), .P22(p[22]), .P21(p[21]), .P20(p[20]), .P19(p[19]), .P18(p[18]),
        .P17(p[17]), .P16(p[16]), .P15(p[15]), .P14(p[14]), .P13(p[13]), .P12(p[12]),
        .P11(p[11]), .P10(p[10]), .P9(p[9]), .P8(p[8]), .P7(p[7]), .P6(p[6]),
        .P5(p[5]), .P4(p[4]), .P3(p[3]), .P2(p[2]), .P1(p[1]), .P0(p[0]),
        .SIGNEDP(signedp)
      );
      assign p_o = p[PW-1:0];
`endif
    end else begin : g_fab
      wire [PW-1:0] p;
      reg  [PW-1:0] p_q;
      vp_mul #(.AW(AW), .BW(BW), .PW(PW), .SIGNED(SIGNED), .LUT(LUT)) u_mul (
        .a_i(a_i), .b_i(b_i), .p_o(p));
      always @(posedge clk_i) p_q <= p;
      assign p_o = p_q;
    end
  endgenerate
endmodule
