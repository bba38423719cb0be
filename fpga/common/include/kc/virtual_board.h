// The virtual board: a Verilated board top (clk_i, rst_ni, uart_rx_i, uart_tx_o, led_o with bit 0
// "run active" and bit 3 "link idle") behind a pseudo-terminal. The host driver opens the
// terminal like a serial port; bytes it writes are put on the board's rx pin bit by bit at the
// board's baud divisor (UartLineTx), and the board's tx pin is decoded bit by bit (UartLineRx)
// into bytes for the host. So the UART RTL, the protocol link and the board top run exactly as on
// an FPGA, in simulated clock cycles.
//
//   kc-board-virtual-<platform> [--drop P] [--dup P] [--flip P] [--seed S] [--mute]
//
// prints "port /dev/pts/N" on stdout, then serves until killed. --drop/--dup/--flip: probability
// (0..1) that a byte on the line, in either direction, is lost, sent twice, or has one bit
// flipped (seeded by --seed); --mute: the board never answers (bytes from the host are read and
// discarded), for timeout tests. When nothing is happening (no byte in flight, link idle, no run
// active) it waits for the host instead of clocking.
#pragma once

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <random>
#include <string>

#include <fcntl.h>
#include <poll.h>
#include <termios.h>
#include <unistd.h>

#include "kc/uart_model.h"

namespace kc::board {

struct VirtualBoardOptions {
  double drop = 0, dup = 0, flip = 0;
  uint32_t seed = 1;
  bool mute = false;
};

// Parses the options; exits with status 2 and a message on an error.
inline VirtualBoardOptions parse_virtual_board_args(int argc, char** argv, const char* program) {
  VirtualBoardOptions o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto prob = [&](double* dst) {
      if (i + 1 >= argc) {
        std::fprintf(stderr, "%s: error: %s needs a value\n", program, a.c_str());
        std::exit(2);
      }
      char* end = nullptr;
      const double v = std::strtod(argv[++i], &end);
      if (!end || *end || !(v >= 0 && v <= 1)) {
        std::fprintf(stderr, "%s: error: %s expects a probability 0..1, got '%s'\n", program, a.c_str(), argv[i]);
        std::exit(2);
      }
      *dst = v;
    };
    if (a == "--drop") {
      prob(&o.drop);
    } else if (a == "--dup") {
      prob(&o.dup);
    } else if (a == "--flip") {
      prob(&o.flip);
    } else if (a == "--seed" && i + 1 < argc) {
      o.seed = uint32_t(std::strtoul(argv[++i], nullptr, 10));
    } else if (a == "--mute") {
      o.mute = true;
    } else {
      std::fprintf(stderr,
                   "%s: error: unknown argument '%s' (usage: %s [--drop P] [--dup P] [--flip P] [--seed S] [--mute])\n",
                   program, a.c_str(), program);
      std::exit(2);
    }
  }
  return o;
}

// Runs board model `m` (power-on reset first) behind a new pseudo-terminal; `div` is the board
// top's BAUD_DIV. Returns only on an error (exit status for main).
template <class V>
int serve_virtual_board(V& m, unsigned div, const VirtualBoardOptions& o, const char* program) {
  const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
  if (master < 0 || ::grantpt(master) != 0 || ::unlockpt(master) != 0) {
    std::fprintf(stderr, "%s: error: cannot create a pseudo-terminal: %s\n", program, std::strerror(errno));
    return 3;
  }
  const std::string slave_name = ::ptsname(master);
  // Keep the slave open (raw, no echo) so that the master never sees a hang-up between host
  // sessions and no byte is echoed back before the host configures the port.
  const int slave = ::open(slave_name.c_str(), O_RDWR | O_NOCTTY);
  termios t{};
  if (slave < 0 || ::tcgetattr(slave, &t) != 0) {
    std::fprintf(stderr, "%s: error: cannot open %s: %s\n", program, slave_name.c_str(), std::strerror(errno));
    return 3;
  }
  ::cfmakeraw(&t);
  ::tcsetattr(slave, TCSANOW, &t);
  ::fcntl(master, F_SETFL, ::fcntl(master, F_GETFL) | O_NONBLOCK);
  std::printf("port %s\n", slave_name.c_str());
  std::fflush(stdout);

  std::mt19937 rng(o.seed);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  // Line noise: the bytes that actually arrive for one byte sent.
  auto noisy = [&](uint8_t b, std::deque<uint8_t>& out) {
    if (o.drop > 0 && u(rng) < o.drop) return;
    if (o.flip > 0 && u(rng) < o.flip) b = uint8_t(b ^ (1u << (rng() % 8)));
    out.push_back(b);
    if (o.dup > 0 && u(rng) < o.dup) out.push_back(b);
  };

  UartLineTx to_board(div);
  UartLineRx from_board(div);
  std::deque<uint8_t> inbound, outbound;
  auto clock = [&]() {
    m.uart_rx_i = to_board.line() ? 1 : 0;
    m.clk_i = 0;
    m.eval();
    const bool tx = m.uart_tx_o;
    m.clk_i = 1;
    m.eval();
    to_board.clock();
    const UartRxEvent ev = from_board.clock(tx);
    if (ev.valid) noisy(ev.data, outbound);
  };

  m.rst_ni = 1;
  m.uart_rx_i = 1;
  m.clk_i = 0;
  m.eval();
  m.rst_ni = 0;
  m.eval();
  m.clk_i = 1;
  m.eval();
  m.clk_i = 0;
  m.eval();
  m.rst_ni = 1;
  m.eval();

  uint8_t buf[4096];
  for (;;) {
    // Host -> board: keep the line model fed.
    if (to_board.queued() < 2 && inbound.empty()) {
      const ssize_t r = ::read(master, buf, sizeof buf);
      if (r > 0)
        for (ssize_t i = 0; i < r; ++i) noisy(buf[i], inbound);
    }
    if (o.mute) inbound.clear();
    while (to_board.queued() < 2 && !inbound.empty()) {
      to_board.send(inbound.front());
      inbound.pop_front();
    }
    // Board -> host.
    while (!outbound.empty()) {
      std::size_t n = 0;
      for (; n < outbound.size() && n < sizeof buf; ++n) buf[n] = outbound[n];
      const ssize_t w = ::write(master, buf, n);
      if (w <= 0) break;
      outbound.erase(outbound.begin(), outbound.begin() + w);
    }
    const bool line_busy = !to_board.idle() || from_board.busy() || !inbound.empty();
    const bool link_idle = (m.led_o >> 3) & 1u, run_active = m.led_o & 1u;
    if (!line_busy && link_idle && !run_active && outbound.empty()) {
      pollfd p{master, POLLIN, 0};
      ::poll(&p, 1, 50);
      continue;
    }
    // Clock a chunk: short while bytes move (the line model needs feeding every byte time),
    // long while only the core runs.
    const unsigned chunk = line_busy || !link_idle ? 8 * div : 4096;
    for (unsigned i = 0; i < chunk; ++i) clock();
  }
}

}  // namespace kc::board
