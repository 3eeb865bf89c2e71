// vp_sfu_pack_round: the second half of vp_sfu_pack (combinational): the
// last shift (0..3 bits, from n_i's low bits), the rounding, the biased
// exponent and its range checks; the inputs are vp_sfu_pack_norm's, the
// sign, the exponent bias and the zero flag.
module vp_sfu_pack_round (
  input  wire               sign_i,
  input  wire [5:0]         n_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [27:0]        norm4_i,   // bits 63:36 of the group-shifted magnitude
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire               zero_i,
  input  wire signed [10:0] ebias_i,
  output wire [31:0]        r_o
);
  // the leading one from bit 60 + n[1:0] to bit 63: the 25 bits from it
  wire [24:0] top = (n_i[1:0] == 2'd3) ? norm4_i[27:3] :
                    (n_i[1:0] == 2'd2) ? norm4_i[26:2] :
                    (n_i[1:0] == 2'd1) ? norm4_i[25:1] : norm4_i[24:0];
  /* verilator lint_off UNUSEDSIGNAL */
  wire [25:0] r25  = {1'b0, top} + 26'd1;            // 25 bits + half an ulp
  wire [24:0] rr   = r25[25:1];                      // rounded significand (hidden bit 23 not stored)
  /* verilator lint_on UNUSEDSIGNAL */
  // rounding up to 2^24 (25 ones + 1): known from the bits, not from the
  // adder's carry out
  wire        ovf  = &top;
  // the biased exponent n + ebias_i + ovf, and its range checks, formed
  // for both values of ovf while the shift and the rounding run
  wire signed [11:0] be0 = $signed({6'd0, n_i}) + ebias_i;
  wire [7:0]  be1  = be0[7:0] + 8'd1;
  wire [7:0]  be   = ovf ? be1 : be0[7:0];
  wire        lo   = ovf ? (be0 <= -12'sd1)  : (be0 <= 12'sd0);    // be <= 0
  wire        hi   = ovf ? (be0 >= 12'sd254) : (be0 >= 12'sd255);  // be >= 255

  assign r_o = zero_i ? 32'd0 :
               lo     ? {sign_i, 31'd0} :
               hi     ? {sign_i, 8'hFF, 23'd0} :
                        {sign_i, be, rr[22:0]};
endmodule
