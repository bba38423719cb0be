// plena.cosim.planted_bug: `kernelcraft cosim` against a core with a planted bug (model
// plena_core_small_broken, KC_TEST_BREAK_FORWARDING: a copy of plena_decode.sv in which results of
// the scalar FP unit are not marked pending, so an instruction right behind one that reads the
// register gets the old value). Real processes throughout: kernelcraft, the runners, fst2vcd.
//   - the random programs find it (exit 1), shrink it (the saved program is shorter than the
//     generated one) and save it;
//   - the saved program still diverges on the broken core and agrees on the real one (replay);
//   - the first divergence names an instruction that reads the register a scalar FP op right
//     before it writes (the planted bug's instruction), with its pc, listing line and text, and
//     the waveform window is an FST that fst2vcd reads, with a GTKWave save file naming it.
// The same command on the real core finds nothing (plena.cosim.count_small, CMakeLists.txt).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "kc/runner.h"
#include "plena_isa_table.h"

namespace fs = std::filesystem;
using json = nlohmann::json;
namespace isa = kc::plena::isa;

namespace {

kc::ProcessResult kernelcraft(const std::vector<std::string>& args, const std::string& runner) {
  kc::ProcessSpec spec;
  spec.program = KC_KERNELCRAFT;
  spec.args = args;
  spec.env = {{"KC_COSIM_PLENA", runner}};
  spec.timeout_seconds = 600;
  return kc::run_process(spec);
}

std::string read_file(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The operand values of `word` whose kind is an FP register (f0..f7).
std::vector<uint32_t> fp_register_operands(uint32_t word) {
  std::vector<uint32_t> out;
  const isa::Instr* in = isa::decode(word);
  if (!in) return out;
  for (unsigned i = 0; i < in->num_operands; ++i) {
    const isa::Operand& o = in->operands[i];
    const isa::KindInfo& k = isa::kKinds[unsigned(o.kind)];
    if (k.count && std::string(k.reg_prefix) == "f") out.push_back(isa::field_get(word, o.field));
  }
  return out;
}

// Instructions whose first operand is an FP register written by the scalar FP unit.
bool fp_writer(const isa::Instr& in) {
  const std::string m = in.mnemonic;
  return m == "S_ADD_FP" || m == "S_SUB_FP" || m == "S_MAX_FP" || m == "S_MUL_FP" ||
         m == "S_EXP_FP" || m == "S_RECI_FP" || m == "S_SQRT_FP";
}

}  // namespace

TEST_CASE("plena.cosim.planted_bug") {
  const fs::path dir = fs::path(KC_TEST_OUT_DIR) / "planted";
  fs::remove_all(dir);

  // 1. Random programs on the broken core: divergences found, the first one shrunk and saved.
  const kc::ProcessResult r = kernelcraft({"cosim", "--platform", "plena", "--hw", "small", "--count", "40", "--seed",
                                           "1", "-j", "2", "--save", dir.string(), "--max-failures", "1"},
                                          KC_COSIM_BROKEN);
  INFO(r.out << r.err);
  REQUIRE(r.status == kc::ProcessStatus::exited);
  REQUIRE(r.exit_code == 1);
  REQUIRE(r.out.find("DIVERGED seed") != std::string::npos);

  std::vector<fs::path> saved;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".json") saved.push_back(e.path());
  REQUIRE(saved.size() == 1);
  const json j = json::parse(read_file(saved[0]));
  const auto words = j.at("words").get<std::vector<uint32_t>>();
  INFO("saved program " << saved[0] << "\n" << j.dump(2));
  CHECK(j.at("shrunk").get<bool>());
  CHECK(words.size() < j.at("generated_instructions").get<size_t>());
  CHECK(!words.empty());

  // 2. The first divergence: an instruction that reads an FP register which one of the few
  //    instructions right before it writes through the scalar FP unit (the planted bug's
  //    instruction: it issued before that result was written).
  const json& fd = j.at("first_divergence");
  const uint32_t pc = fd.at("pc").get<uint32_t>();
  REQUIRE(pc >= 1);
  REQUIRE(pc < words.size());
  CHECK(fd.at("word").get<uint32_t>() == words[pc]);
  CHECK(fd.at("line").get<uint32_t>() == pc + 1);
  const auto reads = fp_register_operands(words[pc]);
  bool behind_writer = false;
  for (uint32_t w = pc >= 4 ? pc - 4 : 0; w < pc; ++w) {
    const isa::Instr* in = isa::decode(words[w]);
    if (!in || !fp_writer(*in)) continue;
    const uint32_t fd_reg = isa::field_get(words[w], in->operands[0].field);
    if (fd_reg != 0 && std::find(reads.begin(), reads.end(), fd_reg) != reads.end()) behind_writer = true;
  }
  CHECK(behind_writer);
  CHECK(!fd.at("diff").get<std::string>().empty());
  // The listing's line `line` is the instruction the report names.
  {
    std::istringstream listing(read_file(fd.at("listing").get<std::string>()));
    std::string line;
    for (uint32_t i = 0; i <= pc; ++i) std::getline(listing, line);
    CHECK(line.find(fd.at("text").get<std::string>()) != std::string::npos);
  }

