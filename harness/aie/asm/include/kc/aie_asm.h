// aie bundle assembler and disassembler: aie assembly text <-> 32-bit operation words grouped in
// bundles, with positioned diagnostics (kc/diagnostic.h) for people and agents.
//
// Syntax (docs/isa/aie.md, "Assembly syntax"): one bundle per line `{ op ; op ; ... }` or one
// operation alone (a bundle of its own); labels `name:`; zero-overhead loops `.loop rN` /
// `.loop COUNT` ... `.endloop`; `.equ NAME, value`; data for data memory with `.data ADDR`,
// `.byte`, `.half`, `.word`, `.bf16`, back to code with `.text`; comments `//`.
// Everything about an operation (slot, operand kinds, fields, ranges, roles, latency class) comes
// from the generated ISA table (aie_isa_table.h); nothing is typed here.
//
// Checks beyond single operations: the slot rules of a bundle (one operation per slot, two loads)
// and one write per register per bundle, with messages that name the slot and the alternative;
// loop nesting and depth, branches out of a loop body, program and data sizes of a configuration;
// and, as warnings, the interlock stalls visible statically (a register read before its producer's
// latency has elapsed, a MAC-array operation before the array's issue interval), in straight-line
// code and around loop back edges.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "aie_configs.h"
#include "aie_isa_table.h"
#include "kc/diagnostic.h"

namespace kc::aie {

// One operation with its operand values: register indices, immediates (signed where the type is),
// enum indices, bundle addresses, and for the address operand the raw value of bits [19:5] of the
// word (aoff | amode << 10 | p << 12: the fields aoff, amode and p of the table).
struct OpInst {
  isa::Op op = isa::Op::nop;
  std::array<std::int32_t, 4> v{};
};

// The address operand's parts.
struct AddrMode {
  unsigned p = 0, mode = 0;  // mode 0: none, 1: #inc, 2: mM, 3: mM, %size
  int inc = 0;               // mode 1: signed count of accesses
  unsigned m = 0;            // modes 2 and 3
  unsigned log2_size = 0;    // mode 3
};
AddrMode addr_mode(std::int32_t raw);
std::int32_t addr_raw(const AddrMode& a);

// A bundle: operations in slot order (lda, ldb, st, scl, vec, mv; at most two loads).
struct Bundle {
  std::vector<OpInst> ops;
};

// The words of one operation (without the bundle bit) and its operands back from a word.
std::uint32_t encode_op(const OpInst& o);
std::optional<OpInst> decode_op(std::uint32_t word);

// The words of a bundle (slot order, bit 31 in the last word; an empty bundle is one `nop`).
std::vector<std::uint32_t> encode_bundle(const Bundle& b);

// Splits a program into bundles. Fails (nullopt, `error` set) on an illegal word, a bundle that
// breaks the slot order or holds too many operations, or a program that does not end a bundle.
std::optional<std::vector<Bundle>> decode_program(const std::vector<std::uint32_t>& words, std::string* error,
                                                  std::vector<std::uint32_t>* starts = nullptr);

// Canonical text of an operation ("vadd.i16 x2, x0, x1") and of a bundle ("{ a ; b }", or the
// single operation alone).
std::string format_op(const OpInst& o);
std::string format_bundle(const Bundle& b);
// The program as text, one bundle per line, "label"-free: targets are written as bundle addresses.
std::string disassemble(const std::vector<std::uint32_t>& words);

// A DMA channel's shape (dmacfg: rows = ra[15:0], row bytes = ra[31:16], dm_stride = rb[15:0],
// l2_stride = rb[31:16]) and the check of a dmastart (docs/isa/aie.md, "Memory"): the fault kind
// (dma_shape, l2_range, dma_dm_range), a message naming the descriptor, and the offending byte
// address, or nullopt for a transfer the tile performs. ISS and kc-sim-aie share it.
struct DmaShape {
  std::uint32_t rows = 0, row_bytes = 0, dm_stride = 0, l2_stride = 0;
};
DmaShape dma_shape(std::uint32_t ra, std::uint32_t rb);
struct DmaFault {
  std::string kind, message;
  std::uint64_t address = 0;
};
std::optional<DmaFault> dma_check(const HwConfig& cfg, const DmaShape& s, std::uint32_t l2, std::uint32_t dm);

struct DataBlock {
  std::uint32_t addr = 0;          // byte address in data memory
  std::vector<std::uint8_t> bytes;
  unsigned line = 0;
};

struct AsmResult {
  std::vector<std::uint32_t> words;             // the program (only meaningful when ok())
  std::vector<std::uint32_t> bundle_starts;     // word address of each bundle
  std::vector<unsigned> bundle_lines;           // 1-based source line of each bundle
  std::vector<DataBlock> data;                  // .data blocks
  std::map<std::string, std::uint32_t> labels;  // label -> bundle address
  std::vector<Diagnostic> diagnostics;          // errors and warnings, sorted by (line, col)

  bool ok() const;
  std::size_t error_count() const;
  std::size_t warning_count() const;
};

// Assembles `text`; `filename` is used in diagnostics. `cfg` gives the latencies of the stall
// warnings and the memory sizes (nullptr: configuration `default`). Never throws on bad input.
AsmResult assemble(std::string_view text, std::string_view filename, const HwConfig* cfg = nullptr);

// The diagnostics formatted with source excerpts, then "file: N errors, M warnings" when any.
std::string format_diagnostics(const AsmResult& r, std::string_view text, std::string_view filename);

}  // namespace kc::aie
