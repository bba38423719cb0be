// The host side of board runs (docs/board-protocol.md): a serial port, the framed protocol with
// CRC, retransmission and timeouts, the commands as calls (BoardSession), the virtual board
// launcher, and `board_run`, which runs a run bundle on a board and writes the same result.json
// and dumps as a simulator.
//
// Generic over platforms: a platform that has a board top implements BoardSupport (how a bundle
// is loaded, started and read back on its board, and which virtual-board executable serves it)
// and returns it from Platform::board() (kc/platform.h).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "kc/run_bundle.h"

namespace kc::board {

// The board did not answer, answered wrongly, or a run did not end within its time budget: the run
// is reported with status `board_error`.
class BoardError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, not reflected, no final XOR).
uint16_t crc16(const uint8_t* data, std::size_t n, uint16_t crc = 0xFFFF);

// Frame bytes: SYNC, LEN, SEQ, CMD/CODE, payload, CRC (most significant byte first).
std::vector<uint8_t> encode_frame(uint8_t sync, uint8_t seq, uint8_t cmd, const std::vector<uint8_t>& payload);

enum Command : uint8_t {
  kHello = 0x01, kWrite = 0x02, kRead = 0x03, kFill = 0x04, kSetEntry = 0x05, kStart = 0x06,
  kStatus = 0x07, kCounters = 0x08, kReset = 0x09
};
enum Code : uint8_t { kAck = 0x00, kNakCrc = 0x01, kNakCmd = 0x02, kNakLen = 0x03, kNakBusy = 0x04 };
constexpr uint8_t kSyncHost = 0xA5, kSyncBoard = 0x5A;
constexpr uint32_t kPage = 0xFFFFF000u;   // the board register page
constexpr uint32_t kMagic = 0x4442434Bu;  // HELLO's magic word ("KCBD")
constexpr unsigned kMaxWriteWords = 62, kMaxReadWords = 63;

// A byte stream to the board (a serial port or a pseudo-terminal).
class Port {
 public:
  virtual ~Port() = default;
  virtual void write(const uint8_t* data, std::size_t n) = 0;
  // Reads what is available, waiting at most until `deadline`; returns 0 bytes at the deadline.
  virtual std::size_t read(uint8_t* dst, std::size_t n, std::chrono::steady_clock::time_point deadline) = 0;
  virtual unsigned baud() const = 0;
};

// Opens a serial device (termios: raw, 8N1, `baud`). Throws BoardError.
std::unique_ptr<Port> open_serial(const std::string& device, unsigned baud);

// Link statistics (what the line cost).
struct LinkStats {
  uint64_t frames = 0, acks = 0, retransmissions = 0, naks = 0, bad_replies = 0, bytes_out = 0, bytes_in = 0;
};

// HELLO's reply: the first eight words of the register page.
struct BoardInfo {
  uint32_t magic = 0, version = 0;
  std::string platform, config;
  uint32_t clock_hz = 0, baud_div = 0;
};

// STATUS's reply.
struct RunStatus {
  bool running = false, done = false, halted = false, fault = false, cycle_limit = false;
  uint64_t cycles = 0, drain_cycles = 0, free_running = 0;
};

// One session with a board: every command of the protocol, with retransmission.
class BoardSession {
 public:
  explicit BoardSession(Port& port, unsigned retries = 12);

  BoardInfo hello();
  // HELLO, then the checks every board support makes before a run: the device is a KernelCraft
  // board (kMagic) speaking protocol version 1, built for `platform` and configuration `config`;
  // BoardError otherwise.
  BoardInfo hello_as(const std::string& platform, const std::string& config);
  void write_words(uint32_t addr, const std::vector<uint32_t>& words, uint8_t first_be = 0xF, uint8_t last_be = 0xF);
  // Writes bytes at any byte address (partial words through the byte enables).
  void write_bytes(uint32_t addr, const uint8_t* data, std::size_t n);
  std::vector<uint32_t> read_words(uint32_t addr, uint32_t n);
  std::vector<uint8_t> read_bytes(uint32_t addr, std::size_t n);
  uint32_t read_word(uint32_t addr) { return read_words(addr, 1).at(0); }
  void write_word(uint32_t addr, uint32_t v) { write_words(addr, {v}); }
  void fill(uint32_t addr, uint32_t count, uint32_t value);
  void set_entry(uint32_t pc);
  void start(uint64_t max_cycles);
  RunStatus status();
  // COUNTERS: the board top's counter block of `words` words (its COUNTER_WORDS), as 64-bit values.
  std::vector<uint64_t> counters(unsigned words);
  void reset();

  // Polls STATUS until the run is done or `deadline` passes (then throws BoardError).
  RunStatus wait_done(std::chrono::steady_clock::time_point deadline);

  const LinkStats& stats() const { return stats_; }
  // Called with (bytes done, bytes total) during long transfers.
  std::function<void(uint64_t, uint64_t)> progress;

 private:
  std::vector<uint8_t> transact(uint8_t cmd, const std::vector<uint8_t>& payload, std::size_t reply_len);
  Port& port_;
  unsigned retries_;
  uint8_t seq_;
  LinkStats stats_;
};

// What a board run produced (as a simulator's SimOutput).
struct BoardOutput {
  RunResult result;
  std::vector<std::vector<uint8_t>> dumps;   // contents of bundle.dump[i]
};

// A platform's board: implemented in the platform's folders (fpga/<platform>/host).
class BoardSupport {
 public:
  virtual ~BoardSupport() = default;
  // The virtual board executable of the bundle's configuration (found next to the running program,
  // or $KC_BOARD_VIRTUAL).
  virtual std::string virtual_board(const RunBundle& b) const = 0;
  // The layout of the bundle's configuration (BundleError for an unknown one).
  virtual MemoryLayout layout(const RunBundle& b) const = 0;
  // Loads the bundle into the board, runs it, reads the result and the dumps back. `wall_budget`:
  // how long the run itself may take. Throws BoardError.
  virtual BoardOutput run(const RunBundle& b, const BundleInputs& in, BoardSession& s,
                          std::chrono::steady_clock::duration wall_budget) const = 0;
};

// A virtual board process behind a pseudo-terminal; killed (by its pid) when destroyed.
class VirtualBoard {
 public:
  // Starts `exe` with `args`; waits for the line "port PATH" on its standard output.
  VirtualBoard(const std::string& exe, const std::vector<std::string>& args);
  ~VirtualBoard();
  const std::string& port() const { return port_; }

 private:
  int pid_ = -1;
  int out_fd_ = -1;
  std::string port_;
};

struct BoardRunOptions {
  std::string run_json;
  std::string result_path;                  // "" = next to run.json
  std::string port;                         // device, or "virtual"
  unsigned baud = 0;                        // 0: 115200 on a device, 9600 on the virtual board
  std::vector<std::string> virtual_args;    // extra arguments for the virtual board
  bool quiet = false;                       // no progress on stderr
};

// Exit codes as a simulator's: 0 result.json written (any status, board_error included), 2 an
// unusable bundle or options, 3 an internal error.
// `find` gives the board support of the bundle's platform (nullptr: the platform has no board).
int board_run(const BoardRunOptions& o, const std::function<const BoardSupport*(const std::string&)>& find,
              std::string* error);

// Path of a helper executable: $<env> if set, else `name` next to the running program.
std::string sibling_executable(const std::string& name, const std::string& env);

}  // namespace kc::board
