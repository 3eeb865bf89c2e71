// vp_vu: the vector unit (docs/architecture.md 3.1): four FP32 lanes
// (vp_vu_lane) computing, bit for bit, what the NV20 (GPU = 20) or NV30
// (GPU = 30) vertex unit computes, as envytools' hardware-checked model
// describes it (nvhw/xf.c, nvhw/fp.c; instructions composed as its
// hwtest/xf.cc composes them):
//   - products truncated toward zero (a 24 x 24-bit multiplier per lane),
//     a zero product +0; overflow saturates (NV20) or gives Inf (NV30);
//   - ADD, SUB, MAD's add, FRC's add and DP3/DP4/DPH in one aligned
//     fixed-point sum (xf_sum): the bits of an addend below the
//     accumulator dropped, one truncation at the end; MAD is not fused;
//     DP3, DP4, DPH are one 3- or 4-addend sum of the truncated products
//     (DPH's fourth is 1.0 * b.w through lane 3's multiplier), in lane 0;
//   - the zero-wins rule (NV20, and NV30 when in_vp2_i = 0): a zero factor
//     gives +0, comparisons order the raw patterns; NV30 with in_vp2_i =
//     1 has neither (a NaN makes comparisons unordered, zeros and
//     denormals compare equal). NV20 ignores in_vp2_i;
//   - NV20 runs VP1.x only: with GPU 20 the VP2-only codes (FLR, FRC, SSG,
//     SEQ, SNE, SGT, SLE, STR) give +0 and the floor unit is not built;
//   - every NaN the unit creates is 0x7FFFFFFF; MOV, DST.z/.w and MIN/MAX
//     pass operand bits unchanged.
//
// Pipeline (MIN_LAT = 12 stages, each registered at its end; register k
// ends stage k), about one 18 x 18 product, one wide add or one shift per
// stage:
//   1   input register (the core's operand logic ends here)
//   2   partial products (M1: in the DSP blocks' own output registers on
//       the ECP5), exponent and special case of the product; the lanes'
//       other inputs registered
//   3   sum of the low partial products (M2a); the other inputs
//       registered again
//   4   the product's high bits (M2c); the comparison; the floor's mask (F1)
//   5   truncation, the product (M2b); the floor (F2); MIN/MAX/SET/SSG/ABS
//       results
//   6   the addends chosen and registered (A0)
//   7   largest exponent and alignment distances (A1)
//   8   alignment shift, ones' complement of the negative addends (A2)
//   9   the accumulator sum: carry-save rows and one add (A3)
//   10  magnitude, leading zeros (A4)
//   11  normalisation shift, exponent (A5)
//   12  truncation and result pattern (A6), the lane results, DP
//       broadcast: register 12 is the output
// Until 2026-11-29 the multiply took stages 2 and 3 (its DSP blocks in
// the fabric's path on both sides, 11.95 ns on the ULX3S at 5c12317, and
// its sum, truncation and pattern in one clock, 11.85 ns) and the addends'
// choice was in A1's clock (11.12 ns): MIN_LAT was 9. The boards' EX_LAT
// 13 left the unit four clocks to spare, so the two stages cost no
// latency there (docs/synth-log.md). The sum of the partial products took
// one stage (3) until the one sum was among the ULX3S's worst paths at
// be844c1 (11.68 ns): MIN_LAT was 11; EX_LAT 13 still leaves a clock.
// LAT > MIN_LAT appends a delay line (a distributed RAM and a register
// after the output register); LAT < MIN_LAT, or GPU other than 20 and 30,
// stops elaboration. out_valid_o is in_valid_i delayed by exactly LAT
// clocks; only the valid bits and the delay line's address are reset.
`include "ucode_fields.vh"
module vp_vu #(
  parameter integer LAT = 16,
  parameter integer GPU = 30,     // 20: NV20 (GeForce3), 30: NV30 (GeForce FX)
  // 1: each lane's 6 x 6-bit partial product from LUTs, three MULT18X18D a
  // lane (12, not 16): the small configuration (the LFE5U-25F board). The
  // engine sets no value: NV20's unit is the small one (docs/fpga.md)
  parameter integer MUL_LUT = (GPU == 20) ? 1 : 0
) (
  input  wire         clk_i,
  input  wire         rst_ni,
  input  wire         in_valid_i,
  input  wire [4:0]   in_vop_i,   // `UC_VOP_* (MOV..SUB)
  input  wire         in_vp2_i,   // 1: a VP2.0 program (NV30: no zero-wins rule)
  input  wire [127:0] in_a_i,     // source 0
  input  wire [127:0] in_b_i,     // source 1
  input  wire [127:0] in_c_i,     // source 2 (MAD addend)
  output wire         out_valid_o,
  output wire [127:0] out_r_o
);
  localparam integer MIN_LAT = 12;
  localparam integer PAD     = (LAT > MIN_LAT) ? LAT - MIN_LAT : 0;

  generate
    if (LAT < MIN_LAT) begin : g_lat_too_small
