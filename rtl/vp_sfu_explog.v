// vp_sfu_explog: the x and y lanes of EXP and LOG in the special-function
// unit (vp_sfu), combinational, last stage; sfu_exp() / sfu_log() in
// cmodel/sfu.c (docs/numerics.md 3.7). The z lanes come from the EX2 and
// LG2 pipelines, w is 1.0.
//   EXP: x = 2^floor(t) (exact; floor >= 128 -> +Inf, < -126 -> +0),
//        y = FRC(t) (vp_ffloor); NaN -> NaN, NaN; +-Inf -> (+Inf or +0,
//        VP1 +0 / VP2 NaN)
//   LOG: of |t|: x = exponent (exact integer), y = mantissa in [1, 2);
//        NaN -> NaN, NaN; 0 -> -Inf, 1.0; Inf -> +Inf, 1.0
module vp_sfu_explog (
  input  wire [31:0] a_i,
  input  wire        vp2_i,
  input  wire        log_i,   // 1: LOG, 0: EXP
  output wire [31:0] x_o,
  output wire [31:0] y_o
);
  localparam [31:0] NAN  = 32'h7FC0_0000;
  localparam [31:0] ONE  = 32'h3F80_0000;
  localparam [31:0] PINF = 32'h7F80_0000;
  localparam [31:0] NINF = 32'hFF80_0000;

  wire [7:0] e   = a_i[30:23];
  wire       nan = (e == 8'hFF) && (a_i[22:0] != 23'd0);
  wire       inf = (e == 8'hFF) && (a_i[22:0] == 23'd0);

  // ---- EXP ----
  wire [31:0] flr, frc;
  vp_ffloor u_flr (.a_i(a_i), .vp2_i(vp2_i), .flr_o(flr), .frc_o(frc));
  wire [4:0]  fsh = 5'd22 - flr[27:23];                   // 150 - e: 17..23 when used
  /* verilator lint_off UNUSEDSIGNAL */
  wire [23:0] fk  = {1'b1, flr[22:0]} >> fsh;             // |floor| <= 127: bits 23..7 are 0
  /* verilator lint_on UNUSEDSIGNAL */
  wire [7:0]  fb  = flr[31] ? 8'd127 - fk[7:0] : 8'd127 + fk[7:0];
  reg  [31:0] ex, ey;
  always @* begin
    if (nan) begin
      ex = NAN; ey = NAN;
    end else if (inf) begin
      ex = a_i[31] ? 32'd0 : PINF;
      ey = vp2_i ? NAN : 32'd0;
    end else begin
      ey = frc;
      if (!flr[31] && flr[30:0] >= 31'h4300_0000)      ex = PINF;   // floor >= 128
      else if (flr[31] && flr[30:0] > 31'h42FC_0000)   ex = 32'd0;  // floor < -126
      else if (flr[30:0] == 31'd0)                     ex = ONE;    // floor = +-0
      else                                             ex = {1'b0, fb, 23'd0};
    end
  end

  // ---- LOG ----
  // exponent n = e - 127 as an exact binary32 (n != 0 here)
  wire [7:0] n   = e - 8'd127;
  wire [6:0] na  = n[7] ? 7'd0 - n[6:0] : n[6:0];         // |n| <= 127
  reg  [2:0] lead;
  integer i;
  always @* begin
    lead = 3'd0;
    for (i = 0; i < 7; i = i + 1)
      if (na[i]) lead = i[2:0];
  end
  /* verilator lint_off UNUSEDSIGNAL */
  wire [29:0] nf = {23'd0, na} << (5'd23 - {2'd0, lead}); // hidden bit at 23
  /* verilator lint_on UNUSEDSIGNAL */
  wire [31:0] nflt = (n == 8'd0) ? 32'd0 : {n[7], 8'd127 + {5'd0, lead}, nf[22:0]};
  reg  [31:0] lx, ly;
  always @* begin
    if (nan)               begin lx = NAN;  ly = NAN; end
    else if (e == 8'd0)    begin lx = NINF; ly = ONE; end  // +-0, denormals
    else if (inf)          begin lx = PINF; ly = ONE; end
    else                   begin lx = nflt; ly = {9'h07F, a_i[22:0]}; end
  end

  assign x_o = log_i ? lx : ex;
  assign y_o = log_i ? ly : ey;
endmodule
