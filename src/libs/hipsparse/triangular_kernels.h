// Block functions of the triangular solves and their analysis.
#ifndef OPENHIP_HIPSPARSE_TRIANGULAR_KERNELS_H
#define OPENHIP_HIPSPARSE_TRIANGULAR_KERNELS_H

#include "common.h"
#include "mm_kernels.h"
#include "solve_state.h"
#include "views.h"

#include <algorithm>
#include <vector>

namespace openhip::sparse {

/// Rows claimed at a time by a block of a dependent-row operation.
constexpr int64_t kRowChunk = 32;

/// Builds what a solve needs from A's structure (one block): COO row offsets,
/// the transpose (structure and value positions), diagonal positions, the
/// structural zero pivots and the number of dependency levels.
template <class I, class J>
struct AnalyseStructure {
  int64_t rows;
  int64_t nnz;
  const I* offsets;    // CSR offsets, or null with cooRows
  const I* cooRows;    // COO row indices (sorted), or null
  const J* indices;
  int64_t base;
  bool transpose;      // solve with A^T: analyse the transpose
  bool lower;          // of the rows solved (after transposition)
  bool unitDiagonal;
  bool needDiagonal;   // factorizations: the diagonal must exist even when unit
  SolveState* state;
  uint32_t epoch;
};

template <class I, class J>
void analyseStructure(const AnalyseStructure<I, J>& p, uint32_t, uint32_t) {
  SolveState& s = *p.state;
  const int64_t n = p.rows;
  std::vector<int64_t>& rowStart = s.offsets;
  if (p.cooRows != nullptr) { // COO sorted by row -> offsets
    rowStart.assign(static_cast<size_t>(n) + 1, 0);
    for (int64_t k = 0; k < p.nnz; ++k) ++rowStart[p.cooRows[k] - p.base + 1];
    for (int64_t r = 0; r < n; ++r) rowStart[r + 1] += rowStart[r];
  }
  auto begin = [&](int64_t r) -> int64_t {
    return p.cooRows != nullptr ? rowStart[r] : static_cast<int64_t>(p.offsets[r]) - p.base;
  };
  // The rows as solved: A's, or the transpose's (built by a counting sort).
  const int64_t* off = nullptr;
  const int64_t* idx = nullptr;
  if (p.transpose) {
    s.transposeOffsets.assign(static_cast<size_t>(n) + 1, 0);
    s.transposeIndices.resize(static_cast<size_t>(p.nnz));
    s.transposeMap.resize(static_cast<size_t>(p.nnz));
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t k = begin(r); k < begin(r + 1); ++k) ++s.transposeOffsets[p.indices[k] - p.base + 1];
    }
    for (int64_t r = 0; r < n; ++r) s.transposeOffsets[r + 1] += s.transposeOffsets[r];
    std::vector<int64_t> next(s.transposeOffsets.begin(), s.transposeOffsets.end() - 1);
    for (int64_t r = 0; r < n; ++r) {
      for (int64_t k = begin(r); k < begin(r + 1); ++k) {
        const int64_t slot = next[p.indices[k] - p.base]++;
        s.transposeIndices[slot] = r;
        s.transposeMap[slot] = k;
      }
    }
    off = s.transposeOffsets.data();
    idx = s.transposeIndices.data();
  }
  auto rowBegin = [&](int64_t r) { return off != nullptr ? off[r] : begin(r); };
  auto column = [&](int64_t k) { return idx != nullptr ? idx[k] : int64_t(p.indices[k]) - p.base; };
  // Diagonal positions, structural zero pivots, levels in solve order.
  s.diagonal.assign(static_cast<size_t>(n), -1);
  std::vector<int64_t> level(static_cast<size_t>(n), 0);
  int64_t levels = 0;
  for (int64_t step = 0; step < n; ++step) {
    const int64_t i = p.lower ? step : n - 1 - step;
    int64_t depth = 0;
    for (int64_t k = rowBegin(i); k < rowBegin(i + 1); ++k) {
      const int64_t j = column(k);
      if (j == i) {
        s.diagonal[i] = k;
      } else if (p.lower ? j < i : j > i) {
        depth = std::max(depth, level[j]);
      }
    }
    level[i] = depth + 1;
    levels = std::max(levels, depth + 1);
    if (s.diagonal[i] < 0 && (!p.unitDiagonal || p.needDiagonal)) {
      RowSchedule::recordZeroPivot(s, p.epoch, i);
    }
  }
  s.levels = levels;
  if (p.cooRows != nullptr) { // the solve reads these offsets with the indices' base
    for (int64_t& v : rowStart) v += p.base;
  }
}

/// op(A) X = alpha B for the rows of a triangle, each row after the rows it
/// depends on.
template <class I, class J, class T>
struct TriangularSolve {
  CompressedView<I, J, T> a; // the rows as solved; values are A's
  const int64_t* valueMap;   // transposed: position in a.values of entry k
  bool lower;
  bool unitDiagonal;
  bool conjugate;
  DenseView<const T> b;
  DenseView<T> x;
  Scalar<T> alpha;
  SolveState* state;
  uint32_t epoch;
};

template <class I, class J, class T>
void triangularSolve(const TriangularSolve<I, J, T>& p, uint32_t, uint32_t) {
  RowSchedule schedule(p.state, p.epoch);
  const int64_t n = p.a.rows;
  const int64_t nrhs = p.x.cols;
  const T alpha = p.alpha.get();
  std::vector<T> acc(static_cast<size_t>(nrhs));
  for (;;) {
    const int64_t first = schedule.claim(kRowChunk);
    if (first >= n) return;
    for (int64_t step = first; step < std::min(n, first + kRowChunk); ++step) {
      const int64_t i = p.lower ? step : n - 1 - step;
      for (int64_t c = 0; c < nrhs; ++c) acc[c] = alpha * p.b.at(i, c);
      T diagonal(1);
      bool found = false;
      for (int64_t k = p.a.offsets[i] - p.a.base; k < p.a.offsets[i + 1] - p.a.base; ++k) {
        const int64_t j = static_cast<int64_t>(p.a.indices[k]) - p.a.base;
        const T v = applyConjugate(p.a.values[p.valueMap != nullptr ? p.valueMap[k] : k], p.conjugate);
        if (j == i) {
          diagonal = v;
          found = true;
        } else if (p.lower ? j < i : j > i) {
          schedule.waitFor(j);
          for (int64_t c = 0; c < nrhs; ++c) acc[c] -= v * p.x.at(j, c);
        }
      }
      if (p.unitDiagonal) {
        for (int64_t c = 0; c < nrhs; ++c) p.x.at(i, c) = acc[c];
      } else if (!found || isZero(diagonal)) {
        // A zero pivot: recorded, and the row of X keeps what it held (no
        // division by zero spreading infinities through the later rows).
        schedule.recordZeroPivot(i);
      } else {
        for (int64_t c = 0; c < nrhs; ++c) p.x.at(i, c) = acc[c] / diagonal;
      }
      schedule.finish(i);
    }
  }
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_TRIANGULAR_KERNELS_H
