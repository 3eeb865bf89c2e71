# expect: ok
# why: NV_vertex_program2 2.14.1.8: every legal write mask
---
!!VP1.0
MOV o[HPOS], v[OPOS];
MOV R0.x, v[0];
MOV R0.y, v[0];
MOV R0.xy, v[0];
MOV R0.z, v[0];
MOV R0.xz, v[0];
MOV R0.yz, v[0];
MOV R0.xyz, v[0];
MOV R0.w, v[0];
MOV R0.xw, v[0];
MOV R0.yw, v[0];
MOV R0.xyw, v[0];
MOV R0.zw, v[0];
MOV R0.xzw, v[0];
MOV R0.yzw, v[0];
MOV R0.xyzw, v[0];
END
