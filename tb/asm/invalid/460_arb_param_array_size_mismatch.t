# expect: 2:9 19 the array is declared with 3 entries but binds 4
# why: 2.14.3.2: the declared size must equal the bindings
---
!!ARBvp1.0
PARAM a[3] = { program.env[0..3] };
MOV result.position, vertex.position;
END
