# expect: 3:1 30 ARLC: condition-code updates require !!VP2.0 (this is a !!VP1.1 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; ARLC is <vp2-ARLop>
---
!!VP1.1
MOV o[HPOS], v[OPOS];
ARLC A0.x, v[0].x;
END
