# expect: 2:36 46 expected ambient or scenecolor after 'lightmodel.', found 'diffuse'
# why: Table X.3.3: lightmodel.ambient or [face.]scenecolor
---
!!ARBvp1.0
MOV result.color, state.lightmodel.diffuse;
MOV result.position, vertex.position;
END
