# expect: 4:5 57 label 'loop' is not defined
# why: NV_vertex_program2 2.14.1.8: labels are case-sensitive identifiers: "Loop" is not "loop"
---
!!VP2.0
Loop:
MOV o[HPOS], v[OPOS];
BRA loop (GT.x);
END
