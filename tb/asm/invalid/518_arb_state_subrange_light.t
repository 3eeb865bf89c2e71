# expect: 2:28 38 expected ']', found '..'
# why: 2.14.3.2: only matrix rows have ranges
---
!!ARBvp1.0
PARAM l[] = { state.light[0..1].diffuse };
MOV result.position, vertex.position;
END
