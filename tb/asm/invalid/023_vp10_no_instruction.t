# expect: 2:1 8 a !!VP1.0 program needs at least one instruction
# why: NV_vertex_program 2.14.1.7: <instructionSequence> needs at least one <instructionLine>
---
!!VP1.0
END
