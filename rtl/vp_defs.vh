// Shared definitions of the vertex engine RTL (docs/architecture.md).
// Microcode fields and enums are in ucode_fields.vh (generated).
`ifndef VP_DEFS_VH
`define VP_DEFS_VH

// host command port: host_cmd_i
`define VP_CMD_PROG    3'd0 // program memory word  (addr = word address, data = microcode word)
`define VP_CMD_CONST   3'd1 // constant c[addr] = data
`define VP_CMD_MVP     3'd2 // position-invariant matrix row addr[1:0] = data
`define VP_CMD_ATTR    3'd3 // attribute v[addr[3:0]] = data, host_n_i components (rest 0,0,1); v[0] provokes
`define VP_CMD_START   3'd4 // entry pc of vertex programs = addr
`define VP_CMD_STATE   3'd5 // run the state program at pc addr with v[0] = data
`define VP_CMD_RDCONST 3'd6 // response beat with c[addr]

// why a program stopped (out_end_o, cm_end_o): same order as vpm_end
`define VP_END_LAST     3'd0
`define VP_END_EXIT     3'd1
`define VP_END_RET      3'd2
`define VP_END_OVERFLOW 3'd3
`define VP_END_WATCHDOG 3'd4

// the program memory's word at power-up, in every address the host has not
// written: END alone (no operation, no destination; docs/microcode.md,
// "Words the host never wrote"). A start there runs one instruction that
// writes nothing and ends the vertex. Bits 126:0 (RSVD is not stored)
`define VP_PM_BLANK (127'd1 << `UC_END_LSB)

`define VP_NOUT     21     // o[HPOS] .. o[CLP5]
`define VP_WATCHDOG 65536  // instructions per invocation

`endif
