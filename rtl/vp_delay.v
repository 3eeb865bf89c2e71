// vp_delay: N-clock delay line.
//
// Carries data (and, with RST = 1, valid bits) along a pipeline: the
// special-function unit's (vp_sfu) operands, op codes and result padding,
// and the optional step registers of vp_fmul and vp_fadd (N = 0 or 1 by
// their PIPE parameter). N < 1 is a plain wire. Data registers have no
// reset; with RST = 1 every stage resets to 0 (asynchronous, active low),
// which is what valid bits need.
module vp_delay #(
  parameter integer W   = 1,
  parameter integer N   = 1,
  parameter integer RST = 0
) (
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire         clk_i,   // unused with N < 1 (a wire)
  input  wire         rst_ni,  // used only with RST = 1 (valid bits)
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [W-1:0] d_i,
  output wire [W-1:0] q_o
);
  generate
    if (N < 1) begin : g_wire
      assign q_o = d_i;
    end else begin : g_regs
      // st[W*k +: W] is the value after k clocks
      wire [W*(N+1)-1:0] st;
      assign st[W-1:0] = d_i;
      genvar k;
      for (k = 0; k < N; k = k + 1) begin : g_stage
        reg [W-1:0] q;
        if (RST != 0) begin : g_rst
          always @(posedge clk_i or negedge rst_ni)
            if (!rst_ni) q <= {W{1'b0}};
            else         q <= st[W*k +: W];
        end else begin : g_norst
          always @(posedge clk_i) q <= st[W*k +: W];
        end
        assign st[W*(k+1) +: W] = q;
      end
      assign q_o = st[W*N +: W];
    end
  endgenerate
endmodule
