# expect: 2:1 9 a !!VSP1.0 program needs at least one instruction
# why: NV_vertex_program2 2.14.5: VSP uses the VP1 grammar: at least one instruction
---
!!VSP1.0
END
