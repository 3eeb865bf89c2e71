# expect: 3:1 30 ABSC: condition-code updates require !!VP2.0 (this is a !!VP1.1 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; ABSC is <vp2-VECTORop> (ABS alone is VP1.1)
---
!!VP1.1
MOV o[HPOS], v[OPOS];
ABSC R0, v[0];
END
