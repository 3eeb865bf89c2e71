# expect: 2:35 45 expected eye or object after 'texgen.', found 'sphere'
# why: Table X.3.4: texgen eye or object planes
---
!!ARBvp1.0
MOV result.color, state.texgen[0].sphere.s;
MOV result.position, vertex.position;
END
