# expect: 3:5 47 label 'nowhere' is not defined
# why: NV_vertex_program2 2.14.1.8 2.14.2.3: "fail to load if an instruction refers to a label that is not defined" (found after the full scan: position = len)
---
!!VP2.0
MOV o[HPOS], v[OPOS];
BRA nowhere;
END
