// vp_vu: the vector unit (docs/architecture.md 3.1): four FP32 lanes
// (vp_vu_lane) and the dot-product chain, bit exact for every input with the
// vector-unit cases of the golden model's execute step (cmodel/vpmodel.c,
// run(); called exec_vector() in docs/architecture.md), i.e. the vpf_*
// functions of cmodel/vpfloat.c.
//
// Pipeline (MIN_LAT = 16 stages, each registered at its end; register k
// ends stage k). A multiply takes three stages (vp_fmul PIPE = 2), an add
// four (vp_fadd PIPE = 2), so that no stage holds more than about one
// wide add, shift, leading-zero count or multiplier array:
//   1        input register (the core's operand logic ends here)
//   2..4     lanes M0..M2: product, floor, comparisons, simple results
//   5..8     lanes A1..A4: ADD/SUB/MAD/FRC; lane 0: x*x' + y*y'
//   9..12    dot: (x*x' + y*y') + z*z'
//   13..16   dot: + w*w' (DP4) or + b.w (DPH); register 16 is the output
// The sums are taken left to right and each is rounded, as vpf_dp3/dp4/dph.
// With LAT >= 23 (DEEP; the FPGA boards, whose EX_LAT 24 the special-
// function unit sets) MIN_LAT is 23: the lanes' M2 takes two stages (M2a
// the product's normalisation and the key compare, M2b the choices and
// the floor's last half) and every add six (vp_fadd PIPE 4: its F1 split
// after the magnitude compare, its F4 before the result's choice), so the
// lanes end at register 11, the first dot sum at 17 and the output at 23.
// LAT > MIN_LAT appends a delay line; LAT < MIN_LAT stops elaboration.
// out_valid_o is in_valid_i delayed by exactly LAT clocks; only the valid
// bits are reset.
`include "ucode_fields.vh"
module vp_vu #(
  parameter integer LAT = 16
) (
  input  wire         clk_i,
  input  wire         rst_ni,
  input  wire         in_valid_i,
  input  wire [4:0]   in_vop_i,   // `UC_VOP_* (MOV..SUB)
  input  wire         in_vp2_i,   // 1: VP2 rules, 0: VP1 rules
  input  wire [127:0] in_a_i,     // source 0
  input  wire [127:0] in_b_i,     // source 1
  input  wire [127:0] in_c_i,     // source 2 (MAD addend)
  output wire         out_valid_o,
  output wire [127:0] out_r_o
);
  // DEEP (LAT >= 23): the lanes three stages longer (vp_vu_lane DEEP) and
  // each dot add two (vp_fadd PIPE 4): seven more registers where the
  // unit's longest paths were, in latency the core has anyway (the FPGA
  // boards' EX_LAT 24 is set by the special-function unit)
  localparam integer DEEP    = (LAT >= 23) ? 1 : 0;
  localparam integer MIN_LAT = 16 + 7 * DEEP;
  localparam integer PAD     = (LAT > MIN_LAT) ? LAT - MIN_LAT : 0;
  // register numbers: the lanes' product (read in M2, or M2b with DEEP),
  // the lanes' result, the first dot sum's register, the output
  localparam integer RP = 4 + DEEP;        // z*z' and the fourth addend enter here
  localparam integer RL = 8 + 3 * DEEP;    // lane_r
  localparam integer R3 = 12 + 5 * DEEP;   // sum3_q's first
  localparam integer RO = 16 + 7 * DEEP;   // out_q (= MIN_LAT)

  generate
    if (LAT < MIN_LAT) begin : g_lat_too_small
`ifdef VERILATOR
      $fatal(1, "vp_vu: parameter LAT=%0d is below MIN_LAT=%0d (the natural pipeline depth)", LAT, MIN_LAT);
`else
      // Icarus 11 and Yosys have no elaboration-time $fatal: instantiating a
      // module that does not exist stops elaboration with this name.
      vp_vu_ERROR_LAT_below_MIN_LAT_16 u_lat_error ();
