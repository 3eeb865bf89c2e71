# expect: 2:18 28 expected component letters (x, y, z, w) after '.', found 'tertiary'
# why: 2.14.3.4: result.color.primary/secondary
---
!!ARBvp1.0
MOV result.color.tertiary, vertex.color;
MOV result.position, vertex.position;
END
