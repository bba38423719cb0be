// The aie platform (kc/aie_platform.h).
#include "kc/aie_platform.h"

#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

#include "aie_configs.h"
#include "kc/aie_asm.h"
#include "kc/aie_baseline.h"
#include "kc/aie_layout.h"
#include "kc/raw32.h"

namespace kc::aie {

namespace fs = std::filesystem;

namespace {

// The configuration called `hw`; throws std::runtime_error naming the known ones.
const HwConfig& config(const std::string& hw) { return named_config(all_configs(), hw, "aie"); }

void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), std::streamsize(bytes.size()));
  if (!out) throw std::runtime_error("cannot write " + path);
}

// Bytes every element of an output holds before the run: a NaN for the floating-point types, an
// unlikely pattern for the integers.
uint8_t poison_byte(DType t) { return t == DType::bf16 || t == DType::f32 ? 0xFF : 0x5A; }


void require_asm(const std::string& lang) {
  if (lang != "asm") throw std::runtime_error("aie kernels are aie bundle assembly (language 'asm'), not '" + lang + "'");
}



// The byte address of tensor `t` in `inst` (in its space); throws if the memory map lacks it.
uint32_t tensor_address(const TaskInstance& inst, const TensorInstance& t) {
  const auto it = inst.address.find(t.name);
  if (it == inst.address.end() || it->second < 0)
    throw std::runtime_error("task " + inst.spec->id + ": tensor " + t.name + " has no aie address");
  return uint32_t(it->second);
}

// The run-bundle space of tensor `t`: `dm` (data memory), or the task's `space` (l2).
std::string tensor_space(const TensorInstance& t) { return t.space.empty() ? "dm" : t.space; }

// Row-major bytes of a tensor -> its bytes in memory order (layout_order), and back.
std::string to_memory(const TensorInstance& t, const std::vector<uint8_t>& row_major) {
  const std::vector<int64_t> order = layout_order(t);
  const std::size_t eb = dtype_bytes(t.dtype);
  std::string out(row_major.size(), '\0');
  for (std::size_t i = 0; i < order.size(); ++i)
    for (std::size_t b = 0; b < eb; ++b) out[i * eb + b] = char(row_major[std::size_t(order[i]) * eb + b]);
  return out;
}

std::vector<uint8_t> from_memory(const TensorInstance& t, const std::vector<uint8_t>& mem) {
  const std::vector<int64_t> order = layout_order(t);
  const std::size_t eb = dtype_bytes(t.dtype);
  std::vector<uint8_t> out(mem.size());
  for (std::size_t i = 0; i < order.size(); ++i)
    for (std::size_t b = 0; b < eb; ++b) out[std::size_t(order[i]) * eb + b] = mem[i * eb + b];
  return out;
}

class AiePlatform final : public Platform {
 public:
  std::string name() const override { return "aie"; }
  std::vector<std::string> hw_configs() const override { return config_names(all_configs()); }
  std::vector<std::string> built_hw_configs() const override { return split_config_list(KC_AIE_CONFIGS_BUILT); }
  std::vector<std::string> coverage_hw_configs() const override { return split_config_list(KC_AIE_COV_CONFIGS_BUILT); }
  std::string default_hw() const override { return "default"; }
  std::string rebuild_hint(const std::string& hw) const override {
    return "reconfigure with it in KC_AIE_RTL_CONFIGS (cmake -B build \"-DKC_AIE_RTL_CONFIGS=small;default;" + hw +
           "\") and rebuild";
  }

