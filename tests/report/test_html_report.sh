#!/usr/bin/env bash
# The HTML report in a real browser (ctest report.html.*). Usage:
#   test_html_report.sh store      BIN SRC OUT   a results store from real evaluations
#   test_html_report.sh render     BIN SRC OUT   its report renders every chart (screenshot kept)
#   test_html_report.sh broken     BIN SRC OUT   broken pages made from it fail the check
#   test_html_report.sh no-bundles BIN SRC OUT   without the chart bundles: tables, no charts, a note
# BIN: the programs (kernelcraft); SRC: the source tree; OUT: where the store, the reports and the
# screenshot go (build/artifacts/report, kept as a CI artifact).
#
# The store (`store`): baselines of three plena tasks (two levels) on C1 and C2 in two regression runs whose
# RTL hashes differ (the second run hashes a copy of rtl/ with one comment added, the way an RTL
# edit shows in the store), a kernel file (the scripted episode's final relu kernel) on C1 and
# C2, rv32 baselines of two CPU tasks, and scripted agent episodes on both platforms (relu twice,
# so pass@2 has repeats; dot_product once) — every evaluation simulated on the RTL.
#
# Exit 77 (ctest: skipped, prints SKIPPED:) when the browser or the chart bundles are missing,
# unless KC_REQUIRE_BROWSER=1 (CI), where that fails.
set -euo pipefail
mode=$1
mkdir -p "$4"
BIN=$(cd "$2" && pwd) SRC=$(cd "$3" && pwd) OUT=$(cd "$4" && pwd)
K=$BIN/kernelcraft
CHECK=$SRC/scripts/check-report-html.sh
DB=$OUT/store/results.db
export SYSTEMC_DISABLE_COPYRIGHT_MESSAGE=1
export KC_CACHE_DIR=$OUT/cache   # baseline cycle counts: this test's own, not the user's cache
# Every chart the store's report must draw.
ALL_CHARTS="roofline baselines history success pass_at_k speedup fast_p first_pass cost"

fail() { echo "FAIL: $*" >&2; exit 1; }

# Skips (or fails under KC_REQUIRE_BROWSER=1) when the browser or the bundles are missing.
need() {
  local why=""
  if [ -z "${KC_CHROMIUM:-}" ] && ! command -v chromium-headless-shell >/dev/null && ! command -v chromium >/dev/null; then
    why="no headless Chromium"
  elif [ "$1" = bundles ] && [ ! -f "${KC_WEB_DIR:-$SRC/web}/node_modules/vega-embed/build/vega-embed.min.js" ]; then
    why="the chart bundles are not installed"
  fi
  [ -z "$why" ] && return 0
  if [ "${KC_REQUIRE_BROWSER:-0}" = 1 ]; then
    fail "$why (scripts/install-deps.sh installs it; KC_REQUIRE_BROWSER=1 makes this a failure)"
  fi
  echo "SKIPPED: $why (scripts/install-deps.sh installs it)"
  exit 77
}

# The rows of a JSON report's table, counted.
rows() { python3 -c 'import json,sys; print(len(json.load(sys.stdin)[sys.argv[1]]))' "$1"; }

case "$mode" in
  store)
    rm -rf "$OUT/store"
    mkdir -p "$OUT/store"
    cd "$SRC"   # scripted episodes are named relative to the source tree
    plena='plena\.default\.(relu|rope|gemm)\.C[12]$'
    "$K" regress --baselines --platform plena --filter "$plena" -j 2 --db "$DB" -q
    cp -r "$SRC/rtl" "$OUT/store/rtl"
    echo "// an edit: changes the RTL hash, not the hardware" >>"$OUT/store/rtl/plena/plena_core.sv"
    KC_RTL_DIR=$OUT/store/rtl "$K" regress --baselines --platform plena --filter "$plena" -j 2 --db "$DB" -q
    rm -rf "$OUT/store/rtl"
    cat >"$OUT/store/kernels.yaml" <<EOF
name: relu-kernel
entries:
  - {platform: plena, task: relu, configs: [C1, C2], kernel: $SRC/examples/agent/relu_repair/v3.asm}
