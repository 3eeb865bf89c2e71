# expect: 4:9 57 ARA reads a whole address register: no swizzle
# why: NV_vertex_program2_option grammar: ARA reads <addrUseVNS>, no swizzle
---
!!ARBvp1.0
OPTION NV_vertex_program2;
ADDRESS A;
ARA A, A.xyzw;
MOV result.position, vertex.position;
END
