#!/usr/bin/env bash
# Installs everything KernelCraft needs on a fresh Debian 12 machine: the Debian packages, then the
# chart libraries of the HTML report (npm packages of web/package.json, pinned by its
# package-lock.json, into web/node_modules; never committed).
# Usage: scripts/install-deps.sh [--check]
#   --check   only report what is missing (exit 1 if anything is), install nothing.
# Runs apt-get directly as root; otherwise prints the exact command to run. npm needs no root.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
WEB=$ROOT/web

PACKAGES=(
  # build
  cmake ninja-build ccache g++ make pkg-config python3
  # simulation; genhtml (lcov) renders `kernelcraft regress --coverage` reports
  verilator libsystemc-dev lcov
  # harness libraries
  libboost-dev libboost-filesystem-dev nlohmann-json3-dev libyaml-cpp-dev catch2
  libcurl4-openssl-dev ca-certificates libsqlite3-dev zlib1g-dev libre2-dev
  # RISC-V platforms (coral, rv32)
  gcc-riscv64-unknown-elf binutils-riscv64-unknown-elf picolibc-riscv64-unknown-elf clang-14 lld-14
  # an independent reference for the rv32 ISS (qemu-system-riscv32)
  qemu-system-misc
  # waveforms: fst2vcd reads the FST windows of first-divergence reports in the cosim tests
  gtkwave
  # synthesis, and the iCE40 place-and-route flow (nextpnr-ice40; icepack, icetime, iceprog)
  yosys nextpnr-ice40 fpga-icestorm
  # scale-out: a throwaway single-node Slurm cluster for the tests (scripts/slurm/up.sh) and the
  # client commands (sbatch, squeue, scancel) the Slurm executor runs
  slurm-wlm munge
  # the HTML report: a headless browser renders it in the tests (and takes the screenshot), with a
  # font for its text
  chromium-headless-shell fonts-dejavu-core
)
# npm installs the report's chart libraries. Debian's nodejs and npm, unless an npm is already
# installed (a newer Node.js from elsewhere serves as well).
if ! command -v npm >/dev/null 2>&1; then
  PACKAGES+=(nodejs npm)
fi

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

# Are the chart libraries installed at the versions package-lock.json pins? Prints why not.
web_problem() {
  if ! command -v node >/dev/null 2>&1; then
    echo "node is not installed"
    return
  fi
  node -e '
    const fs = require("fs"), path = require("path"), web = process.argv[1];
    const lock = JSON.parse(fs.readFileSync(path.join(web, "package-lock.json"), "utf8"));
    const wanted = Object.keys(JSON.parse(fs.readFileSync(path.join(web, "package.json"), "utf8")).dependencies);
    for (const name of wanted) {
      const pinned = lock.packages["node_modules/" + name].version;
      let have;
      try { have = JSON.parse(fs.readFileSync(path.join(web, "node_modules", name, "package.json"), "utf8")).version; }
      catch (e) { console.log(name + " is not installed"); process.exit(0); }
      if (have !== pinned) { console.log(name + " " + have + " is installed, package-lock.json pins " + pinned); process.exit(0); }
    }' "$WEB" 2>/dev/null || echo "web/package.json or web/package-lock.json cannot be read"
}
web=$(web_problem)

if [ ${#missing[@]} -eq 0 ] && [ -z "$web" ]; then
  echo "install-deps: all ${#PACKAGES[@]} packages present; chart libraries installed (web/node_modules)"
  exit 0
fi

if [ "${1:-}" = "--check" ]; then
  [ ${#missing[@]} -eq 0 ] || echo "install-deps: missing: ${missing[*]}"
  [ -z "$web" ] || echo "install-deps: chart libraries of the HTML report: $web (run scripts/install-deps.sh, or npm ci in web/)"
  exit 1
fi

status=0
if [ ${#missing[@]} -ne 0 ]; then
  cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
  if [ "$(id -u)" -ne 0 ]; then
    echo "install-deps: these packages are missing: ${missing[*]}" >&2
    echo "install-deps: run as root:" >&2
    echo "  sudo sh -c '$cmd'" >&2
    status=1
  else
    echo "install-deps: installing ${missing[*]}"
    sh -c "$cmd"
  fi
fi

web=$(web_problem)
if [ -n "$web" ]; then
  if ! command -v npm >/dev/null 2>&1; then
    echo "install-deps: npm is missing, so the HTML report's chart libraries cannot be installed" >&2
    exit 1
  fi
  echo "install-deps: installing the HTML report's chart libraries ($web): npm ci in web/"
  if ! (cd "$WEB" && npm ci --no-audit --no-fund --loglevel=error); then
    echo "install-deps: npm ci in web/ failed (is the npm registry reachable?); without these libraries" >&2
    echo "install-deps: kernelcraft report --format html writes its tables but no charts" >&2
    exit 1
  fi
fi
exit $status
