// Comparison of a kernel's output tensors with the fp64 reference, and the diagnosis people and
// agents read (the report of `kernelcraft eval` and the agent's `view_output` tool).
//
// Rule (docs/tasks.md): an element passes when its actual value is finite and
// |actual - expected| <= atol + rtol * |expected|; a non-finite expected value passes only when
// the actual value is the same infinity (or also NaN). 100 % of the elements must pass. An
// element that still holds the poison the harness wrote before the run was never written.
//
// A "row" is one index of all but the last dimension, flattened (a [B][R][C] tensor has B*R rows
// of C elements); a 1-D tensor is one row; a scalar is one row of one element.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "kc/task.h"

namespace kc {

// One element, for the lists of worst and first failing elements.
struct ElementDiff {
  std::vector<int64_t> index;   // position in the tensor
  double expected = 0, actual = 0, error = 0;   // error = |actual - expected| (inf if non-finite)
  bool poisoned = false;        // still holds the poison (never written)
  // error / (atol + rtol * |expected|): the share of its tolerance the element uses (> 1 fails;
  // inf when non-finite, or when the tolerance is 0 and the element differs)
  double tol_use = 0;
};

struct RowError {
  int64_t row = 0;
  int64_t bad = 0;              // elements outside tolerance
  double max_error = 0;         // over the row's elements (inf if one is non-finite)
};

struct TensorComparison {
  std::string name;
  std::vector<int64_t> shape;   // of the whole tensor
  int64_t elements = 0, passed = 0;         // compared elements (the region, if one was given)
  double max_error = 0, mean_error = 0;     // absolute, over elements where both values are finite
  double max_rel_error = 0;                 // over elements where both are finite and expected != 0
  int64_t nonfinite = 0;                    // actual NaN or inf where the expected value differs
  int64_t poisoned = 0;                     // elements still holding the poison
  // The ranking "worst" means: largest error relative to the element's tolerance (tol_use), then
  // largest absolute error. max_error is the largest absolute error, which can be another element.
  double max_tol_use = 0;                   // over every compared element (0 when all are exact)
  std::vector<ElementDiff> tightest;        // the element with max_tol_use (empty: none compared)
  std::vector<ElementDiff> worst;           // failing elements, worst first (up to 16)
  std::vector<ElementDiff> first_bad;       // first failing elements in index order (up to 16)
  std::vector<RowError> rows;               // per row of the region (leading dimensions flattened)
  std::vector<int64_t> column_bad;          // failing elements per column of the region
  int64_t row_begin = 0, col_begin = 0;     // region origin: rows[i] is row row_begin + i, etc.
  bool unwritten = false;                   // every compared element still holds the poison
  bool float_poison = true;                 // the poison is a NaN (float dtypes) or an integer pattern
  double match_percent() const { return elements ? 100.0 * double(passed) / double(elements) : 0; }
  bool ok() const { return elements > 0 && passed == elements; }
};

// A rectangular part of a tensor: rows [row_begin, row_end) and columns [col_begin, col_end);
// an end of -1 means "to the end". Out-of-range bounds are clamped.
struct Region {
  int64_t row_begin = 0, row_end = -1;
  int64_t col_begin = 0, col_end = -1;
  bool whole() const { return row_begin == 0 && row_end < 0 && col_begin == 0 && col_end < 0; }
};

// Compares `actual` with `expected` (same shape; throws std::invalid_argument otherwise) under
// `tol`. `poisoned[i]` (optional, row-major like the values) marks elements that still hold the
// poison; an empty vector means none do.
TensorComparison compare_tensor(const TensorData& expected, const TensorData& actual, const Tolerance& tol,
                                const std::vector<bool>& poisoned = {}, const Region& region = {});

// A share of the tolerance as people read it: "83 %", "0.5 %", "more than all" (infinite).
std::string tolerance_share(double tol_use);

// "Y[5][3] expected 0.5, got -1.25 (error 1.75, 3.5x its tolerance)" ("(never written)" for a
// poisoned element).
std::string describe_element(const std::string& name, const ElementDiff& d);

// "Y[3][17]" for an index of tensor `name`.
std::string format_index(const std::string& name, const std::vector<int64_t>& index);

// Ranges of a sorted list of integers: "4..7, 12, 20..23".
std::string format_ranges(const std::vector<int64_t>& values);

// One or two sentences on what is wrong with a failing tensor (for the evaluation message): match
// percentage, the worst element with expected vs actual, and the pattern ("rows 4..7 all wrong;
// other rows correct", "never written", "NaN in 12 elements"). "" when the tensor passed.
std::string summarize_comparison(const TensorComparison& c);

// How much of a comparison to render.
struct ComparisonFormat {
  std::size_t max_rows = 32;      // per-row table: at most this many rows (failing rows first)
  std::size_t max_elements = 8;   // entries of the worst and first-failing lists
};

// Multi-line report of one tensor: counts, errors, the row pattern, a per-row table of failing
// rows, the worst and the first failing elements with expected vs actual.
std::string format_comparison(const TensorComparison& c, const ComparisonFormat& f = {});

// Element-by-element listing of `region` (at most `max_elements` elements, row-major):
// "Y[4][0]  expected 0.5  actual nan (never written)  error inf  FAIL". For view_output.
std::string format_region(const TensorData& expected, const TensorData& actual, const Tolerance& tol,
                          const std::vector<bool>& poisoned, const Region& region, std::size_t max_elements = 256);

}  // namespace kc
