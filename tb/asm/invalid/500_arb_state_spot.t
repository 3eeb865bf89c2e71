# expect: 2:38 48 expected '.direction' after 'spot', found ';'
# why: Table X.3.3: state.light[n].spot.direction
---
!!ARBvp1.0
MOV result.color, state.light[0].spot;
MOV result.position, vertex.position;
END
