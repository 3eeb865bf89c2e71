// vp_host_checks: simulation-only checks of vp_host's invariants (the
// loader's copy of the dirty bits and its look-ahead, the registered
// idle bits, what the host lets in), bound in by the benches like
// vp_core_checks.v: VP_HOST is the path of the vp_host instance and a dot
// ("u_host." when bound into vp_engine; tb_engine_iv.v sets "dut.u_host.").
`ifndef VP_HOST
`define VP_HOST u_host.
`endif

module vp_host_checks #(
  parameter integer NTHREADS = 4
);
  // the copy of the loading thread's dirty bits is its dirty_q row with the
  // set of the clock before (dset_q), which lands with this clock (an
  // unknown value stops it too)
  always @(posedge `VP_HOST clk_i)
    if (`VP_HOST load_q &&
        `VP_HOST ld_dirty_q !== (`VP_HOST dirty_q[`VP_HOST ld_t_q] | `VP_HOST dset_q))
      $fatal(1, "vp_host: loading thread %0d, dirty bits %b, its row %b", `VP_HOST ld_t_q,
             `VP_HOST ld_dirty_q, `VP_HOST dirty_q[`VP_HOST ld_t_q] | `VP_HOST dset_q);

  // the look-ahead is the priority encoder of the copy
  reg       chk_any;
  reg [3:0] chk_a;
  integer   j;
  always @* begin
    chk_any = 1'b0;
    chk_a   = 4'd0;
    for (j = 15; j >= 0; j = j - 1)
      if (`VP_HOST ld_dirty_q[j]) begin
        chk_any = 1'b1;
        chk_a   = j[3:0];
      end
  end
  always @(posedge `VP_HOST clk_i)
    if (`VP_HOST load_q && (`VP_HOST ld_any_q !== chk_any || (chk_any && `VP_HOST ld_a_q !== chk_a)))
      $fatal(1, "vp_host: loader look-ahead: next attribute %0d (any %0d), the dirty bits %b give %0d (any %0d)",
             `VP_HOST ld_a_q, `VP_HOST ld_any_q, `VP_HOST ld_dirty_q, chk_a, chk_any);

  // the registered OR and AND are those of the registered free bits
  always @(posedge `VP_HOST clk_i)
    if (`VP_HOST free_any_q !== |`VP_HOST free_q || `VP_HOST free_all_q !== &`VP_HOST free_q)
      $fatal(1, "vp_host: registered any/all idle %0d %0d, the free bits %b say %0d %0d",
             `VP_HOST free_any_q, `VP_HOST free_all_q, `VP_HOST free_q, |`VP_HOST free_q, &`VP_HOST free_q);

  // what the registered free bits let in holds for the core's own: a
  // command other than ATTR with every thread idle, a vertex given to an
  // idle thread (acc is low in reset)
  always @(posedge `VP_HOST clk_i) if (`VP_HOST acc) begin
    if (!`VP_HOST is_attr && !(&`VP_HOST core_free_i))
      $fatal(1, "vp_host: command %0d accepted while %0d threads are not idle",
             `VP_HOST host_cmd_i, NTHREADS - $countones(`VP_HOST core_free_i));
    if (`VP_HOST is_provoke && !`VP_HOST core_free_i[`VP_HOST free_t])
      $fatal(1, "vp_host: vertex given to thread %0d, which is not idle", `VP_HOST free_t);
  end
endmodule
