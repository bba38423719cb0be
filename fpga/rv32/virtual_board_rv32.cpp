// kc-board-virtual-rv32: the rv32 board top (fpga/rv32/rv32_board.sv, configuration small,
// BAUD_DIV 8) Verilated behind a pseudo-terminal (kc/virtual_board.h). The same program serves
// configuration ice40 (kc-board-virtual-rv32-ice40) and the board top's gate netlist
// (kc-board-virtual-rv32-syn, KC_BOARD_NETLIST_SIM): the model is KC_BOARD_MODEL
// (kc_virtual_board, fpga/CMakeLists.txt).
#include KC_BOARD_MODEL_H
#include "verilated.h"

#include "kc/virtual_board.h"

int main(int argc, char** argv) {
  const char* program = KC_BOARD_PROGRAM;
  const kc::board::VirtualBoardOptions o = kc::board::parse_virtual_board_args(argc, argv, program);
  Verilated::randReset(0);   // state without a reset and memory contents start at 0, as in kc-sim-rv32
  auto m = std::make_unique<KC_BOARD_MODEL>();
  return kc::board::serve_virtual_board(*m, KC_BOARD_BAUD_DIV, o, program);
}
