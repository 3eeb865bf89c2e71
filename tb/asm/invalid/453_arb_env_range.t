# expect: 2:31 41 program environment parameter 1024 out of range (0 to 1023)
# why: 2.14.3.2: program.env[n], n < MAX_PROGRAM_ENV_PARAMETERS (1024 here)
---
!!ARBvp1.0
MOV result.color, program.env[1024];
MOV result.position, vertex.position;
END
