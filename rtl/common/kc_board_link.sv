// kc_board_link: the board side of the serial protocol (docs/board-protocol.md) — UART, frame
// receiver with CRC-16 check, duplicate detection by sequence number, command execution as word
// accesses on a bus, and the reply frames.
//
// Bus (to the board top, which decodes it): one word access per request cycle; a read's data is
// on bus_rdata_i in the cycle after the request. Commands map onto it:
//   WRITE/FILL/READ    accesses at the addresses they name
//   HELLO              reads  PAGE+0x000 .. PAGE+0x01C
//   SET_ENTRY          writes PAGE+0x024
//   START              writes PAGE+0x028, PAGE+0x02C (max_cycles), then PAGE+0x020 = 1
//   STATUS             reads  PAGE+0x030 .. PAGE+0x04C
//   COUNTERS           reads  COUNTER_WORDS words from PAGE+0x100
//   RESET              writes PAGE+0x020 = 2
// with PAGE = 0xFFFFF000. busy_i (a run is active) makes WRITE, FILL, SET_ENTRY and START answer
// NAK_BUSY.
//
// The payload is kept in a 256-byte buffer (one block RAM, synchronous read); its first twelve
// bytes are also captured into registers (the commands' fixed arguments). Bytes that arrive while
// a frame is executed or answered are dropped; a frame whose bytes are more than 256 bit times
// apart, or with a framing error, is abandoned.
module kc_board_link #(
  parameter int unsigned DIV_W = 16,            // width of the baud divisor
  parameter int unsigned COUNTER_WORDS = 28     // words the COUNTERS command returns (1..63)
) (
  input  logic             clk_i,               // clock
  input  logic             rst_ni,              // asynchronous reset, active low
  input  logic [DIV_W-1:0] div_i,               // clock cycles per bit (>= 4)
  input  logic             rx_i,                // serial line from the host
  output logic             tx_o,                // serial line to the host
  // Bus master
  output logic             bus_req_o,           // access request
  output logic             bus_we_o,            // 1: write
  output logic [31:0]      bus_addr_o,          // byte address (word aligned)
  output logic [31:0]      bus_wdata_o,         // write data
  output logic [3:0]       bus_be_o,            // byte enables of a write
  input  logic [31:0]      bus_rdata_i,         // read data, the cycle after a read request
  input  logic             busy_i,              // a run is active: refuse memory writes
  output logic             idle_o               // hunting for a frame, nothing to send
);

  localparam logic [7:0] SYNC_RX = 8'hA5, SYNC_TX = 8'h5A;
  localparam logic [7:0] C_HELLO = 8'h01, C_WRITE = 8'h02, C_READ = 8'h03, C_FILL = 8'h04,
                         C_ENTRY = 8'h05, C_START = 8'h06, C_STATUS = 8'h07, C_COUNT = 8'h08,
                         C_RESET = 8'h09;
  localparam logic [7:0] ACK = 8'h00, NAK_CRC = 8'h01, NAK_CMD = 8'h02, NAK_LEN = 8'h03,
                         NAK_BUSY = 8'h04;
  localparam logic [31:0] PAGE = 32'hFFFFF000;

  // CRC-16/CCITT-FALSE of one byte.
  function automatic logic [15:0] crc16(input logic [15:0] c, input logic [7:0] b);
    logic [15:0] x;
    x = c ^ {b, 8'h00};
    for (int i = 0; i < 8; i++) x = x[15] ? ((x << 1) ^ 16'h1021) : (x << 1);
    crc16 = x;
  endfunction

  ////////////////////////
  // UART               //
  ////////////////////////

  logic       rx_valid, rx_ferr, tx_valid, tx_ready, tx_busy, rx_busy;
  logic [7:0] rx_data, tx_data;

  kc_uart_rx #(.DIV_W(DIV_W)) u_rx (
    .clk_i, .rst_ni, .div_i, .rx_i, .valid_o(rx_valid), .ferr_o(rx_ferr), .data_o(rx_data),
    .busy_o(rx_busy));
  kc_uart_tx #(.DIV_W(DIV_W)) u_tx (
    .clk_i, .rst_ni, .div_i, .valid_i(tx_valid), .data_i(tx_data), .ready_o(tx_ready), .tx_o,
    .busy_o(tx_busy));

  ////////////////////////
  // Payload buffer     //
  ////////////////////////

  logic [7:0] buf_mem [256];
  logic       buf_we;
  logic [7:0] buf_waddr, buf_raddr, buf_rdata;

  always_ff @(posedge clk_i) begin
    if (buf_we) buf_mem[buf_waddr] <= rx_data;
    buf_rdata <= buf_mem[buf_raddr];
  end

  ////////////////////////
  // Frame FSM          //
  ////////////////////////

  typedef enum logic [4:0] {
    S_HUNT, S_LEN, S_SEQ, S_CMD, S_PAY, S_CRC0, S_CRC1,
    S_CHECK, S_WGATHER, S_WWRITE, S_FILL, S_REGW, S_REPLY, S_FETCH, S_LATCH
  } state_e;

  state_e            st_q;
  logic [7:0]        len_q, seq_q, cmd_q, idx_q, code_q;
  logic [15:0]       crc_q;
  logic [95:0]       arg_q;            // payload bytes 0..11
  logic [DIV_W+7:0]  tmo_q;            // cycles since the last byte of the frame
  logic              last_ok_q;        // a remembered sequence number
  logic [7:0]        last_seq_q;
  // Execution
  logic [31:0]       addr_q, word_q, cnt_q;
  logic [2:0]        gb_q;             // WRITE: bytes of the current word gathered (0..4)
  logic [7:0]        rlen_q;           // reply payload length
  logic [8:0]        ri_q;             // reply byte index (0 = SYNC)
  logic              fetched_q;        // word_q holds the word for the payload bytes at ri_q
  logic [1:0]        regw_q;           // register-write step
  logic              pend_q;           // tx_data_q waits for the transmitter
  logic [7:0]        txb_q;

  assign tx_valid = pend_q;
  assign tx_data  = txb_q;
  assign idle_o   = (st_q == S_HUNT) && !pend_q && !tx_busy && !rx_busy;

  logic in_frame;
  assign in_frame = (st_q == S_LEN) || (st_q == S_SEQ) || (st_q == S_CMD) || (st_q == S_PAY) ||
                    (st_q == S_CRC0) || (st_q == S_CRC1);
  assign buf_we    = rx_valid && (st_q == S_PAY);
  assign buf_waddr = idx_q;

  // Command checks.
  logic        side_effect, len_ok, known, writes_mem;
  logic [7:0]  wr_words_len;          // LEN - 6 (WRITE)
  assign wr_words_len = len_q - 8'd6;
  always_comb begin
    known = 1'b1;
    len_ok = 1'b0;
    unique case (cmd_q)
      C_HELLO, C_STATUS, C_COUNT, C_RESET: len_ok = len_q == 8'd0;
      C_WRITE: len_ok = (len_q >= 8'd10) && (wr_words_len[1:0] == 2'b00);
      C_READ:  len_ok = (len_q == 8'd5) && (arg_q[39:32] >= 8'd1) && (arg_q[39:32] <= 8'd63);
      C_FILL:  len_ok = (len_q == 8'd12) && (arg_q[63:32] != 32'd0) && (arg_q[63:32] <= 32'h0100_0000);
      C_ENTRY: len_ok = len_q == 8'd4;
      C_START: len_ok = len_q == 8'd8;
      default: known = 1'b0;
    endcase
  end
  assign side_effect = (cmd_q == C_WRITE) || (cmd_q == C_FILL) || (cmd_q == C_ENTRY) ||
                       (cmd_q == C_START) || (cmd_q == C_RESET);
  assign writes_mem  = (cmd_q == C_WRITE) || (cmd_q == C_FILL) || (cmd_q == C_ENTRY) ||
                       (cmd_q == C_START);

  // Register writes of SET_ENTRY, START and RESET: step regw_q of the command.
  logic [31:0] regw_addr, regw_data;
  logic        regw_last;
  always_comb begin
    regw_addr = PAGE + 32'h020;
    regw_data = 32'd2;
    regw_last = 1'b1;
    if (cmd_q == C_ENTRY) begin
      regw_addr = PAGE + 32'h024;
      regw_data = arg_q[31:0];
    end else if (cmd_q == C_START) begin
      regw_last = regw_q == 2'd2;
      unique case (regw_q)
        2'd0:    begin regw_addr = PAGE + 32'h028; regw_data = arg_q[31:0];  end
        2'd1:    begin regw_addr = PAGE + 32'h02C; regw_data = arg_q[63:32]; end
        default: begin regw_addr = PAGE + 32'h020; regw_data = 32'd1;        end
      endcase
    end
  end

  // WRITE: the byte enables of word `cnt_q` (counting down: cnt_q words left including it).
  logic [7:0] wr_n;                    // words in the WRITE
  logic [3:0] wr_be;
  logic       wr_first, wr_last;
  assign wr_n     = {2'b00, wr_words_len[7:2]};
  assign wr_first = cnt_q[7:0] == wr_n;
  assign wr_last  = cnt_q[7:0] == 8'd1;
  assign wr_be    = (wr_first ? arg_q[35:32] : 4'hF) & (wr_last ? arg_q[43:40] : 4'hF);

  // Reply byte at ri_q (header, payload from word_q, CRC).
  logic [7:0] reply_byte;
  logic [8:0] pay_i;
  assign pay_i = ri_q - 9'd4;
  always_comb begin
    if (ri_q == 9'd0)                   reply_byte = SYNC_TX;
    else if (ri_q == 9'd1)              reply_byte = rlen_q;
    else if (ri_q == 9'd2)              reply_byte = seq_q;
    else if (ri_q == 9'd3)              reply_byte = code_q;
    else if (pay_i < {1'b0, rlen_q})    reply_byte = word_q[8*pay_i[1:0] +: 8];
    else if (pay_i == {1'b0, rlen_q})   reply_byte = crc_q[15:8];
    else                                reply_byte = crc_q[7:0];
  end

  // Bus.
  always_comb begin
    bus_req_o   = 1'b0;
    bus_we_o    = 1'b0;
    bus_addr_o  = {addr_q[31:2], 2'b00};
    bus_wdata_o = word_q;
    bus_be_o    = 4'hF;
    unique case (st_q)
      S_WWRITE: begin bus_req_o = 1'b1; bus_we_o = 1'b1; bus_be_o = wr_be; end
      S_FILL:   begin bus_req_o = 1'b1; bus_we_o = 1'b1; bus_wdata_o = arg_q[95:64]; end
      S_REGW:   begin bus_req_o = 1'b1; bus_we_o = 1'b1; bus_addr_o = regw_addr; bus_wdata_o = regw_data; end
      S_FETCH:  bus_req_o = 1'b1;
      default: ;
    endcase
  end

  // Starts the reply: code, payload length, the first word's address.
  task automatic reply(input logic [7:0] code, input logic [7:0] plen, input logic [31:0] from);
    code_q    <= code;
    rlen_q    <= plen;
    addr_q    <= from;
    ri_q      <= 9'd0;
    fetched_q <= 1'b0;
    crc_q     <= 16'hFFFF;
    st_q      <= S_REPLY;
  endtask

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      st_q       <= S_HUNT;
      len_q      <= 8'd0;
      seq_q      <= 8'd0;
      cmd_q      <= 8'd0;
      idx_q      <= 8'd0;
      code_q     <= 8'd0;
      crc_q      <= 16'hFFFF;
      arg_q      <= '0;
      tmo_q      <= '0;
      last_ok_q  <= 1'b0;
      last_seq_q <= 8'd0;
      addr_q     <= 32'd0;
      word_q     <= 32'd0;
      cnt_q      <= 32'd0;
      gb_q       <= 3'd0;
      rlen_q     <= 8'd0;
      ri_q       <= 9'd0;
      fetched_q  <= 1'b0;
      regw_q     <= 2'd0;
      pend_q     <= 1'b0;
      txb_q      <= 8'd0;
      buf_raddr  <= 8'd0;
    end else begin
      if (pend_q && tx_ready) pend_q <= 1'b0;

      // Receiving: a byte, a framing error, or the inter-byte timeout.
      if (in_frame) begin
        tmo_q <= tmo_q + 1'b1;
        if (rx_ferr || (tmo_q == {div_i, 8'd0})) st_q <= S_HUNT;
      end
      if (rx_valid) begin
        tmo_q <= '0;
        if (in_frame) crc_q <= crc16(crc_q, rx_data);
        unique case (st_q)
          S_HUNT: if (rx_data == SYNC_RX) begin st_q <= S_LEN; crc_q <= 16'hFFFF; end
          S_LEN:  begin len_q <= rx_data; st_q <= S_SEQ; end
          S_SEQ:  begin seq_q <= rx_data; st_q <= S_CMD; end
          S_CMD:  begin
            cmd_q <= rx_data;
            idx_q <= 8'd0;
            arg_q <= '0;
            st_q  <= (len_q == 8'd0) ? S_CRC0 : S_PAY;
          end
          S_PAY:  begin
            for (int i = 0; i < 12; i++)
              if (idx_q == 8'(i)) arg_q[8*i +: 8] <= rx_data;
            idx_q <= idx_q + 8'd1;
            if (idx_q == len_q - 8'd1) st_q <= S_CRC0;
          end
          S_CRC0: st_q <= S_CRC1;
          S_CRC1: st_q <= S_CHECK;
          default: ;    // executing or answering: the byte is dropped
        endcase
      end

      unique case (st_q)
        S_CHECK: begin
          // crc_q now covers the CRC bytes too: 0 for an intact frame.
          if (crc_q != 16'd0)                 reply(NAK_CRC, 8'd0, 32'd0);
          else if (!known)                    reply(NAK_CMD, 8'd0, 32'd0);
          else if (!len_ok)                   reply(NAK_LEN, 8'd0, 32'd0);
          // A retransmission is recognised before the busy check: the START whose ACK was lost
          // comes again while the run it started is active, and must be acknowledged.
          else if (side_effect && last_ok_q && (last_seq_q == seq_q)) reply(ACK, 8'd0, 32'd0);
          else if (writes_mem && busy_i)      reply(NAK_BUSY, 8'd0, 32'd0);
          else begin
            last_ok_q  <= cmd_q != C_HELLO;
            last_seq_q <= seq_q;
            addr_q     <= arg_q[31:0];
            unique case (cmd_q)
              C_HELLO:  reply(ACK, 8'd32, PAGE);
              C_READ:   reply(ACK, {arg_q[37:32], 2'b00}, arg_q[31:0]);
              C_STATUS: reply(ACK, 8'd32, PAGE + 32'h030);
              C_COUNT:  reply(ACK, 8'(4 * COUNTER_WORDS), PAGE + 32'h100);
              C_WRITE: begin
                cnt_q     <= {24'd0, wr_n};
                gb_q      <= 3'd0;
                buf_raddr <= 8'd6;
                st_q      <= S_WGATHER;
              end
              C_FILL: begin
                cnt_q <= arg_q[63:32];
                st_q  <= S_FILL;
              end
              default: begin         // SET_ENTRY, START, RESET
                regw_q <= 2'd0;
                st_q   <= S_REGW;
              end
            endcase
          end
        end
        // WRITE: four buffer reads (one cycle of latency each, pipelined), then the bus write.
        S_WGATHER: begin
          if (gb_q != 3'd0) word_q <= {buf_rdata, word_q[31:8]};
          buf_raddr <= buf_raddr + 8'd1;
          gb_q      <= gb_q + 3'd1;
          if (gb_q == 3'd4) st_q <= S_WWRITE;
        end
        S_WWRITE: begin
          addr_q    <= addr_q + 32'd4;
          cnt_q     <= cnt_q - 32'd1;
          gb_q      <= 3'd0;
          buf_raddr <= buf_raddr - 8'd1;       // the gather ran one read ahead
          if (cnt_q == 32'd1) reply(ACK, 8'd0, 32'd0);
          else st_q <= S_WGATHER;
        end
        S_FILL: begin
          addr_q <= addr_q + 32'd4;
          cnt_q  <= cnt_q - 32'd1;
          if (cnt_q == 32'd1) reply(ACK, 8'd0, 32'd0);
        end
        S_REGW: begin
          regw_q <= regw_q + 2'd1;
          if (regw_last) reply(ACK, 8'd0, 32'd0);
        end
        // Reply: one byte at a time into the transmitter; payload words fetched over the bus.
        S_REPLY: begin
          if (!pend_q || tx_ready) begin
            if ((ri_q >= 9'd4) && (pay_i < {1'b0, rlen_q}) && (pay_i[1:0] == 2'd0) && !fetched_q) begin
              st_q <= S_FETCH;
            end else if (ri_q == {1'b0, rlen_q} + 9'd6) begin
              st_q <= S_HUNT;
            end else begin
              pend_q <= 1'b1;
              txb_q  <= reply_byte;
              ri_q   <= ri_q + 9'd1;
              if ((ri_q != 9'd0) && (ri_q < {1'b0, rlen_q} + 9'd4)) crc_q <= crc16(crc_q, reply_byte);
              if ((ri_q >= 9'd4) && (pay_i[1:0] == 2'd3)) fetched_q <= 1'b0;
            end
          end
        end
        S_FETCH: st_q <= S_LATCH;
        S_LATCH: begin
          word_q    <= bus_rdata_i;
          addr_q    <= addr_q + 32'd4;
          fetched_q <= 1'b1;
          st_q      <= S_REPLY;
        end
        default: ;
      endcase
    end
  end

endmodule
