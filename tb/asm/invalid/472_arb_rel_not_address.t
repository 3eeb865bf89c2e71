# expect: 5:21 95 't' is not an address register
# why: 2.14.2 grammar: relative addressing through an address register
---
!!ARBvp1.0
PARAM a[] = { program.env[0..1] };
TEMP t;
MOV t, vertex.color;
MOV result.color, a[t.x];
MOV result.position, vertex.position;
END
