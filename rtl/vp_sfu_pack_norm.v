// vp_sfu_pack_norm: the first half of vp_sfu_pack (combinational): the
// position n of the leading one of mag_i and mag_i shifted left by a
// multiple of 4, (63 - n) with its two low bits cleared, so that the
// leading one is in bits 63:60. vp_sfu_pack_round finishes the shift and
// rounds. A block whose pack may take two stages (vp_sfu_lg2 and
// vp_sfu_sincos with PK = 1, through vp_sfu_pack_pipe) registers the
// outputs between the halves. R = 1 (vp_sfu_pack_pipe PK = 2: vp_sfu's
// LG2, LP) puts a register inside this half too, between the
// search for the leading one and the shift: the outputs are then those of
// the mag_i of one clock before. Data registers only: nothing is reset.
module vp_sfu_pack_norm #(
  // 62: the caller guarantees that the leading one of mag_i is bit 62 or
  // 63 (see vp_sfu_pack); 0: any mag_i
  parameter integer LEAD_LO = 0,
  parameter integer R       = 0    // 1: a register after the search (LEAD_LO 0 only)
) (
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire        clk_i,      // unused with R = 0
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [63:0] mag_i,
  output wire [5:0]  n_o,        // position of the leading one (mag_i = 0: any)
  output wire [27:0] norm4_o,    // bits 63:36 of mag_i << {~n_o[5:2], 2'b00}
  output wire        zero_o      // mag_i == 0
);
  // top4: the highest set bit of a 4-bit value from its bits 3..1 (bit 0 or
  // nothing set: 0)
  function [1:0] top4;
    input [3:1] v;
    top4 = v[3] ? 2'd3 : v[2] ? 2'd2 : v[1] ? 2'd1 : 2'd0;
  endfunction

  /* verilator lint_off UNUSEDSIGNAL */
  wire [63:0] sh4;      // mag_i << {~n[5:2], 2'b00}: bits 35:0 are not needed
  /* verilator lint_on UNUSEDSIGNAL */
  genvar g;
  generate
    if (R != 0 && (R != 1 || LEAD_LO != 0)) begin : g_bad_r
      vp_sfu_pack_norm_ERROR_R_must_be_0_or_1_with_LEAD_LO_0 u_stop ();
    end
    if (LEAD_LO == 62) begin : g_lead62
      assign n_o = {5'b11111, mag_i[63]};
      assign sh4 = mag_i;
    end else begin : g_lead_any
      // n (0 when mag_i is 0; that case is muxed out), as a tree a few
      // logic levels deep: the highest 4-bit group with a one (16 groups,
      // in 4 quads of 4) and the highest one within it.
      wire [15:1] gany;  // group g (bits 4g+3:4g) has a one (group 0: not needed)
      wire [31:0] gpos;  // its highest one, 2 bits per group
      wire [3:1]  qany;  // quad q (groups 4q+3:4q) has a one (quad 0: not needed)
      wire [7:0]  qgrp;  // its highest group with a one, 2 bits per quad
      wire [7:0]  qbit;  // the highest one in that group, 2 bits per quad
      for (g = 0; g < 16; g = g + 1) begin : g_grp
        assign gpos[2*g +: 2] = top4(mag_i[4*g+1 +: 3]);
      end
      for (g = 0; g < 4; g = g + 1) begin : g_quad
        assign qgrp[2*g +: 2] = top4(gany[4*g+1 +: 3]);
        assign qbit[2*g +: 2] = gpos[8*g + 2*qgrp[2*g +: 2] +: 2];
      end
      for (g = 1; g < 16; g = g + 1) begin : g_gany
        assign gany[g] = |mag_i[4*g +: 4];
      end
      for (g = 1; g < 4; g = g + 1) begin : g_qany
        assign qany[g] = |gany[4*g +: 4];
      end
      wire [1:0] quad_s = top4(qany);
      wire [5:0] n_s    = {quad_s, qgrp[2*quad_s +: 2], qbit[2*quad_s +: 2]};
      // R = 1: the position and the magnitude registered, the shift after
      wire [5:0]  n_r;
      wire [63:0] mag_r;
      vp_delay #(.W(70), .N(R)) u_r (.clk_i(clk_i), .rst_ni(1'b1),
        .d_i({n_s, mag_i}), .q_o({n_r, mag_r}));
      assign n_o = n_r;
      // the group shift needs only the group's number, not the bit in it
      assign sh4 = mag_r << {~n_r[5:2], 2'b00};
    end
  endgenerate
  assign norm4_o = sh4[63:36];
  // (mag_i = 0 puts 0 in the shifted bits: zero_o is read from those when
  // R = 1, so that it needs no register of its own)
  generate
    if (R == 0) begin : g_zero
      assign zero_o = (mag_i == 64'd0);
    end else begin : g_zero_r
      assign zero_o = (sh4[63:60] == 4'd0);
    end
  endgenerate
endmodule
