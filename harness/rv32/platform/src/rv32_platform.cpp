// The rv32 family's platform adapter (kc/rv32_family.h) and rv32 itself (kc/rv32_platform.h).
#include "kc/rv32_family.h"
#include "kc/rv32_platform.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

#include "kc/rv32_layout.h"
#include "rv32_board_support.h"
#include "rv32_configs.h"
#include "rv32_isa_table.h"
#include "toolchain.h"
#ifdef KC_HAVE_RV32_BASELINE
#include "kc/rv32_baseline.h"
#endif

namespace kc::rv32 {

namespace fs = std::filesystem;

namespace {

// The smallest DTCM of any configuration with the F extension (what a task's tensors must fit).
// A configuration without F (ice40: 4 KiB DTCM, docs/fpga.md) is a reduced machine for a small
// FPGA: it runs the integer tasks' configurations whose tensors fit its DTCM; the link of any
// other fails ("region `DTCM' overflowed").
uint32_t smallest_dtcm(const std::vector<HwConfig>& configs) {
  uint32_t m = UINT32_MAX;
  for (const HwConfig& c : configs)
    if (c.f_extension) m = std::min(m, c.dtcm_bytes);
  return m;
}

std::string hex(uint64_t v) {
  char buf[24];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(v));
  return buf;
}

void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), std::streamsize(bytes.size()));
  if (!out) throw std::runtime_error("cannot write " + path);
}

// The bit pattern every element of an output holds before a run (never-written detection): a
// signalling NaN for f32 (the FPU only makes the canonical quiet NaN), recognisable words for
// integers.
uint64_t poison_bits(DType t) {
  switch (t) {
    case DType::f32: return 0x7FA0DEADu;
    case DType::i16: return 0xDEADu;
    case DType::i8: case DType::u8: return 0xA5u;
    case DType::i64: return 0xDEADBEEFDEADBEEFull;
    default: return 0xDEADBEEFu;
  }
}

std::string poison_file(const TensorInstance& t) {
  const unsigned w = dtype_bytes(t.dtype);
  const uint64_t p = poison_bits(t.dtype);
  std::string s(std::size_t(t.elements()) * w, '\0');
  for (std::size_t i = 0; i < s.size(); ++i) s[i] = char(p >> (8 * (i % w)));
  return s;
}

// Code sections of an ELF image and the words they hold.
struct CodeWord {
  uint32_t pc, word;
};
std::vector<CodeWord> code_words(const ElfImage& elf) {
  std::vector<CodeWord> out;
  for (const ElfSegment& seg : elf.segments) {
    if (!(seg.flags & 1)) continue;   // PF_X
    for (std::size_t i = 0; i + 4 <= seg.bytes.size(); i += 4)
      out.push_back({uint32_t(seg.vaddr + i), uint32_t(seg.bytes[i]) | uint32_t(seg.bytes[i + 1]) << 8 |
                                                  uint32_t(seg.bytes[i + 2]) << 16 | uint32_t(seg.bytes[i + 3]) << 24});
  }
  return out;
}

// "0x00000010  00a50533  add a0,a0,a0" lines of the code of `elf`; with `lines`, the kernel's
// source line after each instruction of the kernel.
using Disassembler = std::function<std::string(uint32_t, uint32_t)>;
std::string listing_text(const ElfImage& elf, const ProgramImage* img, bool with_words, const Disassembler& dis) {
  std::string s;
  for (const CodeWord& cw : code_words(elf)) {
    char head[40];
    if (with_words)
      std::snprintf(head, sizeof head, "%08x:  %08x  ", cw.pc, cw.word);
    else
      std::snprintf(head, sizeof head, "    ");
    std::string line = head + dis(cw.word, cw.pc);
    if (img) {
      if (const SourceLine* l = img->line_at(cw.pc)) {
        line.resize(std::max<std::size_t>(line.size(), with_words ? 52 : 36), ' ');
        line += "  # " + l->file + ":" + std::to_string(l->line) + "  " + l->text;
      }
    }
    s += line + "\n";
  }
  return s;
}

class FamilyPlatform final : public Platform {
 public:
  explicit FamilyPlatform(FamilySpec spec) : f_(std::move(spec)) {
    flavor_.platform = f_.name;
    flavor_.march = f_.march;
    flavor_.mstatus_on = f_.mstatus_on;
    flavor_.cc = f_.c_with_clang ? CCompiler::clang14 : CCompiler::gcc;
    flavor_.clang_flags = f_.clang_flags;
  }

