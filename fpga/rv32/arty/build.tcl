# Vivado batch flow of the rv32 board top on an Arty A7-100T (non-project mode):
#
#   vivado -mode batch -source fpga/rv32/arty/build.tcl -tclargs BUILD_DIR [CONFIG]
#
# BUILD_DIR is a configured KernelCraft build (cmake -S . -B build; cmake --build build --target
# rv32_gen writes the configuration's generated package and <BUILD_DIR>/gen/rv32/<CONFIG>/rtl_sources.f,
# the ordered source list Verilator and Yosys read). CONFIG defaults to fpga. Writes
# <BUILD_DIR>/fpga/arty/rv32_<CONFIG>.bit and the utilisation and timing reports next to it.
if {[llength $argv] < 1} { error "usage: vivado -mode batch -source build.tcl -tclargs BUILD_DIR \[CONFIG\]" }
set build [file normalize [lindex $argv 0]]
set cfg   [expr {[llength $argv] > 1 ? [lindex $argv 1] : "fpga"}]
set here  [file normalize [file dirname [info script]]]
set root  [file normalize $here/../../..]
set gen   $build/gen/rv32/$cfg
set out   $build/fpga/arty
file mkdir $out

create_project -in_memory -part xc7a100tcsg324-1
set f [open $gen/rtl_sources.f r]
foreach line [split [read $f] "\n"] {
  if {[string trim $line] ne ""} { read_verilog -sv [string trim $line] }
}
close $f
foreach src {rtl/common/kc_uart_tx.sv rtl/common/kc_uart_rx.sv rtl/common/kc_board_link.sv
             fpga/rv32/rv32_board.sv fpga/rv32/arty/rv32_arty.sv} {
  read_verilog -sv $root/$src
}
read_xdc $here/arty.xdc

# The configuration's name as CFG_TAG (first character in bits 7:0).
set tag ""
foreach c [split $cfg ""] { set tag [format "%02x" [scan $c %c]]$tag }

synth_design -top rv32_arty -include_dirs $gen -generic "CFG_TAG=64'h$tag"
opt_design
place_design
route_design
report_utilization    -file $out/rv32_${cfg}_utilization.txt
report_timing_summary -file $out/rv32_${cfg}_timing.txt
write_bitstream -force $out/rv32_${cfg}.bit
puts "bitstream: $out/rv32_${cfg}.bit (timing: $out/rv32_${cfg}_timing.txt)"
