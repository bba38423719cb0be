#!/usr/bin/env bash
# Checks that the platform-independent parts of the harness stay platform-independent: nothing in
# harness/core, harness/cli or agent/ includes a platform's header or links a platform's library.
# A platform is every folder harness/<name>/ other than common, core, cli, gen, platforms and board
# (the generic host driver of board runs); its
# headers are the ones under harness/<name>/ and sc_models/<name>/, and the generated ones named
# <name>_*.h. Only the registry (harness/platforms/) names platforms.
# Usage: check_seam.sh ROOT   (ROOT: a source tree). Exit 1 and list every offending line.
set -u
root=${1:?usage: check_seam.sh ROOT}
platforms=()
for d in "$root"/harness/*/; do
  n=$(basename "$d")
  case "$n" in common|core|cli|gen|platforms|board) ;; *) platforms+=("$n") ;; esac
done
[ ${#platforms[@]} -gt 0 ] || { echo "check_seam: no platform folders under $root/harness" >&2; exit 1; }

# Basenames of every platform header.
declare -A header
for p in "${platforms[@]}"; do
  for dir in "$root/harness/$p" "$root/sc_models/$p"; do
    [ -d "$dir" ] || continue
    while IFS= read -r f; do header[$(basename "$f")]=$p; done < <(find "$dir" -name '*.h' -o -name '*.hpp' -o -name '*.inc')
  done
done

status=0
seam_dirs=()
for d in harness/core harness/cli agent; do [ -d "$root/$d" ] && seam_dirs+=("$root/$d"); done
[ ${#seam_dirs[@]} -gt 0 ] || { echo "check_seam: none of harness/core, harness/cli, agent under $root" >&2; exit 1; }

while IFS= read -r f; do
  while IFS=: read -r line text; do
    inc=$(printf '%s' "$text" | sed -E 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]([^>"]*)[>"].*/\1/')
    base=$(basename "$inc")
    owner=${header[$base]:-}
    if [ -z "$owner" ]; then
      for p in "${platforms[@]}"; do
        case "$base" in "${p}"_*|"${p}".h) owner=$p ;; esac
      done
    fi
    if [ -n "$owner" ]; then
      echo "$f:$line: includes $inc, a header of platform $owner (use kc/platform.h)"
      status=1
    fi
  done < <(grep -nE '^[[:space:]]*#[[:space:]]*include' "$f")
done < <(find "${seam_dirs[@]}" \( -name '*.cpp' -o -name '*.h' \) | sort)

pattern=$(printf '%s|' "${platforms[@]}"); pattern="\\b(kc_)?(${pattern%|})_[A-Za-z0-9_]+"
while IFS= read -r f; do
  hits=$(sed 's/#.*$//' "$f" | grep -nE "$pattern")
  if [ -n "$hits" ]; then
    echo "$f: names a platform target:"
    echo "$hits" | sed 's/^/  line /'
    status=1
  fi
done < <(find "${seam_dirs[@]}" -name CMakeLists.txt | sort)

[ $status -eq 0 ] && echo "check_seam: harness/core, harness/cli and agent/ name none of: ${platforms[*]}"
exit $status
