// vp_au: the address unit (docs/architecture.md 3.3), bit exact with the
// address-unit case of the golden model's execute step (cmodel/vpmodel.c,
// run(); exec_addr() in docs/architecture.md), i.e. vpf_arl / vpf_arr of
// cmodel/vpfloat.c. Two stages, r_o one clock after the inputs: vp_core
// gives it registered copies of the operand-stage values in its first EX
// clock and takes r_o in the second.
//   ARL: floor of each lane, ARR: round half to even of each lane, both
//        clamped to [-512, 511]; |x| >= 1024, Inf and NaN clamp by the sign
//        bit; a denormal reads as the zero of its sign;
//   ARA: lanes (x, y, z, w) = (A.x + A.z, A.y + A.w, A.x + A.z, A.y + A.w)
//        of the selected address register, clamped to [-512, 511].
// Any vop_i other than ARA and ARL gives ARR.
// Stage 1 (register at its end): each lane's class, sign, integer part
// and round-up bit (the shift); the two ARA sums. Stage 2: the increment,
// the sign, the clamp and the op mux.
`include "ucode_fields.vh"
module vp_au (
  input  wire         clk_i,
  input  wire [4:0]   vop_i,      // `UC_VOP_ARL, ARR or ARA
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire         vp2_i,      // ARL/ARR/ARA are the same in both rule sets
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [127:0] a_i,        // source 0 after operand load (ARL/ARR)
  input  wire [39:0]  areg_i,     // A<ARSEL>, lane i at [10i+9:10i]
  output wire [39:0]  r_o
);
  // clamp an 12-bit two's complement value to [-512, 511]
  function [9:0] clamp12;
    input signed [11:0] v;
    begin
      if (v < -12'sd512)     clamp12 = 10'h200;
      else if (v > 12'sd511) clamp12 = 10'h1FF;
      else                   clamp12 = v[9:0];
    end
  endfunction

  // stage 1 of ARL (arr = 0) or ARR (arr = 1) of one binary32 value:
  // {class, sign, ip, up}; class 2: |x| >= 1024, Inf, NaN (clamp by the
  // sign); 1: |x| < 0.5, denormals and zeros (ip holds the result's low
  // bit: ARL of a negative nonzero value is -1); 0: the integer part ip
  // and the round-up bit up
  function [14:0] to_addr1;
    input [31:0] x;
    input        arr;
    reg   [7:0]  e;
    reg   [33:0] f;      // |x| * 2^24 for 126 <= e <= 136
    reg   [10:0] ip;
    reg          up;
    begin
      e  = x[30:23];
      f  = {10'd0, 1'b1, x[22:0]} << (e - 8'd126);
      ip = {1'b0, f[33:24]};
      if (arr) up = f[23] && ((f[22:0] != 23'd0) || ip[0]);   // half to even
      else     up = x[31] && (f[23:0] != 24'd0);              // floor of a negative
      if (e >= 8'd137)
        to_addr1 = {2'd2, x[31], 11'd0, 1'b0};
      else if (e < 8'd126)
        to_addr1 = {2'd1, x[31], 10'd0, !arr && x[31] && e != 8'd0, 1'b0};
      else
        to_addr1 = {2'd0, x[31], ip, up};
    end
  endfunction

  // stage 2: the lane's result from to_addr1's fields
  function [9:0] to_addr2;
    input [14:0] t;
    reg   [11:0] mag;
    begin
      mag = {1'b0, t[11:1] + {10'd0, t[0]}};
      case (t[14:13])
        2'd2:    to_addr2 = t[12] ? 10'h200 : 10'h1FF;
        2'd1:    to_addr2 = t[1] ? 10'h3FF : 10'h000;
        default: to_addr2 = clamp12(t[12] ? -mag : mag);
      endcase
    end
  endfunction

  wire       is_arr = (vop_i != `UC_VOP_ARL);
  reg  [59:0]        lane_q;
  reg  signed [11:0] sum_xz_q, sum_yw_q;
  reg                ara_q;
  always @(posedge clk_i) begin
    lane_q   <= {to_addr1(a_i[127:96], is_arr), to_addr1(a_i[95:64], is_arr),
                 to_addr1(a_i[63:32], is_arr),  to_addr1(a_i[31:0], is_arr)};
    sum_xz_q <= {{2{areg_i[9]}},  areg_i[9:0]}   + {{2{areg_i[29]}}, areg_i[29:20]};
    sum_yw_q <= {{2{areg_i[19]}}, areg_i[19:10]} + {{2{areg_i[39]}}, areg_i[39:30]};
    ara_q    <= vop_i == `UC_VOP_ARA;
  end

  wire [9:0] ara_xz = clamp12(sum_xz_q);
  wire [9:0] ara_yw = clamp12(sum_yw_q);
  assign r_o = ara_q ? {ara_yw, ara_xz, ara_yw, ara_xz} :
               {to_addr2(lane_q[59:45]), to_addr2(lane_q[44:30]),
                to_addr2(lane_q[29:15]), to_addr2(lane_q[14:0])};
endmodule
