// vp_opsel: operand select (stage OP): each source from its file, then its
// swizzle and signs (vp_operand), for the vector, special-function and
// address units.
//
//   OP  the file select per source (R with unwritten lanes read as 0, v,
//       c[] with an out-of-range address read as (0,0,0,0), or a matrix
//       row); which unit takes the instruction
// With OPS = 0 combinational: the units' inputs (xs_*) are this clock's.
// With OPS = 1 (the core sets it when both units' depth leaves a clock of
// EX_LAT to spare) the picked sources, the swizzle and sign fields and the
// rest of what the units take are registered (one clock), and the swizzle
// and sign logic of the vector and address units' sources runs after the
// register, in the first EX clock, in front of the units' input registers:
// the file select and the swizzle were one clock of about eight LUT levels.
// The special-function unit's source is swizzled before the register
// either way: its first stage holds LIT's operand side, which the swizzle
// would otherwise precede.
`include "ucode_fields.vh"

module vp_opsel #(
  parameter integer OPS = 0
) (
  input  wire         clk_i,
  input  wire         rst_ni,
  // from vp_decode
  input  wire         op_valid_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire [`UC_RSVD_LSB-1:0] op_w_i,        // VIDX, CIDX, CREL and ARCOMP were used in DE
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire         op_cok_i,
  input  wire [127:0] op_cm_i,
  input  wire [127:0] op_v_i,
  input  wire [127:0] op_mvp_i,
  input  wire [127:0] op_t0_i,
  input  wire [127:0] op_t1_i,
  input  wire [127:0] op_t2_i,
  input  wire [3:0]   op_tm0_i,
  input  wire [3:0]   op_tm1_i,
  input  wire [3:0]   op_tm2_i,
  input  wire [79:0]  op_a_i,
  // to vp_execute, OPS clocks later
  output wire         xs_vu_valid_o,   // a vector-unit instruction
  output wire         xs_sfu_valid_o,  // a special-function op (alone or paired)
  output wire [4:0]   xs_vop_o,
  output wire [4:0]   xs_sop_o,
  output wire         xs_vp2_o,
  output wire [39:0]  xs_areg_o,       // the A register ARSEL names
  output wire [127:0] xs_s0_o,         // the sources, swizzled and signed
  output wire [127:0] xs_s1_o,
  output wire [127:0] xs_s2_o,
  output wire [127:0] xs_s2_sfu_o      // source 2 for the special-function unit
);
  wire [4:0]   op_vop  = op_w_i[`UC_VOP_MSB:`UC_VOP_LSB];
  wire [4:0]   op_sop  = op_w_i[`UC_SOP_MSB:`UC_SOP_LSB];
  wire         op_vp2  = op_w_i[`UC_ENV_MSB:`UC_ENV_LSB] == `UC_ENV_VP20;
  wire         op_addr = op_vop == `UC_VOP_ARL || op_vop == `UC_VOP_ARR || op_vop == `UC_VOP_ARA;
  wire [127:0] op_c    = op_cok_i ? op_cm_i : 128'd0;  // out of range: (0,0,0,0)

  // unwritten temporary lanes read 0
  function [127:0] tmask;
    input [127:0] v;
    input [3:0] valid;
    integer l;
    begin
      for (l = 0; l < 4; l = l + 1) tmask[32*l +: 32] = valid[l] ? v[32*l +: 32] : 32'd0;
    end
  endfunction

  function [127:0] pick;
    input [1:0] file;
    input [127:0] t, v, c, m;
    begin
      case (file)
        `UC_SFILE_TEMP:  pick = t;
        `UC_SFILE_ATTR:  pick = v;
        `UC_SFILE_CONST: pick = c;
        default:         pick = m;  // `UC_SFILE_MVP
      endcase
    end
  endfunction

  wire [127:0] op_reg0 = pick(op_w_i[`UC_S0FILE_MSB:`UC_S0FILE_LSB], tmask(op_t0_i, op_tm0_i),
                              op_v_i, op_c, op_mvp_i);
  wire [127:0] op_reg1 = pick(op_w_i[`UC_S1FILE_MSB:`UC_S1FILE_LSB], tmask(op_t1_i, op_tm1_i),
                              op_v_i, op_c, op_mvp_i);
  wire [127:0] op_reg2 = pick(op_w_i[`UC_S2FILE_MSB:`UC_S2FILE_LSB], tmask(op_t2_i, op_tm2_i),
                              op_v_i, op_c, op_mvp_i);

  wire         vu_valid_op  = op_valid_i && op_vop != `UC_VOP_NOP && !op_addr;
  // a special-function op alone or paired with a vector op
  wire         sfu_valid_op = op_valid_i && op_sop != `UC_SOP_NOP && op_sop < `UC_SOP_BRA;
  wire [39:0]  op_areg = op_w_i[`UC_ARSEL_LSB] ? op_a_i[79:40] : op_a_i[39:0];
  wire [32:0]  op_sfld = {op_w_i[`UC_S0SWZ_MSB:`UC_S0SWZ_LSB], op_w_i[`UC_S0NEG_LSB], op_w_i[`UC_S0ABS_LSB], op_w_i[`UC_S0NABS_LSB],
                          op_w_i[`UC_S1SWZ_MSB:`UC_S1SWZ_LSB], op_w_i[`UC_S1NEG_LSB], op_w_i[`UC_S1ABS_LSB], op_w_i[`UC_S1NABS_LSB],
                          op_w_i[`UC_S2SWZ_MSB:`UC_S2SWZ_LSB], op_w_i[`UC_S2NEG_LSB], op_w_i[`UC_S2ABS_LSB], op_w_i[`UC_S2NABS_LSB]};
  wire [127:0] op_s2_sfu;
  vp_operand u_opd2s (.reg_i(op_reg2), .swz_i(op_w_i[`UC_S2SWZ_MSB:`UC_S2SWZ_LSB]),
    .neg_i(op_w_i[`UC_S2NEG_LSB]), .abs_i(op_w_i[`UC_S2ABS_LSB]), .nabs_i(op_w_i[`UC_S2NABS_LSB]),
    .opd_o(op_s2_sfu));

  wire [127:0] xs_reg0, xs_reg1, xs_reg2;
  wire [32:0]  xs_sfld;
  vp_delay #(.W(4 * 128 + 33 + 5 + 5 + 1 + 40), .N(OPS)) u_ops (
    .clk_i(clk_i), .rst_ni(rst_ni),
    .d_i({op_s2_sfu, op_reg0, op_reg1, op_reg2, op_sfld, op_vop, op_sop, op_vp2, op_areg}),
    .q_o({xs_s2_sfu_o, xs_reg0, xs_reg1, xs_reg2, xs_sfld, xs_vop_o, xs_sop_o, xs_vp2_o, xs_areg_o}));
  vp_delay #(.W(2), .N(OPS), .RST(1)) u_ops_v (.clk_i(clk_i), .rst_ni(rst_ni),
    .d_i({vu_valid_op, sfu_valid_op}), .q_o({xs_vu_valid_o, xs_sfu_valid_o}));

  vp_operand u_opd0 (.reg_i(xs_reg0), .swz_i(xs_sfld[32:25]),
    .neg_i(xs_sfld[24]), .abs_i(xs_sfld[23]), .nabs_i(xs_sfld[22]), .opd_o(xs_s0_o));
  vp_operand u_opd1 (.reg_i(xs_reg1), .swz_i(xs_sfld[21:14]),
    .neg_i(xs_sfld[13]), .abs_i(xs_sfld[12]), .nabs_i(xs_sfld[11]), .opd_o(xs_s1_o));
  vp_operand u_opd2 (.reg_i(xs_reg2), .swz_i(xs_sfld[10:3]),
    .neg_i(xs_sfld[2]), .abs_i(xs_sfld[1]), .nabs_i(xs_sfld[0]), .opd_o(xs_s2_o));
endmodule
