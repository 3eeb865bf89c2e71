// tb_vu: vector test bench for the vector unit (rtl/vp_vu.v, pipelined)
// and the address unit (rtl/vp_au.v, one register inside).
//
// Reads the lines tb/vec/vu_vectors.c (random, from the C library) and
// tb/vec/oracle_vec.c (the NV20/NV30 reference vectors) write (UNIT OP
// MODE A B C AREG EXPECT, hex) from the file named by +vec=FILE. MODE is
// the vpf_mode: 0 NV20, 1 NV30 running VP1.x, 2 NV30 running VP2.0
// (in_vp2_i = 1); a mode of the other chip than the bench's GPU is a
// mismatch. Vector-unit lines enter
// vp_vu one per clock (an address-unit line leaves a bubble); results are
// matched in order against a queue of expected values, and each must come
// out exactly LAT clocks after it went in. Address-unit lines are checked
// one clock after they are applied (after the next rising edge). Every bit is compared; the first
// mismatches are printed, then one summary line:
//   tb_vu: PASS ...   or   tb_vu: FAIL ...
// A failure ends with $fatal (nonzero exit under Verilator and Icarus).
// Plusargs: +vec=FILE, +maxerr=N (mismatches printed, default 10).
// Define TB_LAT to set the vp_vu latency (default 16, the core's EX_LAT)
// and TB_GPU its chip (20 or 30, default 30).
`include "ucode_fields.vh"
module tb_vu;
`ifdef TB_LAT
  localparam integer LAT = `TB_LAT;
`else
  localparam integer LAT = 16;
`endif
`ifdef TB_GPU
  localparam integer GPU = `TB_GPU;
`else
  localparam integer GPU = 30;
