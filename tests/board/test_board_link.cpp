// The protocol (docs/board-protocol.md) against the RTL link of the virtual rv32 board, frame by
// frame: the CRC, HELLO, memory writes with byte enables, reads and fills against a byte model
// of the memories, every NAK, duplicate suppression by sequence number, and run control (busy,
// reset, cycle limit, the free-running counter).
#include <catch2/catch.hpp>

#include <chrono>
#include <cstring>
#include <map>
#include <random>
#include <string>
#include <thread>

#include "kc/board.h"

namespace {

using namespace kc::board;
using Clock = std::chrono::steady_clock;

struct Board {
  VirtualBoard vb{KC_BOARD_VIRTUAL_RV32, {}};
  std::unique_ptr<Port> port = open_serial(vb.port(), 115200);
  BoardSession s{*port};
};

struct Reply {
  uint8_t seq = 0, code = 0xFF;
  std::vector<uint8_t> payload;
};

// Sends raw bytes and reads one reply frame (fails the test after 2 s).
Reply raw(Port& p, const std::vector<uint8_t>& bytes) {
  p.write(bytes.data(), bytes.size());
  std::vector<uint8_t> buf;
  const auto deadline = Clock::now() + std::chrono::seconds(2);
  for (;;) {
    while (!buf.empty() && buf[0] != kSyncBoard) buf.erase(buf.begin());
    if (buf.size() >= 4 && buf.size() >= std::size_t(buf[1]) + 6) {
      REQUIRE(crc16(buf.data() + 1, buf[1] + 5u) == 0);
      Reply r;
      r.seq = buf[2];
      r.code = buf[3];
      r.payload.assign(buf.begin() + 4, buf.begin() + 4 + buf[1]);
      return r;
    }
    uint8_t tmp[256];
    const std::size_t n = p.read(tmp, sizeof tmp, deadline);
    REQUIRE(n > 0);
    buf.insert(buf.end(), tmp, tmp + n);
  }
}

std::vector<uint8_t> le32(uint32_t v) { return {uint8_t(v), uint8_t(v >> 8), uint8_t(v >> 16), uint8_t(v >> 24)}; }
std::vector<uint8_t> cat(std::vector<uint8_t> a, const std::vector<uint8_t>& b) {
  a.insert(a.end(), b.begin(), b.end());
  return a;
}

constexpr uint32_t kItcm = 0x0, kItcmBytes = 16384, kDtcm = 0x10000, kDtcmBytes = 65536;

// A fresh session on a board held in reset with `j .` (a loop that never ends) at the entry.
void load_spin(BoardSession& s) {
  s.hello();
  s.reset();
  s.write_word(kItcm, 0x0000006F);   // j .
  s.set_entry(kItcm);
}

}  // namespace

TEST_CASE("board.protocol.crc", "[board]") {
  const char* check = "123456789";
  CHECK(crc16(reinterpret_cast<const uint8_t*>(check), 9) == 0x29B1);
  std::mt19937 rng(7);
  for (int i = 0; i < 100; ++i) {
    std::vector<uint8_t> pay(rng() % 256);
    for (auto& b : pay) b = uint8_t(rng());
    const auto f = encode_frame(kSyncHost, uint8_t(i), uint8_t(rng()), pay);
    REQUIRE(f.size() == pay.size() + 6);
    CHECK(f[0] == kSyncHost);
    CHECK(f[1] == pay.size());
    CHECK(crc16(f.data() + 1, f.size() - 1) == 0);   // the residue of an intact frame
    auto bad = f;
    bad[1 + rng() % (bad.size() - 1)] ^= uint8_t(1u << (rng() % 8));
    CHECK(crc16(bad.data() + 1, bad.size() - 1) != 0);
  }
}

TEST_CASE("board.link.hello", "[board]") {
  Board b;
  const BoardInfo i = b.s.hello();
  CHECK(i.magic == 0x4442434Bu);
  CHECK(i.version == 1);
  CHECK(i.platform == "rv32");
  CHECK(i.config == "small");
  CHECK(i.baud_div == 8);
}

