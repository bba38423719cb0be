#!/usr/bin/env bash
# The main job on the shipped default:
#   1. the baseline regression: every plena task's template-compiler baseline on every
#      configuration (C1..C5, H1, H2), simulated on the RTL of the `default` hardware, checked
#      against fp64 on the standard seed and a fresh one;
#   2. an agent episode through the real loop, tools, simulator and results store — a scripted
#      one (examples/agent/relu_repair), since no model is reachable offline — and its replay, and
#      a scripted episode of the template-optimisation track (examples/agent/relu_template_opt);
#   3. the report of both (results, per-task summary, the agent tables);
#   4. the hand-written example kernels in examples/plena/*/ (assemble, simulate, check);
#   5. the same on rv32 when its simulator is built: every CPU task's C baseline (GCC -O2) on
#      every configuration of the `default` core, and the scripted rv32 episode
#      (examples/agent/dot_repair) with its replay; the report then covers both platforms;
#   5b. when the coral simulator is built: the scripted coral episode (examples/agent/
#      coral_relu_repair: a missing vsetvli, then the wrong element width, then a pass) and its replay;
#   5c. when the aie simulator is built: the scripted aie episode (examples/agent/aie_relu_repair on
#      relu C3: a slot conflict, byte-counted post-increments, a naive kernel, a software-pipelined
#      one at the baseline's speed) and its replay;
#   6. the HTML report of all of it: build/demo/report.html (tables, charts, the kernels; offline).
# Arg: build directory (default build).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=$(cd "${1:-$ROOT/build}" && pwd)
BIN=$BUILD/bin
DB=$BUILD/demo/results.db
export SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1
mkdir -p "$BUILD/demo"
rm -rf "$DB" "$DB-wal" "$DB-shm" "$BUILD/demo/episodes" "$BUILD/demo/episodes-rv32" "$BUILD/demo/episodes-template-opt" \
    "$BUILD/demo/episodes-coral" "$BUILD/demo/episodes-aie"
cd "$ROOT"   # the scripted episode is named by its path relative to the source tree
status=0

# baselines PLATFORM JUNIT: every baseline of PLATFORM on every configuration, hardware default.
baselines() {
  "$BIN"/kernelcraft regress --baselines --platform "$1" --hw default --fresh-seed -j "$(nproc)" \
      --db "$DB" --junit "$BUILD/demo/$2" -q || status=1
}

# episode SCRIPT PLATFORM TASK CONFIG OUT [BENCH OPTIONS...]: a scripted agent episode on TASK
# CONFIG, then its replay. A real model: --model openai:NAME or anthropic:NAME with OPENAI_API_KEY /
# ANTHROPIC_API_KEY set.
episode() {
  local script=$1 platform=$2 task=$3 config=$4 out=$5
  shift 5
  "$BIN"/kernelcraft bench --model "script:$script" --platform "$platform" --task "$task" --config "$config" --db "$DB" \
      --out "$BUILD/demo/$out" "$@" || status=1
  local transcript
  transcript=$(find "$BUILD/demo/$out" -name transcript.jsonl | head -n 1)
  if [ -n "$transcript" ]; then
    "$BIN"/kernelcraft replay "$transcript" || status=1
  else
    echo "no transcript written"; status=1
  fi
}

echo "== baseline regression: every plena task, every configuration, hardware default =="
baselines plena baselines.xml
echo
echo "== agent episode: scripted (examples/agent/relu_repair/episode.yaml; no model involved) =="
episode examples/agent/relu_repair/episode.yaml plena relu C1 episodes
echo
echo "== template-optimisation track: scripted (examples/agent/relu_template_opt/episode.yaml) =="
episode examples/agent/relu_template_opt/episode.yaml plena relu C1 episodes-template-opt --track template-opt

if [ -x "$BIN/kc-sim-rv32" ]; then
  echo
  echo "== rv32: every CPU task's baseline, every configuration, hardware default =="
  baselines rv32 baselines-rv32.xml
  echo
  echo "== rv32 agent episode: scripted (examples/agent/dot_repair/episode.yaml) =="
  episode examples/agent/dot_repair/episode.yaml rv32 dot_product C1 episodes-rv32
fi

if [ -x "$BIN/kc-sim-coral" ]; then
  echo
  echo "== coral agent episode: scripted (examples/agent/coral_relu_repair/episode.yaml) =="
  episode examples/agent/coral_relu_repair/episode.yaml coral relu C1 episodes-coral
fi

if [ -x "$BIN/kc-sim-aie" ]; then
  echo
  echo "== aie agent episode: scripted (examples/agent/aie_relu_repair/episode.yaml) =="
  episode examples/agent/aie_relu_repair/episode.yaml aie relu C3 episodes-aie
fi

echo
"$BIN"/kernelcraft report --db "$DB" || status=1

echo
echo "== example kernels (examples/plena) =="
printf "%-10s %-8s %-10s %10s %12s  %s\n" example config status cycles instructions check
for dir in "$ROOT"/examples/plena/*/; do
  "$ROOT"/examples/run_example.sh "$BIN" "${dir%/}" "$BUILD/demo/$(basename "$dir")" || status=1
done
echo "(results database $DB, JUnit $BUILD/demo/baselines.xml, example bundles in $BUILD/demo/)"

echo
echo "== the HTML report =="
"$BIN"/kernelcraft report --db "$DB" --format html -o "$BUILD/demo/report.html" || status=1
echo "HTML report: $BUILD/demo/report.html (open it in a browser; it loads nothing from the network)"
exit $status
