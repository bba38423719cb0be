// kc-board-virtual-plena: the plena board top (fpga/plena/plena_board.sv, configuration small,
// BAUD_DIV 8) Verilated behind a pseudo-terminal (kc/virtual_board.h). The same program serves
// configuration default (kc-board-virtual-plena-default) and the board top's gate netlist
// (kc-board-virtual-plena-syn, KC_BOARD_NETLIST_SIM): the model is KC_BOARD_MODEL
// (kc_virtual_board, fpga/CMakeLists.txt).
#include KC_BOARD_MODEL_H
#include "verilated.h"

#include "kc/virtual_board.h"

int main(int argc, char** argv) {
  const char* program = KC_BOARD_PROGRAM;
  const kc::board::VirtualBoardOptions o = kc::board::parse_virtual_board_args(argc, argv, program);
  Verilated::randReset(0);   // state without a reset and memory contents start at 0, as in kc-sim-plena
  auto m = std::make_unique<KC_BOARD_MODEL>();
  return kc::board::serve_virtual_board(*m, KC_BOARD_BAUD_DIV, o, program);
}
