// rv32_arty: the rv32 board top on a Digilent Arty A7-100T (xc7a100tcsg324-1): the 100 MHz
// oscillator, the red reset button (ck_rst, active low) through a reset synchroniser, the FTDI
// USB-UART at 115200 baud (BAUD_DIV 868), the four green LEDs (0 run active, 1 run done,
// 2 fault, 3 link idle). Pins: fpga/common/arty/arty_a7.xdc.
module rv32_arty #(
  parameter logic [63:0] CFG_TAG = 64'h61677066     // "fpga": the configuration built in
) (
  input  logic       CLK100MHZ,     // 100 MHz oscillator
  input  logic       ck_rst,        // reset button, low when pressed
  input  logic       uart_txd_in,   // from the host (FTDI TXD)
  output logic       uart_rxd_out,  // to the host (FTDI RXD)
  output logic [3:0] led            // LD4..LD7
);

  logic rst_n;
  kc_reset_sync u_rst (.clk_i(CLK100MHZ), .rst_ni(ck_rst), .rst_no(rst_n));

  rv32_board #(
    .CLK_HZ   (100000000),
    .BAUD_DIV (868),
    .CFG_TAG  (CFG_TAG)
  ) u_board (
    .clk_i     (CLK100MHZ),
    .rst_ni    (rst_n),
    .uart_rx_i (uart_txd_in),
    .uart_tx_o (uart_rxd_out),
    .led_o     (led)
  );

endmodule
