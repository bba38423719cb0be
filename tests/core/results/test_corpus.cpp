// The corpus of accepted kernels through `kernelcraft corpus` and `kernelcraft regress --corpus`,
// with the real simulators: a kernel is added only for the configurations it passes, a text is
// stored once, an episode's final kernel comes in from a results database, prune drops what no
// longer passes, and the shipped corpus passes.
#include <catch2/catch.hpp>

#include "kc/corpus.h"
#include "results_test_util.h"

using namespace kc;
using namespace kc::test;

namespace {

const std::string kSource = KC_SOURCE_DIR;
const std::string kEnv = "SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1 ";

}  // namespace

TEST_CASE("core.results.corpus.add_list_prune") {
  const fs::path d = test_dir("corpus");
  fs::remove_all(d / "c");
  const std::string relu = kSource + "/examples/agent/relu_repair/v3.asm";   // written for C1's shapes
  const Run add = kernelcraft(d, "corpus add '" + relu + "' --corpus c --platform plena --task relu --config C1,C2 "
                                 "--source example --detail 'the scripted episode'", kEnv);
  INFO(add.out << add.err);
  CHECK(add.code == 0);
  CHECK(add.out.find("relu C1: pass, 247 cycles") != std::string::npos);
  CHECK(add.out.find("relu C2: not added (mismatch:") != std::string::npos);
  Corpus c((d / "c").string());
  REQUIRE(c.entries().size() == 1);
  CHECK(c.entries()[0].configs == std::vector<std::string>{"C1"});
  CHECK(c.entries()[0].cycles.at("C1") == 247);
  CHECK(c.entries()[0].source == "example");
  CHECK(c.kernel_text(c.entries()[0]) == slurp(relu));
  // The same text again adds nothing; a kernel that passes nothing is refused.
  const Run again = kernelcraft(d, "corpus add '" + relu + "' --corpus c --platform plena --task relu --config C1", kEnv);
  CHECK(again.code == 0);
  CHECK(again.out.find("already in") != std::string::npos);
  write_file(d / "empty.asm", "\n");
  const Run none = kernelcraft(d, "corpus add empty.asm --corpus c --platform plena --task relu --config C1", kEnv);
  CHECK(none.code == 1);
  CHECK(none.err.find("passes none of the configurations; nothing added") != std::string::npos);
  CHECK(Corpus((d / "c").string()).entries().size() == 1);
  // regress runs the corpus.
  const Run reg = kernelcraft(d, "regress --corpus c --db r.db -j 1", kEnv);
  INFO(reg.out << reg.err);
  CHECK(reg.code == 0);
  CHECK(reg.out.find("1 cases: 1 passed") != std::string::npos);
  const Run ls = kernelcraft(d, "corpus list --corpus c");
  CHECK(ls.out.find("plena     (default)  relu  C1       example  the scripted episode") != std::string::npos);
  // A kernel that no longer passes (here: its text changed, as an RTL change would break it) is pruned.
  write_file(c.kernel_path(c.entries()[0]), "\n");
  const Run dry = kernelcraft(d, "corpus prune --corpus c --dry-run", kEnv);
  CHECK(dry.out.find("1 configurations would be dropped") != std::string::npos);
  CHECK(Corpus((d / "c").string()).entries().size() == 1);
  const Run pr = kernelcraft(d, "corpus prune --corpus c", kEnv);
  CHECK(pr.code == 0);
  CHECK(Corpus((d / "c").string()).entries().empty());
  CHECK(fs::is_empty(d / "c" / "plena" / "kernels"));
  // Usage.
  CHECK(kernelcraft(d, "corpus").code == 2);
  CHECK(kernelcraft(d, "corpus frob").err.find("unknown corpus command 'frob'") != std::string::npos);
  CHECK(kernelcraft(d, "corpus add --from-db r.db").err.find("give --success") != std::string::npos);
  CHECK(kernelcraft(d, "regress --corpus c --baselines").err.find("exclude each other") != std::string::npos);
}

TEST_CASE("core.results.corpus.from_episodes") {
  const fs::path d = test_dir("corpus_episodes");
  fs::remove_all(d / "c");
  const Run ep = kernelcraft(d, "agent -q --model 'script:" + kSource + "/examples/agent/relu_repair/episode.yaml' "
                                "--platform plena --task relu --config C1 --db e.db --out episodes", kEnv);
  INFO(ep.out << ep.err);
  REQUIRE(ep.code == 0);
  const Run add = kernelcraft(d, "corpus add --from-db e.db --success --corpus c", kEnv);
  INFO(add.out << add.err);
  CHECK(add.code == 0);
  CHECK(add.out.find("1 successful episodes, 1 new") != std::string::npos);
  Corpus c((d / "c").string());
  REQUIRE(c.entries().size() == 1);
  CHECK(c.entries()[0].source == "episode");
  CHECK(c.entries()[0].detail.find("episode 1 (script:") == 0);
  CHECK(c.kernel_text(c.entries()[0]) == slurp(kSource + "/examples/agent/relu_repair/v3.asm"));
}

TEST_CASE("core.results.corpus.shipped_passes") {
  // The corpus in the repository passes on the RTL of this tree (what `regress --corpus` guards).
  // coral's part runs in coral.corpus.subset on one configuration per kernel: all of it (every
  // configuration on `small` and `default`, each with its clang-14 baseline) would take minutes.
  const fs::path d = test_dir("corpus_shipped");
  fs::remove(d / "r.db");
  const Run r = kernelcraft(d, "regress --corpus '" + kSource + "/corpus' --filter '^(?!coral\\.)' --db r.db -j 2", kEnv);
  INFO(r.out << r.err);
  CHECK(r.code == 0);
  CHECK(r.out.find(" 0 failed, 0 regressed, 0 errors") != std::string::npos);
  CHECK(Corpus(kSource + "/corpus").entries().size() >= 3);
}
