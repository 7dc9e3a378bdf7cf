// Block functions of the format conversions: dense <-> compressed, counting
// non-zeros, COO <-> CSR row data, transposition and sorting.
#ifndef OPENHIP_HIPSPARSE_CONVERSION_KERNELS_H
#define OPENHIP_HIPSPARSE_CONVERSION_KERNELS_H

#include "common.h"
#include "views.h"

#include <algorithm>
#include <numeric>
#include <vector>

namespace openhip::sparse {

/// A dense matrix seen along `lines` (rows or columns) of `length` entries:
/// element (line, i) is values[line * lineStride + i * step].
template <class T>
struct Lines {
  T* values;
  int64_t lines;
  int64_t length;
  int64_t lineStride;
  int64_t step;

  T& at(int64_t line, int64_t i) const { return values[line * lineStride + i * step]; }
};

/// counts[line] = non-zeros of each line.
template <class I, class T>
struct CountNonZeros {
  Lines<const T> a;
  I* counts;
};

template <class I, class T>
void countNonZeros(const CountNonZeros<I, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.a.lines, block, blocks, begin, end);
  if (p.a.step == 1) {
    for (int64_t line = begin; line < end; ++line) {
      I count = 0;
      for (int64_t i = 0; i < p.a.length; ++i) count += !isZero(p.a.at(line, i));
      p.counts[line] = count;
    }
    return;
  }
  // Lines across the storage (rows of a column-major matrix): sweep the
  // contiguous direction for a band of lines.
  for (int64_t line = begin; line < end; ++line) p.counts[line] = 0;
  for (int64_t i = 0; i < p.a.length; ++i) {
    for (int64_t line = begin; line < end; ++line) p.counts[line] += !isZero(p.a.at(line, i));
  }
}

/// *total = sum of counts; offsets (if set) = base + exclusive scan (lines + 1).
template <class I>
struct ScanCounts {
  const I* counts;
  int64_t lines;
  I* offsets;
  I* total;
  int64_t base;
};

template <class I>
void scanCounts(const ScanCounts<I>& p, uint32_t, uint32_t) {
  I sum = 0;
  for (int64_t line = 0; line < p.lines; ++line) {
    if (p.offsets != nullptr) p.offsets[line] = static_cast<I>(sum + p.base);
    sum += p.counts[line];
  }
  if (p.offsets != nullptr) p.offsets[p.lines] = static_cast<I>(sum + p.base);
  if (p.total != nullptr) *p.total = sum;
}

/// Compressed lines (offsets already set) from the dense lines.
template <class I, class J, class T>
struct DenseToCompressed {
  Lines<const T> a;
  const I* offsets;
  J* indices;
  T* values;
  int64_t base;
};

template <class I, class J, class T>
void denseToCompressed(const DenseToCompressed<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.a.lines, block, blocks, begin, end);
  for (int64_t line = begin; line < end; ++line) {
    int64_t k = static_cast<int64_t>(p.offsets[line]) - p.base;
    for (int64_t i = 0; i < p.a.length; ++i) {
      const T v = p.a.at(line, i);
      if (isZero(v)) continue;
      if (p.values != nullptr) p.values[k] = v;
      p.indices[k++] = static_cast<J>(i + p.base);
    }
  }
}

/// Dense lines (zeroed first when `clear`) from compressed lines.
template <class I, class J, class T>
struct CompressedToDense {
  Lines<T> a;
  const I* offsets;
  const J* indices;
  const T* values;
  int64_t base;
  bool clear;
};

template <class I, class J, class T>
void compressedToDense(const CompressedToDense<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.a.lines, block, blocks, begin, end);
  for (int64_t line = begin; line < end; ++line) {
    if (p.clear) {
      for (int64_t i = 0; i < p.a.length; ++i) p.a.at(line, i) = T(0);
    }
    const int64_t kb = static_cast<int64_t>(p.offsets[line]) - p.base;
    const int64_t ke = static_cast<int64_t>(p.offsets[line + 1]) - p.base;
    for (int64_t k = kb; k < ke; ++k) p.a.at(line, p.indices[k] - p.base) = p.values[k];
  }
}

/// Dense lines set to zero.
template <class T>
struct ClearLines {
  Lines<T> a;
};

template <class T>
void clearLines(const ClearLines<T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.a.lines, block, blocks, begin, end);
  for (int64_t line = begin; line < end; ++line) {
    for (int64_t i = 0; i < p.a.length; ++i) p.a.at(line, i) = T(0);
  }
}

