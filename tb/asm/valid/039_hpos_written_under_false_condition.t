# expect: ok
# why: NV_vertex_program2 2.14.1.8: HPOS written by text; the run-time condition does not matter
---
!!VP2.0
MOV o[HPOS] (FL), v[0];
END
