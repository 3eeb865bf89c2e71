# expect: 1:1 0 !!ARBfp1.0 is a fragment program: a vertex engine runs !!ARBvp1.0 programs
# why: a fragment program is not a vertex program
---
!!ARBfp1.0
MOV result.color, fragment.color;
END