/// Transposition of a compressed matrix (CSR -> CSC): a counting sort by
/// column, so each output line lists its entries in input-line order.
/// `values`/`outValues` null: structure only.
template <class I, class J, class T>
struct Transpose {
  int64_t lines;
  int64_t length;
  const I* offsets;
  const J* indices;
  const T* values;
  I* outOffsets;
  J* outIndices;
  T* outValues;
  int64_t base;
};

template <class I, class J, class T>
void transpose(const Transpose<I, J, T>& p, uint32_t, uint32_t) {
  const int64_t first = static_cast<int64_t>(p.offsets[0]) - p.base;
  const int64_t nnz = static_cast<int64_t>(p.offsets[p.lines]) - p.base - first;
  std::vector<int64_t> next(static_cast<size_t>(p.length) + 1, 0);
  for (int64_t k = 0; k < nnz; ++k) ++next[p.indices[first + k] - p.base + 1];
  for (int64_t j = 0; j < p.length; ++j) next[j + 1] += next[j];
  for (int64_t j = 0; j <= p.length; ++j) p.outOffsets[j] = static_cast<I>(next[j] + p.base);
  for (int64_t line = 0; line < p.lines; ++line) {
    const int64_t kb = static_cast<int64_t>(p.offsets[line]) - p.base;
    const int64_t ke = static_cast<int64_t>(p.offsets[line + 1]) - p.base;
    for (int64_t k = kb; k < ke; ++k) {
      const int64_t slot = next[p.indices[k] - p.base]++;
      p.outIndices[slot] = static_cast<J>(line + p.base);
      if (p.outValues != nullptr) p.outValues[slot] = p.values[k];
    }
  }
}

/// The parallel transposition in three launches over `parts` row ranges
/// (split by entries): each part counts its entries per column into its own
/// row of `counts` (parts x length), one block turns the counts into each
/// part's first slot per column (and the output offsets), and each part
/// fills its entries, so every output line lists its entries in input-line
/// order, as the sequential counting sort does.
template <class I, class J, class T>
struct ParallelTranspose {
  Transpose<I, J, T> t;
  int64_t* counts;
  uint32_t parts;
};

template <class I, class J, class T>
void transposeCount(const ParallelTranspose<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int64_t* counts = p.counts + static_cast<int64_t>(block) * p.t.length;
  std::fill(counts, counts + p.t.length, 0);
  int64_t begin, end;
  weightedRows(p.t.offsets, p.t.lines, block, blocks, begin, end);
  for (int64_t k = p.t.offsets[begin] - p.t.base; k < p.t.offsets[end] - p.t.base; ++k) {
    ++counts[p.t.indices[k] - p.t.base];
  }
}

template <class I, class J, class T>
void transposeScan(const ParallelTranspose<I, J, T>& p, uint32_t, uint32_t) {
  int64_t slot = 0;
  for (int64_t j = 0; j < p.t.length; ++j) {
    p.t.outOffsets[j] = static_cast<I>(slot + p.t.base);
    for (uint32_t part = 0; part < p.parts; ++part) {
      int64_t& count = p.counts[static_cast<int64_t>(part) * p.t.length + j];
      const int64_t c = count;
      count = slot;
      slot += c;
    }
  }
  p.t.outOffsets[p.t.length] = static_cast<I>(slot + p.t.base);
}

template <class I, class J, class T>
void transposeFill(const ParallelTranspose<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int64_t* next = p.counts + static_cast<int64_t>(block) * p.t.length;
  int64_t begin, end;
  weightedRows(p.t.offsets, p.t.lines, block, blocks, begin, end);
  for (int64_t line = begin; line < end; ++line) {
    for (int64_t k = p.t.offsets[line] - p.t.base; k < p.t.offsets[line + 1] - p.t.base; ++k) {
      const int64_t slot = next[p.t.indices[k] - p.t.base]++;
      p.t.outIndices[slot] = static_cast<J>(line + p.t.base);
      if (p.t.outValues != nullptr) p.t.outValues[slot] = p.t.values[k];
    }
  }
}

/// Sorts the entries of every compressed line by index, permuting `perm`
/// (optional) alongside.
struct SortLines {
  const int* offsets;
  int64_t lines;
  int* indices;
  int* perm;
  int64_t base;
};

void sortLines(const SortLines& p, uint32_t block, uint32_t blocks);

/// Sorts COO entries by (row, column) or (column, row), stably, permuting
/// `perm` alongside.
struct SortCoordinates {
  int64_t nnz;
  int* rows;
  int* cols;
  int* perm;
  bool byRow;
};

void sortCoordinates(const SortCoordinates& p, uint32_t block, uint32_t blocks);

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_CONVERSION_KERNELS_H
