// vp_sfu_sincos: SIN's and COS's argument reduction in the special-function
// unit (vp_sfu, for vp_sfu_quad), as the NV30 vertex unit computes it
// (envytools nvhw/xf.c, xf_sincos): the operand's 24-bit mantissa times
// 1/tau as the sum of the table words selected by its fraction bits
// (sincos_rt.hex: the base word 0x28BE60DB8 and the 23 bit weights, each
// its own rounding of 1/tau), >> 8, shifted by the exponent with the
// hardware's rules (e - 0x82; e - 0x62 below 0x63; e - 2 modulo 32 from
// 0xA2 on, so huge arguments wrap), inverted for a negative operand, plus
// a quarter turn for COS; t_o is the quadratic table's argument (the
// turn's low 23 bits, mirrored in the odd quarters), sr_o the result's sign
// (the half turn). Word k of the weights is below 2^(11 + k), the sum below
// 2^35 (the adders' widths).
// Special cases (spec_o): Inf and NaN -> NaN (3); SIN of e < 0x60 -> +0
// (1); COS of e < 0x70 -> 1.0 (2). For another operation (oth_i) t_o is
// oth_t_i, EX2's or LG2's argument, chosen in the same LUT as the mirror
// (so the quadratic table's stage 6 starts at one register).
//
// Stages 2 to 5 of vp_sfu (x_i is register 1, the outputs register 5):
// 2 the 24 words in eight three-input sums; 3 three sums; 4 the sum, >> 8;
// 5 the shift, sign and quarter turn. Latency 4.
module vp_sfu_sincos #(
  parameter TABLE_DIR = "rtl/sfu_tables/"
) (
  input  wire        clk_i,
  input  wire [31:0] x_i,      // the operand (register 1)
  input  wire        cos_i,    // COS (else SIN)
  input  wire        oth_i,    // register 4: not SIN/COS: t_o = oth_t_i
  input  wire [22:0] oth_t_i,  // register 4
  output wire [22:0] t_o,      // register 5
  output wire        sr_o,
  output wire [1:0]  spec_o
);
  reg [35:0] rt [0:23];
  initial $readmemh({TABLE_DIR, "sincos_rt.hex"}, rt);

  wire       sx = x_i[31];
  wire [7:0] ex = x_i[30:23];
  wire [22:0] fx = x_i[22:0];

  // ---- stage 2: the terms in eight three-input sums ----
  // term k (k = 0..22): weight k if fraction bit k is set; term 23: the base
  wire [34:0] tm [0:23];
  genvar k;
  generate
    for (k = 0; k < 23; k = k + 1) begin : g_term
      assign tm[k] = fx[k] ? {{(24 - k){1'b0}}, rt[k + 1][10 + k:0]} : 35'd0;
    end
  endgenerate
  assign tm[23] = {1'b0, rt[0][33:0]};
  wire [13:0] g0 = tm[0][13:0] + tm[1][13:0] + tm[2][13:0];       // below 2^14
  wire [16:0] g1 = tm[3][16:0] + tm[4][16:0] + tm[5][16:0];       // 2^17
  wire [19:0] g2 = tm[6][19:0] + tm[7][19:0] + tm[8][19:0];       // 2^20
  wire [22:0] g3 = tm[9][22:0] + tm[10][22:0] + tm[11][22:0];     // 2^23
  wire [25:0] g4 = tm[12][25:0] + tm[13][25:0] + tm[14][25:0];    // 2^26
  wire [28:0] g5 = tm[15][28:0] + tm[16][28:0] + tm[17][28:0];    // 2^29
  wire [31:0] g6 = tm[18][31:0] + tm[19][31:0] + tm[20][31:0];    // 2^32
  wire [34:0] g7 = tm[21] + tm[22] + tm[23];                      // 2^35
  // the shift as a right shift of {q, 31 zeros} by ra = 31 - shift
  wire [5:0] ra_lo  = 6'd1 - ex[5:0];    // 129 - e: shift e - 0x62 (e in [0x60, 0x62])
  wire [5:0] ra_mid = 6'd33 - ex[5:0];   // 161 - e: shift e - 0x82 (e in [0x63, 0xA1])
  wire [4:0] ex_m2  = ex[4:0] - 5'd2;    // shift (e - 2) mod 32 (e >= 0xA2)
  wire [5:0] ra = (ex < 8'h63) ? ra_lo : (ex < 8'hA2) ? ra_mid : 6'd31 - {1'b0, ex_m2};
  wire [1:0] spec = (ex == 8'hFF) ? 2'd3 :
                    (!cos_i && ex < 8'h60) ? 2'd1 :
                    (cos_i && ex < 8'h70) ? 2'd2 : 2'd0;
  reg [13:0] g0_2;
  reg [16:0] g1_2;
  reg [19:0] g2_2;
  reg [22:0] g3_2;
  reg [25:0] g4_2;
  reg [28:0] g5_2;
  reg [31:0] g6_2;
  reg [34:0] g7_2;
  reg [5:0]  ra_2;
  reg        sx_2, cos_2;
  reg [1:0]  spec_2;
  always @(posedge clk_i) begin
    g0_2 <= g0; g1_2 <= g1; g2_2 <= g2; g3_2 <= g3;
    g4_2 <= g4; g5_2 <= g5; g6_2 <= g6; g7_2 <= g7;
    ra_2 <= ra;
    sx_2 <= sx;
    cos_2 <= cos_i;
    spec_2 <= spec;
  end

  // ---- stage 3: three sums ----
  reg [20:0] h0_3;
  reg [29:0] h1_3;
  reg [34:0] h2_3;
  reg [5:0]  ra_3;
  reg        sx_3, cos_3;
  reg [1:0]  spec_3;
  always @(posedge clk_i) begin
    h0_3 <= {7'd0, g0_2} + {4'd0, g1_2} + {1'b0, g2_2};
    h1_3 <= {7'd0, g3_2} + {4'd0, g4_2} + {1'b0, g5_2};
    h2_3 <= {3'd0, g6_2} + g7_2;
    ra_3 <= ra_2;
    sx_3 <= sx_2;
    cos_3 <= cos_2;
    spec_3 <= spec_2;
  end

  // ---- stage 4: the sum, >> 8 ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire [34:0] s  = {14'd0, h0_3} + {5'd0, h1_3} + h2_3;   // >> 8: bits 34:8
  /* verilator lint_on UNUSEDSIGNAL */
  reg  [26:0] q_4;
  reg  [5:0]  ra_4;
  reg         sx_4, cos_4;
  reg  [1:0]  spec_4;
  always @(posedge clk_i) begin
    q_4 <= s[34:8];
    ra_4 <= ra_3;
    sx_4 <= sx_3;
    cos_4 <= cos_3;
    spec_4 <= spec_3;
  end

  // ---- stage 5: shift, sign, quarter turn; the table's argument ----
  /* verilator lint_off UNUSEDSIGNAL */
  wire [57:0] wide = {q_4, 31'd0} >> ra_4;   // bits 24:0
  /* verilator lint_on UNUSEDSIGNAL */
  wire [24:0] v0 = sx_4 ? ~wide[24:0] : wide[24:0];
  wire [24:0] v  = {v0[24:23] + {1'b0, cos_4}, v0[22:0]};
  wire [22:0] t  = oth_i ? oth_t_i : v[23] ? ~v[22:0] : v[22:0];
  reg  [22:0] t_5;
  reg         sr_5;
  reg  [1:0]  spec_5;
  always @(posedge clk_i) begin
    t_5 <= t;
    sr_5 <= v[24];
    spec_5 <= spec_4;
  end
  assign t_o = t_5;
  assign sr_o = sr_5;
  assign spec_o = spec_5;
endmodule
