// ref_sfu_pack: reference form of vp_sfu_pack for make rtl-equiv: the same
// function written the plain way (the leading one found by a loop over the
// bits). rtl/vp_sfu_pack.v finds it with a shallower tree; Yosys proves
// the two equal for every input.
module ref_sfu_pack (
  input  wire               sign_i,
  input  wire [63:0]        mag_i,
  input  wire signed [10:0] ebias_i,
  output wire [31:0]        r_o
);
  reg [5:0] n;
  integer i;
  always @* begin
    n = 6'd0;
    for (i = 0; i < 64; i = i + 1)
      if (mag_i[i]) n = i[5:0];
  end
  wire [63:0] norm = mag_i << (6'd63 - n);
  wire [25:0] r25  = {1'b0, norm[63:39]} + 26'd1;
  wire [24:0] rr   = r25[25:1];
  wire        ovf  = rr[24];
  wire signed [11:0] be = $signed({6'd0, n}) + ebias_i + $signed({11'd0, ovf});
  assign r_o = (mag_i == 64'd0)  ? 32'd0 :
               (be <= 12'sd0)    ? {sign_i, 31'd0} :
               (be >= 12'sd255)  ? {sign_i, 8'hFF, 23'd0} :
                                   {sign_i, be[7:0], rr[22:0]};
endmodule
