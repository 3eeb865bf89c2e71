# expect: ok
# why: indirect constant through ADDRESS[1].y with a negative offset, CC update and mask (the microcode.md example)
# vp: !!VP2.0
# vp: MADC R1.xyw (NE.zyxw), -R2.yzxw, |c[A1.y-17]|, -|v[3].x|;
# vp: MOV o[HPOS], v[3];
# vp: END
00000101  #   0 VERSION 1.1
00001902  #   1 HEADER HeaderSize 2 BodySize 25
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000002  #   4 data 2
00002020  #   5 DCL IN
00030003  #   6 range 3..3
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00004020  #   9 DCL TEMP
00020001  #  10 range 1..2
00006020  #  11 DCL ADDR
00010001  #  12 range 1..1
00001020  #  13 DCL CONST
00ff0000  #  14 range 0..255
83410092  #  15 INSTRUCTION MAD
3c650000  #  16 INSTRUCTION_EXT_NV
000004b4  #  17 dst TEMP[1].xyw
00011c94  #  18 src -TEMP[2].yzxw
fff7ae41  #  19 src CONST[-17]
00000081  #  20 SRC_REGISTER_EXT_MOD
00008e56  #  21 indirect through ADDR[1].y
80018002  #  22 src IN[3].x
00000181  #  23 SRC_REGISTER_EXT_MOD
01401032  #  24 INSTRUCTION MOV
000000f3  #  25 dst OUT[0].xyzw
00018e42  #  26 src IN[3]
00075012  #  27 INSTRUCTION END
