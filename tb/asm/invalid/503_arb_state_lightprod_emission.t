# expect: 2:38 48 expected a light product (ambient, diffuse, specular), found 'emission'
# why: Table X.3.3: light products of ambient, diffuse, specular
---
!!ARBvp1.0
MOV result.color, state.lightprod[0].emission;
MOV result.position, vertex.position;
END
