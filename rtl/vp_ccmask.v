// vp_ccmask: condition-code mask (stage WB), combinational.
//
// Bit i is set when CC component swz[2i+1:2i] passes the rule (CCR_*), as
// cmodel/vpmodel.c cc_mask(): the run-time write mask of every instruction
// and the condition of BRA/CAL/RET. UN (NaN) passes only NE.
`include "ucode_fields.vh"

module vp_ccmask (
  input  wire [7:0] cc_i,    // CC lanes, lane i at [2i+1:2i] (`UC_CC_*)
  input  wire [2:0] rule_i,  // `UC_CCR_*
  input  wire [7:0] swz_i,
  output reg  [3:0] mask_o
);
  integer i;
  reg [1:0] c;
  always @* begin
    for (i = 0; i < 4; i = i + 1) begin
      c = cc_i[2*swz_i[2*i+:2] +: 2];
      case (rule_i)
        `UC_CCR_TR: mask_o[i] = 1'b1;
        `UC_CCR_FL: mask_o[i] = 1'b0;
        `UC_CCR_EQ: mask_o[i] = (c == `UC_CC_EQ);
        `UC_CCR_NE: mask_o[i] = (c != `UC_CC_EQ);
        `UC_CCR_LT: mask_o[i] = (c == `UC_CC_LT);
        `UC_CCR_GE: mask_o[i] = (c == `UC_CC_GT) || (c == `UC_CC_EQ);
        `UC_CCR_LE: mask_o[i] = (c == `UC_CC_LT) || (c == `UC_CC_EQ);
        default:    mask_o[i] = (c == `UC_CC_GT);  // `UC_CCR_GT
      endcase
    end
  end
endmodule
