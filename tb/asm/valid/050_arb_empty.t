# expect: ok
# why: ARB_vertex_program 2.14.2: a program may have no instruction (the engine adds MOV o[HPOS], v[0]: docs/arbvp.md)
---
!!ARBvp1.0
END
