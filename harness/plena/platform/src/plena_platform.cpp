// The plena platform (kc/plena_platform.h).
#include "kc/plena_platform.h"

#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

#include "kc/fp.h"
#include "kc/plena_asm.h"
#include "kc/plena_disasm.h"
#include "kc/plena_layout.h"
#include "kc/raw32.h"
#include "plena_board_support.h"
#include "plena_configs.h"
#include "plena_cosim.h"
#ifdef KC_HAVE_PLENA_BASELINE
#include "kc/plena_baseline.h"
#endif

namespace kc::plena {

namespace fs = std::filesystem;

namespace {

// The configuration called `hw`; throws std::runtime_error naming the known ones.
const HwConfig& config(const std::string& hw) { return named_config(all_configs(), hw, "plena"); }

void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), std::streamsize(bytes.size()));
  if (!out) throw std::runtime_error("cannot write " + path);
}

std::string bytes_text(const std::vector<uint8_t>& bytes) { return std::string(bytes.begin(), bytes.end()); }

// Little-endian bf16 words as bytes.
std::string bf16_file(const std::vector<uint16_t>& words) {
  std::string s;
  for (uint16_t w : words) s += {char(w & 0xFF), char(w >> 8)};
  return s;
}

// The HBM element address of tensor `t` in `inst`; throws if the memory map lacks it.
uint64_t hbm_address(const TaskInstance& inst, const TensorInstance& t) {
  const auto it = inst.address.find(t.name);
  if (it == inst.address.end() || it->second < 0)
    throw std::runtime_error("task " + inst.spec->id + ": tensor " + t.name + " has no plena HBM address");
  return uint64_t(it->second);
}

// plena HBM holds bf16 only.
void require_bf16(const TaskInstance& inst, const TensorInstance& t) {
  if (t.dtype != DType::bf16)
    throw std::runtime_error("task " + inst.spec->id + ": tensor " + t.name + " is " + dtype_name(t.dtype) +
                             "; plena HBM holds bf16 only");
}

// FP_MEM image of the task's constants: words 0..max slot, unlisted slots zero.
std::vector<uint16_t> fp_mem_image(const TaskInstance& inst) {
  std::vector<uint16_t> words;
  for (const auto& [slot, value] : inst.constants) {
    if (slot >= words.size()) words.resize(slot + 1, 0);
    words[slot] = fp::bf16_from_double(value);
  }
  return words;
}


// plena kernels are plena assembly only.
void require_asm(const std::string& lang) {
  if (lang != "asm") throw std::runtime_error("plena kernels are plena assembly (language 'asm'), not '" + lang + "'");
}



class PlenaPlatform final : public Platform {
 public:
  std::string name() const override { return "plena"; }

  std::vector<std::string> hw_configs() const override { return config_names(all_configs()); }

  std::vector<std::string> built_hw_configs() const override { return split_config_list(KC_PLENA_CONFIGS_BUILT); }
  std::vector<std::string> coverage_hw_configs() const override { return split_config_list(KC_PLENA_COV_CONFIGS_BUILT); }

  std::string default_hw() const override { return "default"; }

  TaskLayout task_layout() const override {
    TaskLayout l;
    l.memory_map = true;
    l.memory = "HBM";
    // Starts aligned to a VRAM row of `default` (64 elements); ST_ROWS · VLEN = 4 · 64 elements
    // after an output; the HBM of `small` (8,388,608 elements); the FP_MEM of `small` (256 words).
    l.align = 64;
    l.output_slack = 256;
    l.limit = 8388608;
    l.constant_slots = 256;
    l.constant_memory = "FP_MEM";
    l.scratch = true;
    l.roofline = {{"matrix_macs", "multiply-accumulates on the matrix unit"},
                  {"vector_ops", "element operations on the vector unit"},
                  {"hbm_bytes", "bytes across the HBM port"}};
    for (const auto& [sym, value] : config(default_hw()).values) l.hw_symbols.push_back(sym);
    return l;
  }

  std::map<std::string, double> hw_values(const std::string& hw) const override {
    std::map<std::string, double> v;
    for (const auto& [sym, value] : config(hw).values) v[sym] = double(value);
    return v;
  }

  std::map<std::string, double> peak(const std::string& hw) const override {
    const HwConfig& c = config(hw);
    return {{"matrix_macs", double(c.peak_matrix_macs_per_cycle)},
            {"vector_ops", double(c.peak_vector_lanes_per_cycle)},
            {"hbm_bytes", double(c.peak_hbm_bytes_per_cycle)}};
  }

  std::string kernel_file(const std::string& lang) const override {
    require_asm(lang);
    return "kernel.asm";
  }