  // 3. The waveform window: a non-empty FST that fst2vcd reads, and a GTKWave save file naming it.
  const fs::path fst = fd.at("fst").get<std::string>();
  REQUIRE(fs::exists(fst));
  CHECK(fs::file_size(fst) > 0);
  CHECK(read_file(fd.at("gtkw").get<std::string>()).find(fst.string()) != std::string::npos);
  const std::string fst2vcd = KC_FST2VCD;
  if (fst2vcd.empty() || fst2vcd.find("NOTFOUND") != std::string::npos) {
    FAIL("fst2vcd not found at configure time (Debian package gtkwave; scripts/install-deps.sh installs it)");
  } else {
    kc::ProcessSpec spec;
    spec.program = fst2vcd;
    spec.args = {fst.string()};
    spec.timeout_seconds = 60;
    const kc::ProcessResult v = kc::run_process(spec);
    INFO(v.err);
    CHECK(v.ok());
    CHECK(v.out.find("$enddefinitions") != std::string::npos);
    CHECK(v.out.find("issue_o") != std::string::npos);
    CHECK(v.out.find("\n#") != std::string::npos);  // value changes, not just the header
  }

  // 4. Replay: the saved program still diverges on the broken core, and agrees on the real one.
  const kc::ProcessResult broken = kernelcraft(
      {"cosim", "--platform", "plena", "--replay", saved[0].string(), "--save", (dir / "replay").string()},
      KC_COSIM_BROKEN);
  INFO(broken.out << broken.err);
  CHECK(broken.exit_code == 1);
  CHECK(broken.out.find("DIVERGED") != std::string::npos);
  const kc::ProcessResult good = kernelcraft(
      {"cosim", "--platform", "plena", "--replay", saved[0].string(), "--save", (dir / "replay").string()},
      KC_COSIM_GOOD);
  INFO(good.out << good.err);
  CHECK(good.exit_code == 0);
  CHECK(good.out.find("ok ") != std::string::npos);
}

// plena.cosim.bundle: the first divergence of a kernel's run bundle, the way a failing corpus or
// baseline kernel is examined: the template compiler's rmsnorm C1 for `small` (it has scalar FP
// ops whose results vector ops read soon after), kept by `kernelcraft eval --keep`, located with
// `kernelcraft cosim --bundle --kernel`. The real core agrees; on the broken core the report
// names the kernel's source line of an instruction that reads a scalar FP op's result.
TEST_CASE("plena.cosim.bundle") {
  const fs::path dir = fs::path(KC_TEST_OUT_DIR) / "bundle";
  fs::remove_all(dir);
  fs::create_directories(dir);
  const std::string kernel = (dir / "rmsnorm.asm").string();
  const auto base = kernelcraft({"baseline", "--platform", "plena", "--task", "rmsnorm", "--config", "C1", "--hw",
                                 "small", "-o", kernel},
                                KC_COSIM_GOOD);
  INFO(base.out << base.err);
  REQUIRE(base.ok());
  const auto ev = kernelcraft({"eval", "--platform", "plena", "--task", "rmsnorm", "--config", "C1", "--hw", "small",
                               kernel, "--keep", (dir / "run").string()},
                              KC_COSIM_GOOD);
  INFO(ev.out << ev.err);
  REQUIRE(ev.ok());
  const std::string run_json = (dir / "run" / "run.json").string();
  const std::vector<std::string> args = {"cosim",  "--platform", "plena",          "--bundle", run_json,
                                         "--kernel", kernel,     "--save", (dir / "out").string()};
  const auto good = kernelcraft(args, KC_COSIM_GOOD);
  INFO(good.out << good.err);
  CHECK(good.exit_code == 0);
  CHECK(good.out.find("no divergence") != std::string::npos);

  const auto bad = kernelcraft(args, KC_COSIM_BROKEN);
  INFO(bad.out << bad.err);
  REQUIRE(bad.exit_code == 1);
  const json j = json::parse(read_file(dir / "out" / "bundle-run.json"));
  INFO(j.dump(2));
  const unsigned line = j.at("source_line").get<unsigned>();
  std::istringstream src(read_file(kernel));
  std::vector<std::string> lines;
  for (std::string l; std::getline(src, l);) lines.push_back(l);
  REQUIRE(line >= 1);
  REQUIRE(line <= lines.size());
  CHECK(lines[line - 1].find(j.at("text").get<std::string>()) != std::string::npos);
  // The named instruction reads a register written by a scalar FP op a few instructions before.
  const std::string prog = read_file(dir / "run" / "prog.bin");
  std::vector<uint32_t> words(prog.size() / 4);
  std::memcpy(words.data(), prog.data(), 4 * words.size());
  const uint32_t pc = j.at("pc").get<uint32_t>();
  REQUIRE(pc < words.size());
  const auto reads = fp_register_operands(words[pc]);
  bool behind_writer = false;
  for (uint32_t w = pc >= 4 ? pc - 4 : 0; w < pc; ++w) {
    const isa::Instr* in = isa::decode(words[w]);
    if (!in || !fp_writer(*in)) continue;
    const uint32_t f = isa::field_get(words[w], in->operands[0].field);
    if (f != 0 && std::find(reads.begin(), reads.end(), f) != reads.end()) behind_writer = true;
  }
  CHECK(behind_writer);
  CHECK(fs::file_size(j.at("fst").get<std::string>()) > 0);
}
