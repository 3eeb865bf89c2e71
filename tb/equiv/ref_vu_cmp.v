// ref_vu_cmp: the plain form of rtl/vp_vu_cmp.v (make rtl-equiv proves the
// two equal for every input): envytools' xf_cond written out directly,
// with the second operand chosen first (b, +0 for SSG, -a for ABS) and the
// VP2 reading of zeros and denormals applied to the operands before one
// sign-magnitude comparison.
module ref_vu_cmp (
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire        zw_i,
  input  wire        ssg_i,
  input  wire        abs_i,
  output wire        lt_o,
  output wire        eq_o,
  output wire        un_o
);
  wire [31:0] b0 = ssg_i ? 32'd0 : abs_i ? {~a_i[31], a_i[30:0]} : b_i;
  function automatic nan(input [31:0] x);
    nan = (x[30:23] == 8'hFF) && (x[22:0] != 23'd0);
  endfunction
  // VP2 (zw_i = 0): a zero or a denormal reads as +0
  wire [31:0] a1 = (!zw_i && a_i[30:23] == 8'd0) ? 32'd0 : a_i;
  wire [31:0] b1 = (!zw_i && b0[30:23] == 8'd0) ? 32'd0 : b0;
  function automatic [31:0] key(input [31:0] x);
    key = x[31] ? ~x : (x | 32'h8000_0000);
  endfunction
  assign un_o = !zw_i && (nan(a_i) || nan(b0));
  assign eq_o = !un_o && (a1 == b1);
  assign lt_o = !un_o && (a1 != b1) && (key(a1) < key(b1));
endmodule
