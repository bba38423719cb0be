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
