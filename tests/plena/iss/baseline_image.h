// baseline_image.h: a task's template-compiler baseline as a program and an initial image for
// isstest::RtlRunner — the run bundle the platform writes for it (inputs, poisoned outputs,
// constants), turned into IMEM words and an InitImage with an HBM window over every HBM preload
// and dump. Used by the tests that run baselines on several models of one configuration
// (tests/plena/synth: RTL vs netlist; tests/plena/rtl: HBM stress).
#pragma once

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "iss_test_util.h"
#include "kc/plena_layout.h"
#include "kc/plena_platform.h"
#include "kc/run_bundle.h"
#include "kc/task.h"

namespace isstest {

// The initial image of a baseline run: what the task's run bundle preloads (inputs, poisoned
// outputs, constants), with an HBM window over every HBM preload and dump.
inline InitImage bundle_image(const kc::plena::HwConfig& cfg, const kc::RunBundle& b, const kc::BundleInputs& in) {
  InitImage im = InitImage::zeros(cfg);
  // The dumped HBM regions first (zeros, as HBM starts), so that the preloads written after them
  // (the outputs' poison among them) are what the run finds.
  for (const kc::DumpSpec& d : b.dump) {
    if (d.space != "hbm") continue;
    im.windows.push_back({d.addr, d.bytes / 2});
    im.hbm.emplace_back(d.bytes / 2, 0);
  }
  auto halves = [](const std::vector<uint8_t>& bytes) {
    std::vector<uint16_t> v(bytes.size() / 2);
    for (std::size_t i = 0; i < v.size(); ++i) v[i] = uint16_t(bytes[2 * i] | (bytes[2 * i + 1] << 8));
    return v;
  };
  for (std::size_t i = 0; i < b.preload.size(); ++i) {
    const kc::PreloadSpec& p = b.preload[i];
    const std::vector<uint8_t>& bytes = in.preload_data[i];
    if (p.space == "hbm") {
      im.windows.push_back({p.addr, bytes.size() / 2});
      im.hbm.push_back(halves(bytes));
    } else if (p.space == "int_mem") {
      for (std::size_t k = 0; k + 3 < bytes.size(); k += 4)
        im.int_mem.at(p.addr + k / 4) = uint32_t(bytes[k]) | uint32_t(bytes[k + 1]) << 8 |
                                        uint32_t(bytes[k + 2]) << 16 | uint32_t(bytes[k + 3]) << 24;
    } else {
      std::vector<uint16_t>& mem = p.space == "vram" ? im.vram : p.space == "mram" ? im.mram : im.fp_mem;
      const std::vector<uint16_t> v = halves(bytes);
      std::copy(v.begin(), v.end(), mem.begin() + std::ptrdiff_t(p.addr));
    }
  }
  return im;
}

struct BaselineRun {
  std::vector<uint32_t> program;
  InitImage image;
};

// The baseline of configuration `config_id` of task `task_dir` (tasks/<level>/<task>) on hardware
// configuration `hw`: assembled and written as a run bundle under `out_dir`, inputs of seed 1.
// Throws std::runtime_error when the task has no baseline or it does not assemble.
inline BaselineRun baseline_run(const std::string& task_dir, const std::string& config_id, const std::string& hw,
                                const std::string& out_dir, uint64_t max_cycles) {
  const kc::Platform& plena = kc::plena::platform();
  const kc::TaskSpec spec = kc::load_task(task_dir + "/task.yaml");
  const kc::TaskInstance inst = kc::instantiate(spec, *spec.config(config_id), "plena");
  const auto kernel = plena.baseline(inst, hw);
  if (!kernel) throw std::runtime_error(spec.id + ": no plena baseline for " + hw);
  kc::AssembleRequest req;
  req.text = kernel->text;
  req.hw = hw;
  req.task = &inst;
  const kc::Assembled a = plena.assemble(req);
  if (!a.ok()) throw std::runtime_error(spec.id + ": the baseline does not assemble");
  const std::filesystem::path bdir = std::filesystem::path(out_dir) / spec.id;
  std::filesystem::create_directories(bdir);
  kc::Platform::BundleOptions bo;
  bo.hw = hw;
  bo.max_cycles = max_cycles;
  const kc::RunBundle b = plena.write_bundle(bdir.string(), inst, a.image, kc::generate_inputs(inst, 1), bo);
  const kc::plena::HwConfig& cfg = *kc::plena::find_config(hw);
  const kc::BundleInputs in = kc::read_bundle_inputs(b, kc::plena::memory_layout(cfg));
  return {in.program, bundle_image(cfg, b, in)};
}

}  // namespace isstest
