# expect: 1:1 0 program must begin with !!VP1.0, !!VP1.1, !!VP2.0 or !!VSP1.0
# why: NV_vertex_program2 2.14.1.8: <program> must start with a header; an empty string is no program
---
