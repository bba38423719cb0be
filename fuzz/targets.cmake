# The libFuzzer targets (docs/fuzzing.md): fuzz_<name>.cpp, its seed corpus corpus/<name>/, and
# the project libraries it links. Read by fuzz/CMakeLists.txt (to build them) and by the main
# build (cmake/KcFuzz.cmake: one smoke ctest fuzz.<name>.smoke each).
set(KC_FUZZ_TARGETS plena_asm aie_asm run_bundle task manifest transcript mcp)
set(KC_FUZZ_LIBS_plena_asm kc_plena_asm)       # kc::plena::assemble
set(KC_FUZZ_LIBS_aie_asm kc_aie_asm)           # kc::aie::assemble
set(KC_FUZZ_LIBS_run_bundle kc_common)         # kc::parse_run_bundle, kc::load_result
set(KC_FUZZ_LIBS_task kc_platforms)            # kc::load_task (checks every platform section)
set(KC_FUZZ_LIBS_manifest kc_platforms)        # kc::load_manifest, kc::expand_manifest
set(KC_FUZZ_LIBS_transcript kc_agent)          # kc::agent::read_transcript
set(KC_FUZZ_LIBS_mcp kc_agent_tools kc_platforms)  # kc::agent::McpServer::handle_line

# The sanitized unit tests (docs/fuzzing.md, "The sanitizer build"): test folders whose executable
# runs in process (no simulator, no kernelcraft process), built by the same sub-build from their own
# CMake files against the same sanitized libraries, and run by the main build's ctest as
# sanitize.<target> (the whole executable in one process, with the Catch2 test spec below if any).
set(KC_SAN_TEST_DIRS tests/core/tasks tests/core/cosim tests/agent/llm tests/aie/asm)
set(KC_SAN_TEST_TARGETS kc_core_task_tests core_cosim_tests agent_llm_tests aie_asm_tests)
# The tolerance tests emulate whole bf16 kernels in software (61 of the folder's 62 s at -O3); a
# spec of exclusions alone would also select Catch2's hidden tests ([.]), hence ~[.] (separate
# arguments: Catch2 ANDs them).
set(KC_SAN_TEST_SPEC_kc_core_task_tests "~core.task.tolerance.*" "~[.]")
