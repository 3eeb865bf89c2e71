# expect: 2:1 8 missing END at the end of the program
# why: NV_vertex_program2 2.14.1.8: the program body and END are missing
---
!!VP2.0
