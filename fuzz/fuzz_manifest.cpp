// libFuzzer target: the regression-manifest loader (kc/manifest.h) on an arbitrary manifest.yaml.
//
// load_manifest reads a file, so the input is written to a scratch directory in /dev/shm, next to
// two kernel files a manifest may name (kernel.asm, k/x.asm). It documents ManifestError as its only
// exception; a manifest that loads is also expanded against a small made-up catalog
// (expand_manifest documents ManifestError too).
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "fuzz_util.h"
#include "kc/manifest.h"

namespace {

const kc::fuzz::ScratchDir& scratch() {
  static const kc::fuzz::ScratchDir dir("manifest");
  return dir;
}

void make_kernels(const kc::fuzz::ScratchDir& d) {
  static bool done = false;
  if (done) return;
  done = true;
  const uint8_t text[] = "S_ADDI_INT gp1, gp0, 1\n";
  std::filesystem::create_directories(d.path() + "/k");
  d.write("kernel.asm", text, sizeof text - 1);
  d.write("k/x.asm", text, sizeof text - 1);
}

kc::ManifestCatalog catalog() {
  kc::ManifestCatalog c;
  c.platforms = [] { return std::vector<std::string>{"plena", "rv32"}; };
  c.hw_configs = [](const std::string& p) {
    return p == "plena" ? std::vector<std::string>{"small", "default", "fpga"} : std::vector<std::string>{"default"};
  };
  c.default_hw = [](const std::string&) { return std::string("default"); };
  c.tasks = [](const std::string& p) {
    return p == "plena" ? std::vector<std::string>{"gemm", "relu", "softmax"} : std::vector<std::string>{"saxpy"};
  };
  c.task_configs = [](const std::string& t) -> std::optional<std::vector<std::string>> {
    if (t == "gemm" || t == "relu" || t == "softmax" || t == "saxpy")
      return std::vector<std::string>{"C1", "C2", "C3", "C4", "C5", "H1", "H2"};
    return std::nullopt;
  };
  return c;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const kc::fuzz::ScratchDir& d = scratch();
  make_kernels(d);
  const std::string path = d.write("manifest.yaml", data, size);
  try {
    try {
      const kc::Manifest m = kc::load_manifest(path);
      static const kc::ManifestCatalog c = catalog();
      (void)kc::expand_manifest(m, c);
    } catch (const kc::ManifestError&) {
    }
  } catch (...) {
    kc::fuzz::undocumented_exception("kc::load_manifest / expand_manifest");
  }
  return 0;
}