  Assembled assemble(const AssembleRequest& req) const override {
    require_asm(req.lang);
    const std::string file = req.filename.empty() ? kernel_file(req.lang) : req.filename;
    AsmResult r = kc::plena::assemble(req.text, file, req.hw.empty() ? nullptr : &config(req.hw));
    Assembled a;
    a.formatted = format_diagnostics(r, req.text, file);
    a.listing = format_listing(r, req.text);
    a.diagnostics = std::move(r.diagnostics);   // (half a million of them must not be copied)
    ProgramImage& img = a.image;
    img.format = "raw32";
    img.bytes = to_raw32(r.words);
    img.instructions = r.words.size();
    img.code_bytes = 4 * r.words.size();
    img.sections.push_back({"imem", "imem", 0, img.code_bytes, true});
    const std::vector<std::string> source = split_lines(req.text);
    for (std::size_t i = 0; i < r.words.size() && i < r.lines.size(); ++i) {
      const unsigned line = r.lines[i];
      img.lines.push_back({i, file, line, line >= 1 && line <= source.size() ? trim_blanks(source[line - 1]) : ""});
    }
    return a;
  }

  std::optional<std::string> disassemble(const std::string& bytes, bool listing, std::string* error) const override {
    const auto words = from_raw32(bytes, error);
    if (!words) return std::nullopt;
    return disassemble_program(*words, listing);
  }

  RunBundle write_bundle(const std::string& dir, const TaskInstance& inst, const ProgramImage& program,
                         const std::vector<TensorData>& inputs, const BundleOptions& opts) const override {
    const HwConfig& cfg = config(opts.hw);
    fs::create_directories(dir);
    RunBundle b;
    b.platform = "plena";
    b.config = cfg.name;
    b.program = {"prog.bin", "raw32"};
    b.max_cycles = opts.max_cycles;
    b.max_wall_seconds = opts.max_wall_seconds;
    b.trace = opts.trace;
    write_file(dir + "/prog.bin", program.bytes);
    // Outputs first: poison, then inputs, so an input would win if a task ever overlapped them.
    for (const TensorInstance& t : inst.tensors) {
      if (t.role != Role::output) continue;
      require_bf16(inst, t);
      write_file(dir + "/" + bundle_poison_file(t.name), bf16_file(std::vector<uint16_t>(std::size_t(t.elements()), kPoison)));
      b.preload.push_back({"hbm", hbm_address(inst, t), bundle_poison_file(t.name), ""});
      b.dump.push_back({"hbm", hbm_address(inst, t), 2 * uint64_t(t.elements()), bundle_output_file(t.name), ""});
    }
    for (const TensorData& in : inputs) {
      const TensorInstance& t = tensor(inst, in.name);
      require_bf16(inst, t);
      write_file(dir + "/" + bundle_input_file(t.name), bytes_text(encode(in)));
      b.preload.push_back({"hbm", hbm_address(inst, t), bundle_input_file(t.name), ""});
    }
    if (const std::vector<uint16_t> fp = fp_mem_image(inst); !fp.empty()) {
      write_file(dir + "/fp_mem.bin", bf16_file(fp));
      b.preload.push_back({"fp_mem", 0, "fp_mem.bin", ""});
    }
    const std::string run_json = dir + "/run.json";
    write_run_bundle(run_json, b);
    // Check what the simulator will read, as it will read it: a task that does not fit this
    // hardware (an address beyond HBM, too many FP_MEM slots, a program beyond IMEM) fails here.
    RunBundle loaded = load_run_bundle(run_json);
    validate_run_bundle(loaded, memory_layout(cfg));
    return loaded;
  }

  std::vector<OutputTensor> read_outputs(const std::string& dir, const TaskInstance& inst) const override {
    std::vector<OutputTensor> outs;
    for (const TensorInstance& t : inst.tensors) {
      if (t.role != Role::output) continue;
      const std::vector<uint8_t> bytes = read_bundle_output(dir, t.name, 2 * std::size_t(t.elements()));
      OutputTensor o{decode(t, bytes), std::vector<bool>(std::size_t(t.elements()))};
      for (std::size_t i = 0; i < o.poisoned.size(); ++i)
        o.poisoned[i] = uint16_t(bytes[2 * i] | bytes[2 * i + 1] << 8) == kPoison;
      outs.push_back(std::move(o));
    }
    return outs;
  }

  std::string isa_doc_path() const override { return std::string(KC_SOURCE_DIR) + "/docs/isa/plena.md"; }
  std::string isa_short_doc_path() const override { return std::string(KC_SOURCE_DIR) + "/docs/isa/plena_short.md"; }
  std::vector<std::string> reference_doc_paths() const override {
    return {std::string(KC_SOURCE_DIR) + "/docs/plena/microarchitecture.md"};
  }
  uint64_t program_capacity_bytes(const std::string& hw) const override { return 4 * uint64_t(config(hw).imem_words); }

  std::string hw_summary(const std::string& hw) const override;
  std::string task_rules(const TaskInstance& inst, const std::string& hw) const override;

