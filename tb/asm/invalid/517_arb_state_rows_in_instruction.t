# expect: 2:41 51 a row range binds several vectors: only an array (PARAM name[]) can hold it
# why: 2.14.2 grammar: an instruction binds one row
---
!!ARBvp1.0
MOV result.color, state.matrix.mvp.row[0..1];
MOV result.position, vertex.position;
END
