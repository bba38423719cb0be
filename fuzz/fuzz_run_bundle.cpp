// libFuzzer target: the run-bundle reader (kc/run_bundle.h) on arbitrary text — run.json through
// parse_run_bundle(text, path), and the same bytes as a result.json through load_result(path).
//
// Both document BundleError as their only exception. A bundle that parses is also written back
// with write_run_bundle and read again (it must come back equal), and checked with
// validate_run_bundle against a made-up layout (address arithmetic of preloads and dumps near
// 2^64 is exactly what a hostile run.json would try).
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_util.h"
#include "kc/run_bundle.h"

namespace {

const kc::fuzz::ScratchDir& scratch() {
  static const kc::fuzz::ScratchDir dir("run_bundle");
  return dir;
}

bool same(const kc::RunBundle& a, const kc::RunBundle& b) {
  if (a.platform != b.platform || a.config != b.config || a.program.file != b.program.file ||
      a.program.format != b.program.format || a.max_cycles != b.max_cycles ||
      a.max_wall_seconds != b.max_wall_seconds || a.preload.size() != b.preload.size() ||
      a.dump.size() != b.dump.size() || a.trace.has_value() != b.trace.has_value())
    return false;
  for (std::size_t i = 0; i < a.preload.size(); ++i) {
    const auto &x = a.preload[i], &y = b.preload[i];
    if (x.space != y.space || x.addr != y.addr || x.file != y.file || x.symbol != y.symbol) return false;
  }
  for (std::size_t i = 0; i < a.dump.size(); ++i) {
    const auto &x = a.dump[i], &y = b.dump[i];
    if (x.space != y.space || x.addr != y.addr || x.bytes != y.bytes || x.file != y.file || x.symbol != y.symbol)
      return false;
  }
  if (a.trace && (a.trace->format != b.trace->format || a.trace->file != b.trace->file ||
                  a.trace->from_cycle != b.trace->from_cycle || a.trace->to_cycle != b.trace->to_cycle))
    return false;
  return true;
}

kc::MemoryLayout layout_for(const kc::RunBundle& b) {
  kc::MemoryLayout l;
  l.platform = b.platform;   // so that the checks get past the platform and configuration names
  l.config = b.config;
  l.spaces = {{"hbm", 2, uint64_t(1) << 40, 0}, {"vram", 2, 1 << 16, 0}, {"dtcm", 1, 1 << 16, 0x10000}};
  l.program_words = 4096;
  l.program_formats = {"raw32", "elf"};
  return l;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::string path = scratch().path() + "/run.json";
  try {
    try {
      const kc::RunBundle b = kc::parse_run_bundle(text, path);
      const std::string again_path = scratch().path() + "/again.json";
      kc::write_run_bundle(again_path, b);
      const kc::RunBundle again = kc::load_run_bundle(again_path);
      if (!same(b, again)) kc::fuzz::finding("run.json does not survive write_run_bundle + load_run_bundle");
      try {
        kc::validate_run_bundle(b, layout_for(b));
      } catch (const kc::BundleError&) {
      }
    } catch (const kc::BundleError&) {
    }
    try {
      (void)kc::load_result(scratch().write("result.json", data, size));
    } catch (const kc::BundleError&) {
    }
  } catch (...) {
    kc::fuzz::undocumented_exception("kc run-bundle reader");
  }
  return 0;
}
