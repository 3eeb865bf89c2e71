// tb_mul65: vector test bench of one shared SFU multiplier
// (rtl/vp_sfu_mul65.v) over its whole operand range, not only the operands
// the SFU blocks give it.
//
// One operand pair and NC addends enter every clock; the NC sums leave ML
// - 1 clocks later and are compared, all 128 bits, with the low 128 bits
// of the exact signed 65 x 65-bit product plus each addend times 2^62
// ($signed(a) * $signed(b) + (c << 62) in the simulator).
// Operands: first every pair of a corner list (0, +-1, the digit
// boundaries 2^17, 2^34, 2^51 and their neighbours, the largest and
// smallest 65-bit values, alternating bits), then +n=N random pairs of
// random widths (so that short, long, positive and negative operands all
// occur); the addends are random 66-bit values, 0 for the corner pairs
// but the last addend, which runs through 0, 1, all ones and 2^65. Plusargs: +seed=S (printed; the same S gives the same vectors),
// +n=N (default 20000), +plant (known-bad: one expected value with a bit
// flipped, which must be reported), +failfast (stop at the first
// mismatch: a known-bad run need not simulate the rest). Prints "tb_mul65: PASS ..." or
// "tb_mul65: FAIL ..." and ends with $finish or $fatal.
module tb_mul65;
  parameter integer ML = 2;
  parameter integer NA = 3;     // addends (the multiplier's NC)

  localparam integer NC = 24;   // corner values

  reg          clk = 1'b0;
  reg  [64:0]  a = 65'd0, b = 65'd0;
  reg  [NA*66-1:0]  c = {NA*66{1'b0}};
  wire [NA*128-1:0] p;

  vp_sfu_mul65 #(.ML(ML), .NC(NA)) dut (.clk_i(clk), .a_i(a), .b_i(b), .c_i(c), .p_o(p));

  reg [64:0] corner [0:NC-1];
  initial begin
    corner[0]  = 65'd0;
    corner[1]  = 65'd1;
    corner[2]  = {65{1'b1}};                        // -1
    corner[3]  = {1'b0, {64{1'b1}}};                // 2^64 - 1, the largest
    corner[4]  = {1'b1, 64'd0};                     // -2^64, the smallest
    corner[5]  = {1'b1, 63'd0, 1'b1};               // -2^64 + 1
    corner[6]  = 65'd1 << 17;
    corner[7]  = (65'd1 << 17) - 65'd1;
    corner[8]  = 65'd1 << 34;
    corner[9]  = (65'd1 << 34) - 65'd1;
    corner[10] = 65'd1 << 51;
    corner[11] = (65'd1 << 51) - 65'd1;
    corner[12] = 65'd0 - (65'd1 << 51);             // -2^51: top digit -1, the rest 0
    corner[13] = 65'd0 - (65'd1 << 51) - 65'd1;
    corner[14] = {1'b0, {13{1'b1}}, 51'd0};         // top digit largest, the rest 0
    corner[15] = {1'b1, 13'd0, {51{1'b1}}};         // top digit smallest, the rest largest
    corner[16] = {1'b0, {32{2'b01}}};
    corner[17] = {1'b1, {32{2'b10}}};
    corner[18] = {1'b0, 64'h8000_0000_0000_0000};   // 2^63 (Q2.62 2.0, RCP's TWO)
    corner[19] = {1'b0, 64'hC000_0000_0000_0000};   // RSQ's THREE
    corner[20] = {1'b0, 64'h4000_0000_0000_0000};   // 1.0 in Q2.62
    corner[21] = 65'd0 - 65'd2;
    corner[22] = {1'b0, {17{1'b1}}, {17{1'b0}}, {17{1'b1}}, 13'h1555};
    corner[23] = {1'b1, 47'd0, {17{1'b1}}};
  end

  // expected sums in flight (ML - 1 deep; ML = 1: checked at once)
  reg [NA*128-1:0] exp_q [0:3];
  reg [3:0]   vld_q;
  reg [31:0]  idx_q [0:3];

  function [NA*128-1:0] ref_mul(input [64:0] x, input [64:0] y, input [NA*66-1:0] z);
    reg signed [129:0] r;
    integer j;
    begin
      r = $signed(x) * $signed(y);
      for (j = 0; j < NA; j = j + 1)
        ref_mul[128*j +: 128] = r[127:0] + {z[66*j +: 66], 62'd0};
    end
  endfunction

  // a random operand: a random width 1..65, sign-extended or not
  reg [31:0] seed, seed0;
  function [64:0] rnd_op(input integer dummy);
    reg [95:0] r;
    integer w;
    begin
      r = {$random(seed), $random(seed), $random(seed)};
      w = 1 + ({$random(seed)} % 65);
      rnd_op = r[64:0];
      if (w < 65) begin
        rnd_op = rnd_op & ((65'd1 << w) - 65'd1);
        if (r[95] && rnd_op[w-1]) rnd_op = rnd_op | ~((65'd1 << w) - 65'd1);   // negative
      end
    end
  endfunction

  integer n, nv, nerr, k, plant_at, i;
  reg     plant, failfast;
  reg [NA*128-1:0] e;
  reg [1:0] cc;
  initial begin
    if (!$value$plusargs("seed=%d", seed)) seed = 32'd1;
    seed0 = seed;
    if (!$value$plusargs("n=%d", n)) n = 20000;
    plant = $test$plusargs("plant");
    failfast = $test$plusargs("failfast");
    $display("tb_mul65: ML %0d, NC %0d, seed %0d (reproduce with +seed=%0d), %0d corner pairs and %0d random pairs",
             ML, NA, seed0, seed0, NC * NC, n);
    plant_at = NC * NC + n / 2;
    nv = 0; nerr = 0;
    vld_q = 4'd0;
    for (k = 0; k < NC * NC + n + ML; k = k + 1) begin
      // present the next pair (or idle ones at the end)
      if (k < NC * NC) begin
        a = corner[k / NC]; b = corner[k % NC];
        c = {NA*66{1'b0}};
        cc = k[1:0];
        c[66*(NA-1) +: 66] = (cc == 2'd0) ? 66'd0 : (cc == 2'd1) ? 66'd1 :
                             (cc == 2'd2) ? {66{1'b1}} : {1'b1, 65'd0};
      end else if (k < NC * NC + n) begin
        a = rnd_op(0); b = rnd_op(0);
        for (i = 0; i < NA; i = i + 1)
          c[66*i +: 66] = {$random(seed), $random(seed), $random(seed)};
      end else begin
        a = 65'd0; b = 65'd0; c = {NA*66{1'b0}};
      end
      e = ref_mul(a, b, c);
      if (plant && k == plant_at) e = e ^ ({{NA*128-1{1'b0}}, 1'b1} << (128*(NA-1) + 77));
      #1;
      // ML = 1: the product is there now
      if (ML == 1 && k < NC * NC + n) begin
        nv = nv + 1;
        if (p !== e) begin
          nerr = nerr + 1;
          if (nerr <= 10) $display("tb_mul65: MISMATCH vector %0d a %h b %h c %h: got %h expected %h", k, a, b, c, p, e);
          if (failfast) $fatal(1, "tb_mul65: FAIL: stopped at the first mismatch (+failfast)");
        end
      end
      // ML > 1: the product of the pair ML - 1 clocks ago is there now
      if (ML > 1 && vld_q[ML-2]) begin
        nv = nv + 1;
        if (p !== exp_q[ML-2]) begin
          nerr = nerr + 1;
          if (nerr <= 10) $display("tb_mul65: MISMATCH vector %0d: got %h expected %h", idx_q[ML-2], p, exp_q[ML-2]);
          if (failfast) $fatal(1, "tb_mul65: FAIL: stopped at the first mismatch (+failfast)");
        end
      end
      #4 clk = 1'b1;
      for (i = 3; i > 0; i = i - 1) begin
        exp_q[i] = exp_q[i-1]; vld_q[i] = vld_q[i-1]; idx_q[i] = idx_q[i-1];
      end
      exp_q[0] = e; vld_q[0] = (k < NC * NC + n); idx_q[0] = k;
      #5 clk = 1'b0;
    end
    if (nv != NC * NC + n) begin
      $display("tb_mul65: FAIL: %0d products compared, %0d expected", nv, NC * NC + n);
      $fatal(1, "tb_mul65: FAIL");
    end
    if (nerr != 0) begin
      $display("tb_mul65: FAIL: %0d of %0d products differ (ML %0d, seed %0d)", nerr, nv, ML, seed0);
      $fatal(1, "tb_mul65: FAIL");
    end
    $display("tb_mul65: PASS: %0d products, all 128 bits of each of %0d sums equal (ML %0d, seed %0d)", nv, NA, ML, seed0);
    $finish;
  end
endmodule