  std::string name() const override { return f_.name; }

  std::vector<std::string> hw_configs() const override { return config_names(*f_.configs); }

  std::vector<std::string> built_hw_configs() const override { return split_config_list(f_.built_configs); }
  std::vector<std::string> coverage_hw_configs() const override { return split_config_list(f_.coverage_configs); }
  std::string default_hw() const override { return "default"; }
  TaskLayout task_layout() const override {
    TaskLayout l;
    l.memory_map = false;   // tensors are symbols of the linked program
    l.memory = "DTCM";
    l.align = kTensorAlign;
    l.tensor_bytes_limit = int64_t(smallest_dtcm(*f_.configs)) - kKernelDataReserve;
    l.roofline = f_.roofline;
    for (const auto& [sym, value] : config(default_hw()).values) l.hw_symbols.push_back(sym);
    return l;
  }

  std::map<std::string, double> hw_values(const std::string& hw) const override {
    std::map<std::string, double> v;
    for (const auto& [sym, value] : config(hw).values) v[sym] = double(value);
    return v;
  }

  std::map<std::string, double> peak(const std::string& hw) const override { return f_.peak(config(hw)); }

  std::vector<std::string> languages() const override { return {"asm", "c"}; }
  std::string kernel_file(const std::string& lang) const override {
    if (lang == "asm") return "kernel.S";
    if (lang == "c") return "kernel.c";
    throw std::runtime_error(f_.name + " kernels are RISC-V assembly ('asm') or C ('c'), not '" + lang + "'");
  }

  Assembled assemble(const AssembleRequest& req) const override {
    const std::string file = req.filename.empty() ? kernel_file(req.lang) : req.filename;
    (void)kernel_file(req.lang);   // rejects an unknown language
    const HwConfig& hw = config(req.hw.empty() ? default_hw() : req.hw);
    BuildResult b = build_kernel(BuildRequest{req.text, file, req.lang, &hw, req.task, &flavor_});
    Assembled a;
    a.diagnostics = b.diagnostics;
    sort_diagnostics(a.diagnostics);
    a.formatted = format_diagnostics_capped(a.diagnostics, req.text, kMaxDiagnosticsFormatted);
    const std::size_t errors = count_severity(a.diagnostics, Severity::error);
    const std::size_t warnings = count_severity(a.diagnostics, Severity::warning);
    if (errors + warnings > 0)
      a.formatted += file + ": " + diagnostic_counts(errors, warnings) + "\n";
    if (!b.ok()) return a;
    ProgramImage& img = a.image;
    img.format = "elf";
    img.bytes = std::move(b.elf_bytes);
    img.entry = b.elf.entry;
    const MemoryLayout layout = memory_layout(hw, f_.name.c_str());
    for (const ElfSection& s : b.elf.sections) {
      if (!(s.flags & 2) || s.size == 0) continue;   // SHF_ALLOC
      const MemorySpace* sp = space_at(layout, s.addr);
      img.sections.push_back({s.name, sp ? sp->name : "", s.addr, s.size, (s.flags & 4) != 0});
      if (s.flags & 4) img.code_bytes += s.size;
    }
    img.instructions = img.code_bytes / 4;
    for (const ElfSymbol& s : b.elf.symbols)
      if (s.defined && (s.type == 1 || s.type == 2 || s.bind != 0)) img.symbols.push_back({s.name, s.value, s.size});
    img.lines = std::move(b.lines);
    a.listing = listing_text(b.elf, &img, true, f_.disassemble);
    return a;
  }

  std::optional<std::string> disassemble(const std::string& bytes, bool listing, std::string* error) const override {
    try {
      const ElfImage elf = parse_elf(std::vector<uint8_t>(bytes.begin(), bytes.end()), "program", kElfMachineRiscv);
      return listing_text(elf, nullptr, listing, f_.disassemble);
    } catch (const ElfError& e) {
      if (bytes.size() >= 4 && bytes.compare(0, 4, "\x7f" "ELF") == 0) {
        *error = e.what();
        return std::nullopt;
      }
    }
    // Not an ELF: raw32 words from address 0.
    if (bytes.size() % 4 != 0) {
      *error = "size " + std::to_string(bytes.size()) + " bytes is neither an ELF file nor raw32 (a multiple of 4)";
      return std::nullopt;
    }
    ElfImage raw;
    ElfSegment seg;
    seg.flags = 1;
    seg.bytes.assign(bytes.begin(), bytes.end());
    seg.mem_size = uint32_t(bytes.size());
    raw.segments.push_back(seg);
    return listing_text(raw, nullptr, listing, f_.disassemble);
  }

