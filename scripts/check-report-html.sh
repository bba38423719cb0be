#!/usr/bin/env bash
# Opens an HTML report (kernelcraft report --format html) in headless Chromium, offline, and checks
# what the page says about itself after its scripts ran (the DOM is dumped after load):
#   - #kc-status has data-state "ok" (every chart rendered; the page sets it once vega-embed has
#     resolved for each chart) — or the state given with --state;
#   - every chart element (.kc-plot[data-chart]) has data-state "ok" and holds the SVG vega drew,
#     and their number is the one #kc-status announces (data-charts);
#   - the browser logged no uncaught error and no Content-Security-Policy violation.
# Usage: scripts/check-report-html.sh [options] REPORT.html
#   --charts "ID ..."        the charts the page must announce, exactly (order ignored)
#   --state STATE            the expected #kc-status state (default ok; no-charts for a page without bundles;
#                            static for a page without scripts, charts or #kc-status, e.g. kernelcraft
#                            codesign -o report.html)
#   --tables N               the page must hold at least N tables
#   --query '?platform=X'    open the page with this query (its filters) or '#kernel-HASH' (opens a kernel)
#   --shown TABLE=N          table TABLE must show N rows after the filters (repeatable)
#   --screenshot FILE.png    also write a screenshot (1280 px wide, --height px tall, default 5200)
#   --dump FILE.html         keep the DOM the browser dumped
# Exit: 0 the page is fine, 1 it is not (every reason printed), 2 usage, 77 no headless Chromium
# (prints SKIPPED:). The browser: $KC_CHROMIUM, else chromium-headless-shell, else chromium.
set -euo pipefail

charts="" state="ok" query="" shots="" height=5200 report="" dump="" tables=0
shown=()
while [ $# -gt 0 ]; do
  case "$1" in
    --charts) charts=$2; shift 2 ;;
    --state) state=$2; shift 2 ;;
    --query) query=$2; shift 2 ;;
    --shown) shown+=("$2"); shift 2 ;;
    --screenshot) shots=$2; shift 2 ;;
    --height) height=$2; shift 2 ;;
    --dump) dump=$2; shift 2 ;;
    --tables) tables=$2; shift 2 ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
    -*) echo "check-report-html: unknown option $1" >&2; exit 2 ;;
    *) [ -z "$report" ] || { echo "check-report-html: one report only" >&2; exit 2; }; report=$1; shift ;;
  esac
done
[ -n "$report" ] || { echo "usage: check-report-html.sh [options] REPORT.html" >&2; exit 2; }
[ -f "$report" ] || { echo "check-report-html: $report does not exist" >&2; exit 1; }

browser=${KC_CHROMIUM:-}
if [ -z "$browser" ]; then
  for b in chromium-headless-shell chromium; do
    if command -v "$b" >/dev/null 2>&1; then browser=$(command -v "$b"); break; fi
  done
fi
if [ -z "$browser" ]; then
  echo "SKIPPED: no headless Chromium (scripts/install-deps.sh installs chromium-headless-shell)"
  exit 77
fi

prof=$(mktemp -d)
trap 'rm -rf "$prof"' EXIT
url="file://$(cd "$(dirname "$report")" && pwd)/$(basename "$report")$query"
# Offline and quiet: no network (every host name fails to resolve), no background services,
# a fresh profile; --no-sandbox because CI runs as root; --disable-dev-shm-usage for containers
# with a small /dev/shm. The virtual time budget lets the page's promises settle before the dump.
flags=(--no-sandbox --disable-gpu --disable-dev-shm-usage --disable-quic --no-first-run
       --disable-background-networking --disable-component-update --disable-sync
       --disable-default-apps --disable-extensions --host-resolver-rules="MAP * ~NOTFOUND"
       --user-data-dir="$prof/profile" --enable-logging=stderr --v=0 --virtual-time-budget=10000)
case "$(basename "$browser")" in
  chromium-headless-shell) ;;
  *) flags=(--headless "${flags[@]}") ;;
esac

start=$(date +%s%N)
if ! timeout 90 "$browser" "${flags[@]}" --dump-dom "$url" >"$prof/dom.html" 2>"$prof/err.log"; then
  echo "check-report-html: $browser failed on $url:" >&2
  tail -n 20 "$prof/err.log" >&2
  exit 1
fi
ms=$(( ($(date +%s%N) - start) / 1000000 ))
[ -z "$dump" ] || cp "$prof/dom.html" "$dump"
took=$((ms / 1000)).$(( (ms % 1000) / 100 ))

rc=0
python3 - "$prof/dom.html" "$prof/err.log" "$state" "$charts" "$tables" "${shown[@]+"${shown[@]}"}" <<'PY' || rc=$?
import re, sys
from html.parser import HTMLParser

