// kc-sim-plena under hostile run bundles (issue 18 item 11): each row a run.json (and --result) that
// must be refused before anything runs (exit status 2, one line on stderr naming the JSON path) with
// a message that is whole and true; the files the run reads must survive.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>

#include "hostile_util.h"
#include "test_support.h"
#include "tools_test_util.h"

using namespace kc::hostile;
using kc::testsupport::contains;
using kc::toolstest::test_dir;
namespace fs = std::filesystem;

TEST_CASE("hostile.sim.bundle_table") {
  const std::string d = test_dir("sim_bundles");
  REQUIRE(kc::testsupport::write_file(d + "/k.asm", "S_ADDI_INT gp1, gp0, 1\n"));
  REQUIRE(kernelcraft({"asm", "--platform", "plena", d + "/k.asm", "-o", d + "/prog.bin"}).code == 0);
  const std::string program = kc::testsupport::read_file(d + "/prog.bin");
  REQUIRE(kc::testsupport::write_file(d + "/x.bin", std::string(256, '\0')));
  const std::string head = R"({"platform": "plena", "config": "default", "program": {"file": "prog.bin"}, "max_cycles": 1000)";
  const struct {
    const char* name;
    std::string json;                  // run.json
    std::vector<std::string> extra;    // further arguments of kc-sim-plena
    std::vector<std::string> says;
    std::vector<std::string> never;
  } kCases[] = {
      {"preload address 2^64-1",
       head + R"(, "preload": [{"space": "hbm", "addr": 18446744073709551615, "file": "x.bin"}]})",
       {},
       {"preload[0]: addresses from 18446744073709551615, 128 elements (past the end of the 64-bit address range), exceed space \"hbm\""},
       {"..127 (exclusive)", "..255"}},
      {"dump file \".\"", head + R"(, "dump": [{"space": "hbm", "addr": 0, "bytes": 64, "file": "."}]})", {},
       {"dump[0].file: cannot write '", "it names a directory, not a file"}, {}},
      {"dump file is a directory", head + R"(, "dump": [{"space": "hbm", "addr": 0, "bytes": 64, "file": "sub"}]})", {},
       {"it names a directory"}, {}},
      {"dump named result.json", head + R"(, "dump": [{"space": "hbm", "addr": 0, "bytes": 64, "file": "result.json"}]})",
       {}, {"dump[0].file: '", "' is where result.json goes"}, {}},
      {"dump named like the program", head + R"(, "dump": [{"space": "hbm", "addr": 0, "bytes": 64, "file": "./prog.bin"}]})",
       {}, {"is the program (program.file)"}, {}},
      {"dump named like run.json", head + R"(, "dump": [{"space": "hbm", "addr": 0, "bytes": 64, "file": "run.json"}]})",
       {}, {"is the run bundle itself"}, {}},
      {"dump over a preload file",
       head + R"(, "preload": [{"space": "hbm", "addr": 0, "file": "x.bin"}], "dump": [{"space": "hbm", "addr": 0, "bytes": 64, "file": "x.bin"}]})",
       {}, {"is the file of preload[0]"}, {}},
      {"two dumps into one file",
       head + R"(, "dump": [{"space": "hbm", "addr": 0, "bytes": 64, "file": "o.bin"}, {"space": "hbm", "addr": 64, "bytes": 64, "file": "o.bin"}]})",
       {}, {"dump[1].file: '", "is the file of dump[0]"}, {}},
      {"dump where --result goes", head + R"(, "dump": [{"space": "hbm", "addr": 0, "bytes": 64, "file": "r.json"}]})",
       {"--result", d + "/r.json"}, {"dump[0].file: '", "is where result.json goes"}, {}},
      {"--result is run.json", head + "}", {"--result", d + "/run.json"}, {"an input of the run"}, {}},
      {"NUL in a string", R"({"platform": "ple\u0000na", "config": "default", "program": {"file": "prog.bin"}, "max_cycles": 1000})",
       {}, {"platform: the string \"ple\\u0000na\" contains a NUL character"}, {}},
      {"NUL in a file name", head + R"(, "dump": [{"space": "hbm", "addr": 0, "bytes": 64, "file": "o.bin\u0000/../run.json"}]})",
       {}, {"dump[0].file: the string", "contains a NUL character"}, {}},
      {"newline in a string", R"({"platform": "plena\nX", "config": "default", "program": {"file": "prog.bin"}, "max_cycles": 1000})",
       {}, {"\\u000aX"}, {}},
      {"max_wall_seconds 0", head + R"(, "max_wall_seconds": 0})", {}, {"max_wall_seconds: expected a number of seconds above 0"}, {}},
  };
  fs::create_directories(d + "/sub");
  for (const auto& c : kCases) {
    INFO(c.name);
    REQUIRE(kc::testsupport::write_file(d + "/run.json", c.json));
    std::vector<std::string> args = {d + "/run.json"};
    args.insert(args.end(), c.extra.begin(), c.extra.end());
    const Run r = run(KC_SIM_PLENA_EXE, args, {}, 60);
    INFO(r.err);
    CHECK(r.code == 2);
    // One whole line: nothing cut at a NUL, nothing split over lines.
    CHECK(std::count(r.err.begin(), r.err.end(), '\n') == 1);
    CHECK(r.err.find('\0') == std::string::npos);
    for (const auto& s : c.says) CHECK(contains(r.err, s));
    for (const auto& s : c.never) CHECK_FALSE(contains(r.err, s));
    // Nothing ran: no result, and the inputs are intact.
    CHECK_FALSE(fs::exists(d + "/result.json"));
    CHECK(kc::testsupport::read_file(d + "/prog.bin") == program);
    CHECK(kc::testsupport::read_file(d + "/x.bin") == std::string(256, '\0'));
  }
}