`ifdef VERILATOR
      $fatal(1, "vp_vu: parameter LAT=%0d is below MIN_LAT=%0d (the natural pipeline depth)", LAT, MIN_LAT);
`else
      // Icarus 11 and Yosys have no elaboration-time $fatal: instantiating a
      // module that does not exist stops elaboration with this name.
      vp_vu_ERROR_LAT_below_MIN_LAT_12 u_lat_error ();
`endif
    end
    if (GPU != 20 && GPU != 30) begin : g_bad_gpu
`ifdef VERILATOR
      $fatal(1, "vp_vu: parameter GPU=%0d is neither 20 (NV20) nor 30 (NV30)", GPU);
`else
      vp_vu_ERROR_GPU_is_neither_20_nor_30 u_gpu_error ();
`endif
    end
  endgenerate

  // ------------------------------------------------------------ input
  // DPH decoded in front of the register: lane 3's multiplier takes 1.0
  // for a.w through one gate, the only logic in front of its DSP blocks
  wire [4:0]   vop_q1;
  wire         vp2_q1, dph_q1;
  wire [127:0] a_q1, b_q1, c_q1;
  vp_delay #(.W(5 + 2 + 3*128)) u_in (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({in_vop_i, in_vp2_i, in_vop_i == `UC_VOP_DPH, in_a_i, in_b_i, in_c_i}),
    .q_o({vop_q1, vp2_q1, dph_q1, a_q1, b_q1, c_q1}));
  // the zero-wins rule: always on NV20, on NV30 for VP1.x programs
  wire zw = (GPU == 20) || !vp2_q1;

  // ------------------------------------------------------------ lanes
  // register 5: the lanes' products; lanes 1..3's go to lane 0's dot
  // sum, lane 0's own is used inside lane 0
  /* verilator lint_off UNUSEDSIGNAL */
  wire [127:0] prod;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [127:0] lane_r;            // 12: the lanes' results
  genvar l;
  generate
    for (l = 0; l < 4; l = l + 1) begin : g_lane
      vp_vu_lane #(.LANE(l), .GPU(GPU), .MUL_LUT(MUL_LUT)) u_lane (
        .clk_i(clk_i), .vop_i(vop_q1), .dph_i(dph_q1), .zw_i(zw),
        .a_i(a_q1[32*l +: 32]), .b_i(b_q1[32*l +: 32]), .c_i(c_q1[32*l +: 32]),
        .dot_i((l == 0) ? prod[127:32] : 96'd0),
        .prod_o(prod[32*l +: 32]), .r_o(lane_r[32*l +: 32])
      );
    end
  endgenerate

  // ------------------------------------------------------------ output
  // DP3/DP4/DPH: lane 0's sum in every component
  wire dp_q11;
  vp_delay #(.W(1), .N(10)) u_dp (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i(vop_q1 == `UC_VOP_DP3 || vop_q1 == `UC_VOP_DP4 || vop_q1 == `UC_VOP_DPH), .q_o(dp_q11));
  reg [127:0] out_q;
  always @(posedge clk_i) out_q <= dp_q11 ? {4{lane_r[31:0]}} : lane_r;

  // ------------------------------------------------------------ latency
  reg [LAT-1:0] valid_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) valid_q <= {LAT{1'b0}};
    else         valid_q <= {valid_q[LAT-2:0], in_valid_i};
  end
  assign out_valid_o = valid_q[LAT-1];

  // the delay line after the output register: PAD - 1 clocks in a
  // distributed RAM written and read at one rotating address (the entry
  // read is the one written PAD - 1 clocks before), then a register, so
  // out_r_o still leaves a flip-flop. The address is control state: reset
  // like the valid bits, so that it is never unknown.
  generate
    if (PAD > 1) begin : g_pad
      localparam integer D  = PAD - 1;
      localparam integer AW = (D > 1) ? $clog2(D) : 1;
      // ECP5: distributed RAM (TRELLIS_DPR16X4); elsewhere (the iCE40
      // report has no distributed RAM) the tool chooses
`ifdef VP_ECP5
      (* ram_style = "distributed" *)
`endif
      reg [127:0]  dl [0:D-1];
      reg [AW-1:0] ptr_q;
      reg [127:0]  pad_q;
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni)                          ptr_q <= {AW{1'b0}};
        else if (ptr_q == D[AW-1:0] - 1'b1)   ptr_q <= {AW{1'b0}};
        else                                  ptr_q <= ptr_q + 1'b1;
      end
      always @(posedge clk_i) begin
        dl[ptr_q] <= out_q;
        pad_q     <= dl[ptr_q];
      end
      assign out_r_o = pad_q;
    end else if (PAD == 1) begin : g_pad1
      reg [127:0] pad_q;
      always @(posedge clk_i) pad_q <= out_q;
      assign out_r_o = pad_q;
    end else begin : g_nopad
      assign out_r_o = out_q;
    end
  endgenerate
endmodule
