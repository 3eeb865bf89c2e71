// vp_checks_bind: binds the simulation checks (vp_core_checks.v) into every
// vp_engine of a Verilator build; the benches compile this file beside the
// RTL. (Icarus has no bind: tb_engine_iv.v instantiates the checks itself.)
bind vp_engine vp_core_checks #(.NTHREADS(NTHREADS), .TW(TW), .EX_LAT(EX_LAT), .IF_STAGE(IF_STAGE))
  u_core_checks ();
