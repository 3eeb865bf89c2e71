# expect: 19:1 1291 the program needs 17 temporaries at once here (the engine has 16: R0-R15)
# why: more temporaries live at once than the engine's 16 (R0-R15)
---
!!ARBvp1.0
TEMP t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16;
MUL t0, vertex.position, program.env[0];
MUL t1, vertex.position, program.env[1];
MUL t2, vertex.position, program.env[2];
MUL t3, vertex.position, program.env[3];
MUL t4, vertex.position, program.env[4];
MUL t5, vertex.position, program.env[5];
MUL t6, vertex.position, program.env[6];
MUL t7, vertex.position, program.env[7];
MUL t8, vertex.position, program.env[8];
MUL t9, vertex.position, program.env[9];
MUL t10, vertex.position, program.env[10];
MUL t11, vertex.position, program.env[11];
MUL t12, vertex.position, program.env[12];
MUL t13, vertex.position, program.env[13];
MUL t14, vertex.position, program.env[14];
MUL t15, vertex.position, program.env[15];
MUL t16, vertex.position, program.env[16];
ADD result.color, t0, t1;
MAD result.texcoord[0], t0, t1, vertex.color;
MAD result.texcoord[1], t2, t3, vertex.color;
MAD result.texcoord[2], t4, t5, vertex.color;
MAD result.texcoord[3], t6, t7, vertex.color;
MAD result.texcoord[4], t8, t9, vertex.color;
MAD result.texcoord[5], t10, t11, vertex.color;
MAD result.texcoord[6], t12, t13, vertex.color;
MAD result.texcoord[7], t14, t15, vertex.color;
MAD result.texcoord[0], t16, t0, vertex.color;
MOV result.position, vertex.position;
END
