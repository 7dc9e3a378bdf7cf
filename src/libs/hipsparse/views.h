// Typed views of sparse operands as the block functions see them, and the
// split of a compressed matrix's rows over blocks.
#ifndef OPENHIP_HIPSPARSE_VIEWS_H
#define OPENHIP_HIPSPARSE_VIEWS_H

#include <cstdint>

namespace openhip::sparse {

/// CSR, or CSC seen as the CSR of the transpose: `rows` compressed rows of
/// `cols` entries; row r holds entries offsets[r] - base ... offsets[r+1] - base.
template <class I, class J, class T>
struct CompressedView {
  int64_t rows;
  int64_t cols;
  const I* offsets;
  const J* indices;
  const T* values;
  int64_t base;
};

/// COO (stride 1) or COO AoS (row and column interleaved, stride 2).
template <class I, class T>
struct CoordinateView {
  int64_t rows;
  int64_t cols;
  int64_t nnz;
  const I* rowInd;
  const I* colInd;
  int64_t stride;
  const T* values;
  int64_t base;
};

/// Blocked ELL: block row br has ellCols / blockSize block columns
/// colInd[br * (ellCols / blockSize) + s] (negative: empty); values are
/// rows x ellCols, row-major.
template <class I, class T>
struct EllView {
  int64_t rows;
  int64_t cols;
  int64_t blockSize;
  int64_t ellCols;
  const I* colInd;
  const T* values;
  int64_t base;
};

/// The rows of `block` when the rows are split so that every block gets about
/// the same number of entries plus rows (long rows do not serialize a block,
/// empty rows still count).
template <class I>
inline void weightedRows(const I* offsets, int64_t rows, uint32_t block, uint32_t blocks,
                         int64_t& begin, int64_t& end) {
  if (blocks <= 1) {
    begin = 0;
    end = rows;
    return;
  }
  const int64_t first = static_cast<int64_t>(offsets[0]);
  const int64_t total = static_cast<int64_t>(offsets[rows]) - first + rows;
  auto find = [&](uint32_t b) -> int64_t {
    if (b == 0) return 0;
    if (b >= blocks) return rows;
    const int64_t target = static_cast<int64_t>(static_cast<__int128>(total) * b / blocks);
    int64_t lo = 0, hi = rows; // smallest r with weight(r) >= target
    while (lo < hi) {
      const int64_t mid = lo + (hi - lo) / 2;
      if (static_cast<int64_t>(offsets[mid]) - first + mid < target) {
        lo = mid + 1;
      } else {
        hi = mid;
      }
    }
    return lo;
  };
  begin = find(block);
  end = find(block + 1);
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_VIEWS_H
