# expect: 2:31 41 expected size or attenuation after 'point.', found 'fade'
# why: Table X.3.7
---
!!ARBvp1.0
MOV result.color, state.point.fade;
MOV result.position, vertex.position;
END
