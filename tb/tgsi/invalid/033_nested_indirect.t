# expect: token 16: nested addressing: the indirect register is itself indirect or has a dimension (not supported)
# why: the address register may not itself be indirect (seed 6.4.6 is hypothetical)
00000101  #   0 VERSION 1.1
00001002  #   1 HEADER HeaderSize 2 BodySize 16
00000001  #   2 PROCESSOR 1
00000023  #   3 PROPERTY NV_PROGRAM
00000000  #   4 data 0
00002020  #   5 DCL IN
00000000  #   6 range 0..0
00003020  #   7 DCL OUT
00000000  #   8 range 0..0
00001020  #   9 DCL CONST
005f0000  #  10 range 0..95
00006020  #  11 DCL ADDR
00000000  #  12 range 0..0
01401052  #  13 INSTRUCTION MOV
000000f3  #  14 dst OUT[0].xyzw
00002e41  #  15 src CONST[0]
00002e46  #  16 indirect through ADDR[0].x
00000e46  #  17 indirect through ADDR[0].x
00075012  #  18 INSTRUCTION END
