// vp_decode: decode and register read (stages DE, RD), and the register
// files they read: the temporaries R0-R15 (three read ports), the attributes
// v[0..15], the address registers A0/A1 and R's written-lane bits.
//
//   DE  the program word arrives (de_pm_data_i); the register-file,
//       attribute and constant addresses are formed (c[] absolute or
//       A-relative, with the range check) and the memories are read
//  (AG  RD_STAGE = 2 only: the addresses DE forms registered, and the
//       memories read from the registers: the constant address (A, the
//       add, the constant RAM's address pins across the die) was the
//       ULX3S's critical path at d3f241b, 12.9 ns of which 9.9 routing)
//  (RD  RD_STAGE >= 1: the memories' data and everything DE passes on
//       registered once more before the operand select, so that a block
//       RAM's clock-to-output (5.8 ns on the ECP5's DP16KD without its
//       output register) ends at a flip-flop)
// 1 + RD_STAGE clocks from the word to the op_* outputs.
//
// The register files are written by vp_writeback (R, A, R's written bits)
// and the loader in vp_host (v); a thread issues only after the write-back
// of its previous instruction, so no read here needs a bypass. The thread's
// A0/A1 and written-lane bits are read in FE, a clock before DE: nothing
// else writes them, and reading early keeps the thread-indexed muxes out of
// the address and operand paths. A0/A1 (A0 bits 39:0, A1 79:40, 10 bits a
// lane) are a RAM per lane (lane write enables: a write needs no read of
// the old value) with a second read for the write-back (wb_a_o); a lane not
// written this vertex reads 0 by its written bit (ts_aval_i), as the
// temporaries do (ts_xval_i). The read for DE is masked before its register
// so that the constant address (A, an add, the constant RAM's address)
// starts at a flip-flop of the value itself. R's written-lane bits (bit
// 4r+l: R[r] lane l) are a RAM row per thread rewritten at every
// write-back; as flip-flops cleared at the start they and the outputs' bits
// cost about 8 000 LUT4 at NTHREADS 19 (docs/synth-log.md "Per-thread state
// in RAM").
`include "ucode_fields.vh"

module vp_decode #(
  parameter integer NTHREADS = 4,
  parameter integer TW       = 2,
  parameter integer RD_STAGE = 0
) (
  input  wire                  clk_i,
  input  wire                  rst_ni,
  // the fetched thread (vp_fetch)
  input  wire                  fe_valid_i,
  input  wire [TW-1:0]         fe_thread_i,
  input  wire [8:0]            fe_pc_i,
  input  wire [`UC_RSVD_LSB-1:0]          de_pm_data_i,   // the word (vp_host's program memory)
  input  wire [30:0]           de_cf_i,        // its address fields (vp_fetch's cfields)
  // thread state (vp_thread)
  input  wire [NTHREADS-1:0]   ts_xval_i,
  input  wire [NTHREADS*8-1:0] ts_aval_i,
  // constants and matrix rows (vp_host)
  output wire [7:0]            de_cm_addr_o,
  input  wire [127:0]          op_cm_data_i,
  input  wire [511:0]          mvp_i,
  // the loader (vp_host): attribute writes
  input  wire                  ld_we_i,
  input  wire [TW-1:0]         ld_thread_i,
  input  wire [3:0]            ld_attr_i,
  input  wire [127:0]          ld_data_i,
  // writes from vp_writeback
  input  wire                  wb_valid_i,
  input  wire [TW-1:0]         wb_thread_i,
  input  wire [3:0]            wb_rwe_i,       // R lanes written
  input  wire [15:0]           wb_ridx_i,      // the register per lane (a paired word's halves)
  input  wire [127:0]          wb_val_i,
  input  wire [63:0]           wb_tval_i,      // R's written bits after the write
  input  wire [3:0]            wb_awe0_i,      // A0 lanes written
  input  wire [3:0]            wb_awe1_i,      // A1 lanes written
  input  wire [39:0]           wb_au_i,        // the address unit's result
  // A0/A1 of the thread in PW, raw (vp_writeback masks it)
  input  wire [TW-1:0]         pw_thread_i,
  output wire [79:0]           pw_a_o,
  // to the operand select
  output wire                  op_valid_o,
  output wire [TW-1:0]         op_thread_o,
  output wire [8:0]            op_pc_o,
  output wire [`UC_RSVD_LSB-1:0]          op_w_o,
  output wire                  op_cok_o,       // the constant address in range
  output wire [127:0]          op_cm_o,
  output wire [127:0]          op_v_o,
  output wire [127:0]          op_mvp_o,
  output wire [127:0]          op_t0_o,
  output wire [127:0]          op_t1_o,
  output wire [127:0]          op_t2_o,
  output wire [3:0]            op_tm0_o,       // the sources' written lanes
  output wire [3:0]            op_tm1_o,
  output wire [3:0]            op_tm2_o,
  output wire [79:0]           op_a_o
);
  // memory rows are addressed {thread, index}; a one-thread engine still has
  // a 1-bit thread number (always 0), so it gets rows for two
  localparam integer NT2 = NTHREADS > 1 ? NTHREADS : 2;
  localparam integer NR  = NT2 * 16;
  localparam integer AG  = RD_STAGE >= 2 ? 1 : 0;   // the AG clock
  localparam integer RDN = RD_STAGE >= 1 ? 1 : 0;   // the RD clock

  reg          de_valid_q;
  reg [TW-1:0] de_thread_q;
  reg [8:0]    de_pc_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      de_valid_q  <= 1'b0;
      de_thread_q <= {TW{1'b0}};
      de_pc_q     <= 9'd0;
    end else begin
      de_valid_q  <= fe_valid_i;
      de_thread_q <= fe_thread_i;
      de_pc_q     <= fe_pc_i;
    end
  end

  // ---------------------------------------------------------------- A0/A1
  wire [79:0] a_fe, a_fe_m;
  wire [7:0]  fe_aval = ts_aval_i[8*fe_thread_i +: 8];
  reg  [79:0] de_a_q, rd_a_q;
  genvar g;
  generate
    for (g = 0; g < 8; g = g + 1) begin : g_alane
      reg [9:0] amem [0:NT2-1];
      always @(posedge clk_i)
        if (wb_valid_i && (g >= 4 ? wb_awe1_i[g % 4] : wb_awe0_i[g % 4]))
          amem[wb_thread_i] <= wb_au_i[10*(g % 4) +: 10];
      assign a_fe[10*g +: 10]   = amem[fe_thread_i];
      assign pw_a_o[10*g +: 10] = amem[pw_thread_i];
      assign a_fe_m[10*g +: 10] = fe_aval[g] ? a_fe[10*g +: 10] : 10'd0;
    end
  endgenerate
  wire [79:0] ag_a;
  always @(posedge clk_i) begin
    de_a_q <= a_fe_m;
    rd_a_q <= ag_a;
  end

  // ---------------------------------------------------------------- DE
  wire [`UC_RSVD_LSB-1:0] de_w = de_pm_data_i;
  wire [3:0]   de_s0t   = de_cf_i[30:27];
  wire [3:0]   de_s1t   = de_cf_i[26:23];
  wire [3:0]   de_s2t   = de_cf_i[22:19];
  wire [3:0]   de_vidx  = de_cf_i[18:15];
  wire [1:0]   de_env   = de_cf_i[14:13];
  wire [8:0]   de_cidx  = de_cf_i[12:4];
  wire         de_crel  = de_cf_i[3];
  wire         de_arsel = de_cf_i[2];
  wire [1:0]   de_arcmp = de_cf_i[1:0];
  // A0/A1 by ARSEL, then the component: muxes, not a computed part-select
  // index (Yosys maps 10 * ARCOMP to a DSP block)
  wire [39:0]  de_asel  = de_arsel ? de_a_q[79:40] : de_a_q[39:0];
  reg  [9:0]   de_areg;
  always @* begin
    case (de_arcmp)
      2'd0:    de_areg = de_asel[9:0];
      2'd1:    de_areg = de_asel[19:10];
      2'd2:    de_areg = de_asel[29:20];
      default: de_areg = de_asel[39:30];
    endcase
  end
  wire signed [10:0] de_cabs = de_crel ? ({{2{de_cidx[8]}}, de_cidx} + {de_areg[9], de_areg})
                                       : {2'b00, de_cidx};

  wire [TW+3:0] de_r0 = {de_thread_q, de_s0t};
  wire [TW+3:0] de_r1 = {de_thread_q, de_s1t};
  wire [TW+3:0] de_r2 = {de_thread_q, de_s2t};
  wire [TW+3:0] de_v  = {de_thread_q, de_vidx};

  // R's written-lane bits: read in FE (until the thread's first write-back
  // after its start the row reads 0), the sources' four bits in DE
  reg  [63:0]  tmem [0:NT2-1];
  reg  [63:0]  de_traw_q;
  reg          de_xval_q;
  always @(posedge clk_i) begin
    if (wb_valid_i) tmem[wb_thread_i] <= wb_tval_i;
    de_traw_q <= tmem[fe_thread_i];
    de_xval_q <= ts_xval_i[fe_thread_i];
  end
  wire [63:0]  de_tv  = de_xval_q ? de_traw_q : 64'd0;
  wire [3:0]   de_tm0 = de_tv[4*de_s0t +: 4];
  wire [3:0]   de_tm1 = de_tv[4*de_s1t +: 4];
  wire [3:0]   de_tm2 = de_tv[4*de_s2t +: 4];

  // ---------------------------------------------------------------- AG
  generate
    if (RD_STAGE < 0 || RD_STAGE > 2) begin : g_bad_rd_stage
      vp_decode_ERROR_RD_STAGE_must_be_0_1_or_2 u_stop ();
    end
  endgenerate
  // RD_STAGE < 2: wires (vp_delay with N = 0), the reads in DE
  wire          ag_valid, ag_vp20;
  wire [TW-1:0] ag_thread;
  wire [8:0]    ag_pc;
  wire [`UC_RSVD_LSB-1:0] ag_w;
  wire signed [10:0] ag_cabs;
  wire [TW+3:0] ag_r0, ag_r1, ag_r2, ag_v;
  wire [1:0]    ag_row;
  wire [3:0]    ag_tm0, ag_tm1, ag_tm2;
  vp_delay #(.W(1 + TW + 9 + `UC_RSVD_LSB + 11 + 1), .N(AG), .RST(1)) u_ag_ctl (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .d_i({de_valid_q, de_thread_q, de_pc_q, de_w, de_cabs, de_env == `UC_ENV_VP20}),
    .q_o({ag_valid, ag_thread, ag_pc, ag_w, ag_cabs, ag_vp20}));
  vp_delay #(.W(4 * (TW + 4) + 2 + 12 + 80), .N(AG)) u_ag_addr (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .d_i({de_r0, de_r1, de_r2, de_v, de_cidx[1:0], de_tm0, de_tm1, de_tm2, de_a_q}),
    .q_o({ag_r0, ag_r1, ag_r2, ag_v, ag_row, ag_tm0, ag_tm1, ag_tm2, ag_a}));
  // the constant address in range (with RD_STAGE >= 1 the check is made in
  // RD, from rd_cabs_q)
  wire         ag_cok = !ag_cabs[10] && (ag_vp20 ? ag_cabs < 11'sd256 : ag_cabs < 11'sd96);
  assign de_cm_addr_o = ag_cabs[7:0];
  // the clock of the constant RAM's read (tb/rtl/vp_core_checks.v)
  /* verilator lint_off UNUSEDSIGNAL */
  wire         cm_rvalid = ag_valid;
  /* verilator lint_on UNUSEDSIGNAL */

  // ---------------------------------------------------------------- R, v
  wire [127:0] rd_t0, rd_t1, rd_t2;
  generate
    for (g = 0; g < 4; g = g + 1) begin : g_lane
      reg [31:0] rmem [0:NR-1];
      reg [31:0] t0_q, t1_q, t2_q;
      always @(posedge clk_i) begin
        if (wb_rwe_i[g]) rmem[{wb_thread_i, wb_ridx_i[4*g +: 4]}] <= wb_val_i[32*g +: 32];
        t0_q <= rmem[ag_r0];
        t1_q <= rmem[ag_r1];
        t2_q <= rmem[ag_r2];
      end
      assign rd_t0[32*g +: 32] = t0_q;
      assign rd_t1[32*g +: 32] = t1_q;
      assign rd_t2[32*g +: 32] = t2_q;
    end
  endgenerate
  reg  [127:0] vin [0:NR-1];
  reg  [127:0] rd_v_q;
  reg  [127:0] rd_mvp_q;
  always @(posedge clk_i) begin
    if (ld_we_i) vin[{ld_thread_i, ld_attr_i}] <= ld_data_i;
    rd_v_q   <= vin[ag_v];
    rd_mvp_q <= mvp_i[128*ag_row +: 128];
  end
  reg  [3:0]   rd_tm0_q, rd_tm1_q, rd_tm2_q;
  always @(posedge clk_i) begin
    rd_tm0_q <= ag_tm0;
    rd_tm1_q <= ag_tm1;
    rd_tm2_q <= ag_tm2;
  end

  // ---------------------------------------------------------------- RD
  reg          rd_valid_q;
  reg [TW-1:0] rd_thread_q;
  reg [8:0]    rd_pc_q;
  reg [`UC_RSVD_LSB-1:0]  rd_w_q;
  // RD_STAGE = 0 uses rd_cok_q, RD_STAGE = 1 the address and the VP2 bit
  // for the range check in RD; synthesis drops the others
  /* verilator lint_off UNUSEDSIGNAL */
  reg          rd_cok_q;
  reg signed [10:0] rd_cabs_q;
  reg          rd_vp20_q;
  /* verilator lint_on UNUSEDSIGNAL */
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      rd_valid_q  <= 1'b0;
      rd_thread_q <= {TW{1'b0}};
      rd_pc_q     <= 9'd0;
      rd_w_q      <= {`UC_RSVD_LSB{1'b0}};
      rd_cok_q    <= 1'b0;
      rd_cabs_q   <= 11'sd0;
      rd_vp20_q   <= 1'b0;
    end else begin
      rd_valid_q  <= ag_valid;
      rd_thread_q <= ag_thread;
      rd_pc_q     <= ag_pc;
      rd_w_q      <= ag_w;
      rd_cok_q    <= ag_cok;
      rd_cabs_q   <= ag_cabs;
      rd_vp20_q   <= ag_vp20;
    end
  end
  // the range check: in RD from the registered address with RD_STAGE >= 1,
  // else made in DE (rd_cok_q)
  wire rd_cok = (RDN != 0)
                ? !rd_cabs_q[10] && (rd_vp20_q ? rd_cabs_q < 11'sd256 : rd_cabs_q < 11'sd96)
                : rd_cok_q;
  // RD_STAGE = 0: these are wires (vp_delay with N = 0)
  vp_delay #(.W(1 + TW + 9 + `UC_RSVD_LSB + 1), .N(RDN), .RST(1)) u_rd_ctl (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .d_i({rd_valid_q, rd_thread_q, rd_pc_q, rd_w_q, rd_cok}),
    .q_o({op_valid_o, op_thread_o, op_pc_o, op_w_o, op_cok_o}));
  vp_delay #(.W(6 * 128 + 12 + 80), .N(RDN)) u_rd_data (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .d_i({op_cm_data_i, rd_v_q, rd_mvp_q, rd_t0, rd_t1, rd_t2, rd_tm0_q, rd_tm1_q, rd_tm2_q, rd_a_q}),
    .q_o({op_cm_o, op_v_o, op_mvp_o, op_t0_o, op_t1_o, op_t2_o, op_tm0_o, op_tm1_o, op_tm2_o, op_a_o}));
endmodule
