# expect: 2:1 8 labels require !!VP2.0 (this is a !!VP1.0 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; labels are <vp2-instructionLabel>
---
!!VP1.0
start:
MOV o[HPOS], v[OPOS];
END
