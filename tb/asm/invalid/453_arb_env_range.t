# expect: 2:31 41 program environment parameter 256 out of range (0 to 255)
# why: 2.14.3.2: program.env[n], n < MAX_PROGRAM_ENV_PARAMETERS (256 here)
---
!!ARBvp1.0
MOV result.color, program.env[256];
MOV result.position, vertex.position;
END