  TaskLayout task_layout() const override {
    TaskLayout l;
    l.memory_map = true;
    l.memory = "data memory";
    l.byte_addresses = true;
    l.block_layouts = true;
    // 256-bit accesses are 32-byte aligned; every tensor region fits the data memory of `small`
    // (32 KB), so one task configuration runs on every hardware configuration.
    l.align = 32;
    l.output_slack = 0;
    const HwConfig& small = named_config(all_configs(), "small", "aie");
    l.limit = int64_t(small.dm_bytes);
    // Tensors may live in L2 instead (`space: l2`), reached by the kernel through the tile's DMA.
    l.spaces = {{"l2", "L2", int64_t(small.l2_bytes)}};
    l.roofline = {{"bf16_macs", "bf16 multiplies on the MAC array (mac.bf16_per_cycle per cycle)"},
                  {"int8_macs", "int8 multiplies on the MAC array (mac.int8_per_cycle per cycle)"},
                  {"vec_ops", "vector-slot operations (one per bundle)"},
                  {"load_bytes", "bytes the two load units must read (2 x 32 per cycle)"},
                  {"store_bytes", "bytes the store unit must write (32 per cycle)"}};
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
    return {{"bf16_macs", double(c.peak_bf16_macs)},
            {"int8_macs", double(c.peak_int8_macs)},
            {"vec_ops", 1.0},
            {"load_bytes", double(c.vload_bytes_per_cycle)},
            {"store_bytes", 32.0}};
  }

  std::string kernel_file(const std::string& lang) const override {
    require_asm(lang);
    return "kernel.asm";
  }

  Assembled assemble(const AssembleRequest& req) const override {
    require_asm(req.lang);
    const std::string file = req.filename.empty() ? kernel_file(req.lang) : req.filename;
    AsmResult r = kc::aie::assemble(req.text, file, req.hw.empty() ? nullptr : &config(req.hw));
    Assembled a;
    a.formatted = format_diagnostics(r, req.text, file);
    a.listing = listing(r, req.text);
    a.diagnostics = std::move(r.diagnostics);
    ProgramImage& img = a.image;
    img.format = "raw32";
    img.bytes = to_raw32(r.words);
    img.instructions = r.words.size();
    img.code_bytes = 4 * r.words.size();
    img.sections.push_back({"pm", "pm", 0, img.code_bytes, true});
    for (const DataBlock& d : r.data)
      img.sections.push_back({".data", "dm", d.addr, d.bytes.size(), false, std::string(d.bytes.begin(), d.bytes.end())});
    const std::vector<std::string> source = split_lines(req.text);
    for (std::size_t i = 0; i < r.bundle_starts.size() && i < r.bundle_lines.size(); ++i) {
      const unsigned line = r.bundle_lines[i];
      img.lines.push_back(
          {r.bundle_starts[i], file, line, line >= 1 && line <= source.size() ? trim_blanks(source[line - 1]) : ""});
    }
    return a;
  }

  std::optional<std::string> disassemble(const std::string& bytes, bool with_listing, std::string* error) const override {
    const auto words = from_raw32(bytes, error);
    if (!words) return std::nullopt;
    if (!with_listing) return kc::aie::disassemble(*words);
    std::vector<uint32_t> starts;
    std::string err;
    const auto bundles = decode_program(*words, &err, &starts);
    if (!bundles) {
      if (error) *error = err;
      return std::nullopt;
    }
    std::ostringstream s;
    for (std::size_t i = 0; i < bundles->size(); ++i) {
      const uint32_t end = i + 1 < starts.size() ? starts[i + 1] : uint32_t(words->size());
      char head[32];
      std::snprintf(head, sizeof head, "%5u:", starts[i]);
      s << head;
      for (uint32_t w = starts[i]; w < end; ++w) {
        char hex[16];
        std::snprintf(hex, sizeof hex, " %08x", (*words)[w]);
        s << hex;
      }
      s << "  " << format_bundle((*bundles)[i]) << "\n";
    }
    return s.str();
  }

