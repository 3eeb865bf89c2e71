# expect: 2:1 9 ABS requires !!VP1.1 or !!VP2.0 (this is a !!VSP1.0 program)
# why: NV_vertex_program2 2.14.5: state programs are VP1.0 only
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs
---
!!VSP1.0
ABS c[0], v[0];
END
