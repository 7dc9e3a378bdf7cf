// Index bookkeeping: COO <-> CSR row data, the identity permutation and the
// sorts of CSR/CSC lines and COO entries.
#include "conversion_kernels.h"
#include "descriptors.h"
#include "views.h"

using namespace openhip::sparse;

namespace openhip::sparse {

void sortLines(const SortLines& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  weightedRows(p.offsets, p.lines, block, blocks, begin, end);
  std::vector<int> order;
  std::vector<int> scratch;
  for (int64_t line = begin; line < end; ++line) {
    const int64_t kb = p.offsets[line] - p.base;
    const int64_t ke = p.offsets[line + 1] - p.base;
    int* idx = p.indices + kb;
    const int64_t count = ke - kb;
    if (std::is_sorted(idx, idx + count)) continue;
    order.resize(count);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return idx[a] < idx[b]; });
    scratch.assign(idx, idx + count);
    for (int64_t i = 0; i < count; ++i) idx[i] = scratch[order[i]];
    if (p.perm != nullptr) {
      scratch.assign(p.perm + kb, p.perm + ke);
      for (int64_t i = 0; i < count; ++i) p.perm[kb + i] = scratch[order[i]];
    }
  }
}

void sortCoordinates(const SortCoordinates& p, uint32_t, uint32_t) {
  const int* major = p.byRow ? p.rows : p.cols;
  const int* minor = p.byRow ? p.cols : p.rows;
  std::vector<int64_t> order(static_cast<size_t>(p.nnz));
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
    return major[a] != major[b] ? major[a] < major[b] : minor[a] < minor[b];
  });
  std::vector<int> scratch(static_cast<size_t>(p.nnz));
  for (int* array : {p.rows, p.cols, p.perm}) {
    if (array == nullptr) continue;
    scratch.assign(array, array + p.nnz);
    for (int64_t i = 0; i < p.nnz; ++i) array[i] = scratch[order[i]];
  }
}

} // namespace openhip::sparse

namespace {

constexpr size_t kNominalBuffer = 4; // the sorts use their own scratch memory

/// csrRowPtr[r] = base + first position of row r in the sorted COO rows.
struct RowOffsetsFromCoo {
  const int* cooRows;
  int64_t nnz;
  int64_t rows;
  int* offsets;
  int base;
};

void rowOffsetsFromCoo(const RowOffsetsFromCoo& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.rows + 1, block, blocks, begin, end);
  for (int64_t r = begin; r < end; ++r) {
    const int* at = std::lower_bound(p.cooRows, p.cooRows + p.nnz, static_cast<int>(r + p.base));
    p.offsets[r] = static_cast<int>(at - p.cooRows) + p.base;
  }
}

struct RowIndicesFromCsr {
  const int* offsets;
  int64_t rows;
  int* cooRows;
  int base;
};

void rowIndicesFromCsr(const RowIndicesFromCsr& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  weightedRows(p.offsets, p.rows, block, blocks, begin, end);
  for (int64_t r = begin; r < end; ++r) {
    for (int k = p.offsets[r] - p.base; k < p.offsets[r + 1] - p.base; ++k) {
      p.cooRows[k] = static_cast<int>(r) + p.base;
    }
  }
}

struct Identity {
  int* p;
  int64_t n;
};

void identity(const Identity& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  evenRange(p.n, block, blocks, begin, end);
  for (int64_t i = begin; i < end; ++i) p.p[i] = static_cast<int>(i);
}

