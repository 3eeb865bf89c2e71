// vp_seq: sequencer (stage WB), combinational.
//
// From the retiring instruction and its thread's PC, call stack and
// instruction counter, computes the next PC, the stack after, and whether
// and why the program stops, exactly as cmodel/vpmodel.c step():
// BRA/CAL/RET when the CC condition holds (taken), CAL pushes PC+1 (or, when
// it is the last word, the EXIT marker: RET to it ends the program) and stops
// the program on a full 4-deep stack (overflow), RET pops or stops on an empty
// stack, a taken branch or call to TARGET_EXIT stops (exit), the END word
// stops unless a branch was taken (last), and the 65536th executed
// instruction stops (watchdog).
`include "ucode_fields.vh"
`include "vp_defs.vh"

module vp_seq #(
  // 2: the condition is cond_i; 0 or 1: it is that constant and cond_i is
  // not read (vp_core evaluates the sequencer for both conditions beside
  // the CC mask; a parameter, not a constant port, so that each copy is
  // folded for its condition also when the FPGA flow maps vp_seq as a
  // module of its own)
  parameter integer COND = 2
) (
  input  wire [8:0]  pc_i,
  input  wire [4:0]  sop_i,
  input  wire        end_i,        // END bit of the word
  input  wire [8:0]  target_i,
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire        cond_i,       // CC condition holds (any lane of the CC mask); COND = 2 only
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [35:0] stack_i,      // entry k at [9k+8:9k]
  input  wire [2:0]  depth_i,      // entries on the stack, 0..4
  input  wire [16:0] count_i,      // instructions executed before this one
  output reg  [8:0]  next_pc_o,
  output reg  [35:0] stack_o,
  output reg  [2:0]  depth_o,
  output wire [16:0] count_o,
  output reg         taken_o,
  output reg         stop_o,
  output reg  [2:0]  end_o
);
  wire cond = (COND == 2) ? cond_i : (COND == 1);
  wire flow = (sop_i == `UC_SOP_BRA) || (sop_i == `UC_SOP_CAL) || (sop_i == `UC_SOP_RET);
  wire [8:0] pc_inc = pc_i + 9'd1;
  assign count_o = count_i + 17'd1;
  // a CAL that is the last word returns to the end of the program
  wire [8:0] push = end_i ? `UC_TARGET_EXIT : pc_inc;
  // the entry a RET pops, entry depth_i - 1 (depth 1..4; 0 pops nothing).
  // Written as a mux, not stack_i[9*(depth_i-1) +: 9]: Yosys maps that
  // index's multiply to a DSP block in front of the next-PC register.
  reg [8:0] top;
  always @* begin
    case (depth_i)
      3'd1:    top = stack_i[8:0];
      3'd2:    top = stack_i[17:9];
      3'd3:    top = stack_i[26:18];
      default: top = stack_i[35:27];
    endcase
  end

  always @* begin
    next_pc_o = pc_inc;
    stack_o   = stack_i;
    depth_o   = depth_i;
    taken_o   = flow && cond;
    stop_o    = 1'b0;
    end_o     = `VP_END_LAST;
    if (taken_o) begin
      if (sop_i == `UC_SOP_RET) begin
        if (depth_i == 3'd0) begin
          stop_o = 1'b1;
          end_o  = `VP_END_RET;
        end else begin
          next_pc_o = top;
          depth_o   = depth_i - 3'd1;
          if (next_pc_o == `UC_TARGET_EXIT) begin  // return past the last instruction
            stop_o = 1'b1;
            end_o  = `VP_END_LAST;
          end
        end
      end else begin
        if (sop_i == `UC_SOP_CAL) begin
          if (depth_i >= 3'd4) begin
            stop_o = 1'b1;
            end_o  = `VP_END_OVERFLOW;
          end else begin
            case (depth_i[1:0])   // depth_i < 4 here
              2'd0:    stack_o[8:0]   = push;
              2'd1:    stack_o[17:9]  = push;
              2'd2:    stack_o[26:18] = push;
              default: stack_o[35:27] = push;
            endcase
            depth_o = depth_i + 3'd1;
          end
        end
        if (!stop_o) begin
          if (target_i == `UC_TARGET_EXIT) begin
            stop_o = 1'b1;
            end_o  = `VP_END_EXIT;
          end else begin
            next_pc_o = target_i;
          end
        end
      end
    end
    if (!stop_o && end_i && !taken_o) begin
      stop_o = 1'b1;
      end_o  = `VP_END_LAST;
    end
    if (!stop_o && count_o >= 17'd65536) begin
      stop_o = 1'b1;
      end_o  = `VP_END_WATCHDOG;
    end
  end
endmodule
