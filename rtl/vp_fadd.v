// vp_fadd: binary32 add of the vector unit, bit exact with vpf_add() in
// cmodel/vpfloat.c (docs/numerics.md section 2). The same in both rule sets.
//
// Combinational (one "add" pipeline stage in vp_vu).
//   - operands: a denormal reads as the zero of its sign;
//   - NaN operand -> 0x7FC00000; Inf + -Inf -> 0x7FC00000; Inf + x -> Inf;
//   - x + 0 -> x; +0 + -0 -> +0, -0 + -0 -> -0; exact cancellation -> +0;
//   - otherwise the exact sum truncated toward zero, result exponent <= 0
//     flushed to the zero of the larger operand's sign, >= 255 clamped to
//     the largest finite value.
// Datapath: the larger significand with 3 zero bits below it, the smaller
// one aligned to it with 2 extra bits and a sticky bit. Truncation of that
// sum equals truncation of the exact sum: cancellation of more than one
// bit only happens for exponent differences <= 1, where nothing is shifted
// out, and otherwise the sticky bit sits at least one place below the last
// kept bit.
module vp_fadd (
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  output wire [31:0] r_o
);
  localparam [31:0] NAN  = 32'h7FC0_0000;
  localparam [30:0] MAXF = 31'h7F7F_FFFF;

  // operand read: denormals become signed zeros
  wire [31:0] a = (a_i[30:23] == 8'd0) ? {a_i[31], 31'd0} : a_i;
  wire [31:0] b = (b_i[30:23] == 8'd0) ? {b_i[31], 31'd0} : b_i;

  wire spec_a = (a[30:23] == 8'hFF);
  wire spec_b = (b[30:23] == 8'hFF);
  wire nan_a  = spec_a && (a[22:0] != 23'd0);
  wire nan_b  = spec_b && (b[22:0] != 23'd0);

  // big has the larger magnitude (a when equal)
  wire        swap  = (a[30:0] < b[30:0]);
  wire [31:0] big   = swap ? b : a;
  wire [30:0] sml = swap ? a[30:0] : b[30:0]; // its sign is not needed
  wire [7:0]  e_big = big[30:23];
  wire [7:0]  e_sml = sml[30:23];
  wire        sub   = a[31] ^ b[31];

  // alignment: shift distance saturated at 31 (>= 27 shifts everything out)
  wire [7:0]  ediff = e_big - e_sml;
  wire [4:0]  dsat = (ediff > 8'd31) ? 5'd31 : ediff[4:0];
  wire [53:0] sh_full = {1'b1, sml[22:0], 3'b000, 27'd0} >> dsat;
  wire        sticky = (sh_full[26:0] != 27'd0);
  wire [26:0] sa = {1'b1, big[22:0], 3'b000};
  wire [26:0] sb = {sh_full[53:28], sh_full[27] | sticky};
  wire [27:0] s0 = sub ? ({1'b0, sa} - {1'b0, sb}) : ({1'b0, sa} + {1'b0, sb});

  // leading zeros of s0[26:0] (used when there is no carry out)
  reg [4:0] lz;
  integer i;
  always @* begin
    lz = 5'd0;
    for (i = 0; i <= 26; i = i + 1)
      if (s0[i]) lz = 5'd26 - i[4:0];
  end
  /* verilator lint_off UNUSEDSIGNAL */
  wire [26:0] norm = s0[26:0] << lz;   // norm[2:0]: truncated bits
  /* verilator lint_on UNUSEDSIGNAL */
  // the kept fraction (hidden bit dropped); the bits below it are truncated
  wire [22:0] frac = s0[27] ? s0[26:4] : norm[25:3];
  // biased result exponent e_big + 1 after a carry, else e_big - lz, range -25 .. 255
  wire [4:0]        nshift = s0[27] ? 5'd0 : lz;
  wire signed [9:0] exp_r = $signed({2'b00, e_big}) + $signed({9'd0, s0[27]})
                          - $signed({5'd0, nshift});
  wire [30:0] mag_fin = (exp_r <= 10'sd0)   ? 31'd0 :
                        (exp_r >= 10'sd255) ? MAXF  :
                        {exp_r[7:0], frac};

  reg [31:0] r;
  always @* begin
    if (nan_a || nan_b)                   r = NAN;
    else if (spec_a && spec_b)            r = sub ? NAN : a;
    else if (spec_a)                      r = a;
    else if (spec_b)                      r = b;
    else if (e_sml == 8'd0)               r = (e_big == 8'd0) ? (a & b) : big;
    else if (s0 == 28'd0)                 r = 32'd0;
    else                                  r = {big[31], mag_fin};
  end
  assign r_o = r;
endmodule
