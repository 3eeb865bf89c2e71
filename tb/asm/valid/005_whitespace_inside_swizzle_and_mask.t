# expect: ok
# why: NV_vertex_program2 2.14.1.8: "." "x" "y" are separate tokens, white space may separate them
# why: assembler decision: component letters may be split by white space
---
!!VP1.0
MOV o[HPOS] . x y z w , v [ 0 ] . x y z w ;
MOV R0.x y, c[ 1 ].w z y x;
RCP R1.w, R0 . y;
END
