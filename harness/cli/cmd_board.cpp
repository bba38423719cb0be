// kernelcraft board: run a run bundle on an FPGA board (or the virtual board) through the board
// protocol (docs/board-protocol.md). Generic: the bundle's platform says which board top serves
// it (Platform::board()).
#include <cstdlib>
#include <iostream>

#include <sys/wait.h>
#include <unistd.h>

#include "command.h"
#include "kc/board.h"
#include "kc/platform.h"

namespace kc::cli {

namespace {

const char kDetails[] =
    "kernelcraft board run --port DEV [--baud N] RUN.json [--result FILE]\n"
    "  Runs the run bundle RUN.json (docs/run-bundle.md) on the board at serial device DEV and\n"
    "  writes result.json (next to RUN.json unless --result says otherwise) and the dumps the bundle\n"
    "  asks for, exactly as the platform's simulator does. --port virtual starts the platform's\n"
    "  virtual board (its Verilated board top behind a pseudo-terminal) for the run; its line runs as\n"
    "  fast as the model simulates, and the reply timeouts assume 9600 baud unless --baud gives a\n"
    "  lower rate for a slow model (a gate-level one: $KC_BOARD_VIRTUAL, docs/fpga.md). A board that\n"
    "  does not answer, or a run that outlasts its wall-clock budget (max_wall_seconds, else 60 s +\n"
    "  max_cycles at 1 MHz), gives status board_error in result.json; the protocol retransmits\n"
    "  damaged or lost frames by itself (docs/board-protocol.md).\n"
    "\n"
    "kernelcraft board flash --board NAME BITSTREAM\n"
    "  Programs BITSTREAM into the board through openFPGALoader (Debian package openfpgaloader;\n"
    "  $KC_OPENFPGALOADER overrides the program): openFPGALoader -b NAME BITSTREAM, e.g. --board arty\n"
    "  for an Arty A7 (docs/fpga.md).\n"
    "\n"
    "exit status: run: 0 result.json written (whatever the status, board_error included), 2 usage\n"
    "error or unusable bundle, 3 internal error; flash: openFPGALoader's status, 2 usage error, 3 it\n"
    "could not be started";

int run_board(const Args& args);

const Command kBoard{
    "board",
    "run a run bundle on an FPGA board or the virtual board",
    "run --port DEV [--baud N] RUN.json [--result FILE] | flash --board NAME BITSTREAM",
    kDetails,
    {{"port", 0, "DEV", "serial device of the board, or 'virtual'"},
     {"baud", 0, "N", "baud rate of the serial line (default 115200); with --port virtual, the rate the reply timeouts assume (default 9600)"},
     {"result", 0, "FILE", "where to write result.json"},
     {"virtual-args", 0, "ARGS", "--port virtual: arguments for the virtual board, separated by spaces"},
     {"quiet", 'q', nullptr, "no progress lines on stderr"},
     {"board", 0, "NAME", "flash: the board's name for openFPGALoader (arty, icebreaker, ...)"}},
    run_board};

KC_REGISTER_COMMAND(kBoard);

// kernelcraft board flash: openFPGALoader -b NAME BITSTREAM.
int run_flash(const Args& args) {
  if (args.positional.size() != 2) return usage_error(kBoard, "expected one BITSTREAM after 'flash'");
  if (!args.has("board")) return usage_error(kBoard, "flash needs --board NAME (openFPGALoader's board name)");
  const std::string bit = args.positional[1];
  if (::access(bit.c_str(), R_OK) != 0) return fail(kBoard, "cannot read the bitstream '" + bit + "'");
  const char* env = std::getenv("KC_OPENFPGALOADER");
  const std::string tool = env && *env ? env : "openFPGALoader";
  const std::string board = args.get("board");
  const pid_t pid = ::fork();
  if (pid < 0) return fail(kBoard, "cannot start " + tool);
  if (pid == 0) {
    const char* argv[] = {tool.c_str(), "-b", board.c_str(), bit.c_str(), nullptr};
    ::execvp(tool.c_str(), const_cast<char* const*>(argv));
    std::cerr << "kernelcraft board: error: cannot run " << tool
              << " (install the Debian package openfpgaloader, or set KC_OPENFPGALOADER)" << std::endl;
    ::_exit(127);
  }
  int st = 0;
  ::waitpid(pid, &st, 0);
  if (!WIFEXITED(st)) return 3;
  return WEXITSTATUS(st) == 127 ? 3 : WEXITSTATUS(st);
}

int run_board(const Args& args) {
  if (!args.positional.empty() && args.positional[0] == "flash") return run_flash(args);
  if (args.positional.empty() || args.positional[0] != "run")
    return usage_error(kBoard, "expected the subcommand 'run' or 'flash'");
  if (args.positional.size() != 2)
    return usage_error(kBoard, "expected one run bundle RUN.json after 'run'");
  if (!args.has("port")) return usage_error(kBoard, "--port DEV is required (a serial device, or 'virtual')");
  board::BoardRunOptions o;
  o.run_json = args.positional[1];
  o.port = args.get("port");
  o.result_path = args.get("result");
  o.quiet = args.has("quiet");
  if (args.has("baud")) {
    const std::string baud = args.get("baud");
    try {
      std::size_t used = 0;
      const unsigned long v = std::stoul(baud, &used);
      if (used != baud.size() || v == 0 || v > 100000000) throw std::invalid_argument("range");
      o.baud = unsigned(v);
    } catch (const std::exception&) {
      return usage_error(kBoard, "--baud expects a positive integer, got '" + baud + "'");
    }
  }
  std::string va = args.get("virtual-args");
  for (std::size_t i = 0; i < va.size();) {
    const std::size_t j = va.find(' ', i);
    const std::string w = va.substr(i, j == std::string::npos ? std::string::npos : j - i);
    if (!w.empty()) o.virtual_args.push_back(w);
    if (j == std::string::npos) break;
    i = j + 1;
  }
  std::string error;
  const int rc = board::board_run(
      o,
      [](const std::string& platform) -> const board::BoardSupport* {
        const Platform* p = find_platform(platform);
        return p ? p->board() : nullptr;
      },
      &error);
  if (rc != 0) std::cerr << "kernelcraft board: error: " << error << std::endl;
  return rc;
}

}  // namespace

}  // namespace kc::cli
