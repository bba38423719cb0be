#include "plena_cell_floors.h"

namespace kc::plena::test {

namespace {

// The arithmetic blocks (floating-point operators, vector lanes, the reduction tree): their
// pipeline registers and ROMs (exp, reciprocal) are not a unit's storage.
bool arithmetic(const std::string& module) {
  return module.rfind("kc_fp32_", 0) == 0 || module.rfind("kc_bf16_", 0) == 0 ||
         module == "plena_fp_lane" || module == "plena_red_tree";
}

uint64_t instances(const kc::test::SubtreeTotals& t, const std::string& module) {
  const auto it = t.instances.find(module);
  return it == t.instances.end() ? 0 : it->second;
}

}  // namespace

std::vector<CellFloor> cell_floors(const kc::test::DesignStat& stat, const HwConfig& c) {
  const uint64_t row_bits = 16ull * c.vlen;        // one VRAM row of bf16 elements
  const uint64_t macs = uint64_t(c.blen) * c.blen + c.blen;
  std::vector<CellFloor> f;

  // ---- Matrix unit: the BLEN x BLEN array (m_accum) and the BLEN-element row (v_accum) -------
  const auto mat = stat.unit_totals("plena_mat_unit", arithmetic);
  const std::string u = "plena_mat_unit";
  f.push_back({u, "plena_mac instances", "BLEN^2 + BLEN (m_accum array, v_accum row)", macs,
               instances(mat, "plena_mac")});
  f.push_back({u, "kc_fp32_mul_bf16 instances", "one bf16 multiplier per MAC", macs,
               instances(mat, "kc_fp32_mul_bf16")});
  f.push_back({u, "kc_fp32_add instances", "one fp32 accumulating adder per MAC", macs,
               instances(mat, "kc_fp32_add")});
  f.push_back({u, "kc_fp32_to_bf16 instances", "BLEN^2: the write-out rounds the whole block",
               uint64_t(c.blen) * c.blen, instances(mat, "kc_fp32_to_bf16")});
  f.push_back({u, "state bits",
               "64 per MAC (product register, fp32 accumulator) + 16 BLEN^2 (rounded block) + "
               "2 BLEN rows (activations of the multiply computed and of the one loaded)",
               64 * macs + 16ull * c.blen * c.blen + 2ull * c.blen * row_bits, mat.state_bits()});

  // ---- Scoreboard: one footprint per slot ----------------------------------------------------
  // plena_pkg::footprint_t is three ranges {space (2 bits), lo, hi (HBM_AW bits each)}.
  const auto sb = stat.unit_totals("plena_scoreboard", arithmetic);
  f.push_back({"plena_scoreboard", "state bits", "SB_SLOTS x 3 ranges of 2 + 2 HBM_AW bits",
               uint64_t(c.scoreboard_slots) * 3 * (2 + 2ull * c.hbm_aw), sb.state_bits()});

  // ---- Vector unit: LANES lanes, the reduction tree, the operand buffers ----------------------
  const auto vec = stat.unit_totals("plena_vec_unit", arithmetic);
  const std::string v = "plena_vec_unit";
  f.push_back({v, "plena_fp_lane instances", "LANES", c.lanes, instances(vec, "plena_fp_lane")});
  f.push_back({v, "plena_red_tree instances", "one reduction tree", 1, instances(vec, "plena_red_tree")});
  f.push_back({v, "kc_fp32_add instances",
               "2 LANES + 1: one per lane, LANES - 1 in the tree, the accumulator, the final add",
               2ull * c.lanes + 1, instances(vec, "kc_fp32_add")});
  f.push_back({v, "state bits",
               "VEC_BUFFERS x (2 operand rows + 3 row addresses + a 16-bit scalar) + the row "
               "collector's row",
               uint64_t(c.vector_buffers) * (2 * row_bits + 3ull * c.vram_row_aw + 16) + row_bits,
               vec.state_bits()});

  // ---- DMA engine: queues, read tags, row buffers --------------------------------------------
  const auto dma = stat.unit_totals("plena_dma", arithmetic);
  f.push_back({"plena_dma", "state bits",
               "DMA_QUEUE x (base, stride: 2 HBM_AW) + MAX_OUTSTANDING x (row, slot of a read "
               "beat) + 4 rows (two store buffers, the row assembled, the row written) + one beat",
               uint64_t(c.dma_queue) * 2 * c.hbm_aw +
                   uint64_t(c.max_outstanding) * (c.vram_row_aw + c.sb_slot_aw) + 4 * row_bits +
                   8ull * c.hbm_port_bytes,
               dma.state_bits()});
  return f;
}

}  // namespace kc::plena::test