`endif
  localparam integer QN = 64; // expected-value queue (> LAT)

  reg clk = 1'b0;
  reg rst_n = 1'b0;
  always #5 clk = ~clk;

  // DUT inputs
  reg          in_valid = 1'b0;
  reg  [4:0]   in_vop = 5'd0;
  reg          in_vp2 = 1'b0;
  reg  [127:0] in_a = 128'd0, in_b = 128'd0, in_c = 128'd0;
  reg  [39:0]  areg = 40'd0;
  wire         out_valid;
  wire [127:0] out_r;
  wire [39:0]  au_r;

  vp_vu #(.LAT(LAT), .GPU(GPU)) dut (
    .clk_i(clk), .rst_ni(rst_n), .in_valid_i(in_valid), .in_vop_i(in_vop), .in_vp2_i(in_vp2),
    .in_a_i(in_a), .in_b_i(in_b), .in_c_i(in_c), .out_valid_o(out_valid), .out_r_o(out_r)
  );
  vp_au dut_au (.clk_i(clk), .vop_i(in_vop), .vp2_i(in_vp2), .a_i(in_a), .areg_i(areg), .r_o(au_r));

  // expected values of vectors in flight
  reg [127:0] q_exp [0:QN-1];
  reg [127:0] q_a [0:QN-1], q_b [0:QN-1], q_c [0:QN-1];
  reg [4:0]   q_op [0:QN-1];
  reg [3:0]   q_mode [0:QN-1];
  integer     q_cyc [0:QN-1];
  integer     q_line [0:QN-1];
  integer     q_wr = 0, q_rd = 0;

  integer cycle = 0;
  always @(posedge clk) cycle <= cycle + 1;

  // the mnemonic of an operation code, for messages
  function [8*4-1:0] op_name;
    input [4:0] op;
    begin
      case (op)
        `UC_VOP_NOP: op_name = "NOP";  `UC_VOP_MOV: op_name = "MOV";  `UC_VOP_MUL: op_name = "MUL";
        `UC_VOP_ADD: op_name = "ADD";  `UC_VOP_MAD: op_name = "MAD";  `UC_VOP_DP3: op_name = "DP3";
        `UC_VOP_DP4: op_name = "DP4";  `UC_VOP_DPH: op_name = "DPH";  `UC_VOP_DST: op_name = "DST";
        `UC_VOP_MIN: op_name = "MIN";  `UC_VOP_MAX: op_name = "MAX";  `UC_VOP_SLT: op_name = "SLT";
        `UC_VOP_SGE: op_name = "SGE";  `UC_VOP_SEQ: op_name = "SEQ";  `UC_VOP_SFL: op_name = "SFL";
        `UC_VOP_SGT: op_name = "SGT";  `UC_VOP_SLE: op_name = "SLE";  `UC_VOP_SNE: op_name = "SNE";
        `UC_VOP_STR: op_name = "STR";  `UC_VOP_SSG: op_name = "SSG";  `UC_VOP_FLR: op_name = "FLR";
        `UC_VOP_FRC: op_name = "FRC";  `UC_VOP_ABS: op_name = "ABS";  `UC_VOP_SUB: op_name = "SUB";
        `UC_VOP_ARL: op_name = "ARL";  `UC_VOP_ARR: op_name = "ARR";  `UC_VOP_ARA: op_name = "ARA";
        default:     op_name = "?";
      endcase
    end
  endfunction

  integer fd, nread, line_no, maxerr, errors, n_vu, n_au, n_out;
  reg [3:0]   t_unit, t_mode;
  reg [7:0]   t_op;
  reg [127:0] t_a, t_b, t_c, t_exp;
  reg [39:0]  t_areg;
  reg [1023:0] vec_file;
  reg         more;

  // the name of a vpf_mode
  function [8*8-1:0] mode_name;
    input [3:0] m;
    begin
      case (m)
        4'd0:    mode_name = "NV20";
        4'd1:    mode_name = "NV30_VP1";
        4'd2:    mode_name = "NV30_VP2";
        default: mode_name = "?";
      endcase
    end
  endfunction

  integer ln_i;
  task report;
    input [8*8-1:0] what;
    input [4:0]     op;
    input [3:0]     mode;
    input [127:0]   a, b, c;
    input [39:0]    ar;
    input [127:0]   want, got;
    input integer   ln;
    begin
      errors = errors + 1;
      if (errors <= maxerr) begin
        $display("tb_vu: MISMATCH %0s line %0d: %0s %0s a=%h b=%h c=%h areg=%h expected %h got %h",
                 what, ln, op_name(op), mode_name(mode), a, b, c, ar, want, got);
        for (ln_i = 0; ln_i < 4; ln_i = ln_i + 1)
          if (want[32*ln_i +: 32] !== got[32*ln_i +: 32])
            $display("tb_vu:   lane %0d: %0s a=%h b=%h c=%h expected %h got %h", ln_i, op_name(op),
                     a[32*ln_i +: 32], b[32*ln_i +: 32], c[32*ln_i +: 32], want[32*ln_i +: 32], got[32*ln_i +: 32]);
      end
    end
  endtask

  // results leave vp_vu: compare in order, check the latency
  always @(negedge clk) begin
    if (rst_n && out_valid) begin
      if (q_rd == q_wr) begin
        errors = errors + 1;
        $display("tb_vu: MISMATCH out_valid_o with no vector in flight at cycle %0d", cycle);
      end else begin
        n_out = n_out + 1;
        if (out_r !== q_exp[q_rd % QN])
          report("vp_vu", q_op[q_rd % QN], q_mode[q_rd % QN], q_a[q_rd % QN], q_b[q_rd % QN],
                 q_c[q_rd % QN], 40'd0, q_exp[q_rd % QN], out_r, q_line[q_rd % QN]);
        if (cycle - q_cyc[q_rd % QN] != LAT) begin
          errors = errors + 1;
          if (errors <= maxerr)
            $display("tb_vu: MISMATCH latency: line %0d came out after %0d clocks, LAT=%0d",
                     q_line[q_rd % QN], cycle - q_cyc[q_rd % QN], LAT);
        end
        q_rd = q_rd + 1;
      end
    end
  end

  initial begin
    errors = 0; n_vu = 0; n_au = 0; n_out = 0; line_no = 0;
    if (!$value$plusargs("maxerr=%d", maxerr)) maxerr = 10;
    if (!$value$plusargs("vec=%s", vec_file)) begin
      $display("tb_vu: FAIL no +vec=FILE given");
      $fatal(1, "tb_vu: no vector file");
    end
    fd = $fopen(vec_file, "r");
    if (fd == 0) begin
      $display("tb_vu: FAIL cannot open %0s", vec_file);
      $fatal(1, "tb_vu: no vector file");
    end
    repeat (3) @(negedge clk);
    if (out_valid !== 1'b0) begin
      errors = errors + 1;
      $display("tb_vu: MISMATCH out_valid_o is not low in reset");
    end
    rst_n = 1'b1;
    more = 1'b1;
    while (more) begin
      @(negedge clk);
      nread = $fscanf(fd, "%h %h %h %h %h %h %h %h\n", t_unit, t_op, t_mode, t_a, t_b, t_c, t_areg, t_exp);
      if (nread != 8) begin
        more = 1'b0;
        in_valid = 1'b0;
      end else begin
        line_no = line_no + 1;
        // copied from the $fscanf targets so that every simulator sees the change
        in_vop = t_op[4:0];
        in_vp2 = (t_mode == 4'd2);
        if ((GPU == 20) ? (t_mode != 4'd0) : (t_mode != 4'd1 && t_mode != 4'd2)) begin
          errors = errors + 1;
          if (errors <= maxerr)
            $display("tb_vu: MISMATCH line %0d: mode %0d (%0s) is not a mode of GPU %0d", line_no, t_mode,
                     mode_name(t_mode), GPU);
        end
        in_a = t_a;
        in_b = t_b;
        in_c = t_c;
        areg = t_areg;
        in_valid = (t_unit == 4'd0);
        if (t_unit == 4'd0) begin
          n_vu = n_vu + 1;
          if (q_wr - q_rd >= QN) $fatal(1, "tb_vu: expected-value queue overflow");
          q_exp[q_wr % QN] = t_exp;
          q_a[q_wr % QN] = t_a;
          q_b[q_wr % QN] = t_b;
          q_c[q_wr % QN] = t_c;
          q_op[q_wr % QN] = t_op[4:0];
          q_mode[q_wr % QN] = t_mode;
          q_cyc[q_wr % QN] = cycle;
          q_line[q_wr % QN] = line_no;
          q_wr = q_wr + 1;
        end else begin
          n_au = n_au + 1;
          @(posedge clk);
          #1;
          if ({88'd0, au_r} !== t_exp)
            report("vp_au", t_op[4:0], t_mode, t_a, 128'd0, 128'd0, t_areg, t_exp, {88'd0, au_r}, line_no);
        end
      end
    end
    $fclose(fd);
    repeat (LAT + 2) @(negedge clk);
    if (q_rd != q_wr) begin
      errors = errors + 1;
      $display("tb_vu: MISMATCH %0d vector-unit results never came out", q_wr - q_rd);
    end
    if (n_vu + n_au == 0) begin
      errors = errors + 1;
      $display("tb_vu: MISMATCH the vector file %0s is empty", vec_file);
    end
    if (errors == 0) begin
      $display("tb_vu: PASS %0d vectors (%0d vp_vu, %0d vp_au), GPU=%0d, LAT=%0d, 0 mismatches",
               n_vu + n_au, n_vu, n_au, GPU, LAT);
      $finish;
    end else begin
      $display("tb_vu: FAIL %0d vectors (%0d vp_vu, %0d vp_au), GPU=%0d, LAT=%0d, %0d mismatches",
               n_vu + n_au, n_vu, n_au, GPU, LAT, errors);
      $fatal(1, "tb_vu: mismatches");
    end
  end
endmodule
