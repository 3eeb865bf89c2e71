# expect: 2:16 23 unknown vertex attribute 'HPOS'
# why: NV_vertex_program2 2.14.1.8: HPOS is a result name, not an attribute mnemonic
---
!!VP1.0
MOV o[HPOS], v[HPOS];
END
