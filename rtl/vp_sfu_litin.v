// vp_sfu_litin: operand side of LIT in the special-function unit (vp_sfu),
// combinational, stage 1; sfu_lit() in cmodel/sfu.c (docs/numerics.md 3.8)
// apart from the power EX2(MUL(w', LG2(y'))), which vp_sfu computes with
// its LG2 and EX2 pipelines and vp_fmul.
//   x' = (x < 0) ? +0 : x, y' = (y < 0) ? +0 : y  (the mode's order: VP1
//        counts -0 and -NaN as negative, VP2 neither NaN nor -0)
//   w' = w clamped to +-(128 - 1/256) (VP1: NaN by its sign; VP2: NaN kept)
//   z  = +0 if not x' > 0; else (VP2) NaN if y' or w' is NaN; else (VP2)
//        1.0 if w' = +-0; else y' if w' = 1.0; else the power.
// zsp_f_o says z is zsp_o rather than the power.
module vp_sfu_litin (
  input  wire [31:0] x_i,
  input  wire [31:0] y_i,
  input  wire [31:0] w_i,
  input  wire        vp2_i,
  output wire [31:0] y_o,     // y' (LG2 operand)
  output wire [31:0] w_o,     // w' (MUL operand)
  output wire [31:0] outx_o,  // result lane y: x' as written
  output wire        zsp_f_o,
  output wire [31:0] zsp_o
);
  localparam [30:0] CLAMP = 31'h42FF_FE00;  // 128 - 1/256
  localparam [31:0] NAN   = 32'h7FC0_0000;
  localparam [31:0] ONE   = 32'h3F80_0000;

  // operand read: denormal -> zero of its sign. The classes come from the
  // raw operands, each a few logic levels beside the others, and those of
  // x', y' and w' from them, not from a second compare of the chosen
  // values (tb/equiv/ref_sfu_litin.v is the plain form; make rtl-equiv
  // proves the two equal):
  //   NaN: exponent all ones and a nonzero fraction (a denormal is not);
  //   zero after the read: exponent 0;
  //   w > CLAMP: on the raw bits (a denormal and its flushed zero are both
  //   below it); x' and y' are NaN if x and y are and not replaced by +0;
  //   w' is NaN if w is and not clamped; w' is 0 if w is and not clamped
  //   (CLAMP is neither); w' = 1.0 exactly when w = 1.0 (below CLAMP).
  wire [31:0] x = (x_i[30:23] == 8'd0) ? {x_i[31], 31'd0} : x_i;
  wire [31:0] y = (y_i[30:23] == 8'd0) ? {y_i[31], 31'd0} : y_i;
  wire [31:0] w = (w_i[30:23] == 8'd0) ? {w_i[31], 31'd0} : w_i;
  wire nan_x = (&x_i[30:23]) && (|x_i[22:0]);
  wire nan_y = (&y_i[30:23]) && (|y_i[22:0]);
  wire nan_w = (&w_i[30:23]) && (|w_i[22:0]);
  wire zr_x  = x_i[30:23] == 8'd0;
  wire zr_w  = w_i[30:23] == 8'd0;

  // v < +0 in the mode's order
  wire lt_x = vp2_i ? (!nan_x && x_i[31] && !zr_x) : x_i[31];
  wire lt_y = vp2_i ? (!nan_y && y_i[31] && y_i[30:23] != 8'd0) : y_i[31];
  wire [31:0] xc = lt_x ? 32'd0 : x;
  wire [31:0] yc = lt_y ? 32'd0 : y;
  wire nan_xc = !lt_x && nan_x;
  wire nan_yc = !lt_y && nan_y;
  // xc > +0 (VP1: +NaN counts)
  wire gt_xc = !x_i[31] && !zr_x && (!vp2_i || !nan_x);

  wire clampw = (!vp2_i || !nan_w) && (w_i[30:0] > CLAMP);
  wire [31:0] wc = clampw ? {w[31], CLAMP} : w;
  wire nan_wc = !clampw && nan_w;
  wire zr_wc  = !clampw && zr_w;
  wire one_wc = w_i == ONE;

  reg        zf;
  reg [31:0] zv;
  always @* begin
    zf = 1'b1;
    if (!gt_xc)                        zv = 32'd0;
    else if (vp2_i && (nan_yc || nan_wc)) zv = NAN;
    else if (vp2_i && zr_wc)           zv = ONE;          // power 0 -> 1
    else if (one_wc)                   zv = nan_yc ? NAN : yc; // power 1 -> base
    else begin zf = 1'b0;              zv = 32'd0; end
  end

  assign y_o     = yc;
  assign w_o     = wc;
  assign outx_o  = nan_xc ? NAN : xc;
  assign zsp_f_o = zf;
  assign zsp_o   = zv;
endmodule
