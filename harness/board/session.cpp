// BoardSession: frames, retransmission and the protocol's commands (docs/board-protocol.md).
#include <cstdio>
#include <cstring>
#include <random>
#include <thread>

#include "kc/board.h"

namespace kc::board {

namespace {

using Clock = std::chrono::steady_clock;

void put32(std::vector<uint8_t>& v, uint32_t x) {
  for (int i = 0; i < 4; ++i) v.push_back(uint8_t(x >> (8 * i)));
}
uint32_t get32(const uint8_t* p) {
  return uint32_t(p[0]) | uint32_t(p[1]) << 8 | uint32_t(p[2]) << 16 | uint32_t(p[3]) << 24;
}

const char* command_name(uint8_t c) {
  switch (c) {
    case kHello: return "HELLO";
    case kWrite: return "WRITE";
    case kRead: return "READ";
    case kFill: return "FILL";
    case kSetEntry: return "SET_ENTRY";
    case kStart: return "START";
    case kStatus: return "STATUS";
    case kCounters: return "COUNTERS";
    case kReset: return "RESET";
    default: return "?";
  }
}

}  // namespace

uint16_t crc16(const uint8_t* data, std::size_t n, uint16_t crc) {
  for (std::size_t i = 0; i < n; ++i) {
    crc ^= uint16_t(data[i]) << 8;
    for (int b = 0; b < 8; ++b) crc = (crc & 0x8000) ? uint16_t((crc << 1) ^ 0x1021) : uint16_t(crc << 1);
  }
  return crc;
}

std::vector<uint8_t> encode_frame(uint8_t sync, uint8_t seq, uint8_t cmd, const std::vector<uint8_t>& payload) {
  if (payload.size() > 255) throw std::logic_error("board frame payload longer than 255 bytes");
  std::vector<uint8_t> f;
  f.reserve(payload.size() + 6);
  f.push_back(sync);
  f.push_back(uint8_t(payload.size()));
  f.push_back(seq);
  f.push_back(cmd);
  for (uint8_t b : payload) f.push_back(b);
  const uint16_t c = crc16(f.data() + 1, f.size() - 1);
  f.push_back(uint8_t(c >> 8));
  f.push_back(uint8_t(c));
  return f;
}

BoardSession::BoardSession(Port& port, unsigned retries) : port_(port), retries_(retries) {
  std::random_device rd;
  seq_ = uint8_t(rd());
}

// Sends one command and returns the ACK's payload (of `reply_len` bytes). Retransmits on NAK_CRC,
// on a timeout and after replies that are damaged or belong to another frame.
std::vector<uint8_t> BoardSession::transact(uint8_t cmd, const std::vector<uint8_t>& payload, std::size_t reply_len) {
  const uint8_t seq = ++seq_;
  const std::vector<uint8_t> frame = encode_frame(kSyncHost, seq, cmd, payload);
  // The line time of the request and the reply, at 10 bits per byte, four times over, plus 200 ms.
  const double line_s = double(frame.size() + reply_len + 6) * 10.0 / double(port_.baud());
  const auto timeout = std::chrono::milliseconds(200) + std::chrono::microseconds(int64_t(4e6 * line_s));
  std::string last_problem = "no reply";
  for (unsigned attempt = 0; attempt < retries_; ++attempt) {
    if (attempt > 0) ++stats_.retransmissions;
    ++stats_.frames;
    port_.write(frame.data(), frame.size());
    stats_.bytes_out += frame.size();
    const auto deadline = Clock::now() + timeout;
    // Read frames until the awaited one, a NAK_CRC or the deadline.
    std::vector<uint8_t> buf;
    bool retransmit = false;
    while (!retransmit) {
      // Need: SYNC + header (4) + payload + CRC (2).
      std::size_t start = 0;
      while (start < buf.size() && buf[start] != kSyncBoard) ++start;
      buf.erase(buf.begin(), buf.begin() + long(start));
      if (buf.size() >= 4 && buf.size() >= std::size_t(buf[1]) + 6) {
        const std::size_t len = buf[1];
        const uint16_t crc = crc16(buf.data() + 1, len + 5);
        if (crc != 0) {
          ++stats_.bad_replies;
          buf.erase(buf.begin());   // resynchronise on the next SYNC
          continue;
        }
        const uint8_t rseq = buf[2], code = buf[3];
        std::vector<uint8_t> pay(buf.begin() + 4, buf.begin() + 4 + long(len));
        buf.erase(buf.begin(), buf.begin() + long(len) + 6);
        if (code == kNakCrc) {   // the board saw a damaged frame (ours, or noise): send again
          ++stats_.naks;
          last_problem = "NAK_CRC";
          retransmit = true;
          break;
        }
        if (rseq != seq) {   // a late reply to an earlier frame
          ++stats_.bad_replies;
          continue;
        }
        if (code == kAck) {
          if (pay.size() != reply_len)
            throw BoardError(std::string("board answered ") + command_name(cmd) + " with " +
                             std::to_string(pay.size()) + " bytes instead of " + std::to_string(reply_len));
          ++stats_.acks;
          return pay;
        }
        ++stats_.naks;
        const char* what = code == kNakCmd ? "NAK_CMD (unknown command)" : code == kNakLen ? "NAK_LEN (bad length)"
                           : code == kNakBusy ? "NAK_BUSY (a run is active)" : "an unknown reply code";
        throw BoardError(std::string("board refused ") + command_name(cmd) + ": " + what);
      }
      uint8_t tmp[512];
      const std::size_t got = port_.read(tmp, sizeof tmp, deadline);
      if (got == 0) {
        last_problem = "no reply within " + std::to_string(std::chrono::duration_cast<std::chrono::milliseconds>(timeout).count()) + " ms";
        retransmit = true;
        break;
      }
      stats_.bytes_in += got;
      buf.insert(buf.end(), tmp, tmp + got);
    }
  }
  throw BoardError(std::string("the board did not answer ") + command_name(cmd) + " after " +
                   std::to_string(retries_) + " transmissions (last: " + last_problem + ")");
}

BoardInfo BoardSession::hello() {
  const auto p = transact(kHello, {}, 32);
  BoardInfo i;
  i.magic = get32(&p[0]);
  i.version = get32(&p[4]);
  auto str = [&](std::size_t off) {
    std::string s;
    for (std::size_t k = off; k < off + 8 && p[k]; ++k) s += char(p[k]);
    return s;
  };
  i.platform = str(8);
  i.config = str(16);
  i.clock_hz = get32(&p[24]);
  i.baud_div = get32(&p[28]);
  return i;
}

BoardInfo BoardSession::hello_as(const std::string& platform, const std::string& config) {
  const BoardInfo info = hello();
  if (info.magic != kMagic) throw BoardError("the device answers, but not as a KernelCraft board (wrong magic)");
  if (info.version != 1)
    throw BoardError("the board speaks protocol version " + std::to_string(info.version) + ", this host 1");
  if (info.platform != platform || info.config != config)
    throw BoardError("the board is " + info.platform + " '" + info.config + "', the bundle wants " + platform + " '" +
                     config + "' (program the board with that configuration's bitstream)");
  return info;
}

void BoardSession::write_words(uint32_t addr, const std::vector<uint32_t>& words, uint8_t first_be, uint8_t last_be) {
  for (std::size_t i = 0; i < words.size(); i += kMaxWriteWords) {
    const std::size_t n = std::min<std::size_t>(kMaxWriteWords, words.size() - i);
    std::vector<uint8_t> p;
    put32(p, uint32_t(addr + 4 * i));
    p.push_back(i == 0 ? first_be : 0xF);
    p.push_back(i + n == words.size() ? last_be : 0xF);
    for (std::size_t k = 0; k < n; ++k) put32(p, words[i + k]);
    transact(kWrite, p, 0);
    if (progress) progress(4 * (i + n), 4 * words.size());
  }
}

void BoardSession::write_bytes(uint32_t addr, const uint8_t* data, std::size_t n) {
  if (n == 0) return;
  const uint32_t first = addr & ~3u;
  const uint32_t end = uint32_t(addr + n);                       // one past the last byte
  const uint32_t last = (end - 1) & ~3u;
  std::vector<uint32_t> words((last - first) / 4 + 1, 0);
  for (std::size_t i = 0; i < n; ++i) {
    const uint32_t a = uint32_t(addr + i) - first;
    words[a / 4] |= uint32_t(data[i]) << (8 * (a % 4));
  }
  const uint8_t first_be = uint8_t((0xF << (addr & 3u)) & 0xF);
  const uint8_t last_be = uint8_t(0xF >> (3 - ((end - 1) & 3u)));
  if (words.size() == 1) {
    write_words(first, words, uint8_t(first_be & last_be), uint8_t(first_be & last_be));
    return;
  }
  // write_words splits into frames: only the very first and very last word are partial.
  write_words(first, words, first_be, last_be);
}

std::vector<uint32_t> BoardSession::read_words(uint32_t addr, uint32_t n) {
  std::vector<uint32_t> out;
  out.reserve(n);
  for (uint32_t i = 0; i < n; i += kMaxReadWords) {
    const uint32_t k = std::min<uint32_t>(kMaxReadWords, n - i);
    std::vector<uint8_t> p;
    put32(p, addr + 4 * i);
    p.push_back(uint8_t(k));
    const auto r = transact(kRead, p, 4 * k);
    for (uint32_t j = 0; j < k; ++j) out.push_back(get32(&r[4 * j]));
    if (progress) progress(4 * (i + k), 4 * uint64_t(n));
  }
  return out;
}

std::vector<uint8_t> BoardSession::read_bytes(uint32_t addr, std::size_t n) {
  std::vector<uint8_t> out(n);
  if (n == 0) return out;
  const uint32_t first = addr & ~3u, last = uint32_t(addr + n - 1) & ~3u;
  const std::vector<uint32_t> w = read_words(first, (last - first) / 4 + 1);
  for (std::size_t i = 0; i < n; ++i) {
    const uint32_t a = uint32_t(addr + i) - first;
    out[i] = uint8_t(w[a / 4] >> (8 * (a % 4)));
  }
  return out;
}

void BoardSession::fill(uint32_t addr, uint32_t count, uint32_t value) {
  for (uint32_t done = 0; done < count;) {
    const uint32_t k = std::min<uint32_t>(count - done, 1u << 24);
    std::vector<uint8_t> p;
    put32(p, addr + 4 * done);
    put32(p, k);
    put32(p, value);
    transact(kFill, p, 0);
    done += k;
  }
}

void BoardSession::set_entry(uint32_t pc) {
  std::vector<uint8_t> p;
  put32(p, pc);
  transact(kSetEntry, p, 0);
}

void BoardSession::start(uint64_t max_cycles) {
  std::vector<uint8_t> p;
  put32(p, uint32_t(max_cycles));
  put32(p, uint32_t(max_cycles >> 32));
  transact(kStart, p, 0);
}

RunStatus BoardSession::status() {
  const auto p = transact(kStatus, {}, 32);
  RunStatus s;
  const uint32_t f = get32(&p[0]);
  s.running = f & 1;
  s.done = f & 2;
  s.halted = f & 4;
  s.fault = f & 8;
  s.cycle_limit = f & 16;
  s.cycles = uint64_t(get32(&p[8])) | uint64_t(get32(&p[12])) << 32;
  s.drain_cycles = uint64_t(get32(&p[16])) | uint64_t(get32(&p[20])) << 32;
  s.free_running = uint64_t(get32(&p[24])) | uint64_t(get32(&p[28])) << 32;
  return s;
}

std::vector<uint64_t> BoardSession::counters(unsigned words) {
  const auto p = transact(kCounters, {}, 4 * std::size_t(words));
  std::vector<uint64_t> c;
  for (unsigned i = 0; i + 1 < words; i += 2) c.push_back(uint64_t(get32(&p[4 * i])) | uint64_t(get32(&p[4 * i + 4])) << 32);
  return c;
}

void BoardSession::reset() { transact(kReset, {}, 0); }

RunStatus BoardSession::wait_done(Clock::time_point deadline) {
  auto pause = std::chrono::milliseconds(1);
  for (;;) {
    const RunStatus s = status();
    if (s.done) return s;
    if (Clock::now() >= deadline)
      throw BoardError("the run did not finish within its wall-clock budget (the board still reports it running)");
    std::this_thread::sleep_for(pause);
    if (pause < std::chrono::milliseconds(50)) pause *= 2;
  }
}

}  // namespace kc::board
