// rv32-iss-ldscript CONFIG|qemu TEMPLATE OUT: the linker script of the ISS test programs for a
// configuration's memory map (from the generated configuration table), or for QEMU's virt
// machine (RAM at 0x80000000: ITCM 64 KiB there, DTCM 64 KiB after it).
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "rv32_configs.h"

namespace {

std::string hex(unsigned v) {
  char b[16];
  std::snprintf(b, sizeof b, "0x%08x", v);
  return b;
}

void replace(std::string& s, const std::string& from, const std::string& to) {
  for (std::size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size())) s.replace(p, from.size(), to);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: rv32-iss-ldscript CONFIG|qemu TEMPLATE OUT\n";
    return 2;
  }
  const std::string name = argv[1];
  unsigned itcm_base = 0x80000000u, itcm_bytes = 65536, dtcm_base = 0x80010000u, dtcm_bytes = 65536;
  if (name != "qemu") {
    const kc::rv32::HwConfig* c = kc::rv32::find_config(name);
    if (!c) {
      std::cerr << "rv32-iss-ldscript: unknown configuration '" << name << "'\n";
      return 1;
    }
    itcm_base = c->itcm_base;
    itcm_bytes = c->itcm_bytes;
    dtcm_base = c->dtcm_base;
    dtcm_bytes = c->dtcm_bytes;
  }
  std::ifstream in(argv[2]);
  std::stringstream t;
  t << in.rdbuf();
  std::string s = t.str();
  replace(s, "@ITCM_BASE@", hex(itcm_base));
  replace(s, "@ITCM_BYTES@", std::to_string(itcm_bytes));
  replace(s, "@DTCM_BASE@", hex(dtcm_base));
  replace(s, "@DTCM_BYTES@", std::to_string(dtcm_bytes));
  std::ofstream(argv[3]) << s;
  return 0;
}
