# expect: 2:14 21 '+' sign requires !!VP1.1 or !!VP2.0 (this is a !!VP1.0 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; "+" is <vp2-optionalSign> (and VP1.1's <optionalSign>), not VP1.0
---
!!VP1.0
MOV o[HPOS], +v[0];
END