  RunBundle write_bundle(const std::string& dir, const TaskInstance& inst, const ProgramImage& program,
                         const std::vector<TensorData>& inputs, const BundleOptions& opts) const override {
    const HwConfig& hw = config(opts.hw);
    if (program.format != "elf") throw std::runtime_error(f_.name + " runs ELF programs, not '" + program.format + "'");
    fs::create_directories(dir);
    RunBundle b;
    b.platform = f_.name;
    b.config = hw.name;
    b.program = {"prog.elf", "elf"};
    b.max_cycles = opts.max_cycles;
    b.max_wall_seconds = opts.max_wall_seconds;
    b.trace = opts.trace;
    write_file(dir + "/prog.elf", program.bytes);
    for (const TensorInstance& t : inst.tensors) {
      if (t.role != Role::output) continue;
      if (!program.symbol(t.name)) throw std::runtime_error("the program has no symbol for output " + t.name);
      write_file(dir + "/" + bundle_poison_file(t.name), poison_file(t));
      PreloadSpec p;
      p.symbol = t.name;
      p.file = bundle_poison_file(t.name);
      b.preload.push_back(p);
      DumpSpec d;
      d.symbol = t.name;
      d.bytes = uint64_t(t.elements()) * dtype_bytes(t.dtype);
      d.file = bundle_output_file(t.name);
      b.dump.push_back(d);
    }
    for (const TensorData& in : inputs) {
      if (!program.symbol(in.name)) throw std::runtime_error("the program has no symbol for input " + in.name);
      const std::vector<uint8_t> bytes = encode(in);
      write_file(dir + "/" + bundle_input_file(in.name), std::string(bytes.begin(), bytes.end()));
      PreloadSpec p;
      p.symbol = in.name;
      p.file = bundle_input_file(in.name);
      b.preload.push_back(p);
    }
    const std::string run_json = dir + "/run.json";
    write_run_bundle(run_json, b);
    RunBundle loaded = load_run_bundle(run_json);
    validate_run_bundle(loaded, memory_layout(hw, f_.name.c_str()));   // what the simulator will check, checked here first
    return loaded;
  }

  std::vector<OutputTensor> read_outputs(const std::string& dir, const TaskInstance& inst) const override {
    std::vector<OutputTensor> outs;
    for (const TensorInstance& t : inst.tensors) {
      if (t.role != Role::output) continue;
      const unsigned w = dtype_bytes(t.dtype);
      const std::vector<uint8_t> bytes = read_bundle_output(dir, t.name, std::size_t(t.elements()) * w);
      OutputTensor o{decode(t, bytes), std::vector<bool>(std::size_t(t.elements()))};
      const uint64_t poison = poison_bits(t.dtype);
      for (std::size_t i = 0; i < o.poisoned.size(); ++i) {
        uint64_t v = 0;
        for (unsigned k = 0; k < w; ++k) v |= uint64_t(bytes[i * w + k]) << (8 * k);
        o.poisoned[i] = v == poison;
      }
      outs.push_back(std::move(o));
    }
    return outs;
  }

  std::string toolchain_identity() const override { return toolchain_version(flavor_.cc); }
  std::string isa_doc_path() const override { return f_.isa_doc_path; }
  const board::BoardSupport* board() const override { return f_.board; }
  uint64_t program_capacity_bytes(const std::string& hw) const override { return config(hw).itcm_bytes; }

  std::string hw_summary(const std::string& hw) const override;
  std::string memory_map_text(const TaskInstance& inst, const std::string& hw) const override;
  std::string task_rules(const TaskInstance& inst, const std::string& hw) const override;

  std::optional<KernelSource> baseline(const TaskInstance& inst, const std::string& hw) const override {
    (void)config(hw);   // an unknown configuration is an error
    if (!f_.baseline) return std::nullopt;
    return f_.baseline(inst, hw);
  }

 private:
  const HwConfig& config(const std::string& hw) const { return named_config(*f_.configs, hw, f_.name); }

  FamilySpec f_;
  BuildFlavor flavor_;
};

