# expect: token 14: reads CONSTANT[2] and CONSTANT[1] (token 13): the engine reads one constant per instruction
# why: one CONSTANT per instruction
00000101  #   0 VERSION 1.1
00000d02  #   1 HEADER HeaderSize 2 BodySize 13
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00001020  #   9 DCL CONST
00020001  #  10 range 1..2
02408042  #  11 INSTRUCTION ADD
000000f3  #  12 dst OUT[0].xyzw
00008e41  #  13 src CONST[1]
00010e41  #  14 src CONST[2]
00075012  #  15 INSTRUCTION END
