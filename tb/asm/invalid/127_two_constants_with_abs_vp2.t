# expect: 3:18 47 instruction reads a second, different program parameter (the first is at line 3 column 10)
# why: NV_vertex_program2 2.14.1.8: |c[0]| and -c[1] are still two parameters
---
!!VP2.0
MOV o[HPOS], v[OPOS];
ADD R0, |c[0]|, -c[1];
END
