# expect: 2:36 46 program matrix number 8 out of range (0 to 7)
# why: state.matrix.program[n], n < MAX_PROGRAM_MATRICES (8)
---
!!ARBvp1.0
PARAM m[] = { state.matrix.program[8] };
MOV result.position, vertex.position;
END
