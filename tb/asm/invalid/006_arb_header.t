# expect: 1:1 0 ARB programs are not supported: expected !!VP1.0, !!VP1.1, !!VP2.0 or !!VSP1.0
# why: NV_vertex_program2 2.14.1.8: ARB_vertex_program text is not an NV vertex program
---
!!ARBvp1.0
MOV o[HPOS], v[OPOS];
END
