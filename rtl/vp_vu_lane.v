// vp_vu_lane: one 32-bit lane of the vector unit (vp_vu), bit exact with
// the per-lane vpf_* functions the golden model's execute step calls
// (cmodel/vpmodel.c, run(); cmodel/vpfloat.c).
//
// Its inputs come from vp_vu's input register (register 1); seven stages
// follow, each registered at its end (register k ends stage k):
//   M0 (2): vp_fmul's four partial products (its first register); the
//      operands are registered for M1.
//   M1 (3): vp_fmul's sum (its second register), the operands' classes and
//      total-order keys, every result that needs neither product,
//      comparison, floor nor add; the add operands already known.
//   M2 (4): vp_fmul's normalisation (prod_o, combinational), the key
//      comparison (MIN/MAX/SLT..SNE), vp_vu_flr floor (FLR, FRC); the
//      results and add operands that are the product (MUL, DST.y, MAD,
//      DP*), the product of lane 1 (dot_y_i: the first dot-product sum) or
//      -floor(a) (FRC).
//   A1..A4 (5..8): vp_fadd in four steps for ADD, SUB, MAD (product + c,
//      rounded twice as vpf_mad), FRC (a - floor(a)) and the first
//      dot-product sum (product + dot_y_i, used by vp_vu in lane 0 for
//      DP3/DP4/DPH).
// r_o is register 8 (seven clocks after the inputs). Data registers are not
// reset. DEEP = 1 (vp_vu with LAT >= 23, the FPGA boards, whose EX_LAT
// the special-function unit sets) adds three stages where the lane's
// longest paths were: M2 becomes M2a (the product's normalisation and the
// key compare, registered) and M2b (the choices and the floor's last
// half), and the add takes six (vp_fadd PIPE 4: F1 split after its
// magnitude compare, F4 before the result's choice); vp_vu_flr takes two
// clocks. r_o is then register 11.
`include "ucode_fields.vh"
module vp_vu_lane #(
  parameter integer LANE = 0,     // 0..3 (x..w): which component DST produces
  // 1: three more stages (vp_vu with LAT >= 23): M2 in two (M2a: the
  // product registered, the keys compared; M2b: the choices) and the add
  // in six (vp_fadd PIPE 4); r_o is then register 11
  parameter integer DEEP = 0
) (
  input  wire        clk_i,
  input  wire [4:0]  vop_i,       // M0: `UC_VOP_*
  input  wire        vp2_i,       // M0: VP2 rules
  input  wire [31:0] a_i,         // M0: source 0
  input  wire [31:0] b_i,         // M0: source 1
  input  wire [31:0] c_i,         // M0: source 2 (MAD addend)
  input  wire [31:0] dot_y_i,     // M2 (M2b): second addend of DP3/DP4/DPH (lane 1's prod_o)
  output wire [31:0] prod_o,      // M2: a * b of two clocks before (vpf_mul), combinational;
                                  // with DEEP its register, read in M2b
  output wire [31:0] r_o          // register 8 (11 with DEEP): the lane result
);
  localparam [31:0] NAN  = 32'h7FC0_0000;
  localparam [31:0] ONE  = 32'h3F80_0000;
  localparam [31:0] MONE = 32'hBF80_0000;

  // ------------------------------------------------------------ M0
  // vp_fmul's partial products start from the input register; everything
  // else of the lane starts a clock later, with the product's sum
  wire [31:0] prod_m2;            // M2: a * b of two clocks before
  vp_fmul #(.PIPE(2)) u_mul (.clk_i(clk_i), .a_i(a_i), .b_i(b_i), .vp2_i(vp2_i), .r_o(prod_m2));
  wire [4:0]  vop_d;
  wire        vp2_d;
  wire [31:0] a_d, b_d, c_d;
  vp_delay #(.W(5 + 1 + 3*32)) u_d (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({vop_i, vp2_i, a_i, b_i, c_i}), .q_o({vop_d, vp2_d, a_d, b_d, c_d}));

  // ------------------------------------------------------------ M1

  // operand read (denormal -> signed zero) and classification: the
  // classes are formed in M0 from the input register and registered
  // beside the operands, so M1's results (the keys, vpf_out, the simple
  // results) start from flip-flops, not from a compare of the exponent
  // and an OR of the fraction
  wire        zero_a, zero_b, nan_a, nan_b;
  vp_delay #(.W(4)) u_cls (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({a_i[30:23] == 8'd0, b_i[30:23] == 8'd0,
          (a_i[30:23] == 8'hFF) && (a_i[22:0] != 23'd0), (b_i[30:23] == 8'hFF) && (b_i[22:0] != 23'd0)}),
    .q_o({zero_a, zero_b, nan_a, nan_b}));
  wire        any_nan = nan_a || nan_b;
  wire        nan_vp2 = vp2_d && any_nan;   // VP2: MIN/MAX/SLT.. of a NaN is NaN

  // vpf_out(): NaN -> canonical NaN, denormal -> signed zero
  wire [31:0] out_a   = nan_a ? NAN : zero_a ? {a_d[31], 31'd0} : a_d;
  wire [31:0] out_b   = nan_b ? NAN : zero_b ? {b_d[31], 31'd0} : b_d;
  wire [31:0] out_absa = nan_a ? NAN : zero_a ? 32'd0 : {1'b0, a_d[30:0]};

  // VP1 total-order key (vpf_order_key): magnitude with every NaN of a sign
  // one point above Inf; negative values as ~magnitude, so that signed
  // comparison orders -NaN < -Inf < .. < -0 < +0 < .. < +Inf < +NaN.
  // The keys are compared in M2.
  wire [30:0] mag_a = nan_a ? 31'h7F80_0001 : zero_a ? 31'd0 : a_d[30:0];
  wire [30:0] mag_b = nan_b ? 31'h7F80_0001 : zero_b ? 31'd0 : b_d[30:0];
  wire [31:0] key_a = {a_d[31], mag_a ^ {31{a_d[31]}}};
  wire [31:0] key_b = {b_d[31], mag_b ^ {31{b_d[31]}}};
  // VP2 comparisons (non-NaN operands): the same order with -0 == +0
  wire        vp2_bz = vp2_d && zero_a && zero_b;

  // DST: (1, a.y*b.y, a.z, b.w); lane 1's product is taken in M2
  wire [31:0] dst_r = (LANE == 0) ? ONE : (LANE == 2) ? out_a : out_b;

  // what M2 makes of its inputs
  localparam [2:0] K_SIMPLE = 3'd0,  // the M1 result
                   K_PROD   = 3'd1,  // the product
                   K_MIN    = 3'd2,
                   K_MAX    = 3'd3,
                   K_SET    = 3'd4,  // 1.0 / 0.0 for the relation mask rel
                   K_FLR    = 3'd5;  // floor of a
  reg [31:0] simple;   // result of an operation that needs neither M2 nor add
  reg [2:0]  kind;
  reg [2:0]  rel;      // relation mask {gt, eq, lt} of SLT..SNE
  reg [31:0] add_x, add_y;
  reg        x_prod;   // the first addend is the product (M2)
  reg        y_dot;    // the second addend is lane 1's product (M2)
  reg        y_nflr;   // the second addend is -floor(a) (M2; FRC)
  reg        use_add;
  always @* begin
    simple  = 32'd0;
    kind    = K_SIMPLE;
    rel     = 3'b000;
    add_x   = a_d;
    add_y   = b_d;
    x_prod  = 1'b0;
    y_dot   = 1'b0;
    y_nflr  = 1'b0;
    use_add = 1'b0;
    case (vop_d)
      `UC_VOP_MOV: simple = zero_a ? {a_d[31], 31'd0} : a_d; // vpf_in()
      `UC_VOP_MUL: kind = K_PROD;
      `UC_VOP_ADD: use_add = 1'b1;
      `UC_VOP_SUB: begin use_add = 1'b1; add_y = {~b_d[31], b_d[30:0]}; end
      `UC_VOP_MAD: begin use_add = 1'b1; x_prod = 1'b1; add_y = c_d; end
      `UC_VOP_DP3, `UC_VOP_DP4, `UC_VOP_DPH:
                   begin use_add = 1'b1; x_prod = 1'b1; y_dot = 1'b1; end
      `UC_VOP_DST: begin simple = dst_r; kind = (LANE == 1) ? K_PROD : K_SIMPLE; end
      `UC_VOP_MIN: kind = K_MIN;
      `UC_VOP_MAX: kind = K_MAX;
      `UC_VOP_SLT: begin kind = K_SET; rel = 3'b001; end
      `UC_VOP_SLE: begin kind = K_SET; rel = 3'b011; end
      `UC_VOP_SEQ: begin kind = K_SET; rel = 3'b010; end
      `UC_VOP_SGE: begin kind = K_SET; rel = 3'b110; end
      `UC_VOP_SGT: begin kind = K_SET; rel = 3'b100; end
      `UC_VOP_SNE: begin kind = K_SET; rel = 3'b101; end
      `UC_VOP_SFL: simple = 32'd0;
      `UC_VOP_STR: simple = ONE;
      `UC_VOP_SSG: simple = nan_a ? NAN : zero_a ? 32'd0 : a_d[31] ? MONE : ONE;
      `UC_VOP_FLR: kind = K_FLR;
      `UC_VOP_FRC: begin use_add = 1'b1; y_nflr = 1'b1; end
      `UC_VOP_ABS: simple = out_absa;
      default:     simple = 32'd0; // the model gives 0 for anything else (X_ZERO)
    endcase
  end

  reg [31:0] x_q3, y_q3, simple_q3, ka_q3, kb_q3, oa_q3, ob_q3;
  reg [2:0]  kind_q3, rel_q3;
  reg        x_prod_q3, y_dot_q3, y_nflr_q3, use_add_q3, nan2_q3, bz_q3;
  always @(posedge clk_i) begin
    x_q3       <= add_x;
    y_q3       <= add_y;
    simple_q3  <= simple;
    ka_q3      <= key_a;
    kb_q3      <= key_b;
    oa_q3      <= out_a;
    ob_q3      <= out_b;
    kind_q3    <= kind;
    rel_q3     <= rel;
    x_prod_q3  <= x_prod;
    y_dot_q3   <= y_dot;
    y_nflr_q3  <= y_nflr;
    use_add_q3 <= use_add;
    nan2_q3    <= nan_vp2;
    bz_q3      <= vp2_bz;
  end

  // ------------------------------------------------------------ M2
  // the floor of a_d of one clock before (two with DEEP): its mask and
  // case are formed in M1 (and M2a), before vp_vu_flr's last register
  wire [31:0] flr;
  vp_vu_flr #(.PIPE(1 + DEEP)) u_flr (.clk_i(clk_i), .a_i(a_d), .flr_o(flr));
  wire        lt_m2 = $signed(ka_q3) < $signed(kb_q3);
  wire        eq_m2 = (ka_q3 == kb_q3);

  // DEEP: M2a ends here, a register after the product's normalisation and
  // the key compare (M2b: the choices below); without DEEP these are wires
  localparam integer WM = 32 * 6 + 3 + 3 + 8;
  wire [WM-1:0] m2a = {prod_m2, x_q3, y_q3, simple_q3, oa_q3, ob_q3, kind_q3, rel_q3,
                       x_prod_q3, y_dot_q3, y_nflr_q3, use_add_q3, nan2_q3, bz_q3, lt_m2, eq_m2};
  wire [WM-1:0] m2b;
  vp_delay #(.W(WM), .N(DEEP)) u_m2a (.clk_i(clk_i), .rst_ni(1'b1), .d_i(m2a), .q_o(m2b));
  wire [31:0] prod, x_b, y_b, simple_b, oa_b, ob_b;
  wire [2:0]  kind_b, rel_b;
  wire        x_prod_b, y_dot_b, y_nflr_b, use_add_b, nan2_b, bz_b, ord_lt, ord_eq;
  assign {prod, x_b, y_b, simple_b, oa_b, ob_b, kind_b, rel_b,
          x_prod_b, y_dot_b, y_nflr_b, use_add_b, nan2_b, bz_b, ord_lt, ord_eq} = m2b;
`ifndef VP_PLANT_DEEP_SKEW
  assign prod_o = prod;
`else
  // test hook (make rtl-vu-selftest): the product given to the dot sums a
  // clock early with DEEP (M2a's register skipped); the vectors must show it
  assign prod_o = prod_m2;
`endif

  wire        cmp_lt = ord_lt && !bz_b;
  wire        cmp_eq = ord_eq || bz_b;
  wire        cmp_gt = !cmp_lt && !cmp_eq;
  wire        rel_hit = (rel_b[0] && cmp_lt) || (rel_b[1] && cmp_eq) || (rel_b[2] && cmp_gt);

  reg [31:0] res_m2;
  always @* begin
    case (kind_b)
      K_PROD:  res_m2 = prod;
      K_MIN:   res_m2 = nan2_b ? NAN : (ord_lt ? oa_b : ob_b);
      K_MAX:   res_m2 = nan2_b ? NAN : (ord_lt ? ob_b : oa_b);
      K_SET:   res_m2 = nan2_b ? NAN : rel_hit ? ONE : 32'd0;
      K_FLR:   res_m2 = flr;
      default: res_m2 = simple_b;
    endcase
  end

  reg [31:0] x_q4, y_q4, simple_q4;
  reg        use_add_q4;
  always @(posedge clk_i) begin
    x_q4       <= x_prod_b ? prod : x_b;
    y_q4       <= y_dot_b ? dot_y_i : y_nflr_b ? {~flr[31], flr[30:0]} : y_b;
    simple_q4  <= res_m2;
    use_add_q4 <= use_add_b;
  end

  // ------------------------------------------------------------ A1..A4
  // (A1a, A1b, A2, A3, A4a, A4b with DEEP)
  wire [31:0] sum;                // the sum of x_q4 and y_q4 of 3 + 2 DEEP clocks before
  vp_fadd #(.PIPE(2 + 2 * DEEP)) u_add (.clk_i(clk_i), .a_i(x_q4), .b_i(y_q4), .r_o(sum));

  wire [31:0] simple_q7;
  wire        use_add_q7;
  vp_delay #(.W(33), .N(3 + 2 * DEEP)) u_side (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({use_add_q4, simple_q4}), .q_o({use_add_q7, simple_q7}));
  reg [31:0] r_q8;
  always @(posedge clk_i) r_q8 <= use_add_q7 ? sum : simple_q7;
  assign r_o = r_q8;
endmodule
