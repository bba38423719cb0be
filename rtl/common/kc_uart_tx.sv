// kc_uart_tx: UART transmitter, 8N1 (one start bit, 8 data bits LSB first, one stop bit, no
// parity). Every bit lasts div_i clock cycles (the baud divisor: clock frequency / baud rate).
//
// Handshake: a byte is taken when valid_i && ready_o; ready_o is high while the transmitter is
// idle and in the last cycle of a stop bit, so bytes offered back to back leave as one
// continuous stream (no idle time between frames). div_i must stay constant while a frame is
// being sent and be at least 2.
//
// Line timing: the start bit begins the cycle after the byte is taken; tx_o is registered.
module kc_uart_tx #(
  parameter int unsigned DIV_W = 16            // width of the baud divisor
) (
  input  logic             clk_i,              // clock
  input  logic             rst_ni,             // asynchronous reset, active low
  input  logic [DIV_W-1:0] div_i,              // clock cycles per bit (>= 2)
  input  logic             valid_i,            // a byte is offered
  input  logic [7:0]       data_i,             //   the byte
  output logic             ready_o,            //   taken this cycle if valid_i
  output logic             tx_o,               // serial line (idle high)
  output logic             busy_o              // a frame is on the line
);

  logic             busy_q;
  logic [DIV_W-1:0] cnt_q;       // cycle within the current bit
  logic [3:0]       bit_q;       // 0 start, 1..8 data, 9 stop
  logic [8:0]       shift_q;     // remaining bits, LSB on the line next (data, then stop)
  logic             last;        // last cycle of the stop bit

  assign last    = busy_q && (bit_q == 4'd9) && (cnt_q == div_i - 1'b1);
  assign ready_o = !busy_q || last;
  assign busy_o  = busy_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      busy_q  <= 1'b0;
      cnt_q   <= '0;
      bit_q   <= 4'd0;
      shift_q <= 9'h1FF;
      tx_o    <= 1'b1;
    end else if (ready_o && valid_i) begin
      busy_q  <= 1'b1;
      cnt_q   <= '0;
      bit_q   <= 4'd0;
      shift_q <= {1'b1, data_i};
      tx_o    <= 1'b0;                          // start bit
    end else if (last) begin
      busy_q  <= 1'b0;
      tx_o    <= 1'b1;
    end else if (busy_q) begin
      if (cnt_q == div_i - 1'b1) begin
        cnt_q   <= '0;
        bit_q   <= bit_q + 4'd1;
        tx_o    <= shift_q[0];
        shift_q <= {1'b1, shift_q[8:1]};
      end else begin
        cnt_q <= cnt_q + 1'b1;
      end
    end
  end

endmodule
