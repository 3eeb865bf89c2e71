// vp_multi_bind: binds the simulation checks of the multi-engine top
// (tb/rtl/vp_multi_checks.v) into vp_multi, its ports to vp_multi's; the
// lock-step benches of vp_multi compile this file beside
// tb/rtl/vp_checks_bind.v, which binds the engines' own checks into each
// vp_engine (mk/sim_multi.mk).
bind vp_multi vp_multi_checks #(.NENGINES(NENGINES)) u_multi_checks (
  .clk_i(clk_i), .host_valid_i(host_valid_i), .host_ready_o(host_ready_o), .host_cmd_i(host_cmd_i),
  .host_addr_i(host_addr_i), .host_n_i(host_n_i), .host_data_i(host_data_i),
  .out_valid_o(out_valid_o), .out_vertex_o(out_vertex_o), .cm_valid_o(cm_valid_o), .cm_vertex_o(cm_vertex_o)
);
