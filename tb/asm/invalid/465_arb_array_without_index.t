# expect: 3:19 64 'a' is an array: name an entry with [n] or [A0.x+n]
# why: 2.14.3.2: an array is read by entry
---
!!ARBvp1.0
PARAM a[] = { program.env[0..1] };
MOV result.color, a;
MOV result.position, vertex.position;
END
