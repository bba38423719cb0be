#!/bin/sh
# check_hw_set.sh SRC SCRATCH: the build trees of the Makefile's targets. `make demo-configure` (what
# `make demo` runs first) configures a new tree with each platform's `default` hardware only and no
# tests, and target `tools` there verilates exactly one model per platform; `make configure` (what
# `make build` and `make test` run first) then switches the tree to every configuration with the
# tests, and leaves a tree configured that way alone.
set -eu
src=$1
b=$2/tree
rm -rf "$2" && mkdir -p "$2"
fail() { echo "FAIL: $*"; exit 1; }
lists() { grep -E '^KC_(HW_SET|BUILD_TESTS|[A-Z0-9_]+_CONFIGS)[:=]' "$b/CMakeCache.txt" | grep -v '_ALL_CONFIGS' | sed 's/:[A-Z]*=/=/' | sort; }
models() { ninja -C "$b" -t commands tools | grep -o 'V[a-z0-9_]*\.mk' | sort -u | tr '\n' ' '; }

make -C "$src" --no-print-directory demo-configure BUILD="$b" > "$2/demo-configure.log" 2>&1 || { cat "$2/demo-configure.log"; fail "make demo-configure"; }
echo "after make demo-configure:"; lists
lists | grep -qx 'KC_HW_SET=default' || fail "KC_HW_SET is not default"
lists | grep -qx 'KC_BUILD_TESTS=OFF' || fail "a demo tree builds the tests"
for v in $(lists | grep -E '_CONFIGS=' | grep -v '_COV_CONFIGS=' | cut -d= -f1); do
  lists | grep -qx "$v=default" || fail "$v is not default alone"
done
for v in $(lists | grep -E '_COV_CONFIGS=' | cut -d= -f1); do
  lists | grep -qx "$v=" || fail "$v is not empty"
done
m=$(models); echo "tools verilates: $m"
[ "$(echo "$m" | wc -w)" -ge 4 ] || fail "fewer models than platforms: $m"
for x in $m; do case $x in V*default.mk|V*_default.mk) ;; *) fail "tools verilates $x in a demo tree" ;; esac; done

# A second demo-configure leaves the tree as it is.
make -C "$src" --no-print-directory demo-configure BUILD="$b" > /dev/null 2>&1
lists | grep -qx 'KC_HW_SET=default' || fail "demo-configure changed the tree"

make -C "$src" --no-print-directory configure BUILD="$b" > "$2/configure.log" 2>&1 || { cat "$2/configure.log"; fail "make configure"; }
grep -q "configured by make demo" "$2/configure.log" || fail "make configure did not say it switches the tree"
echo "after make configure:"; lists
lists | grep -qx 'KC_HW_SET=all' || fail "KC_HW_SET is not all"
lists | grep -qx 'KC_BUILD_TESTS=ON' || fail "the tests are not configured"
lists | grep -qx 'KC_PLENA_CONFIGS=small;default;fpga' || fail "plena's configurations are not all back"
lists | grep -qx 'KC_PLENA_COV_CONFIGS=small' || fail "plena's coverage configurations are not back"
m=$(models); echo "tools verilates: $m"
echo "$m" | grep -q 'Vplena_small.mk' || fail "tools does not verilate plena small after make configure"

# A tree configured for everything is left alone.
make -C "$src" --no-print-directory configure BUILD="$b" > "$2/configure2.log" 2>&1
grep -q "configured by make demo" "$2/configure2.log" && fail "make configure switched an all-hardware tree again"
echo "PASS"
