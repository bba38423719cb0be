// kc-board-virtual-rv32: the rv32 board top (fpga/rv32/rv32_board.sv, configuration small,
// BAUD_DIV 8) Verilated behind a pseudo-terminal (kc/virtual_board.h).
#include "Vrv32_board_small.h"
#include "verilated.h"

#include "kc/virtual_board.h"

int main(int argc, char** argv) {
  const char* program = "kc-board-virtual-rv32";
  const kc::board::VirtualBoardOptions o = kc::board::parse_virtual_board_args(argc, argv, program);
  Verilated::randReset(0);   // state without a reset and memory contents start at 0, as in kc-sim-rv32
  auto m = std::make_unique<Vrv32_board_small>();
  return kc::board::serve_virtual_board(*m, KC_BOARD_BAUD_DIV, o, program);
}
