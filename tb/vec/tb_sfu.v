// tb_sfu: vector bench of the special-function unit (rtl/vp_sfu.v).
//
// Streams the vectors of a file written by tb/vec/sfu_vectors.c (one per
// line: "OP MODE SOURCE EXPECTED", hex; MODE the vpf_mode: 0 NV20, 1 NV30
// VP1, 2 NV30 VP2, which drives in_vp2_i) through vp_sfu, one per clock with
// occasional idle clocks, and compares all 128 result bits. Also checks that
// every result leaves exactly LAT clocks after its operation entered, that
// out_valid_o never rises without a pending operation, and that the file's
// modes belong to the unit's GPU (GPU 20: mode 0 only; GPU 30: 1 and 2).
//
// Plusargs: +vec=FILE (default build/rtl_sfu/vec.txt), +maxerr=N (mismatches
// printed, default 10), +nobubble (no idle clocks), +failfast (stop at the
// first mismatch). Prints "tb_sfu: PASS ..." and ends with $finish, or
// "tb_sfu: FAIL ..." and $fatal.

module tb_sfu;
  parameter integer GPU       = 30;
  parameter integer LAT       = 12;                 // vp_sfu's MIN_LAT
  parameter         TABLE_DIR = "rtl/sfu_tables/";
  parameter integer MUL_SHARE = (GPU == 20) ? 1 : 0;   // vp_sfu's default

  localparam integer QN = 64;  // scoreboard depth (> LAT + 1)

  reg          clk = 1'b0;
  reg          rst_n = 1'b0;
  reg          in_valid = 1'b0;
  reg  [4:0]   in_sop = 5'd0;
  reg          in_vp2 = 1'b0;
  reg  [127:0] in_s = 128'd0;
  wire         out_valid;
  wire [127:0] out_r;

  vp_sfu #(.GPU(GPU), .LAT(LAT), .TABLE_DIR(TABLE_DIR), .MUL_SHARE(MUL_SHARE)) dut (
    .clk_i(clk), .rst_ni(rst_n),
    .in_valid_i(in_valid), .in_sop_i(in_sop), .in_vp2_i(in_vp2),
    .in_s_i(in_s),
    .out_valid_o(out_valid), .out_r_o(out_r));

  always #5 clk = ~clk;

  // scoreboard of operations in flight
  reg [127:0] q_exp [0:QN-1];
  reg [127:0] q_src [0:QN-1];
  reg [4:0]   q_op  [0:QN-1];
  reg [1:0]   q_mode [0:QN-1];
  reg [31:0]  q_cyc [0:QN-1];
  reg [31:0]  q_idx [0:QN-1];
  integer wr = 0, rd = 0;

  reg [8*512-1:0] vec_file;
  integer fd, maxerr;
  reg     nobubble, failfast;
  integer cyc = 0, nin = 0, nout = 0, nerr = 0, nlat = 0, nspur = 0, nmode = 0;
  reg     in_done = 1'b0;
  integer drain = 0;
  reg [31:0] rnd = 32'h1234_5678;

  reg [7:0]   v_op;
  reg [3:0]   v_mode;
  reg [127:0] v_src, v_exp;
  integer     cnt;

  function [23:0] opname(input [4:0] op);
    case (op)
      5'd1: opname = "RCP"; 5'd2: opname = "RCC"; 5'd3: opname = "RSQ"; 5'd4: opname = "EXP";
      5'd5: opname = "LOG"; 5'd6: opname = "LIT"; 5'd7: opname = "EX2"; 5'd8: opname = "LG2";
      5'd9: opname = "SIN"; 5'd10: opname = "COS"; default: opname = "???";
    endcase
  endfunction

  initial begin
    if (!$value$plusargs("vec=%s", vec_file)) vec_file = "build/rtl_sfu/vec.txt";
    if (!$value$plusargs("maxerr=%d", maxerr)) maxerr = 10;
    nobubble = $test$plusargs("nobubble") ? 1'b1 : 1'b0;
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
            $display("tb_sfu: MISMATCH vector %0d op %0s (%0d) mode %0d operand x %h y %h w %h\n        expected %h\n        got      %h\n        diff     %h",
                     q_idx[rd % QN], opname(q_op[rd % QN]), q_op[rd % QN], q_mode[rd % QN],
                     q_src[rd % QN][31:0], q_src[rd % QN][63:32], q_src[rd % QN][127:96],
                     q_exp[rd % QN], out_r, q_exp[rd % QN] ^ out_r);
          if (failfast) $fatal(1, "tb_sfu: FAIL (first mismatch, +failfast)");
        end
        rd = rd + 1;
        nout = nout + 1;
      end
    end

    // ---- next operation ----
    in_valid <= 1'b0;
    if (rst_n && !in_done && (nobubble || rnd[2:0] != 3'd0)) begin
      cnt = $fscanf(fd, "%h %h %h %h\n", v_op, v_mode, v_src, v_exp);
      if (cnt != 4) begin
        in_done <= 1'b1;
      end else begin
        if ((GPU == 20) != (v_mode == 4'd0) || v_mode > 4'd2) begin
          nmode = nmode + 1;
          if (nmode <= maxerr) $display("tb_sfu: vector %0d has mode %0d, not one of GPU %0d's", nin, v_mode, GPU);
        end
        in_valid <= 1'b1;
        in_sop   <= v_op[4:0];
        in_vp2   <= v_mode == 4'd2;
        in_s     <= v_src;
        q_exp[wr % QN]  = v_exp;
        q_src[wr % QN]  = v_src;
        q_op[wr % QN]   = v_op[4:0];
        q_mode[wr % QN] = v_mode[1:0];
        q_cyc[wr % QN]  = cyc;
        q_idx[wr % QN]  = nin;
        wr = wr + 1;
        nin = nin + 1;
      end
    end else if (!in_done) begin
      // idle clock: garbage on the data inputs must not matter
      in_sop  <= rnd[4:0];
      in_vp2  <= rnd[7];
      in_s    <= {4{rnd}};
    end

    if (in_done) begin
      drain = drain + 1;
      if (drain == LAT + 4) begin
        if (nin == 0 || nerr != 0 || nlat != 0 || nspur != 0 || nmode != 0 || nout != nin) begin
          $display("tb_sfu: FAIL: GPU %0d: %0d vectors in, %0d out, %0d mismatches, %0d latency errors, %0d spurious outputs, %0d bad modes (LAT = %0d)",
                   GPU, nin, nout, nerr, nlat, nspur, nmode, LAT);
          $fatal(1, "tb_sfu: FAIL");
        end else begin
          $display("tb_sfu: PASS: GPU %0d: %0d vectors, all 128 bits equal, latency %0d, %0d clocks", GPU, nin, LAT, cyc);
          $finish;
        end
      end
    end
  end
endmodule
