// vp_sfu_const: one constant of the special-function unit (vp_sfu), read
// from consts.hex (written by tools/sfugen.c, the same values as the
// SFU_* macros of cmodel/sfu_tables.h), so the RTL never holds a hand
// copy of a generated constant. Entry order of consts.hex:
//   0..3  SFU_EX2_C1..C4   ln2^k/k!, Q2.62
//   4..8  SFU_LG2_D1..D5   1/(k ln2) magnitudes, Q2.62
//   9     SFU_INV2PI_66    round(2^66/(2 pi))
//   10    SFU_PIO2         pi/2, Q2.62
// Combinational (a constant after elaboration).
module vp_sfu_const #(
  parameter         TABLE_DIR = "rtl/sfu_tables/",
  parameter integer INDEX     = 0
) (
  output wire [63:0] k_o
);
  reg [63:0] mem [0:10];
  initial $readmemh({TABLE_DIR, "consts.hex"}, mem);
  assign k_o = mem[INDEX];
endmodule
