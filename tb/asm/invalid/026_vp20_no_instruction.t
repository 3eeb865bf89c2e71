# expect: 2:1 12 the program never writes o[HPOS]
# why: NV_vertex_program2 2.14.1.8: "fails to load if it does not write at least one component of the HPOS register" (found after the full scan: position = len)
---
!!VP2.0
END
