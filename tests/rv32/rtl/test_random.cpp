// Random programs (rv32_random.h) on the small and default cores: different latencies, same
// architecture — every trace record (cycle aside) and the data window must agree. The programs
// are dense in read-after-write chains through every integer class, loads after stores, and
// branches, so a forwarding or hazard mistake in one configuration shows up as a difference.
// (The lock-step comparison with the ISS, a golden model, is tests/rv32/iss's.)
#include <filesystem>

#include "rv32_random.h"
#include "rv32_rig.h"

using namespace kc::rv32;
using namespace kc::rv32::test;

TEST_CASE("rv32.rtl.random_small_vs_default", "[rv32][rtl][random]") {
  const std::string dir = std::filesystem::temp_directory_path() / "kc_rv32_random";
  std::filesystem::create_directories(dir);
  Rv32Rig<Vrv32_small> small("small");
  Rv32Rig<Vrv32_default> dflt("default");
  for (uint32_t seed = 1; seed <= 200; ++seed) {
    INFO("random program seed " << seed);
    const std::string text = random_program(seed, 150, true);
    const std::string name = "rnd" + std::to_string(seed);
    const std::string es = assemble_random(text, dir, name, "small");
    const std::string ed = assemble_random(text, dir, name, "default");
    std::vector<uint32_t> ws(96), wd(96);
    const RunOut a = small.run(es, {}, [](auto&) {}, [&](auto& d) {
      d.read_words(small.elf(es).symbol("rdata")->value, ws.data(), 96);
    });
    const RunOut b = dflt.run(ed, {}, [](auto&) {}, [&](auto& d) {
      d.read_words(dflt.elf(ed).symbol("rdata")->value, wd.data(), 96);
    });
    check_self_checking(small, a, name);
    check_self_checking(dflt, b, name);
    REQUIRE(a.trace.size() == b.trace.size());
    for (std::size_t i = 0; i < a.trace.size(); ++i) {
      INFO("trace record " << i << " pc 0x" << std::hex << a.trace[i].pc);
      REQUIRE(same_arch(a.trace[i], b.trace[i]));
    }
    CHECK(ws == wd);
    CHECK(a.counters[kInstret] == b.counters[kInstret]);
    CHECK(a.counters[kBranches] == b.counters[kBranches]);
    CHECK(a.counters[kLoads] == b.counters[kLoads]);
  }
}
