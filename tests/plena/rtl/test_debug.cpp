// The debug port (the testbench's only way into the core) and the stop request.
#include <catch2/catch.hpp>

#include "Vplena_small.h"
#include "plena_rig.h"

namespace {

using kc::plena::PlenaDriver;
using kc::plena::Space;
using kc::plena::test::PlenaRig;

}  // namespace

TEST_CASE("plena.rtl.debug.reads_in_reset") {
  VerilatedContext ctx;
  Vplena_small m{&ctx};
  kc::HbmModel hbm(1 << 20, {40, 32});
  kc::plena::DirectMem mem(hbm);
  PlenaDriver<Vplena_small> d(m, mem);
  d.hold_reset(1);
  d.write(Space::imem, 5, 0x12345678);
  d.write(Space::vram, 18, 0xAAAA5555);     // row 1, elements 2 and 3
  d.write(Space::mram, 16 * 16 + 4, 0x3F804000);
  d.write(Space::fp_mem, 7, 0xBEEF);
  d.write(Space::int_mem, 3, 77);
  CHECK(d.read1(Space::imem, 5) == 0x12345678u);
  CHECK(d.read1(Space::vram, 18) == 0xAAAA5555u);
  CHECK(d.read1(Space::mram, 16 * 16 + 4) == 0x3F804000u);
  CHECK(d.read1(Space::fp_mem, 7) == 0xBEEFu);
  CHECK(d.read1(Space::int_mem, 3) == 77u);
  CHECK(d.read1(Space::regs, kc::plena::kRegStride) == 1u);   // the reset value
  CHECK(d.read1(Space::regs, kc::plena::kRegGp + 3) == 0u);
  // Pipelined reads return each address's own data.
  uint32_t w[3];
  d.write(Space::vram, 16, 0x11112222);
  d.write(Space::vram, 20, 0x33334444);
  d.read(Space::vram, 16, w, 3, 2);
  CHECK(w[0] == 0x11112222u);
  CHECK(w[1] == 0xAAAA5555u);
  CHECK(w[2] == 0x33334444u);
}

TEST_CASE("plena.rtl.debug.stop_reports_where_the_program_stood") {
  PlenaRig<Vplena_small> rig("small");
  // An endless loop: C_LOOP_END at pc 2 keeps jumping back to pc 1.
  auto r = rig.run("C_LOOP_START gp1, 4000000\nS_ADDI_INT gp2, gp2, 1\nC_LOOP_END gp1\n", 5000);
  CHECK(r.status == 4);   // cycle_limit
  CHECK((r.fault_pc == 1 || r.fault_pc == 2));
  CHECK(r.core_cycles == r.cycles);
  CHECK(rig.driver().read1(Space::regs, kc::plena::kRegStride) == 1u);
}
