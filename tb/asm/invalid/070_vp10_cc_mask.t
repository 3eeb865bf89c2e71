# expect: 2:13 20 condition-code masks require !!VP2.0 (this is a !!VP1.0 program)
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; <optionalCCMask> is "" outside VP2
---
!!VP1.0
MOV o[HPOS] (GT), v[0];
END
