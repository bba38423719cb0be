// Progress display of long runs: one line (count/total, percent, rate, ETA, failures so far, the
// last finished item) redrawn in place while stderr is a terminal; nothing at all otherwise (CI
// logs get the summary at the end). Notes (e.g. a failing case) are printed in both modes, above
// the progress line on a terminal. Thread-safe: workers call advance() concurrently.
#pragma once

#include <chrono>
#include <cstddef>
#include <mutex>
#include <ostream>
#include <string>

namespace kc {

// True when `fd` is a terminal.
bool is_terminal(int fd);

// Whether a progress line belongs on stderr: a terminal, TERM is not "dumb", and CI is unset.
bool progress_wanted_on_stderr();

// "0:07", "12:34", "1:02:03" (seconds rounded down; negative or non-finite: "?").
std::string format_duration(double seconds);

// The progress line without control characters, e.g.
// "[ 12/140]   8%  3.2/s  ETA 0:40  1 failed  plena.default.gemm.C3". Rate and ETA are omitted
// until something finished; `failed` is omitted when 0; `last` when empty.
std::string format_progress(std::size_t done, std::size_t total, std::size_t failed, double elapsed_seconds,
                            const std::string& last);

class Progress {
 public:
  enum class Mode {
    automatic,   // terminal when progress_wanted_on_stderr(), else plain
    terminal,    // redraw one line with '\r' and erase-to-end-of-line
    plain,       // no progress output; notes only
  };

  // A display of `total` items on `out` (the clock starts now). `width` bounds the drawn line
  // (0: the terminal's width when `out` is std::cerr, else 100).
  explicit Progress(std::size_t total, std::ostream& out, Mode mode = Mode::automatic, std::size_t width = 0);
  ~Progress();   // finish()
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  bool terminal() const { return terminal_; }

  // One item finished (`failed`: it counts as a failure); `what` names it.
  void advance(bool failed, const std::string& what);
  // Prints `line` (a newline is added): above the progress line on a terminal, plainly otherwise.
  void note(const std::string& line);
  // Removes the progress line (terminal); later calls draw nothing. Idempotent.
  void finish();

  std::size_t done() const;
  std::size_t failed() const;

 private:
  void draw_locked();
  void clear_locked();

  std::ostream& out_;
  bool terminal_;
  std::size_t width_;
  std::size_t total_, done_ = 0, failed_ = 0;
  std::string last_;
  bool finished_ = false;
  std::chrono::steady_clock::time_point start_;
  mutable std::mutex mu_;
};

}  // namespace kc
