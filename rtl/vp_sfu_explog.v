// vp_sfu_explog: the x and y lanes of EXP and LOG in the special-function
// unit (vp_sfu); sfu_exp() / sfu_log() in cmodel/sfu.c (docs/numerics.md
// 3.7). The z lanes come from the EX2 and LG2 pipelines, w is 1.0.
// Pipelined: the inputs enter stage 1 (E1; a_next_i a clock before), x_o / y_o are combinational
// out of stage 7 (six registers between; vp_sfu registers them):
//   E1  floor (vp_vu_flr), operand classes, the LOG lanes
//   E2  EXP x = 2^floor; F1a of FRC = t - floor(t) (vp_fadd PIPE 4)
//   E3..E6  F1b, F2, F3, F4a of FRC
//   E7  F4b of FRC, special cases, EXP/LOG select
// Data registers only: nothing is reset.
//   EXP: x = 2^floor(t) (exact; floor >= 128 -> +Inf, < -126 -> +0),
//        y = FRC(t) = t - floor(t); NaN -> NaN, NaN; +-Inf -> (+Inf or +0,
//        VP1 +0 / VP2 NaN)
//   LOG: of |t|: x = exponent (exact integer), y = mantissa in [1, 2);
//        NaN -> NaN, NaN; 0 -> -Inf, 1.0; Inf -> +Inf, 1.0
module vp_sfu_explog (
  input  wire        clk_i,
  input  wire [31:0] a_i,
  input  wire [31:0] a_next_i,  // a_i of the next clock (the floor's first half)
  input  wire        vp2_i,
  input  wire        log_i,   // 1: LOG, 0: EXP
  output wire [31:0] x_o,
  output wire [31:0] y_o
);
  localparam [31:0] NAN  = 32'h7FC0_0000;
  localparam [31:0] ONE  = 32'h3F80_0000;
  localparam [31:0] PINF = 32'h7F80_0000;
  localparam [31:0] NINF = 32'hFF80_0000;

  // ---- E1: floor, classes, LOG ----
  wire [7:0] e   = a_i[30:23];
  wire       nan = (e == 8'hFF) && (a_i[22:0] != 23'd0);
  wire       inf = (e == 8'hFF) && (a_i[22:0] == 23'd0);
  wire [31:0] flr;
  // the floor of a_i: its mask and case were formed a clock before, from
  // a_next_i, in front of vp_vu_flr's register
  vp_vu_flr #(.PIPE(1)) u_flr (.clk_i(clk_i), .a_i(a_next_i), .flr_o(flr));

  // LOG of |t|: exponent n = e - 127 as an exact binary32 (n != 0 here)
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

  reg [31:0] a_q1, flr_q1;
  always @(posedge clk_i) begin
    a_q1   <= a_i;
    flr_q1 <= flr;
  end
  // {vp2, log, nan, inf, sign, LOG x, LOG y} along E2..E7
  localparam integer WC = 5 + 64;
  wire [WC-1:0] c_q6;
  vp_delay #(.W(WC), .N(6)) u_c (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({vp2_i, log_i, nan, inf, a_i[31], lx, ly}), .q_o(c_q6));

  // ---- E2: EXP x = 2^floor(t) (exact; floor >= 128 -> +Inf, < -126 -> +0) ----
  wire [4:0]  fsh = 5'd22 - flr_q1[27:23];                // 150 - e: 17..23 when used
  /* verilator lint_off UNUSEDSIGNAL */
  wire [23:0] fk  = {1'b1, flr_q1[22:0]} >> fsh;          // |floor| <= 127: bits 23..7 are 0
  /* verilator lint_on UNUSEDSIGNAL */
  wire [7:0]  fb  = flr_q1[31] ? 8'd127 - fk[7:0] : 8'd127 + fk[7:0];
  reg  [31:0] ex2;
  always @* begin
    if (!flr_q1[31] && flr_q1[30:0] >= 31'h4300_0000)      ex2 = PINF;   // floor >= 128
    else if (flr_q1[31] && flr_q1[30:0] > 31'h42FC_0000)   ex2 = 32'd0;  // floor < -126
    else if (flr_q1[30:0] == 31'd0)                        ex2 = ONE;    // floor = +-0
    else                                                   ex2 = {1'b0, fb, 23'd0};
  end
  wire [31:0] ex_q6;
  vp_delay #(.W(32), .N(5)) u_ex (.clk_i(clk_i), .rst_ni(1'b1), .d_i(ex2), .q_o(ex_q6));

  // ---- E2..E7: FRC(t) = t - floor(t), truncated (vp_fadd, as vpf_frc) ----
  wire [31:0] frc;
  vp_fadd #(.PIPE(4)) u_frc (.clk_i(clk_i), .a_i(a_q1), .b_i({~flr_q1[31], flr_q1[30:0]}), .r_o(frc));

  // ---- E7: special cases, select ----
  wire        vp2  = c_q6[WC-1];
  wire        log  = c_q6[WC-2];
  wire        nan5 = c_q6[WC-3];
  wire        inf5 = c_q6[WC-4];
  wire        neg5 = c_q6[WC-5];
  wire [31:0] lx5  = c_q6[63:32];
  wire [31:0] ly5  = c_q6[31:0];
  reg  [31:0] ex, ey;
  always @* begin
    if (nan5) begin
      ex = NAN; ey = NAN;
    end else if (inf5) begin
      ex = neg5 ? 32'd0 : PINF;
      ey = vp2 ? NAN : 32'd0;
    end else begin
      ex = ex_q6;
      ey = frc;
    end
  end
  assign x_o = log ? lx5 : ex;
  assign y_o = log ? ly5 : ey;
endmodule
