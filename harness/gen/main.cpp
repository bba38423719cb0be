// kc-gen: the build-time generator. Every file it writes starts with a "generated" banner and is
// never edited by hand; the sources of truth are the YAML tables under rtl/.
//
//   kc-gen fprom OUT.sv                       floating-point ROM package (exp/recip/sqrt tables)
//   kc-gen plena --isa ISA.yaml --cfg A.yaml [--cfg B.yaml ...] --out DIR
//                                             plena ISA + configurations: SV packages, C++ tables,
//                                             docs, round-trip test vectors
//   kc-gen rv32 --isa ISA.yaml --cfg A.yaml [--cfg B.yaml ...] --out DIR
//                                             rv32 ISA + configurations: SV packages, C++ tables,
//                                             docs
//   kc-gen coral --isa rv32_isa.yaml --isa coral_rvv.yaml --cfg A.yaml [--cfg B.yaml ...] --out DIR
//                                             coral ISA (rv32 + Zve32x vector table) +
//                                             configurations: SV packages, C++ tables, docs
//   kc-gen aie --isa aie_isa.yaml --cfg A.yaml [--cfg B.yaml ...] --out DIR
//                                             aie slot-and-bundle ISA + configurations: SV
//                                             packages (slot decoders), C++ tables, docs
#include <cstdio>
#include <cstring>
#include <exception>
#include <string>

int gen_fprom_main(int argc, char** argv);  // gen_fprom.cpp
int gen_plena_main(int argc, char** argv);  // gen_plena.cpp
int gen_rv32_main(int argc, char** argv);   // gen_rv32.cpp
int gen_coral_main(int argc, char** argv);  // gen_coral.cpp
int gen_aie_main(int argc, char** argv);    // gen_aie.cpp

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr,
                 "usage: kc-gen fprom OUT.sv | kc-gen plena|rv32|coral|aie --isa ISA.yaml... --cfg CFG.yaml... --out DIR\n");
    return 2;
  }
  try {
    if (std::strcmp(argv[1], "fprom") == 0) return gen_fprom_main(argc - 1, argv + 1);
    if (std::strcmp(argv[1], "plena") == 0) return gen_plena_main(argc - 1, argv + 1);
    if (std::strcmp(argv[1], "rv32") == 0) return gen_rv32_main(argc - 1, argv + 1);
    if (std::strcmp(argv[1], "coral") == 0) return gen_coral_main(argc - 1, argv + 1);
    if (std::strcmp(argv[1], "aie") == 0) return gen_aie_main(argc - 1, argv + 1);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "kc-gen: error: %s\n", e.what());
    return 1;
  }
  std::fprintf(stderr, "kc-gen: unknown generator '%s'\n", argv[1]);
  return 2;
}
