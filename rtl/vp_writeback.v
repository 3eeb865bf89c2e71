// vp_writeback: write-back (stages PW and WB): the masks, the sequencer and
// the result's write to the thread's registers, CC and A, and the commit
// trace.
//
//   PW  a clock before WB, from the delay line's second-to-last entry:
//       everything write-back needs that does not depend on the result:
//       the CC mask (vp_ccmask), the write mask, the sequencer (vp_seq:
//       next PC, call stack, stop), the thread's CC and written bits
//   WB  the result (vector unit, special-function unit or address unit)
//       written by write mask AND CC mask to R / o / c[] / A, CC updated;
//       a paired word's SOP half (the special-function unit's result)
//       written too, by its own mask, to its own R or o register: R and o
//       take an index per lane, and the halves' lanes never overlap,
//       the thread's state rows rewritten; the commit trace (cm_*) a clock
//       later
// One clock (PW) plus the write-back clock; the thread may issue again in
// the clock after WB.
//
// The thread's CC, call stack, depth, written-lane bits of R and o and
// instruction count are a RAM row (xmem) written at every write-back and
// read a clock before PW (PP) into a register: a thread has one
// instruction in flight, so no write-back of it falls between the read and
// PW. Until its first write-back after the start the row reads 0 (the
// thread's xval bit, itself read a clock earlier still, at P3, into
// pp_xv_q: the thread-indexed choice then ends at one flip-flop, not at
// the synchronous reset of the row's 212 bits: the ULX3S at daca880, 498
// endpoints up to 16.9 ns). xmem's write is a clock after WB, from
// registers (xw_*): its data holds the new CC, the end of WB's longest
// chain, and its LUT RAM cells are spread over the die (the ULX3S at
// daca880: 310 endpoints up to 14.7 ns); nothing reads the row in that
// clock (the thread's next read is at PP of its next instruction).
//
// The sequencer runs twice, for the condition false and true, beside the
// CC mask, and the condition chooses after both: the stack, next PC and
// stop logic no longer wait for the CC swizzle and rule (ten LUT levels
// into the stack register at 4f81451). Which unit's result WB takes is
// decoded at PW and registered (wb_isvu_q, wb_isaddr_q), and so is the
// write-back's thread as one enable per thread (wb_oh_q): the per-thread
// state is written by a registered bit, not by a compare of the thread
// number behind the delay line (the boards' largest group of slow
// endpoints at 4f81451).
`include "ucode_fields.vh"

module vp_writeback #(
  parameter integer NTHREADS = 4,
  parameter integer TW       = 2,
  parameter integer CW       = 1 + TW + 9 + 57 + 40
) (
  input  wire                  clk_i,
  input  wire                  rst_ni,
  // the delay line (vp_execute)
  input  wire [CW-1:0]         wb_bus_i,
  input  wire [CW-1:0]         pw_bus_i,
  input  wire [TW-1:0]         pp_thread_i,
  input  wire [TW-1:0]         p3_thread_i,
  // the units' results
  input  wire [127:0]          wb_vu_r_i,
  input  wire [127:0]          wb_sfu_r_i,
  // thread state (vp_thread), A0/A1 (vp_decode), sequence number (vp_outregs)
  input  wire [NTHREADS-1:0]   ts_xval_i,
  input  wire [NTHREADS*8-1:0] ts_aval_i,
  output wire [TW-1:0]         pw_thread_o,
  input  wire [79:0]           pw_a_i,
  input  wire [31:0]           wb_vertex_i,
  // the write-back, to vp_thread, vp_decode, vp_execute and vp_outregs
  output wire                  wb_valid_o,
  output wire [TW-1:0]         wb_thread_o,
  output reg  [NTHREADS-1:0]   wb_oh_q_o,      // wb_valid_o && wb_thread_o == t
  output wire [3:0]            wb_wm_o,        // write mask AND CC mask
  output wire [3:0]            wb_rwe_o,       // R lanes written (either half)
  output wire [15:0]           wb_ridx_o,      // R index per lane
  output wire [127:0]          wb_rval_o,      // R value per lane
  output wire [3:0]            wb_owe_o,       // o lanes written (either half)
  output wire [19:0]           wb_oidx_o,      // o index per lane
  output wire [127:0]          wb_oval_o,      // o value per lane
  output wire                  wb_asel_o,      // A1 (1) or A0 (0) when an A register is written
  output wire [3:0]            wb_awe0_o,      // A0 lanes written
  output wire [3:0]            wb_awe1_o,      // A1 lanes written
  output wire                  wb_awe_o,       // an A register written
  output wire [39:0]           wb_au_o,
  output wire [63:0]           wb_tval_o,      // R's written bits after the instruction
  output wire [103:0]          wb_vrow_o,      // the output queue's row: end, count, o's written bits
  output wire                  wb_stop_o,
  output wire [8:0]            wb_next_pc_o,
  // constant writes (vp_host)
  output wire                  wb_cm_we_o,
  output wire [7:0]            wb_cm_addr_o,
  output wire [3:0]            wb_cm_lanes_o,
  output wire [127:0]          wb_cm_data_o,
  // commit trace
  output reg                   cm_valid_o,
  output reg  [31:0]           cm_vertex_o,
  output reg  [7:0]            cm_thread_o,
  output reg  [8:0]            cm_pc_o,
  output reg  [8:0]            cm_next_pc_o,
  output reg  [2:0]            cm_dfile_o,
  output reg  [7:0]            cm_didx_o,
  output reg  [3:0]            cm_wrote_o,
  output reg  [127:0]          cm_value_o,
  output reg  [2:0]            cm_sdfile_o,    // a paired word's SOP half (NONE unpaired)
  output reg  [7:0]            cm_sdidx_o,
  output reg  [3:0]            cm_swrote_o,
  output reg  [127:0]          cm_svalue_o,
  output reg  [7:0]            cm_cc_o,
  output reg  [79:0]           cm_a_o,
  output reg                   cm_taken_o,
  output reg                   cm_done_o,
  output reg  [2:0]            cm_end_o
);
  localparam integer NT2 = NTHREADS > 1 ? NTHREADS : 2;

  // ---------------------------------------------------------------- PW
  // PW reads the thread, PC and the control fields of the sequencer and
  // the masks; valid, the rest of the fields and the A result wait for WB
  wire          pw_valid  = pw_bus_i[CW-1];
  /* verilator lint_off UNUSEDSIGNAL */
  wire [56:0]   pw_ctl    = pw_bus_i[CW-TW-11:40];
  /* verilator lint_on UNUSEDSIGNAL */
  wire [TW-1:0] pw_thread = pw_bus_i[CW-2 -: TW];
  wire [8:0]    pw_pc     = pw_bus_i[CW-2-TW -: 9];
  wire [4:0]    pw_vop    = pw_ctl[45:41];
  wire [4:0]    pw_sop    = pw_ctl[40:36];
  wire          pw_flow   = pw_sop == `UC_SOP_BRA || pw_sop == `UC_SOP_CAL || pw_sop == `UC_SOP_RET;
  assign pw_thread_o = pw_thread;

  reg  [211:0]  xmem [0:NT2-1];
  reg  [211:0]  pw_x;
  reg           pp_xv_q;
  always @(posedge clk_i) begin
    pp_xv_q <= ts_xval_i[p3_thread_i];
    pw_x    <= pp_xv_q ? xmem[pp_thread_i] : 212'd0;
  end
  wire [16:0]   pw_count  = pw_x[211:195];
  wire [83:0]   pw_oval   = pw_x[194:111];
  wire [63:0]   pw_tval   = pw_x[110:47];
  wire [7:0]    pw_cc     = pw_x[46:39];
  wire [35:0]   pw_stack  = pw_x[38:3];
  wire [2:0]    pw_depth  = pw_x[2:0];
  wire [3:0]    pw_ccm;
  vp_ccmask u_ccmask (.cc_i(pw_cc), .rule_i(pw_ctl[34:32]), .swz_i(pw_ctl[31:24]), .mask_o(pw_ccm));

  // the instruction count does not depend on the condition: it is taken
  // from the first copy, not through the condition's choice (a select that
  // then fanned out to 70 bits; the count's 17 behind it were the ULX3S's
  // worst write-back endpoints at be844c1, up to 11.35 ns)
  localparam integer SQW = 9 + 36 + 3 + 3 + 1 + 1;
  wire [SQW-1:0] sq0, sq1;
  wire [16:0]    seq_count_d;
  genvar sq;
  generate
    for (sq = 0; sq < 2; sq = sq + 1) begin : g_seq
      wire [8:0]  npc;
      wire [35:0] stk;
      wire [2:0]  dep, endc;
      /* verilator lint_off UNUSEDSIGNAL */ // the second copy's count: the first's is used
      wire [16:0] cnt;
      /* verilator lint_on UNUSEDSIGNAL */
      wire        tkn, stp;
      vp_seq #(.COND(sq)) u_seq (
        .pc_i(pw_pc), .sop_i(pw_sop), .end_i(pw_ctl[46]), .target_i(pw_ctl[8:0]),
        .cond_i(1'b0), .stack_i(pw_stack), .depth_i(pw_depth),
        .count_i(pw_count),
        .next_pc_o(npc), .stack_o(stk), .depth_o(dep), .count_o(cnt),
        .taken_o(tkn), .stop_o(stp), .end_o(endc)
      );
      if (sq == 0) begin : g_f
        assign sq0 = {npc, stk, dep, endc, tkn, stp};
        assign seq_count_d = cnt;
      end else begin : g_t
        assign sq1 = {npc, stk, dep, endc, tkn, stp};
      end
    end
  endgenerate
  wire [8:0]  seq_next_pc_d;
  wire [35:0] seq_stack_d;
  wire [2:0]  seq_depth_d, seq_end_d;
  wire        seq_taken_d, seq_stop_d;
  assign {seq_next_pc_d, seq_stack_d, seq_depth_d, seq_end_d, seq_taken_d, seq_stop_d} =
         (pw_ccm != 4'd0) ? sq1 : sq0;

  reg [3:0]  wb_wm;           // write mask AND CC mask (0 for BRA/CAL/RET)
  reg [63:0] wb_tval_q;       // the thread's written-lane bits before the instruction
  reg [83:0] wb_oval_q;
  // the registers the halves write, one-hot, decoded at PW: R (vector half,
  // SOP half), o (likewise); WB's written bits are then an AND-OR per bit,
  // not part-selects at the written indices one after the other (those ran
  // into xmem's write data and the output rows, the ULX3S at 53b6d0d: 13.9
  // and 14.5 ns)
  reg [15:0] wb_tsel_q, wb_stsel_q;
  reg [20:0] wb_osel_q, wb_sosel_q;
  reg [7:0]  wb_cc;           // the thread's CC before the instruction
  reg [79:0] wb_araw_q;       // its A0/A1
  reg [7:0]  wb_aval_q;
  reg        wb_isvu_q;       // a vector-unit or address-unit op (vop != NOP)
  reg [3:0]  wb_swm_q;        // a paired word's SOP half: its write mask (0 unpaired)
  reg        wb_isaddr_q;     // ARL, ARR or ARA
  reg [8:0]  seq_next_pc;
  reg [35:0] seq_stack;
  reg [2:0]  seq_depth, seq_end;
  reg [16:0] seq_count;
  reg        seq_taken, seq_stop;
  always @(posedge clk_i) begin
    wb_isvu_q   <= pw_vop != `UC_VOP_NOP;
    wb_isaddr_q <= pw_vop == `UC_VOP_ARL || pw_vop == `UC_VOP_ARR || pw_vop == `UC_VOP_ARA;
    wb_wm       <= pw_flow ? 4'd0 : (pw_ctl[12:9] & pw_ccm);
    wb_swm_q    <= (pw_vop != `UC_VOP_NOP && pw_sop != `UC_SOP_NOP && !pw_flow) ? pw_ctl[56:53] : 4'd0;
    wb_cc       <= pw_cc;
    wb_araw_q   <= pw_a_i;
    wb_aval_q   <= ts_aval_i[8*pw_thread +: 8];
    wb_tval_q   <= pw_tval;
    wb_oval_q   <= pw_oval;
    wb_tsel_q   <= pw_ctl[23:21] == `UC_DFILE_TEMP ? 16'd1 << pw_ctl[16:13] : 16'd0;
    wb_osel_q   <= pw_ctl[23:21] == `UC_DFILE_OUT ? 21'd1 << pw_ctl[17:13] : 21'd0;
    wb_stsel_q  <= pw_ctl[52] ? 16'd0 : 16'd1 << pw_ctl[50:47];
    wb_sosel_q  <= pw_ctl[52] ? 21'd1 << pw_ctl[51:47] : 21'd0;
    seq_next_pc <= seq_next_pc_d;
    seq_stack   <= seq_stack_d;
    seq_depth   <= seq_depth_d;
    seq_end     <= seq_end_d;
    seq_count   <= seq_count_d;
    seq_taken   <= seq_taken_d;
    seq_stop    <= seq_stop_d;
  end
  always @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) wb_oh_q_o <= {NTHREADS{1'b0}};
    else         wb_oh_q_o <= pw_valid ? {{(NTHREADS-1){1'b0}}, 1'b1} << pw_thread : {NTHREADS{1'b0}};

  // ---------------------------------------------------------------- WB
  wire          wb_valid  = wb_bus_i[CW-1];
  wire [TW-1:0] wb_thread = wb_bus_i[CW-2 -: TW];
  wire [8:0]    wb_pc     = wb_bus_i[CW-2-TW -: 9];
  // the END, CC rule/swizzle, write mask and target fields were used in PW
  /* verilator lint_off UNUSEDSIGNAL */
  wire [56:0]   wb_ctl    = wb_bus_i[CW-TW-11:40];
  /* verilator lint_on UNUSEDSIGNAL */
  wire          wb_sdout  = wb_ctl[52];
  wire [4:0]    wb_sdidx  = wb_ctl[51:47];
  wire [39:0]   wb_au     = wb_bus_i[39:0];
  wire [4:0]    wb_sop    = wb_ctl[40:36];
  wire          wb_ccu    = wb_ctl[35];
  wire [2:0]    wb_dfile  = wb_ctl[23:21];
  wire [7:0]    wb_didx   = wb_ctl[20:13];
  wire          wb_flow   = wb_sop == `UC_SOP_BRA || wb_sop == `UC_SOP_CAL || wb_sop == `UC_SOP_RET;
  wire [127:0]  wb_res    = wb_isvu_q ? wb_vu_r_i : wb_sfu_r_i;
  wire [79:0]   wb_a_old;
  genvar g;
  generate
    for (g = 0; g < 8; g = g + 1) begin : g_aold
      assign wb_a_old[10*g +: 10] = wb_aval_q[g] ? wb_araw_q[10*g +: 10] : 10'd0;
    end
  endgenerate

  // the value (the address unit's result widened, or the unit's), the new
  // CC and the new A registers
  integer l;
  reg [127:0] wb_val;
  reg [7:0]   wb_cc_new;
  reg [79:0]  wb_a_new;
  always @* begin
    wb_cc_new = wb_cc;
    wb_a_new  = wb_a_old;
    for (l = 0; l < 4; l = l + 1) begin
      if (wb_isaddr_q)
        wb_val[32*l +: 32] = {{22{wb_au[10*l+9]}}, wb_au[10*l +: 10]};
      else
        wb_val[32*l +: 32] = wb_res[32*l +: 32];
      if (wb_wm[l] && wb_ccu) begin
        if (wb_isaddr_q)
          wb_cc_new[2*l +: 2] = wb_au[10*l+9] ? `UC_CC_LT : (wb_au[10*l +: 10] != 10'd0 ? `UC_CC_GT : `UC_CC_EQ);
        else if (wb_val[32*l+30 -: 8] == 8'h00)
          wb_cc_new[2*l +: 2] = `UC_CC_EQ;           // +-0 (and denormals)
        else if (wb_val[32*l+30 -: 8] == 8'hFF && wb_val[32*l +: 23] != 23'd0)
          wb_cc_new[2*l +: 2] = `UC_CC_UN;
        else
          wb_cc_new[2*l +: 2] = wb_val[32*l+31] ? `UC_CC_LT : `UC_CC_GT;
      end
      if (wb_wm[l] && wb_dfile == `UC_DFILE_ADDR)
        if (wb_didx[0]) wb_a_new[40 + 10*l +: 10] = wb_au[10*l +: 10];
        else            wb_a_new[10*l +: 10]      = wb_au[10*l +: 10];
    end
  end

  // the written-lane bits after the instruction
  reg [63:0] wb_tval_new;
  reg [83:0] wb_oval_new;
  // (a paired word's SOP half included: its mask is 0 in any other word)
  integer r;
  always @* begin
    for (r = 0; r < 16; r = r + 1)
      wb_tval_new[4*r +: 4] = wb_tval_q[4*r +: 4] | ({4{wb_tsel_q[r]}} & wb_wm) | ({4{wb_stsel_q[r]}} & wb_swm_q);
    for (r = 0; r < 21; r = r + 1)
      wb_oval_new[4*r +: 4] = wb_oval_q[4*r +: 4] | ({4{wb_osel_q[r]}} & wb_wm) | ({4{wb_sosel_q[r]}} & wb_swm_q);
  end

  // R and o writes lane by lane: a lane the SOP half of a paired word
  // writes takes the special-function unit's value and the SOP half's
  // index, every other lane the vector half's
  wire [3:0] wb_srwe = wb_sdout ? 4'd0 : wb_swm_q;
  wire [3:0] wb_sowe = wb_sdout ? wb_swm_q : 4'd0;
  reg  [15:0]  wb_ridx;
  reg  [19:0]  wb_oidx;
  reg  [127:0] wb_rval, wb_oval;
  integer k;
  always @* begin
    for (k = 0; k < 4; k = k + 1) begin
      wb_ridx[4*k +: 4]   = wb_srwe[k] ? wb_sdidx[3:0] : wb_didx[3:0];
      wb_rval[32*k +: 32] = wb_srwe[k] ? wb_sfu_r_i[32*k +: 32] : wb_val[32*k +: 32];
      wb_oidx[5*k +: 5]   = wb_sowe[k] ? wb_sdidx : wb_didx[4:0];
      wb_oval[32*k +: 32] = wb_sowe[k] ? wb_sfu_r_i[32*k +: 32] : wb_val[32*k +: 32];
    end
  end

  // xmem's write, a clock after WB
  reg          xw_we_q;
  reg [TW-1:0] xw_t_q;
  reg [211:0]  xw_d_q;
  always @(posedge clk_i or negedge rst_ni)
    if (!rst_ni) xw_we_q <= 1'b0;
    else         xw_we_q <= wb_valid;
  always @(posedge clk_i) begin
    xw_t_q <= wb_thread;
    xw_d_q <= {seq_count, wb_oval_new, wb_tval_new, wb_cc_new, seq_stack, seq_depth};
    if (xw_we_q) xmem[xw_t_q] <= xw_d_q;
  end

  wire wb_addr = wb_dfile == `UC_DFILE_ADDR;
  assign wb_valid_o    = wb_valid;
  assign wb_thread_o   = wb_thread;
  assign wb_wm_o       = wb_wm;
  assign wb_rwe_o      = wb_valid ? ((wb_dfile == `UC_DFILE_TEMP ? wb_wm : 4'd0) | wb_srwe) : 4'd0;
  assign wb_owe_o      = wb_valid ? ((wb_dfile == `UC_DFILE_OUT ? wb_wm : 4'd0) | wb_sowe) : 4'd0;
  assign wb_ridx_o     = wb_ridx;
  assign wb_rval_o     = wb_rval;
  assign wb_oidx_o     = wb_oidx;
  assign wb_oval_o     = wb_oval;
  assign wb_asel_o     = wb_didx[0];
  assign wb_awe_o      = wb_addr;
  assign wb_awe0_o     = (wb_addr && !wb_didx[0]) ? wb_wm : 4'd0;
  assign wb_awe1_o     = (wb_addr && wb_didx[0]) ? wb_wm : 4'd0;
  assign wb_au_o       = wb_au;
  assign wb_tval_o     = wb_tval_new;
  assign wb_vrow_o     = {seq_stop ? seq_end : 3'd0, seq_count, wb_oval_new};
  assign wb_stop_o     = seq_stop;
  assign wb_next_pc_o  = seq_next_pc;
  assign wb_cm_we_o    = wb_valid && wb_dfile == `UC_DFILE_CONST && wb_wm != 4'd0;
  assign wb_cm_addr_o  = wb_didx;
  assign wb_cm_lanes_o = wb_wm;
  assign wb_cm_data_o  = wb_val;

  // ---------------------------------------------------------------- commit trace
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      cm_valid_o   <= 1'b0;
      cm_vertex_o  <= 32'd0;
      cm_thread_o  <= 8'd0;
      cm_pc_o      <= 9'd0;
      cm_next_pc_o <= 9'd0;
      cm_dfile_o   <= 3'd0;
      cm_didx_o    <= 8'd0;
      cm_wrote_o   <= 4'd0;
      cm_value_o   <= 128'd0;
      cm_sdfile_o  <= 3'd0;
      cm_sdidx_o   <= 8'd0;
      cm_swrote_o  <= 4'd0;
      cm_svalue_o  <= 128'd0;
      cm_cc_o      <= 8'd0;
      cm_a_o       <= 80'd0;
      cm_taken_o   <= 1'b0;
      cm_done_o    <= 1'b0;
      cm_end_o     <= 3'd0;
    end else begin
      cm_valid_o <= wb_valid;
      if (wb_valid) begin
        cm_vertex_o  <= wb_vertex_i;
        cm_thread_o  <= {{(8-TW){1'b0}}, wb_thread};
        cm_pc_o      <= wb_pc;
        cm_next_pc_o <= seq_next_pc;
        cm_dfile_o   <= wb_flow ? `UC_DFILE_NONE : wb_dfile;
        cm_didx_o    <= wb_didx;
        cm_wrote_o   <= wb_wm;
        cm_value_o   <= wb_val;
        cm_sdfile_o  <= wb_swm_q == 4'd0 ? `UC_DFILE_NONE : (wb_sdout ? `UC_DFILE_OUT : `UC_DFILE_TEMP);
        cm_sdidx_o   <= wb_swm_q == 4'd0 ? 8'd0 : {3'd0, wb_sdidx};
        cm_swrote_o  <= wb_swm_q;
        cm_svalue_o  <= wb_sfu_r_i;
        cm_cc_o      <= wb_cc_new;
        cm_a_o       <= wb_a_new;
        cm_taken_o   <= seq_taken;
        cm_done_o    <= seq_stop;
        cm_end_o     <= seq_stop ? seq_end : 3'd0;
      end
    end
  end
endmodule
