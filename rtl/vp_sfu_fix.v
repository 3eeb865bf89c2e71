// vp_sfu_fix: the special-function unit's float to fixed-point conversion
// (vp_sfu), shared by EXP (its operand), LIT (its w) and EX2 (its operand):
// u_o = floor(|x| 2^23) modulo 2^41 for a biased exponent e in [104, 149]
// (the 24-bit mantissa shifted right by 149 - e from 22 places left), 0
// below; sticky_o: a mantissa bit below 2^-23 is set (e < 127). The users
// take from it EXP's and LIT's fixed point with 13 fraction bits
// (xf_pre_exp: u_o >> 10, rounded up in magnitude for a negative operand),
// EXP.y's fraction (u_o modulo 2^23) and EX2's 7.23 fixed point (envytools
// nvhw/xf.c); each handles the exponents outside [104, 149] itself.
//
// Stage 2 of vp_sfu (x_i is register 1, the outputs register 2): one
// shifter and a mask. Latency 1.
module vp_sfu_fix (
  input  wire        clk_i,
  input  wire [30:0] x_i,        // the operand without its sign (register 1)
  output wire [40:0] u_o,        // register 2
  output wire        sticky_o
);
  wire [7:0]  ex = x_i[30:23];
  wire [23:0] m  = {1'b1, x_i[22:0]};
  wire        in_range = ex >= 8'd104 && ex <= 8'd149;
  wire [5:0]  sa = 6'd21 - ex[5:0];           // (149 - e) mod 64: 0 .. 45 in range
  /* verilator lint_off UNUSEDSIGNAL */
  wire [45:0] sh = {m, 22'd0} >> sa;          // bits 40:0
  /* verilator lint_on UNUSEDSIGNAL */
  // bits of m below 2^-23: the low 127 - e bits (e in [104, 126])
  wire [4:0]  k  = 5'd31 - ex[4:0];           // (127 - e) mod 32: 1 .. 23 there
  wire [23:0] lowmask = ~(24'hFF_FFFF << k);
  wire        st = ex < 8'd127 && (m & lowmask) != 24'd0;
  reg  [40:0] u_q;
  reg         st_q;
  always @(posedge clk_i) begin
    u_q  <= in_range ? sh[40:0] : 41'd0;
    st_q <= in_range && st;
  end
  assign u_o      = u_q;
  assign sticky_o = st_q;
endmodule
