// vp_bridge: host protocol of the FPGA board (docs/host-protocol.md) <->
// vp_engine host command port, board level (fpga/rtl), between the UART
// (vp_uart_rx / vp_uart_tx) and the engine in vp_board_top.
//
// One request frame in, one reply frame out, strictly alternating:
//   request  A5 CMD LEN PAYLOAD[LEN] CRC16_HI CRC16_LO
//   reply    5A CMD STATUS LEN PAYLOAD[LEN] CRC16_HI CRC16_LO
// CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor)
// over every byte after the sync byte. The parser keeps the whole payload
// in pay_q and acts only after the CRC matched, so a bad frame never reaches
// the engine. Errors: bad CRC, bad length, unknown command, bad argument,
// a partial frame with no byte for TIMEOUT_CLKS (timeout), and an engine
// that does not accept a command within BUSY_CLKS (busy: nothing written,
// the host drains output vertices and retries). Bytes that arrive while a
// command executes or its reply is sent are dropped (the host waits for the
// reply); bytes outside a frame other than A5 are skipped.
module vp_bridge #(
  parameter integer NTHREADS      = 19,          // reported by ID only
  parameter integer EX_LAT        = 16,          // reported by ID only
  parameter integer CLK_HZ        = 100000000,   // reported by ID only
  parameter integer BAUD          = 115200,      // reported by ID only
  parameter integer NENGINES      = 1,           // reported by ID only
  parameter integer GPU           = 30,          // reported by ID only (20 NV20, 30 NV30 numerics)
  parameter integer TIMEOUT_CLKS  = 2000000,     // inter-byte timeout of a partial frame
  parameter integer BUSY_CLKS     = 100000,      // wait for host_ready before a BUSY reply
  parameter integer OUT_WAIT_CLKS = 10000,       // READOUT: wait for a beat before an empty reply
  parameter integer RESET_CLKS    = 16           // RESET: engine reset pulse
) (
  input  wire         clk_i,
  input  wire         rst_ni,
  // bytes from the UART receiver
  input  wire         rx_valid_i,
  input  wire [7:0]   rx_data_i,
  // bytes to the UART transmitter
  output wire         tx_valid_o,
  input  wire         tx_ready_i,
  output reg  [7:0]   tx_data_o,
  // engine reset (RESET command), registered, active low
  output wire         eng_rst_no,
  // vp_engine host command port
  output wire         host_valid_o,
  input  wire         host_ready_i,
  output wire [2:0]   host_cmd_o,
  output wire [7:0]   host_addr_o,
  output wire [2:0]   host_n_o,
  output wire [127:0] host_data_o,
  input  wire         rsp_valid_i,
  output wire         rsp_ready_o,
  input  wire [127:0] rsp_data_i,
  // vp_engine output vertices
  input  wire         out_valid_i,
  output wire         out_ready_o,
  input  wire [31:0]  out_vertex_i,
  input  wire [4:0]   out_idx_i,
  input  wire [127:0] out_data_i,
  input  wire         out_last_i,
  input  wire [20:0]  out_written_i,
  input  wire [2:0]   out_end_i,
  input  wire [16:0]  out_count_i,
  // vp_engine performance counters
  input  wire [63:0]  perf_cycles_i,
  input  wire [63:0]  perf_issued_i,
  input  wire [63:0]  perf_idle_i,
  input  wire [63:0]  perf_vin_i,
  input  wire [63:0]  perf_vout_i,
  // status for the LEDs: one-clock pulses
  output reg          good_frame_o,  // a frame executed (ACK sent)
  output reg          nak_o,         // an error reply sent
  output reg          vertex_o       // the last beat of a vertex was read out
);
  // ---- protocol constants (docs/host-protocol.md) ----
  localparam [7:0] SYNC_REQ = 8'hA5, SYNC_RSP = 8'h5A;
  localparam [7:0] C_ID = 8'h01, C_RESET = 8'h02, C_PERF = 8'h03,
                   C_PROG = 8'h10, C_CONST = 8'h11, C_MVP = 8'h12, C_ATTR = 8'h13,
                   C_START = 8'h14, C_STATE = 8'h15, C_RDCONST = 8'h16, C_READOUT = 8'h20;
  localparam [7:0] ST_OK = 8'h00, ST_BADCRC = 8'h01, ST_BADLEN = 8'h02, ST_UNKNOWN = 8'h03,
                   ST_TIMEOUT = 8'h04, ST_BUSY = 8'h05, ST_BADARG = 8'h06;
  localparam [7:0] VERSION = 8'h01;
  localparam integer MAXLEN = 17;          // longest request payload
  localparam integer RMAX   = 44;          // longest reply payload (PERF)
  localparam [31:0]  MAXLEN_W = MAXLEN;
  localparam [7:0]   MAXLEN_B = MAXLEN_W[7:0];

  // engine command codes (rtl/vp_defs.vh)
  localparam [2:0] E_PROG = 3'd0, E_CONST = 3'd1, E_MVP = 3'd2, E_ATTR = 3'd3,
                   E_START = 3'd4, E_STATE = 3'd5, E_RDCONST = 3'd6;

  localparam [3:0] P_SYNC = 4'd0, P_CMD = 4'd1, P_LEN = 4'd2, P_PAY = 4'd3, P_CRCH = 4'd4,
                   P_CRCL = 4'd5, P_DRAIN = 4'd6, X_DECODE = 4'd7, X_ENG = 4'd8, X_RSP = 4'd9,
                   X_OUT = 4'd10, X_RST = 4'd11, T_SEND = 4'd12, X_ENGW = 4'd13,
                   X_RSPL = 4'd14, X_OUTL = 4'd15;

  // CRC-16/CCITT-FALSE, one byte
  function [15:0] crc16_byte(input [15:0] c, input [7:0] d);
    integer i;
    reg [15:0] x;
    begin
      x = c ^ {d, 8'h00};
      for (i = 0; i < 8; i = i + 1)
        x = x[15] ? ({x[14:0], 1'b0} ^ 16'h1021) : {x[14:0], 1'b0};
      crc16_byte = x;
    end
  endfunction

  reg [3:0]          state_q;
  reg [7:0]          cmd_q, len_q, pcnt_q, crch_q;
  reg [8*MAXLEN-1:0] pay_q;
  reg [15:0]         rcrc_q;
  reg [31:0]         tmo_q;      // clocks since the last byte of a partial frame
  reg [7:0]          drain_st_q; // status to reply once a drained line is quiet
  reg [31:0]         wait_q;     // clocks waited in X_ENG / X_RSP / X_OUT / X_RST
  reg [2:0]          ecmd_q;
  reg [2:0]          en_q;
  // reply
  reg [7:0]          rcmd_q, rstat_q, rlen_q, tcnt_q;
  reg [8*RMAX-1:0]   rbuf_q;
  reg [15:0]         tcrc_q;
  // The reply's CRC takes a sent byte a clock after it went out (crc_b_q,
  // crc_pend_q; the next byte waits for it), and the reply's last payload
  // and CRC positions are registered (rl4_q = rlen_q + 4, rl5_q = rlen_q +
  // 5; rlen_q is set before T_SEND, and they are read from its second clock
  // on): the count compare, the byte mux and the CRC were one long path
  // (the ULX3S run of 09406bf: 22.8 ns, routing spread over the engine)
  reg [7:0]          crc_b_q, rl4_q, rl5_q;
  reg                crc_pend_q;
  reg                eng_rst_q;
  reg [15:0]         n_good_q, n_bad_q;
  // The engine's command port is a registered handshake on both sides:
  // hv_q (host_valid_o) is a flip-flop of its own whose loads are all in
  // the engine's host interface, and the bridge's state machine sees an
  // accept a clock late, from acc_q (hv_q && host_ready_i registered). The
  // bridge state through the valid into vp_host's accept was the
  // OrangeCrab's critical path at 7442767 (13.93 ns, 11.64 of it routing).
  // hv_q drops in the clock after an accept, so a command is taken once;
  // a busy timeout drops hv_q and waits a clock in X_ENGW, where an accept
  // of the timeout's own clock still shows in acc_q: a busy reply always
  // means nothing was written (tb/fpga/tb_bridge.v sweeps that clock).
  reg                hv_q, acc_q;
  // The engine's response and output beat are registered here in every
  // clock, as they arrive (rs_q, ob_*_q: no enable, no reset), and the reply
  // buffer is loaded from these registers a clock after the valid, in
  // X_RSPL / X_OUTL: the engine's output registers to the buffer's 352
  // flip-flops were a route across the device with the buffer's input mux
  // behind it (the ULX3S at 5931602: 278 endpoints over 10 ns, up to 14.0
  // ns, fpga/REPORT.md); now that route ends at a flip-flop. The valids
  // still reach the state machine directly (one bit each).
  reg [127:0]        rs_q;
  reg [127:0]        ob_data_q;
  reg [20:0]         ob_written_q;
  reg [16:0]         ob_count_q;
  reg [2:0]          ob_end_q;
  reg                ob_last_q;
  reg [4:0]          ob_idx_q;
  reg [31:0]         ob_vertex_q;
  always @(posedge clk_i) begin
    rs_q         <= rsp_data_i;
    ob_data_q    <= out_data_i;
    ob_written_q <= out_written_i;
    ob_count_q   <= out_count_i;
    ob_end_q     <= out_end_i;
    ob_last_q    <= out_last_i;
    ob_idx_q     <= out_idx_i;
    ob_vertex_q  <= out_vertex_i;
  end

  assign eng_rst_no   = !eng_rst_q;
  assign host_valid_o = hv_q;
  assign host_cmd_o   = ecmd_q;
  assign host_addr_o  = pay_q[7:0];
  assign host_n_o     = en_q;
  assign host_data_o  = pay_q[8*MAXLEN-1:8];
  assign rsp_ready_o  = 1'b1;       // a response is taken at once (X_RSP keeps it; vp_host
                                    // raises it at the edge after the accepting one, when
                                    // acc_q has moved the state to X_RSP: checked below)
  assign out_ready_o  = state_q == X_OUT;

  // ---- reply byte in T_SEND ----
  wire in_pay = tcnt_q >= 8'd4 && tcnt_q < rl4_q;
  always @* begin
    if (tcnt_q == 8'd0)               tx_data_o = SYNC_RSP;
    else if (tcnt_q == 8'd1)          tx_data_o = rcmd_q;
    else if (tcnt_q == 8'd2)          tx_data_o = rstat_q;
    else if (tcnt_q == 8'd3)          tx_data_o = rlen_q;
    else if (in_pay)                  tx_data_o = rbuf_q[7:0];
    else if (tcnt_q == rl4_q)         tx_data_o = tcrc_q[15:8];
    else                              tx_data_o = tcrc_q[7:0];
  end
  assign tx_valid_o = state_q == T_SEND && !crc_pend_q;
  wire tx_fire = tx_valid_o && tx_ready_i;

  // ---- decode of a frame whose CRC matched ----
  wire [7:0] arg0 = pay_q[7:0];
  reg [7:0]  dec_st;     // status if the frame is refused
  reg [3:0]  dec_next;   // next state if accepted
  reg [2:0]  dec_ecmd;
  reg [2:0]  dec_n;
  always @* begin
    dec_st   = ST_OK;
    dec_next = T_SEND;
    dec_ecmd = E_PROG;
    dec_n    = 3'd4;
    case (cmd_q)
      C_ID, C_PERF:
        if (len_q != 8'd0) dec_st = ST_BADLEN;
      C_RESET:
        if (len_q != 8'd0) dec_st = ST_BADLEN; else dec_next = X_RST;
      C_READOUT:
        if (len_q != 8'd0) dec_st = ST_BADLEN; else dec_next = X_OUT;
      C_PROG, C_CONST, C_STATE: begin
        dec_ecmd = cmd_q == C_PROG ? E_PROG : cmd_q == C_CONST ? E_CONST : E_STATE;
        if (len_q != 8'd17) dec_st = ST_BADLEN; else dec_next = X_ENG;
      end
      C_MVP: begin
        dec_ecmd = E_MVP;
        if (len_q != 8'd17)     dec_st = ST_BADLEN;
        else if (arg0 > 8'd3)   dec_st = ST_BADARG;
        else                    dec_next = X_ENG;
      end
      C_ATTR: begin
        dec_ecmd = E_ATTR;
        dec_n    = len_q[4:2];
        if (len_q != 8'd5 && len_q != 8'd9 && len_q != 8'd13 && len_q != 8'd17) dec_st = ST_BADLEN;
        else if (arg0 > 8'd15) dec_st = ST_BADARG;
        else                   dec_next = X_ENG;
      end
      C_START, C_RDCONST: begin
        dec_ecmd = cmd_q == C_START ? E_START : E_RDCONST;
        if (len_q != 8'd1) dec_st = ST_BADLEN; else dec_next = X_ENG;
      end
      default: dec_st = ST_UNKNOWN;
    endcase
  end
  // The decode registered: X_DECODE acts on the _q copies, made in the
  // clock before it (P_CRCL), when the command, length and payload are
  // already final (they are written only in P_CMD, P_LEN and P_PAY), so
  // the decode's logic is not in front of the reply buffer's load and
  // the state (the bridge's group in make fpga-paths at f147373, 14 ns).
  reg [7:0] dec_st_q;
  reg [3:0] dec_next_q;
  reg [2:0] dec_ecmd_q, dec_n_q;
  reg       dec_id_q, dec_perf_q;
  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      dec_st_q   <= ST_UNKNOWN;
      dec_next_q <= T_SEND;
      dec_ecmd_q <= E_PROG;
      dec_n_q    <= 3'd4;
      dec_id_q   <= 1'b0;
      dec_perf_q <= 1'b0;
    end else begin
      dec_st_q   <= dec_st;
      dec_next_q <= dec_next;
      dec_ecmd_q <= dec_ecmd;
      dec_n_q    <= dec_n;
      dec_id_q   <= cmd_q == C_ID;
      dec_perf_q <= cmd_q == C_PERF;
    end
  end

  // the ID reply: "VP", version, NTHREADS, EX_LAT, longest payload, clock,
  // baud, engines, GPU
  localparam [31:0] CLK_W  = CLK_HZ;
  localparam [31:0] BAUD_W = BAUD;
  localparam [31:0] NT_W   = NTHREADS;
  localparam [31:0] EXL_W  = EX_LAT;
  localparam [31:0] NE_W   = NENGINES;
  localparam [31:0] GPU_W  = GPU;
  wire [127:0] id_pay = {GPU_W[7:0], NE_W[7:0], BAUD_W, CLK_W, MAXLEN_B, EXL_W[7:0], NT_W[7:0], VERSION,
                         8'h50, 8'h56};
  localparam [31:0] TMO_END = TIMEOUT_CLKS, BUSY_END = BUSY_CLKS, OUT_END = OUT_WAIT_CLKS,
                    RST_END = RESET_CLKS;

  always @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      state_q      <= P_SYNC;
      cmd_q        <= 8'hFF;
      len_q        <= 8'd0;
      pcnt_q       <= 8'd0;
      crch_q       <= 8'd0;
      pay_q        <= {8*MAXLEN{1'b0}};
      rcrc_q       <= 16'hFFFF;
      tmo_q        <= 32'd0;
      drain_st_q   <= ST_OK;
      wait_q       <= 32'd0;
      ecmd_q       <= E_PROG;
      en_q         <= 3'd4;
      rcmd_q       <= 8'd0;
      rstat_q      <= ST_OK;
      rlen_q       <= 8'd0;
      tcnt_q       <= 8'd0;
      rbuf_q       <= {8*RMAX{1'b0}};
      tcrc_q       <= 16'hFFFF;
      crc_b_q      <= 8'd0;
      crc_pend_q   <= 1'b0;
      rl4_q        <= 8'd4;
      rl5_q        <= 8'd5;
      eng_rst_q    <= 1'b0;
      hv_q         <= 1'b0;
      acc_q        <= 1'b0;
      n_good_q     <= 16'd0;
      n_bad_q      <= 16'd0;
      good_frame_o <= 1'b0;
      nak_o        <= 1'b0;
      vertex_o     <= 1'b0;
    end else begin
      good_frame_o <= 1'b0;
      nak_o        <= 1'b0;
      vertex_o     <= 1'b0;
      rl4_q        <= rlen_q + 8'd4;
      rl5_q        <= rlen_q + 8'd5;
      crc_pend_q   <= 1'b0;
      acc_q        <= hv_q && host_ready_i;
      if (hv_q && host_ready_i) hv_q <= 1'b0;
      if (crc_pend_q) tcrc_q <= crc16_byte(tcrc_q, crc_b_q);
      // inter-byte timeout of a partial frame (and quiet time of a drain)
      if (state_q >= P_CMD && state_q <= P_DRAIN) begin
        if (rx_valid_i) tmo_q <= 32'd0;
        else            tmo_q <= tmo_q + 32'd1;
      end else begin
        tmo_q <= 32'd0;
      end

      case (state_q)
        // ---------------- request parser ----------------
        P_SYNC:
          if (rx_valid_i && rx_data_i == SYNC_REQ) begin
            state_q <= P_CMD;
            cmd_q   <= 8'hFF;
            rcrc_q  <= 16'hFFFF;
            pcnt_q  <= 8'd0;
          end
        P_CMD, P_LEN, P_PAY, P_CRCH, P_CRCL:
          if (rx_valid_i) begin
            case (state_q)
              P_CMD: begin
                cmd_q   <= rx_data_i;
                rcrc_q  <= crc16_byte(rcrc_q, rx_data_i);
                state_q <= P_LEN;
              end
              P_LEN: begin
                len_q  <= rx_data_i;
                rcrc_q <= crc16_byte(rcrc_q, rx_data_i);
                if (rx_data_i > MAXLEN_B) begin
                  state_q    <= P_DRAIN;       // the frame's end is unknown
                  drain_st_q <= ST_BADLEN;
                end else if (rx_data_i == 8'd0) begin
                  state_q <= P_CRCH;
                end else begin
                  state_q <= P_PAY;
                end
              end
              P_PAY: begin
                pay_q[8*pcnt_q[4:0] +: 8] <= rx_data_i;
                rcrc_q <= crc16_byte(rcrc_q, rx_data_i);
                pcnt_q <= pcnt_q + 8'd1;
                if (pcnt_q + 8'd1 == len_q) state_q <= P_CRCH;
              end
              P_CRCH: begin
                crch_q  <= rx_data_i;
                state_q <= P_CRCL;
              end
              default: begin  // P_CRCL
                if ({crch_q, rx_data_i} == rcrc_q) begin
                  state_q <= X_DECODE;
                end else begin
                  state_q <= T_SEND;
                  rstat_q <= ST_BADCRC;
                  rcmd_q  <= cmd_q;
                  rlen_q  <= 8'd0;
                  tcnt_q  <= 8'd0;
                  tcrc_q  <= 16'hFFFF;
                end
              end
            endcase
          end else if (tmo_q >= TMO_END) begin
            state_q <= T_SEND;
            rstat_q <= ST_TIMEOUT;
            rcmd_q  <= cmd_q;
            rlen_q  <= 8'd0;
            tcnt_q  <= 8'd0;
            tcrc_q  <= 16'hFFFF;
          end
        P_DRAIN:
          if (!rx_valid_i && tmo_q >= TMO_END) begin
            state_q <= T_SEND;
            rstat_q <= drain_st_q;
            rcmd_q  <= cmd_q;
            rlen_q  <= 8'd0;
            tcnt_q  <= 8'd0;
            tcrc_q  <= 16'hFFFF;
          end

        // ---------------- execution ----------------
        X_DECODE: begin
          rcmd_q  <= cmd_q;
          rstat_q <= dec_st_q;
          rlen_q  <= 8'd0;
          tcnt_q  <= 8'd0;
          tcrc_q  <= 16'hFFFF;
          wait_q  <= 32'd0;
          ecmd_q  <= dec_ecmd_q;
          en_q    <= dec_n_q;
          if (dec_st_q != ST_OK) begin
            state_q <= T_SEND;
          end else begin
            state_q <= dec_next_q;
            hv_q    <= dec_next_q == X_ENG;
            if (dec_id_q) begin
              rlen_q <= 8'd16;
              rbuf_q <= {{(8*RMAX-128){1'b0}}, id_pay};
            end else if (dec_perf_q) begin
              rlen_q <= 8'd44;
              rbuf_q <= {n_bad_q, n_good_q, perf_vout_i, perf_vin_i, perf_idle_i, perf_issued_i, perf_cycles_i};
            end
          end
        end
        X_ENG, X_ENGW:
          if (acc_q) begin            // accepted last clock (hv_q is low now)
            wait_q  <= 32'd0;
            state_q <= ecmd_q == E_RDCONST ? X_RSP : T_SEND;
          end else if (state_q == X_ENGW) begin
            rstat_q <= ST_BUSY;       // nothing was written: hv_q has been low for a clock
            state_q <= T_SEND;
          end else if (wait_q >= BUSY_END) begin
            hv_q    <= 1'b0;          // (an accept in this clock shows in X_ENGW)
            state_q <= X_ENGW;
          end else begin
            wait_q <= wait_q + 32'd1;
          end
        // X_RSP and X_OUT wait for the engine's valid; the reply buffer is
        // loaded in the next clock (X_RSPL, X_OUTL) from rs_q / ob_*_q, which
        // hold what came with the valid. Without a valid (the wait runs
        // out) rlen_q stays 0 and the buffer is not sent.
        X_RSP:
          if (rsp_valid_i) begin
            state_q <= X_RSPL;
          end else if (wait_q >= BUSY_END) begin
            rstat_q <= ST_BUSY;
            state_q <= T_SEND;
          end else begin
            wait_q <= wait_q + 32'd1;
          end
        X_RSPL: begin
          rbuf_q  <= {{(8*RMAX-128){1'b0}}, rs_q};
          rlen_q  <= 8'd16;
          state_q <= T_SEND;
        end
        X_OUT:
          if (out_valid_i) begin    // out_ready_o is high in this state: the beat is taken
            state_q <= X_OUTL;
          end else if (wait_q >= OUT_END) begin
            state_q <= T_SEND;        // ACK without a beat
          end else begin
            wait_q <= wait_q + 32'd1;
          end
        X_OUTL: begin
          rbuf_q   <= {{(8*RMAX-224){1'b0}}, ob_data_q, 3'd0, ob_written_q, 7'd0, ob_count_q,
                       4'd0, ob_end_q, ob_last_q, 3'd0, ob_idx_q, ob_vertex_q};
          rlen_q   <= 8'd28;
          vertex_o <= ob_last_q;
          state_q  <= T_SEND;
        end
        X_RST: begin
          eng_rst_q <= wait_q < RST_END;
          if (wait_q > RST_END) state_q <= T_SEND;
          else                  wait_q <= wait_q + 32'd1;
        end

        // ---------------- reply ----------------
        T_SEND:
          if (tx_fire) begin
            crc_b_q    <= tx_data_o;
            crc_pend_q <= tcnt_q != 8'd0 && tcnt_q < rl4_q;
            if (in_pay) rbuf_q <= {8'd0, rbuf_q[8*RMAX-1:8]};
            tcnt_q <= tcnt_q + 8'd1;
            if (tcnt_q == rl5_q) begin
              state_q <= P_SYNC;
              if (rstat_q == ST_OK) begin
                good_frame_o <= 1'b1;
                if (n_good_q != 16'hFFFF) n_good_q <= n_good_q + 16'd1;
              end else begin
                nak_o <= 1'b1;
                if (n_bad_q != 16'hFFFF) n_bad_q <= n_bad_q + 16'd1;
              end
            end
          end
        default: state_q <= P_SYNC;
      endcase
    end
  end

endmodule
