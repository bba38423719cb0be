// kernelcraft codesign without the builds (kc/codesign.h): the scratch copy, patches (real git)
// and overlays, the area line, the ISA diff, the report of stored results, and the command's
// errors for bad input, which all happen before anything is configured.
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include "kc/codesign.h"
#include "results_test_util.h"

using namespace kc;
using namespace kc::test;
namespace cd = kc::codesign;

namespace {

// The message of the CodesignError `f` throws ("" when it throws none).
template <class F>
std::string error_of(F f) {
  try {
    f();
  } catch (const cd::CodesignError& e) {
    return e.what();
  }
  return "";
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// A small source tree: files, a nested folder, a build tree and a .git that copies leave out.
fs::path make_tree(const fs::path& d) {
  const fs::path src = d / "src";
  write_file(src / "CMakeLists.txt", "project(x)\n");
  write_file(src / "rtl/x/isa.yaml", "instructions:\n  - {name: ADD, opcode: 0x01, summary: add}\n  - {name: SUB, opcode: 0x02}\n");
  write_file(src / "rtl/x/core.sv", "module core;\nendmodule\n");
  write_file(src / "build/CMakeCache.txt", "cache\n");
  write_file(src / "out/CMakeCache.txt", "a build tree under another name\n");
  write_file(src / ".git", "gitdir: elsewhere\n");
  write_file(src / "web/node_modules/big.js", "x\n");
  return src;
}

StoredEvaluation stored(const std::string& status, uint64_t cycles, uint64_t instructions) {
  StoredEvaluation e;
  e.status = status;
  e.cycles = cycles;
  e.static_instructions = instructions;
  return e;
}

}  // namespace

TEST_CASE("core.codesign.sync_tree") {
  const fs::path d = test_dir("codesign_sync");
  const fs::path src = make_tree(d), dst = d / "copy";
  CHECK(cd::sync_tree(src.string(), dst.string(), {"build"}) == 3);
  CHECK(slurp(dst / "rtl/x/core.sv") == "module core;\nendmodule\n");
  CHECK(slurp(dst / "CMakeLists.txt") == "project(x)\n");
  CHECK_FALSE(fs::exists(dst / "build"));
  CHECK_FALSE(fs::exists(dst / "out"));
  CHECK_FALSE(fs::exists(dst / ".git"));
  CHECK_FALSE(fs::exists(dst / "web/node_modules"));

  // Unchanged files are not written again (their time stamps stay: builds stay incremental);
  // extra files go, except what `keep` names.
  const auto before = fs::last_write_time(dst / "rtl/x/core.sv");
  write_file(dst / "stale.txt", "left from an earlier variant\n");
  write_file(dst / "build/keep.txt", "the scratch build\n");
  write_file(src / "rtl/x/isa.yaml", "instructions: []\n");
  CHECK(cd::sync_tree(src.string(), dst.string(), {"build"}) == 1);
  CHECK(fs::last_write_time(dst / "rtl/x/core.sv") == before);
  CHECK(slurp(dst / "rtl/x/isa.yaml") == "instructions: []\n");
  CHECK_FALSE(fs::exists(dst / "stale.txt"));
  CHECK(fs::exists(dst / "build/keep.txt"));

  CHECK(contains(error_of([&] { cd::sync_tree((d / "missing").string(), dst.string()); }),
                 "/missing: copy: not a directory"));
}

TEST_CASE("core.codesign.apply_patch") {
  // The scratch tree lies inside this repository's build tree: git must patch the tree itself,
  // not take the repository around it.
  const fs::path d = test_dir("codesign_patch");
  const fs::path tree = d / "copy";
  cd::sync_tree(make_tree(d).string(), tree.string());
  write_file(d / "good.patch",
             "diff --git a/rtl/x/core.sv b/rtl/x/core.sv\n"
             "--- a/rtl/x/core.sv\n+++ b/rtl/x/core.sv\n"
             "@@ -1,2 +1,3 @@\n module core;\n+  logic fused;\n endmodule\n"
             "diff --git a/rtl/x/new.sv b/rtl/x/new.sv\nnew file mode 100644\n"
             "--- /dev/null\n+++ b/rtl/x/new.sv\n@@ -0,0 +1 @@\n+module added; endmodule\n");
  const auto touched = cd::apply_variant((d / "good.patch").string(), tree.string());
  CHECK(touched == std::vector<std::string>{"rtl/x/core.sv", "rtl/x/new.sv"});
  CHECK(slurp(tree / "rtl/x/core.sv") == "module core;\n  logic fused;\nendmodule\n");
  CHECK(slurp(tree / "rtl/x/new.sv") == "module added; endmodule\n");

  // Applying it again fails (its context is gone), names the patch, the step and git's reason,
  // and changes nothing (git apply is all or nothing).
  const std::string again = error_of([&] { cd::apply_variant((d / "good.patch").string(), tree.string()); });
  CHECK(contains(again, (d / "good.patch").string() + ": apply: does not apply to " + tree.string()));
  CHECK(contains(again, "rtl/x/"));
  CHECK(slurp(tree / "rtl/x/core.sv") == "module core;\n  logic fused;\nendmodule\n");

  write_file(d / "notes.txt", "this is not a patch\n");
  CHECK(contains(error_of([&] { cd::apply_variant((d / "notes.txt").string(), tree.string()); }),
                 "notes.txt: apply: not a patch git can read"));
  CHECK(contains(error_of([&] { cd::apply_variant((d / "none.patch").string(), tree.string()); }),
                 "none.patch: apply: no such file or directory"));
}

TEST_CASE("core.codesign.apply_overlay") {
  const fs::path d = test_dir("codesign_overlay");
  const fs::path tree = d / "copy";
  cd::sync_tree(make_tree(d).string(), tree.string());
  write_file(d / "ov/rtl/x/core.sv", "module core; logic v; endmodule\n");
  write_file(d / "ov/docs/new.md", "# new\n");
  const auto touched = cd::apply_variant((d / "ov").string(), tree.string());
  CHECK(touched == std::vector<std::string>{"docs/new.md", "rtl/x/core.sv"});
  CHECK(slurp(tree / "rtl/x/core.sv") == "module core; logic v; endmodule\n");
  CHECK(slurp(tree / "docs/new.md") == "# new\n");
  fs::create_directories(d / "empty");
  CHECK(contains(error_of([&] { cd::apply_variant((d / "empty").string(), tree.string()); }),
                 "empty: apply: the overlay directory holds no files"));
}

TEST_CASE("core.codesign.parse_area") {
  const auto a = cd::parse_area(
      "synth: plena/small xc7: LUT 40211, FF 9120, LUTRAM 488, BRAM 3 RAMB36 + 1 RAMB18, DSP48 17 (447s, log: x)\n"
      "synth: plena/small xc7 logic depth: 25 LUT + 3 MUXF7/8 + 15 CARRY4 on the longest path; signals: x\n");
  CHECK(a == std::map<std::string, uint64_t>{{"LUT", 40211}, {"FF", 9120}, {"LUTRAM", 488}, {"RAMB36", 3},
                                             {"RAMB18", 1}, {"DSP48", 17}, {"depth LUT", 25},
                                             {"depth MUXF7/8", 3}, {"depth CARRY4", 15}});
  CHECK(cd::parse_area("synth: plena/small did not finish within 10s").empty());
}

TEST_CASE("core.codesign.diff_isa") {
  const fs::path d = test_dir("codesign_isa");
  write_file(d / "a.yaml", "instructions:\n  - {name: ADD, opcode: 0x01}\n  - {name: SUB, opcode: 0x02}\n  - {name: OLD, opcode: 0x03}\n");
  write_file(d / "b.yaml",
             "instructions:\n  - {name: ADD, opcode: 0x01}\n  - {name: SUB, opcode: 0x02, summary: changed}\n"
             "  - {name: EXP_SUB, opcode: 0x38, summary: \"e^(x - f)\"}\n");
  const auto c = cd::diff_isa((d / "a.yaml").string(), (d / "b.yaml").string(), "instructions");
  REQUIRE(c.size() == 3);
  CHECK((c[0].kind == "changed" && c[0].name == "SUB"));
  CHECK((c[1].kind == "added" && c[1].name == "EXP_SUB" && c[1].opcode == "0x38" && c[1].summary == "e^(x - f)"));
  CHECK((c[2].kind == "removed" && c[2].name == "OLD"));
  write_file(d / "bad.yaml", "instructions: [\n");
  CHECK(contains(error_of([&] { cd::diff_isa((d / "a.yaml").string(), (d / "bad.yaml").string(), "instructions"); }),
                 "bad.yaml:2:1: isa: the variant's ISA table"));
  CHECK(contains(error_of([&] { cd::diff_isa((d / "a.yaml").string(), (d / "a.yaml").string(), "ops"); }),
                 "a.yaml: isa: the base ISA table has no list 'ops'"));
}

namespace {

// A report of three cases (one faster, one wrong on the variant, one that no longer assembles).
cd::Report sample_report() {
  cd::Report r;
  r.opts.platform = "plena", r.opts.hw = "small", r.opts.variant = "examples/codesign/x/x.patch";
  r.opts.command = "kernelcraft codesign --platform plena --variant x.patch";
  r.opts.source_root = "/src", r.opts.work_dir = "/work";
  r.started = "2026-12-06T03:00:00.000Z", r.host = "host";
  r.touched = {"rtl/plena/isa/plena_isa.yaml"};
  r.isa = {{"added", "V_EXP_VF", "Fused subtract and exponential.", "0x38"}};
  r.area_command = "fpga/plena/synth.sh {build} {hw} {timeout}";
  r.base.area = {{"LUT", 1000}, {"FF", 500}, {"DSP48", 4}};
  r.variant.area = {{"LUT", 1100}, {"FF", 500}, {"DSP48", 4}};
  r.cases = {{"plena.small.softmax.C1", "softmax", "C1", "baseline", stored("pass", 2000, 100), stored("pass", 1600, 90)},
             {"plena.small.silu.C1", "silu", "C1", "baseline", stored("pass", 1000, 50), stored("mismatch", 900, 45)},
             {"plena.small.relu.C1", "relu", "C1", "k.asm", stored("pass", 500, 20), stored("syntax", 0, 0)}};
  return r;
}

}  // namespace

TEST_CASE("core.codesign.report") {
  cd::Report r = sample_report();
  const std::string md = cd::markdown(r);
  CHECK(contains(md, "# ISA co-design report: `x.patch` on plena (`small`)"));
  CHECK(contains(md, "| added | V_EXP_VF | 0x38 | Fused subtract and exponential. |"));
  CHECK(contains(md, "| LUT | 1,000 | 1,100 | +100 (+10.0 %) |"));
  CHECK(contains(md, "| FF | 500 | 500 | +0 (0) |"));
  CHECK(contains(md, "| plena.small.softmax.C1 | baseline | pass | pass | 2,000 | 1,600 | -20.0 % | 100 | 90 | -10.0 % |"));
  CHECK(contains(md, "| plena.small.silu.C1 | baseline | pass | mismatch | 1,000 | 900 | - | 50 | 45 | -10.0 % |"));
  CHECK(contains(md, "| plena.small.relu.C1 | k.asm | pass | syntax | 500 | - | - | 20 | - | - |"));
  CHECK(contains(md, "3 cases: 3 pass on the base, 1 on the variant (2 that passed on the base fail on the variant); "
                     "of the 1 passing on both, 1 changed their cycle count; geometric-mean speedup (base cycles / "
                     "variant cycles) 1.250."));
  CHECK_FALSE(cd::variant_correct(r));
  r.cases.resize(1);
  CHECK(cd::variant_correct(r));

  const std::string page = cd::html(r);
  CHECK(contains(page, "Content-Security-Policy\" content=\"default-src 'none'"));
  CHECK_FALSE(contains(page, "<script"));
  CHECK(contains(page, "<td>plena.small.softmax.C1</td>"));
  CHECK(contains(page, "<code>kernelcraft codesign --platform plena --variant x.patch</code>"));
}

// The HTML page of a report like the one above, written for core.codesign.html_browser (which opens
// it in headless Chromium): KC_TEST_OUT_DIR/codesign_page/report.html.
TEST_CASE("core.codesign.html_page_file") {
  cd::Report r = sample_report();
  r.isa[0].summary = "Fused subtract and exponential <e^(x-f)> & friends.";   // text the page must escape
  const fs::path d = test_dir("codesign_page");
  write_file(d / "report.html", cd::html(r));
  CHECK(fs::file_size(d / "report.html") > 1000);
  CHECK(contains(cd::html(r), "&lt;e^(x-f)&gt; &amp; friends"));
}

TEST_CASE("core.codesign.cli_errors") {
  const fs::path d = test_dir("codesign_cli");
  const std::string work = " --work-dir '" + (d / "work").string() + "'";
  const Run no_variant = kernelcraft(d, "codesign --platform plena");
  CHECK(no_variant.code == 2);
  CHECK(contains(no_variant.err, "kernelcraft codesign: --variant PATCH|DIR is required\n"));
  const Run bad_task = kernelcraft(d, "codesign --platform plena --variant x.patch --tasks softmax,nope" + work);
  CHECK(bad_task.code == 2);
  CHECK(contains(bad_task.err, "kernelcraft codesign: --tasks: 'nope' is not a task of plena (its tasks: "));
  const Run bad_config = kernelcraft(d, "codesign --platform plena --variant x.patch --tasks softmax --configs C9" + work);
  CHECK(bad_config.code == 2);
  CHECK(contains(bad_config.err, "kernelcraft codesign: --configs: task softmax has no configuration 'C9'\n"));

  // Bad variants fail at the apply step, before anything is configured, naming the file.
  const Run missing = kernelcraft(d, "codesign --platform plena --variant missing.patch --tasks softmax" + work);
  CHECK(missing.code == 1);
  CHECK(contains(missing.err, "kernelcraft codesign: missing.patch: apply: no such file or directory\n"));
  write_file(d / "stale.patch",
             "diff --git a/rtl/plena/plena_core.sv b/rtl/plena/plena_core.sv\n"
             "--- a/rtl/plena/plena_core.sv\n+++ b/rtl/plena/plena_core.sv\n"
             "@@ -1,3 +1,3 @@\n-this line is not in the file\n+nor is this one\n context\n context\n");
  const Run stale = kernelcraft(d, "codesign --platform plena --variant stale.patch --tasks softmax" + work);
  CHECK(stale.code == 1);
  CHECK(contains(stale.err, "kernelcraft codesign: stale.patch: apply: does not apply to "));
  CHECK(contains(stale.err, "rtl/plena/plena_core.sv"));
  CHECK_FALSE(fs::exists(d / "work/variant/build"));
  CHECK_FALSE(fs::exists(d / "work/base/build"));

  // A second run on a work directory in use stops before touching it.
  const int fd = open((d / "work/.lock").c_str(), O_RDWR | O_CREAT, 0644);
  REQUIRE(fd >= 0);
  REQUIRE(flock(fd, LOCK_EX) == 0);
  const Run busy = kernelcraft(d, "codesign --platform plena --variant stale.patch --tasks softmax" + work);
  close(fd);
  CHECK(busy.code == 1);
  CHECK(contains(busy.err, "kernelcraft codesign: " + (d / "work").string() +
                               ": lock: another kernelcraft codesign run is using this work directory"));
}
