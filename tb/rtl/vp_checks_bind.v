// vp_checks_bind: binds the simulation checks of the core, the host
// interface and the output queue (vp_core_checks.v, vp_host_checks.v,
// vp_outq_checks.v) into every vp_engine of a Verilator build; the benches
// compile this file beside the RTL. (Icarus has no bind: tb_engine_iv.v
// instantiates the checks itself.)
bind vp_engine vp_core_checks #(.NTHREADS(NTHREADS), .TW(TW), .EX_LAT(EX_LAT), .IF_STAGE(IF_STAGE))
  u_core_checks ();
bind vp_engine vp_host_checks #(.NTHREADS(NTHREADS)) u_host_checks ();
bind vp_engine vp_outq_checks #(.NTHREADS(NTHREADS)) u_outq_checks ();