  std::string memory_map_text(const TaskInstance& inst, const std::string& hw) const override {
    (void)config(hw);
    return address_table_markdown(inst, "Element addresses (one address per element):");
  }

  const CosimSupport* cosim() const override { return &cosim_; }
  const board::BoardSupport* board() const override { return &board_support(); }   // fpga/plena/ (kc-board-virtual-plena)

  std::optional<KernelSource> baseline(const TaskInstance& inst, const std::string& hw) const override {
#ifdef KC_HAVE_PLENA_BASELINE
    const auto text = kc::plena::baseline::generate(inst, config(hw));
    if (!text) return std::nullopt;
    return KernelSource{*text, "asm"};
#else
    (void)inst;
    (void)config(hw);
    return std::nullopt;
#endif
  }

 private:
  // The instance tensor called `name`; throws if the task has none.
  static const TensorInstance& tensor(const TaskInstance& inst, const std::string& name) {
    for (const TensorInstance& t : inst.tensors)
      if (t.name == name) return t;
    throw std::runtime_error("task " + inst.spec->id + " has no tensor " + name);
  }

  PlenaCosim cosim_{split_config_list(KC_PLENA_CONFIGS_BUILT)};
};

std::string PlenaPlatform::hw_summary(const std::string& hw) const {
  const HwConfig& c = config(hw);
  std::ostringstream s;
  s << "plena configuration `" << c.name << "`: " << c.description << "\n\n"
    << "- VLEN = " << c.vlen << " elements per VRAM row; MLEN = " << c.mlen << " (matrix tile " << c.mlen << " x "
    << c.mlen << "); BLEN = " << c.blen << " (" << c.blen << " x " << c.blen << " multiply-accumulate array); HLEN = "
    << c.hlen << "\n"
    << "- vector unit: " << c.lanes << " lanes (a VRAM row takes " << c.beats << " beats)\n"
    << "- DMA: H_PREFETCH_V moves PV_ROWS = " << c.prefetch_v_rows << " rows, H_STORE_V moves ST_ROWS = "
    << c.store_v_rows << " rows, H_PREFETCH_M one MLEN x MLEN tile\n"
    << "- memories: VRAM " << c.vram_rows << " rows (" << c.vram_elems << " elements), MRAM " << c.mram_tiles
    << " tiles, FP_MEM " << c.fp_mem_words << " words, INT_MEM " << c.int_mem_words << " words, instruction memory "
    << c.imem_words << " words, HBM " << c.hbm_elems << " elements\n"
    << "- hardware loops nest " << c.loop_depth << " deep\n"
    << "- HBM: latency " << c.hbm_latency_cycles << " cycles, " << c.hbm_bytes_per_cycle << " bytes per cycle, "
    << c.hbm_port_bytes << "-byte port\n"
    << "- peak rates: " << c.peak_matrix_macs_per_cycle << " matrix MACs, " << c.peak_vector_lanes_per_cycle
    << " vector element operations, " << c.peak_hbm_bytes_per_cycle << " HBM bytes per cycle\n"
    << "\nLatencies and capacities of every configuration: the ISA reference's \"Configurations\" and "
       "\"Latency table\" sections.\n";
  return s.str();
}

std::string PlenaPlatform::task_rules(const TaskInstance& inst, const std::string& hw) const {
  const HwConfig& c = config(hw);
  std::ostringstream s;
  s << "- The kernel is one plena assembly program for configuration `" << c.name
    << "`. It starts at instruction 0 with every register at its reset value (gp, f and a registers 0, STRIDE = 1) "
       "and builds every address itself.\n"
    << "- Inputs are in HBM, row-major bf16, at the element addresses of the memory map.";
  if (!inst.constants.empty()) s << " The constants are preloaded in FP_MEM at the listed slots.";
  s << " Everything else (VRAM, MRAM, FP_MEM, INT_MEM) starts at zero.\n"
    << "- Outputs must be written to HBM, row-major bf16, at their memory-map addresses. Before the run every "
       "output element holds a NaN, so an element the kernel does not write fails.\n"
    << "- H_PREFETCH_V always reads " << c.prefetch_v_rows << " rows and H_STORE_V always writes " << c.store_v_rows
    << " rows of VLEN = " << c.vlen << " elements; the memory map leaves at least ST_ROWS * VLEN elements after "
       "each output (slack or another tensor), so a whole-row store never leaves the task's memory.\n"
    << "- The run ends (`halted`) when the program counter passes the last instruction and every unit and every "
       "outstanding HBM write has drained. There is no halt instruction and there are no branches: control flow is "
       "hardware loops with immediate counts.\n"
    << "- A fault (misaligned or out-of-range address, loop error), an illegal instruction or the cycle limit "
       "(20 x the baseline's cycles, at least 1,000,000) ends the run as a failure.\n";
  return s.str();
}

}  // namespace

const Platform& platform() {
  static const PlenaPlatform p;
  return p;
}

}  // namespace kc::plena
