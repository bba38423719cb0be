// kc-runner-helper: a child process with controlled misbehaviour for the runner tests.
//   alloc MB      allocate and touch MB megabytes; exit 0, or 7 when the allocation fails
//   spew OUT ERR  write OUT bytes to stdout and ERR bytes to stderr; exit 0
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>
#include <vector>

namespace {

int alloc(long mb) {
  try {
    std::vector<char> block(std::size_t(mb) << 20);
    std::memset(block.data(), 1, block.size());
    std::printf("allocated %ld MB\n", mb);
    return 0;
  } catch (const std::bad_alloc&) {
    std::fprintf(stderr, "allocation of %ld MB failed\n", mb);
    return 7;
  }
}

int spew(long out, long err) {
  for (long i = 0; i < out; ++i) std::putchar('a' + int(i % 26));
  for (long i = 0; i < err; ++i) std::fputc('A' + int(i % 26), stderr);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "alloc" && argc == 3) return alloc(std::atol(argv[2]));
  if (mode == "spew" && argc == 4) return spew(std::atol(argv[2]), std::atol(argv[3]));
  std::fprintf(stderr, "usage: kc-runner-helper alloc MB | spew OUT_BYTES ERR_BYTES\n");
  return 2;
}
