# expect: 2:32 42 expected '.plane', found ';'
# why: Table X.3.6: state.clip[n].plane
---
!!ARBvp1.0
MOV result.color, state.clip[0];
MOV result.position, vertex.position;
END
