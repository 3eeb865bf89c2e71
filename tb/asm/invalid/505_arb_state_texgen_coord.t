# expect: 2:36 46 expected a texgen coordinate (s, t, r, q), found 'x'
# why: Table X.3.4: s, t, r or q
---
!!ARBvp1.0
MOV result.color, state.texgen.eye.x;
MOV result.position, vertex.position;
END
