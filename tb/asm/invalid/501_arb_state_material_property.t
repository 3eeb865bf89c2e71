# expect: 2:40 50 expected a material property (ambient, diffuse, specular, emission, shininess), found 'half'
# why: Table X.3.2
---
!!ARBvp1.0
MOV result.color, state.material.front.half;
MOV result.position, vertex.position;
END
