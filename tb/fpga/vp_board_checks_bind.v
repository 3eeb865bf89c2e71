// vp_board_checks_bind: binds the bridge's simulation checks
// (vp_bridge_checks.v) into vp_board_top in the Verilated board
// (make fpga-host-test); the engine's come from tb/rtl/vp_checks_bind.v.
bind vp_board_top vp_bridge_checks u_bridge_checks ();
