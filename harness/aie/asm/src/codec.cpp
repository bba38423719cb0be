// aie operation and bundle encoding, decoding and canonical text (the disassembler).
#include <cstdio>
#include <sstream>

#include "kc/aie_asm.h"

namespace kc::aie {

using namespace isa;

namespace {

constexpr unsigned kAddrLsb = 5;          // the address operand is bits [19:5]: p, amode, aoff
constexpr std::uint32_t kAddrMask = 0x7FFF;

std::int32_t sext(std::uint32_t v, unsigned bits) {
  const std::uint32_t m = 1u << (bits - 1);
  return std::int32_t((v ^ m) - m);
}

bool addr_valid(std::int32_t raw) {
  const AddrMode a = addr_mode(raw);
  const unsigned aoff = unsigned(raw) & 0x3FFu;
  switch (a.mode) {
    case 0: return aoff == 0;
    case 2: return (aoff & ~7u) == 0;
    case 3: return (aoff & 0x380u) == 0 && a.log2_size >= 5 && a.log2_size <= 16;
    default: return true;
  }
}

// The position of the slot class in the bundle order (loads take positions 0 and 1).
int order_of(SlotClass s) {
  switch (s) {
    case SlotClass::ld: return 0;
    case SlotClass::st: return 2;
    case SlotClass::scl: return 3;
    case SlotClass::vec: return 4;
    case SlotClass::mv: return 5;
  }
  return 0;
}

}  // namespace

// raw = bits [19:5] of the word: aoff (raw 9:0), amode (raw 11:10), p (raw 14:12), as the fields
// aoff [14:5], amode [16:15] and p [19:17] of the table.
AddrMode addr_mode(std::int32_t raw) {
  const unsigned u = unsigned(raw);
  AddrMode a;
  a.p = (u >> 12) & 7u;
  a.mode = (u >> 10) & 3u;
  const unsigned aoff = u & 0x3FFu;
  if (a.mode == 1) a.inc = sext(aoff, 10);
  if (a.mode >= 2) a.m = aoff & 7u;
  if (a.mode == 3) a.log2_size = ((aoff >> 3) & 0xFu) + 1;  // the field holds log2(size) - 1
  return a;
}

std::int32_t addr_raw(const AddrMode& a) {
  unsigned aoff = 0;
  if (a.mode == 1) aoff = unsigned(a.inc) & 0x3FFu;
  if (a.mode == 2) aoff = a.m & 7u;
  if (a.mode == 3) aoff = (a.m & 7u) | ((a.log2_size - 1) & 0xFu) << 3;
  return std::int32_t(aoff | (a.mode & 3u) << 10 | (a.p & 7u) << 12);
}

std::uint32_t encode_op(const OpInst& o) {
  const OpInfo& in = info(o.op);
  std::uint32_t w = in.match;
  for (unsigned k = 0; k < in.n_operands; ++k) {
    const Operand& x = in.operands[k];
    if (x.field < 0)
      w |= (std::uint32_t(o.v[k]) & kAddrMask) << kAddrLsb;
    else
      w |= field_place(Field(x.field), std::uint32_t(o.v[k]));
  }
  return w;
}

std::optional<OpInst> decode_op(std::uint32_t word) {
  const auto op = decode(word);
  if (!op) return std::nullopt;
  const OpInfo& in = info(*op);
  OpInst o;
  o.op = *op;
  for (unsigned k = 0; k < in.n_operands; ++k) {
    const Operand& x = in.operands[k];
    const OpndTypeInfo& t = type_info(x.type);
    if (x.field < 0) {
      o.v[k] = std::int32_t((word >> kAddrLsb) & kAddrMask);
      if (!addr_valid(o.v[k])) return std::nullopt;
      continue;
    }
    const std::uint32_t raw = field_get(word, Field(x.field));
    // a signed immediate is sign-extended over its whole field, so every legal word is canonical
    const unsigned width = unsigned(kFields[std::size_t(x.field)].msb - kFields[std::size_t(x.field)].lsb + 1);
    const std::int32_t v = t.kind == Kind::simm ? sext(raw, width) : std::int32_t(raw);
    if (v < t.min || v > t.max) return std::nullopt;
    o.v[k] = v;
  }
  return o;
}

std::vector<std::uint32_t> encode_bundle(const Bundle& b) {
  std::vector<std::uint32_t> w;
  for (const auto& o : b.ops) w.push_back(encode_op(o));
  if (w.empty()) w.push_back(encode_op(OpInst{Op::nop, {}}));
  w.back() |= kLastBit;
  return w;
}

std::optional<std::vector<Bundle>> decode_program(const std::vector<std::uint32_t>& words, std::string* error,
                                                  std::vector<std::uint32_t>* starts) {
  std::vector<Bundle> out;
  Bundle cur;
  int last_pos = -1;
  std::uint32_t start = 0;
  auto fail = [&](std::size_t i, const std::string& why) {
    if (error) {
      std::ostringstream s;
      s << "word " << i << " (0x" << std::hex << words[i] << std::dec << "): " << why;
      *error = s.str();
    }
    return std::nullopt;
  };
  for (std::size_t i = 0; i < words.size(); ++i) {
    const auto o = decode_op(words[i]);
    if (!o) return fail(i, "not an aie operation");
    const int base = order_of(info(o->op).slot);
    int pos = base;
    if (base == 0 && last_pos == 0) pos = 1;  // the second load takes load unit B
    if (pos <= last_pos) return fail(i, std::string(info(o->op).mnemonic) + " breaks the slot order of its bundle");
    last_pos = pos;
    cur.ops.push_back(*o);
    if (words[i] & kLastBit) {
      if (starts) starts->push_back(start);
      out.push_back(std::move(cur));
      cur = Bundle{};
      last_pos = -1;
      start = std::uint32_t(i + 1);
    }
  }
  if (!cur.ops.empty()) {
    if (error) *error = "the program ends inside a bundle (no word with bit 31 set at its end)";
    return std::nullopt;
  }
  return out;
}

namespace {

std::string reg_name(const OpndTypeInfo& t, std::int32_t v) {
  if (t.n_names) return std::string(t.names[unsigned(v) % t.n_names]) + std::to_string(unsigned(v) / t.n_names);
  return std::string(t.prefix) + std::to_string(v);
}

}  // namespace

std::string format_op(const OpInst& o) {
  const OpInfo& in = info(o.op);
  std::string s = in.mnemonic;
  for (unsigned k = 0; k < in.n_operands; ++k) {
    const OpndTypeInfo& t = type_info(in.operands[k].type);
    s += k ? ", " : " ";
    switch (t.kind) {
      case Kind::reg: s += reg_name(t, o.v[k]); break;
      case Kind::enum_: s += t.names[o.v[k]]; break;
      case Kind::addr: {
        const AddrMode a = addr_mode(o.v[k]);
        s += "[p" + std::to_string(a.p) + "]";
        if (a.mode == 1) s += ", #" + std::to_string(a.inc);
        if (a.mode >= 2) s += ", m" + std::to_string(a.m);
        if (a.mode == 3) s += ", %" + std::to_string(1u << a.log2_size);
        break;
      }
      default: s += std::to_string(o.v[k]);
    }
  }
  return s;
}

std::string format_bundle(const Bundle& b) {
  if (b.ops.empty()) return "{ }";
  if (b.ops.size() == 1) return format_op(b.ops[0]);
  std::string s = "{ ";
  for (std::size_t i = 0; i < b.ops.size(); ++i) s += (i ? " ; " : "") + format_op(b.ops[i]);
  return s + " }";
}

DmaShape dma_shape(std::uint32_t ra, std::uint32_t rb) {
  return {ra & 0xFFFFu, ra >> 16, rb & 0xFFFFu, rb >> 16};
}

std::optional<DmaFault> dma_check(const HwConfig& cfg, const DmaShape& s, std::uint32_t l2, std::uint32_t dm) {
  auto hx = [](std::uint64_t v) {
    char b[24];
    std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(v));
    return std::string(b);
  };
  const std::string desc = "rows " + std::to_string(s.rows) + ", row bytes " + std::to_string(s.row_bytes) +
                           ", dm_stride " + std::to_string(s.dm_stride) + ", l2_stride " + std::to_string(s.l2_stride) +
                           ", L2 address " + hx(l2) + ", data-memory address " + hx(dm);
  if (s.rows == 0 || s.row_bytes == 0 || ((s.row_bytes | s.dm_stride | s.l2_stride | l2 | dm) & 31u) != 0)
    return DmaFault{"dma_shape",
                    "dma_shape: " + desc +
                        ": a transfer moves 32-byte beats (row bytes >= 32, both strides and both addresses multiples "
                        "of 32, rows >= 1; set the shape with dmacfg)",
                    dm};
  const std::uint64_t span = std::uint64_t(s.rows - 1);
  const std::uint64_t l2_end = std::uint64_t(l2) + span * s.l2_stride + s.row_bytes;  // one past the last byte
  if (l2_end > cfg.l2_bytes)
    return DmaFault{"l2_range",
                    "l2_range: " + desc + ": its last L2 byte " + hx(l2_end - 1) + " lies outside L2 (" +
                        std::to_string(cfg.l2_bytes) + " bytes on `" + cfg.name + "`, addresses 0.." +
                        hx(cfg.l2_bytes - 1) + ")",
                    l2_end - 1};
  const std::uint64_t dm_end = std::uint64_t(dm) + span * s.dm_stride + s.row_bytes;
  if (dm_end > cfg.dm_bytes)
    return DmaFault{"dma_dm_range",
                    "dma_dm_range: " + desc + ": its last data-memory byte " + hx(dm_end - 1) +
                        " lies outside the data memory (" + std::to_string(cfg.dm_bytes) + " bytes on `" + cfg.name +
                        "`, addresses 0.." + hx(cfg.dm_bytes - 1) + ")",
                    dm_end - 1};
  return std::nullopt;
}

std::string disassemble(const std::vector<std::uint32_t>& words) {
  std::string err;
  std::vector<std::uint32_t> starts;
  const auto bundles = decode_program(words, &err, &starts);
  if (!bundles) return "// cannot disassemble: " + err + "\n";
  std::ostringstream o;
  for (std::size_t i = 0; i < bundles->size(); ++i) o << format_bundle((*bundles)[i]) << "  // " << starts[i] << "\n";
  return o.str();
}

}  // namespace kc::aie
