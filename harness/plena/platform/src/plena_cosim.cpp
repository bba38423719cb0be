// plena's co-simulation support (kc/cosim.h): the kc-cosim-plena runner process does the RTL and
// ISS work; this side writes its jobs, reads its answers, and knows plena's encodings for the
// shrinker and the listings.
#include "plena_cosim.h"

#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "kc/plena_disasm.h"
#include "kc/runner.h"
#include "plena_isa_table.h"

namespace kc::plena {

namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

// $KC_COSIM_PLENA if set, else kc-cosim-plena beside the running executable.
std::string runner_path() {
  if (const char* env = std::getenv("KC_COSIM_PLENA"); env && *env) return env;
  std::error_code ec;
  const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
  return ec ? "kc-cosim-plena" : (exe.parent_path() / "kc-cosim-plena").string();
}

// Runs one job; the runner's JSON answer.
json call_runner(const json& job) {
  static std::atomic<unsigned> counter{0};
  const fs::path file = fs::temp_directory_path() /
                        ("kc-cosim-" + std::to_string(::getpid()) + "-" + std::to_string(counter++) + ".json");
  {
    std::ofstream o(file);
    if (!o) throw std::runtime_error("cannot write " + file.string());
    o << job.dump();
  }
  ProcessSpec spec;
  spec.program = runner_path();
  spec.args = {file.string()};
  spec.timeout_seconds = 3600;
  const ProcessResult r = run_process(spec);
  std::error_code ec;
  fs::remove(file, ec);
  if (!r.ok())
    throw std::runtime_error(spec.program + " " + describe(r) + (r.err.empty() ? "" : ": " + last_lines(r.err, 5)));
  try {
    return json::parse(r.out);
  } catch (const std::exception& e) {
    throw std::runtime_error(spec.program + " answered something that is not JSON: " + e.what());
  }
}

json program_json(const CosimProgram& p) {
  json j;
  if (!p.bundle.empty()) return json{{"bundle", fs::absolute(p.bundle).string()}};
  j["seed"] = p.seed;
  if (p.words) j["words"] = *p.words;
  return j;
}

}  // namespace

std::vector<std::string> PlenaCosim::hw_configs() const { return built_; }

std::vector<CosimVerdict> PlenaCosim::run(const std::string& hw, const std::vector<CosimProgram>& programs) const {
  json job;
  job["hw"] = hw;
  job["mode"] = "run";
  job["programs"] = json::array();
  for (const auto& p : programs) job["programs"].push_back(program_json(p));
  const json out = call_runner(job);
  const json& rs = out.at("results");
  if (rs.size() != programs.size()) throw std::runtime_error("kc-cosim-plena answered for a different number of programs");
  std::vector<CosimVerdict> v;
  for (const json& r : rs) {
    CosimVerdict c;
    c.seed = r.at("seed").get<uint64_t>();
    c.words = r.at("words").get<std::vector<uint32_t>>();
    c.legal = r.at("legal").get<bool>();
    c.diverged = r.at("diverged").get<bool>();
    c.iss_status = r.value("iss_status", "");
    c.rtl_status = r.value("rtl_status", "");
    c.instructions = r.value("instructions", uint64_t(0));
    c.cycles = r.value("cycles", uint64_t(0));
    c.diff = r.value("diff", "");
    v.push_back(std::move(c));
  }
  return v;
}

std::optional<FirstDivergence> PlenaCosim::locate(const std::string& hw, const CosimProgram& program,
                                                  const std::optional<CosimTrace>& trace) const {
  json job;
  job["hw"] = hw;
  job["mode"] = "locate";
  job["programs"] = json::array({program_json(program)});
  if (trace) job["trace"] = {{"fst", trace->fst}, {"gtkw", trace->gtkw}, {"window", trace->window}};
  const json out = call_runner(job);
  const json& r = out.at("results").at(0);
  if (!r.contains("first_divergence")) return std::nullopt;
  const json& f = r.at("first_divergence");
  FirstDivergence d;
  d.index = f.at("index").get<uint64_t>();
  d.pc = f.at("pc").get<uint32_t>();
  d.word = f.value("word", uint32_t(0));
  d.text = f.value("text", "");
  d.cycle = f.value("cycle", uint64_t(0));
  d.diff = f.value("diff", "");
  d.fst = f.value("fst", "");
  d.gtkw = f.value("gtkw", "");
  d.from_cycle = f.value("from_cycle", uint64_t(0));
  d.to_cycle = f.value("to_cycle", uint64_t(0));
  return d;
}

// Each operand that is not already at its smallest value: set to its smallest, and (values
// above 1) halved. Register operands move towards register 0 the same way.
std::vector<uint32_t> PlenaCosim::simplify(uint32_t word) const {
  std::vector<uint32_t> out;
  const isa::Instr* in = isa::decode(word);
  if (!in) return out;
  for (unsigned i = 0; i < in->num_operands; ++i) {
    const isa::Operand& o = in->operands[i];
    const uint32_t v = isa::field_get(word, o.field);
    const uint32_t lowest = o.nonzero ? 1 : 0;
    if (v > lowest) out.push_back(isa::field_put(word, o.field, lowest));
    if (v / 2 > lowest) out.push_back(isa::field_put(word, o.field, v / 2));
  }
  return out;
}

std::string PlenaCosim::assembly(const std::vector<uint32_t>& words) const { return disassemble_program(words, false); }

}  // namespace kc::plena
