#!/usr/bin/env bash
# core.codesign.html_browser: the HTML page of `kernelcraft codesign -o report.html` in headless
# Chromium. core_codesign_tests writes a report's page (test core.codesign.html_page_file); the page
# must load offline with no console error and no Content-Security-Policy violation, hold no script,
# and show its tables. A copy with an inline script (which the page's CSP forbids) must fail the
# same check, so the check can fail.
#   html_browser.sh CODESIGN_TESTS SOURCE_DIR OUT_DIR
# Exit 77 (skipped) without a browser, unless KC_REQUIRE_BROWSER=1 (CI), where that fails.
set -euo pipefail
TESTS=$1 SRC=$2 OUT=$3
fail() { echo "FAIL: $*" >&2; exit 1; }
if [ -z "${KC_CHROMIUM:-}" ] && ! command -v chromium-headless-shell >/dev/null && ! command -v chromium >/dev/null; then
  [ "${KC_REQUIRE_BROWSER:-0}" = 1 ] && fail "no headless Chromium (scripts/install-deps.sh installs it; KC_REQUIRE_BROWSER=1 makes this a failure)"
  echo "SKIPPED: no headless Chromium (scripts/install-deps.sh installs it)"
  exit 77
fi
"$TESTS" core.codesign.html_page_file >/dev/null || fail "core_codesign_tests could not write the page"
PAGE=$OUT/codesign_page/report.html
[ -f "$PAGE" ] || fail "$PAGE was not written"
CHECK=$SRC/scripts/check-report-html.sh
# The page: the Run, ISA changes, Area and Cases sections; at least the ISA, area and case tables.
"$CHECK" --state static --tables 3 "$PAGE" || fail "the codesign page does not pass the browser check"
# A page the CSP breaks: the browser refuses the inline script and the check must say so.
BROKEN=$OUT/codesign_page/broken.html
sed 's|</body>|<script>document.title = "x";</script></body>|' "$PAGE" >"$BROKEN"
if "$CHECK" --state static --tables 3 "$BROKEN" 2>"$OUT/codesign_page/broken.log"; then
  fail "a page with an inline script passed the check"
fi
grep -q "Content Security Policy\|Refused to" "$OUT/codesign_page/broken.log" ||
  fail "the browser did not report the CSP violation: $(cat "$OUT/codesign_page/broken.log")"
echo PASS
