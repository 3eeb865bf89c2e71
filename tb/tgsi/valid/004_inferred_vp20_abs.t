# expect: ok
# why: no NV_PROGRAM property; |abs| (SRC_REGISTER_EXT_MOD Absolute) needs VP2.0
# vp: !!VP2.0
# vp: MOV o[HPOS], |v[0]|;
# vp: END
00000101  #   0 VERSION 1.1
00000902  #   1 HEADER HeaderSize 2 BodySize 9
00000001  #   2 PROCESSOR 1
00002020  #   3 DCL IN
00000000  #   4 range 0..0
00003020  #   5 DCL OUT
00000000  #   6 range 0..0
01401042  #   7 INSTRUCTION MOV
000000f3  #   8 dst OUT[0].xyzw
80000e42  #   9 src IN[0]
00000081  #  10 SRC_REGISTER_EXT_MOD
00075012  #  11 INSTRUCTION END
