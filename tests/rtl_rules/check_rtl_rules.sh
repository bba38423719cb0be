#!/usr/bin/env bash
# Checks that synthesisable RTL contains none of the constructs that would make it a behavioural
# model: real/shortreal arithmetic, floating-point system functions, DPI, and preprocessor
# conditionals (an `ifdef could hide different logic from Verilator and from synthesis).
# Usage: check_rtl_rules.sh DIR... (every .sv/.svh below them). Exit 1 and list offenders.
set -u
pattern='(\breal\b|\bshortreal\b|\brealtime\b|\$(exp|ln|log10|pow|sqrt|sin|cos|tan|atan|atan2|floor|ceil|hypot|bitstoreal|realtobits|bitstoshortreal|shortrealtobits|itor|rtoi|random|urandom)\b|\bimport\s+"DPI|\bexport\s+"DPI|`(ifdef|ifndef|elsif)\b)'
status=0
files=$(find "$@" \( -name '*.sv' -o -name '*.svh' \) | sort)
[ -n "$files" ] || { echo "check_rtl_rules: no SystemVerilog files under $*" >&2; exit 1; }
for f in $files; do
  # Strip // comments before matching (a comment may mention the forbidden words).
  hits=$(sed 's://.*$::' "$f" | grep -nE "$pattern")
  if [ -n "$hits" ]; then
    echo "$f: forbidden construct in synthesisable RTL:"
    echo "$hits" | sed 's/^/  line /'
    status=1
  fi
done
[ $status -eq 0 ] && echo "check_rtl_rules: $(echo "$files" | wc -l) files clean"
exit $status
