// vp_vu: the vector unit (docs/architecture.md 3.1): four FP32 lanes
// (vp_vu_lane) and the dot-product chain, bit exact for every input with the
// vector-unit cases of the golden model's execute step (cmodel/vpmodel.c,
// run(); called exec_vector() in docs/architecture.md), i.e. the vpf_*
// functions of cmodel/vpfloat.c.
//
// Pipeline (MIN_LAT = 4 stages, each holding at most one multiply or one
// add, registered at its end):
//   S1  multiply        lanes: product, floor, comparisons, simple results
//   S2  add             lanes: ADD/SUB/MAD/FRC; lane 0: x*x' + y*y'
//   S3  add             dot:   (x*x' + y*y') + z*z'
//   S4  add             dot:   + w*w' (DP4) or + b.w (DPH); output register
// The sums are taken left to right and each is rounded, as vpf_dp3/dp4/dph.
// LAT > MIN_LAT appends a delay line; LAT < MIN_LAT stops elaboration.
// out_valid_o is in_valid_i delayed by exactly LAT clocks; only the valid
// bits are reset.
`include "ucode_fields.vh"
module vp_vu #(
  parameter integer LAT = 4
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
  localparam integer MIN_LAT = 4;
  localparam integer PAD     = (LAT > MIN_LAT) ? LAT - MIN_LAT : 0;

  generate
    if (LAT < MIN_LAT) begin : g_lat_too_small
`ifdef VERILATOR
      $fatal(1, "vp_vu: parameter LAT=%0d is below MIN_LAT=%0d (the natural pipeline depth)", LAT, MIN_LAT);
`else
      // Icarus 11 and Yosys have no elaboration-time $fatal: instantiating a
      // module that does not exist stops elaboration with this name.
      vp_vu_ERROR_LAT_below_MIN_LAT_4 u_lat_error ();
`endif
    end
  endgenerate

  // ------------------------------------------------------------ lanes
  // lane products; lane 0's is used only inside lane 0 (first dot sum)
  /* verilator lint_off UNUSEDSIGNAL */
  wire [127:0] prod;
  /* verilator lint_on UNUSEDSIGNAL */
  wire [127:0] lane_r;              // S2 registers of the lanes
  genvar l;
  generate
    for (l = 0; l < 4; l = l + 1) begin : g_lane
      vp_vu_lane #(.LANE(l)) u_lane (
        .clk_i(clk_i), .vop_i(in_vop_i), .vp2_i(in_vp2_i),
        .a_i(in_a_i[32*l +: 32]), .b_i(in_b_i[32*l +: 32]), .c_i(in_c_i[32*l +: 32]),
        .dot_y_i(prod[63:32]),
        .prod_o(prod[32*l +: 32]), .r_o(lane_r[32*l +: 32])
      );
    end
  endgenerate

  // ------------------------------------------------------------ dot chain
  localparam [1:0] DOT_NONE = 2'd0, DOT_DP3 = 2'd1, DOT_ADDW = 2'd2;
  reg [1:0] dot_s1;
  always @* begin
    case (in_vop_i)
      `UC_VOP_DP3:             dot_s1 = DOT_DP3;
      `UC_VOP_DP4, `UC_VOP_DPH: dot_s1 = DOT_ADDW;
      default:                 dot_s1 = DOT_NONE;
    endcase
  end
  // the fourth addend: w*w' for DP4, b.w as read for DPH
  wire [31:0] w_s1 = (in_vop_i == `UC_VOP_DP4) ? prod[127:96] : in_b_i[127:96];

  reg [1:0]  dot_q1, dot_q2, dot_q3;
  reg [31:0] z_q1, z_q2;            // z*z'
  reg [31:0] w_q1, w_q2, w_q3;
  reg [31:0] sum3_q;                // S3: (x*x' + y*y') + z*z'
  reg [127:0] lane_q3;
  wire [31:0] sum3, sum4;
  vp_fadd u_add3 (.a_i(lane_r[31:0]), .b_i(z_q2), .r_o(sum3));
  vp_fadd u_add4 (.a_i(sum3_q), .b_i(w_q3), .r_o(sum4));

  reg [127:0] out_q;
  always @(posedge clk_i) begin
    // S1
    dot_q1 <= dot_s1;
    z_q1   <= prod[95:64];
    w_q1   <= w_s1;
    // S2
    dot_q2 <= dot_q1;
    z_q2   <= z_q1;
    w_q2   <= w_q1;
    // S3
    dot_q3  <= dot_q2;
    sum3_q  <= sum3;
    w_q3    <= w_q2;
    lane_q3 <= lane_r;
    // S4
    case (dot_q3)
      DOT_DP3:  out_q <= {4{sum3_q}};
      DOT_ADDW: out_q <= {4{sum4}};
      default:  out_q <= lane_q3;
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
