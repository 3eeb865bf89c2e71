# expect: 2:8 18 OPTION ARB_fragment_program_shadow is not supported: shadow texture fetch (the engine has no texture units)
# why: OPTION ARB_fragment_program_shadow: shadow texture fetch
---
!!ARBvp1.0
OPTION ARB_fragment_program_shadow;
MOV result.position, vertex.position;
END
