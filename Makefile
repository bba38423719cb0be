# KernelCraft — thin wrapper around CMake so the README's quick start is two commands.
#   make         build into build/ (Release, Ninja, ccache)
#   make test    build, then run every test (ctest, parallel) except the long campaigns below
#   make test-codesign  the co-design example end to end (two scratch builds; ctest -L codesign_e2e)
#   make test-mutate    kernelcraft mutate end to end on rv32 small (scratch builds; ctest -L mutate_e2e)
#   make test-coverage  the coverage simulators and `regress --coverage` on them (ctest -L coverage)
#   make test-sanitize  the test suite on an AddressSanitizer + UBSan build in build-sanitize/
#                (the `small` hardware of each platform plus what the tests name; docs/fuzzing.md)
#   make demo    install missing packages, build the tools (not the tests; in a new tree only each
#                platform's `default` hardware), run the shipped default job
#   make deps    install the Debian packages (scripts/install-deps.sh)
#   make docs    regenerate the committed references in docs/ from the YAML tables
#   make synth-board  Yosys resource counts of the rv32 board top (Xilinx 7-series, docs/fpga.md)
#   make fpga    the iCE40 flow of the rv32 board top (iCEBreaker: Yosys, nextpnr-ice40, icepack;
#                outputs in build/fpga/ice40/, docs/fpga.md)
BUILD ?= build
JOBS  ?= $(shell nproc)

.PHONY: all configure demo-configure build test test-codesign test-mutate test-coverage test-sanitize demo deps docs synth synth-board fpga clean

all: build

deps:
	@scripts/install-deps.sh

# A new build tree. `make demo` configures it with each platform's `default` hardware only and no
# tests (KC_HW_SET=default, cmake/KcHwSet.cmake); every other target first switches such a tree to
# all the hardware (HW_ALL), keeping what is built.
CONFIGURE = cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release
HW_ALL = @if grep -qs '^KC_HW_SET:[A-Z]*=default$$' $(BUILD)/CMakeCache.txt; then \
           echo "$(BUILD) was configured by make demo (default hardware only): adding the rest"; \
           cmake -S . -B $(BUILD) -DKC_HW_SET=all -UKC_BUILD_TESTS '-UKC_*CONFIGS'; fi

$(BUILD)/build.ninja:
	@scripts/install-deps.sh --check >/dev/null || scripts/install-deps.sh
	$(CONFIGURE)

configure: $(BUILD)/build.ninja
	$(HW_ALL)

build: configure
	cmake --build $(BUILD)

# The co-design end-to-end tests build two scratch copies of the tree (minutes each from an empty
# compiler cache): a campaign of their own, test-codesign, not part of `make test`; so do the
# mutation end-to-end tests (one simulator build per mutant), test-mutate; and so do the coverage
# tests (the --coverage models are the largest C++ after the netlist models), test-coverage.
test: build
	cd $(BUILD) && ctest --output-on-failure -j$(JOBS) -LE 'codesign_e2e|mutate_e2e|coverage'

test-codesign: build
	cd $(BUILD) && ctest --output-on-failure -L codesign_e2e

test-mutate: build
	cd $(BUILD) && ctest --output-on-failure -L mutate_e2e

test-coverage: build
	cd $(BUILD) && ctest --output-on-failure -j$(JOBS) -L coverage

# The sanitizer build: the project's C++ with -fsanitize=address,undefined (the Verilated models are
# not instrumented), the hardware configurations the tests need and no netlist simulation or fuzz
# sub-build (those have their own sanitized runs). Any sanitizer report fails the test that hit it.
# strict_memcmp=0: memcmp is checked over the bytes it compares up to the first difference, not all
# n (Boost.Process 1.74's environment lookup compares a key of n bytes with shorter entries).
# detect_stack_use_after_return=0: SystemC runs each SC_THREAD on a stack of its own (QuickThreads
# coroutines); ASan's fake stacks for use-after-return do not follow those switches and the
# simulators' testbench thread crashes (SEGV in TestbenchBase::thread).
# use_stacks=0: LeakSanitizer does not scan thread stacks for roots; its tracer crashed now and then
# at a simulator's exit inside those coroutine stacks (pages it cannot read; docs/fuzzing.md).
SAN_BUILD ?= build-sanitize
SAN_ENV = ASAN_OPTIONS=strict_memcmp=0:detect_leaks=1:detect_stack_use_after_return=0:strict_string_checks=1:check_initialization_order=1 \
          LSAN_OPTIONS=suppressions=$(CURDIR)/cmake/lsan.supp:print_suppressions=0:use_stacks=0 \
          UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
$(SAN_BUILD)/build.ninja:
	@scripts/install-deps.sh --check >/dev/null || scripts/install-deps.sh
	cmake -S . -B $(SAN_BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release -DKC_SANITIZE=ON -DKC_FUZZ=OFF \
	  -DKC_NETLIST_SIM=OFF "-DKC_PLENA_CONFIGS=small;default" "-DKC_RV32_CONFIGS=small;default" \
	  "-DKC_CORAL_CONFIGS=small;default" -DKC_AIE_RTL_CONFIGS=small

test-sanitize: $(SAN_BUILD)/build.ninja
	cmake --build $(SAN_BUILD)
	cd $(SAN_BUILD) && $(SAN_ENV) ctest --output-on-failure -j$(JOBS) -LE 'codesign_e2e|mutate_e2e|coverage'

# demo builds only what the command line runs (target `tools`: kernelcraft, the simulators, the
# virtual boards), not the tests and the hardware builds only they need; a tree it configures has
# only the `default` hardware the shipped job runs on.
demo-configure:
	@test -f $(BUILD)/build.ninja || $(CONFIGURE) -DKC_HW_SET=default

demo: deps
	@$(MAKE) --no-print-directory demo-configure
	cmake --build $(BUILD) --target tools
	@scripts/demo.sh $(BUILD)

docs: $(BUILD)/build.ninja
	cmake --build $(BUILD) --target update-docs

synth: configure
	cmake --build $(BUILD) --target synth-plena-fpga

synth-board: configure
	cmake --build $(BUILD) --target synth-rv32-board

fpga: configure
	cmake --build $(BUILD) --target fpga-ice40

clean:
	rm -rf $(BUILD)
