# expect: 2:16 23 unknown vertex attribute 'FOO'
# why: NV_vertex_program2 2.14.1.8: <vtxAttribRegNum> mnemonics are OPOS, WGHT, ...
---
!!VP1.0
MOV o[HPOS], v[FOO];
END
