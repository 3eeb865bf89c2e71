// vp_fmul: binary32 multiply of the vector unit, bit exact with vpf_mul()
// in cmodel/vpfloat.c (docs/numerics.md section 2).
//
// Combinational (no pipeline stage of its own: the vector unit registers
// its output, the special-function unit uses it for LIT).
//   - operands: a denormal reads as the zero of its sign;
//   - rounding toward zero (the 48-bit product is truncated);
//   - result exponent <= 0 flushes to the signed zero, >= 255 gives the
//     largest finite value of the sign;
//   - VP1 (vp2_i = 0): 0 * anything = +0 (even 0 * NaN, 0 * Inf), then NaN
//     operand -> NaN, Inf operand -> signed Inf;
//   - VP2 (vp2_i = 1): NaN operand -> NaN, 0 * Inf -> NaN, Inf -> signed
//     Inf, 0 * finite -> signed zero.
// Every NaN written is 0x7FC00000.
module vp_fmul (
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire        vp2_i,
  output wire [31:0] r_o
);
  localparam [31:0] NAN  = 32'h7FC0_0000;
  localparam [30:0] INF  = 31'h7F80_0000;
  localparam [30:0] MAXF = 31'h7F7F_FFFF;

  wire [7:0] ea = a_i[30:23];
  wire [7:0] eb = b_i[30:23];
  wire       sign = a_i[31] ^ b_i[31];

  wire zero_a = (ea == 8'd0);           // zero or denormal
  wire zero_b = (eb == 8'd0);
  wire spec_a = (ea == 8'hFF);          // Inf or NaN
  wire spec_b = (eb == 8'hFF);
  wire nan_a  = spec_a && (a_i[22:0] != 23'd0);
  wire nan_b  = spec_b && (b_i[22:0] != 23'd0);
  wire any_zero = zero_a || zero_b;
  wire any_nan  = nan_a || nan_b;
  wire any_spec = spec_a || spec_b;

  // significand product, in [1, 4) with 46 fraction bits
  // the low 23 bits are truncated away (round toward zero)
  /* verilator lint_off UNUSEDSIGNAL */
  wire [47:0] prod = {1'b1, a_i[22:0]} * {1'b1, b_i[22:0]};
  /* verilator lint_on UNUSEDSIGNAL */
  wire        carry = prod[47];
  wire [22:0] frac = carry ? prod[46:24] : prod[45:23];
  // biased exponent ea + eb - 127 + carry, range -125 .. 382
  wire signed [10:0] exp_r = $signed({3'b000, ea}) + $signed({3'b000, eb})
                           - 11'sd127 + $signed({10'd0, carry});
  wire [30:0] mag_fin = (exp_r <= 11'sd0)   ? 31'd0 :
                        (exp_r >= 11'sd255) ? MAXF  :
                        {exp_r[7:0], frac};

  reg [31:0] r;
  always @* begin
    if (!vp2_i) begin
      if (any_zero)      r = 32'd0;
      else if (any_nan)  r = NAN;
      else if (any_spec) r = {sign, INF};
      else               r = {sign, mag_fin};
    end else begin
      if (any_nan)                    r = NAN;
      else if (any_spec && any_zero)  r = NAN;
      else if (any_spec)              r = {sign, INF};
      else if (any_zero)              r = {sign, 31'd0};
      else                            r = {sign, mag_fin};
    end
  end
  assign r_o = r;
endmodule
