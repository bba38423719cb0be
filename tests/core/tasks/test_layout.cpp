// Blocked tensor layouts (`layout: blocks RxC` in a platform's tensors, kc::layout_order): the
// memory order of a blocked tensor, worked out by hand, and the spellings the parser accepts.
#include <catch2/catch.hpp>

#include <stdexcept>
#include <vector>

#include "kc/task.h"

namespace {

kc::TensorInstance tensor(std::vector<int64_t> shape, const std::string& layout) {
  kc::TensorInstance t{"T", kc::Role::input, kc::DType::bf16, std::move(shape), {}};
  t.layout = layout;
  return t;
}

}  // namespace

TEST_CASE("core.task.layout.blocks_order") {
  // A 4 x 6 matrix in 2 x 3 blocks: block (0,0) holds rows 0-1, columns 0-2, row-major; then
  // block (0,1) (columns 3-5), then the blocks of rows 2-3.
  const std::vector<int64_t> order = kc::layout_order(tensor({4, 6}, "blocks 2x3"));
  const std::vector<int64_t> expected = {0,  1,  2,  6,  7,  8,  3,  4,  5,  9,  10, 11,
                                         12, 13, 14, 18, 19, 20, 15, 16, 17, 21, 22, 23};
  CHECK(order == expected);
  // Leading dimensions: each matrix of a batch is blocked on its own.
  const std::vector<int64_t> batch = kc::layout_order(tensor({2, 2, 2}, "blocks 1x2"));
  CHECK(batch == std::vector<int64_t>{0, 1, 2, 3, 4, 5, 6, 7});
  const std::vector<int64_t> cols = kc::layout_order(tensor({2, 4}, "blocks 2x1"));
  CHECK(cols == std::vector<int64_t>{0, 4, 1, 5, 2, 6, 3, 7});
  // Row-major: the identity.
  CHECK(kc::layout_order(tensor({2, 3}, "")) == std::vector<int64_t>{0, 1, 2, 3, 4, 5});
}

TEST_CASE("core.task.layout.rejects") {
  CHECK(kc::parse_block_layout("blocks 4x8") == std::make_pair(int64_t(4), int64_t(8)));
  for (const char* bad : {"blocks 4x", "blocks 0x8", "blocks 04x8", "blocks 4x8 ", "block 4x8", "4x8", "blocks -4x8"})
    CHECK_FALSE(kc::parse_block_layout(bad).has_value());
  CHECK_THROWS_AS(kc::layout_order(tensor({4, 6}, "blocks 4x4")), std::invalid_argument);   // 4 does not divide 6
  CHECK_THROWS_AS(kc::layout_order(tensor({6}, "blocks 1x2")), std::invalid_argument);      // needs two dimensions
  CHECK_THROWS_AS(kc::layout_order(tensor({4, 4}, "tiles 2x2")), std::invalid_argument);
}
