#include "sim_test_util.h"

#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "kc/fp.h"
#include "plena_isa_table.h"

namespace kc::simtest {

namespace fs = std::filesystem;

Program& Program::op(const char* mnemonic, std::initializer_list<uint32_t> operands) {
  const plena::isa::Instr* in = plena::isa::find(mnemonic);
  INFO(mnemonic);
  REQUIRE(in != nullptr);
  REQUIRE(operands.size() <= in->num_operands);
  std::vector<uint32_t> v(operands);
  for (std::size_t i = 0; i < v.size(); ++i) REQUIRE(v[i] <= in->operands[i].max);
  words_.push_back(plena::isa::encode(*in, v.data(), v.size()));
  return *this;
}

Program& Program::word(uint32_t w) {
  words_.push_back(w);
  return *this;
}

Program& Program::li(unsigned rd, uint32_t value) {
  op("S_LUI_INT", {rd, value >> 12});
  return op("S_ADDI_INT", {rd, rd, value & 0xFFFu});
}

uint16_t bf16(double v) { return fp::bf16_from_double(v); }
double from_bf16(uint16_t b) { return fp::bf16_to_double(b); }

std::vector<uint8_t> bf16_bytes(const std::vector<double>& values) {
  std::vector<uint8_t> out;
  for (double v : values) {
    const uint16_t b = bf16(v);
    out.push_back(uint8_t(b));
    out.push_back(uint8_t(b >> 8));
  }
  return out;
}

std::vector<double> bf16_values(const std::vector<uint8_t>& bytes) {
  std::vector<double> out;
  for (std::size_t i = 0; i + 1 < bytes.size(); i += 2)
    out.push_back(from_bf16(uint16_t(bytes[i] | bytes[i + 1] << 8)));
  return out;
}

std::vector<uint8_t> u32_bytes(const std::vector<uint32_t>& words) {
  std::vector<uint8_t> out;
  for (uint32_t w : words)
    for (int b = 0; b < 4; ++b) out.push_back(uint8_t(w >> (8 * b)));
  return out;
}

std::vector<uint32_t> u32_values(const std::vector<uint8_t>& bytes) {
  std::vector<uint32_t> out;
  for (std::size_t i = 0; i + 3 < bytes.size(); i += 4)
    out.push_back(uint32_t(bytes[i]) | uint32_t(bytes[i + 1]) << 8 | uint32_t(bytes[i + 2]) << 16 |
                  uint32_t(bytes[i + 3]) << 24);
  return out;
}

BundleDir::BundleDir(const std::string& name) : dir_(std::string(KC_TEST_OUT_DIR) + "/" + name) {
  fs::remove_all(dir_);
  fs::create_directories(dir_);
}

void BundleDir::write(const std::string& file, const std::vector<uint8_t>& bytes) const {
  std::ofstream out(path(file), std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
  REQUIRE(out.good());
}

void BundleDir::write_text(const std::string& file, const std::string& text) const {
  std::ofstream out(path(file), std::ios::binary);
  out << text;
  REQUIRE(out.good());
}

void BundleDir::write_program(const std::string& file, const Program& p) const {
  write(file, u32_bytes(p.words()));
}

std::vector<uint8_t> BundleDir::read(const std::string& file) const {
  INFO("reading " << path(file));
  REQUIRE(exists(file));
  std::ifstream in(path(file), std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  const std::string s = ss.str();
  return std::vector<uint8_t>(s.begin(), s.end());
}

bool BundleDir::exists(const std::string& file) const { return fs::exists(path(file)); }

void BundleDir::write_bundle(const RunBundle& b) const { write_run_bundle(path("run.json"), b); }

Proc BundleDir::run(const std::string& args) const {
  const std::string cmd = std::string("'") + KC_SIM_PLENA + "' '" + path("run.json") + "' " + args +
                          " >'" + path("stdout.txt") + "' 2>'" + path("stderr.txt") + "'";
  const int st = std::system(cmd.c_str());
  Proc p;
  p.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
  auto text = [&](const char* f) {
    std::vector<uint8_t> b = read(f);
    return std::string(b.begin(), b.end());
  };
  p.out = text("stdout.txt");
  p.err = text("stderr.txt");
  return p;
}

RunResult BundleDir::run_ok(const std::string& args, const std::string& result) const {
  const Proc p = run(args);
  INFO("stderr: " << p.err);
  REQUIRE(p.status == 0);
  CHECK(p.err.empty());
  return load_result(path(result));
}

RunBundle basic_bundle(const std::string& config) {
  RunBundle b;
  b.platform = "plena";
  b.config = config;
  b.program.file = "prog.bin";
  b.max_cycles = 1'000'000;
  return b;
}

uint64_t counter(const RunResult& r, const std::string& name) {
  auto v = find_counter(r, name);
  INFO("counter " << name);
  REQUIRE(v.has_value());
  return *v;
}

}  // namespace kc::simtest
