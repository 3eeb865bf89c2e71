# expect: 3:10 39 absolute value |...| requires !!VP2.0 (this is a !!VP1.1 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; -|...| is <vp2-absVectorSrc>
---
!!VP1.1
MOV o[HPOS], v[OPOS];
MOV R0, -|v[0]|;
END
