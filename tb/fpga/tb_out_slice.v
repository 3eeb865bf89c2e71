// tb_out_slice: the register slice between the engine's output port and
// the bridge (fpga/rtl/vp_out_slice.v) alone (make fpga-bridge-test).
//
// A sender offers the numbers 0, 1, 2, ... one per beat and a receiver
// takes them, each side with its own random pattern (valid held or
// dropped between beats, ready high with a chosen probability, and runs of
// stalls): every number must arrive once and in order, and the stream must
// not stop. The patterns come from SEED (printed; +seed=N on the vvp line
// sets it). Then the throughput: with valid and ready high throughout, a
// beat a clock. Prints "tb_out_slice: PASS ..." or stops with $fatal.
`timescale 1ns / 1ps
module tb_out_slice;
  localparam integer W = 16;
  localparam integer N = 20000;   // beats of the random part

  reg clk = 1'b0, rst_n = 1'b0;
  always #5 clk = !clk;

  reg          s_valid = 1'b0;
  wire         s_ready;
  reg  [W-1:0] s_data = {W{1'b0}};
  wire         m_valid;
  reg          m_ready = 1'b0;
  wire [W-1:0] m_data;

  vp_out_slice #(.W(W)) dut (
    .clk_i (clk), .rst_ni (rst_n),
    .s_valid_i (s_valid), .s_ready_o (s_ready), .s_data_i (s_data),
    .m_valid_o (m_valid), .m_ready_i (m_ready), .m_data_o (m_data)
  );

  integer seed, seed0, sent, got, clocks, idle, mode;
  integer rv;   // $random's value, kept to keep the seed's sequence
  initial begin
    if (!$value$plusargs("seed=%d", seed)) seed = 1;
    seed0 = seed;
    $display("tb_out_slice: seed %0d (+seed=%0d reproduces)", seed0, seed0);
    rv = $random(seed);
    sent = 0; got = 0; clocks = 0; idle = 0; mode = 0;
    repeat (3) @(posedge clk);
    #1 rst_n = 1'b1;
    // random part: the sender and the receiver change their behaviour
    // every 64 clocks (mode: ready rarely, often, always; valid likewise)
    while (got < N) begin
      @(posedge clk);
      // the beats of this edge, as both sides saw them before it
      if (s_valid && s_ready) sent = sent + 1;
      if (m_valid && m_ready) begin
        if (m_data !== got[W-1:0])
          $fatal(1, "tb_out_slice: FAIL: beat %0d arrived as %0d (seed %0d)", got, m_data, seed0);
        got = got + 1;
        idle = 0;
      end else idle = idle + 1;
      if (idle > 1000)
        $fatal(1, "tb_out_slice: FAIL: no beat for 1000 clocks, %0d sent, %0d arrived (seed %0d)", sent, got, seed0);
      clocks = clocks + 1;
      #1;
      if (clocks % 64 == 0) mode = $unsigned($random(seed)) % 9;
      // the sender: after a taken beat the next number; valid may drop
      // only between beats
      if (s_valid && s_ready) s_data = sent[W-1:0];
      if (!s_valid || s_ready) s_valid = (mode % 3 == 2) || ($unsigned($random(seed)) % 3 < 1 + mode % 3);
      if (!s_valid) s_data = sent[W-1:0];
      m_ready = (mode / 3 == 2) || ($unsigned($random(seed)) % 4 < 1 + mode / 3);
    end
    // after the random part: the beats still in the slice come out (in
    // order), then nothing more: as many arrived as were sent
    s_valid = 1'b0;
    m_ready = 1'b1;
    repeat (8) begin
      @(posedge clk);
      if (m_valid && m_ready) begin
        if (m_data !== got[W-1:0])
          $fatal(1, "tb_out_slice: FAIL: beat %0d arrived as %0d (seed %0d)", got, m_data, seed0);
        got = got + 1;
      end
    end
    if (sent != got)
      $fatal(1, "tb_out_slice: FAIL: %0d sent, %0d arrived (seed %0d)", sent, got, seed0);
    // throughput: both sides always willing, 100 beats in 100 clocks once
    // the first has passed the slice
    #1 m_ready = 1'b1; s_valid = 1'b1; s_data = {W{1'b0}};
    @(posedge clk); #1 s_data = 1;
    begin : g_rate
      integer k, fl;
      fl = 0;
      for (k = 0; k < 100; k = k + 1) begin
        @(posedge clk);
        if (!(m_valid && m_ready && s_ready) || m_data !== k[W-1:0]) fl = 1;
        #1 s_data = s_data + 1'b1;
      end
      if (fl)
        $fatal(1, "tb_out_slice: FAIL: not a beat a clock with valid and ready high throughout");
    end
    $display("tb_out_slice: PASS: %0d beats in order over %0d clocks of random valid/ready, then a beat a clock (seed %0d)", got, clocks, seed0);
    $finish;
  end
endmodule
