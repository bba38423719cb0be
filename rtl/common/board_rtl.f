kc_uart_tx.sv
kc_uart_rx.sv
kc_board_link.sv
kc_board_runctl.sv
kc_reset_sync.sv
