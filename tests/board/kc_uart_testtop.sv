// Test top of the UART: the transmitter and the receiver side by side, each with its own pins
// and divisor (the test connects them, or drives the receiver's line itself).
module kc_uart_testtop (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic [15:0] tx_div_i,
  input  logic        tx_valid_i,
  input  logic [7:0]  tx_data_i,
  output logic        tx_ready_o,
  output logic        tx_o,
  output logic        tx_busy_o,
  input  logic [15:0] rx_div_i,
  input  logic        rx_i,
  output logic        rx_valid_o,
  output logic        rx_ferr_o,
  output logic [7:0]  rx_data_o,
  output logic        rx_busy_o
);
  kc_uart_tx #(.DIV_W(16)) u_tx (
    .clk_i, .rst_ni, .div_i(tx_div_i), .valid_i(tx_valid_i), .data_i(tx_data_i),
    .ready_o(tx_ready_o), .tx_o, .busy_o(tx_busy_o));
  kc_uart_rx #(.DIV_W(16)) u_rx (
    .clk_i, .rst_ni, .div_i(rx_div_i), .rx_i, .valid_o(rx_valid_o), .ferr_o(rx_ferr_o),
    .data_o(rx_data_o), .busy_o(rx_busy_o));
endmodule
