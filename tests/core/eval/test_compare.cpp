// Comparison (kc/compare.h) on hand-made tensors: exact, within tolerance, one bad element, NaN,
// unwritten and partly written outputs, row and column patterns, regions, and the text renderings.
#include <catch2/catch.hpp>
#include <cmath>

#include "kc/compare.h"

using namespace kc;

namespace {

const Tolerance kTol{0.01, 0.1, ""};

// A rows x cols tensor with values v(r, c) = r + c / 100.
TensorData matrix(const std::string& name, int64_t rows, int64_t cols) {
  TensorData t{name, DType::bf16, {rows, cols}, {}};
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < cols; ++c) t.values.push_back(double(r) + double(c) / 100);
  return t;
}

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("core.eval.compare.exact") {
  const TensorData e = matrix("Y", 4, 8);
  const TensorComparison c = compare_tensor(e, e, kTol);
  CHECK(c.ok());
  CHECK(c.elements == 32);
  CHECK(c.passed == 32);
  CHECK(c.match_percent() == 100.0);
  CHECK(c.max_error == 0);
  CHECK(c.worst.empty());
  CHECK(c.first_bad.empty());
  REQUIRE(c.rows.size() == 4);
  CHECK(c.rows[3].row == 3);
  CHECK(summarize_comparison(c).empty());
  CHECK(has(format_comparison(c), "Y [4 x 8]: PASS, 32 of 32 elements within tolerance (100.00 %)"));
}

TEST_CASE("core.eval.compare.within_tolerance") {
  const TensorData e = matrix("Y", 2, 4);
  TensorData a = e;
  // Bound at ref 1.02 is 0.01 + 0.102 = 0.112: just inside, then just outside.
  a.values[6] = e.values[6] + 0.111;
  CHECK(compare_tensor(e, a, kTol).ok());
  a.values[6] = e.values[6] + 0.113;
  const TensorComparison c = compare_tensor(e, a, kTol);
  CHECK_FALSE(c.ok());
  CHECK(c.passed == 7);
  CHECK(c.max_error == Approx(0.113));
  CHECK(c.max_rel_error == Approx(0.113 / 1.02));
  CHECK(c.mean_error == Approx(0.113 / 8));
}

TEST_CASE("core.eval.compare.one_bad_element") {
  const TensorData e = matrix("Y", 8, 16);
  TensorData a = e;
  a.values[2 * 16 + 5] = -7;  // Y[2][5]
  const TensorComparison c = compare_tensor(e, a, kTol);
  CHECK(c.elements - c.passed == 1);
  REQUIRE(c.worst.size() == 1);
  CHECK(c.worst[0].index == std::vector<int64_t>{2, 5});
  CHECK(c.worst[0].expected == Approx(2.05));
  CHECK(c.worst[0].actual == -7);
  CHECK(c.worst[0].error == Approx(9.05));
  REQUIRE(c.first_bad.size() == 1);
  CHECK(c.first_bad[0].index == std::vector<int64_t>{2, 5});
  CHECK(c.rows[2].bad == 1);
  CHECK(c.rows[1].bad == 0);
  CHECK(c.column_bad[5] == 1);
  const std::string s = summarize_comparison(c);
  CHECK(has(s, "Y: 127 of 128 elements within tolerance (99.22 %)."));
  CHECK(has(s, "Worst (largest error relative to its tolerance): Y[2][5] expected 2.05, got -7 (error 9.05, 42.1x its tolerance)."));
  CHECK(c.worst[0].tol_use == Approx(9.05 / (0.01 + 0.1 * 2.05)));
  REQUIRE(c.tightest.size() == 1);
  CHECK(c.tightest[0].index == std::vector<int64_t>{2, 5});
  CHECK(c.max_tol_use == Approx(c.worst[0].tol_use));
  CHECK(has(s, "Row 2 partly wrong; other rows correct"));
  CHECK(has(s, "only column 5 has failing elements"));
}

TEST_CASE("core.eval.compare.nan_and_inf") {
  const TensorData e = matrix("Y", 2, 4);
  TensorData a = e;
  a.values[1] = std::nan("");
  a.values[2] = INFINITY;
  const TensorComparison c = compare_tensor(e, a, kTol);
  CHECK(c.passed == 6);
  CHECK(c.nonfinite == 2);
  CHECK(std::isinf(c.worst[0].error));
  CHECK(c.max_error == 0);  // over finite elements only
  CHECK(has(summarize_comparison(c), "2 elements NaN or infinite"));
  // A reference infinity is matched only by the same infinity.
  TensorData e2 = e;
  e2.values[0] = -INFINITY;
  TensorData a2 = e2;
  CHECK(compare_tensor(e2, a2, kTol).ok());
  a2.values[0] = -1e30;
  CHECK_FALSE(compare_tensor(e2, a2, kTol).ok());
}

