# expect: 3:11 40 condition-code masks require !!VP2.0 (this is a !!VP1.1 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; <vp2-ccMask>
---
!!VP1.1
MOV o[HPOS], v[OPOS];
MOV R0.xy (EQ.xyzw), v[0];
END
