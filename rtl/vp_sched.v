// vp_sched: issue-stage thread scheduler (stage IS).
//
// Picks one ready thread per clock, round robin: the search starts at the
// thread after the one picked last, so every ready thread issues within
// NTHREADS clocks. Purely combinational apart from the round-robin pointer.
module vp_sched #(
  parameter integer NTHREADS = 4,
  parameter integer TW       = 2   // thread id width, >= 1
) (
  input  wire                clk_i,
  input  wire                rst_ni,
  input  wire [NTHREADS-1:0] ready_i,  // thread may issue this clock
  output reg                 valid_o,  // some thread issues
  output reg  [TW-1:0]       thread_o  // the thread that issues
);
  reg [TW-1:0] last_q;  // thread issued most recently

  integer k;
  reg [TW:0] cand;
  always @* begin
    valid_o  = 1'b0;
    thread_o = {TW{1'b0}};
    // scan NTHREADS candidates starting after last_q; the first ready wins
    for (k = NTHREADS; k >= 1; k = k - 1) begin
      cand = {1'b0, last_q} + k[TW:0];
      if (cand >= NTHREADS[TW:0]) cand = cand - NTHREADS[TW:0];
      if (ready_i[cand[TW-1:0]]) begin
        valid_o  = 1'b1;
        thread_o = cand[TW-1:0];
      end
    end
  end

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) last_q <= {TW{1'b0}};
    else if (valid_o) last_q <= thread_o;
  end
endmodule
