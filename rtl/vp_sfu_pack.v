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
module vp_sfu_pack (
  input  wire               sign_i,
  input  wire [63:0]        mag_i,
  input  wire signed [10:0] ebias_i,
  output wire [31:0]        r_o
);
  // position of the leading one (0 when mag_i is 0; that case is muxed out)
  reg [5:0] n;
  integer i;
  always @* begin
    n = 6'd0;
    for (i = 0; i < 64; i = i + 1)
      if (mag_i[i]) n = i[5:0];
  end

  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] norm = mag_i << (6'd63 - n);           // leading one at bit 63
  wire [25:0] r25  = {1'b0, norm[63:39]} + 26'd1;    // 25 bits + half an ulp
  wire [24:0] rr   = r25[25:1];                      // rounded significand (hidden bit 23 not stored)
  /* verilator lint_on UNUSEDSIGNAL */
  wire        ovf  = rr[24];                         // rounded up to 2^24
  wire signed [11:0] be = $signed({6'd0, n}) + ebias_i + $signed({11'd0, ovf});

  assign r_o = (mag_i == 64'd0)  ? 32'd0 :
               (be <= 12'sd0)    ? {sign_i, 31'd0} :
               (be >= 12'sd255)  ? {sign_i, 8'hFF, 23'd0} :
                                   {sign_i, be[7:0], rr[22:0]};
endmodule
