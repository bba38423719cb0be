// The `vector` section of the coral hardware configurations (rtl/coral/cfg/*.yaml): its parameters,
// rules and derived values, added to the rv32 schema through rv32::CfgExtension (the memory,
// pipeline and peak sections and their rules are the rv32 core's).
#include <string>

#include "coral_spec.h"
#include "gen_cfg.h"
#include "kc/yaml_diag.h"

namespace kc::gen::coral {

const std::vector<std::string>& vector_latency_identifiers() {
  static const std::vector<std::string> ids = {"VALU_LATENCY", "VMUL_LATENCY", "VDIV_CYCLES", "VXFER_LATENCY"};
  return ids;
}

namespace {

// The element width of the unit: the vector table is Zve32x.
constexpr std::uint64_t kElen = 32;

void check_vector(YamlDiag& d, const YAML::Node& root, const CfgBase& cfg) {
  auto at = [&](const char* key) { return CfgReader::node_of(root, key); };
  const std::uint64_t vlen = cfg.get("VLEN"), lanes = cfg.get("VLANES"), port = cfg.get("VDTCM_PORT_BYTES");
  if (lanes * kElen > vlen)
    d.error(at("vector.lanes"), "vector.lanes is " + std::to_string(lanes) + ": " + std::to_string(lanes) +
                                    " lanes of 32 bits are wider than a vector register (VLEN " + std::to_string(vlen) +
                                    "); at most " + std::to_string(vlen / kElen));
  if (port > vlen / 8)
    d.error(at("vector.dtcm_port_bytes"), "vector.dtcm_port_bytes is " + std::to_string(port) +
                                              ", wider than a vector register (VLEN/8 = " + std::to_string(vlen / 8) +
                                              " bytes)");
}

}  // namespace

const rv32::CfgExtension& cfg_extension() {
  static const rv32::CfgExtension ext = {
      // key, C++ member, symbol, power of two, 64-bit, min, max
      {
          {"vector.vlen", "vlen", "VLEN", true, false, 64, 1024, false},
          {"vector.lanes", "vlanes", "VLANES", true, false, 1, 32, false},
          {"vector.dtcm_port_bytes", "vdtcm_port_bytes", "VDTCM_PORT_BYTES", true, false, 4, 128, false},
          {"vector.queue_depth", "vqueue_depth", "VQUEUE_DEPTH", false, false, 1, 32, false},
          {"vector.alu_latency", "valu_latency", "VALU_LATENCY", false, false, 1, 4, false},
          {"vector.mul_latency", "vmul_latency", "VMUL_LATENCY", false, false, 1, 6, false},
          {"vector.div_cycles", "vdiv_cycles", "VDIV_CYCLES", false, false, 1, 64, false},
          {"vector.xfer_latency", "vxfer_latency", "VXFER_LATENCY", false, false, 1, 8, false},
      },
      check_vector,
      {
          {"ELEN", "elen", "ELEN: widest element in bits (Zve32x)", false, [](const CfgBase&) { return kElen; }},
          {"VLENB", "vlenb", "VLEN/8: bytes of a vector register (the vlenb CSR)", false,
           [](const CfgBase& c) { return c.get("VLEN") / 8; }},
          {"VSTART_BITS", "vstart_bits", "log2(VLEN): bits of vstart (the largest VLMAX is VLEN, e8 with m8)", false,
           [](const CfgBase& c) { return std::uint64_t(log2_exact(c.get("VLEN"))); }},
          {"VLANE_BYTES", "vlane_bytes", "4*lanes: bytes of elements the unit processes per cycle", false,
           [](const CfgBase& c) { return 4 * c.get("VLANES"); }},
          {"VREG_BEATS", "vreg_beats", "VLEN/(32*lanes): cycles the lanes take for one vector register", false,
           [](const CfgBase& c) { return c.get("VLEN") / (kElen * c.get("VLANES")); }},
      },
  };
  return ext;
}

}  // namespace kc::gen::coral
