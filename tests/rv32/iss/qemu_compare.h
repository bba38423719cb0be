// The ISS-against-QEMU machinery shared by the rv32 and coral tests: run a self-checking program's
// QEMU build (-DQEMU, qemu_dump.S) on qemu-system-riscv32 -machine virt with semihosting and read
// the dump it writes; the same words from an ISS that ran the same ELF up to the dump routine; and
// a comparison that names every differing word (and skips the named, explained ones).
//
// Dump layout (progs/qemu_dump.S): 0..31 x, 32..63 f, 64 fcsr, 65 kind (0 halt, 1 trap), 66 mcause,
// 67 mepc, 68 mtval, 69 mstatus.FS; 256 words of sig; 96 words of trap_log; with QEMU_VECTOR a
// vector block of kVectorWords (vl, vtype, vstart, vxrm, vxsat, mstatus.VS, vlenb, 0, v0..v31).
#pragma once

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <sstream>
#include <string>
#include <vector>

#include "kc/elf.h"

namespace qemutest {

constexpr std::size_t kRegWords = 70, kSigWords = 256, kTrapLogWords = 96;
constexpr std::size_t kBaseWords = kRegWords + kSigWords + kTrapLogWords;
constexpr std::size_t kVectorWords = 8 + 32 * 4;  // VLEN 128

// QEMU's RAM, where the -DQEMU builds are linked (rv32-iss-ldscript qemu): ITCM 64 KiB at
// 0x80000000, DTCM 64 KiB after it.
constexpr std::uint32_t kItcmBase = 0x80000000u, kItcmBytes = 65536, kDtcmBase = 0x80010000u, kDtcmBytes = 65536;

// Runs `elf` on QEMU with `cpu` (the -cpu argument) in a fresh directory `dir`; returns the dump
// (REQUIREs `words` words).
inline std::vector<std::uint32_t> run_qemu(const std::string& qemu, const std::string& cpu, const std::string& elf,
                                           const std::string& dir, std::size_t words) {
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string cmd = "cd '" + dir + "' && timeout 20 " + qemu + " -machine virt -cpu " + cpu +
                          " -bios none -nographic -monitor none -serial none"
                          " -semihosting-config enable=on,target=native -kernel '" +
                          elf + "' > qemu.log 2>&1";
  INFO(cmd);
  REQUIRE(std::system(cmd.c_str()) == 0);
  std::ifstream in(dir + "/qemu_dump.bin", std::ios::binary);
  const std::vector<char> bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  REQUIRE(bytes.size() == 4 * words);
  std::vector<std::uint32_t> w(words);
  for (std::size_t i = 0; i < w.size(); ++i)
    for (int b = 0; b < 4; ++b) w[i] |= std::uint32_t(std::uint8_t(bytes[4 * i + std::size_t(b)])) << (8 * b);
  return w;
}

inline std::uint32_t symbol(const kc::ElfImage& elf, const char* name) {
  const kc::ElfSymbol* s = elf.symbol(name);
  INFO("symbol " << name);
  REQUIRE(s != nullptr);
  return s->value;
}

// Steps `iss` (reset at the ELF's entry) until it reaches the dump routine; false if it did not
// within `limit` steps or stopped. `step` executes one instruction.
template <class Iss>
void run_to_dump(Iss& iss, const kc::ElfImage& elf, const std::string& prog, std::uint64_t limit = 1000000) {
  const std::uint32_t halt = symbol(elf, "__qemu_halt"), trap = symbol(elf, "__qemu_trap");
  for (std::uint64_t n = 0; iss.pc() != halt && iss.pc() != trap; ++n) {
    INFO(prog << ": ISS at pc " << std::hex << iss.pc());
    REQUIRE(n < limit);
    REQUIRE(iss.status() == kc::rv32::RunStatus::running);
    iss.step();
  }
}

// The base dump words of an ISS that reached the dump routine (x, f, fcsr, kind, trap CSRs,
// mstatus.FS, sig, trap_log).
template <class Iss>
std::vector<std::uint32_t> base_words(const Iss& iss, const kc::ElfImage& elf) {
  std::vector<std::uint32_t> w(kRegWords, 0);
  for (unsigned r = 1; r < 32; ++r) w[r] = iss.x(r);
  for (unsigned r = 0; r < 32; ++r) w[32 + r] = iss.f(r);
  w[64] = *iss.csr(0x003);
  w[65] = iss.pc() == symbol(elf, "__qemu_trap") ? 1 : 0;
  if (w[65]) {
    w[66] = *iss.csr(0x342);
    w[67] = *iss.csr(0x341);
    w[68] = *iss.csr(0x343);
  }
  w[69] = (*iss.csr(0x300) >> 13) & 3u;
  for (const char* region : {"sig", "trap_log"}) {
    const std::uint32_t base = symbol(elf, region);
    const std::size_t n = std::string(region) == "sig" ? kSigWords : kTrapLogWords;
    for (std::size_t i = 0; i < n; ++i) w.push_back(iss.read32(base + 4 * std::uint32_t(i)));
  }
  return w;
}

// The name of dump word i ("x10", "fcsr", "sig[3]", "v8[2]", ...).
inline std::string word_name(std::size_t i) {
  static const char* const extra[] = {"fcsr", "kind", "mcause", "mepc", "mtval", "mstatus.FS"};
  static const char* const vec[] = {"vl", "vtype", "vstart", "vxrm", "vxsat", "mstatus.VS", "vlenb", "vpad"};
  if (i < 32) return "x" + std::to_string(i);
  if (i < 64) return "f" + std::to_string(i - 32);
  if (i < kRegWords) return extra[i - 64];
  if (i < kRegWords + kSigWords) return "sig[" + std::to_string(i - kRegWords) + "]";
  if (i < kBaseWords) return "trap_log[" + std::to_string(i - kRegWords - kSigWords) + "]";
  const std::size_t v = i - kBaseWords;
  if (v < 8) return vec[v];
  return "v" + std::to_string((v - 8) / 4) + "[" + std::to_string((v - 8) % 4) + "]";
}

// Every differing word but those named in `ignored` (a halt's trap CSRs are not part of its state);
// returns how many differ and the first 8 in `diff`.
inline std::size_t differences(const std::vector<std::uint32_t>& q, const std::vector<std::uint32_t>& s,
                               const std::vector<std::string>& ignored, std::string& diff) {
  std::ostringstream d;
  std::size_t n = 0;
  for (std::size_t i = 0; i < q.size() && i < s.size(); ++i) {
    if (q[65] == 0 && i >= 66 && i <= 68) continue;
    if (std::find(ignored.begin(), ignored.end(), word_name(i)) != ignored.end()) continue;
    if (q[i] == s[i]) continue;
    if (n++ < 8) d << "\n  " << word_name(i) << ": qemu 0x" << std::hex << q[i] << ", iss 0x" << s[i] << std::dec;
  }
  diff = d.str();
  return n + (q.size() != s.size() ? 1 : 0);
}

}  // namespace qemutest
