// Progress display (kc/progress.h).
#include "kc/progress.h"

#include <sys/ioctl.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>

namespace kc {

namespace {

// Columns of the terminal on `fd`, or `fallback`.
std::size_t terminal_columns(int fd, std::size_t fallback) {
  winsize ws{};
  if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 0) return ws.ws_col;
  return fallback;
}

}  // namespace

bool is_terminal(int fd) { return isatty(fd) == 1; }

bool progress_wanted_on_stderr() {
  const char* term = std::getenv("TERM");
  const char* ci = std::getenv("CI");
  return is_terminal(STDERR_FILENO) && !(term && std::string(term) == "dumb") && !(ci && *ci);
}

std::string format_duration(double seconds) {
  if (!std::isfinite(seconds) || seconds < 0) return "?";
  const long s = long(seconds);
  char buf[32];
  if (s >= 3600)
    std::snprintf(buf, sizeof buf, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
  else
    std::snprintf(buf, sizeof buf, "%ld:%02ld", s / 60, s % 60);
  return buf;
}

std::string format_progress(std::size_t done, std::size_t total, std::size_t failed, double elapsed_seconds,
                            const std::string& last) {
  const int digits = int(std::to_string(total).size());
  char buf[128];
  std::snprintf(buf, sizeof buf, "[%*zu/%zu] %3d%%", digits, done, total,
                total ? int(100.0 * double(done) / double(total)) : 100);
  std::string s = buf;
  if (done > 0 && elapsed_seconds > 0) {
    const double rate = double(done) / elapsed_seconds;
    std::snprintf(buf, sizeof buf, "  %.*f/s", rate < 10 ? 1 : 0, rate);
    s += buf;
    if (done < total) s += "  ETA " + format_duration(double(total - done) / rate);
  }
  if (failed > 0) s += "  " + std::to_string(failed) + " failed";
  if (!last.empty()) s += "  " + last;
  return s;
}

Progress::Progress(std::size_t total, std::ostream& out, Mode mode, std::size_t width)
    : out_(out),
      terminal_(mode == Mode::terminal || (mode == Mode::automatic && &out == &std::cerr && progress_wanted_on_stderr())),
      width_(width ? width : (&out == &std::cerr ? terminal_columns(STDERR_FILENO, 100) : 100)),
      total_(total),
      start_(std::chrono::steady_clock::now()) {
  std::lock_guard<std::mutex> lock(mu_);
  draw_locked();
}

Progress::~Progress() { finish(); }

std::size_t Progress::done() const {
  std::lock_guard<std::mutex> lock(mu_);
  return done_;
}

std::size_t Progress::failed() const {
  std::lock_guard<std::mutex> lock(mu_);
  return failed_;
}

void Progress::advance(bool failed, const std::string& what) {
  std::lock_guard<std::mutex> lock(mu_);
  ++done_;
  failed_ += failed;
  last_ = what;
  draw_locked();
}

void Progress::note(const std::string& line) {
  std::lock_guard<std::mutex> lock(mu_);
  clear_locked();
  out_ << line << '\n';
  draw_locked();
}

void Progress::finish() {
  std::lock_guard<std::mutex> lock(mu_);
  clear_locked();
  finished_ = true;
}

// Redraws the line in place, cut to the width so that it never wraps (a wrapped line cannot be
// redrawn with '\r').
void Progress::draw_locked() {
  if (!terminal_ || finished_) return;
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::string line = format_progress(done_, total_, failed_, elapsed, last_);
  if (width_ > 1 && line.size() > width_ - 1) line.resize(width_ - 1);
  out_ << '\r' << line << "\x1b[K" << std::flush;
}

void Progress::clear_locked() {
  if (terminal_ && !finished_) out_ << "\r\x1b[K" << std::flush;
}

}  // namespace kc