TEST_CASE("board.link.memory_model", "[board]") {
  // Random fills, writes of random byte ranges (any alignment, frames split at 62 words) and
  // reads, in both memories, against a byte model.
  Board b;
  b.s.hello();
  b.s.reset();
  std::map<uint32_t, uint8_t> model;   // absent = 0
  b.s.fill(kItcm, kItcmBytes / 4, 0);
  b.s.fill(kDtcm, kDtcmBytes / 4, 0);
  std::mt19937 rng(11);
  for (int op = 0; op < 60; ++op) {
    const bool dtcm = rng() % 3 != 0;
    const uint32_t base = dtcm ? kDtcm : kItcm, size = dtcm ? kDtcmBytes : kItcmBytes;
    const uint32_t len = 1 + rng() % (op % 5 == 0 ? 700 : 13);
    const uint32_t addr = base + rng() % (size - len);
    switch (rng() % 3) {
      case 0: {
        std::vector<uint8_t> d(len);
        for (auto& x : d) x = uint8_t(rng());
        b.s.write_bytes(addr, d.data(), d.size());
        for (uint32_t i = 0; i < len; ++i) model[addr + i] = d[i];
        break;
      }
      case 1: {
        const uint32_t w = (addr & ~3u), n = 1 + len / 4, v = rng();
        b.s.fill(w, n, v);
        for (uint32_t i = 0; i < 4 * n; ++i) model[w + i] = uint8_t(v >> (8 * (i % 4)));
        break;
      }
      default: {
        const std::vector<uint8_t> got = b.s.read_bytes(addr, len);
        for (uint32_t i = 0; i < len; ++i) {
          const auto it = model.find(addr + i);
          INFO("op " << op << " address " << addr + i);
          REQUIRE(unsigned(got[i]) == unsigned(it == model.end() ? 0 : it->second));
        }
      }
    }
  }
}

TEST_CASE("board.link.naks", "[board]") {
  Board b;
  b.s.hello();
  Port& p = *b.port;
  // Unknown command.
  Reply r = raw(p, encode_frame(kSyncHost, 1, 0x55, {}));
  CHECK((r.code == kNakCmd && r.seq == 1 && r.payload.empty()));
  // Wrong lengths: READ of 0 words, of 64 words, WRITE without a whole word, STATUS with a payload,
  // FILL of 0 words.
  CHECK(raw(p, encode_frame(kSyncHost, 2, kRead, cat(le32(kDtcm), {0}))).code == kNakLen);
  CHECK(raw(p, encode_frame(kSyncHost, 3, kRead, cat(le32(kDtcm), {64}))).code == kNakLen);
  CHECK(raw(p, encode_frame(kSyncHost, 4, kWrite, cat(le32(kDtcm), {0xF, 0xF, 1, 2, 3}))).code == kNakLen);
  CHECK(raw(p, encode_frame(kSyncHost, 5, kStatus, {0})).code == kNakLen);
  CHECK(raw(p, encode_frame(kSyncHost, 6, kFill, cat(cat(le32(kDtcm), le32(0)), le32(1)))).code == kNakLen);
  // A damaged frame: NAK_CRC, nothing written.
  auto f = encode_frame(kSyncHost, 7, kWrite, cat(cat(le32(kDtcm), {0xF, 0xF}), le32(0xDEADBEEF)));
  f[8] ^= 0x10;
  CHECK(raw(p, f).code == kNakCrc);
  CHECK(b.s.read_word(kDtcm) == 0);
  // Garbage before a frame is skipped.
  auto g = std::vector<uint8_t>{0x00, 0x13, 0x5A, 0xFF};
  g = cat(g, encode_frame(kSyncHost, 8, kStatus, {}));
  r = raw(p, g);
  CHECK((r.code == kAck && r.seq == 8 && r.payload.size() == 32));
}

