// Loader and validator of the plena hardware configurations (rtl/plena/cfg/*.yaml): the schema
// (a table for the shared CfgReader of gen_cfg.h), the consistency rules between parameters, the
// derived values and the resolved latency classes.
#include <algorithm>

#include "gen_cfg.h"
#include "kc/yaml_diag.h"
#include "plena_spec.h"

namespace kc::gen::plena {

namespace {

// The parameters: YAML key path, C++ member, SV/expression symbol, power of two, 64-bit.
const std::vector<ParamDef> kParams = {
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

// Derived values: symbol, member, meaning, 64-bit, value from the parameters.
const std::vector<DerivedDef> kDerived = {
    {"BEATS", "beats", "vlen / lanes: beats of one row through the vector lanes", false,
     [](const CfgBase& c) { return c.get("VLEN") / c.get("LANES"); }},
    {"RED_LEVELS", "red_levels", "log2(lanes): levels of the reduction tree", false,
     [](const CfgBase& c) { return std::uint64_t(log2_exact(c.get("LANES"))); }},
    {"HEADS", "heads", "vlen / hlen: heads per row (bits of V_MASK in use)", false,
     [](const CfgBase& c) { return c.get("VLEN") / c.get("HLEN"); }},
    {"PORT_ELEMS", "port_elems", "hbm_port_bytes / 2: bf16 elements per HBM beat", false,
     [](const CfgBase& c) { return c.get("PORT_BYTES") / 2; }},
    {"HBM_BEAT_CYCLES", "hbm_beat_cycles", "hbm_port_bytes / hbm_model.bytes_per_cycle: cycles per HBM beat", false,
     [](const CfgBase& c) { return c.get("PORT_BYTES") / c.get("HBM_BYTES_PER_CYCLE"); }},
    {"HBM_ELEMS", "hbm_elems", "hbm_bytes / 2: bf16 elements in HBM", true,
     [](const CfgBase& c) { return c.get("HBM_BYTES") / 2; }},
    {"MRAM_TILE_ELEMS", "mram_tile_elems", "mlen * mlen: elements per MRAM tile (tile t starts at t * MLEN^2)", false,
     [](const CfgBase& c) { return c.get("MLEN") * c.get("MLEN"); }},
    {"VRAM_ELEMS", "vram_elems", "vram_rows * vlen: elements in VRAM", false,
     [](const CfgBase& c) { return c.get("VRAM_ROWS") * c.get("VLEN"); }},
    {"MRAM_ELEMS", "mram_elems", "mram_tiles * mlen * mlen: elements in MRAM", false,
     [](const CfgBase& c) { return c.get("MRAM_TILES") * c.get("MLEN") * c.get("MLEN"); }},
    {"SB_SLOT_AW", "sb_slot_aw", "scoreboard slot index bits: log2(scoreboard_slots)", false,
     [](const CfgBase& c) { return std::uint64_t(log2_exact(c.get("SB_SLOTS"))); }},
    {"IMEM_AW", "imem_aw", "instruction address bits: clog2(imem_words)", false,
     [](const CfgBase& c) { return addr_bits(c.get("IMEM_WORDS")); }},
    {"VRAM_ROW_AW", "vram_row_aw", "VRAM row index bits: clog2(vram_rows)", false,
     [](const CfgBase& c) { return addr_bits(c.get("VRAM_ROWS")); }},
    {"VRAM_AW", "vram_aw", "VRAM element address bits: clog2(vram_rows * vlen)", false,
     [](const CfgBase& c) { return addr_bits(c.get("VRAM_ELEMS")); }},
    {"MRAM_TILE_AW", "mram_tile_aw", "MRAM tile index bits: clog2(mram_tiles)", false,
     [](const CfgBase& c) { return addr_bits(c.get("MRAM_TILES")); }},
    {"MRAM_AW", "mram_aw", "MRAM element address bits: clog2(mram_tiles * mlen * mlen)", false,
     [](const CfgBase& c) { return addr_bits(c.get("MRAM_ELEMS")); }},
    {"FP_MEM_AW", "fp_mem_aw", "FP_MEM address bits: clog2(fp_mem_words)", false,
     [](const CfgBase& c) { return addr_bits(c.get("FP_MEM_WORDS")); }},
    {"INT_MEM_AW", "int_mem_aw", "INT_MEM address bits: clog2(int_mem_words)", false,
     [](const CfgBase& c) { return addr_bits(c.get("INT_MEM_WORDS")); }},
    {"HBM_AW", "hbm_aw", "HBM element address bits: clog2(hbm_bytes / 2)", false,
     [](const CfgBase& c) { return addr_bits(c.get("HBM_ELEMS")); }},
    {"LOOP_AW", "loop_aw", "loop stack index bits: clog2(loop_depth)", false,
     [](const CfgBase& c) { return addr_bits(c.get("LOOP_DEPTH")); }},
};

class CfgLoader {
 public:
  CfgLoader(YamlDiag& d, YamlDiag& isa_d, const IsaSpec& isa) : d_(d), isa_d_(isa_d), isa_(isa) {}

  CfgSpec load(const std::string& source) {
    const YAML::Node root = CfgReader(d_, kParams).read(cfg_, source);
    if (!root.IsDefined() || !d_.ok()) return std::move(cfg_);
    check_rules(root);
    if (!d_.ok()) return std::move(cfg_);
    add_derived(cfg_, kDerived);
    resolve_latencies();
    return std::move(cfg_);
  }

 private:
  YAML::Node node_of(const YAML::Node& root, const std::string& key) const { return CfgReader::node_of(root, key); }

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
    return eval_latency_expr(e, pos, what, env, cfg_, isa_d_);
  }

  YamlDiag& d_;
  YamlDiag& isa_d_;
  const IsaSpec& isa_;
  CfgSpec cfg_;
};

}  // namespace

CfgSpec load_config(YamlDiag& diag, YamlDiag& isa_diag, const std::string& source, const IsaSpec& isa) {
  return CfgLoader(diag, isa_diag, isa).load(source);
}

}  // namespace kc::gen::plena
