# expect: 3:1 30 SFL requires !!VP2.0 (this is a !!VP1.1 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; SFL is <vp2-BINop>
---
!!VP1.1
MOV o[HPOS], v[OPOS];
SFL R0, v[0], c[0];
END
