# expect: 2:5 15 'o' is not declared
# why: !!ARBvp1.0 text goes to the ARB front end (docs/arbvp.md), where NV register names are undeclared variables (ARB_vertex_program 2.14.3)
---
!!ARBvp1.0
MOV o[HPOS], v[OPOS];
END
