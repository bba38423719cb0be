# KernelCraft — thin wrapper around CMake so the README's quick start is two commands.
#   make         build into build/ (Release, Ninja, ccache)
#   make test    build, then run every test (ctest, parallel) except the long campaigns below
#   make test-codesign  the co-design example end to end (two scratch builds; ctest -L codesign_e2e)
#   make test-mutate    kernelcraft mutate end to end on rv32 small (scratch builds; ctest -L mutate_e2e)
#   make demo    install missing packages, build the tools (not the tests), run the shipped default job
#   make deps    install the Debian packages (scripts/install-deps.sh)
#   make docs    regenerate the committed references in docs/ from the YAML tables
#   make synth-board  Yosys resource counts of the rv32 board top (Xilinx 7-series, docs/fpga.md)
#   make fpga    the iCE40 flow of the rv32 board top (iCEBreaker: Yosys, nextpnr-ice40, icepack;
#                outputs in build/fpga/ice40/, docs/fpga.md)
BUILD ?= build
JOBS  ?= $(shell nproc)

.PHONY: all build test test-codesign test-mutate demo deps docs synth synth-board fpga clean

all: build

deps:
	@scripts/install-deps.sh

$(BUILD)/build.ninja:
	@scripts/install-deps.sh --check >/dev/null || scripts/install-deps.sh
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release

build: $(BUILD)/build.ninja
	cmake --build $(BUILD)

# The co-design end-to-end tests build two scratch copies of the tree (minutes each from an empty
# compiler cache): a campaign of their own, test-codesign, not part of `make test`; so do the
# mutation end-to-end tests (one simulator build per mutant), test-mutate.
test: build
	cd $(BUILD) && ctest --output-on-failure -j$(JOBS) -LE 'codesign_e2e|mutate_e2e'

test-codesign: build
	cd $(BUILD) && ctest --output-on-failure -L codesign_e2e

test-mutate: build
	cd $(BUILD) && ctest --output-on-failure -L mutate_e2e

# demo builds only what the command line runs (target `tools`: kernelcraft, the simulators, the
# virtual boards), not the tests and the hardware builds only they need.
demo: deps $(BUILD)/build.ninja
	cmake --build $(BUILD) --target tools
	@scripts/demo.sh $(BUILD)

docs: $(BUILD)/build.ninja
	cmake --build $(BUILD) --target update-docs

synth: $(BUILD)/build.ninja
	cmake --build $(BUILD) --target synth-plena-fpga

synth-board: $(BUILD)/build.ninja
	cmake --build $(BUILD) --target synth-rv32-board

fpga: $(BUILD)/build.ninja
	cmake --build $(BUILD) --target fpga-ice40

clean:
	rm -rf $(BUILD)