TEST_CASE("board.link.duplicates", "[board]") {
  Board b;
  b.s.hello();
  Port& p = *b.port;
  auto write = [&](uint8_t seq, uint32_t v) {
    return raw(p, encode_frame(kSyncHost, seq, kWrite, cat(cat(le32(kDtcm + 64), {0xF, 0xF}), le32(v))));
  };
  CHECK(write(40, 0x11111111).code == kAck);
  // The same sequence number again: a retransmission, acknowledged but not executed.
  CHECK(write(40, 0x22222222).code == kAck);
  Reply r = raw(p, encode_frame(kSyncHost, 41, kRead, cat(le32(kDtcm + 64), {1})));
  REQUIRE(r.payload.size() == 4);
  CHECK(r.payload == le32(0x11111111));
  // Reads are executed again under the same number (no side effect): fresh data.
  CHECK(write(42, 0x33333333).code == kAck);
  CHECK(raw(p, encode_frame(kSyncHost, 41, kRead, cat(le32(kDtcm + 64), {1}))).payload == le32(0x33333333));
  // After HELLO the remembered number is forgotten: the same number executes.
  CHECK(write(50, 0x44444444).code == kAck);
  CHECK(raw(p, encode_frame(kSyncHost, 51, kHello, {})).code == kAck);
  CHECK(write(50, 0x55555555).code == kAck);
  CHECK(raw(p, encode_frame(kSyncHost, 52, kRead, cat(le32(kDtcm + 64), {1}))).payload == le32(0x55555555));
}

TEST_CASE("board.link.start_retransmitted", "[board]") {
  // START's ACK lost on the line: the host sends the same frame again while the run it started is
  // active. A retransmission, acknowledged (not NAK_BUSY); a new START is refused.
  Board b;
  load_spin(b.s);
  Port& p = *b.port;
  auto start = [&](uint8_t seq) {
    return raw(p, encode_frame(kSyncHost, seq, kStart, cat(le32(0), le32(1u << 8))));   // 2^40 cycles
  };
  CHECK(start(70).code == kAck);
  CHECK(start(70).code == kAck);
  CHECK(start(71).code == kNakBusy);
  CHECK(b.s.status().running);
}

TEST_CASE("board.link.run_control", "[board]") {
  Board b;
  load_spin(b.s);
  b.s.start(uint64_t(1) << 40);
  RunStatus s1 = b.s.status();
  CHECK(s1.running);
  CHECK(!s1.done);
  // Memory writes and a second START are refused while the run is active.
  CHECK_THROWS_WITH(b.s.write_word(kDtcm, 1), Catch::Contains("NAK_BUSY"));
  CHECK_THROWS_WITH(b.s.start(100), Catch::Contains("NAK_BUSY"));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  RunStatus s2 = b.s.status();
  CHECK(s2.free_running > s1.free_running);
  // The core's cycle counter runs with it (counter 0 of COUNTERS).
  const auto c1 = b.s.counters(28);
  REQUIRE(c1.size() == 14);
  CHECK(c1[0] > 0);
  // RESET abandons the run.
  b.s.reset();
  RunStatus s3 = b.s.status();
  CHECK((!s3.running && !s3.done));
  CHECK(b.s.counters(28)[0] == 0);
  // A run to the cycle limit.
  b.s.start(1000);
  const RunStatus s4 = b.s.wait_done(Clock::now() + std::chrono::seconds(10));
  CHECK((s4.done && s4.halted && !s4.fault && s4.cycle_limit));
  CHECK(s4.cycles == 1000);
  CHECK(s4.drain_cycles > 0);
  CHECK(b.s.counters(28)[0] == 1000 + s4.drain_cycles);
}

TEST_CASE("board.link.interbyte_timeout", "[board]") {
  // Half a frame, then silence: after 256 bit times the board hunts for a new frame, so the next
  // frame is answered normally (without the timeout its bytes would complete the broken frame
  // and fail its CRC).
  Board b;
  b.s.hello();
  Port& p = *b.port;
  auto half = encode_frame(kSyncHost, 60, kRead, cat(le32(kDtcm), {4}));
  half.resize(5);
  p.write(half.data(), half.size());
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  const Reply r = raw(p, encode_frame(kSyncHost, 61, kStatus, {}));
  CHECK((r.code == kAck && r.seq == 61 && r.payload.size() == 32));
}
