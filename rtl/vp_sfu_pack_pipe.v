// vp_sfu_pack_pipe: vp_sfu_pack with PK registers (0 or 1) between its two
// halves (vp_sfu_pack_norm, vp_sfu_pack_round), for the blocks whose pack
// may take two stages (vp_sfu_lg2, vp_sfu_sincos). side_i travels beside
// the magnitude (a block's special-case bits) and leaves with r_o. Data
// registers only: nothing is reset.
module vp_sfu_pack_pipe #(
  parameter integer PK = 0,
  parameter integer WS = 1
) (
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire               clk_i,     // unused with PK = 0
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire               sign_i,
  input  wire [63:0]        mag_i,
  input  wire signed [10:0] ebias_i,
  input  wire [WS-1:0]      side_i,
  output wire [31:0]        r_o,
  output wire [WS-1:0]      side_o
);
  wire [5:0]  n, n_p;
  wire [27:0] norm4, norm4_p;
  wire        zero, zero_p, sign_p;
  wire [10:0] ebias_p;
  vp_sfu_pack_norm u_norm (.mag_i(mag_i), .n_o(n), .norm4_o(norm4), .zero_o(zero));
  vp_delay #(.W(47 + WS), .N(PK)) u_pk (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({n, norm4, zero, sign_i, ebias_i, side_i}), .q_o({n_p, norm4_p, zero_p, sign_p, ebias_p, side_o}));
  vp_sfu_pack_round u_round (.sign_i(sign_p), .n_i(n_p), .norm4_i(norm4_p), .zero_i(zero_p),
                             .ebias_i(ebias_p), .r_o(r_o));
endmodule
