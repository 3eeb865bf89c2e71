# expect: ok
# why: ARB_vertex_program 2.14.2: tokens need no white space where the grammar is unambiguous; every floatConstant form; '$' and '_' in names; comments end at a carriage return
---
!!ARBvp1.0 # header, then a comment
TEMP $t,_u,v9;ALIAS w=$t;PARAM p[]={-1,+.5,{1.},1E2,1e-2,.1E+2,program.env[0..1]};
MOV $t,{0.5}.x;MOV _u,1.;MOV v9.xyw,-p[6].wzyx;ADD w,$t,_u;#comment
MAD result.color.front.primary,w,p[2].x,v9;DP4 result.position.x,state.matrix.mvp.row[0],vertex.position;
END
