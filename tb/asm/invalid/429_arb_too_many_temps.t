# expect: 2:156 166 more than 32 temporaries declared (MAX_PROGRAM_TEMPORARIES)
# why: 2.14.3.7: MAX_PROGRAM_TEMPORARIES (32 here)
---
!!ARBvp1.0
TEMP t0, t1, t2, t3, t4, t5, t6, t7, t8, t9, t10, t11, t12, t13, t14, t15, t16, t17, t18, t19, t20, t21, t22, t23, t24, t25, t26, t27, t28, t29, t30, t31, t32;
MOV result.position, vertex.position;
END
