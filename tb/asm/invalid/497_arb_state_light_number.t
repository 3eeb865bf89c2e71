# expect: 2:30 40 expected '[', found '.'
# why: 2.14.3.2: state.light[n] needs n
---
!!ARBvp1.0
MOV result.color, state.light.diffuse;
MOV result.position, vertex.position;
END
