// vp_vu_floor: FLR as the NV20/NV30 vertex unit computes it (envytools
// nvhw/xf.c xf_flr): the largest integer <= x, exact.
//   zero and denormal -> +0; NaN -> 0x7FFFFFFF; Inf and |x| >= 2^23
//   unchanged; 0 < x < 1 -> +0, -1 < x < 0 -> -1.0; otherwise the
//   fraction bits below 1.0 cleared, and for a negative x with some of
//   them set one unit more in the last integer place (a carry into the
//   exponent field is right: -1.5 -> -2.0).
// Two stages, a register between them (inside); flr_o is combinational
// out of the second, the user registers it:
//   F1 (vp_vu stage 2): the case from the exponent, the mask of the
//      fraction bits below 1.0, the truncated pattern and the masked-off
//      bits;
//   F2 (stage 3): whether those bits are nonzero, beside the increment for
//      negative values (magnitude up to the next integer), the choice.
// Latency: flr_o is the floor of the a_i of one clock before.
// Data registers only: nothing is reset.
module vp_vu_floor (
  input  wire        clk_i,
  input  wire [31:0] a_i,             // F1
  output wire [31:0] flr_o            // F2 (combinational)
);
  localparam [31:0] CNAN = 32'h7FFF_FFFF;
  localparam [31:0] MONE = 32'hBF80_0000;
  localparam [1:0] C_ZERO = 2'd0, C_SAME = 2'd1, C_MONE = 2'd2, C_FRAC = 2'd3;

  // ------------------------------------------------------------ F1
  wire [7:0]  e    = a_i[30:23];
  wire        nan  = (e == 8'hFF) && (a_i[22:0] != 23'd0);
  // 127 <= e <= 149: the low 150 - e fraction bits lie below 1.0
  // (shift e - 127 = 0..22 there: its low 5 bits are e[4:0] + 1)
  wire [4:0]  sh   = e[4:0] + 5'd1;
  wire [22:0] mask = 23'h7F_FFFF >> sh;
  wire        part = (e >= 8'd127) && (e < 8'd150);  // the mask applies
  reg  [1:0]  c;
  always @* begin
    if (e == 8'd0 || nan)        c = C_ZERO;   // NaN: flr_o picks CNAN
    else if (e >= 8'd150)        c = C_SAME;   // integers, Inf
    else if (e < 8'd127)         c = a_i[31] ? C_MONE : C_ZERO;
    else                         c = a_i[31] ? C_FRAC : C_SAME;
  end
  reg [31:0] tr_q;
  reg [22:0] mask_q, low_q;
  reg [1:0]  c_q;
  reg        nan_q;
  always @(posedge clk_i) begin
    // truncated toward zero where the mask applies, else the operand
    tr_q   <= part ? {a_i[31:23], a_i[22:0] & ~mask} : a_i;
    low_q  <= a_i[22:0] & mask;
    mask_q <= mask;
    c_q    <= c;
    nan_q  <= nan;
  end

  // ------------------------------------------------------------ F2
  // a negative value with fraction bits below 1.0: one unit more in the
  // last integer place; without them it is an integer already
  wire        fnz = (low_q != 23'd0);
  wire [31:0] up  = tr_q + {9'd0, mask_q} + 32'd1;
  assign flr_o = nan_q                    ? CNAN :
                 (c_q == C_ZERO)          ? 32'd0 :
                 (c_q == C_MONE)          ? MONE :
                 (c_q == C_FRAC && fnz)   ? up : tr_q;
endmodule
