// Helpers of the generator error tests (tests/{plena,rv32,coral,aie}/isa): a shell command's status and
// output, a shipped YAML table with one mutation written to a scratch directory with the
// `path:line:col: error: ` prefix the generator must report for it, and a generator under test
// that checks both.
#pragma once

#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace gentest {

struct Run {
  int status = -1;
  std::string output;  // stdout and stderr
};

// Runs a shell command and collects its output.
inline Run run(const std::string& cmd) {
  Run r;
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  if (!p) return r;
  std::array<char, 4096> buf;
  std::size_t n;
  while ((n = std::fread(buf.data(), 1, buf.size(), p)) > 0) r.output.append(buf.data(), n);
  const int st = pclose(p);
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

inline std::string slurp(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// A copy of `text` with the first `find` replaced by `replace`, written to dir/name. `at` (a part
// of `replace`) is where the error must point; returns "path:line:col: error: ".
inline std::string mutate(const std::string& text, const std::string& find, const std::string& replace,
                          const std::string& at, const std::string& dir, const std::string& name) {
  const std::size_t pos = text.find(find);
  REQUIRE(pos != std::string::npos);
  std::string out = text;
  out.replace(pos, find.size(), replace);
  const std::size_t off = replace.find(at);
  REQUIRE(off != std::string::npos);
  const std::size_t p = pos + off;
  const std::size_t line = std::size_t(std::count(out.begin(), out.begin() + long(p), '\n')) + 1;
  const std::size_t bol = out.rfind('\n', p == 0 ? 0 : p - 1);
  const std::size_t col = p - (bol == std::string::npos ? 0 : bol + 1) + 1;
  std::filesystem::create_directories(dir);
  const std::string path = dir + "/" + name;
  std::ofstream(path, std::ios::binary) << out;
  return path + ":" + std::to_string(line) + ":" + std::to_string(col) + ": error: ";
}

// `kc-gen <platform>` under test: `fixed_isas` are passed before the table under test (`isa`, e.g.
// coral's vector table after rv32's), configurations come from `cfg_dir`, and every run writes
// into a scratch directory of this process (ctest runs the cases of one binary in parallel).
struct Generator {
  std::string exe, platform, isa, cfg_dir;
  std::vector<std::string> fixed_isas;
  std::string out = std::string(KC_TEST_OUT_DIR) + "/" + platform + "_gen_errors_" + std::to_string(getpid());

  Run gen(const std::string& table, const std::vector<std::string>& cfgs) const {
    std::filesystem::create_directories(out);
    std::string cmd = exe + " " + platform;
    for (const auto& f : fixed_isas) cmd += " --isa '" + f + "'";
    cmd += " --isa '" + table + "'";
    for (const auto& c : cfgs) cmd += " --cfg '" + c + "'";
    return run(cmd + " --out '" + out + "/out'");
  }

  // The shipped table and configurations generate silently.
  void expect_ok() const {
    const Run r = gen(isa, {cfg_dir + "/small.yaml", cfg_dir + "/default.yaml", cfg_dir + "/fpga.yaml"});
    INFO(r.output);
    CHECK(r.status == 0);
    CHECK(r.output.empty());
  }

  // The table under test with `find` replaced by `replace` fails with `message` at `at`.
  void expect_isa_error(const std::string& find, const std::string& replace, const std::string& at,
                        const std::string& message) const {
    const std::string name = std::filesystem::path(isa).filename().string();
    const std::string where = mutate(slurp(isa), find, replace, at, out, name);
    expect_error(gen(out + "/" + name, {cfg_dir + "/small.yaml"}), where + message);
  }

  // cfg/small.yaml with one mutation, saved as `file`, fails with `message` at `at`.
  void expect_cfg_error(const std::string& find, const std::string& replace, const std::string& at,
                        const std::string& message, const std::string& file = "small.yaml") const {
    const std::string dir = out + "/" + file.substr(0, file.find('.')) + "_cfg";
    const std::string where = mutate(slurp(cfg_dir + "/small.yaml"), find, replace, at, dir, file);
    expect_error(gen(isa, {dir + "/" + file}), where + message);
  }

  static void expect_error(const Run& r, const std::string& text) {
    INFO(r.output);
    CHECK(r.status == 1);
    CHECK(r.output.find(text) != std::string::npos);
  }
};

}  // namespace gentest
