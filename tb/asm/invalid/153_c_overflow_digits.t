# expect: 2:16 23 c[12345678901] does not exist (a !!VP2.0 program has c[0]-c[255])
# why: NV_vertex_program2 2.14.1.8: 0 to 255; the message should quote the number as written
---
!!VP2.0
MOV o[HPOS], c[12345678901];
END
