// dut_vu_cmp: rtl/vp_vu_cmp.v as its user reads it (make rtl-equiv):
// lt_o and eq_o mean something only when un_o is 0 (vp_vu_lane gives NaN
// first), so they are masked with it before the comparison with
// tb/equiv/ref_vu_cmp.v.
module dut_vu_cmp (
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire        zw_i,
  input  wire        ssg_i,
  input  wire        abs_i,
  output wire        lt_o,
  output wire        eq_o,
  output wire        un_o
);
  wire lt, eq;
  vp_vu_cmp u_cmp (.a_i(a_i), .b_i(b_i), .zw_i(zw_i), .ssg_i(ssg_i), .abs_i(abs_i),
                   .lt_o(lt), .eq_o(eq), .un_o(un_o));
  assign lt_o = lt && !un_o;
  assign eq_o = eq && !un_o;
endmodule
