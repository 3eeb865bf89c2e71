// vp_multi_checks: simulation-only checks of vp_multi (rtl/vp_multi.v), the
// multi-engine top: that each engine takes the commands meant for it, in
// order, once each (against a queue per engine kept here), the order FIFO
// and its registered head, and the vertex numbers it gives out (against a
// reference kept here). Bound into vp_multi by tb/rtl/vp_multi_bind.v
// (the lock-step benches of the multi-engine top, built by Verilator),
// which connects the ports to vp_multi's; VP_MULTI is the path of
// vp_multi's block of several engines and a dot ("g_multi." when bound
// into vp_multi). With NENGINES = 1 vp_multi is vp_engine, whose own
// checks are bound in.
`include "vp_defs.vh"
`ifndef VP_MULTI
`define VP_MULTI g_multi.
`endif

module vp_multi_checks #(
  parameter integer NENGINES = 2
) (
  // vp_multi's ports of the same names
  input wire                   clk_i,
  input wire                   host_valid_i,
  input wire                   host_ready_o,
  input wire [2:0]             host_cmd_i,
  input wire [7:0]             host_addr_i,
  input wire [2:0]             host_n_i,
  input wire [127:0]           host_data_i,
  input wire                   out_valid_o,
  input wire [31:0]            out_vertex_o,
  input wire [NENGINES-1:0]    cm_valid_o,
  input wire [32*NENGINES-1:0] cm_vertex_o
);
  generate
    if (NENGINES > 1) begin : g_chk
      localparam integer N  = NENGINES;
      // the references' sizes: vertices in flight, an engine's runs, its
      // commands given and not yet taken
      localparam integer RW = 12;
      localparam integer LW = 16;
      localparam integer KW = 8;

      // what the top takes: a command, for one engine (a vertex: the one
      // the order FIFO records), engine 0 (RDCONST) or every engine
      wire         top_acc = host_valid_i && host_ready_o;
      wire         c_prov  = host_cmd_i == `VP_CMD_ATTR && host_addr_i[3:0] == 4'd0;
      wire         c_rd    = host_cmd_i == `VP_CMD_RDCONST;
      wire [141:0] c_word  = {host_cmd_i, host_addr_i, host_n_i, host_data_i};

      // ---- the order FIFO: within its depth; its head register is the
      // engine at its head (zero when empty)
      wire [31:0]   qcnt = 32'(`VP_MULTI q_cnt_q);
      wire [N-1:0]  head = qcnt != 32'd0 ? `VP_MULTI one0 << `VP_MULTI q_mem[`VP_MULTI q_rd_q] : {N{1'b0}};
      always @(posedge clk_i) begin
        if (qcnt > `VP_MULTI QD)
          $fatal(1, "vp_multi: the order FIFO holds %0d vertices, more than its %0d entries", qcnt, `VP_MULTI QD);
        if (`VP_MULTI hoh_q !== head)
          $fatal(1, "vp_multi: head register %b, the FIFO's head is engine %0d (%0d entries)", `VP_MULTI hoh_q,
                 `VP_MULTI q_mem[`VP_MULTI q_rd_q], qcnt);
        // the two oldest as registers, the third's read address
        if (qcnt > 0 && `VP_MULTI h_q !== `VP_MULTI q_mem[`VP_MULTI q_rd_q])
          $fatal(1, "vp_multi: oldest register %0d, the FIFO's head is engine %0d", `VP_MULTI h_q,
                 `VP_MULTI q_mem[`VP_MULTI q_rd_q]);
        if (qcnt > 1 && `VP_MULTI h2_q !== `VP_MULTI q_mem[(32'(`VP_MULTI q_rd_q) + 32'd1) % `VP_MULTI QD])
          $fatal(1, "vp_multi: second-oldest register %0d, the FIFO's second entry is engine %0d (%0d entries)",
                 `VP_MULTI h2_q, `VP_MULTI q_mem[(32'(`VP_MULTI q_rd_q) + 32'd1) % `VP_MULTI QD], qcnt);
        if (32'(`VP_MULTI q_rd2_q) !== (32'(`VP_MULTI q_rd_q) + 32'd2) % `VP_MULTI QD)
          $fatal(1, "vp_multi: third entry's address %0d, the head's is %0d", `VP_MULTI q_rd2_q, `VP_MULTI q_rd_q);
      end

      // ---- vertex numbers: out_vertex_o is the number the host gave the
      // vertex (vertices and state runs counted in the order taken)
      reg [31:0]   gref;               // runs taken so far
      reg [31:0]   vref [0:(1<<RW)-1]; // the numbers of the vertices taken, in order
      reg [RW-1:0] vwr, vrd;
      initial begin
        gref = 32'd0;
        vwr  = {RW{1'b0}};
        vrd  = {RW{1'b0}};
      end
      always @(posedge clk_i) begin
        if (out_valid_o && out_vertex_o !== vref[vrd])
          $fatal(1, "vp_multi: output beat of vertex %0d, the host's number of the oldest vertex is %0d",
                 out_vertex_o, vref[vrd]);
        if (`VP_MULTI pop) vrd <= vrd + 1'b1;
        if (`VP_MULTI push) begin
          vref[vwr] <= gref;
          vwr       <= vwr + 1'b1;
        end
        if (`VP_MULTI push || `VP_MULTI st_acc) gref <= gref + 32'd1;
      end

      genvar e;
      for (e = 0; e < N; e = e + 1) begin : g_e
        // ---- each engine takes the commands meant for it, each once, in
        // the order the top took them (kq: those not yet taken)
        reg  [141:0]  kq [0:(1<<KW)-1];
        reg  [KW-1:0] kw = {KW{1'b0}}, kr = {KW{1'b0}};
        wire          given = top_acc && (c_prov ? `VP_MULTI tgt_q == e : c_rd ? e == 0 : 1'b1);
        wire          taken = `VP_MULTI e_valid[e] && `VP_MULTI e_ready[e];
        wire [141:0]  t_word = {`VP_MULTI g_eng[e].u_eng.host_cmd_i, `VP_MULTI g_eng[e].u_eng.host_addr_i,
                                `VP_MULTI g_eng[e].u_eng.host_n_i, `VP_MULTI g_eng[e].u_eng.host_data_i};
        always @(posedge clk_i) begin
          if (taken && kr == kw)
            $fatal(1, "vp_multi: engine %0d takes command %0d (address %0d), which was not given to it", e,
                   t_word[141:139], t_word[138:131]);
          if (taken && kr != kw && t_word !== kq[kr])
            $fatal(1, "vp_multi: engine %0d takes command %0d (address %0d), the next given to it is %0d (address %0d)",
                   e, t_word[141:139], t_word[138:131], kq[kr][141:139], kq[kr][138:131]);
          if (taken) kr <= kr + 1'b1;
          if (given) begin
            kq[kw] <= c_word;
            kw     <= kw + 1'b1;
          end
        end

        // an engine offers a beat only while the FIFO holds a vertex of it
        integer ne = 0;   // the FIFO's entries of engine e
        wire    pushed = `VP_MULTI push && `VP_MULTI tgt_q == e;
        wire    popped = `VP_MULTI pop && `VP_MULTI hoh_q[e];
        always @(posedge clk_i) begin
          if (`VP_MULTI e_out_valid[e] && ne == 0)
            $fatal(1, "vp_multi: engine %0d offers an output beat, but the order FIFO holds no vertex of it", e);
          ne <= ne + (pushed ? 1 : 0) - (popped ? 1 : 0);
        end

        // an engine's commit record names the run it belongs to: the
        // host's number of the engine's run of that number (its own)
        reg  [31:0]   cref [0:(1<<LW)-1];   // by the engine's number
        reg  [LW-1:0] lref = {LW{1'b0}};   // the engine's runs so far
        wire [31:0]   lnum = `VP_MULTI e_cm_vertex[32*e +: 32];
        wire          run  = pushed || `VP_MULTI st_acc;
        always @(posedge clk_i) begin
          if (cm_valid_o[e] && cm_vertex_o[32*e +: 32] !== cref[lnum[LW-1:0]])
            $fatal(1, "vp_multi: engine %0d's commit record of its run %0d names vertex %0d, the host's number is %0d",
                   e, lnum, cm_vertex_o[32*e +: 32], cref[lnum[LW-1:0]]);
          if (run) begin
            cref[lref] <= gref;
            lref       <= lref + 1'b1;
          end
        end
      end
    end
  endgenerate
endmodule
