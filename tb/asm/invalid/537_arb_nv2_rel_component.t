# expect: 6:23 127 expected one component of the address register (x, y, z or w), found 'xy'
# why: NV_vertex_program2_option: <addrComponent> is one component
---
!!ARBvp1.0
OPTION NV_vertex_program2;
PARAM a[] = { program.env[0..1] };
ADDRESS A;
ARL A, vertex.color;
MOV result.color, a[A.xy];
MOV result.position, vertex.position;
END
