// vp_fmul: binary32 multiply of the vector unit, bit exact with vpf_mul()
// in cmodel/vpfloat.c (docs/numerics.md section 2).
//
// Three steps: M1 the four partial products of the 24 x 24-bit
// significands (18/6-bit halves, the shapes of an 18 x 18 DSP block) and
// the operand classes, M2 their sum, M3 the exponent, normalisation and
// special cases. PIPE = 0: combinational (clk_i unused; the
// special-function unit's LIT step). PIPE = 1: a register between M2 and
// M3, r_o is the product of the operands of one clock before. PIPE = 2:
// also one between M1 and M2, r_o two clocks after the operands (the
// vector unit's three multiply stages, the last registered by its user).
// Data registers only: nothing is reset.
//   - operands: a denormal reads as the zero of its sign;
//   - rounding toward zero (the 48-bit product is truncated);
//   - result exponent <= 0 flushes to the signed zero, >= 255 gives the
//     largest finite value of the sign;
//   - VP1 (vp2_i = 0): 0 * anything = +0 (even 0 * NaN, 0 * Inf), then NaN
//     operand -> NaN, Inf operand -> signed Inf;
//   - VP2 (vp2_i = 1): NaN operand -> NaN, 0 * Inf -> NaN, Inf -> signed
//     Inf, 0 * finite -> signed zero.
// Every NaN written is 0x7FC00000.
module vp_fmul #(
  parameter integer PIPE = 0
) (
  input  wire        clk_i,      // unused with PIPE = 0
  input  wire [31:0] a_i,
  input  wire [31:0] b_i,
  input  wire        vp2_i,
  output wire [31:0] r_o
);
  localparam [31:0] NAN  = 32'h7FC0_0000;
  localparam [30:0] INF  = 31'h7F80_0000;
  localparam [30:0] MAXF = 31'h7F7F_FFFF;

  // ------------------------------------------------------------ M1 product
  wire [7:0] ea = a_i[30:23];
  wire [7:0] eb = b_i[30:23];
  wire zero_a = (ea == 8'd0);           // zero or denormal
  wire zero_b = (eb == 8'd0);
  wire spec_a = (ea == 8'hFF);          // Inf or NaN
  wire spec_b = (eb == 8'hFF);
  wire nan_a  = spec_a && (a_i[22:0] != 23'd0);
  wire nan_b  = spec_b && (b_i[22:0] != 23'd0);
  // significands {1, fraction} as high 18 and low 6 bits
  wire [23:0] sa = {1'b1, a_i[22:0]};
  wire [23:0] sb = {1'b1, b_i[22:0]};
  wire [35:0] pp_hh = sa[23:6] * sb[23:6];
  wire [23:0] pp_hl = sa[23:6] * sb[5:0];
  wire [23:0] pp_lh = sa[5:0] * sb[23:6];
  wire [11:0] pp_ll = sa[5:0] * sb[5:0];
  // {vp2, sign, zero, nan, spec, ea, eb}
  localparam integer WF = 1 + 1 + 3 + 8 + 8;
  wire [WF-1:0] flags = {vp2_i, a_i[31] ^ b_i[31], zero_a || zero_b, nan_a || nan_b, spec_a || spec_b, ea, eb};
  localparam integer W0 = WF + 36 + 24 + 24 + 12;
  wire [W0-1:0] m0 = {flags, pp_hh, pp_hl, pp_lh, pp_ll};

  // ------------------------------------------------------------ M2 sum
  wire [W0-1:0] m1_in;
  // the exact significand product, in [1, 4) with 46 fraction bits; the
  // low 23 bits are truncated away (round toward zero), so only the top
  // 25 travel on
  /* verilator lint_off UNUSEDSIGNAL */
  wire [47:0] prod = {m1_in[95:60], 12'd0} + {18'd0, m1_in[59:36], 6'd0}
                   + {18'd0, m1_in[35:12], 6'd0} + {36'd0, m1_in[11:0]};   // bits 22..0 truncated
  /* verilator lint_on UNUSEDSIGNAL */
  localparam integer W1 = WF + 25;
  wire [W1-1:0] m1 = {m1_in[W0-1 -: WF], prod[47:23]};

  // ------------------------------------------------------------ M3 normalise
  wire [W1-1:0] m2_in;
  wire        vp2      = m2_in[W1-1];
  wire        sign     = m2_in[W1-2];
  wire        any_zero = m2_in[W1-3];
  wire        any_nan  = m2_in[W1-4];
  wire        any_spec = m2_in[W1-5];
  wire [7:0]  m2_ea    = m2_in[W1-6 -: 8];
  wire [7:0]  m2_eb    = m2_in[W1-14 -: 8];
  wire [24:0] p        = m2_in[24:0];     // product bits 47..23
  wire        carry = p[24];
  wire [22:0] frac  = carry ? p[23:1] : p[22:0];
  // biased exponent ea + eb - 127 + carry, range -125 .. 382
  wire signed [10:0] exp_r = $signed({3'b000, m2_ea}) + $signed({3'b000, m2_eb})
                           - 11'sd127 + $signed({10'd0, carry});
  wire [30:0] mag_fin = (exp_r <= 11'sd0)   ? 31'd0 :
                        (exp_r >= 11'sd255) ? MAXF  :
                        {exp_r[7:0], frac};

  reg [31:0] r;
  always @* begin
    if (!vp2) begin
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

  // ------------------------------------------------------------ registers
  // after M1 with PIPE >= 1, after M0 with PIPE >= 2 (else wires)
  localparam integer N1 = (PIPE >= 1) ? 1 : 0;
  localparam integer N0 = (PIPE >= 2) ? 1 : 0;
  vp_delay #(.W(W0), .N(N0)) u_m0 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(m0), .q_o(m1_in));
  vp_delay #(.W(W1), .N(N1)) u_m1 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(m1), .q_o(m2_in));
endmodule
