// vp_sfu_rom: one table of the special-function unit (vp_sfu), loaded with
// $readmemh from a file of rtl/sfu_tables/ (docs/numerics.md 3.1: one hex
// word per line after a // comment line).
//
// SYNC = 1: registered read (the data appears one clock after the address,
// as a block RAM read port; the caller counts that register as one of its
// pipeline stages). SYNC = 0: combinational read (small tables in logic).
// SYNC = 2: registered read of a table kept in logic (rom_style "logic":
// no block RAM and its slow clock-to-output; the register is a flip-flop
// after the table's LUTs). SYNC = 3: a block RAM's registered read, then a
// flip-flop register (two clocks from the address to the data: the block
// RAM's slow clock-to-output, 5.8 ns on the ECP5's DP16KD without its
// output register, ends at a flip-flop instead of running into the next
// stage's logic; the caller gives the address a clock earlier).
module vp_sfu_rom #(
  parameter integer W    = 64,
  parameter integer N    = 256,
  parameter integer AW   = 8,
  parameter         FILE = "rtl/sfu_tables/ex2.hex",
  parameter integer SYNC = 1
) (
  /* verilator lint_off UNUSEDSIGNAL */
  input  wire          clk_i,   // unused with SYNC = 0
  /* verilator lint_on UNUSEDSIGNAL */
  input  wire [AW-1:0] addr_i,
  output wire [W-1:0]  data_o
);
  generate
    if (SYNC == 2) begin : g_sync_logic
      (* rom_style = "logic" *)
      reg [W-1:0] mem [0:N-1];
      initial $readmemh(FILE, mem);
      reg [W-1:0] q;
      always @(posedge clk_i) q <= mem[addr_i];
      assign data_o = q;
    end else if (SYNC != 0) begin : g_sync
      reg [W-1:0] mem [0:N-1];
      initial $readmemh(FILE, mem);
      reg [W-1:0] q;
      always @(posedge clk_i) q <= mem[addr_i];
      // SYNC = 3: the flip-flop register after the block RAM's
      vp_delay #(.W(W), .N((SYNC == 3) ? 1 : 0)) u_q2 (.clk_i(clk_i), .rst_ni(1'b1), .d_i(q), .q_o(data_o));
    end else begin : g_comb
      reg [W-1:0] mem [0:N-1];
      initial $readmemh(FILE, mem);
      assign data_o = mem[addr_i];
    end
  endgenerate
endmodule
