# rv32 FPU RTL (owner: FPU engineer), included by rtl/rv32/CMakeLists.txt.
#   KC_RV32_FPU_RTL   ordered source list (package first) of rv32_fpu_fma, rv32_fpu_misc,
#                     rv32_fpu_divsqrt and their helper rv32_fpu_pipe
#   KC_RV32_FPU_VLT   Verilator waiver file: pass it before the sources to every verilator run
#                     (not to Yosys, which does not read .vlt files)
# The units need no generated source. Tests, lint and the Yosys checks: tests/rv32/fp/.
set(_fpu ${CMAKE_CURRENT_LIST_DIR})
set(KC_RV32_FPU_RTL
  ${_fpu}/rv32_fpu_pkg.sv
  ${_fpu}/rv32_fpu_pipe.sv
  ${_fpu}/rv32_fpu_fma.sv
  ${_fpu}/rv32_fpu_misc.sv
  ${_fpu}/rv32_fpu_divsqrt.sv
  CACHE INTERNAL "rv32 FPU RTL sources, in compile order")
set(KC_RV32_FPU_VLT ${_fpu}/rv32_fpu.vlt CACHE INTERNAL "Verilator waivers of the rv32 FPU RTL")
unset(_fpu)
