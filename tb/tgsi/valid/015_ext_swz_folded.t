# expect: ok
# why: SRC_REGISTER_EXT_SWZ with X..W selectors and one negate for all components folds into swizzle and sign
# vp: !!VP1.0
# vp: MUL o[HPOS], -v[0].xwzy, c[7];
# vp: END
00000101  #   0 VERSION 1.1
00000e02  #   1 HEADER HeaderSize 2 BodySize 14
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00001020  #   9 DCL CONST
00070007  #  10 range 7..7
02407052  #  11 INSTRUCTION MUL
000000f3  #  12 dst OUT[0].xyzw
80000392  #  13 src IN[0].yzwx
05f01230  #  14 SRC_REGISTER_EXT_SWZ wzyx
00038e41  #  15 src CONST[7]
00075012  #  16 INSTRUCTION END
