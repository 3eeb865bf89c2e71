# expect: ok
# why: NV_vertex_program2 2.14.1.8: comments are white space, also after END
---
!!VP1.0
MOV o[HPOS], v[OPOS];
END
# trailing comment
   # another, indented
# @$ bytes € in comments are fine
