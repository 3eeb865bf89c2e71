// vp_sfu_pack_pipe: vp_sfu_pack over 1 + PK stages (PK 0, 1 or 2), for the
// blocks whose pack may take more than one (vp_sfu_lg2, vp_sfu_sincos):
// PK = 1 puts a register between its two halves (vp_sfu_pack_norm,
// vp_sfu_pack_round), PK = 2 one more inside the first, between the
// search for the leading one and the shift (vp_sfu_pack_norm R). r_o is
// the pack of the inputs of PK clocks before. side_i travels beside
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
  wire        sign_n;
  wire [10:0] ebias_n;
  wire [WS-1:0] side_n;
  localparam integer R = (PK >= 2) ? 1 : 0;
  generate
    if (PK < 0 || PK > 2) begin : g_bad_pk
      vp_sfu_pack_pipe_ERROR_PK_must_be_0_1_or_2 u_stop ();
    end
  endgenerate
  vp_sfu_pack_norm #(.R(R)) u_norm (.clk_i(clk_i), .mag_i(mag_i), .n_o(n), .norm4_o(norm4), .zero_o(zero));
  vp_delay #(.W(12 + WS), .N(R)) u_side_n (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({sign_i, ebias_i, side_i}), .q_o({sign_n, ebias_n, side_n}));
  vp_delay #(.W(47 + WS), .N((PK >= 1) ? 1 : 0)) u_pk (.clk_i(clk_i), .rst_ni(1'b1),
    .d_i({n, norm4, zero, sign_n, ebias_n, side_n}), .q_o({n_p, norm4_p, zero_p, sign_p, ebias_p, side_o}));
  vp_sfu_pack_round u_round (.sign_i(sign_p), .n_i(n_p), .norm4_i(norm4_p), .zero_i(zero_p),
                             .ebias_i(ebias_p), .r_o(r_o));
endmodule
