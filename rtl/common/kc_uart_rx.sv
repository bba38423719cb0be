// kc_uart_rx: UART receiver, 8N1, with majority sampling and a framing-error flag.
//
// The line passes a two-flop synchroniser. A falling edge (1 then 0 in consecutive synchronised
// samples) while idle starts a frame. Every bit lasts div_i cycles, counted from the edge; each
// bit is sampled three times, at cycles q, 2q and 3q of the bit (q = div_i / 4, at least 1), and
// takes the majority value. A start bit that reads 1 was a glitch: back to idle. The stop bit is
// decided at its third sample: 1 delivers the byte (valid_o), 0 is a framing error (ferr_o, with
// the bits received in data_o), the receiver is idle again from the next cycle, so a frame that
// follows back to back is caught at its edge. A sender's rate may differ from div_i by about 3 %
// either way (the ten bits of a frame then drift by less than the 3/8 bit around each sample).
// After a framing error the line must go high before the next frame is recognised (a break
// holds it low). div_i must be at least 4 and constant while a frame is received.
module kc_uart_rx #(
  parameter int unsigned DIV_W = 16            // width of the baud divisor
) (
  input  logic             clk_i,              // clock
  input  logic             rst_ni,             // asynchronous reset, active low
  input  logic [DIV_W-1:0] div_i,              // clock cycles per bit (>= 4)
  input  logic             rx_i,               // serial line (asynchronous, idle high)
  output logic             valid_o,            // one-cycle pulse: a byte arrived
  output logic             ferr_o,             // one-cycle pulse: framing error (stop bit 0)
  output logic [7:0]       data_o,             // the byte (valid with valid_o and ferr_o)
  output logic             busy_o              // a frame is being received
);

  logic             s1_q, s2_q, prev_q;        // synchroniser, previous synchronised sample
  logic             busy_q;
  logic [DIV_W-1:0] cnt_q, h, e;
  logic [3:0]       bit_q;                     // 0 start, 1..8 data, 9 stop
  logic [1:0]       votes_q;                   // samples that read 1 in this bit so far
  logic [7:0]       shift_q;
  logic             at1, at2, at3, bitval, sample_now;

  assign h   = div_i >> 1;
  assign e   = (div_i >> 3) == '0 ? DIV_W'(1) : (div_i >> 3);
  assign at1 = cnt_q == h - e;
  assign at2 = cnt_q == h;
  assign at3 = cnt_q == h + e;
  assign sample_now = at1 || at2;
  // Majority of three: two earlier votes plus the third sample.
  assign bitval = (votes_q == 2'd2) || ((votes_q == 2'd1) && s2_q);
  assign busy_o = busy_q;

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      s1_q    <= 1'b1;
      s2_q    <= 1'b1;
      prev_q  <= 1'b1;
      busy_q  <= 1'b0;
      cnt_q   <= '0;
      bit_q   <= 4'd0;
      votes_q <= 2'd0;
      shift_q <= 8'd0;
      valid_o <= 1'b0;
      ferr_o  <= 1'b0;
      data_o  <= 8'd0;
    end else begin
      s1_q    <= rx_i;
      s2_q    <= s1_q;
      prev_q  <= s2_q;
      valid_o <= 1'b0;
      ferr_o  <= 1'b0;
      if (!busy_q) begin
        if (prev_q && !s2_q) begin               // falling edge: cycle 0 of the start bit
          busy_q  <= 1'b1;
          cnt_q   <= DIV_W'(1);
          bit_q   <= 4'd0;
          votes_q <= 2'd0;
        end
      end else begin
        if (sample_now) votes_q <= votes_q + {1'b0, s2_q};
        if (at3) begin
          votes_q <= 2'd0;
          if (bit_q == 4'd0) begin
            if (bitval) busy_q <= 1'b0;          // glitch, not a start bit
          end else if (bit_q == 4'd9) begin
            busy_q  <= 1'b0;
            data_o  <= shift_q;
            valid_o <= bitval;
            ferr_o  <= !bitval;
          end else begin
            shift_q <= {bitval, shift_q[7:1]};
          end
        end
        if (cnt_q == div_i - 1'b1) begin
          cnt_q <= '0;
          bit_q <= bit_q + 4'd1;
        end else begin
          cnt_q <= cnt_q + 1'b1;
        end
      end
    end
  end

endmodule
