# expect: 3:1 30 CAL requires !!VP2.0 (this is a !!VP1.0 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; CAL is <vp2-BRANCHop>
---
!!VP1.0
MOV o[HPOS], v[OPOS];
CAL sub;
END