  RunBundle write_bundle(const std::string& dir, const TaskInstance& inst, const ProgramImage& program,
                         const std::vector<TensorData>& inputs, const BundleOptions& opts) const override {
    const HwConfig& cfg = config(opts.hw);
    fs::create_directories(dir);
    RunBundle b;
    b.platform = "aie";
    b.config = cfg.name;
    b.program = {"prog.bin", "raw32"};
    b.max_cycles = opts.max_cycles;
    b.max_wall_seconds = opts.max_wall_seconds;
    b.trace = opts.trace;
    write_file(dir + "/prog.bin", program.bytes);
    // The program's data blocks first, then the outputs' poison, then the inputs: a later preload
    // wins where they overlap (the task's tensors over a kernel's .data).
    std::size_t n = 0;
    for (const ProgramSection& s : program.sections) {
      if (s.contents.empty() || s.space != "dm") continue;
      const std::string f = "data_" + std::to_string(n++) + ".bin";
      write_file(dir + "/" + f, s.contents);
      b.preload.push_back({"dm", s.addr, f, ""});
    }
    for (const TensorInstance& t : inst.tensors) {
      if (t.role != Role::output) continue;
      const uint64_t bytes = uint64_t(t.elements()) * dtype_bytes(t.dtype);
      write_file(dir + "/" + bundle_poison_file(t.name), std::string(bytes, char(poison_byte(t.dtype))));
      b.preload.push_back({tensor_space(t), tensor_address(inst, t), bundle_poison_file(t.name), ""});
      b.dump.push_back({tensor_space(t), tensor_address(inst, t), bytes, bundle_output_file(t.name), ""});
    }
    for (const TensorData& in : inputs) {
      const TensorInstance& t = tensor(inst, in.name);
      write_file(dir + "/" + bundle_input_file(t.name), to_memory(t, encode(in)));
      b.preload.push_back({tensor_space(t), tensor_address(inst, t), bundle_input_file(t.name), ""});
    }
    const std::string run_json = dir + "/run.json";
    write_run_bundle(run_json, b);
    RunBundle loaded = load_run_bundle(run_json);
    validate_run_bundle(loaded, memory_layout(cfg));
    return loaded;
  }

  std::vector<OutputTensor> read_outputs(const std::string& dir, const TaskInstance& inst) const override {
    std::vector<OutputTensor> outs;
    for (const TensorInstance& t : inst.tensors) {
      if (t.role != Role::output) continue;
      const std::size_t eb = dtype_bytes(t.dtype);
      const std::vector<uint8_t> mem = read_bundle_output(dir, t.name, eb * std::size_t(t.elements()));
      const std::vector<uint8_t> bytes = from_memory(t, mem);
      OutputTensor o{decode(t, bytes), std::vector<bool>(std::size_t(t.elements()))};
      for (std::size_t i = 0; i < o.poisoned.size(); ++i) {
        bool all = true;
        for (std::size_t k = 0; k < eb; ++k) all = all && bytes[i * eb + k] == poison_byte(t.dtype);
        o.poisoned[i] = all;
      }
      outs.push_back(std::move(o));
    }
    return outs;
  }

