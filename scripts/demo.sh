#!/usr/bin/env bash
# The main job on the shipped default (see README). Arg: build directory.
set -euo pipefail
BUILD=${1:-build}
echo "kernelcraft demo: nothing to run yet (build in $BUILD)"
