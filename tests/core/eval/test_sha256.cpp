// SHA-256 (kc/sha256.h) against the FIPS 180-4 examples, across block boundaries and for files.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "kc/sha256.h"

using namespace kc;

TEST_CASE("core.eval.sha256.vectors") {
  CHECK(sha256_hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  CHECK(sha256_hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  CHECK(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq") ==
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  Sha256 h;  // one million 'a', fed in uneven pieces
  const std::string chunk(999, 'a');
  for (int i = 0; i < 1001; ++i) h.update(chunk);
  h.update(std::string(1000000 - 999 * 1001, 'a'));
  CHECK(h.hex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

TEST_CASE("core.eval.sha256.file") {
  const auto dir = std::filesystem::path(KC_TEST_OUT_DIR) / "sha256";
  std::filesystem::create_directories(dir);
  std::ofstream(dir / "abc.txt") << "abc";
  CHECK(sha256_file((dir / "abc.txt").string()) == sha256_hex("abc"));
  CHECK_FALSE(sha256_file((dir / "missing").string()));
}
