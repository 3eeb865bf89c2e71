# expect: 2:30 40 clip plane number 6 out of range (0 to 5)
# why: Table X.3.6: n < MAX_CLIP_PLANES (6)
---
!!ARBvp1.0
MOV result.color, state.clip[6].plane;
MOV result.position, vertex.position;
END
