// libFuzzer target: the plena assembler (kc/plena_asm.h) on arbitrary text.
//
// assemble() documents that it never throws on bad input, so no exception may escape. On top of
// "no crash", the target checks what the assembler and disassembler promise each other: a program
// that assembles disassembles to canonical text that assembles back to the same words, and the
// listing, diagnostics and summary of any result can be formatted.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz_util.h"
#include "kc/plena_asm.h"
#include "kc/plena_disasm.h"

namespace {

void check(std::string_view text, const kc::plena::HwConfig* cfg) {
  const kc::plena::AsmResult r = kc::plena::assemble(text, "fuzz.asm", cfg);
  (void)kc::plena::format_diagnostics(r, text, "fuzz.asm");
  if (!r.ok()) return;
  if (r.lines.size() != r.words.size()) kc::fuzz::finding("AsmResult.lines and .words differ in length");
  (void)kc::plena::format_listing(r, text);
  (void)kc::plena::format_summary(kc::plena::summarize(r.words));
  // The canonical text of an assembled program assembles to the same words.
  const std::string canon = kc::plena::disassemble_program(r.words, false);
  const kc::plena::AsmResult again = kc::plena::assemble(canon, "canonical.asm", cfg);
  if (!again.ok() || again.words != r.words)
    kc::fuzz::finding("disassembly does not re-assemble to the same words:\n" + canon + "\n" +
                      kc::plena::format_diagnostics(again, canon, "canonical.asm"));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    check(text, nullptr);
    check(text, kc::plena::find_config("small"));
  } catch (...) {
    kc::fuzz::undocumented_exception("kc::plena::assemble");
  }
  return 0;
}
