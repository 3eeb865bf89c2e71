// vp_bridge_checks: simulation-only checks of the host protocol bridge
// (fpga/rtl/vp_bridge.v): its registered copy of the frame's decode is the
// frame's, and no engine response arrives outside X_RSP (it would be
// lost). Bound in by the benches: VP_BRIDGE is the path of the vp_bridge
// instance and a dot ("u_bridge." when tb/fpga/vp_board_checks_bind.v binds
// it into vp_board_top; tb/fpga/tb_bridge.v sets "dut.").
`ifndef VP_BRIDGE
`define VP_BRIDGE u_bridge.
`endif

module vp_bridge_checks;
  always @(posedge `VP_BRIDGE clk_i)
    if (`VP_BRIDGE state_q == `VP_BRIDGE X_DECODE &&
        {`VP_BRIDGE dec_st_q, `VP_BRIDGE dec_next_q, `VP_BRIDGE dec_ecmd_q, `VP_BRIDGE dec_n_q,
         `VP_BRIDGE dec_id_q, `VP_BRIDGE dec_perf_q} !==
        {`VP_BRIDGE dec_st, `VP_BRIDGE dec_next, `VP_BRIDGE dec_ecmd, `VP_BRIDGE dec_n,
         `VP_BRIDGE cmd_q == `VP_BRIDGE C_ID, `VP_BRIDGE cmd_q == `VP_BRIDGE C_PERF}) begin
      $display("vp_bridge: ERROR: registered decode status %0d next %0d, the frame's is status %0d next %0d",
               `VP_BRIDGE dec_st_q, `VP_BRIDGE dec_next_q, `VP_BRIDGE dec_st, `VP_BRIDGE dec_next);
      $fatal(1, "vp_bridge: decode copy stale");
    end
  // the engine's response to RDCONST is a one-clock pulse (rsp_ready_o is
  // high) raised at the edge after the one that accepts the command (vp_host:
  // rd_q, then rsp_valid_o): X_RSP must be the state by then
  always @(posedge `VP_BRIDGE clk_i)
    if (`VP_BRIDGE rsp_valid_i && `VP_BRIDGE state_q != `VP_BRIDGE X_RSP) begin
      $display("vp_bridge: ERROR: an engine response arrived in state %0d, not X_RSP: it is lost",
               `VP_BRIDGE state_q);
      $fatal(1, "vp_bridge: response lost");
    end
endmodule
