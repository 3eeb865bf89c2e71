# expect: 3:7 33 ARL in a !!VP1.1 program writes A0.x: expected '.x'
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs (loads as !!VP2.0)
---
!!VP1.1
MOV o[HPOS], v[0];
ARL A0, v[1];
END