EOF
    # C2 has more elements than the kernel handles: a failing result is data too.
    "$K" regress "$OUT/store/kernels.yaml" -j 2 --db "$DB" -q || true
    "$K" regress --baselines --platform rv32 --filter 'rv32\.default\.(vector_add|dot_product)\.C1$' -j 2 --db "$DB" -q
    "$K" bench --model script:examples/agent/relu_repair/episode.yaml --platform plena --task relu --config C1 \
        --repeats 2 -j 2 --db "$DB" --out "$OUT/store/episodes" -q
    "$K" bench --model script:examples/agent/dot_repair/episode.yaml --platform rv32 --task dot_product --config C1 \
        --db "$DB" --out "$OUT/store/episodes-rv32" -q
    # What the charts need is there.
    json=$("$K" report --db "$DB" --format json)
    [ "$(rows results <<<"$json")" -ge 10 ] || fail "too few results"
    [ "$(rows runs <<<"$json")" -eq 6 ] || fail "expected 6 runs"
    [ "$(rows agent_episodes <<<"$json")" -eq 3 ] || fail "expected 3 episodes"
    echo "store: $DB"
    ;;

  render)
    need bundles
    [ -f "$DB" ] || fail "no store at $DB (ctest runs report.html.store first)"
    "$K" report --db "$DB" --format html -o "$OUT/report.html"
    "$CHECK" --charts "$ALL_CHARTS" --screenshot "$OUT/report.png" "$OUT/report.html"
    # The page's filters keep the rows the command's own filters select.
    n=$("$K" report --db "$DB" --format json --platform rv32 | rows results)
    e=$("$K" report --db "$DB" --format json --platform rv32 | rows agent_episodes)
    [ "$n" -gt 0 ] && [ "$e" -gt 0 ] || fail "no rv32 rows in the store"
    "$CHECK" --query '?platform=rv32' --shown "results=$n" --shown "agent_episodes=$e" "$OUT/report.html"
    "$CHECK" --query '?level=2' --shown "results=$("$K" report --db "$DB" --format json | python3 -c '
import json, sys
print(sum(1 for r in json.load(sys.stdin)["results"] if r["level"] == 2))')" "$OUT/report.html"
    # The links: every kernel link has its kernel in the page, every transcript link its file.
    python3 - "$OUT/report.html" <<'PY'
import os, re, sys, urllib.parse
page = open(sys.argv[1], encoding="utf-8").read()
kernels = set(re.findall(r'<details class="kc-kernel" id="(kernel-[0-9a-f]{64})"', page))
links = set(re.findall(r'href="#(kernel-[0-9a-f]{64})"', page))
assert links, "no kernel links"
assert links <= kernels, "links to kernels not in the page: %s" % (links - kernels)
transcripts = set(re.findall(r'href="([^"#]*transcript\.jsonl)"', page))
assert len(transcripts) == 3, transcripts
for t in transcripts:
    path = os.path.join(os.path.dirname(sys.argv[1]), urllib.parse.unquote(t))
    assert os.path.isfile(path), "transcript link %s: no file %s" % (t, path)
print("links: %d kernels, %d transcripts" % (len(links), len(transcripts)))
PY
    # A large kernel is stored compressed: opened through its link, the page shows its exact text.
    hash=$(grep -o -m1 '<details class="kc-kernel" id="kernel-[0-9a-f]*" data-gzip' "$OUT/report.html" | grep -o '[0-9a-f]\{64\}')
    [ -n "$hash" ] || fail "no compressed kernel in the page"
    "$CHECK" --query "#kernel-$hash" --dump "$OUT/kernel-opened.html" "$OUT/report.html" >/dev/null
    python3 - "$OUT/kernel-opened.html" "$DB" "$hash" <<'PY'
import html, re, sqlite3, sys
dom = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r'<details class="kc-kernel" id="kernel-%s"[^>]*\bopen\b[^>]*>.*?<pre data-unpacked="yes">(.*?)</pre>' % sys.argv[3], dom, re.S)
assert m, "kernel %s not opened and unpacked" % sys.argv[3]
(text,) = sqlite3.connect(sys.argv[2]).execute("SELECT text FROM kernels WHERE hash = ?", (sys.argv[3],)).fetchone()
assert html.unescape(m.group(1)) == text, "the unpacked kernel differs from the stored text"
print("kernel %s: %d bytes unpacked in the page, equal to the stored text" % (sys.argv[3][:12], len(text)))
PY
    # Clicking a point follows its link: a result's kernel (opened), an episode's row. A test script
    # added to a copy of the page clicks the first point of a chart once every chart is drawn.
    for click in "roofline|kernel-" "speedup|episode-"; do
      chart=${click%%|*} target=${click#*|}
      python3 - "$OUT/report.html" "$OUT/click-$chart.html" "$chart" "$target" <<'PY'
import sys
page = open(sys.argv[1], encoding="utf-8").read()
test = """<script>
(function wait() {
  if (document.getElementById('kc-status').dataset.state !== 'ok') return setTimeout(wait, 20);
  const points = Array.from(document.querySelectorAll('#chart-%s path[aria-roledescription="point"]'));
  const mark = points.find(p => (p.getAttribute('aria-label') || '').includes('#%s'));
  const r = mark.getBoundingClientRect();
  mark.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2}));
  setTimeout(() => { document.body.dataset.clicked = location.hash; }, 100);
})();
</script>
""" % (sys.argv[3], sys.argv[4])
end = page.rfind("</body>")
open(sys.argv[2], "w", encoding="utf-8").write(page[:end] + test + page[end:])
PY
      "$CHECK" --dump "$OUT/click-$chart.dom.html" "$OUT/click-$chart.html" >/dev/null
      python3 - "$OUT/click-$chart.dom.html" "$target" <<'PY'
import re, sys
dom = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r'<body data-clicked="#(%s[0-9a-f]+)"' % sys.argv[2], dom)
assert m, "clicking a point did not follow its link to #%s..." % sys.argv[2]
target = m.group(1)
# The target is shown: a kernel's block is open, an episode's table is open.
at = dom.index('id="%s"' % target)
opened = dom.rfind("<details", 0, at)
assert re.match(r'<details[^>]*\bopen\b', dom[opened:]), "#%s is not opened" % target
print("click: #%s opened" % target)
PY
    done
    ls -l "$OUT/report.html" "$OUT/report.png"
    ;;

  broken)
    need bundles
    [ -f "$DB" ] || fail "no store at $DB (ctest runs report.html.store first)"
    "$K" report --db "$DB" --format html -o "$OUT/good.html"
    "$CHECK" --charts "$ALL_CHARTS" "$OUT/good.html" >/dev/null || fail "the unbroken page does not pass"
    mkdir -p "$OUT/broken"
    # Each broken page: a name, a Python expression turning the page text `p` into the broken one,
    # what the check must say about it, and optionally what to open (GZ: a compressed kernel).
    gz=$(grep -o -m1 '<details class="kc-kernel" id="kernel-[0-9a-f]*" data-gzip' "$OUT/good.html" | grep -o '[0-9a-f]\{64\}')
    [ -n "$gz" ] || fail "no compressed kernel in the page"
    while IFS='|' read -r name edit reason open; do
      [ -n "$name" ] || continue
      python3 -c '
