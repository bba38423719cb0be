# Vivado batch flow of a platform's board top on a Digilent Arty A7-100T (non-project mode):
#
#   vivado -mode batch -source fpga/common/arty/build.tcl -tclargs PLATFORM BUILD_DIR CONFIG
#
# PLATFORM is a platform with an Arty wrapper, fpga/<PLATFORM>/arty/<PLATFORM>_arty.sv (rv32,
# plena). BUILD_DIR is a configured KernelCraft build: `cmake --build BUILD_DIR --target
# <PLATFORM>_gen` writes the configuration's generated packages and
# <BUILD_DIR>/gen/<PLATFORM>/<CONFIG>/rtl_sources.f, the ordered source list Verilator and Yosys read;
# configuring writes <BUILD_DIR>/gen/<PLATFORM>/arty_sources.f, the board RTL and the wrapper
# (fpga/<PLATFORM>/CMakeLists.txt). CONFIG: the hardware configuration (rv32: fpga; plena: small,
# the one that fits the part). Writes
# <BUILD_DIR>/fpga/arty/<PLATFORM>_<CONFIG>.bit and the utilisation and timing reports next to it.
if {[llength $argv] != 3} { error "usage: vivado -mode batch -source build.tcl -tclargs PLATFORM BUILD_DIR CONFIG" }
set platform [lindex $argv 0]
set build    [file normalize [lindex $argv 1]]
set cfg      [lindex $argv 2]
set here     [file normalize [file dirname [info script]]]
set gen      $build/gen/$platform/$cfg
set out      $build/fpga/arty
file mkdir $out

proc read_list {path} {
  if {![file exists $path]} { error "$path not found: configure and build the platform's generated sources first" }
  set f [open $path r]
  foreach line [split [read $f] "\n"] {
    if {[string trim $line] ne ""} { read_verilog -sv [string trim $line] }
  }
  close $f
}

create_project -in_memory -part xc7a100tcsg324-1
read_list $gen/rtl_sources.f
read_list $build/gen/$platform/arty_sources.f
read_xdc $here/arty_a7.xdc

# The configuration's name as CFG_TAG (first character in bits 7:0).
set tag ""
foreach c [split $cfg ""] { set tag [format "%02x" [scan $c %c]]$tag }

synth_design -top ${platform}_arty -include_dirs $gen -generic "CFG_TAG=64'h$tag"
opt_design
place_design
route_design
report_utilization    -file $out/${platform}_${cfg}_utilization.txt
report_timing_summary -file $out/${platform}_${cfg}_timing.txt
write_bitstream -force $out/${platform}_${cfg}.bit
puts "bitstream: $out/${platform}_${cfg}.bit (timing: $out/${platform}_${cfg}_timing.txt)"
