// coral-test-ldscript CONFIG TEMPLATE OUT: writes the linker script of the coral RTL test programs
// for hardware configuration CONFIG — TEMPLATE (link.ld.in) with @CFG@, @ITCM_BASE@,
// @ITCM_BYTES@, @DTCM_BASE@, @DTCM_BYTES@ and @CTRL_BASE@ replaced by the configuration's
// memory map (the generated coral_configs.h, from rtl/coral/cfg/<name>.yaml). Writes OUT only
// when its content changes. Exit 1 with a message for an unknown configuration or an I/O error.
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#include "coral_configs.h"

namespace {

std::string hex(unsigned long v) {
  char b[32];
  std::snprintf(b, sizeof b, "0x%lx", v);
  return b;
}

void replace_all(std::string& s, const std::string& from, const std::string& to) {
  for (std::size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size()))
    s.replace(p, from.size(), to);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: coral-test-ldscript CONFIG TEMPLATE OUT\n");
    return 1;
  }
  const kc::coral::HwConfig* c = kc::coral::find_config(argv[1]);
  if (!c) {
    std::fprintf(stderr, "coral-test-ldscript: unknown coral configuration '%s'\n", argv[1]);
    return 1;
  }
  std::ifstream in(argv[2]);
  if (!in) {
    std::fprintf(stderr, "coral-test-ldscript: cannot read %s\n", argv[2]);
    return 1;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  std::string t = ss.str();
  replace_all(t, "@CFG@", argv[1]);
  replace_all(t, "@ITCM_BASE@", hex(c->itcm_base));
  replace_all(t, "@ITCM_BYTES@", hex(c->itcm_bytes));
  replace_all(t, "@DTCM_BASE@", hex(c->dtcm_base));
  replace_all(t, "@DTCM_BYTES@", hex(c->dtcm_bytes));
  replace_all(t, "@CTRL_BASE@", hex(c->ctrl_base));
  std::ifstream old(argv[3]);
  std::stringstream os;
  if (old) os << old.rdbuf();
  if (old && os.str() == t) return 0;
  std::ofstream out(argv[3]);
  out << t;
  if (!out) {
    std::fprintf(stderr, "coral-test-ldscript: cannot write %s\n", argv[3]);
    return 1;
  }
  return 0;
}
