// kc-aie-asm: the aie assembler on the command line.
//
//   kc-aie-asm [--cfg NAME] FILE.s        assemble: diagnostics on stderr, then one line per bundle
//                                         "ADDR  WORDS...  source line" on stdout; status 1 on errors
//   kc-aie-asm -d FILE.hex                disassemble words (one hex word per line) into bundles
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "kc/aie_asm.h"

int main(int argc, char** argv) {
  std::string cfg_name = "default", path;
  bool dis = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--cfg" && i + 1 < argc) cfg_name = argv[++i];
    else if (a == "-d") dis = true;
    else if (path.empty() && !a.empty() && a[0] != '-') path = a;
    else {
      std::cerr << "usage: kc-aie-asm [--cfg NAME] FILE.s | kc-aie-asm -d FILE.hex\n";
      return 2;
    }
  }
  if (path.empty()) {
    std::cerr << "usage: kc-aie-asm [--cfg NAME] FILE.s | kc-aie-asm -d FILE.hex\n";
    return 2;
  }
  const kc::aie::HwConfig* cfg = kc::aie::find_config(cfg_name);
  if (!cfg) {
    std::cerr << "kc-aie-asm: unknown configuration '" << cfg_name << "'\n";
    return 2;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    std::cerr << "kc-aie-asm: cannot read " << path << "\n";
    return 2;
  }
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string text = ss.str();
  if (dis) {
    std::vector<std::uint32_t> words;
    std::istringstream ls(text);
    std::string w;
    while (ls >> w) {
      try {
        words.push_back(std::uint32_t(std::stoul(w, nullptr, 16)));
      } catch (const std::exception&) {
        std::cerr << "kc-aie-asm: '" << w << "' is not a hex word\n";
        return 1;
      }
    }
    std::cout << kc::aie::disassemble(words);
    return 0;
  }
  const auto r = kc::aie::assemble(text, path, cfg);
  std::cerr << kc::aie::format_diagnostics(r, text, path);
  if (!r.ok()) return 1;
  for (std::size_t i = 0; i < r.bundle_starts.size(); ++i) {
    const std::size_t end = i + 1 < r.bundle_starts.size() ? r.bundle_starts[i + 1] : r.words.size();
    std::printf("%5u ", unsigned(r.bundle_starts[i]));
    for (std::size_t k = r.bundle_starts[i]; k < end; ++k) std::printf(" %08x", unsigned(r.words[k]));
    std::printf("   // line %u\n", r.bundle_lines[i]);
  }
  return 0;
}
