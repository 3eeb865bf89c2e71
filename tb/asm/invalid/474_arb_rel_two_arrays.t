# expect: 7:24 166 program.env[3] is bound in array 'b' and in 'a', both addressed relatively (a state vector may have one binding in such arrays)
# why: 2.14.3.2: a state vector bound in two arrays addressed relatively
---
!!ARBvp1.0
PARAM a[] = { program.env[0..3] };
PARAM b[] = { program.env[3..5] };
ADDRESS A;
ARL A.x, vertex.color.x;
MOV result.color, a[A.x];
MOV result.texcoord, b[A.x];
MOV result.position, vertex.position;
END
