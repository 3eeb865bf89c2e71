// vp_fetch: issue and fetch (stages IS, F1, FE): which thread issues, and
// the program-memory address of its instruction.
//
//   IS  vp_sched picks a ready thread, round robin
//  (F1  IF_STAGE = 2 only: the pick registered; its PC chosen by the
//       registered one-hot grant, ts_grant_q_i, an AND-OR of the PCs)
//  (FE  IF_STAGE >= 1: the picked thread and its PC registered; the PC
//       addresses the program memory from here)
// IF_STAGE clocks of latency from the pick to the address (0: the address
// is the picked thread's PC in the clock of the pick). The word arrives in
// vp_decode a clock after the address.
//
// IF_STAGE = 1 puts the scheduler's choice and the thread-indexed reads of
// the picked thread's state in different clocks; the PC is chosen by
// vp_sched beside its grant so the program address starts at a flip-flop
// (the mux after fe_thread_q was the OrangeCrab's critical path with SFU_ML
// 3, 13.10 ns). IF_STAGE = 2 moves the PC's AND-OR a clock later still:
// ready bits -> grant -> PC -> fe_pc_q was the ULX3S's critical path at
// cc6c5fe (14.13 ns) and the OrangeCrab's at SFU_ML 4 (10.72 ns).
//
// With IF_STAGE >= 1 the fields of the word that form DE's addresses (ENV,
// CIDX, CREL, ARSEL, ARCOMP for the constant address; S0TIDX, S1TIDX,
// S2TIDX and VIDX for the register files and R's written bits: 31 of the 127
// bits) also live in cfmem, a LUT RAM beside the program memory read with
// the same address and registered into DE (de_cf_o), so DE's addresses
// start at flip-flops, not at the block RAM's output (4.3 to 5.8 ns into
// the clock: the constant address was the OrangeCrab's critical path at
// cfce13d, 15.0 ns; the register-file addresses and the written-bit choice
// were the ULX3S's at 59da59e, 14.0 ns). cfmem is written a clock
// after the word, from a registered copy of the host's write (cw_*): the
// host's accept reached the copies' write enables across the chip in the
// same clock (the OrangeCrab's critical path at 8321fbf). Nothing reads it
// that early: words are written only while every thread is idle and a
// start comes at least three clocks after the last one (the provoking
// attribute, the load of v[0], the start); tb/rtl/vp_core_checks.v holds
// the copy to the word at every DE. With IF_STAGE = 0 the fields are the
// word's.
`include "ucode_fields.vh"
`include "vp_defs.vh"

