# expect: 2:16 23 unknown vertex attribute 'opos'
# why: NV_vertex_program2 2.14.1.8: attribute mnemonics are case-sensitive
---
!!VP1.0
MOV o[HPOS], v[opos];
END
