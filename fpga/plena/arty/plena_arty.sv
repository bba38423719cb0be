// plena_arty: the plena board top on a Digilent Arty A7-100T (xc7a100tcsg324-1): the 100 MHz
// oscillator, the red reset button (ck_rst, active low) through a reset synchroniser, the FTDI
// USB-UART at 115200 baud (BAUD_DIV 868), the four green LEDs (0 run active, 1 run done, 2 fault,
// 3 link idle), and 256 KiB of board HBM in block RAM. Pins: fpga/common/arty/arty_a7.xdc (the
// port names every Arty wrapper uses). Configuration `small` is the one that fits the part
// (docs/fpga.md); its longest path (25 LUT levels) will not meet 100 MHz: put an MMCM between the
// oscillator and the board top and set CLK_HZ and BAUD_DIV (clock / 115200) to its output.
module plena_arty #(
  parameter logic [63:0] CFG_TAG = 64'h6c6c616d73   // "small": the configuration built in
) (
  input  logic       CLK100MHZ,     // 100 MHz oscillator
  input  logic       ck_rst,        // reset button, low when pressed
  input  logic       uart_txd_in,   // from the host (FTDI TXD)
  output logic       uart_rxd_out,  // to the host (FTDI RXD)
  output logic [3:0] led            // LD4..LD7
);

  logic rst_n;
  kc_reset_sync u_rst (.clk_i(CLK100MHZ), .rst_ni(ck_rst), .rst_no(rst_n));

  plena_board #(
    .CLK_HZ    (100000000),
    .BAUD_DIV  (868),
    .CFG_TAG   (CFG_TAG),
    .HBM_BYTES (262144)
  ) u_board (
    .clk_i     (CLK100MHZ),
    .rst_ni    (rst_n),
    .uart_rx_i (uart_txd_in),
    .uart_tx_o (uart_rxd_out),
    .led_o     (led)
  );

endmodule
