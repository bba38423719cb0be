#!/usr/bin/env bash
# Installs every Debian package KernelCraft needs on a fresh Debian 12 machine.
# Usage: scripts/install-deps.sh [--check]
#   --check   only report what is missing (exit 1 if anything is), install nothing.
# Runs apt-get directly as root; otherwise prints the exact command to run.
set -euo pipefail

PACKAGES=(
  # build
  cmake ninja-build ccache g++ make pkg-config python3
  # simulation
  verilator libsystemc-dev
  # harness libraries
  libboost-dev libboost-filesystem-dev nlohmann-json3-dev libyaml-cpp-dev catch2
  libcurl4-openssl-dev ca-certificates libsqlite3-dev libre2-dev
  # RISC-V platforms (coral, rv32)
  gcc-riscv64-unknown-elf binutils-riscv64-unknown-elf picolibc-riscv64-unknown-elf clang-14 lld-14
  # an independent reference for the rv32 ISS (qemu-system-riscv32)
  qemu-system-misc
  # synthesis
  yosys
)

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present"
  exit 0
fi

if [ "${1:-}" = "--check" ]; then
  echo "install-deps: missing: ${missing[*]}"
  exit 1
fi

cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "install-deps: these packages are missing: ${missing[*]}" >&2
  echo "install-deps: run as root:" >&2
  echo "  sudo sh -c '$cmd'" >&2
  exit 1
fi
echo "install-deps: installing ${missing[*]}"
sh -c "$cmd"
