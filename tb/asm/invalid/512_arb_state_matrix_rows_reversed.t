# expect: 2:39 49 row range 2..1: the first row is greater than the last
# why: 2.14.3.2: row[a..b] with a <= b
---
!!ARBvp1.0
PARAM m[] = { state.matrix.mvp.row[2..1] };
MOV result.position, vertex.position;
END