import sys
p = open(sys.argv[1], encoding="utf-8").read()
q = eval(sys.argv[2])
assert q != p, "the edit changed nothing"
open(sys.argv[3], "w", encoding="utf-8").write(q)' "$OUT/good.html" "$edit" "$OUT/broken/$name.html"
      if "$CHECK" --query "${open/GZ/#kernel-$gz}" "$OUT/broken/$name.html" >"$OUT/broken/$name.log" 2>&1; then
        cat "$OUT/broken/$name.log"
        fail "broken page '$name' passed the check"
      fi
      grep -q -- "$reason" "$OUT/broken/$name.log" || { cat "$OUT/broken/$name.log"; fail "'$name': the check did not say '$reason'"; }
      echo "broken page '$name' fails the check: $(grep -m1 -- "$reason" "$OUT/broken/$name.log")"
    done <<'EOF'
bad-spec|p.replace("mark: {type: 'rect', cursor: 'pointer'}", "mark: {type: 'no_such_mark'}", 1)|chart baselines: error
script-error|p.replace("<script>\n// KernelCraft HTML report, last script", "<script>\nnull.x;\n</script><script>\n// KernelCraft HTML report, last script", 1)|script error
truncated-bundle|p.replace("/* vega-lite ", "/* vega-lite */ (function(){\n/* ", 1)|script error
remote-script|p.replace("</head>", "<script src=\"https://cdn.example.invalid/vega.js\"></script>\n</head>", 1)|Content-Security-Policy
remote-image|p.replace("</main>", "<img src=\"https://example.invalid/x.png\">\n</main>", 1)|Content-Security-Policy
never-drawn|p.replace("drawAll();\n})();", "})();", 1)|is 'pending', not 'ok'
chart-missing|p.replace("data-chart=\"fast_p\" data-state=\"pending\"", "data-chart=\"fast_p_gone\" data-state=\"pending\"", 1)|no specification
console-error|p.replace("drawAll();\n})();", "drawAll();\nconsole.error('deliberate');\n})();", 1)|console error: deliberate
corrupt-kernel|p.replace('data-gzip="H4sI', 'data-gzip="AAAA', 1)|could not be unpacked|GZ
EOF
    ;;

  no-bundles)
    need browser
    [ -f "$DB" ] || fail "no store at $DB (ctest runs report.html.store first)"
    mkdir -p "$OUT/no-web"
    KC_WEB_DIR=$OUT/no-web "$K" report --db "$DB" --format html -o "$OUT/no-charts.html" 2>"$OUT/no-charts.err"
    grep -q "kernelcraft report: no charts: the chart bundles are not installed ($OUT/no-web/node_modules/vega/build/vega.min.js is missing)" \
        "$OUT/no-charts.err" || { cat "$OUT/no-charts.err"; fail "no note on stderr"; }
    grep -q 'data-state="no-charts"' "$OUT/no-charts.html" || fail "no no-charts state"
    ! grep -q 'class="kc-plot"' "$OUT/no-charts.html" || fail "chart elements without bundles"
    for t in results tasks runs agent_success agent_episodes; do
      grep -q "<table data-table=\"$t\">" "$OUT/no-charts.html" || fail "table $t missing"
    done
    "$CHECK" --state no-charts --screenshot "$OUT/no-charts.png" --height 1200 "$OUT/no-charts.html"
    ls -l "$OUT/no-charts.html"
    ;;

  *) echo "usage: $0 store|render|broken|no-bundles BIN SRC OUT" >&2; exit 2 ;;
esac
