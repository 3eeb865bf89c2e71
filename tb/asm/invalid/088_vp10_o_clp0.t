# expect: 3:7 36 o[CLP0] requires !!VP2.0 (this is a !!VP1.0 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; CLP0-5 are <vp2-resultRegName>
---
!!VP1.0
MOV o[HPOS], v[OPOS];
DP4 o[CLP0].x, v[0], c[4];
END
