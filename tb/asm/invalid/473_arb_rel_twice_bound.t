# expect: 5:21 141 state.fog.color is bound twice in array 'a', which is addressed relatively (a state vector may have one binding in such arrays)
# why: 2.14.3.2: a state vector bound twice in an array addressed relatively
---
!!ARBvp1.0
PARAM a[] = { state.fog.color, state.light[0].diffuse, state.fog.color };
ADDRESS A;
ARL A.x, vertex.color.x;
MOV result.color, a[A.x];
MOV result.position, vertex.position;
END
