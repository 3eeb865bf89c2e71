// vp_sched: issue-stage thread scheduler (stage IS).
//
// Picks one ready thread per clock, round robin: the search starts at the
// thread after the one picked last, so every ready thread issues within
// NTHREADS clocks. The order is kept as a mask of the threads above the one
// picked last (a register): the pick is the lowest ready thread in that
// mask, else the lowest ready thread. Each "lowest set bit" is x & -x, one
// carry chain, so the choice is a few logic levels deep whatever NTHREADS
// is; so is the next mask. Combinational apart from the mask register.
// data_o is the picked thread's word of data_i (the core's PCs): chosen
// by each candidate beside the other (two AND-OR trees) and then by which
// candidate won, so the 2-way choice comes after the wide AND-OR, not in
// front of it on every one of its NTHREADS x DW inputs.
module vp_sched #(
  parameter integer NTHREADS = 4,
  parameter integer TW       = 2,  // thread id width, >= 1
  parameter integer DW       = 1   // width of a thread's word of data_i
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  input  wire [NTHREADS-1:0] ready_i,  // thread may issue this clock
  output wire                valid_o,  // some thread issues
  output reg  [TW-1:0]       thread_o, // the thread that issues
  output wire [NTHREADS-1:0] grant_o,  // the same, one-hot (0: none)
  input  wire [NTHREADS*DW-1:0] data_i, // thread t's word at [DW t +: DW]
  output wire [DW-1:0]       data_o    // the picked thread's word (none: 0)
);
  // threads above the one picked last (after reset: as if thread 0 was)
  reg  [NTHREADS-1:0] above_q;
  wire [NTHREADS-1:0] ready_hi = ready_i & above_q;
  wire [NTHREADS-1:0] low_hi   = ready_hi & (~ready_hi + 1'b1);
  wire [NTHREADS-1:0] low_all  = ready_i & (~ready_i + 1'b1);
  wire [NTHREADS-1:0] grant    = |ready_hi ? low_hi : low_all;  // one-hot or 0
  assign valid_o = |ready_i;
  assign grant_o = grant;

  // the picked thread's word, for both candidates, then chosen
  reg [DW-1:0] d_hi, d_all;
  integer j;
  always @* begin
    d_hi  = {DW{1'b0}};
    d_all = {DW{1'b0}};
    for (j = 0; j < NTHREADS; j = j + 1) begin
      d_hi  = d_hi  | ({DW{low_hi[j]}}  & data_i[DW*j +: DW]);
      d_all = d_all | ({DW{low_all[j]}} & data_i[DW*j +: DW]);
    end
  end
  assign data_o = |ready_hi ? d_hi : d_all;

  // one-hot to thread number
  integer k;
  always @* begin
    thread_o = {TW{1'b0}};
    for (k = 0; k < NTHREADS; k = k + 1)
      if (grant[k]) thread_o = thread_o | k[TW-1:0];
  end

  // the threads above the grant, the mask for the next clock: the bits
  // above the lowest set bit of v are ~(v ^ (v - 1)), formed for both
  // candidates beside the grant (one carry chain each, not a chain of ORs
  // after it)
  wire [NTHREADS-1:0] above_hi  = ~(ready_hi ^ (ready_hi - 1'b1));
  wire [NTHREADS-1:0] above_all = ~(ready_i ^ (ready_i - 1'b1));
  wire [NTHREADS-1:0] above_d   = |ready_hi ? above_hi : above_all;

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) above_q <= {NTHREADS{1'b1}} << 1;
    else if (valid_o) above_q <= above_d;
  end
endmodule
