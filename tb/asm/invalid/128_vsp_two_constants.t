# expect: 2:17 25 instruction reads a second, different program parameter (the first is at line 2 column 11)
# why: NV_vertex_program2 2.14.5: "fails to load if any instruction sources more than one unique program parameter register"
---
!!VSP1.0
ADD c[0], c[1], c[2];
END
