# expect: ok
# why: NV_vertex_program2 2.14.1.8: one unique program parameter: c[A0.x], c[A0.x+0] and c[A0.x-0] name the same register
# why: note: the spec says the matches must be "identical"; vpasm compares the registers they name
---
!!VP2.0
ARL A0, v[1];
MAD o[HPOS], c[A0.x], c[A0.x+0], c[A0.x-0];
END
