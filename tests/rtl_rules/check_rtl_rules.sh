#!/usr/bin/env bash
# Checks that synthesisable RTL contains none of the constructs that would make it a behavioural
# model or that the two tools would read differently:
#   1. real/shortreal arithmetic, floating-point system functions, DPI, and preprocessor
#      conditionals (an `ifdef could hide different logic from Verilator and from synthesis);
#   2. unpacked arrays of packed structs or unions (struct_arrays.awk): Yosys 0.23 keeps one
#      element of them while Verilator simulates all of them;
#   3. case expressions that call a function returning a user-defined type (case_fcall.awk):
#      Yosys 0.23's frontend stops on an internal assertion there.
# Usage: check_rtl_rules.sh DIR_OR_FILE... (every .sv/.svh below them; the struct typedefs of all
# of them are known when the declarations are checked). Prints one `FILE:LINE: message` per
# offence and exits 1 when there is any, 0 when the files are clean.
set -u
here=$(cd "$(dirname "$0")" && pwd)
pattern='(\breal\b|\bshortreal\b|\brealtime\b|\$(exp|ln|log10|pow|sqrt|sin|cos|tan|atan|atan2|floor|ceil|hypot|bitstoreal|realtobits|bitstoshortreal|shortrealtobits|itor|rtoi|random|urandom)\b|\bimport\s+"DPI|\bexport\s+"DPI|`(ifdef|ifndef|elsif)\b)'
files=$(find "$@" \( -name '*.sv' -o -name '*.svh' \) | sort)
[ -n "$files" ] || { echo "check_rtl_rules: no SystemVerilog files under $*" >&2; exit 1; }

found=$(
  # Rule 1, line by line; // comments are stripped first (a comment may mention the words).
  for f in $files; do
    sed 's://.*$::' "$f" | grep -nE "$pattern" |
      sed -e "s|^\([0-9]*\):\s*|$f:\1: behavioural construct in synthesisable RTL: |" -e 's/\s*$//'
  done
  # Rule 2, over all files at once (a package's typedef is used in other files).
  # shellcheck disable=SC2086
  awk -f "$here/sv_lex.awk" -f "$here/struct_arrays.awk" pass=1 $files pass=2 $files
  # Rule 3, likewise (a package's function is called in other files).
  # shellcheck disable=SC2086
  awk -f "$here/sv_lex.awk" -f "$here/case_fcall.awk" pass=1 $files pass=2 $files
)
if [ -n "$found" ]; then
  echo "$found"
  echo "check_rtl_rules: $(echo "$found" | wc -l) offence(s) in $(echo "$files" | wc -l) files"
  exit 1
fi
echo "check_rtl_rules: $(echo "$files" | wc -l) files clean"
exit 0