TEST_CASE("core.eval.compare.unwritten") {
  const TensorData e = matrix("Y", 4, 4);
  TensorData a = e;
  for (double& v : a.values) v = std::nan("");
  const std::vector<bool> poison(16, true);
  const TensorComparison c = compare_tensor(e, a, kTol, poison);
  CHECK(c.unwritten);
  CHECK(c.poisoned == 16);
  CHECK(c.passed == 0);
  CHECK(c.nonfinite == 0);  // poison is reported as unwritten, not as NaN results
  CHECK(c.worst[0].poisoned);
  CHECK(summarize_comparison(c) ==
        "Y was never written: all 16 elements still hold the poison (NaN) the harness wrote before the run.");
  CHECK(format_comparison(c) ==
        "Y [4 x 4]: FAIL, 0 of 16 elements within tolerance (0.00 %)\n"
        "  never written: every element still holds the poison\n");
}

TEST_CASE("core.eval.compare.partly_written_rows") {
  const TensorData e = matrix("Y", 12, 8);
  TensorData a = e;
  std::vector<bool> poison(a.values.size(), false);
  for (int64_t r = 4; r < 8; ++r)
    for (int64_t c = 0; c < 8; ++c) {
      a.values[std::size_t(r * 8 + c)] = std::nan("");
      poison[std::size_t(r * 8 + c)] = true;
    }
  const TensorComparison c = compare_tensor(e, a, kTol, poison);
  CHECK_FALSE(c.unwritten);
  CHECK(c.poisoned == 32);
  const std::string s = summarize_comparison(c);
  CHECK(has(s, "Rows 4..7 all wrong; other rows correct"));
  CHECK(has(s, "32 elements never written (still poison)"));
  CHECK(has(s, "Y[4][0] expected 4, got nan (never written)"));
}

TEST_CASE("core.eval.compare.row_and_column_patterns") {
  const TensorData e = matrix("Y", 16, 8);
  TensorData a = e;
  for (int64_t r = 0; r < 16; ++r)
    for (int64_t c = 4; c < 8; ++c) a.values[std::size_t(r * 8 + c)] += 100;  // right half of every row
  const TensorComparison c = compare_tensor(e, a, kTol);
  CHECK(c.match_percent() == 50.0);
  const std::string s = summarize_comparison(c);
  CHECK(has(s, "Rows 0..15 partly wrong; only columns 4..7 have failing elements"));
  TensorData b = e;
  for (double& v : b.values) v = -v - 1;
  CHECK(has(summarize_comparison(compare_tensor(e, b, kTol)), "Every row wrong"));
  // Leading dimensions are flattened into rows: [2][3][4] has 6 rows of 4.
  TensorData e3{"Z", DType::bf16, {2, 3, 4}, std::vector<double>(24, 1.0)};
  TensorData a3 = e3;
  a3.values[1 * 12 + 2 * 4 + 3] = 5;  // Z[1][2][3] = row 5
  const TensorComparison c3 = compare_tensor(e3, a3, kTol);
  REQUIRE(c3.rows.size() == 6);
  CHECK(c3.rows[5].bad == 1);
  CHECK(c3.worst[0].index == std::vector<int64_t>{1, 2, 3});
  CHECK(has(summarize_comparison(c3), "Row 5 partly wrong"));
}

TEST_CASE("core.eval.compare.region") {
  const TensorData e = matrix("Y", 8, 8);
  TensorData a = e;
  a.values[1 * 8 + 1] = 99;  // Y[1][1], outside the region
  a.values[5 * 8 + 6] = 99;  // Y[5][6], inside
  const TensorComparison c = compare_tensor(e, a, kTol, {}, Region{4, 6, 4, -1});
  CHECK(c.elements == 2 * 4);
  CHECK(c.passed == 7);
  CHECK(c.row_begin == 4);
  CHECK(c.col_begin == 4);
  REQUIRE(c.rows.size() == 2);
  CHECK(c.rows[1].row == 5);
  CHECK(c.rows[1].bad == 1);
  CHECK(c.column_bad[2] == 1);  // column 6
  CHECK(c.worst[0].index == std::vector<int64_t>{5, 6});
  CHECK(has(summarize_comparison(c), "only column 6 has failing elements"));
  // Out-of-range bounds clamp.
  CHECK(compare_tensor(e, a, kTol, {}, Region{6, 100, 0, -1}).elements == 16);
  const std::string listing = format_region(e, a, kTol, {}, Region{5, 6, 5, 7});
  CHECK(listing == "Y[5][5]  expected 5.05  actual 5.05  error 0  ok\n"
                   "Y[5][6]  expected 5.06  actual 99  error 93.94  FAIL\n");
  CHECK(has(format_region(e, a, kTol, {}, Region{}, 3), "... 61 more elements"));
}