std::string FamilyPlatform::hw_summary(const std::string& hw) const {
  const HwConfig& c = config(hw);
  const auto lat = [&](LatClass k) { return c.timing_of(k).latency; };
  const Timing& br = c.timing_of(LatClass::branch);
  std::ostringstream s;
  s << f_.name << " configuration `" << c.name << "`: " << c.description << "\n\n"
    << (c.f_extension ? "- a scalar in-order RISC-V core (" + f_.isa_text + ", machine mode), one instruction "
                        "issued per cycle at most\n"
                      : "- a scalar in-order RISC-V core (RV32IM + Zicsr + Zifencei + Zbb, machine mode), one instruction "
                        "issued per cycle at most; **no F extension**: every F instruction (and any access to fflags, "
                        "frm, fcsr) traps as an illegal instruction, so kernels must use integer arithmetic only\n")
    << "- ITCM (code) " << c.itcm_bytes / 1024 << " KiB at " << hex(c.itcm_base) << "; DTCM (data) "
    << c.dtcm_bytes / 1024 << " KiB at " << hex(c.dtcm_base) << ", one 32-bit load or store per cycle\n"
    << "- latency (cycles from an instruction's issue until a dependent one may issue): ALU and Zbb "
    << lat(LatClass::alu) << ", load " << c.dmem_latency << " (load-to-use), multiply " << c.mul_latency
    << ", FADD/FSUB/FMUL/FMADD family " << c.fma_latency << ", other FP " << c.fmisc_latency << "\n"
    << "- DIV/DIVU/REM/REMU take " << c.div_cycles << " cycles and FDIV.S/FSQRT.S " << c.fdivsqrt_cycles
    << " cycles; both stall every later instruction until done\n"
    << "- branches are predicted statically (backward taken, forward not taken): costs in cycles";
  for (std::size_t i = 0; i < kMaxCosts && kCostNames[std::size_t(LatClass::branch)][i]; ++i)
    s << (i ? ", " : " ") << kCostNames[std::size_t(LatClass::branch)][i] << " " << br.costs[i];
  s << "; jal " << c.timing_of(LatClass::jal).costs[0] << ", jalr " << c.timing_of(LatClass::jalr).costs[0] << "\n"
    << "- peak rates (roofline): " << c.issue_per_cycle << " instruction and " << c.dmem_bytes_per_cycle
    << " data-memory bytes per cycle\n"
    << (f_.hw_summary_extra ? f_.hw_summary_extra(hw) : std::string())
    << "\nEvery instruction's latency on every configuration: the ISA reference (in the prompt, searchable with grep_docs), \"Performance\" "
       "and each instruction's section.\n";
  return s.str();
}

std::string FamilyPlatform::memory_map_text(const TaskInstance& inst, const std::string& hw) const {
  const HwConfig& c = config(hw);
  std::ostringstream s;
  s << "Tensors are global symbols named like the tensor, in DTCM from " << hex(c.dtcm_base)
    << ", each aligned to " << kTensorAlign << " bytes, row-major, little-endian. On entry to `kernel` their "
       "addresses are in a0, a1, ... in this order (also `la a0, X` works).\n\n"
    << "| tensor | role | dtype | shape | bytes | address | register |\n|---|---|---|---|---|---|---|\n";
  const auto places = tensor_places(inst, c);
  for (std::size_t i = 0; i < places.size(); ++i) {
    const TensorInstance& t = *places[i].tensor;
    std::string shape;
    for (int64_t d : t.shape) shape += (shape.empty() ? "" : ", ") + std::to_string(d);
    s << "| `" << t.name << "` | " << (t.role == Role::input ? "input" : "output") << " | " << dtype_name(t.dtype)
      << " | [" << shape << "] | " << places[i].bytes << " | " << hex(places[i].addr) << " | "
      << (i < 8 ? "a" + std::to_string(i) : std::string("-")) << " |\n";
  }
  return s.str();
}

