// vp_sfu_mslot: one multiplier slot of the special-function unit (vp_sfu):
// the products that N of its blocks (vp_sfu_rcp, vp_sfu_rsq,
// vp_sfu_explog) form in the same stage, from their registers of stage
// s - 1 into register s.
//
// SHARE = 0: each block's product has a multiplier of its own (a DSP
// block). SHARE = 1 (vp_sfu MUL_SHARE): one multiplier for the N, its
// operands the block's whose operation is in the stage (sel_i, one-hot;
// block 0's when none is), and its product goes to all N. The unit holds
// one operation in a stage and takes each operation's result from one
// block, so the other blocks' copies of the product are never read.
// Block i's operands are a_i[AW i +: AW] and b_i[BW i +: BW], extended by
// the block to the slot's widths (two's complement with SIGNED = 1);
// p_o[PW i +: PW], PW = AW + BW, is its product a clock later (vp_mul_q's
// register: with VP_ECP5, the FPGA flow's, the DSP block's own output
// register, else flip-flops beside it). Latency 1.
module vp_sfu_mslot #(
  parameter integer AW     = 18,
  parameter integer BW     = 18,
  parameter integer N      = 3,
  parameter integer SIGNED = 0,
  parameter integer SHARE  = 0,
  parameter integer PW     = AW + BW
) (
  input  wire            clk_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [N-1:0]    sel_i,     // SHARE only; block 0 is the default
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [N*AW-1:0] a_i,
  input  wire [N*BW-1:0] b_i,
  output wire [N*PW-1:0] p_o
);
  genvar g;
  generate
    if (SHARE != 0) begin : g_shared
      reg [AW-1:0] a;
      reg [BW-1:0] b;
      integer i;
      always @* begin
        a = a_i[0 +: AW];
        b = b_i[0 +: BW];
        for (i = 1; i < N; i = i + 1)
          if (sel_i[i]) begin
            a = a_i[AW*i +: AW];
            b = b_i[BW*i +: BW];
          end
      end
      wire [PW-1:0] p_q;
      vp_mul_q #(.AW(AW), .BW(BW), .PW(PW), .SIGNED(SIGNED)) u_mul (
        .clk_i(clk_i), .a_i(a), .b_i(b), .p_o(p_q));
      assign p_o = {N{p_q}};
    end else begin : g_own
      for (g = 0; g < N; g = g + 1) begin : g_blk
        wire [PW-1:0] p_q;
        vp_mul_q #(.AW(AW), .BW(BW), .PW(PW), .SIGNED(SIGNED)) u_mul (
          .clk_i(clk_i), .a_i(a_i[AW*g +: AW]), .b_i(b_i[BW*g +: BW]), .p_o(p_q));
        assign p_o[PW*g +: PW] = p_q;
      end
    end
  endgenerate
endmodule