module vp_fetch #(
  parameter integer NTHREADS = 4,
  parameter integer TW       = 2,
  parameter integer IF_STAGE = 0
) (
  input  wire                  clk_i,
  input  wire                  rst_ni,
  // thread state (vp_thread)
  input  wire [NTHREADS-1:0]   ts_ready_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [NTHREADS-1:0]   ts_grant_q_i,   // the registered grant (IF_STAGE 2 only)
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [NTHREADS*9-1:0] ts_pc_i,
  input  wire                  ts_any_run_i,
  // the pick, one-hot (to vp_thread: busy)
  output wire [NTHREADS-1:0]   is_grant_o,
  // the fetched thread, for decode
  output wire                  fe_valid_o,
  output wire [TW-1:0]         fe_thread_o,
  output wire [8:0]            fe_pc_o,
  // program memory (vp_host): the address, and the host's writes
  output wire [7:0]            is_pm_addr_o,
  input  wire                  pm_we_i,
  input  wire [7:0]            pm_waddr_i,
  input  wire [`UC_RSVD_LSB-1:0]          pm_wdata_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [`UC_RSVD_LSB-1:0]          de_pm_data_i,   // the word, a clock after the address (IF_STAGE 0 only)
  /* verilator lint_on UNUSEDSIGNAL */
  // the address fields of the word in DE (cfields below)
  output wire [30:0]           de_cf_o,
  // performance
  output wire                  perf_issue_o,   // an instruction issued this clock
  output wire                  perf_empty_o    // no issue while some thread runs
);
  // the fields of a program word that form DE's addresses: the sources'
  // temporaries (30:19), the attribute (18:15), the constant address (14:0)
  localparam integer CFW = 31;
  function [CFW-1:0] cfields;
    /* verilator lint_off UNUSEDSIGNAL */
    input [`UC_RSVD_LSB-1:0] w;   // the whole word, of which the fields are read
    /* verilator lint_on UNUSEDSIGNAL */
    cfields = {w[`UC_S0TIDX_MSB:`UC_S0TIDX_LSB], w[`UC_S1TIDX_MSB:`UC_S1TIDX_LSB],
               w[`UC_S2TIDX_MSB:`UC_S2TIDX_LSB], w[`UC_VIDX_MSB:`UC_VIDX_LSB],
               w[`UC_ENV_MSB:`UC_ENV_LSB], w[`UC_CIDX_MSB:`UC_CIDX_LSB], w[`UC_CREL_LSB],
               w[`UC_ARSEL_LSB], w[`UC_ARCOMP_MSB:`UC_ARCOMP_LSB]};
  endfunction

  // ---------------------------------------------------------------- IS
  wire          is_valid;
  wire [TW-1:0] is_thread;
  // the picked thread's PC (none: 0); read with IF_STAGE 1 only (without
  // the fetch register the PC is read after the pick, with IF_STAGE 2 a
  // clock after it)
  /* verilator lint_off UNUSEDSIGNAL */
  wire [8:0]    is_pc;
  /* verilator lint_on UNUSEDSIGNAL */
  vp_sched #(.NTHREADS(NTHREADS), .TW(TW), .DW(9)) u_sched (
    .clk_i(clk_i), .rst_ni(rst_ni), .ready_i(ts_ready_i),
    .valid_o(is_valid), .thread_o(is_thread), .grant_o(is_grant_o),
    .data_i(ts_pc_i), .data_o(is_pc)
  );
  assign perf_issue_o = is_valid;
  assign perf_empty_o = !is_valid && ts_any_run_i;

  // ---------------------------------------------------------------- F1, FE
  wire          fe_valid;
  wire [TW-1:0] fe_thread;
  wire [8:0]    fe_pc;
  generate
    if (IF_STAGE < 0 || IF_STAGE > 2) begin : g_bad_if_stage
      vp_fetch_ERROR_IF_STAGE_must_be_0_1_or_2 u_stop ();
    end
    if (IF_STAGE != 0) begin : g_fetch
      reg          fe_valid_q;
      reg [TW-1:0] fe_thread_q;
      reg [8:0]    fe_pc_q;
      // what FE registers: the pick of this clock (IF_STAGE 1) or of the
      // last (IF_STAGE 2)
      wire          f1_valid;
      wire [TW-1:0] f1_thread;
      wire [8:0]    f1_pc;
      if (IF_STAGE > 1) begin : g_f1
        reg          f1_valid_q;
        reg [TW-1:0] f1_thread_q;
        always @(posedge clk_i or negedge rst_ni) begin
          if (!rst_ni) begin
            f1_valid_q  <= 1'b0;
            f1_thread_q <= {TW{1'b0}};
          end else begin
            f1_valid_q  <= is_valid;
            f1_thread_q <= is_thread;
          end
        end
        // the registered grant is f1_thread_q one-hot (0 when no pick)
        reg [8:0] pc_g;
        integer j;
        always @* begin
          pc_g = 9'd0;
          for (j = 0; j < NTHREADS; j = j + 1)
            pc_g = pc_g | ({9{ts_grant_q_i[j]}} & ts_pc_i[9*j +: 9]);
        end
        assign f1_valid  = f1_valid_q;
        assign f1_thread = f1_thread_q;
        assign f1_pc     = pc_g;
      end else begin : g_f0
        assign f1_valid  = is_valid;
        assign f1_thread = is_thread;
        assign f1_pc     = is_pc;
      end
      always @(posedge clk_i or negedge rst_ni) begin
        if (!rst_ni) begin
          fe_valid_q  <= 1'b0;
          fe_thread_q <= {TW{1'b0}};
          fe_pc_q     <= 9'd0;
        end else begin
          fe_valid_q  <= f1_valid;
          fe_thread_q <= f1_thread;
          fe_pc_q     <= f1_pc;
        end
      end
      assign fe_valid  = fe_valid_q;
      assign fe_thread = fe_thread_q;
      assign fe_pc     = fe_pc_q;
    end else begin : g_nofetch
      assign fe_valid  = is_valid;
      assign fe_thread = is_thread;
      assign fe_pc     = ts_pc_i[9*is_thread +: 9];
    end
  endgenerate
  assign fe_valid_o   = fe_valid;
  assign fe_thread_o  = fe_thread;
  assign fe_pc_o      = fe_pc;
  assign is_pm_addr_o = fe_pc[7:0];

  // ---------------------------------------------------- address fields
  // the host's write, registered (unused, removed by synthesis, with
  // IF_STAGE = 0)
  /* verilator lint_off UNUSEDSIGNAL */
  reg           cw_we_q = 1'b0;   // zero at power-up, as pm_we_q in vp_host
  reg [7:0]     cw_waddr_q;
  reg [`UC_RSVD_LSB-1:0]   cw_wdata_q;   // the fields the copy holds are read
  /* verilator lint_on UNUSEDSIGNAL */
  always @(posedge clk_i) begin
    cw_we_q    <= pm_we_i;
    cw_waddr_q <= pm_waddr_i;
    cw_wdata_q <= pm_wdata_i;
  end
  generate
    if (IF_STAGE != 0) begin : g_cfcopy
      (* ram_style = "distributed" *)
      reg [CFW-1:0] cfmem [0:255];   // no reset, like the program memory
      reg [CFW-1:0] de_cf_q;
      // at power-up the fields of the program memory's blank word (vp_host)
      integer ci;
      initial for (ci = 0; ci < 256; ci = ci + 1) cfmem[ci] = cfields(`VP_PM_BLANK);
      always @(posedge clk_i) begin
        if (cw_we_q) cfmem[cw_waddr_q] <= cfields(cw_wdata_q);
        de_cf_q <= cfmem[is_pm_addr_o];
      end
      assign de_cf_o = de_cf_q;
    end else begin : g_cfword
      assign de_cf_o = cfields(de_pm_data_i);
    end
  endgenerate
endmodule
