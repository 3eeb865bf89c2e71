# expect: 2:1 8 MOVC: condition-code updates require !!VP2.0 (this is a !!VP1.0 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; MOVC is <vp2-VECTORop>
---
!!VP1.0
MOVC o[HPOS], v[0];
END
