// <platform>-test-ldscript CONFIG TEMPLATE OUT: writes the linker script of the RTL test programs of
// an rv32-family platform (rv32, coral) for hardware configuration CONFIG — TEMPLATE (link.ld.in)
// with @CFG@, @ITCM_BASE@, @ITCM_BYTES@, @DTCM_BASE@, @DTCM_BYTES@ and @CTRL_BASE@ replaced by the
// configuration's memory map (the generated <platform>_configs.h, from rtl/<platform>/cfg/<name>.yaml).
// Writes OUT only when its content changes. Exit 1 with a message for an unknown configuration or
// an I/O error. Built per platform: KC_LDSCRIPT_PLATFORM names it (rv32 when not defined).
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>

#ifndef KC_LDSCRIPT_PLATFORM
#define KC_LDSCRIPT_PLATFORM rv32
#endif
#define KC_STR2(x) #x
#define KC_STR(x) KC_STR2(x)
#define KC_CONFIGS_H2(p) KC_STR(p##_configs.h)
#define KC_CONFIGS_H(p) KC_CONFIGS_H2(p)
#include KC_CONFIGS_H(KC_LDSCRIPT_PLATFORM)

namespace {

namespace cfgs = kc::KC_LDSCRIPT_PLATFORM;
const char* const kPlatform = KC_STR(KC_LDSCRIPT_PLATFORM);

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
    std::fprintf(stderr, "usage: %s-test-ldscript CONFIG TEMPLATE OUT\n", kPlatform);
    return 1;
  }
  const cfgs::HwConfig* c = cfgs::find_config(argv[1]);
  if (!c) {
    std::fprintf(stderr, "%s-test-ldscript: unknown %s configuration '%s'\n", kPlatform, kPlatform, argv[1]);
    return 1;
  }
  std::ifstream in(argv[2]);
  if (!in) {
    std::fprintf(stderr, "%s-test-ldscript: cannot read %s\n", kPlatform, argv[2]);
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
    std::fprintf(stderr, "%s-test-ldscript: cannot write %s\n", kPlatform, argv[3]);
    return 1;
  }
  return 0;
}