hipsparseStatus_t checkSortSizes(hipsparseHandle_t handle, int m, int n, int nnz) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(m < 0 || n < 0 || nnz < 0, HIPSPARSE_STATUS_INVALID_VALUE);
  return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t sortCompressed(hipsparseHandle_t handle, int lines, int nnz,
                                 const hipsparseMatDescr_t descr, const int* offsets, int* indices,
                                 int* perm) {
  HIPSPARSE_RETURN_IF(descr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  if (lines == 0 || nnz == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(offsets == nullptr || indices == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  return guarded([&] {
    return fromHip(enqueue<SortLines, sortLines>(
        h.stream, blocksFor(h, nnz + lines, 1 << 14),
        SortLines{offsets, lines, indices, perm, toMatDescr(descr)->base}));
  });
}

hipsparseStatus_t sortCoo(hipsparseHandle_t handle, int m, int n, int nnz, int* rows, int* cols,
                          int* perm, bool byRow) {
  HIPSPARSE_RETURN_IF_ERROR(checkSortSizes(handle, m, n, nnz));
  if (nnz == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(rows == nullptr || cols == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    return fromHip(enqueue<SortCoordinates, sortCoordinates>(
        toHandle(handle)->stream, 1, SortCoordinates{nnz, rows, cols, perm, byRow}));
  });
}

} // namespace

extern "C" hipsparseStatus_t hipsparseXcoo2csr(hipsparseHandle_t handle, const int* cooRowInd,
                                               int nnz, int m, int* csrRowPtr,
                                               hipsparseIndexBase_t idxBase) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(nnz < 0 || m < 0 || !isValidBase(idxBase), HIPSPARSE_STATUS_INVALID_VALUE);
  if (m == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(csrRowPtr == nullptr || (nnz > 0 && cooRowInd == nullptr),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  return guarded([&] {
    return fromHip(enqueue<RowOffsetsFromCoo, rowOffsetsFromCoo>(
        h.stream, blocksFor(h, m, 1 << 14),
        RowOffsetsFromCoo{cooRowInd, nnz, m, csrRowPtr, static_cast<int>(idxBase)}));
  });
}
OPENHIP_CUSPARSE_ALIAS(Xcoo2csr)

extern "C" hipsparseStatus_t hipsparseXcsr2coo(hipsparseHandle_t handle, const int* csrRowPtr,
                                               int nnz, int m, int* cooRowInd,
                                               hipsparseIndexBase_t idxBase) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(nnz < 0 || m < 0 || !isValidBase(idxBase), HIPSPARSE_STATUS_INVALID_VALUE);
  if (m == 0 || nnz == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(csrRowPtr == nullptr || cooRowInd == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  return guarded([&] {
    return fromHip(enqueue<RowIndicesFromCsr, rowIndicesFromCsr>(
        h.stream, blocksFor(h, nnz + m, 1 << 16),
        RowIndicesFromCsr{csrRowPtr, m, cooRowInd, static_cast<int>(idxBase)}));
  });
}
OPENHIP_CUSPARSE_ALIAS(Xcsr2coo)

extern "C" hipsparseStatus_t hipsparseCreateIdentityPermutation(hipsparseHandle_t handle, int n,
                                                                int* p) {
  HIPSPARSE_RETURN_IF(handle == nullptr || n < 0, HIPSPARSE_STATUS_INVALID_VALUE);
  if (n == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(p == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  return guarded([&] {
    return fromHip(
        enqueue<Identity, identity>(h.stream, blocksFor(h, n, 1 << 16), Identity{p, n}));
  });
}
OPENHIP_CUSPARSE_ALIAS(CreateIdentityPermutation)

extern "C" hipsparseStatus_t hipsparseXcsrsort_bufferSizeExt(hipsparseHandle_t handle, int m,
                                                             int n, int nnz, const int* csrRowPtr,
                                                             const int* csrColInd,
                                                             size_t* pBufferSizeInBytes) {
  HIPSPARSE_RETURN_IF_ERROR(checkSortSizes(handle, m, n, nnz));
  HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *pBufferSizeInBytes = kNominalBuffer;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(Xcsrsort_bufferSizeExt)

extern "C" hipsparseStatus_t hipsparseXcsrsort(hipsparseHandle_t handle, int m, int n, int nnz,
                                               const hipsparseMatDescr_t descrA,
                                               const int* csrRowPtr, int* csrColInd, int* P,
                                               void* pBuffer) {
  HIPSPARSE_RETURN_IF_ERROR(checkSortSizes(handle, m, n, nnz));
  return sortCompressed(handle, m, nnz, descrA, csrRowPtr, csrColInd, P);
}
OPENHIP_CUSPARSE_ALIAS(Xcsrsort)

extern "C" hipsparseStatus_t hipsparseXcscsort_bufferSizeExt(hipsparseHandle_t handle, int m,
                                                             int n, int nnz, const int* cscColPtr,
                                                             const int* cscRowInd,
                                                             size_t* pBufferSizeInBytes) {
  return hipsparseXcsrsort_bufferSizeExt(handle, m, n, nnz, cscColPtr, cscRowInd,
                                         pBufferSizeInBytes);
}
OPENHIP_CUSPARSE_ALIAS(Xcscsort_bufferSizeExt)

extern "C" hipsparseStatus_t hipsparseXcscsort(hipsparseHandle_t handle, int m, int n, int nnz,
                                               const hipsparseMatDescr_t descrA,
                                               const int* cscColPtr, int* cscRowInd, int* P,
                                               void* pBuffer) {
  HIPSPARSE_RETURN_IF_ERROR(checkSortSizes(handle, m, n, nnz));
  return sortCompressed(handle, n, nnz, descrA, cscColPtr, cscRowInd, P);
}
OPENHIP_CUSPARSE_ALIAS(Xcscsort)

extern "C" hipsparseStatus_t hipsparseXcoosort_bufferSizeExt(hipsparseHandle_t handle, int m,
                                                             int n, int nnz, const int* cooRows,
                                                             const int* cooCols,
                                                             size_t* pBufferSizeInBytes) {
  HIPSPARSE_RETURN_IF_ERROR(checkSortSizes(handle, m, n, nnz));
  HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *pBufferSizeInBytes = kNominalBuffer;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(Xcoosort_bufferSizeExt)

extern "C" hipsparseStatus_t hipsparseXcoosortByRow(hipsparseHandle_t handle, int m, int n, int nnz,
                                                    int* cooRows, int* cooCols, int* P,
                                                    void* pBuffer) {
  return sortCoo(handle, m, n, nnz, cooRows, cooCols, P, true);
}
OPENHIP_CUSPARSE_ALIAS(XcoosortByRow)

extern "C" hipsparseStatus_t hipsparseXcoosortByColumn(hipsparseHandle_t handle, int m, int n,
                                                       int nnz, int* cooRows, int* cooCols, int* P,
                                                       void* pBuffer) {
  return sortCoo(handle, m, n, nnz, cooRows, cooCols, P, false);
}
OPENHIP_CUSPARSE_ALIAS(XcoosortByColumn)
