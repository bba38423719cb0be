// libFuzzer target: the task loader (kc/task.h) on an arbitrary task.yaml.
//
// load_task reads a file, so the input is written to a scratch file in /dev/shm first. It documents
// TaskError as its only exception; a task that loads is also instantiated for every configuration,
// bare and on every platform section it has (instantiate documents TaskError too).
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_util.h"
#include "kc/task.h"

namespace {

const kc::fuzz::ScratchDir& scratch() {
  static const kc::fuzz::ScratchDir dir("task");
  return dir;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, std::size_t size) {
  const std::string path = scratch().write("task.yaml", data, size);
  try {
    try {
      const kc::TaskSpec spec = kc::load_task(path);
      for (const kc::TaskConfig& cfg : spec.configs) {
        try {
          (void)kc::instantiate(spec, cfg);
        } catch (const kc::TaskError&) {
        }
        for (const auto& [platform, section] : spec.platforms) {
          try {
            (void)kc::instantiate(spec, cfg, platform);
          } catch (const kc::TaskError&) {
          }
        }
      }
    } catch (const kc::TaskError&) {
    }
  } catch (...) {
    kc::fuzz::undocumented_exception("kc::load_task");
  }
  return 0;
}
