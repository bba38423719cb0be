// rv32_icebreaker: the rv32 board top on an iCEBreaker (iCE40 UP5K, SG48 package): the 12 MHz
// oscillator as the core clock (no PLL), the user button (BTN_N, low when pressed) as reset
// through a reset synchroniser, the FTDI USB-UART (second interface) at 115200 baud (BAUD_DIV 104,
// 12 MHz / 104 = 115385 baud, +0.16 %), the four LEDs of the break-off PMOD 2 (LED1 run active,
// LED2 run done, LED3 fault, LED4 link idle) and the two on-board LEDs (green: done, red: fault;
// both active low). Pins: icebreaker.pcf. The iCE40's flip-flops are 0 after configuration, so
// the synchroniser also holds the board in reset for the first two clock cycles.
module rv32_icebreaker #(
  parameter logic [63:0] CFG_TAG = 64'h0000003034656369  // "ice40": the configuration built in
) (
  input  logic       CLK,           // 12 MHz oscillator
  input  logic       BTN_N,         // user button, low when pressed: reset
  input  logic       RX,            // from the host (FTDI TXD)
  output logic       TX,            // to the host (FTDI RXD)
  output logic       LED1,          // run active
  output logic       LED2,          // run done
  output logic       LED3,          // fault
  output logic       LED4,          // link idle
  output logic       LEDG_N,        // on-board green LED, low = on: run done
  output logic       LEDR_N         // on-board red LED, low = on: fault
);

  ////////////////////////
  // Reset              //
  ////////////////////////

  logic rst_n;
  kc_reset_sync u_rst (.clk_i(CLK), .rst_ni(BTN_N), .rst_no(rst_n));

  ////////////////////////
  // Board top          //
  ////////////////////////

  logic [3:0] led;
  rv32_board #(
    .CLK_HZ   (12000000),
    .BAUD_DIV (104),
    .CFG_TAG  (CFG_TAG)
  ) u_board (
    .clk_i     (CLK),
    .rst_ni    (rst_n),
    .uart_rx_i (RX),
    .uart_tx_o (TX),
    .led_o     (led)
  );

  assign LED1   = led[0];
  assign LED2   = led[1];
  assign LED3   = led[2];
  assign LED4   = led[3];
  assign LEDG_N = !led[1];
  assign LEDR_N = !led[2];

endmodule