`endif
    end
  endgenerate

  // ------------------------------------------------------------ input
  wire [4:0]   vop_q1;
  wire         vp2_q1;
  wire [127:0] a_q1, b_q1, c_q1;
  vp_delay #(.W(5 + 1 + 3*128)) u_in (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({in_vop_i, in_vp2_i, in_a_i, in_b_i, in_c_i}), .q_o({vop_q1, vp2_q1, a_q1, b_q1, c_q1}));

  // ------------------------------------------------------------ lanes
  // lane products (M2, stage 4; with DEEP a register, read in stage 5);
  // lane 0's is used only inside lane 0 (first dot sum)
  /* verilator lint_off UNUSEDSIGNAL */
  wire [127:0] prod;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [127:0] lane_r;              // register RL of the lanes
  genvar l;
  generate
    for (l = 0; l < 4; l = l + 1) begin : g_lane
      vp_vu_lane #(.LANE(l), .DEEP(DEEP)) u_lane (
        .clk_i(clk_i), .vop_i(vop_q1), .vp2_i(vp2_q1),
        .a_i(a_q1[32*l +: 32]), .b_i(b_q1[32*l +: 32]), .c_i(c_q1[32*l +: 32]),
        .dot_y_i(prod[63:32]),
        .prod_o(prod[32*l +: 32]), .r_o(lane_r[32*l +: 32])
      );
    end
  endgenerate

  // ------------------------------------------------------------ dot chain
  localparam [1:0] DOT_NONE = 2'd0, DOT_DP3 = 2'd1, DOT_ADDW = 2'd2;
  reg [1:0] dot_m1;
  always @* begin
    case (vop_q1)
      `UC_VOP_DP3:             dot_m1 = DOT_DP3;
      `UC_VOP_DP4, `UC_VOP_DPH: dot_m1 = DOT_ADDW;
      default:                 dot_m1 = DOT_NONE;
    endcase
  end

  // dot_q[k]: the dot kind at register k (2..RO-1)
  reg [1:0]  dot_q [2:RO-1];
  reg        dp4_q [2:RP-1];
  reg [31:0] bw_q [2:RP-1];         // b.w as read (DPH)
  // z*z' at registers RP..RL, the fourth addend at registers RP..R3: w*w'
  // for DP4, b.w for DPH
  reg [31:0] z_q [RP:RL];
  reg [31:0] w_q [RP:R3];
  reg [31:0] sum3_q [R3:RO-1];
  reg [127:0] lane_q [RL+1:RO-1];
  wire [31:0] sum3, sum4;           // the last step of each dot add (combinational)
  vp_fadd #(.PIPE(2 + 2 * DEEP)) u_add3 (.clk_i(clk_i), .a_i(lane_r[31:0]), .b_i(z_q[RL]), .r_o(sum3));
  vp_fadd #(.PIPE(2 + 2 * DEEP)) u_add4 (.clk_i(clk_i), .a_i(sum3_q[R3]), .b_i(w_q[R3]), .r_o(sum4));

  reg [127:0] out_q;
  integer d;
  always @(posedge clk_i) begin
    dot_q[2] <= dot_m1;
    for (d = 3; d <= RO - 1; d = d + 1) dot_q[d] <= dot_q[d-1];
    dp4_q[2] <= vop_q1 == `UC_VOP_DP4;
    bw_q[2]  <= b_q1[127:96];
    for (d = 3; d <= RP - 1; d = d + 1) begin
      dp4_q[d] <= dp4_q[d-1];
      bw_q[d]  <= bw_q[d-1];
    end
    z_q[RP] <= prod[95:64];
    for (d = RP + 1; d <= RL; d = d + 1) z_q[d] <= z_q[d-1];
    w_q[RP] <= dp4_q[RP-1] ? prod[127:96] : bw_q[RP-1];
    for (d = RP + 1; d <= R3; d = d + 1) w_q[d] <= w_q[d-1];
    sum3_q[R3] <= sum3;
    for (d = R3 + 1; d <= RO - 1; d = d + 1) sum3_q[d] <= sum3_q[d-1];
    lane_q[RL+1] <= lane_r;
    for (d = RL + 2; d <= RO - 1; d = d + 1) lane_q[d] <= lane_q[d-1];
    case (dot_q[RO-1])
      DOT_DP3:  out_q <= {4{sum3_q[RO-1]}};
      DOT_ADDW: out_q <= {4{sum4}};
      default:  out_q <= lane_q[RO-1];
    endcase
  end

  // ------------------------------------------------------------ latency
  reg [LAT-1:0] valid_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) valid_q <= {LAT{1'b0}};
    else         valid_q <= {valid_q[LAT-2:0], in_valid_i};
  end
  assign out_valid_o = valid_q[LAT-1];

  generate
    if (PAD > 0) begin : g_pad
      reg [127:0] pad_q [0:PAD-1];
      integer k;
      always @(posedge clk_i) begin
        pad_q[0] <= out_q;
        for (k = 1; k < PAD; k = k + 1) pad_q[k] <= pad_q[k-1];
      end
      assign out_r_o = pad_q[PAD-1];
    end else begin : g_nopad
      assign out_r_o = out_q;
    end
  endgenerate
endmodule
