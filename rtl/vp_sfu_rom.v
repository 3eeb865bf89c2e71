// vp_sfu_rom: one table of the special-function unit (vp_sfu), loaded with
// $readmemh from a file of rtl/sfu_tables/ (tools/sfugen.c writes them: one
// hex word per line; source envytools nvhw/xf.c).
//
// SYNC = 0: combinational read of a table kept in logic (the seed and
// linear tables: 32 to 128 words; its stage is the caller's). SYNC = 3: a
// block RAM's registered read, then a flip-flop register: the data appears
// two clocks after the address (the block RAM's slow clock-to-output, 5.8
// ns on the ECP5's DP16KD without its output register, ends at a flip-flop
// instead of running into the next stage's logic). Only the two forms the
// unit uses. FW is the width of the file's words (its hex digits times 4),
// W <= FW the entries' width: the data are the words' low W bits (the
// others are zero in the hardware's tables).
module vp_sfu_rom #(
  parameter integer W    = 8,
  parameter integer FW   = W,
  parameter integer N    = 64,
  parameter integer AW   = 6,
  parameter         FILE = "rtl/sfu_tables/rcp_seed.hex",
  parameter integer SYNC = 0
) (
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire          clk_i,   // unused with SYNC = 0
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [AW-1:0] addr_i,
  output wire [W-1:0]  data_o
);
  generate
    if (SYNC == 3) begin : g_bram
      reg [FW-1:0] mem [0:N-1];
      initial $readmemh(FILE, mem);
      /* verilator lint_off UNUSEDSIGNAL */
      wire [FW-1:0] word = mem[addr_i];   // bits FW-1:W are zero in the file
      /* verilator lint_on UNUSEDSIGNAL */
      reg [W-1:0] q1, q2;
      always @(posedge clk_i) begin
        q1 <= word[W-1:0];
        q2 <= q1;
      end
      assign data_o = q2;
    end else begin : g_logic
      (* rom_style = "logic" *)
      reg [FW-1:0] mem [0:N-1];
      initial $readmemh(FILE, mem);
      /* verilator lint_off UNUSEDSIGNAL */
      wire [FW-1:0] word = mem[addr_i];   // bits FW-1:W are zero in the file
      /* verilator lint_on UNUSEDSIGNAL */
      assign data_o = word[W-1:0];
    end
  endgenerate
endmodule
