// Bit-level C++ models of the UART line (8N1), clocked like the RTL (rtl/common/kc_uart_tx.sv,
// kc_uart_rx.sv): the reference the UART tests check the RTL against, and the far end of the
// virtual board's serial pins (it drives the board's rx pin and decodes its tx pin).
//
// UartLineTx: a sender. Each clock() call is one clock cycle; line() is the level during the
// cycle. A byte queued with send() starts (start bit) at the next frame boundary: immediately
// when idle, else right after the previous stop bit (frames back to back). `div` is the bit
// length in cycles; a sender with a different div from the receiver models a wrong baud rate.
//
// UartLineRx: a receiver with the RTL's sampling rule — a two-stage synchroniser, a falling edge
// starts a frame, bits are sampled at cycles h - e, h, h + e of the bit (h = div / 2,
// e = max(1, div / 8)) by majority, the stop bit is decided at its third sample (1: byte, 0: framing error), and after a
// framing error the line must be high again before a new frame is recognised.
#pragma once

#include <cstdint>
#include <deque>

namespace kc::board {

class UartLineTx {
 public:
  explicit UartLineTx(unsigned div) : div_(div) {}
  void send(uint8_t b) { queue_.push_back(b); }
  bool idle() const { return !active_ && queue_.empty(); }
  std::size_t queued() const { return queue_.size(); }
  bool line() const { return line_; }
  // Advances one cycle: the level of the coming cycle is line() afterwards.
  void clock() {
    if (active_ && ++cnt_ == div_) {
      cnt_ = 0;
      if (++bit_ == 10) active_ = false;
    }
    if (!active_ && !queue_.empty()) {
      frame_ = uint16_t(0x200u | (unsigned(queue_.front()) << 1));   // start 0, data, stop 1
      queue_.pop_front();
      active_ = true;
      cnt_ = 0;
      bit_ = 0;
    }
    line_ = active_ ? ((frame_ >> bit_) & 1u) != 0 : true;
  }

 private:
  unsigned div_;
  std::deque<uint8_t> queue_;
  bool active_ = false, line_ = true;
  unsigned cnt_ = 0, bit_ = 0;
  uint16_t frame_ = 0;
};

struct UartRxEvent {
  bool valid = false;      // a byte arrived this cycle
  bool ferr = false;       // a framing error this cycle
  uint8_t data = 0;        // the bits received (both cases)
};

class UartLineRx {
 public:
  explicit UartLineRx(unsigned div) : div_(div), h_(div / 2), e_(div / 8 ? div / 8 : 1) {}
  bool busy() const { return busy_; }
  // One clock edge with line level `rx` sampled; returns what the receiver reports after it
  // (what the RTL's registered outputs show in the following cycle).
  UartRxEvent clock(bool rx) {
    UartRxEvent ev;
    const bool s2 = s2_;   // the synchronised sample seen in this cycle
    const bool prev = prev_;
    if (!busy_) {
      if (prev && !s2) {
        busy_ = true;
        cnt_ = 1;
        bit_ = 0;
        votes_ = 0;
      }
    } else {
      const bool at1 = cnt_ == h_ - e_, at2 = cnt_ == h_, at3 = cnt_ == h_ + e_;
      if (at1 || at2) votes_ += s2 ? 1 : 0;
      if (at3) {
        const bool bit = votes_ + (s2 ? 1 : 0) >= 2;
        votes_ = 0;
        if (bit_ == 0) {
          if (bit) busy_ = false;
        } else if (bit_ == 9) {
          busy_ = false;
          ev.data = shift_;
          ev.valid = bit;
          ev.ferr = !bit;
        } else {
          shift_ = uint8_t((shift_ >> 1) | (bit ? 0x80 : 0));
        }
      }
      if (cnt_ == div_ - 1) {
        cnt_ = 0;
        ++bit_;
      } else {
        ++cnt_;
      }
    }
    prev_ = s2_;
    s2_ = s1_;
    s1_ = rx;
    return ev;
  }

 private:
  unsigned div_, h_, e_;
  bool s1_ = true, s2_ = true, prev_ = true, busy_ = false;
  unsigned cnt_ = 0, bit_ = 0, votes_ = 0;
  uint8_t shift_ = 0;
};

}  // namespace kc::board
