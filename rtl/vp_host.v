// vp_host: host interface and the engine's shared memories (beside stage IS/DE).
//
// Decodes host commands (rtl/vp_defs.vh, docs/architecture.md 3.4), holds
// the program memory (256 x 128, read by the issue stage), the constant
// memory (256 x 128, read by the decode stage, written by the host or by a
// state program's write-back), the position-invariant matrix, the entry
// register and the attribute staging buffer (16 x 128) with per-thread dirty
// bits: bit [t][a] is set when attribute a changed since it was last copied
// into thread t's private attribute memory. A provoking write (attribute 0)
// or a state-program run picks a free thread, copies only that thread's dirty
// attributes into it (one per clock, the loader), then starts the thread.
//
// Ordering: every command other than ATTR waits until all threads are idle,
// so each vertex sees exactly the state written before it was provoked, and
// a provoking ATTR also waits while a state program runs (st_run_q), so that
// a state program runs alone and the vertices after it see all it wrote.
`include "ucode_fields.vh"
`include "vp_defs.vh"

module vp_host #(
  parameter integer NTHREADS = 4,
  parameter integer TW       = 2
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  // host command port
  input  wire                host_valid_i,
  output reg                 host_ready_o,
  input  wire [2:0]          host_cmd_i,
  input  wire [7:0]          host_addr_i,
  input  wire [2:0]          host_n_i,
  input  wire [127:0]        host_data_i,
  // read responses
  output reg                 rsp_valid_o,
  input  wire                rsp_ready_i,
  output reg  [127:0]        rsp_data_o,
  // thread status from the core
  input  wire [NTHREADS-1:0] core_free_i,     // thread holds no work at all
  // program memory read port (issue stage; data one clock later)
  input  wire [7:0]          is_pm_addr_i,
  output reg  [`UC_RSVD_LSB-1:0]        de_pm_data_o,    // bit 127 (RSVD) is zero
  // program memory writes, seen by the core's copies of program-word bits
  // (the SFU predecode bits, the constant-address fields; vp_core)
  output wire                pm_we_o,
  output wire [7:0]          pm_waddr_o,
  output wire [`UC_RSVD_LSB-1:0]        pm_wdata_o,
  // constant memory read port (decode stage; data one clock later)
  input  wire [7:0]          de_cm_addr_i,
  output reg  [127:0]        op_cm_data_o,
  // constant memory write port (write-back of a state program)
  input  wire                wb_cm_we_i,
  input  wire [7:0]          wb_cm_addr_i,
  input  wire [3:0]          wb_cm_lanes_i,
  input  wire [127:0]        wb_cm_data_i,
  // the position-invariant matrix, row r at [128r+127:128r]
  output wire [511:0]        mvp_o,
  // loader: writes into the core's per-thread attribute memory
  output reg                 ld_we_o,
  output reg  [TW-1:0]       ld_thread_o,
  output reg  [3:0]          ld_attr_o,
  output reg  [127:0]        ld_data_o,
  // start a thread after loading
  output reg                 start_o,
  output reg  [TW-1:0]       start_thread_o,
  output reg  [8:0]          start_pc_o,
  output reg                 start_state_o   // a state-program run (no output vertex)
);
  localparam [31:0] ONE = 32'h3F800000;

  reg [`UC_RSVD_LSB-1:0] pmem [0:255];   // RSVD (bit 127, zero) is not stored
  // Its contents at power-up (the FPGA's configuration, time 0 in
  // simulation): the blank word in every address, so that a START or STATE
  // at an address the host never wrote, or a branch there, runs a defined
  // word (one instruction, nothing written, the vertex ends) as the C model
  // does (vpm_set_entry). Yosys puts it into the block RAMs' initial values;
  // RESET keeps the words the host wrote.
  integer pi;
  initial for (pi = 0; pi < 256; pi = pi + 1) pmem[pi] = `VP_PM_BLANK;
  // The constant RAM's read (DE, or RDCONST) never meets a write of the
  // same clock that it must see or avoid: the host writes (CONST, the clear
  // after reset) and RDCONST only while every thread is idle, and a state
  // program, the only thread that writes c[] (at write-back), runs alone
  // and has one instruction in flight, so no DE read falls in the clock of
  // its write-backs (vp_core checks both in simulation). no_rw_check: no
  // bypass logic for a read of an address written in the same clock.
  (* no_rw_check *)
  reg [127:0] cmem [0:255];
  reg [127:0] mvp_q [0:3];
  // Writes that fan out across the chip take effect a clock after the
  // accept, from registers: the matrix rows (512 flip-flops beside the
  // core's users) from mvp_we_q and hd_q, the dirty bits of every thread
  // (16 per thread) from dset_q. The accept (host_ready_o, a few logic
  // levels from the command and the threads' state) then drives a few
  // flip-flops instead of over a thousand enables (the ULX3S's largest
  // group at daca880: 1 171 endpoints up to 14.7 ns, fpga/REPORT.md). Safe
  // because nothing reads them in that clock: the matrix is read by
  // running threads, and MVP is accepted only with every thread idle (a
  // thread starts two clocks after its provoking write at the earliest);
  // the dirty bits are read by the next provoking write or state-program
  // run, which adds dset_q (free_dirty_p), and by the loader, which clears
  // its bit after the set (checked at the end)
  reg [3:0]   mvp_we_q;     // MVP accepted a clock ago: its row
  reg [127:0] hd_q;         // host_data_i a clock ago
  reg [15:0]  dset_q;       // ATTR accepted a clock ago: its attribute (bit 0 for STATE)
  // attribute staging buffer: a 16 x 128 RAM with an asynchronous read (LUT
  // RAM, 32 TRELLIS_DPR16X4 on the ECP5; no reset) and a bit per entry set
  // when the host writes it; an entry not written since reset reads
  // (0,0,0,1). As flip-flops with a reset value it cost about 5 000 LUT4 and
  // 3 800 PFUMX/L6MUX21 (docs/synth.md, "Per-thread state in RAM").
  reg [127:0] stage_mem [0:15];
  reg [15:0]  stage_wr_q;
  reg [15:0]  dirty_q [0:NTHREADS-1];
  reg [7:0]   entry_q;

  // loader state
  reg          load_q;       // copying attributes into thread ld_t_q
  reg [TW-1:0] ld_t_q;
  reg          ld_state_q;   // it is a state-program run
  reg [8:0]    ld_pc_q;
  reg [127:0]  st_v0_q;      // v[0] of a state-program run
  // the dirty bits of thread ld_t_q while it is loaded: a copy of
  // dirty_q[ld_t_q] taken when the load starts and cleared with it (no
  // command that sets dirty bits is accepted during a load), so that the
  // choice of the next attribute and the start do not wait for the
  // thread-indexed read of dirty_q (checked below)
  reg [15:0]   ld_dirty_q;
  reg          rd_q;         // a RDCONST accepted a clock ago: its read is in the memory now
  reg          rd2_q;        // its data is in op_cm_data_o
  // The constant memory's host ports a clock after the accept, from
  // registers: a CONST's write (cwe_q, at ha_q, of hd_q) and a RDCONST's
  // read (rd_q, at ha_q), so that the block RAMs' address, data and
  // enable inputs are not behind the accept (the ULX3S at daca880: 208
  // endpoints up to 14.9 ns). Nothing else uses the memory then: both are
  // accepted only with every thread idle, no thread runs in the clock
  // after (a vertex provoked in it starts two clocks later at the
  // earliest), and no other CONST or RDCONST is accepted in it (RDCONST
  // holds the port until its reply is taken)
  reg          cwe_q;
  reg [7:0]    ha_q;         // host_addr_i a clock ago
  // The program memory's write a clock after the accept too (pm_we_q, at
  // ha_q, of hd_q), for the same reason: the write enable reaches the
  // core's copies of the word (vp_core's cw_* registers, across the die),
  // and behind the accept it was the OrangeCrab's critical path with
  // SFU_ML 3 at afb1d76 (11.58 ns, 9.30 of it routing). A PROG is accepted
  // only with every thread idle, and a vertex provoked in the clock after
  // starts two clocks later at the earliest, so every thread is still
  // idle when the word lands (vp_core checks it)
  // (zero at power-up, as the FPGA's flip-flops start: before the first
  // reset nothing may write the memory, whose contents are defined from then)
  reg          pm_we_q = 1'b0;
  reg          clr_q;        // clearing the constant memory after reset
  reg          st_run_q;     // a state program started; not all threads idle since
  reg [7:0]    clr_addr_q;

  assign mvp_o = {mvp_q[3], mvp_q[2], mvp_q[1], mvp_q[0]};

  // The core's free bits, registered (free_q): the host's accept, which
  // reaches the memories' write enables, the dirty bits and the loader,
  // then starts at flip-flops beside the host instead of at the threads'
  // state across the core (the ULX3S's critical path at 5aa338f). A
  // thread leaves the idle state only when the loader starts it, so a set
  // bit of free_q is true except in the clock after a start (started_q),
  // in which nothing that needs an idle thread is accepted; a bit that
  // became free a clock ago is seen a clock late.
  // read by the simulation checks alone (tb/rtl/vp_host_checks.v); synthesis removes it
  /* verilator lint_off UNUSEDSIGNAL */
  reg [NTHREADS-1:0] free_q;
  /* verilator lint_on UNUSEDSIGNAL */
  reg [NTHREADS-1:0] free_1h;   // the lowest set bit of free_q (below)
  reg                started_q;
  // the OR and the AND over the free bits, registered beside them (the
  // same function of the same value a clock earlier), so the host's ready
  // and accept, which fan out to the dirty bits and the matrix rows, start
  // a few logic levels from flip-flops instead of behind a 32-input AND
  reg                free_any_q, free_all_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      free_any_q <= 1'b1;
      free_all_q <= 1'b1;
    end else begin
      free_any_q <= |core_free_i;
      free_all_q <= &core_free_i;
    end
  end
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      free_q    <= {NTHREADS{1'b1}};
      free_1h   <= {NTHREADS{1'b0}} + 1'b1;   // thread 0 of the all-ones free_q
      started_q <= 1'b0;
    end else begin
      free_q    <= core_free_i;
      free_1h   <= core_free_i & (~core_free_i + 1'b1);
      started_q <= start_o;
    end
  end
  wire all_free = free_all_q && !started_q;

  // lowest free thread: one-hot (the lowest set bit, x & -x, a carry
  // chain), then its number and its row of dirty bits as AND-OR over that
  // vector: a few logic levels, where a priority loop and a thread-indexed
  // read of dirty_q were a dozen in a row. The one-hot vector is a
  // register of its own, formed from the core's bits beside free_q (the
  // same function of the same value, a clock earlier), so the carry chain
  // is not in front of the loader's registers and the dirty bits
  wire                any_free = free_any_q && !started_q;
  reg  [TW-1:0]       free_t;
  reg  [15:0]         free_dirty;   // dirty_q[free_t]
  integer k;
  always @* begin
    free_t     = {TW{1'b0}};
    free_dirty = 16'd0;
    for (k = 0; k < NTHREADS; k = k + 1) begin
      free_t     = free_t | ({TW{free_1h[k]}} & k[TW-1:0]);
      free_dirty = free_dirty | ({16{free_1h[k]}} & dirty_q[k]);
    end
  end

  // the free thread's dirty bits with the set still in dset_q
  wire [15:0] free_dirty_p = free_dirty | dset_q;

  // attribute with defaults: components beyond n become (.,0,0,1)
  reg [127:0] attr_val;
  always @* begin
    attr_val = host_data_i;
    if (host_n_i < 3'd2) attr_val[63:32]   = 32'd0;
    if (host_n_i < 3'd3) attr_val[95:64]   = 32'd0;
    if (host_n_i < 3'd4) attr_val[127:96]  = ONE;
  end

  wire is_attr    = host_cmd_i == `VP_CMD_ATTR;
  wire is_provoke = is_attr && host_addr_i[3:0] == 4'd0;
  always @* begin
    if (clr_q || load_q || rd_q || rd2_q || rsp_valid_o) host_ready_o = 1'b0;
    else if (is_provoke)               host_ready_o = any_free && !st_run_q;
    else if (is_attr)                  host_ready_o = 1'b1;
    else                               host_ready_o = all_free;
  end
  wire acc = host_valid_i && host_ready_o;

  // The next dirty attribute of the thread being loaded, a clock ahead:
  // ld_a_q is the lowest set bit of ld_dirty_q and ld_any_q whether there
  // is one, so the loader's write, the start and the core's per-thread
  // state behind start_o begin at flip-flops, not at a 16-bit priority
  // encoder (the estimate's largest group over 10 ns at f147373: the
  // dirty bits' clear and the threads' start, 13-14.5 ns). A load starts
  // with bit 0 set (v[0] is always written), so ld_a_q starts at 0; each
  // write clears bit ld_a_q, so the next is the lowest set bit above it.
  // Checked against the plain priority encoder below.
  reg       ld_any_q;
  reg [3:0] ld_a_q;
  wire      ld_any = ld_any_q;
  wire [3:0] ld_a  = ld_a_q;
  reg       nx_any;
  reg [3:0] nx_a;
  wire [15:0] nx_dirty = ld_dirty_q & (16'hFFFE << ld_a_q);   // the bits above this write's
  // {any set, the lowest set bit} of a row of dirty bits
  function [4:0] lowest16(input [15:0] v);
    integer j;
    begin
      lowest16 = 5'd0;
      for (j = 15; j >= 0; j = j - 1)
        if (v[j]) lowest16 = {1'b1, j[3:0]};
    end
  endfunction
  always @* {nx_any, nx_a} = lowest16(nx_dirty);

  always @* begin
    ld_we_o        = load_q && ld_any;
    ld_thread_o    = ld_t_q;
    ld_attr_o      = ld_a;
    ld_data_o      = (ld_state_q && ld_a == 4'd0) ? st_v0_q :
                     stage_wr_q[ld_a] ? stage_mem[ld_a] : {ONE, 96'd0};
    start_o        = load_q && !ld_any;
    start_thread_o = ld_t_q;
    start_pc_o     = ld_pc_q;
    start_state_o  = ld_state_q;
  end

  // memories (the constant memory is cleared to zero after reset, one
  // entry per clock, as the model's c[] starts; host_ready_o is low meanwhile)
  assign pm_we_o    = pm_we_q;
  assign pm_waddr_o = ha_q;
  assign pm_wdata_o = hd_q[`UC_RSVD_LSB-1:0];
  always @(posedge clk_i) begin
    hd_q         <= host_data_i;
    ha_q         <= host_addr_i;
    de_pm_data_o <= pmem[is_pm_addr_i];
    op_cm_data_o <= cmem[rd_q ? ha_q : de_cm_addr_i];
    if (pm_we_o) pmem[pm_waddr_o] <= pm_wdata_o;
    if (acc && is_attr) stage_mem[host_addr_i[3:0]] <= attr_val;
    if (clr_q) cmem[clr_addr_q] <= 128'd0;
    else if (cwe_q) cmem[ha_q] <= hd_q;
    else if (wb_cm_we_i) begin
      if (wb_cm_lanes_i[0]) cmem[wb_cm_addr_i][31:0]   <= wb_cm_data_i[31:0];
      if (wb_cm_lanes_i[1]) cmem[wb_cm_addr_i][63:32]  <= wb_cm_data_i[63:32];
      if (wb_cm_lanes_i[2]) cmem[wb_cm_addr_i][95:64]  <= wb_cm_data_i[95:64];
      if (wb_cm_lanes_i[3]) cmem[wb_cm_addr_i][127:96] <= wb_cm_data_i[127:96];
    end
  end

  integer t;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      entry_q     <= 8'd0;
      load_q      <= 1'b0;
      ld_t_q      <= {TW{1'b0}};
      ld_dirty_q  <= 16'd0;
      ld_any_q    <= 1'b0;
      ld_a_q      <= 4'd0;
      ld_state_q  <= 1'b0;
      ld_pc_q     <= 9'd0;
      st_v0_q     <= 128'd0;
      mvp_we_q    <= 4'd0;
      dset_q      <= 16'd0;
      rd_q        <= 1'b0;
      rd2_q       <= 1'b0;
      cwe_q       <= 1'b0;
      pm_we_q     <= 1'b0;
      rsp_valid_o <= 1'b0;
      rsp_data_o  <= 128'd0;
      clr_q       <= 1'b1;
      clr_addr_q  <= 8'd0;
      st_run_q    <= 1'b0;
      for (t = 0; t < NTHREADS; t = t + 1) dirty_q[t] <= 16'hFFFF;
      stage_wr_q  <= 16'd0;
      for (t = 0; t < 4; t = t + 1) mvp_q[t] <= 128'd0;
    end else begin
      if (clr_q) begin
        clr_addr_q <= clr_addr_q + 8'd1;
        if (clr_addr_q == 8'hFF) clr_q <= 1'b0;
      end
      for (t = 0; t < 4; t = t + 1) begin
        mvp_we_q[t] <= acc && host_cmd_i == `VP_CMD_MVP && host_addr_i[1:0] == t[1:0];
        if (mvp_we_q[t]) mvp_q[t] <= hd_q;
      end
      dset_q <= acc && is_attr                   ? 16'd1 << host_addr_i[3:0] :
                acc && host_cmd_i == `VP_CMD_STATE ? 16'd1 : 16'd0;
      // every thread's dirty bits take the set of the clock before; the
      // loader's clear below comes after it, so it wins (only the provoking
      // write or state-program run that started the load can be in dset_q
      // during a load: no other ATTR is accepted while load_q). Bit 0 is
      // set for every thread by a state-program run too, where only its
      // thread's was needed: bit 0 is loaded in every load anyway
      for (t = 0; t < NTHREADS; t = t + 1) dirty_q[t] <= dirty_q[t] | dset_q;
      // v[0] of a state-program run, taken in every clock without a load
      // (a STATE is accepted only then) and held during one
      if (!load_q) st_v0_q <= host_data_i;
      if (acc && is_attr) stage_wr_q[host_addr_i[3:0]] <= 1'b1;
      // rd_q: the read goes to the memory in this clock; rd2_q: its data
      // is in op_cm_data_o
      rd_q  <= 1'b0;
      rd2_q <= rd_q;
      cwe_q <= acc && host_cmd_i == `VP_CMD_CONST;
      pm_we_q <= acc && host_cmd_i == `VP_CMD_PROG;
      if (rd2_q) begin
        rsp_valid_o <= 1'b1;
        rsp_data_o  <= op_cm_data_o;
      end else if (rsp_valid_o && rsp_ready_i) begin
        rsp_valid_o <= 1'b0;
      end
      if (ld_we_o) begin
        dirty_q[ld_t_q][ld_a] <= 1'b0;
        ld_dirty_q[ld_a]      <= 1'b0;
        ld_any_q              <= nx_any;
        ld_a_q                <= nx_a;
      end
      if (start_o) load_q <= 1'b0;
      if (start_o && ld_state_q) st_run_q <= 1'b1;
      else if (all_free)         st_run_q <= 1'b0;
      if (acc) begin
        case (host_cmd_i)
          `VP_CMD_START:   entry_q <= host_addr_i;
          `VP_CMD_RDCONST: rd_q <= 1'b1;
          `VP_CMD_ATTR: begin
            if (is_provoke) begin
              load_q     <= 1'b1;
              ld_t_q     <= free_t;
              ld_dirty_q <= free_dirty_p | 16'h0001;      // with this write's bit (address 0)
              ld_any_q   <= 1'b1;                         // bit 0 is set: the first write is v[0]
              ld_a_q     <= 4'd0;
              ld_state_q <= 1'b0;
              ld_pc_q    <= {1'b0, entry_q};
            end
          end
          `VP_CMD_STATE: begin
            load_q     <= 1'b1;
            ld_t_q     <= free_t;
            ld_dirty_q <= free_dirty_p | 16'h0001;
            ld_any_q   <= 1'b1;
            ld_a_q     <= 4'd0;
            ld_state_q <= 1'b1;
            ld_pc_q    <= {1'b0, host_addr_i};
          end
          default: ;
        endcase
      end
    end
  end
endmodule