dom_file, err_file, want_state, want_charts, want_tables = sys.argv[1:6]
want_shown = dict(s.split("=", 1) for s in sys.argv[6:])

class Page(HTMLParser):
    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.status, self.status_text, self.in_status = None, "", False
        self.plots = {}            # chart id -> {"state", "error", "svg"}
        self.stack = []            # open elements: (tag, chart id or None)
        self.tables = {}           # table id -> data-shown
        self.table_count, self.scripts = 0, 0
    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        chart = a.get("data-chart") if "kc-plot" in (a.get("class") or "").split() else None
        if chart is not None:
            self.plots[chart] = {"state": a.get("data-state"), "error": a.get("data-error"), "svg": False}
        if tag == "svg" and "marks" in (a.get("class") or "").split():
            for _, c in self.stack:
                if c is not None:
                    self.plots[c]["svg"] = True
        if a.get("id") == "kc-status":
            self.status = a
            self.in_status = True
        if tag == "table":
            self.table_count += 1
        if tag == "table" and "data-table" in a:
            self.tables[a["data-table"]] = a.get("data-shown")
        if tag == "script":
            self.scripts += 1
        if tag not in self.VOID:
            self.stack.append((tag, chart))
    def handle_endtag(self, tag):
        if self.in_status and tag == "p":
            self.in_status = False
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i][0] == tag:
                del self.stack[i:]
                break
    def handle_data(self, data):
        if self.in_status:
            self.status_text += data

page = Page()
page.feed(open(dom_file, encoding="utf-8", errors="replace").read())
problems = []
if want_state == "static":
    if page.status is not None or page.plots or page.scripts:
        problems.append("a static page holds #kc-status, charts or scripts")
elif page.status is None:
    problems.append("no #kc-status element in the page")
else:
    state = page.status.get("data-state")
    if state != want_state:
        problems.append("#kc-status is %r, not %r: %s" % (state, want_state, page.status_text.strip()))
    announced = (page.status.get("data-charts") or "").split()
    if want_charts and sorted(announced) != sorted(want_charts.split()):
        problems.append("the page announces charts [%s], expected [%s]" % (" ".join(announced), want_charts))
    if sorted(announced) != sorted(page.plots):
        problems.append("#kc-status announces [%s] but the page holds charts [%s]" % (" ".join(announced), " ".join(page.plots)))
    if want_state == "ok":
        for cid, p in sorted(page.plots.items()):
            if p["state"] != "ok":
                problems.append("chart %s: %s%s" % (cid, p["state"], ": " + p["error"] if p["error"] else ""))
            elif not p["svg"]:
                problems.append("chart %s: no SVG drawn" % cid)
        if page.status.get("data-rendered") != str(len(announced)):
            problems.append("#kc-status says %s charts rendered, not %d" % (page.status.get("data-rendered"), len(announced)))
    elif page.plots and want_state == "no-charts":
        problems.append("a page without chart bundles holds chart elements")
if page.table_count < int(want_tables):
    problems.append("the page holds %d tables, expected at least %s" % (page.table_count, want_tables))
for table, n in want_shown.items():
    if page.tables.get(table) != n:
        problems.append("table %s shows %s rows, expected %s" % (table, page.tables.get(table), n))
for line in open(err_file, encoding="utf-8", errors="replace"):
    if "CONSOLE" in line and re.search(r"Uncaught|Content Security Policy|Refused to", line):
        problems.append("browser log: " + line.strip()[:400])
    elif re.search(r"violates the following Content Security Policy", line):
        problems.append("browser log: " + line.strip()[:400])
if problems:
    for p in problems:
        print("check-report-html: " + p, file=sys.stderr)
    sys.exit(1)
if want_state == "static":
    print("static page: %d tables, no scripts" % page.table_count)
else:
    print("%s; %d chart(s) rendered: %s" % (page.status_text.strip(), len(page.plots), " ".join(sorted(page.plots)) or "none"))
PY
if [ $rc -ne 0 ]; then
  echo "check-report-html: FAILED: $report (browser log: the lines above; $took s)" >&2
  exit 1
fi

if [ -n "$shots" ]; then
  mkdir -p "$(dirname "$shots")"
  shot=$(cd "$(dirname "$shots")" && pwd)/$(basename "$shots")
  timeout 90 "$browser" "${flags[@]}" --hide-scrollbars --window-size=1280,"$height" --screenshot="$shot" "$url" \
      >/dev/null 2>"$prof/shot.log" || { echo "check-report-html: the screenshot failed:" >&2; tail -n 5 "$prof/shot.log" >&2; exit 1; }
  echo "check-report-html: screenshot $shot"
fi
echo "check-report-html: ok: $report (${took}s)"
