# expect: ok
# why: NV_vertex_program2 2.14.1.8: "can match the <progParamRegister> rule more than once only if all such matches are identical"
---
!!VP1.0
ARL A0.x, v[1].x;
MAD o[HPOS], c[A0.x+2], v[0], c[A0.x+2];
ADD R0, c[5], -c[5].x;
END
