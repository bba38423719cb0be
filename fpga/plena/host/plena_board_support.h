// The plena board support (kc::board::BoardSupport): how a run bundle is loaded into the plena
// board top (fpga/plena/plena_board.sv), run, and read back into the same result.json
// kc-sim-plena writes.
#pragma once

#include "kc/board.h"

namespace kc::plena {

// The plena board support (one instance for the process).
const board::BoardSupport& board_support();

}  // namespace kc::plena
