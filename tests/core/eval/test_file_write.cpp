// write_file_atomic: whole files by rename, devices and FIFOs written in place (never replaced),
// clear errors for directories and missing parents, no temporary file left behind.
#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <thread>

#include "kc/files.h"
#include "test_support.h"

namespace fs = std::filesystem;

namespace {

std::string out_dir(const std::string& name) { return kc::testsupport::fresh_dir(KC_TEST_OUT_DIR, name); }
std::string slurp(const std::string& path) { return kc::testsupport::read_file(path); }

}  // namespace

TEST_CASE("core.eval.file_write.regular") {
  const std::string dir = out_dir("file_write_regular");
  const std::string path = dir + "/a.txt";
  kc::write_file_atomic(path, "first\n");
  CHECK(slurp(path) == "first\n");
  kc::write_file_atomic(path, std::string("second\0x", 8));
  CHECK(slurp(path) == std::string("second\0x", 8));
  // Only the file itself is left.
  int files = 0;
  for (const auto& e : fs::directory_iterator(dir)) files += e.is_regular_file();
  CHECK(files == 1);
}

TEST_CASE("core.eval.file_write.errors") {
  const std::string dir = out_dir("file_write_errors");
  CHECK_THROWS_WITH(kc::write_file_atomic(dir, "x"), "cannot write " + dir + ": it is a directory");
  CHECK_THROWS_WITH(kc::write_file_atomic(dir + "/no/such/f.txt", "x"),
                    "cannot write " + dir + "/no/such/f.txt: No such file or directory");
  CHECK(fs::is_empty(dir));
}

TEST_CASE("core.eval.file_write.devices_stay") {
  // /dev/null stays the character device (a rename over it would make it a regular file).
  kc::write_file_atomic("/dev/null", "discarded\n");
  CHECK(fs::is_character_file("/dev/null"));
  // A FIFO is written into, not replaced.
  const std::string dir = out_dir("file_write_fifo");
  const std::string fifo = dir + "/pipe";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  std::string got;
  std::thread reader([&] { got = slurp(fifo); });
  kc::write_file_atomic(fifo, "through the pipe\n");
  reader.join();
  CHECK(got == "through the pipe\n");
  CHECK(fs::is_fifo(fifo));
}
