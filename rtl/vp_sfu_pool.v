// vp_sfu_pool: the shared multipliers of the special-function unit
// (vp_sfu), for every SFU stage that multiplies: combinational with ML = 1,
// else the product ML - 1 clocks after the operands (vp_sfu_mul65).
//
// NU "users" (the vp_sfu_mul steps of the SFU blocks) each have a global
// SFU stage (U_STAGE, 1..63) and an index within that stage (U_IDX, 0..3).
// A "slot" is a (stage, index) pair. Users of different blocks with the
// same slot never need their multiplier in the same clock: at most one
// operation is in any stage. With an initiation interval II (the SFU takes
// an operation only in clocks that are a multiple of II, docs/architecture.md
// 3.2), the operations in flight are all in stages of one class s mod II,
// so slots of different classes never need their multiplier in the same
// clock either. Physical multiplier p therefore serves one slot of each
// class: slot (s, i) goes to p = i + (slots of earlier stages of its class).
// The number of multipliers NP is the largest number of slots in one class.
//
// Each multiplier takes the AND-OR of the operands and addends of its
// active users (act_i; at most one is active, which an assertion checks)
// and returns the low 128 bits of the signed 65 x 65-bit product plus each
// addend (vp_sfu_mul65; U_NC: a user's number of addends, the
// multiplier's the largest of its users') to every user mapped to it,
// ML - 1 clocks later (vp_sfu_mul65; the stage of a user is the stage of
// its operands, the first of its ML stages). Its later stages hold only
// that user's operation: the operations that need multiplier p in one
// clock are at most one, so are those in its later stages.
module vp_sfu_pool #(
  parameter integer        NU      = 1,
  parameter integer        II      = 1,
  parameter integer        ML      = 1,       // multiplier latency (vp_sfu_mul65)
  parameter [NU*6-1:0]     U_STAGE = {NU{6'd1}},
  parameter [NU*2-1:0]     U_IDX   = {NU*2{1'b0}},
  parameter [NU*2-1:0]     U_NC    = {NU{2'd1}}    // addends of user k, 1..3
) (
  // the multipliers' registers (ML > 1) and the assertion
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire              clk_i,
  input  wire              rst_ni,   // the assertion only (synthesis leaves it unconnected)
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [NU-1:0]     act_i,    // user k's operation is in its stage
  input  wire [NU*65-1:0]  a_i,
  input  wire [NU*65-1:0]  b_i,
  // user k's addends at [198 k + 66 j +: 66] (those beyond its multiplier's
  // NC are 0: vp_sfu_mul)
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [NU*198-1:0] c_i,
  /* verilator lint_on UNUSEDSIGNAL */
  output wire [NU*384-1:0] p_o       // user k's sums at [384 k + 128 j +: 128]
);
  // stage and index of user k
  function integer stg(input integer k);
    stg = {26'd0, U_STAGE[6*k +: 6]};
  endfunction
  function integer idx(input integer k);
    idx = {30'd0, U_IDX[2*k +: 2]};
  endfunction

  // Each table below is computed once (synthesis tools evaluate constant
  // functions slowly, so no function calls another in a loop).

  // NSL[5*s +: 5]: slots in stage s, the largest index + 1 of its users
  function [64*5-1:0] nsl_table(input integer nu);
    integer k, s, m;
    begin
      nsl_table = {64*5{1'b0}};
      for (s = 1; s < 64; s = s + 1)
        for (k = 0; k < nu; k = k + 1) begin
          m = idx(k) + 1;
          if (stg(k) == s && m > {27'd0, nsl_table[5*s +: 5]}) nsl_table[5*s +: 5] = m[4:0];
        end
    end
  endfunction
  localparam [64*5-1:0] NSL = nsl_table(NU);

  // PHYS[5*k +: 5]: the multiplier of user k, its index plus the slots of
  // the earlier stages of its class
  function [NU*5-1:0] phys_table(input integer nu);
    integer k, s, n;
    begin
      phys_table = {NU*5{1'b0}};
      for (k = 0; k < nu; k = k + 1) begin
        n = idx(k);
        for (s = 1; s < stg(k); s = s + 1)
          if (s % II == stg(k) % II) n = n + {27'd0, NSL[5*s +: 5]};
        phys_table[5*k +: 5] = n[4:0];
      end
    end
  endfunction
  localparam [NU*5-1:0] PHYS = phys_table(NU);

  // number of multipliers: the largest class
  function integer nphys(input integer ii);
    integer r, s, n;
    begin
      nphys = 0;
      for (r = 0; r < ii; r = r + 1) begin
        n = 0;
        for (s = 1; s < 64; s = s + 1) if (s % ii == r) n = n + {27'd0, NSL[5*s +: 5]};
        if (n > nphys) nphys = n;
      end
    end
  endfunction
  localparam integer NP = nphys(II);

  // number of users of multiplier p, and the k of its j-th user
  function integer nusers(input integer p);
    integer k;
    begin
      nusers = 0;
      for (k = 0; k < NU; k = k + 1) if ({27'd0, PHYS[5*k +: 5]} == p) nusers = nusers + 1;
    end
  endfunction
  // addends of multiplier p: the most of its users'
  function integer nadd(input integer p);
    integer k;
    begin
      nadd = 1;
      for (k = 0; k < NU; k = k + 1)
        if ({27'd0, PHYS[5*k +: 5]} == p && {30'd0, U_NC[2*k +: 2]} > nadd) nadd = {30'd0, U_NC[2*k +: 2]};
    end
  endfunction
  function integer user(input integer p, input integer j);
    integer k, n;
    begin
      user = 0;
      n = 0;
      for (k = 0; k < NU; k = k + 1)
        if ({27'd0, PHYS[5*k +: 5]} == p) begin
          if (n == j) user = k;
          n = n + 1;
        end
    end
  endfunction

  wire [NP*384-1:0] prod;   // multiplier p's sums at [384 p +: 384] (0 beyond its NC)
  genvar p, k;
  generate
    for (p = 0; p < NP; p = p + 1) begin : g_mul
      // this multiplier's users (their operands are 0 while idle: vp_sfu_mul)
      localparam integer NPU = nusers(p);
      localparam integer NPC = nadd(p);
      wire [NPU-1:0]     pact;
      wire [NPU*65-1:0]  pa, pb;
      wire [NPU*66*NPC-1:0] pc;
      for (k = 0; k < NPU; k = k + 1) begin : g_user
        localparam integer K = user(p, k);
        assign pact[k]          = act_i[K];
        assign pa[65*k +: 65]   = a_i[65*K +: 65];   // 0 unless act_i[K]
        assign pb[65*k +: 65]   = b_i[65*K +: 65];
        assign pc[66*NPC*k +: 66*NPC] = c_i[198*K +: 66*NPC];
      end
      reg [64:0]  a, b;
      reg [66*NPC-1:0] c;
      integer j;
      always @* begin
        a = 65'd0;
        b = 65'd0;
        c = {66*NPC{1'b0}};
        for (j = 0; j < NPU; j = j + 1) begin
          a = a | pa[65*j +: 65];
          b = b | pb[65*j +: 65];
          c = c | pc[66*NPC*j +: 66*NPC];
        end
      end
      // every user's product fits bits 127:0
      vp_sfu_mul65 #(.ML(ML), .NC(NPC)) u_mul (.clk_i(clk_i), .a_i(a), .b_i(b), .c_i(c),
                                              .p_o(prod[384*p +: 128*NPC]));
      if (NPC < 3) begin : g_pad
        assign prod[384*p + 128*NPC +: 128*(3-NPC)] = {128*(3-NPC){1'b0}};
      end

`ifndef SYNTHESIS
      // two active users of one multiplier: an operation entered the SFU
      // outside its issue phase (a scheduler bug); checked from the first
      // clock after reset (before it the valid bits are unknown)
      reg chk_q;
      always @(posedge clk_i or negedge rst_ni)
        if (!rst_ni) chk_q <= 1'b0;
        else         chk_q <= 1'b1;
      integer n, jj;
      always @* begin
        n = 0;
        for (jj = 0; jj < NPU; jj = jj + 1) if (pact[jj]) n = n + 1;
      end
      always @(posedge clk_i) begin
        if (chk_q && n > 1) begin
          $display("vp_sfu_pool: ERROR: %0d operations need shared multiplier %0d in one clock (II = %0d): an SFU operation entered off its issue phase",
                   n, p, II);
          $fatal(1, "vp_sfu_pool: multiplier conflict");
        end
      end
`endif
    end
    for (k = 0; k < NU; k = k + 1) begin : g_out
      assign p_o[384*k +: 384] = prod[384*PHYS[5*k +: 5] +: 384];
    end
  endgenerate
endmodule
