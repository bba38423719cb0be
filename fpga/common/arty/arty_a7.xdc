## Digilent Arty A7-100T: the pins the board tops' Arty wrappers use (<platform>_arty.sv: the same port
## names in every wrapper), from the board's reference manual / master XDC.
set_property -dict {PACKAGE_PIN E3  IOSTANDARD LVCMOS33} [get_ports CLK100MHZ]
create_clock -name sys_clk -period 10.000 -waveform {0 5} [get_ports CLK100MHZ]

set_property -dict {PACKAGE_PIN C2  IOSTANDARD LVCMOS33} [get_ports ck_rst]
set_property -dict {PACKAGE_PIN A9  IOSTANDARD LVCMOS33} [get_ports uart_txd_in]
set_property -dict {PACKAGE_PIN D10 IOSTANDARD LVCMOS33} [get_ports uart_rxd_out]

set_property -dict {PACKAGE_PIN H5  IOSTANDARD LVCMOS33} [get_ports {led[0]}]
set_property -dict {PACKAGE_PIN J5  IOSTANDARD LVCMOS33} [get_ports {led[1]}]
set_property -dict {PACKAGE_PIN T9  IOSTANDARD LVCMOS33} [get_ports {led[2]}]
set_property -dict {PACKAGE_PIN T10 IOSTANDARD LVCMOS33} [get_ports {led[3]}]

## Asynchronous inputs (synchronised in the RTL) and slow outputs.
set_false_path -from [get_ports ck_rst]
set_false_path -from [get_ports uart_txd_in]
set_false_path -to   [get_ports uart_rxd_out]
set_false_path -to   [get_ports {led[*]}]

set_property CONFIG_VOLTAGE 3.3 [current_design]
set_property CFGBVS VCCO [current_design]
