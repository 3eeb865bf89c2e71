// vp_vu_flr: floor of a binary32 value, bit exact with vpf_flr() in
// cmodel/vpfloat.c (docs/numerics.md 2.6). Combinational; used by
// vp_sfu_explog (EXP) and in the vector-unit lanes (FLR, FRC).
//   largest integer <= x, exact; a denormal reads as the zero of its sign;
//   NaN -> 0x7FC00000; +-0, +-Inf and integers (exponent >= 150) unchanged;
//   0 < |x| < 1 -> +0 or -1.0.
module vp_vu_flr (
  input  wire [31:0] a_i,
  output wire [31:0] flr_o
);
  localparam [31:0] NAN  = 32'h7FC0_0000;
  localparam [31:0] MONE = 32'hBF80_0000;

  wire [7:0]  e = a_i[30:23];
  wire [31:0] a = (e == 8'd0) ? {a_i[31], 31'd0} : a_i; // operand read
  wire        nan = (e == 8'hFF) && (a_i[22:0] != 23'd0);

  // for 127 <= e <= 149 the low (150 - e) fraction bits lie below 1.0
  wire [7:0]  nfrac = 8'd150 - e;
  wire [22:0] fmask = ~(23'h7F_FFFF << nfrac);
  wire [31:0] trunc = a & ~{9'd0, fmask};       // toward zero
  // negative: one unit more in the last integer place (a carry into the
  // exponent field is right, e.g. -1.5 -> -2.0)
  wire [31:0] down  = trunc + {9'd0, fmask} + 32'd1;

  reg [31:0] flr;
  always @* begin
    if (nan)                             flr = NAN;
    else if (e >= 8'd150)                flr = a;
    else if (e == 8'd0)                  flr = a;
    else if (e < 8'd127)                 flr = a[31] ? MONE : 32'd0;
    else if ((a[22:0] & fmask) == 23'd0) flr = a;
    else                                 flr = a[31] ? down : trunc;
  end
  assign flr_o = flr;
endmodule