TEST_CASE("core.eval.compare.shape_mismatch") {
  const TensorData e = matrix("Y", 2, 4);
  const TensorData a = matrix("Y", 4, 2);
  CHECK_THROWS_AS(compare_tensor(e, a, kTol), std::invalid_argument);
  CHECK_THROWS_AS(compare_tensor(e, e, kTol, std::vector<bool>(3)), std::invalid_argument);
}

TEST_CASE("core.eval.compare.format_ranges") {
  CHECK(format_ranges({}).empty());
  CHECK(format_ranges({3}) == "3");
  CHECK(format_ranges({0, 1, 2, 5, 7, 8}) == "0..2, 5, 7..8");
  CHECK(format_ranges({0, 2, 4, 6, 8, 10, 12, 14, 16, 18}) == "0, 2, 4, 6, 8, 10, 12, 14, ...");
  CHECK(format_index("Y", {1, 2}) == "Y[1][2]");
}

TEST_CASE("core.eval.compare.format_comparison") {
  const TensorData e = matrix("Y", 4, 4);
  TensorData a = e;
  a.values[5] = 0;
  const std::string s = format_comparison(compare_tensor(e, a, kTol));
  CHECK(has(s, "Y [4 x 4]: FAIL, 15 of 16 elements within tolerance (93.75 %)\n"
               "  max abs error 1.01, mean abs error 0.063125, max rel error 1 (over finite values)\n"));
  CHECK(has(s, "  failing rows (bad elements of 4, max error):\n    row 1: 1, 1.01\n"));
  CHECK(has(s, "  largest error relative to its tolerance: Y[1][1] expected 1.01, got 0 (error 1.01, 9.1x its tolerance), 910 % of its tolerance\n"));
  CHECK(has(s, "  worst elements (largest error relative to tolerance first):\n    Y[1][1] expected 1.01, got 0 (error 1.01, 9.1x its tolerance)\n"));
  CHECK(has(s, "  first failing elements:\n"));
}

// "Worst" is the largest error relative to the element's tolerance, which need not be the largest
// absolute error: both are reported, each named for what it is.
TEST_CASE("core.eval.compare.worst_is_relative_to_tolerance") {
  TensorData e{"Y", DType::f32, {3}, {100, 0, 1}};
  TensorData a = e;
  a.values[0] = 103;    // error 3 of allowed 0.01 + 0.1 * 100 = 10.01: passes, 30 %
  a.values[1] = 0.2;    // error 0.2 of allowed 0.01: fails, 20x
  a.values[2] = 1.15;   // error 0.15 of allowed 0.11: fails, 1.36x
  const TensorComparison c = compare_tensor(e, a, kTol);
  CHECK(c.max_error == Approx(3));
  REQUIRE(c.worst.size() == 2);
  CHECK(c.worst[0].index == std::vector<int64_t>{1});
  CHECK(c.worst[1].index == std::vector<int64_t>{2});
  CHECK(c.max_tol_use == Approx(20));
  REQUIRE(c.tightest.size() == 1);
  CHECK(c.tightest[0].index == std::vector<int64_t>{1});
  const std::string s = format_comparison(c);
  CHECK(has(s, "  max abs error 3,"));
  CHECK(has(s, "  largest error relative to its tolerance: Y[1] expected 0, got 0.2 (error 0.2, 20x its tolerance), 2000 % of its tolerance\n"));
  // A passing tensor still reports how close it came.
  TensorData ok = e;
  ok.values[0] = 108;   // 80 % of its tolerance
  const TensorComparison p = compare_tensor(e, ok, kTol);
  CHECK(p.ok());
  CHECK(p.max_tol_use == Approx(8.0 / 10.01));
  CHECK(tolerance_share(p.max_tol_use) == "80 %");
  CHECK(tolerance_share(0.004) == "0.4 %");
}
