// vp_outq_checks: simulation-only checks of vp_outq's invariants: the
// registered head thread and register number are what the FIFO and the
// written bits say, whenever a beat can be loaded. Bound in by the benches
// like vp_core_checks.v: VP_OUTQ is the path of the vp_outq instance and a
// dot ("u_outq." when bound into vp_engine; tb_engine_iv.v sets
// "dut.u_outq.").
`ifndef VP_OUTQ
`define VP_OUTQ u_outq.
`endif

module vp_outq_checks #(
  parameter integer NTHREADS = 4
);
  localparam integer CW = $clog2(NTHREADS + 1);   // vp_outq's count width

  // the lowest written and unsent register, and the one after idx_q's
  wire [20:0] rem  = `VP_OUTQ rem;
  wire [20:0] rest = rem & ~`VP_OUTQ bit_idx;
  integer   k;
  reg [4:0] idx_rem, idx_rest;
  always @* begin
    idx_rem  = 5'd0;
    idx_rest = 5'd0;
    for (k = 20; k >= 0; k = k - 1) begin
      if (rem[k])  idx_rem  = k[4:0];
      if (rest[k]) idx_rest = k[4:0];
    end
  end
  wire [CW-1:0] cnt = `VP_OUTQ cnt_q;
  // the push bypass's registered compares, in every clock
  always @(posedge `VP_OUTQ clk_i) begin
    if (`VP_OUTQ eqh_q !== (`VP_OUTQ tail_q == `VP_OUTQ head_q))
      $fatal(1, "vp_outq: registered compare tail == head %b, tail %0d head %0d", `VP_OUTQ eqh_q,
             `VP_OUTQ tail_q, `VP_OUTQ head_q);
    if (`VP_OUTQ eqn_q !== (`VP_OUTQ tail_q == `VP_OUTQ head_n))
      $fatal(1, "vp_outq: registered compare tail == head + 1 %b, tail %0d head + 1 %0d", `VP_OUTQ eqn_q,
             `VP_OUTQ tail_q, `VP_OUTQ head_n);
    if (`VP_OUTQ eqnn_q !== (`VP_OUTQ tail_q == `VP_OUTQ hnn_q))
      $fatal(1, "vp_outq: registered compare tail == head + 2 %b, tail %0d head + 2 %0d", `VP_OUTQ eqnn_q,
             `VP_OUTQ tail_q, `VP_OUTQ hnn_q);
    // the clock after a release loads no beat and reads register 0, as the
    // look-ahead's choice of vp_outregs' reads assumes (vp_outq, af_stay)
    if (`VP_OUTQ oq_rel_i && (`VP_OUTQ pre_q || `VP_OUTQ idx_q != 5'd0))
      $fatal(1, "vp_outq: the clock after a release has look-ahead %b, register %0d",
             `VP_OUTQ pre_q, `VP_OUTQ idx_q);
    // the slots after the head, as registers: head + 1 and head + 2 modulo NTHREADS
    if (32'(`VP_OUTQ hn1_q) !== (32'(`VP_OUTQ head_q) + 32'd1) % `VP_OUTQ NTHREADS)
      $fatal(1, "vp_outq: register head + 1 is %0d, the head %0d", `VP_OUTQ hn1_q, `VP_OUTQ head_q);
    if (32'(`VP_OUTQ hnn_q) !== (32'(`VP_OUTQ head_q) + 32'd2) % `VP_OUTQ NTHREADS)
      $fatal(1, "vp_outq: register head + 2 is %0d, the head %0d", `VP_OUTQ hnn_q, `VP_OUTQ head_q);
  end
  always @(posedge `VP_OUTQ clk_i) if (cnt != {CW{1'b0}}) begin
    if (`VP_OUTQ hv_q !== `VP_OUTQ done_q[`VP_OUTQ h_q])
      $fatal(1, "vp_outq: registered head-finished bit %b, done bit of head thread %0d %b",
             `VP_OUTQ hv_q, `VP_OUTQ h_q, `VP_OUTQ done_q[`VP_OUTQ h_q]);
    if (`VP_OUTQ h_q !== `VP_OUTQ fifo_q[`VP_OUTQ head_q])        // also an unknown value (Icarus)
      $fatal(1, "vp_outq: head thread register %0d, FIFO head %0d", `VP_OUTQ h_q,
             `VP_OUTQ fifo_q[`VP_OUTQ head_q]);
    if (cnt != {{(CW-1){1'b0}}, 1'b1} && `VP_OUTQ hn_q !== `VP_OUTQ fifo_q[`VP_OUTQ head_n])
      $fatal(1, "vp_outq: second head register %0d, FIFO slot after the head %0d", `VP_OUTQ hn_q,
             `VP_OUTQ fifo_q[`VP_OUTQ head_n]);
    if (`VP_OUTQ have && `VP_OUTQ idx_q !== idx_rem)
      $fatal(1, "vp_outq: next register %0d, lowest written and unsent %0d", `VP_OUTQ idx_q, idx_rem);
    if (`VP_OUTQ have && (`VP_OUTQ lst_q !== (rest == 21'd0) || (!`VP_OUTQ lst_q && `VP_OUTQ nx_q !== idx_rest)))
      $fatal(1, "vp_outq: look-ahead after register %0d: last %b next %0d, the written bits say last %b next %0d",
             `VP_OUTQ idx_q, `VP_OUTQ lst_q, `VP_OUTQ nx_q, rest == 21'd0, idx_rest);
  end
endmodule
