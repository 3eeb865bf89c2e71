# expect: 1:8 7 missing END at the end of the program
# why: NV_vertex_program2 2.14.1.8: <vp1-program> ::= "!!VP1.0" <programBody> "END": END missing
---
!!VP1.0