  // kc-sim-aie clocks a large Verilated model (512-bit datapaths, 128 bf16 multipliers): ~25 k
  // cycles/s measured on a 2-core machine at load 12 (docs/aie/platform.md), so allow 8 k.
  double min_sim_cycles_per_second() const override { return 8'000.0; }

  std::string isa_doc_path() const override { return std::string(KC_SOURCE_DIR) + "/docs/isa/aie.md"; }
  std::vector<std::string> reference_doc_paths() const override {
    return {std::string(KC_SOURCE_DIR) + "/docs/aie/microarchitecture.md"};
  }
  uint64_t program_capacity_bytes(const std::string& hw) const override { return config(hw).pm_bytes; }

  std::string hw_summary(const std::string& hw) const override;
  std::string task_rules(const TaskInstance& inst, const std::string& hw) const override;
  std::string memory_map_text(const TaskInstance& inst, const std::string& hw) const override;

  std::optional<KernelSource> baseline(const TaskInstance& inst, const std::string& hw) const override {
    const auto text = kc::aie::baseline::generate(inst, config(hw));
    if (!text) return std::nullopt;
    return KernelSource{*text, "asm"};
  }

 private:
  static const TensorInstance& tensor(const TaskInstance& inst, const std::string& name) {
    for (const TensorInstance& t : inst.tensors)
      if (t.name == name) return t;
    throw std::runtime_error("task " + inst.spec->id + " has no tensor " + name);
  }

  // "word  encoding... source line" per bundle.
  static std::string listing(const AsmResult& r, const std::string& text) {
    if (!r.ok()) return "";
    const std::vector<std::string> source = split_lines(text);
    std::ostringstream s;
    for (std::size_t i = 0; i < r.bundle_starts.size(); ++i) {
      const uint32_t end = i + 1 < r.bundle_starts.size() ? r.bundle_starts[i + 1] : uint32_t(r.words.size());
      char head[32];
      std::snprintf(head, sizeof head, "%5u:", r.bundle_starts[i]);
      s << head;
      std::string enc;
      for (uint32_t w = r.bundle_starts[i]; w < end; ++w) {
        char hex[16];
        std::snprintf(hex, sizeof hex, " %08x", r.words[w]);
        enc += hex;
      }
      s << enc;
      for (std::size_t pad = enc.size(); pad < 54; ++pad) s << ' ';
      const unsigned line = i < r.bundle_lines.size() ? r.bundle_lines[i] : 0;
      s << "  " << (line >= 1 && line <= source.size() ? trim_blanks(source[line - 1]) : "") << "\n";
    }
    return s.str();
  }
};

std::string AiePlatform::hw_summary(const std::string& hw) const {
  const HwConfig& c = config(hw);
  std::ostringstream s;
  s << "aie configuration `" << c.name << "`: " << c.description << "\n\n"
    << "- program memory " << c.pm_bytes << " bytes (" << c.pm_words << " operation words); data memory " << c.dm_bytes
    << " bytes in " << c.dm_banks << " single-ported banks: bank = 2 * (addr / " << c.dm_group_bytes
    << ") + addr[4]; a 256-bit access uses both banks of its group of " << c.dm_group_bytes
    << " bytes, a 32-bit access one bank; accesses of one bundle that share a bank cost one extra cycle each\n"
    << "- one bundle per cycle: two loads, one store, one scalar, one vector (MAC array or vector ALU) and one move "
       "operation\n"
    << "- MAC array: " << c.peak_bf16_macs << " bf16 multiplies per cycle (a vmmac.bf16, 128 multiplies, issues every "
    << 128 / c.mac_bf16_per_cycle << " cycle" << (128 / c.mac_bf16_per_cycle == 1 ? "" : "s") << "), "
    << c.peak_int8_macs << " int8 multiplies per cycle (a vmmac.i8 every " << 256 / c.mac_int8_per_cycle << ")\n"
    << "- latencies (cycles from issue until a dependent operation may issue; interlocked): load " << c.load_latency
    << ", bf16 MAC " << c.mac_bf16_latency << " (accumulator forward " << c.timing_of(isa::LatClass::mmul_bf16).acc_forward
    << "), int MAC " << c.mac_int_latency << ", vector ALU " << c.valu_latency << ", SRS and fp32 -> bf16 "
    << c.srs_latency << ", bf16 -> fp32 " << c.ups_latency << ", moves " << c.move_latency << ", scalar 1 (multiply "
    << c.mul_latency << "); a taken branch costs " << c.branch_penalty << " extra cycles, loop back edges none\n"
    << "- zero-overhead loops nest " << c.loop_depth << " deep\n"
    << "- L2 memory: " << c.l2_bytes << " bytes behind the tile's DMA (channels in0, in1: L2 -> data memory; out0, "
       "out1: data memory -> L2; 2-D transfers of 32-byte beats, dmacfg / dmastart / dmawait); L2 accepts a 32-byte "
       "request every " << (c.l2_interval == 1 ? std::string("cycle") : std::to_string(c.l2_interval) + " cycles")
    << " and answers a read "
    << c.l2_latency << " cycles later; DMA beats use data-memory bank cycles the core's accesses leave free\n"
    << "\nEvery latency class and configuration: the ISA reference's \"Latencies and interlocks\" section.\n";
  return s.str();
}

std::string AiePlatform::memory_map_text(const TaskInstance& inst, const std::string& hw) const {
  const HwConfig& c = config(hw);
  std::ostringstream s;
  bool any_l2 = false;
  for (const TensorInstance& t : inst.tensors) any_l2 = any_l2 || !t.space.empty();
  s << "Byte addresses in data memory (`dm`)" << (any_l2 ? " or in L2 (`l2`, reached only through the DMA)" : "")
    << ", every tensor 32-byte aligned:\n\n"
    << "| tensor | role | dtype | memory | first byte | last byte | bytes | layout |\n|---|---|---|---|---|---|---|---|\n";
  for (const TensorInstance& t : inst.tensors) {
    const auto it = inst.address.find(t.name);
    if (it == inst.address.end()) continue;
    const int64_t bytes = t.elements() * int64_t(dtype_bytes(t.dtype));
    std::string layout = "row-major";
    if (const auto b = parse_block_layout(t.layout))
      layout = std::to_string(b->first) + " x " + std::to_string(b->second) +
               " blocks (blocks in row-major order, each block row-major)";
    s << "| `" << t.name << "` | " << (t.role == Role::input ? "input" : "output") << " | " << dtype_name(t.dtype)
      << " | " << tensor_space(t) << " | " << it->second << " | " << it->second + bytes - 1 << " | " << bytes << " | " << layout << " |\n";
  }
  s << "\nBank groups of `" << c.name << "`: " << c.dm_group_bytes << " bytes each (group g = addresses g * "
    << c.dm_group_bytes << " .. (g+1) * " << c.dm_group_bytes
    << " - 1); two 256-bit accesses of one bundle in the same group cost two extra cycles.\n";
  return s.str();
}

std::string AiePlatform::task_rules(const TaskInstance& inst, const std::string& hw) const {
  const HwConfig& c = config(hw);
  (void)inst;
  std::ostringstream s;
  s << "- The kernel is one aie assembly program for configuration `" << c.name
    << "`. It starts at bundle 0 with every register zero (r, p, m, x, cm) and builds its pointers itself "
       "(e.g. `movpi p0, ADDRESS` with the byte addresses of the memory map).\n"
    << "- Inputs are preloaded in data memory (or L2, where the memory map says `l2`) at their byte addresses, in the "
       "dtype and layout the memory map states; all other data memory and L2 is zero, except `.data` blocks of the "
       "kernel (the inputs are written after them). Tensors in L2 are reached only by DMA transfers "
       "(dmacfg / dmastart / dmawait) between L2 and data memory.\n"
    << "- Outputs must be written at their memory-map addresses in the stated dtype and layout. Before the run every "
       "output byte is 0xFF (a NaN), so an element the kernel does not write fails.\n"
    << "- The run ends (`halted`) when a `done` bundle issues; the cycles counted are those from the first bundle "
       "to the `done` (stalls included).\n"
    << "- A fault (an unaligned or out-of-memory access, a loop with count 0 or nested deeper than "
    << c.loop_depth
    << ", a malformed bundle, a fetch past the end of the program) or the cycle limit (20 x the baseline's cycles, at "
       "least 1,000,000) ends the run as a failure; the report names the bundle address and its source line.\n"
    << "- A dmastart whose transfer is not made of 32-byte beats or leaves L2 (" << c.l2_bytes
    << " bytes) or data memory is a fault as well (dma_shape, l2_range, dma_dm_range). `done` waits for every DMA "
       "transfer still running.\n";
  return s.str();
}

}  // namespace

const Platform& platform() {
  static const AiePlatform p;
  return p;
}

}  // namespace kc::aie
