// vp_au: the address unit (docs/architecture.md 3.3), combinational, bit
// exact with the address-unit case of the golden model's execute step
// (cmodel/vpmodel.c, run(); exec_addr() in docs/architecture.md), i.e.
// vpf_arl / vpf_arr of cmodel/vpfloat.c. Works in the first EX clock of
// vp_core, from registered copies of the operand-stage values.
//   ARL: floor of each lane, ARR: round half to even of each lane, both
//        clamped to [-512, 511]; |x| >= 1024, Inf and NaN clamp by the sign
//        bit; a denormal reads as the zero of its sign;
//   ARA: lanes (x, y, z, w) = (A.x + A.z, A.y + A.w, A.x + A.z, A.y + A.w)
//        of the selected address register, clamped to [-512, 511].
// Any vop_i other than ARA and ARL gives ARR.
`include "ucode_fields.vh"
module vp_au (
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

  // ARL (arr = 0) or ARR (arr = 1) of one binary32 value
  function [9:0] to_addr;
    input [31:0] x;
    input        arr;
    reg   [7:0]  e;
    reg   [33:0] f;      // |x| * 2^24 for 126 <= e <= 136
    reg   [10:0] ip;
    reg          up;
    reg   [11:0] mag;
    begin
      e  = x[30:23];
      f  = {10'd0, 1'b1, x[22:0]} << (e - 8'd126);
      ip = {1'b0, f[33:24]};
      if (e >= 8'd137)                       // |x| >= 1024, Inf, NaN
        to_addr = x[31] ? 10'h200 : 10'h1FF;
      else if (e < 8'd126)                   // |x| < 0.5 (and denormals, zeros)
        to_addr = (!arr && x[31] && e != 8'd0) ? 10'h3FF : 10'h000;
      else begin
        if (arr) up = f[23] && ((f[22:0] != 23'd0) || ip[0]);   // half to even
        else     up = x[31] && (f[23:0] != 24'd0);              // floor of a negative
        mag = {1'b0, ip + {10'd0, up}};
        to_addr = clamp12(x[31] ? -mag : mag);
      end
    end
  endfunction

  wire signed [11:0] sum_xz = {{2{areg_i[9]}},  areg_i[9:0]}   + {{2{areg_i[29]}}, areg_i[29:20]};
  wire signed [11:0] sum_yw = {{2{areg_i[19]}}, areg_i[19:10]} + {{2{areg_i[39]}}, areg_i[39:30]};
  wire [9:0] ara_xz = clamp12(sum_xz);
  wire [9:0] ara_yw = clamp12(sum_yw);

  wire       is_arr = (vop_i != `UC_VOP_ARL);
  assign r_o = (vop_i == `UC_VOP_ARA) ? {ara_yw, ara_xz, ara_yw, ara_xz} :
               {to_addr(a_i[127:96], is_arr), to_addr(a_i[95:64], is_arr),
                to_addr(a_i[63:32], is_arr),  to_addr(a_i[31:0], is_arr)};
endmodule
