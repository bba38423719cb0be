// gen_fprom.cpp: `kc-gen fprom OUT.sv` writes the SystemVerilog package kc_fp_rom_pkg holding
// the floating-point ROM tables (kc/fp_rom.h). The file is rewritten only when its content
// changes, so an unchanged table does not trigger a re-verilation of every model.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>

#include "kc/fp_rom.h"

int gen_fprom_main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: kc-gen fprom OUT.sv\n");
    return 2;
  }
  const std::string path = argv[1];
  std::ostringstream text;
  kc::fp::write_fp_rom_sv(text);
  const std::string want = text.str();

  std::ifstream in(path, std::ios::binary);
  if (in) {
    const std::string have((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (have == want) return 0;  // up to date: keep the timestamp
  }
  in.close();

  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  std::error_code ec;
  if (!parent.empty()) std::filesystem::create_directories(parent, ec);  // failure reported below
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << want;
  out.close();
  if (!out) {
    std::fprintf(stderr, "kc-gen fprom: cannot write '%s' (does its directory exist?)\n", path.c_str());
    return 1;
  }
  return 0;
}
