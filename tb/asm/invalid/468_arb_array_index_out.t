# expect: 3:21 66 index 2 is outside array 'a' (2 entries)
# why: 2.14.3.2: an absolute index outside the array
---
!!ARBvp1.0
PARAM a[] = { program.env[0..1] };
MOV result.color, a[2];
MOV result.position, vertex.position;
END
