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
  // and the round-up bit up.
  // For 126 <= e <= 136, |x| 2^24 = m << s with m = {1, x[22:0]} and
  // s = e - 126 = e[3:0] + 2 (mod 16: e[3:0] is 14, 15, 0 .. 8), so
  //   ip   = m's top s bits = m[23:14] >> (10 - s),
  //   half = m[23 - s] (the bit below the binary point),
  //   low  = m[22 - s : 0] != 0 (any bit below that) = x[12:0] != 0 or,
  //          for s <= 9, x[22 - s : 13] != 0 (a prefix OR of x[22:13]).
  // Every choice is a mux selected by e[3:0] directly: no subtraction in
  // front of a shifter and no OR after one (the address unit's stage was
  // the engine's longest path, docs/synth-log.md "Timing").
  function [14:0] to_addr1;
    input [31:0] x;
    input        arr;
    reg   [7:0]  e;
    reg   [3:0]  el;
    reg   [9:0]  pre;    // pre[j] = x[13 + j : 13] != 0
    reg   [9:0]  ip;
    reg          half, low, ip0, up;
    integer      j;
    begin
      e  = x[30:23];
      el = x[26:23];
      for (j = 0; j < 10; j = j + 1) pre[j] = |(x[22:13] & ~(10'h3FE << j));
      // indexed by el: s = el + 2 (mod 16)
      case (el)
        4'hE:    begin ip = 10'd0;              half = 1'b1;  low = pre[9] | |x[12:0];   end // s = 0
        4'hF:    begin ip = 10'd1;              half = x[22]; low = pre[8] | |x[12:0];   end // s = 1
        4'h0:    begin ip = {8'd0, 1'b1, x[22]};    half = x[21]; low = pre[7] | |x[12:0]; end
        4'h1:    begin ip = {7'd0, 1'b1, x[22:21]}; half = x[20]; low = pre[6] | |x[12:0]; end
        4'h2:    begin ip = {6'd0, 1'b1, x[22:20]}; half = x[19]; low = pre[5] | |x[12:0]; end
        4'h3:    begin ip = {5'd0, 1'b1, x[22:19]}; half = x[18]; low = pre[4] | |x[12:0]; end
        4'h4:    begin ip = {4'd0, 1'b1, x[22:18]}; half = x[17]; low = pre[3] | |x[12:0]; end
        4'h5:    begin ip = {3'd0, 1'b1, x[22:17]}; half = x[16]; low = pre[2] | |x[12:0]; end
        4'h6:    begin ip = {2'd0, 1'b1, x[22:16]}; half = x[15]; low = pre[1] | |x[12:0]; end
        4'h7:    begin ip = {1'd0, 1'b1, x[22:15]}; half = x[14]; low = pre[0] | |x[12:0]; end
        default: begin ip = {1'b1, x[22:14]};       half = x[13]; low = |x[12:0];          end // 8: s = 10
      endcase
      ip0 = ip[0];
      if (arr) up = half && (low || ip0);   // half to even
      else     up = x[31] && (half || low); // floor of a negative
      if (e >= 8'd137)
        to_addr1 = {2'd2, x[31], 11'd0, 1'b0};
      else if (e < 8'd126)
        to_addr1 = {2'd1, x[31], 10'd0, !arr && x[31] && e != 8'd0, 1'b0};
      else
        to_addr1 = {2'd0, x[31], 1'b0, ip, up};
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
