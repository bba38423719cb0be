// board_run: a run bundle on a board (real or virtual) -> result.json and the dumps, as a
// simulator writes them; a board that fails gives status `board_error`, never a hang.
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "kc/board.h"
#include "kc/files.h"

namespace kc::board {

namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

void write_dump(const std::string& path, const std::vector<uint8_t>& data) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data.data()), std::streamsize(data.size()));
  out.close();
  if (!out) throw std::runtime_error("cannot write dump '" + path + "': " + std::strerror(errno));
}

}  // namespace

int board_run(const BoardRunOptions& o, const std::function<const BoardSupport*(const std::string&)>& find,
              std::string* error) {
  const auto t0 = Clock::now();
  RunBundle bundle;
  BundleInputs inputs;
  const BoardSupport* support = nullptr;
  std::string result_path = o.result_path;
  try {
    bundle = load_run_bundle(o.run_json);
    support = find(bundle.platform);
    if (!support) {
      *error = bundle.source + ": platform: \"" + bundle.platform + "\" has no board top (no board runs for it)";
      return 2;
    }
    inputs = read_bundle_inputs(bundle, support->layout(bundle));
    bundle = inputs.bundle;
    if (result_path.empty()) result_path = (fs::absolute(o.run_json).parent_path() / "result.json").string();
    for (std::size_t i = 0; i < bundle.dump.size(); ++i)
      if (same_file(bundle.dump[i].file, result_path)) {
        *error = bundle.source + ": dump[" + std::to_string(i) + "].file: '" + bundle.dump[i].file +
                 "' is where result.json goes; write the dump elsewhere";
        return 2;
      }
  } catch (const BundleError& e) {
    *error = e.what();
    return 2;
  } catch (const std::exception& e) {
    *error = std::string("internal error: ") + e.what();
    return 3;
  }

  RunResult result;
  std::vector<std::vector<uint8_t>> dumps;
  auto progress = [&](const std::string& what) {
    if (!o.quiet) std::cerr << "board: " << what << std::endl;
  };
  try {
    std::unique_ptr<VirtualBoard> vb;
    std::string device = o.port;
    if (o.port == "virtual") {
      vb = std::make_unique<VirtualBoard>(sibling_executable(support->virtual_board(bundle), "KC_BOARD_VIRTUAL"),
                                          o.virtual_args);
      device = vb->port();
      progress("virtual board " + support->virtual_board(bundle) + " on " + device);
    }
    // The virtual board's line runs as fast as the simulation clocks it, slower than a real UART:
    // unless --baud says otherwise, its replies are timed as on a 9600-baud line (a gate-level
    // model needs less).
    const unsigned baud = o.baud != 0 ? o.baud : o.port == "virtual" ? 9600 : 115200;
    std::unique_ptr<Port> port = open_serial(device, baud);
    BoardSession session(*port);
    if (!o.quiet) {
      session.progress = [last = uint64_t(0)](uint64_t done, uint64_t total) mutable {
        if (total < 4096 || (done < total && done - last < 16384)) return;
        last = done;
        std::cerr << "board: transfer " << done << " / " << total << " bytes" << std::endl;
      };
    }
    try {
      const double budget_s = bundle.max_wall_seconds > 0 ? bundle.max_wall_seconds
                                                          : 60.0 + double(bundle.max_cycles) / 1e6;
      const auto budget = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(budget_s));
      BoardOutput out = support->run(bundle, inputs, session, budget);
      result = out.result;
      dumps = out.dumps;
      const LinkStats& st = session.stats();
      progress("done: " + std::to_string(st.frames) + " frames, " + std::to_string(st.retransmissions) +
               " retransmissions, " + std::to_string(st.bytes_out) + " bytes out, " + std::to_string(st.bytes_in) +
               " bytes in");
    } catch (const BoardError&) {
      // Leave the board held in reset when it still answers; a silent one is not waited for again.
      if (session.stats().acks > 0) {
        try {
          session.reset();
        } catch (const BoardError&) {
        }
      }
      throw;
    }
  } catch (const BoardError& e) {
    result = RunResult{};
    result.platform = bundle.platform;
    result.config = bundle.config;
    result.status = "board_error";
    FaultInfo f;
    f.kind = "board_error";
    f.message = std::string("board_error: ") + e.what() + " (port " + o.port + ")";
    result.fault = f;
    result.sim.simulator = "kernelcraft board";
    dumps.clear();
    std::cerr << "board: error: " << e.what() << std::endl;
  } catch (const std::exception& e) {
    *error = std::string("internal error: ") + e.what();
    return 3;
  }
  try {
    if (result.status != "board_error")
      for (std::size_t i = 0; i < bundle.dump.size(); ++i) write_dump(bundle.dump[i].file, dumps.at(i));
    result.sim.total_wall_seconds = std::chrono::duration<double>(Clock::now() - t0).count();
    write_result_json(result_path, result);
  } catch (const std::exception& e) {
    *error = std::string("internal error: ") + e.what();
    return 3;
  }
  return 0;
}

}  // namespace kc::board
