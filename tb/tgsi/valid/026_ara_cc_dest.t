# expect: ok
# why: ARA reads a whole ADDRESS register; NULL as destination is the CC pseudo-register
# vp: !!VP2.0
# vp: ARA A0.zw, A1;
# vp: MOVC CC.x, v[0];
# vp: MOV o[HPOS], v[0];
# vp: END
00000101  #   0 VERSION 1.1
00001502  #   1 HEADER HeaderSize 2 BodySize 21
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000002  #   4 data 2
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00006020  #   9 DCL ADDR
00010000  #  10 range 0..1
00004020  #  11 DCL TEMP
00000000  #  12 range 0..0
0143c032  #  13 INSTRUCTION ARA
000000c6  #  14 dst ADDR[0].zw
00008e46  #  15 src ADDR[1]
81401042  #  16 INSTRUCTION MOV
1e460000  #  17 INSTRUCTION_EXT_NV
00000010  #  18 dst NULL[0].x
00000e42  #  19 src IN[0]
01401032  #  20 INSTRUCTION MOV
000000f3  #  21 dst OUT[0].xyzw
00000e42  #  22 src IN[0]
00075012  #  23 INSTRUCTION END
