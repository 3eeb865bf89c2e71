# expect: 2:19 29 ARB_vertex_program has no absolute-value operand (|x|): use ABS (or OPTION NV_vertex_program2)
# why: 2.14.2 grammar: <swizzleSrcReg> has no |abs|
---
!!ARBvp1.0
MOV result.color, |vertex.color|;
MOV result.position, vertex.position;
END
