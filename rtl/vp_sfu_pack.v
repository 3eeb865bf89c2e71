// vp_sfu_pack: rounding and packing of the special-function unit (vp_sfu),
// combinational; pack_rn() of cmodel/sfu.c (docs/numerics.md 3, "SFU
// rounding"). Used as the last stage of EX2, LG2, SIN/COS.
//
// The magnitude mag_i (nonzero) is rounded to a 24-bit significand by
// adding half an ulp and truncating (round half up): the 25 bits from the
// leading one down, plus one, halved. The biased exponent is the position
// n of the leading one plus ebias_i (= 127 - scale for a value
// mag * 2^-scale), plus one when the rounding carries out. Biased exponent
// <= 0 gives the signed zero, >= 255 the signed infinity; mag_i = 0 gives
// +0 whatever sign_i.
//
// LEAD_LO = 62: the caller guarantees that the leading one of mag_i is bit
// 62 or 63 (EX2: a product of two values in [1, 2), Q2.62), so the search
// for it and the normalising shift are a 2-way choice; 0: any mag_i.
module vp_sfu_pack #(
  parameter integer LEAD_LO = 0
) (
  input  wire               sign_i,
  input  wire [63:0]        mag_i,
  input  wire signed [10:0] ebias_i,
  output wire [31:0]        r_o
);
  // top4: the highest set bit of a 4-bit value from its bits 3..1 (bit 0 or
  // nothing set: 0)
  function [1:0] top4;
    input [3:1] v;
    top4 = v[3] ? 2'd3 : v[2] ? 2'd2 : v[1] ? 2'd1 : 2'd0;
  endfunction

  wire [5:0]  n;         // position of the leading one
  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] norm;      // mag_i << (63 - n): the leading one at bit 63
  /* verilator lint_on UNUSEDSIGNAL */
  genvar g;
  generate
    if (LEAD_LO == 62) begin : g_lead62
      assign n    = {5'b11111, mag_i[63]};
      assign norm = mag_i[63] ? mag_i : {mag_i[62:0], 1'b0};
    end else begin : g_lead_any
      // n (0 when mag_i is 0; that case is muxed out), as a tree a few
      // logic levels deep: the highest 4-bit group with a one (16 groups,
      // in 4 quads of 4) and the highest one within it.
      wire [15:1] gany;  // group g (bits 4g+3:4g) has a one (group 0: not needed)
      wire [31:0] gpos;  // its highest one, 2 bits per group
      wire [3:1]  qany;  // quad q (groups 4q+3:4q) has a one (quad 0: not needed)
      wire [7:0]  qgrp;  // its highest group with a one, 2 bits per quad
      wire [7:0]  qbit;  // the highest one in that group, 2 bits per quad
      for (g = 0; g < 16; g = g + 1) begin : g_grp
        assign gpos[2*g +: 2] = top4(mag_i[4*g+1 +: 3]);
      end
      for (g = 0; g < 4; g = g + 1) begin : g_quad
        assign qgrp[2*g +: 2] = top4(gany[4*g+1 +: 3]);
        assign qbit[2*g +: 2] = gpos[8*g + 2*qgrp[2*g +: 2] +: 2];
      end
      for (g = 1; g < 16; g = g + 1) begin : g_gany
        assign gany[g] = |mag_i[4*g +: 4];
      end
      for (g = 1; g < 4; g = g + 1) begin : g_qany
        assign qany[g] = |gany[4*g +: 4];
      end
      wire [1:0] quad = top4(qany);
      assign n    = {quad, qgrp[2*quad +: 2], qbit[2*quad +: 2]};
      assign norm = mag_i << (6'd63 - n);
    end
  endgenerate

  /* verilator lint_off UNUSEDSIGNAL */
  wire [25:0] r25  = {1'b0, norm[63:39]} + 26'd1;    // 25 bits + half an ulp
  wire [24:0] rr   = r25[25:1];                      // rounded significand (hidden bit 23 not stored)
  /* verilator lint_on UNUSEDSIGNAL */
  // rounding up to 2^24 (25 ones + 1): known from the bits, not from the
  // adder's carry out
  wire        ovf  = &norm[63:39];
  // the biased exponent n + ebias_i + ovf, and its range checks, formed
  // for both values of ovf while the shift and the rounding run
  wire signed [11:0] be0 = $signed({6'd0, n}) + ebias_i;
  wire [7:0]  be1  = be0[7:0] + 8'd1;
  wire [7:0]  be   = ovf ? be1 : be0[7:0];
  wire        lo   = ovf ? (be0 <= -12'sd1)  : (be0 <= 12'sd0);    // be <= 0
  wire        hi   = ovf ? (be0 >= 12'sd254) : (be0 >= 12'sd255);  // be >= 255

  assign r_o = (mag_i == 64'd0) ? 32'd0 :
               lo               ? {sign_i, 31'd0} :
               hi               ? {sign_i, 8'hFF, 23'd0} :
                                  {sign_i, be, rr[22:0]};
endmodule
