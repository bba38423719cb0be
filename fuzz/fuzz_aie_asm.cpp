// libFuzzer target: the aie bundle assembler (kc/aie_asm.h) on arbitrary text.
//
// assemble() documents that it never throws on bad input, so no exception may escape. On top of
// "no crash", the target checks the assembler/disassembler contract: the words of a program that
// assembles split into bundles (decode_program), and their label-free disassembly assembles back
// to the same words.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_util.h"
#include "kc/aie_asm.h"

namespace {

void check(std::string_view text, const kc::aie::HwConfig* cfg) {
  const kc::aie::AsmResult r = kc::aie::assemble(text, "fuzz.s", cfg);
  (void)kc::aie::format_diagnostics(r, text, "fuzz.s");
  if (!r.ok()) return;
  std::string error;
  if (!kc::aie::decode_program(r.words, &error))
    kc::fuzz::finding("an assembled program does not decode: " + error);
  const std::string canon = kc::aie::disassemble(r.words);
  const kc::aie::AsmResult again = kc::aie::assemble(canon, "canonical.s", cfg);
  if (!again.ok() || again.words != r.words)
    kc::fuzz::finding("disassembly does not re-assemble to the same words:\n" + canon + "\n" +
                      kc::aie::format_diagnostics(again, canon, "canonical.s"));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    check(text, nullptr);
    check(text, kc::aie::find_config("small"));
  } catch (...) {
    kc::fuzz::undocumented_exception("kc::aie::assemble");
  }
  return 0;
}
