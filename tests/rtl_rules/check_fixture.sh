#!/usr/bin/env bash
# Runs check_rtl_rules.sh on fixture files and requires it to report exactly the lines marked
# with a `// expect:` comment (no more, no fewer), exiting 1 when there are marked lines and 0
# when there are none. So a fixture proves both that the check can fail and that it does not
# report the constructs next to the forbidden ones.
#
#   check_fixture.sh FILE...
set -u
here=$(cd "$(dirname "$0")" && pwd)
out=$("$here/check_rtl_rules.sh" "$@")
rc=$?
got=$(printf '%s\n' "$out" | grep -oE '^[^ :]+:[0-9]+:' | sort -u)
want=$(for f in "$@"; do grep -n '// expect:' "$f" | cut -d: -f1 | sed "s|^|$f:|; s|$|:|"; done | sort -u)
want_rc=0
[ -n "$want" ] && want_rc=1
status=0
if [ "$got" != "$want" ]; then
  echo "check_fixture: reported lines differ from the // expect: marks"
  diff <(echo "$want") <(echo "$got") | sed -n 's/^< /  not reported: /p; s/^> /  reported but not marked: /p'
  status=1
fi
if [ "$rc" -ne "$want_rc" ]; then
  echo "check_fixture: check_rtl_rules.sh exited $rc, expected $want_rc"
  status=1
fi
printf '%s\n' "$out"
[ $status -eq 0 ] && echo "check_fixture: $(echo "$want" | grep -c .) marked line(s), exactly those reported"
exit $status
