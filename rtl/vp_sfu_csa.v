// vp_sfu_csa: one carry-save row (a 3:2 compressor, one LUT level), used by
// the special-function unit's wide sums (vp_sfu_quad stage 9, vp_sfu_explog
// stage 6): a + b + c = s + k (modulo 2^W), k the majorities shifted up one
// place with ci_i in the free bit 0 (a +1 for a ones'-complement negation).
module vp_sfu_csa #(
  parameter integer W = 8
) (
  input  wire [W-1:0] a_i,
  input  wire [W-1:0] b_i,
  input  wire [W-1:0] c_i,
  input  wire         ci_i,
  output wire [W-1:0] s_o,
  output wire [W-1:0] k_o
);
  /* verilator lint_off UNUSEDSIGNAL */
  wire [W-1:0] maj = (a_i & b_i) | (a_i & c_i) | (b_i & c_i);   // bit W-1 carries out: dropped
  /* verilator lint_on UNUSEDSIGNAL */
  assign s_o = a_i ^ b_i ^ c_i;
  assign k_o = {maj[W-2:0], ci_i};
endmodule
