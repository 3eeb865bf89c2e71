# expect: 3:1 30 RET has no condition-code form
# why: NV_vertex_program2 2.14.1.8: <vp2-RET-instruction> ::= "RET" ...: no C form
---
!!VP2.0
MOV o[HPOS], v[OPOS];
RETC;
END
