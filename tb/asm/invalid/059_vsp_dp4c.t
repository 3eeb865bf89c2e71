# expect: 2:1 9 DP4C: condition-code updates require !!VP2.0 (this is a !!VSP1.0 program)
# why: NV_vertex_program2 2.14.5
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; DP4C is <vp2-BINop>
---
!!VSP1.0
DP4C c[0], v[0], R0;
END