std::string FamilyPlatform::task_rules(const TaskInstance& inst, const std::string& hw) const {
  const HwConfig& c = config(hw);
  const std::vector<TensorPlace> places = tensor_places(inst, c);
  uint32_t tensors_end = uint32_t(c.dtcm_base);
  for (const TensorPlace& p : places) tensors_end = std::max(tensors_end, p.addr + p.bytes);
  const uint32_t free_bytes = uint32_t(c.dtcm_base + c.dtcm_bytes) - tensors_end;
  std::ostringstream s;
  s << "- The kernel is one RISC-V assembly file (`kernel.S`: GNU as syntax, run through the C preprocessor) "
       "assembled and linked by GNU binutils with `-march=" << f_.march << " -mabi=ilp32f`. It defines the "
       "global function `kernel` (`.globl kernel`, `kernel:`), which a startup stub calls.\n"
    << "- On entry: a0..a7 hold the tensor addresses (memory map order), sp is the top of DTCM (" << hex(c.dtcm_base + c.dtcm_bytes)
    << ", the stack grows down), gp = `__global_pointer$` (DTCM + 0x800), mstatus.FS is on (F instructions work)"
    << (f_.mstatus_on & 0x600 ? ", mstatus.VS is on (vector instructions work; set vtype with vsetvli before the first)" : "")
    << ", ra returns to the stub. Every register may be used; nothing needs to be preserved.\n"
    << "- `#include \"kc_task.h\"` gives the task's shape parameters as macros (e.g. `li t0, N`). No other file may be "
       "read: `.include`, `.incbin` and other `#include`s are rejected. The kernel is evaluated with exactly this "
       "configuration's shapes (the fresh-input check changes the values, never the shapes): it may specialise on "
       "them (unroll by a factor that divides N, fully unroll a short loop).\n"
    << "- The kernel may define its own data in `.data`, `.rodata` and `.bss` (placed in DTCM after the tensors); "
       "code goes in `.text` (ITCM, " << c.itcm_bytes / 1024 << " KiB). On `" << c.name << "` the DTCM after the "
       "tensors holds " << free_bytes << " bytes for that data and the stack together (every task leaves at least "
    << kKernelDataReserve / 1024 << " KiB on every configuration).\n"
    << "- Inputs are preloaded at their symbols. Every output element holds a poison pattern before the run, so an "
       "element the kernel does not write fails. The rest of DTCM starts at zero.\n"
    << "- The run ends (`halted`) when `kernel` returns (the stub then executes `mpause`, 0x08000073) or when the "
       "kernel executes `mpause` itself (`.insn 0x08000073`).\n"
    << "- An illegal or unsupported instruction (" << f_.unsupported << "), a misaligned "
       "or out-of-range load, store or jump, `ecall` or `ebreak` (mtvec is 0: no trap handler) ends the run as a "
       "fault with the pc, cause and address. The cycle limit (20 x the baseline's cycles, at least 1,000,000) "
       "ends it as a failure.\n"
    << "- Memory-aware code matters: a load's result is usable " << c.dmem_latency
    << " cycles after it issues; issue independent work in between (unroll, software-pipeline). Cycles count "
       "from reset release to the halt, the stub included.\n"
    << (f_.task_rules_extra ? f_.task_rules_extra(hw) : std::string());
  return s.str();
}

}  // namespace

std::unique_ptr<Platform> make_family_platform(FamilySpec spec) {
  return std::make_unique<FamilyPlatform>(std::move(spec));
}

const Platform& platform() {
  static const std::unique_ptr<Platform> p = [] {
    FamilySpec f;
    f.name = "rv32";
    f.configs = &all_configs();
    f.built_configs = KC_RV32_CONFIGS_BUILT;
    f.coverage_configs = KC_RV32_COV_CONFIGS_BUILT;
    f.march = kMarch;
    f.isa_text = "RV32IMF + Zicsr + Zifencei + Zbb";
    f.unsupported = "C, A, D and vector extensions are not implemented";
    f.isa_doc_path = std::string(KC_SOURCE_DIR) + "/docs/isa/rv32.md";
    f.disassemble = [](uint32_t word, uint32_t pc) { return disassemble(word, pc); };
    f.roofline = {{"instructions", "instructions any kernel must issue (at most one per cycle)"},
                  {"dmem_bytes", "bytes that must cross the data-memory port (one 32-bit access per cycle)"}};
    f.peak = [](const HwConfig& c) {
      return std::map<std::string, double>{{"instructions", double(c.issue_per_cycle)},
                                           {"dmem_bytes", double(c.dmem_bytes_per_cycle)}};
    };
#ifdef KC_HAVE_RV32_BASELINE
    f.baseline = [](const TaskInstance& inst, const std::string& hw) -> std::optional<KernelSource> {
      const auto text = kc::rv32::baseline::generate(inst, named_config(all_configs(), hw, "rv32"));
      if (!text) return std::nullopt;
      return KernelSource{*text, "c"};
    };
#endif
    f.board = &board_support();   // the board top fpga/rv32/ (virtual board kc-board-virtual-rv32)
    return make_family_platform(std::move(f));
  }();
  return *p;
}

}  // namespace kc::rv32
