// Progress display: line format, silence when not on a terminal, redraws on one, terminal
// detection (pipe vs pseudo-terminal), concurrent use.
#include <fcntl.h>
#include <unistd.h>

#include <cstdlib>
#include <sstream>
#include <thread>

#include "kc/progress.h"
#include "results_test_util.h"

using namespace kc;

TEST_CASE("core.results.progress.format") {
  CHECK(format_duration(0) == "0:00");
  CHECK(format_duration(7.9) == "0:07");
  CHECK(format_duration(754) == "12:34");
  CHECK(format_duration(3723) == "1:02:03");
  CHECK(format_duration(-1) == "?");
  CHECK(format_progress(0, 140, 0, 0, "") == "[  0/140]   0%");
  CHECK(format_progress(12, 140, 0, 4, "plena.default.gemm.C3") ==
        "[ 12/140]   8%  3.0/s  ETA 0:42  plena.default.gemm.C3");
  CHECK(format_progress(12, 140, 2, 0.5, "") == "[ 12/140]   8%  24/s  ETA 0:05  2 failed");
  CHECK(format_progress(5, 5, 0, 10, "x") == "[5/5] 100%  0.5/s  x");
  CHECK(format_progress(0, 0, 0, 0, "") == "[0/0] 100%");
}

TEST_CASE("core.results.progress.plain_is_silent") {
  std::ostringstream out;
  {
    Progress p(3, out, Progress::Mode::plain);
    CHECK(!p.terminal());
    p.advance(false, "a");
    p.advance(true, "b");
    CHECK(out.str().empty());
    p.note("FAIL b: mismatch");
    p.advance(false, "c");
    CHECK(p.done() == 3);
    CHECK(p.failed() == 1);
  }
  CHECK(out.str() == "FAIL b: mismatch\n");
  // Automatic mode on a stream that is not stderr never draws.
  std::ostringstream other;
  Progress a(2, other, Progress::Mode::automatic);
  a.advance(false, "x");
  CHECK(!a.terminal());
  CHECK(other.str().empty());
}

TEST_CASE("core.results.progress.terminal_redraws") {
  std::ostringstream out;
  Progress p(2, out, Progress::Mode::terminal, 30);
  CHECK(p.terminal());
  p.advance(false, "plena.default.gemm.C1-with-a-long-name");
  p.note("FAIL x");
  p.finish();
  p.advance(false, "after finish");   // draws nothing
  const std::string s = out.str();
  CHECK(s.rfind("\r[0/2]   0%\x1b[K", 0) == 0);
  // Lines are cut to width - 1 so they never wrap.
  CHECK(s.find("\r[1/2]  50%") != std::string::npos);
  for (std::size_t pos = 0; (pos = s.find('\r', pos)) != std::string::npos; ++pos) {
    const std::size_t end = s.find("\x1b[K", pos);
    REQUIRE(end != std::string::npos);
    CHECK(end - pos - 1 <= 29);
  }
  CHECK(s.find("\r\x1b[KFAIL x\n") != std::string::npos);
  CHECK(s.find("after finish") == std::string::npos);
  CHECK(s.substr(s.size() - 4) == "\r\x1b[K");
}

TEST_CASE("core.results.progress.terminal_detection") {
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  CHECK(!is_terminal(fds[0]));
  CHECK(!is_terminal(fds[1]));
  close(fds[0]);
  close(fds[1]);
  const int master = posix_openpt(O_RDWR | O_NOCTTY);
  if (master >= 0 && grantpt(master) == 0 && unlockpt(master) == 0) {
    const int slave = open(ptsname(master), O_RDWR | O_NOCTTY);
    if (slave >= 0) {
      CHECK(is_terminal(slave));
      close(slave);
    }
  }
  if (master >= 0) close(master);
  // Under ctest stderr is a file or a pipe: no progress line.
  if (!is_terminal(STDERR_FILENO)) CHECK(!progress_wanted_on_stderr());
}

TEST_CASE("core.results.progress.threads") {
  std::ostringstream out;
  Progress p(400, out, Progress::Mode::terminal, 80);
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&p, t] {
      for (int i = 0; i < 100; ++i) p.advance(i % 10 == 0, "t" + std::to_string(t));
    });
  for (auto& t : threads) t.join();
  CHECK(p.done() == 400);
  CHECK(p.failed() == 40);
  CHECK(out.str().find("[400/400] 100%") != std::string::npos);
}
