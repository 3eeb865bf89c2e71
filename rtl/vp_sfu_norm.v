// vp_sfu_norm: leading-zero normalization in two steps for the
// special-function unit (vp_sfu): LOG.z, EXP.y (vp_sfu_explog) and LG2,
// SIN, COS (vp_sfu_quad).
//
// Step 1 (the caller's stage before the register): the first nonzero
// 8-bit group of v_i from the top, v_i shifted left by 8 times its index
// (vc_o), that count (cc_o) and whether v_i is zero (z_o); the caller
// registers them. Step 2 (the caller's next stage, combinational from those
// registers): the leading zeros of the top group of vc_i (at most 7), vc_i
// shifted left by them (vn_o: its top bit set unless zero) and the whole
// count cc_i + that (n_o). So each stage holds a group OR, a choice and an
// 8-way shift, not a 64-way priority search and shift.
//
// STEP = 1 or 2 picks the half; no registers inside.
module vp_sfu_norm #(
  parameter integer W    = 47,
  parameter integer STEP = 1,
  parameter integer CW   = 6           // width of the counts (2^CW > W)
) (
  input  wire [W-1:0]  v_i,   // step 1: the value; step 2: vc of step 1
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [CW-1:0] cc_i,  // step 2: cc of step 1 (step 1 does not read it)
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [W-1:0]  vc_o,  // step 1
  output wire [CW-1:0] cc_o,  // step 1
  output wire          z_o,   // step 1
  output wire [W-1:0]  vn_o,  // step 2
  output wire [CW-1:0] n_o    // step 2
);
  localparam integer NG = (W + 7) / 8;      // groups of 8 bits from the top
  localparam integer WP = NG * 8;
  generate
    if (STEP == 1) begin : g_step1
      wire [WP-1:0] vp = {v_i, {(WP - W){1'b0}}};
      // gi[i]: 8 (NG - 1 - i), group i's shift (group NG - 1 is the top)
      /* verilator lint_off UNUSEDSIGNAL */
      function [CW-1:0] gi(input integer i);
        integer sh;                     // below 2^CW
        begin
          sh = 8 * (NG - 1 - i);
          gi = sh[CW-1:0];
        end
      endfunction
      /* verilator lint_on UNUSEDSIGNAL */
      reg  [CW-1:0] g;
      reg           nz;
      integer i;
      always @* begin
        g = {CW{1'b0}}; nz = 1'b0;
        for (i = 0; i < NG; i = i + 1)           // the top nonzero group wins
          if (vp[8*i +: 8] != 8'd0) begin
            g  = gi(i);
            nz = 1'b1;
          end
      end
      assign vc_o = v_i << g;
      assign cc_o = g;
      assign z_o  = !nz;
      assign vn_o = {W{1'b0}};
      assign n_o  = {CW{1'b0}};
    end else begin : g_step2
      wire [7:0] top = v_i[W-1 -: 8];
      reg  [2:0] f;
      integer i;
      always @* begin
        f = 3'd0;
        for (i = 0; i < 8; i = i + 1)
          if (top[i]) f = 3'd7 - i[2:0];
      end
      assign vn_o = v_i << f;
      assign n_o  = cc_i + {{(CW - 3){1'b0}}, f};
      assign vc_o = {W{1'b0}};
      assign cc_o = {CW{1'b0}};
      assign z_o  = 1'b0;
    end
  endgenerate
endmodule
