// tb_sfu: vector test bench of the special-function unit (rtl/vp_sfu.v).
//
// Streams the vectors of a file written by tb/vec/sfu_vectors.c (one per
// line: "OP MODE SOURCE EXPECTED", hex; OP bit 5 drives in_lit2_i, LIT's
// second pass, and the source's lane z in_pw_i) through vp_sfu, one per clock with
// occasional idle clocks, and compares all 128 result bits with the
// expected value of exec_sfu() (cmodel/vpmodel.c). Also checks that every
// result leaves exactly LAT clocks after its operation entered and that
// out_valid_o never rises without a pending operation.
//
// With II > 1 (the SFU's initiation interval) an operation enters only in
// every II-th clock, as the core's scheduler keeps it.
//
// Plusargs: +vec=FILE (default build/rtl_sfu/vec.txt), +maxerr=N (mismatches
// printed, default 10), +nobubble (no idle clocks), +offphase (known-bad:
// ignore II and offer an operation every clock), +failfast (stop at the
// first mismatch, for the known-bad runs). Prints
// "tb_sfu: PASS ..." or "tb_sfu: FAIL ..." and ends with $finish (PASS) or
// $fatal (FAIL).

module tb_sfu;
  parameter integer ML        = 1;                  // clocks of a shared multiply
  parameter integer LAT       = 14 + 8 * (ML - 1);  // vp_sfu's MIN_LAT
  parameter integer II        = 1;
  parameter         TABLE_DIR = "rtl/sfu_tables/";

  localparam integer QN = 64;  // scoreboard depth (> LAT + 1)

  reg          clk = 1'b0;
  reg          rst_n = 1'b0;
  reg          in_valid = 1'b0;
  reg  [4:0]   in_sop = 5'd0;
  reg          in_vp2 = 1'b0;
  reg          in_lit2 = 1'b0;
  reg  [31:0]  in_pw = 32'd0;
  reg  [127:0] in_s = 128'd0;
  wire         out_valid;
  wire [127:0] out_r;

  vp_sfu #(.LAT(LAT), .II(II), .ML(ML), .TABLE_DIR(TABLE_DIR)) dut (
    .clk_i(clk), .rst_ni(rst_n),
    .in_valid_i(in_valid), .in_sop_i(in_sop), .in_vp2_i(in_vp2),
    .in_lit2_i(in_lit2), .in_pw_i(in_pw), .in_s_i(in_s),
    .out_valid_o(out_valid), .out_r_o(out_r));

  always #5 clk = ~clk;

  // scoreboard of operations in flight
  reg [127:0] q_exp [0:QN-1];
  reg [127:0] q_src [0:QN-1];
  reg [5:0]   q_op  [0:QN-1];   // bit 5: LIT's second pass
  reg         q_vp2 [0:QN-1];
  reg [31:0]  q_cyc [0:QN-1];
  reg [31:0]  q_idx [0:QN-1];
  integer wr = 0, rd = 0;

  reg [8*512-1:0] vec_file;
  integer fd, maxerr;
  reg     nobubble, offphase, failfast;
  integer cyc = 0, nin = 0, nout = 0, nerr = 0, nlat = 0, nspur = 0;
  reg     in_done = 1'b0;
  integer drain = 0;
  reg [31:0] rnd = 32'h1234_5678;

  reg [7:0]   v_op;
  reg [3:0]   v_mode;
  reg [127:0] v_src, v_exp;
  integer     cnt;

  initial begin
    if (!$value$plusargs("vec=%s", vec_file)) vec_file = "build/rtl_sfu/vec.txt";
    if (!$value$plusargs("maxerr=%d", maxerr)) maxerr = 10;
    nobubble = $test$plusargs("nobubble") ? 1'b1 : 1'b0;
    offphase = $test$plusargs("offphase") ? 1'b1 : 1'b0;
    failfast = $test$plusargs("failfast") ? 1'b1 : 1'b0;
    fd = $fopen(vec_file, "r");
    if (fd == 0) begin
      $display("tb_sfu: FAIL: cannot open %0s", vec_file);
      $fatal(1, "tb_sfu: no vectors");
    end
  end

  // stimulus and checks, all on the rising edge (nonblocking: the DUT sees
  // new inputs at the next edge, the checks see the outputs of the last one)
  always @(posedge clk) begin
    cyc <= cyc + 1;
    if (cyc == 3) rst_n <= 1'b1;
    rnd = rnd ^ (rnd << 13);
    rnd = rnd ^ (rnd >> 17);
    rnd = rnd ^ (rnd << 5);

    // ---- results ----
    if (out_valid) begin
      if (rd == wr) begin
        nspur = nspur + 1;
        if (nspur <= maxerr) $display("tb_sfu: out_valid_o with no operation in flight at cycle %0d", cyc);
      end else begin
        if (cyc - q_cyc[rd % QN] != LAT + 1) begin
          nlat = nlat + 1;
          if (nlat <= maxerr)
            $display("tb_sfu: vector %0d left after %0d clocks, LAT = %0d", q_idx[rd % QN],
                     cyc - q_cyc[rd % QN] - 1, LAT);
        end
        if (out_r !== q_exp[rd % QN]) begin
          nerr = nerr + 1;
          if (nerr <= maxerr)
            $display("tb_sfu: MISMATCH vector %0d op %0d pass %0d VP%0d src %h\n        expected %h\n        got      %h\n        diff     %h",
                     q_idx[rd % QN], q_op[rd % QN][4:0], q_op[rd % QN][5] ? 2 : 1,
                     q_vp2[rd % QN] ? 2 : 1, q_src[rd % QN],
                     q_exp[rd % QN], out_r, q_exp[rd % QN] ^ out_r);
          if (failfast) $fatal(1, "tb_sfu: FAIL (first mismatch, +failfast)");
        end
        rd = rd + 1;
        nout = nout + 1;
      end
    end

    // ---- next operation ----
    in_valid <= 1'b0;
    if (rst_n && !in_done && (offphase || cyc % II == 0) && (nobubble || rnd[2:0] != 3'd0)) begin
      cnt = $fscanf(fd, "%h %h %h %h\n", v_op, v_mode, v_src, v_exp);
      if (cnt != 4) begin
        in_done <= 1'b1;
      end else begin
        in_valid <= 1'b1;
        in_sop   <= v_op[4:0];
        in_lit2  <= v_op[5];
        in_pw    <= v_src[95:64];
        in_vp2   <= v_mode[0];
        in_s     <= v_src;
        q_exp[wr % QN] = v_exp;
        q_src[wr % QN] = v_src;
        q_op[wr % QN]  = v_op[5:0];
        q_vp2[wr % QN] = v_mode[0];
        q_cyc[wr % QN] = cyc;
        q_idx[wr % QN] = nin;
        wr = wr + 1;
        nin = nin + 1;
      end
    end else if (!in_done) begin
      // idle clock: garbage on the data inputs must not matter
      in_sop  <= rnd[4:0];
      in_lit2 <= rnd[5];
      in_pw   <= rnd;
      in_s    <= {4{rnd}};
    end

    if (in_done) begin
      drain = drain + 1;
      if (drain == LAT + 4) begin
        if (nin == 0 || nerr != 0 || nlat != 0 || nspur != 0 || nout != nin) begin
          $display("tb_sfu: FAIL: %0d vectors in, %0d out, %0d mismatches, %0d latency errors, %0d spurious outputs (LAT = %0d)",
                   nin, nout, nerr, nlat, nspur, LAT);
          $fatal(1, "tb_sfu: FAIL");
        end else begin
          $display("tb_sfu: PASS: %0d vectors, all 128 bits equal, latency %0d, II %0d, %0d clocks", nin, LAT, II, cyc);
          $finish;
        end
      end
    end
  end
endmodule
