// Run bundle and run result: the one interface between the harness and every simulator
// (docs/run-bundle.md).
//
// A run bundle is a directory with run.json (what to run: platform, hardware configuration,
// program, preloads, dumps, cycle limit, optional waveform window) and the files it names. A
// simulator reads it, runs, and writes result.json (RunResult) and the requested dumps.
//
// run.json is strict JSON: unknown keys, duplicate keys, missing required keys and wrong types
// are errors. Every error is a BundleError whose message is one line naming the file and the
// JSON path ("run.json: preload[1].addr: expected a non-negative integer, got \"x\"") or, for a
// syntax error, the line and column ("run.json:3:14: JSON syntax error: ...").
//
// The library is platform-independent: what a platform's memory spaces are, and how large, comes
// from a MemoryLayout the platform supplies (e.g. kc::plena::memory_layout(HwConfig)).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "kc/elf.h"

namespace kc {

// A bundle that cannot be used: unreadable, malformed, or inconsistent with the configuration.
class BundleError : public std::runtime_error {
 public:
  // The message is made one printable line: control characters (a NUL or a newline inside a
  // run.json string) are written as \u00XX, so nothing cuts or splits the error line.
  explicit BundleError(const std::string& message);
};

// `text` with every control character (below 0x20, and 0x7f) written as \u00XX.
std::string escape_controls(const std::string& text);

// The names platforms give the files of tensor NAME inside a bundle directory: its input bytes,
// the poison an output starts from, and the output the simulator writes.
std::string bundle_input_file(const std::string& name);
std::string bundle_poison_file(const std::string& name);
std::string bundle_output_file(const std::string& name);

// The bytes the simulator dumped for output NAME into bundle directory DIR (bundle_output_file);
// throws std::runtime_error "the dump PATH of output NAME is missing" or "... has N bytes,
// expected WANT" unless it holds exactly want_bytes.
std::vector<uint8_t> read_bundle_output(const std::string& dir, const std::string& name, std::size_t want_bytes);

// `text` cut at its newlines (a final newline ends the last line, it does not start another), and
// `s` without leading and trailing blanks (spaces, tabs, carriage returns).
std::vector<std::string> split_lines(const std::string& text);
std::string trim_blanks(const std::string& s);

// ---- run.json ------------------------------------------------------------------------------------

struct ProgramSpec {
  std::string file;              // resolved path of the program image
  std::string format = "raw32";  // raw32: little-endian 32-bit instruction words; elf: an ELF executable
};

// A preload or dump names its place either by space and address, or (ELF programs) by a symbol of
// the program, which resolve_symbols() turns into the space and address that hold it.
struct PreloadSpec {
  std::string space;   // memory space name ("hbm", "vram", "dtcm", ...)
  uint64_t addr = 0;   // first address, in the space's address unit (elements for plena, bytes for RISC-V)
  std::string file;    // resolved path of the raw little-endian data
  std::string symbol = {};  // non-empty: the place is this symbol's address (space and addr unset until resolved)
};

struct DumpSpec {
  std::string space;
  uint64_t addr = 0;   // first address, in the space's address unit
  uint64_t bytes = 0;  // byte count (a multiple of the space's element size); with a symbol, 0 = its size
  std::string file;    // resolved path the simulator writes
  std::string symbol = {};  // as PreloadSpec::symbol
};

struct TraceSpec {
  std::string format = "fst";
  std::string file;         // resolved path of the waveform
  uint64_t from_cycle = 0;  // first traced cycle (cycle 0 = first cycle after reset release)
  uint64_t to_cycle = 0;    // last traced cycle (inclusive)
};

struct RunBundle {
  std::string source;  // the run.json this was loaded from; "" when built in memory
  std::string platform;
  std::string config;  // hardware configuration name ("small", "default", ...)
  ProgramSpec program;
  std::vector<PreloadSpec> preload;
  std::vector<DumpSpec> dump;
  uint64_t max_cycles = 0;  // > 0
  std::optional<TraceSpec> trace;
  double max_wall_seconds = 0;  // the simulator's own wall-clock limit (0: none); it exits with status 4 then
};

// The error of a bundle whose configuration `platform` does not have: `<source>: config: unknown
// <platform> configuration "<config>" (known: a, b<more>)`; `more` adds to the parenthesis.
BundleError unknown_config_error(const RunBundle& b, const std::string& platform,
                                 const std::vector<std::string>& known, const std::string& more = "");

// Reads and checks run.json (schema and types only; see validate_run_bundle for the checks
// against a configuration). Relative file names are resolved against run.json's directory.
// Throws BundleError.
RunBundle load_run_bundle(const std::string& path);

// As load_run_bundle, from text; `path` names the file in messages and anchors relative names.
RunBundle parse_run_bundle(const std::string& text, const std::string& path);

// Writes `b` as run.json at `path` (file names as stored in `b`: relative names are relative to
// the directory of `path`). Throws std::runtime_error if the file cannot be written.
void write_run_bundle(const std::string& path, const RunBundle& b);

// ---- memory layout of a platform configuration -------------------------------------------------

struct MemorySpace {
  std::string name;     // as written in run.json
  unsigned elem_bytes;  // bytes per address unit (2 for bf16 spaces, 4 for 32-bit words, 1 for bytes)
  uint64_t size;        // number of addresses
  uint64_t base = 0;    // first address (RISC-V spaces sit at their bus address: dtcm at 0x10000)
};

struct MemoryLayout {
  std::string platform;
  std::string config;
  std::vector<MemorySpace> spaces;  // the spaces run.json may preload and dump
  uint64_t program_words = 0;       // raw32: instruction memory capacity in words
  std::vector<std::string> program_formats = {"raw32"};   // formats the simulator loads
  uint16_t elf_machine = 0;         // elf: the required e_machine (0 = any)
};

// The space called `name`, or nullptr.
const MemorySpace* find_space(const MemoryLayout& layout, std::string_view name);

// The space of `layout` holding address `addr` (base <= addr < base + size), or nullptr.
const MemorySpace* space_at(const MemoryLayout& layout, uint64_t addr);

// `b` with every symbol-named preload and dump turned into the space and address of that symbol
// of the ELF program `elf` (a dump without bytes takes the symbol's size). Throws BundleError
// naming the entry for a symbol the program does not define, or one outside every space.
RunBundle resolve_symbols(const RunBundle& b, const ElfImage& elf, const MemoryLayout& layout);

// Checks `b` against `layout` (symbol-named entries resolved first; the ELF of an "elf" program is
// read and checked): platform and configuration match, a program format the layout loads, known
// spaces, every preload and dump inside its space, preload sizes a multiple of the element size,
// dump sizes a multiple of the element size, a raw32 program no longer than the instruction
// memory, every ELF segment inside one space, the program and every preload file readable.
// Throws BundleError.
void validate_run_bundle(const RunBundle& b, const MemoryLayout& layout);

// A validated bundle with its input files read.
struct BundleInputs {
  RunBundle bundle;                                // the bundle, symbols resolved to spaces and addresses
  std::vector<uint32_t> program;                   // raw32: the instruction words (little-endian)
  std::optional<ElfImage> elf;                     // elf: the parsed program
  std::vector<std::vector<uint8_t>> preload_data;  // bytes of preload[i]
};

// validate_run_bundle, then reads the program and every preload. Throws BundleError.
BundleInputs read_bundle_inputs(const RunBundle& b, const MemoryLayout& layout);

// ---- result.json -------------------------------------------------------------------------------

struct FaultInfo {
  std::string kind;                 // fault kind name (ISA table), or "illegal_instruction"
  uint64_t pc = 0;                  // pc of the faulting / illegal instruction
  std::optional<uint64_t> address;  // offending address in its space's unit (faults only)
  std::optional<uint32_t> word;     // the instruction word
  std::string message;              // one human-readable line
};

struct MemoryTraffic {
  uint64_t read_bytes = 0;
  uint64_t write_bytes = 0;  // bytes actually written (byte enables set)
  uint64_t read_requests = 0;
  uint64_t write_requests = 0;
  uint64_t busy_cycles = 0;  // cycles the memory channel was transferring
};

struct SimStats {
  std::string simulator;        // "kc-sim-plena"
  uint64_t quantum_cycles = 0;  // temporal-decoupling quantum used
  uint64_t clocked_cycles = 0;  // clock cycles the testbench gave the core from reset release to done (equal to
                                // `cycles`; for cycle_limit: to the stop, i.e. max_cycles)
  double wall_seconds = 0;      // wall time of the clocked run (reset release to done)
  double cycles_per_second = 0; // clocked_cycles / wall_seconds
  double total_wall_seconds = 0;  // whole simulator process (parse, elaborate, load, run, dump)
  uint64_t drain_cycles = 0;    // cycle_limit: cycles clocked after the stop until the core drained (in the counters,
                                // not in `cycles`); absent from result.json when 0
};

struct RunResult {
  std::string platform;
  std::string config;
  std::string status;           // "halted", "fault", "illegal_instruction", "cycle_limit"; board runs: "board_error"
  std::optional<uint64_t> pc;   // fault/illegal: faulting pc; halted: program length; else absent
  uint64_t cycles = 0;          // core cycles from reset release to done (counter "cycles")
  uint64_t instructions = 0;    // instructions issued
  std::optional<FaultInfo> fault;  // present for "fault" and "illegal_instruction"
  std::vector<std::pair<std::string, uint64_t>> counters;     // every core counter, in order
  std::vector<std::pair<std::string, MemoryTraffic>> memory;  // traffic per off-chip memory
  SimStats sim;
};

// The counter called `name`, or nullopt.
std::optional<uint64_t> find_counter(const RunResult& r, std::string_view name);

// Writes result.json (via a temporary file and a rename, so readers never see a partial file).
// Throws std::runtime_error if it cannot be written.
void write_result_json(const std::string& path, const RunResult& r);

// Reads result.json strictly (same rules and messages as run.json). Throws BundleError.
RunResult load_result(const std::string& path);

}  // namespace kc
