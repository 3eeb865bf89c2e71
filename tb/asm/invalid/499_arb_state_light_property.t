# expect: 2:34 44 expected a light property (ambient, diffuse, specular, position, attenuation, spot.direction, half), found 'emission'
# why: Table X.3.3
---
!!ARBvp1.0
MOV result.color, state.light[0].emission;
MOV result.position, vertex.position;
END
