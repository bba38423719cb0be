#!/bin/sh
# The project speaks for itself: no file under ROOT cites the design documents that live outside
# the repository (the design card and its reference notes). Every rule a comment or a document
# leans on is stated where it is used, or points to a file of the repository.
# Usage: check_self_contained.sh ROOT   (exit 0: clean; 1: each citation listed as file:line: text)
set -eu
root=$1
pattern='(DESIGN|STYLE|TASKS)\.md|toolchain\.md|coral-aie-facts|plena-facts|\.\./shared/|reference/(toolchain|slurm|html-report|anchors|aesthetics)'
hits=$(cd "$root" && grep -rnE "$pattern" \
  --include='*.cpp' --include='*.h' --include='*.hpp' --include='*.sv' --include='*.svh' --include='*.v' \
  --include='*.md' --include='*.yaml' --include='*.yml' --include='*.txt' --include='*.cmake' \
  --include='*.sh' --include='*.py' --include='*.tcl' --include='*.inc' --include='*.S' --include='*.s' \
  --include='*.js' --include='*.json' --include='Makefile' \
  --exclude-dir=build --exclude-dir=node_modules --exclude-dir=.git --exclude-dir=fixtures --exclude-dir=selfcontained . || true)
if [ -n "$hits" ]; then
  echo "files citing documents outside the repository (state the rule, or point into the repository):"
  echo "$hits"
  exit 1
fi
echo "no citations of documents outside the repository"
