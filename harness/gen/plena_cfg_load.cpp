// Loader and validator of the plena hardware configurations (rtl/plena/cfg/*.yaml): the schema,
// the consistency rules between parameters, the derived values and the resolved latency classes.
#include <algorithm>
#include <cctype>
#include <fstream>
#include <stdexcept>

#include "kc/yaml_diag.h"
#include "plena_spec.h"

namespace kc::gen::plena {

namespace {

// One configuration parameter: YAML key path, C++ member, SV/expression symbol.
struct ParamDef {
  const char* key;  // "mlen" or "section.key"
  const char* member;
  const char* sym;
  bool pow2;
  bool wide;  // 64-bit
};

const ParamDef kParams[] = {
    {"mlen", "mlen", "MLEN", true, false},
    {"vlen", "vlen", "VLEN", true, false},
    {"blen", "blen", "BLEN", true, false},
    {"hlen", "hlen", "HLEN", true, false},
    {"lanes", "lanes", "LANES", true, false},
    {"loop_depth", "loop_depth", "LOOP_DEPTH", false, false},
    {"memory.imem_words", "imem_words", "IMEM_WORDS", false, false},
    {"memory.vram_rows", "vram_rows", "VRAM_ROWS", false, false},
    {"memory.mram_tiles", "mram_tiles", "MRAM_TILES", false, false},
    {"memory.fp_mem_words", "fp_mem_words", "FP_MEM_WORDS", false, false},
    {"memory.int_mem_words", "int_mem_words", "INT_MEM_WORDS", false, false},
    {"memory.hbm_bytes", "hbm_bytes", "HBM_BYTES", false, true},
    {"dma.prefetch_v_rows", "prefetch_v_rows", "PV_ROWS", false, false},
    {"dma.store_v_rows", "store_v_rows", "ST_ROWS", false, false},
    {"dma.hbm_port_bytes", "hbm_port_bytes", "PORT_BYTES", true, false},
    {"dma.max_outstanding", "max_outstanding", "MAX_OUTSTANDING", false, false},
    {"queues.scoreboard_slots", "scoreboard_slots", "SB_SLOTS", true, false},
    {"queues.vector_buffers", "vector_buffers", "VEC_BUFFERS", false, false},
    {"queues.matrix_queue", "matrix_queue", "MAT_QUEUE", true, false},
    {"queues.dma_queue", "dma_queue", "DMA_QUEUE", true, false},
    {"hbm_model.latency_cycles", "hbm_latency_cycles", "HBM_LATENCY", false, false},
    {"hbm_model.bytes_per_cycle", "hbm_bytes_per_cycle", "HBM_BYTES_PER_CYCLE", false, false},
    {"peak.matrix_macs_per_cycle", "peak_matrix_macs_per_cycle", "PEAK_MATRIX_MACS_PER_CYCLE", false, false},
    {"peak.vector_lanes_per_cycle", "peak_vector_lanes_per_cycle", "PEAK_VECTOR_LANES_PER_CYCLE", false, false},
    {"peak.hbm_bytes_per_cycle", "peak_hbm_bytes_per_cycle", "PEAK_HBM_BYTES_PER_CYCLE", false, false},
};

std::string section_of(const std::string& key) {
  const auto dot = key.find('.');
  return dot == std::string::npos ? "" : key.substr(0, dot);
}
std::string leaf_of(const std::string& key) {
  const auto dot = key.find('.');
  return dot == std::string::npos ? key : key.substr(dot + 1);
}

unsigned log2_exact(std::uint64_t v) {
  unsigned b = 0;
  while ((std::uint64_t(1) << b) < v) ++b;
  return b;
}
// Address bits for n locations (at least 1, so no SV vector has width 0).
std::uint64_t addr_bits(std::uint64_t n) { return n <= 2 ? 1 : log2_exact(n); }
bool is_pow2(std::uint64_t v) { return v != 0 && (v & (v - 1)) == 0; }

std::string trim(const std::string& s) {
  std::size_t b = 0, e = s.size();
  while (b < e && std::isspace(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && std::isspace(static_cast<unsigned char>(s[e - 1]))) --e;
  return s.substr(b, e - b);
}

// The trailing "# comment" of every `key: value` line, keyed by "key" or "section.key", and of
// every section line, keyed by "section." (sections are the keys at indent 0 without a value).
// yaml-cpp drops comments, but they document the parameters.
std::map<std::string, std::string> read_key_comments(const std::string& path) {
  std::map<std::string, std::string> out;
  std::ifstream in(path);
  std::string line, section;
  while (std::getline(in, line)) {
    char quote = 0;
    std::size_t hash = std::string::npos;
    for (std::size_t i = 0; i < line.size() && hash == std::string::npos; ++i) {
      const char c = line[i];
      if (quote)
        quote = c == quote ? 0 : quote;
      else if (c == '"' || c == '\'')
        quote = c;
      else if (c == '#' && (i == 0 || std::isspace(static_cast<unsigned char>(line[i - 1]))))
        hash = i;
    }
    const std::string code = line.substr(0, hash);
    const std::size_t indent = code.find_first_not_of(' ');
    const std::size_t colon = code.find(':');
    if (indent == std::string::npos || colon == std::string::npos) continue;
    const std::string key = trim(code.substr(indent, colon - indent));
    if (!is_identifier(key)) continue;
    const bool opens_section = indent == 0 && trim(code.substr(colon + 1)).empty();
    if (indent == 0) section = opens_section ? key : "";
    const std::string full = opens_section ? key + "." : indent == 0 ? key : section + "." + key;
    if (hash != std::string::npos) out[full] = trim(line.substr(hash + 1));
  }
  return out;
}

// Derived values: symbol, member, meaning, value from the parameters.
struct DerivedDef {
  const char* sym;
  const char* member;
  const char* meaning;
  bool wide;
  std::uint64_t (*value)(const CfgSpec&);
};

const DerivedDef kDerived[] = {
    {"BEATS", "beats", "vlen / lanes: beats of one row through the vector lanes", false,
     [](const CfgSpec& c) { return c.get("VLEN") / c.get("LANES"); }},
    {"RED_LEVELS", "red_levels", "log2(lanes): levels of the reduction tree", false,
     [](const CfgSpec& c) { return std::uint64_t(log2_exact(c.get("LANES"))); }},
    {"HEADS", "heads", "vlen / hlen: heads per row (bits of V_MASK in use)", false,
     [](const CfgSpec& c) { return c.get("VLEN") / c.get("HLEN"); }},
    {"PORT_ELEMS", "port_elems", "hbm_port_bytes / 2: bf16 elements per HBM beat", false,
     [](const CfgSpec& c) { return c.get("PORT_BYTES") / 2; }},
    {"HBM_BEAT_CYCLES", "hbm_beat_cycles", "hbm_port_bytes / hbm_model.bytes_per_cycle: cycles per HBM beat", false,
     [](const CfgSpec& c) { return c.get("PORT_BYTES") / c.get("HBM_BYTES_PER_CYCLE"); }},
    {"HBM_ELEMS", "hbm_elems", "hbm_bytes / 2: bf16 elements in HBM", true,
     [](const CfgSpec& c) { return c.get("HBM_BYTES") / 2; }},
    {"MRAM_TILE_ELEMS", "mram_tile_elems", "mlen * mlen: elements per MRAM tile (tile t starts at t * MLEN^2)", false,
     [](const CfgSpec& c) { return c.get("MLEN") * c.get("MLEN"); }},
    {"VRAM_ELEMS", "vram_elems", "vram_rows * vlen: elements in VRAM", false,
     [](const CfgSpec& c) { return c.get("VRAM_ROWS") * c.get("VLEN"); }},
    {"MRAM_ELEMS", "mram_elems", "mram_tiles * mlen * mlen: elements in MRAM", false,
     [](const CfgSpec& c) { return c.get("MRAM_TILES") * c.get("MLEN") * c.get("MLEN"); }},
    {"SB_SLOT_AW", "sb_slot_aw", "scoreboard slot index bits: log2(scoreboard_slots)", false,
     [](const CfgSpec& c) { return std::uint64_t(log2_exact(c.get("SB_SLOTS"))); }},
    {"IMEM_AW", "imem_aw", "instruction address bits: clog2(imem_words)", false,
     [](const CfgSpec& c) { return addr_bits(c.get("IMEM_WORDS")); }},
    {"VRAM_ROW_AW", "vram_row_aw", "VRAM row index bits: clog2(vram_rows)", false,
     [](const CfgSpec& c) { return addr_bits(c.get("VRAM_ROWS")); }},
    {"VRAM_AW", "vram_aw", "VRAM element address bits: clog2(vram_rows * vlen)", false,
     [](const CfgSpec& c) { return addr_bits(c.get("VRAM_ELEMS")); }},
    {"MRAM_TILE_AW", "mram_tile_aw", "MRAM tile index bits: clog2(mram_tiles)", false,
     [](const CfgSpec& c) { return addr_bits(c.get("MRAM_TILES")); }},
    {"MRAM_AW", "mram_aw", "MRAM element address bits: clog2(mram_tiles * mlen * mlen)", false,
     [](const CfgSpec& c) { return addr_bits(c.get("MRAM_ELEMS")); }},
    {"FP_MEM_AW", "fp_mem_aw", "FP_MEM address bits: clog2(fp_mem_words)", false,
     [](const CfgSpec& c) { return addr_bits(c.get("FP_MEM_WORDS")); }},
    {"INT_MEM_AW", "int_mem_aw", "INT_MEM address bits: clog2(int_mem_words)", false,
     [](const CfgSpec& c) { return addr_bits(c.get("INT_MEM_WORDS")); }},
    {"HBM_AW", "hbm_aw", "HBM element address bits: clog2(hbm_bytes / 2)", false,
     [](const CfgSpec& c) { return addr_bits(c.get("HBM_ELEMS")); }},
    {"LOOP_AW", "loop_aw", "loop stack index bits: clog2(loop_depth)", false,
     [](const CfgSpec& c) { return addr_bits(c.get("LOOP_DEPTH")); }},
};

class CfgLoader {
 public:
  CfgLoader(YamlDiag& d, YamlDiag& isa_d, const IsaSpec& isa) : d_(d), isa_d_(isa_d), isa_(isa) {}

  CfgSpec load(const std::string& source) {
    cfg_.file = d_.file();
    cfg_.source = source;
    const YAML::Node root = d_.load();
    if (!root.IsDefined() || !check_schema(root)) return std::move(cfg_);
    read_values(root);
    if (!d_.ok()) return std::move(cfg_);
    check_rules(root);
    if (!d_.ok()) return std::move(cfg_);
    add_derived();
    resolve_latencies();
    return std::move(cfg_);
  }

 private:
  // Unknown and missing keys at both levels.
  bool check_schema(const YAML::Node& root) {
    std::vector<std::string> top = {"name", "description"};
    std::map<std::string, std::vector<std::string>> sections;
    for (const auto& p : kParams) {
      const std::string sec = section_of(p.key);
      if (sec.empty())
        top.push_back(p.key);
      else if (!sections.count(sec))
        top.push_back(sec);
      if (!sec.empty()) sections[sec].push_back(leaf_of(p.key));
    }
    bool ok = d_.check_keys(root, top, {}, "the configuration");
    if (!root.IsMap()) return false;
    for (const auto& s : sections)
      if (root[s.first]) ok = d_.check_keys(root[s.first], s.second, {}, "section " + s.first) && ok;
    return ok;
  }

  YAML::Node node_of(const YAML::Node& root, const std::string& key) const {
    const std::string sec = section_of(key);
    return sec.empty() ? root[key] : root[sec][leaf_of(key)];
  }

  void read_values(const YAML::Node& root) {
    if (auto s = d_.get_identifier(root["name"], "name")) cfg_.name = *s;
    if (auto s = d_.get_string(root["description"], "description")) cfg_.description = *s;
    check_name(root["name"]);
    const auto comments = read_key_comments(d_.file());
    for (const auto& p : kParams) {
      const YAML::Node n = node_of(root, p.key);
      const auto v = d_.get_uint(n, p.key, p.wide ? UINT64_MAX : UINT32_MAX);
      if (v && *v == 0) d_.error(n, std::string(p.key) + " must be at least 1");
      if (v && p.pow2 && !is_pow2(*v))
        d_.error(n, std::string(p.key) + " is " + std::to_string(*v) + ", not a power of two");
      CfgValue cv;
      cv.sym = p.sym;
      cv.member = p.member;
      cv.key = p.key;
      cv.value = v.value_or(0);
      cv.wide = p.wide;
      auto c = comments.find(p.key);
      if (c != comments.end()) cv.meaning = c->second;
      cfg_.values.push_back(cv);
    }
    for (const auto& c : comments)
      if (c.first.back() == '.') cfg_.section_docs[c.first.substr(0, c.first.size() - 1)] = c.second;
  }

  // The name must match the file name (run bundles and the build name configurations by it).
  void check_name(const YAML::Node& n) {
    std::string stem = d_.file();
    const auto slash = stem.find_last_of('/');
    if (slash != std::string::npos) stem = stem.substr(slash + 1);
    const auto dot = stem.rfind('.');
    if (dot != std::string::npos) stem = stem.substr(0, dot);
    if (!cfg_.name.empty() && cfg_.name != stem)
      d_.error(n, "name '" + cfg_.name + "' must match the file name '" + stem + "'");
  }

  // Consistency rules between parameters.
  void check_rules(const YAML::Node& root) {
    auto v = [&](const char* sym) { return cfg_.get(sym); };
    auto at = [&](const char* key) { return node_of(root, key); };
    auto n2s = [](std::uint64_t x) { return std::to_string(x); };
    if (v("MLEN") != v("VLEN"))
      d_.error(at("vlen"), "mlen (" + n2s(v("MLEN")) + ") must equal vlen (" + n2s(v("VLEN")) +
                               "): the matrix unit reads VRAM rows as tile rows");
    if (v("BLEN") > v("MLEN") || v("MLEN") % v("BLEN") != 0)
      d_.error(at("blen"), "blen (" + n2s(v("BLEN")) + ") must divide mlen (" + n2s(v("MLEN")) + ")");
    if (v("LANES") > v("VLEN") || v("VLEN") % v("LANES") != 0)
      d_.error(at("lanes"), "lanes (" + n2s(v("LANES")) + ") must divide vlen (" + n2s(v("VLEN")) + ")");
    else if (v("VLEN") / v("LANES") < 2)
      d_.error(at("lanes"), "vlen / lanes = " + n2s(v("VLEN") / v("LANES")) +
                                " beats, but the vector pipeline needs BEATS >= 2 (latency class vec_vv)");
    if (v("HLEN") > v("VLEN") || v("VLEN") % v("HLEN") != 0)
      d_.error(at("hlen"), "hlen (" + n2s(v("HLEN")) + ") must divide vlen (" + n2s(v("VLEN")) + ")");
    else if (v("VLEN") / v("HLEN") > 32)
      d_.error(at("hlen"), "vlen / hlen = " + n2s(v("VLEN") / v("HLEN")) + " heads, but V_MASK has 32 bits");
    if (v("LOOP_DEPTH") < 4)
      d_.error(at("loop_depth"), "loop_depth is " + n2s(v("LOOP_DEPTH")) + ", but plena requires nesting depth >= 4");
    if (v("SB_SLOTS") < 4 || v("SB_SLOTS") > 64)
      d_.error(at("queues.scoreboard_slots"), "queues.scoreboard_slots is " + n2s(v("SB_SLOTS")) + "; it must be 4..64");
    if (v("VEC_BUFFERS") < 2 || v("VEC_BUFFERS") > 4)
      d_.error(at("queues.vector_buffers"), "queues.vector_buffers is " + n2s(v("VEC_BUFFERS")) + "; it must be 2..4");
    if (v("MAT_QUEUE") < 2)
      d_.error(at("queues.matrix_queue"), "queues.matrix_queue must be at least 2");
    if (v("DMA_QUEUE") < 2)
      d_.error(at("queues.dma_queue"), "queues.dma_queue must be at least 2");
    if (v("HBM_BYTES") % 2 != 0)
      d_.error(at("memory.hbm_bytes"), "memory.hbm_bytes must be even (HBM holds bf16 elements)");
    if (v("PORT_BYTES") > 2 * v("VLEN"))
      d_.error(at("dma.hbm_port_bytes"), "dma.hbm_port_bytes (" + n2s(v("PORT_BYTES")) +
                                             ") exceeds one VRAM row (2 * vlen = " + n2s(2 * v("VLEN")) + " bytes)");
    else if (v("PORT_BYTES") > 64)
      d_.error(at("dma.hbm_port_bytes"), "dma.hbm_port_bytes (" + n2s(v("PORT_BYTES")) +
                                             ") exceeds 64: the byte strobes of a beat are one 64-bit word");
    if (v("HBM_BYTES_PER_CYCLE") > v("PORT_BYTES") || v("PORT_BYTES") % v("HBM_BYTES_PER_CYCLE") != 0)
      d_.error(at("hbm_model.bytes_per_cycle"), "hbm_model.bytes_per_cycle (" + n2s(v("HBM_BYTES_PER_CYCLE")) +
                                                    ") must divide dma.hbm_port_bytes (" + n2s(v("PORT_BYTES")) + ")");
    check_peak(at("peak.matrix_macs_per_cycle"), "peak.matrix_macs_per_cycle", v("PEAK_MATRIX_MACS_PER_CYCLE"),
               v("BLEN") * v("BLEN"), "blen^2");
    check_peak(at("peak.vector_lanes_per_cycle"), "peak.vector_lanes_per_cycle", v("PEAK_VECTOR_LANES_PER_CYCLE"),
               v("LANES"), "lanes");
    check_peak(at("peak.hbm_bytes_per_cycle"), "peak.hbm_bytes_per_cycle", v("PEAK_HBM_BYTES_PER_CYCLE"),
               std::min(v("PORT_BYTES"), v("HBM_BYTES_PER_CYCLE")),
               "min(dma.hbm_port_bytes, hbm_model.bytes_per_cycle)");
  }

  void check_peak(const YAML::Node& n, const char* key, std::uint64_t stated, std::uint64_t derived, const char* rule) {
    if (stated != derived)
      d_.error(n,
               std::string(key) + " is " + std::to_string(stated) + " but " + rule + " = " + std::to_string(derived));
  }

  void add_derived() {
    for (const auto& dd : kDerived) {
      CfgValue cv;
      cv.sym = dd.sym;
      cv.member = dd.member;
      cv.meaning = dd.meaning;
      cv.wide = dd.wide;
      cv.value = dd.value(cfg_);
      cfg_.values.push_back(cv);
    }
  }

  // Every latency class evaluated with this configuration's identifiers.
  void resolve_latencies() {
    std::map<std::string, std::int64_t> env;
    for (const auto& id : latency_identifiers()) env[id] = std::int64_t(cfg_.get(id));
    for (const auto& lc : isa_.lat_classes) {
      CfgSpec::Timing t;
      t.latency = eval(lc.latency, lc.latency_pos, "latency of class " + lc.name, env);
      t.interval = eval(lc.interval, lc.interval_pos, "interval of class " + lc.name, env);
      cfg_.timing.push_back(t);
    }
  }

  std::uint32_t eval(const Expr& e, SrcPos pos, const std::string& what,
                     const std::map<std::string, std::int64_t>& env) {
    ExprError err;
    const auto v = e.eval(env, err);
    YAML::Mark m;
    m.line = pos.line;
    m.column = pos.column + int(err.offset);
    const std::string with = " with configuration " + cfg_.name + " (" + d_.file() + ")";
    if (!v) {
      isa_d_.error_at(m, what + with + ": " + err.message);
      return 0;
    }
    if (*v < 1 || *v > 0xFFFFFFF) {
      m.column = pos.column;
      isa_d_.error_at(m, what + with + " is " + std::to_string(*v) + ", outside 1..2^28");
      return 0;
    }
    return std::uint32_t(*v);
  }

  YamlDiag& d_;
  YamlDiag& isa_d_;
  const IsaSpec& isa_;
  CfgSpec cfg_;
};

}  // namespace

std::uint64_t CfgSpec::get(const std::string& sym) const {
  for (const auto& v : values)
    if (v.sym == sym) return v.value;
  throw std::logic_error("configuration value " + sym + " is not defined");
}

CfgSpec load_config(YamlDiag& diag, YamlDiag& isa_diag, const std::string& source, const IsaSpec& isa) {
  return CfgLoader(diag, isa_diag, isa).load(source);
}

}  // namespace kc::gen::plena
