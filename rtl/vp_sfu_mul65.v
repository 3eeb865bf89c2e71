// vp_sfu_mul65: one shared multiplier of the special-function unit
// (vp_sfu_pool): the low 128 bits of the signed 65 x 65-bit product, over
// ML clocks (ML - 1 registers inside; the special-function blocks wait for
// it, docs/architecture.md 3.2).
//
//   ML = 1  combinational (the product of the two operands as they are)
//   ML = 2  stage 1: sixteen 18 x 18-bit partial products A_i B_j (one
//           MULT18X18D each), registered; stage 2: their sum
//   ML = 3  as 2, then stage 2 adds each row (sum over j of A_i B_j 2^17j)
//           into a register and stage 3 adds the four rows
//
// Digits: a = A_3 2^51 + A_2 2^34 + A_1 2^17 + A_0 with A_0..A_2 the
// unsigned 17-bit digits and A_3 = a[64:51] signed (likewise b), so every
// partial product is an 18 x 18-bit signed product and the sum of
// A_i B_j 2^(17(i+j)) is the exact product; only its low 128 bits are kept.
module vp_sfu_mul65 #(
  parameter integer ML = 1
) (
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire         clk_i,    // unused with ML = 1
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [64:0]  a_i,
  input  wire [64:0]  b_i,
  output wire [127:0] p_o
);
  generate
    if (ML < 1 || ML > 3) begin : g_bad_ml
      vp_sfu_mul65_ERROR_ML_must_be_1_2_or_3 u_stop ();
    end
    if (ML == 1) begin : g_comb
      /* verilator lint_off UNUSEDSIGNAL */
      wire signed [129:0] pr = $signed(a_i) * $signed(b_i);
      /* verilator lint_on UNUSEDSIGNAL */
      assign p_o = pr[127:0];
    end else begin : g_pipe
      // digit k of an operand as an 18-bit signed number
      function signed [17:0] digit(input [64:0] x, input integer k);
        begin
          if (k == 3) digit = {{4{x[64]}}, x[64:51]};
          else        digit = {1'b0, x[17*k +: 17]};
        end
      endfunction

      // stage 1: the partial products, registered
      reg signed [35:0] pp_q [0:15];
      integer i, j;
      always @(posedge clk_i)
        for (i = 0; i < 4; i = i + 1)
          for (j = 0; j < 4; j = j + 1)
            pp_q[4*i+j] <= digit(a_i, i) * digit(b_i, j);

      // row i: sum over j of A_i B_j 2^17j (below 2^87 in magnitude)
      reg signed [87:0] row [0:3];
      always @* begin
        for (i = 0; i < 4; i = i + 1) begin
          row[i] = 88'sd0;
          for (j = 0; j < 4; j = j + 1)
            row[i] = row[i] + ($signed({{52{pp_q[4*i+j][35]}}, pp_q[4*i+j]}) <<< (17 * j));
        end
      end

      if (ML == 2) begin : g_ml2
        reg [127:0] sum;
        integer r;
        always @* begin
          sum = 128'd0;
          for (r = 0; r < 4; r = r + 1)
            sum = sum + ({{40{row[r][87]}}, row[r]} << (17 * r));
        end
        assign p_o = sum;
      end else begin : g_ml3
        reg signed [87:0] row_q [0:3];
        integer r;
        always @(posedge clk_i)
          for (r = 0; r < 4; r = r + 1) row_q[r] <= row[r];
        reg [127:0] sum;
        always @* begin
          sum = 128'd0;
          for (r = 0; r < 4; r = r + 1)
            sum = sum + ({{40{row_q[r][87]}}, row_q[r]} << (17 * r));
        end
        assign p_o = sum;
      end
    end
  endgenerate
endmodule
