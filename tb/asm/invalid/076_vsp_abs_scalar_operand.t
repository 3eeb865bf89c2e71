# expect: 2:11 19 absolute value |...| requires !!VP2.0 (this is a !!VSP1.0 program)
# why: NV_vertex_program2 2.14.5
# why: NV_vertex_program2 2.14.1.8: rules with prefix "vp11-"/"vp2-" are available only to VP1.1 and VP2 programs; |...| is <vp2-absScalarSrc>
---
!!VSP1.0
RCP c[0], |v[0].x|;
END
