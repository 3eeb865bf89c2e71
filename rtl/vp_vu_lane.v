// vp_vu_lane: one 32-bit lane of the vector unit (vp_vu), bit exact with
// the per-lane vpf_* functions the golden model's execute step calls
// (cmodel/vpmodel.c, run(); cmodel/vpfloat.c).
//
// Its inputs come from vp_vu's input register (register 1); five stages
// follow, each registered at its end (register k ends stage k+1):
//   M1 (2): vp_fmul's significand product (its register), vp_vu_flr floor,
//      the comparison of the two operands (MIN/MAX/SLT..SNE) and every
//      result that needs neither product nor add; the add operands that
//      are already known.
//   M2 (3): vp_fmul's normalisation (prod_o, combinational); the results
//      and add operands that are the product (MUL, DST.y, MAD, DP*) or the
//      product of lane 1 (dot_y_i: the first dot-product sum).
//   A1..A3 (4..6): vp_fadd in three steps for ADD, SUB, MAD (product + c,
//      rounded twice as vpf_mad), FRC (a - floor(a)) and the first
//      dot-product sum (product + dot_y_i, used by vp_vu in lane 0 for
//      DP3/DP4/DPH).
// r_o is register 6 (five clocks after the inputs). Data registers are not
// reset.
`include "ucode_fields.vh"
module vp_vu_lane #(
  parameter integer LANE = 0      // 0..3 (x..w): which component DST produces
) (
  input  wire        clk_i,
  input  wire [4:0]  vop_i,       // M1: `UC_VOP_*
  input  wire        vp2_i,       // M1: VP2 rules
  input  wire [31:0] a_i,         // M1: source 0
  input  wire [31:0] b_i,         // M1: source 1
  input  wire [31:0] c_i,         // M1: source 2 (MAD addend)
  input  wire [31:0] dot_y_i,     // M2: second addend of DP3/DP4/DPH (product of lane 1)
  output wire [31:0] prod_o,      // M2: a * b of one clock before (vpf_mul), combinational
  output wire [31:0] r_o          // register 6: the lane result
);
  localparam [31:0] NAN  = 32'h7FC0_0000;
  localparam [31:0] ONE  = 32'h3F80_0000;
  localparam [31:0] MONE = 32'hBF80_0000;

  // ------------------------------------------------------------ M1
  wire [31:0] prod, flr;          // prod: M2
  vp_fmul #(.PIPE(1)) u_mul (.clk_i(clk_i), .a_i(a_i), .b_i(b_i), .vp2_i(vp2_i), .r_o(prod));
  vp_vu_flr u_flr (.a_i(a_i), .flr_o(flr));
  assign prod_o = prod;

  // operand read (denormal -> signed zero) and classification
  wire        zero_a = (a_i[30:23] == 8'd0);
  wire        zero_b = (b_i[30:23] == 8'd0);
  wire        nan_a  = (a_i[30:23] == 8'hFF) && (a_i[22:0] != 23'd0);
  wire        nan_b  = (b_i[30:23] == 8'hFF) && (b_i[22:0] != 23'd0);
  wire        any_nan = nan_a || nan_b;
  wire        nan_vp2 = vp2_i && any_nan;   // VP2: MIN/MAX/SLT.. of a NaN is NaN

  // vpf_out(): NaN -> canonical NaN, denormal -> signed zero
  wire [31:0] out_a   = nan_a ? NAN : zero_a ? {a_i[31], 31'd0} : a_i;
  wire [31:0] out_b   = nan_b ? NAN : zero_b ? {b_i[31], 31'd0} : b_i;
  wire [31:0] out_absa = nan_a ? NAN : zero_a ? 32'd0 : {1'b0, a_i[30:0]};

  // VP1 total-order key (vpf_order_key): magnitude with every NaN of a sign
  // one point above Inf; negative values as ~magnitude, so that signed
  // comparison orders -NaN < -Inf < .. < -0 < +0 < .. < +Inf < +NaN.
  wire [30:0] mag_a = nan_a ? 31'h7F80_0001 : zero_a ? 31'd0 : a_i[30:0];
  wire [30:0] mag_b = nan_b ? 31'h7F80_0001 : zero_b ? 31'd0 : b_i[30:0];
  wire [31:0] key_a = {a_i[31], mag_a ^ {31{a_i[31]}}};
  wire [31:0] key_b = {b_i[31], mag_b ^ {31{b_i[31]}}};
  wire        ord_lt = $signed(key_a) < $signed(key_b);
  wire        ord_eq = (key_a == key_b);
  // VP2 comparisons (non-NaN operands): the same order with -0 == +0
  wire        both_zero = zero_a && zero_b;
  wire        cmp_lt = ord_lt && !(vp2_i && both_zero);
  wire        cmp_eq = ord_eq || (vp2_i && both_zero);
  wire        cmp_gt = !cmp_lt && !cmp_eq;

  // set-on result for a relation mask {gt, eq, lt}
  function [31:0] set_on;
    input [2:0] rel;
    input       nan2, lt, eq, gt;
    begin
      if (nan2)                                      set_on = NAN;
      else if ((rel[0] && lt) || (rel[1] && eq) || (rel[2] && gt)) set_on = ONE;
      else                                           set_on = 32'd0;
    end
  endfunction

  // DST: (1, a.y*b.y, a.z, b.w); lane 1's product is taken in M2
  wire [31:0] dst_r = (LANE == 0) ? ONE : (LANE == 2) ? out_a : out_b;

  reg [31:0] simple;   // result of an operation that needs no add
  reg        s_prod;   // the result is the product (M2)
  reg [31:0] add_x, add_y;
  reg        x_prod;   // the first addend is the product (M2)
  reg        y_dot;    // the second addend is lane 1's product (M2)
  reg        use_add;
  always @* begin
    simple  = 32'd0;
    s_prod  = 1'b0;
    add_x   = a_i;
    add_y   = b_i;
    x_prod  = 1'b0;
    y_dot   = 1'b0;
    use_add = 1'b0;
    case (vop_i)
      `UC_VOP_MOV: simple = zero_a ? {a_i[31], 31'd0} : a_i; // vpf_in()
      `UC_VOP_MUL: s_prod = 1'b1;
      `UC_VOP_ADD: use_add = 1'b1;
      `UC_VOP_SUB: begin use_add = 1'b1; add_y = {~b_i[31], b_i[30:0]}; end
      `UC_VOP_MAD: begin use_add = 1'b1; x_prod = 1'b1; add_y = c_i; end
      `UC_VOP_DP3, `UC_VOP_DP4, `UC_VOP_DPH:
                   begin use_add = 1'b1; x_prod = 1'b1; y_dot = 1'b1; end
      `UC_VOP_DST: begin simple = dst_r; s_prod = (LANE == 1); end
      `UC_VOP_MIN: simple = nan_vp2 ? NAN : (ord_lt ? out_a : out_b);
      `UC_VOP_MAX: simple = nan_vp2 ? NAN : (ord_lt ? out_b : out_a);
      `UC_VOP_SLT: simple = set_on(3'b001, nan_vp2, cmp_lt, cmp_eq, cmp_gt);
      `UC_VOP_SLE: simple = set_on(3'b011, nan_vp2, cmp_lt, cmp_eq, cmp_gt);
      `UC_VOP_SEQ: simple = set_on(3'b010, nan_vp2, cmp_lt, cmp_eq, cmp_gt);
      `UC_VOP_SGE: simple = set_on(3'b110, nan_vp2, cmp_lt, cmp_eq, cmp_gt);
      `UC_VOP_SGT: simple = set_on(3'b100, nan_vp2, cmp_lt, cmp_eq, cmp_gt);
      `UC_VOP_SNE: simple = set_on(3'b101, nan_vp2, cmp_lt, cmp_eq, cmp_gt);
      `UC_VOP_SFL: simple = 32'd0;
      `UC_VOP_STR: simple = ONE;
      `UC_VOP_SSG: simple = nan_a ? NAN : zero_a ? 32'd0 : a_i[31] ? MONE : ONE;
      `UC_VOP_FLR: simple = flr;
      `UC_VOP_FRC: begin use_add = 1'b1; add_y = {~flr[31], flr[30:0]}; end
      `UC_VOP_ABS: simple = out_absa;
      default:     simple = 32'd0; // the model gives 0 for anything else (X_ZERO)
    endcase
  end

  reg [31:0] x_q2, y_q2, simple_q2;
  reg        s_prod_q2, x_prod_q2, y_dot_q2, use_add_q2;
  always @(posedge clk_i) begin
    x_q2       <= add_x;
    y_q2       <= add_y;
    simple_q2  <= simple;
    s_prod_q2  <= s_prod;
    x_prod_q2  <= x_prod;
    y_dot_q2   <= y_dot;
    use_add_q2 <= use_add;
  end

  // ------------------------------------------------------------ M2
  reg [31:0] x_q3, y_q3, simple_q3;
  reg        use_add_q3;
  always @(posedge clk_i) begin
    x_q3       <= x_prod_q2 ? prod : x_q2;
    y_q3       <= y_dot_q2 ? dot_y_i : y_q2;
    simple_q3  <= s_prod_q2 ? prod : simple_q2;
    use_add_q3 <= use_add_q2;
  end

  // ------------------------------------------------------------ A1..A3
  wire [31:0] sum;                // A3: the sum of x_q3 and y_q3 of two clocks before
  vp_fadd #(.PIPE(1)) u_add (.clk_i(clk_i), .a_i(x_q3), .b_i(y_q3), .r_o(sum));

  reg [31:0] simple_q4, simple_q5, r_q6;
  reg        use_add_q4, use_add_q5;
  always @(posedge clk_i) begin
    simple_q4  <= simple_q3;
    use_add_q4 <= use_add_q3;
    simple_q5  <= simple_q4;
    use_add_q5 <= use_add_q4;
    r_q6       <= use_add_q5 ? sum : simple_q5;
  end
  assign r_o = r_q6;
endmodule
