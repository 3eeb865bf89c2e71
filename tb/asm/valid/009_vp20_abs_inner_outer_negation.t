# expect: ok
# why: NV_vertex_program2 2.14.1.8: <vp2-absVectorSrc> ::= <optionalSign> "|" <baseVectorSrc> "|" with a sign inside <baseVectorSrc>
---
!!VP2.0
MOV o[HPOS], -|-v[0]|;
ADD R0, -|+c[0].x|, |-R1.wzyx|;
RCP R2.x, -|-R0.w|;
END
