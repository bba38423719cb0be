// The rv32 board support (kc::board::BoardSupport): how a run bundle is loaded into the rv32 board
// top (fpga/rv32/rv32_board.sv), run, and read back into the same result.json kc-sim-rv32 writes.
#pragma once

#include "kc/board.h"

namespace kc::rv32 {

// The rv32 board support (one instance for the process).
const board::BoardSupport& board_support();

}  // namespace kc::rv32
