# expect: 2:31 41 light number 8 out of range (0 to 7)
# why: 2.14.3.2: state.light[n], n < MAX_LIGHTS (8)
---
!!ARBvp1.0
MOV result.color, state.light[8].diffuse;
MOV result.position, vertex.position;
END
