// SDDMM: C = alpha * (op(A) * op(B)) sampled at C's pattern + beta * C, with A
// and B dense and C in CSR, CSC or COO, also as strided batches. The buffer
// (one batch's worth) holds contiguous copies of strided operands.
#include "descriptors.h"
#include "mm_kernels.h"

using namespace openhip::sparse;

namespace {

/// sum_q a(i, q) * b(q, j) over the inner dimension.
template <class T>
inline T innerProduct(const DenseView<const T>& a, const DenseView<const T>& b, int64_t i,
                      int64_t j) {
  const int64_t k = a.cols;
  const T* x = &a.at(i, 0);
  const T* y = &b.at(0, j);
  T s0(0), s1(0);
  if (a.colStride == 1 && b.rowStride == 1) {
    int64_t q = 0;
    for (; q + 2 <= k; q += 2) {
      s0 += x[q] * y[q];
      s1 += x[q + 1] * y[q + 1];
    }
    if (q < k) s0 += x[q] * y[q];
    return s0 + s1;
  }
  for (int64_t q = 0; q < k; ++q) s0 += x[q * a.colStride] * y[q * b.rowStride];
  return s0;
}

template <class I, class J, class T>
struct SampledProduct {
  DenseView<const T> a;
  DenseView<const T> b;
  int format; // hipsparseFormat_t
  int64_t lines;
  int64_t nnz;
  const I* offsets; // CSR/CSC offsets or COO row indices
  const J* indices; // CSR columns, CSC rows, COO columns
  T* values;
  int64_t base;
  Batch batch; // aOffsets/aValues: C's strides; b, c: strides of A and B
  Scalar<T> alpha;
  Scalar<T> beta;
};

template <class I, class J, class T>
void sampledProduct(const SampledProduct<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int batch;
  uint32_t local, perBatch;
  splitBatch(block, blocks, p.batch.count, batch, local, perBatch);
  const auto a = batchOf(p.a, p.batch.b, batch);
  const auto b = batchOf(p.b, p.batch.c, batch);
  const I* offsets = p.offsets + p.batch.aOffsets * batch;
  const J* indices = p.indices + p.batch.aValues * batch;
  T* values = p.values + p.batch.aValues * batch;
  const T alpha = p.alpha.get();
  const T beta = p.beta.get();
  auto update = [&](int64_t k, int64_t i, int64_t j) {
    values[k] = axpby(alpha, innerProduct(a, b, i, j), beta, values[k]);
  };
  int64_t begin, end;
  if (p.format == HIPSPARSE_FORMAT_COO) {
    evenRange(p.nnz, local, perBatch, begin, end);
    for (int64_t k = begin; k < end; ++k) update(k, offsets[k] - p.base, indices[k] - p.base);
    return;
  }
  weightedRows(offsets, p.lines, local, perBatch, begin, end);
  const bool csc = p.format == HIPSPARSE_FORMAT_CSC;
  for (int64_t line = begin; line < end; ++line) {
    for (int64_t k = offsets[line] - p.base; k < offsets[line + 1] - p.base; ++k) {
      const int64_t other = indices[k] - p.base;
      update(k, csc ? other : line, csc ? line : other);
    }
  }
}

template <class T>
DenseView<const T> viewOf(const DenseMatrix& d, bool transpose) {
  const bool colMajor = d.order == HIPSPARSE_ORDER_COL;
  DenseView<const T> v{static_cast<const T*>(d.values), d.rows, d.cols, colMajor ? 1 : d.ld,
                       colMajor ? d.ld : 1};
  return transpose ? v.transposed() : v;
}

/// Copies a dense matrix into another layout (same shape), 32 x 32 tiles at a
/// time so that a transposing copy reads and writes whole cache lines.
template <class T>
struct CopyDense {
  DenseView<const T> src;
  DenseView<T> dst;
};

template <class T>
void copyDense(const CopyDense<T>& p, uint32_t block, uint32_t blocks) {
  constexpr int64_t tile = 32;
  const int64_t tileRows = (p.src.rows + tile - 1) / tile;
  int64_t begin, end;
  evenRange(tileRows, block, blocks, begin, end);
  for (int64_t ti = begin; ti < end; ++ti) {
    for (int64_t j0 = 0; j0 < p.src.cols; j0 += tile) {
      for (int64_t i = ti * tile; i < std::min(p.src.rows, (ti + 1) * tile); ++i) {
        for (int64_t j = j0; j < std::min(p.src.cols, j0 + tile); ++j) p.dst.at(i, j) = p.src.at(i, j);
      }
    }
  }
}

/// When the inner products would read op(A)'s rows or op(B)'s columns with
/// a stride, each batch's operand is first copied into the workspace so that
/// both are contiguous along the inner dimension (one copy against
/// nnz * k scattered reads).
struct Workspace {
  bool copyA = false;
  bool copyB = false;
  size_t bytesA = 0;
  size_t bytesB = 0;
  size_t bytes() const { return bytesA + bytesB; }
};

constexpr int64_t kCopyMinimumInner = 8;

/// Leading dimension of the copies: the inner dimension plus 64 bytes, so that
/// a power-of-two inner dimension does not map a tile's lines to one cache set.
template <class T>
int64_t paddedInner(int64_t inner) {
  return inner + static_cast<int64_t>(64 / sizeof(T));
}

template <class T>
Workspace workspaceFor(const DenseMatrix& a, const DenseMatrix& b, hipsparseOperation_t opA,
                       hipsparseOperation_t opB) {
  const auto av = viewOf<T>(a, opA != HIPSPARSE_OPERATION_NON_TRANSPOSE);
  const auto bv = viewOf<T>(b, opB != HIPSPARSE_OPERATION_NON_TRANSPOSE);
  Workspace w;
  if (av.cols < kCopyMinimumInner) return w;
  w.copyA = av.colStride != 1;
  w.copyB = bv.rowStride != 1;
  const size_t align = 64;
  const int64_t ld = paddedInner<T>(av.cols);
  if (w.copyA) w.bytesA = (static_cast<size_t>(av.rows * ld) * sizeof(T) + align - 1) / align * align;
  if (w.copyB) w.bytesB = static_cast<size_t>(bv.cols * ld) * sizeof(T);
  return w;
}

hipsparseStatus_t checkSDDMM(hipsparseHandle_t handle, hipsparseOperation_t opA,
                             hipsparseOperation_t opB, const void* alpha, const void* matA,
                             const void* matB, const void* beta, const void* matC,
                             hipDataType computeType, hipsparseSDDMMAlg_t alg, DenseMatrix*& a,
                             DenseMatrix*& b, SparseMatrix*& c) {
  HIPSPARSE_RETURN_IF(handle == nullptr || alpha == nullptr || beta == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  a = descriptorOf<DenseMatrix>(matA);
  b = descriptorOf<DenseMatrix>(matB);
  c = descriptorOf<SparseMatrix>(matC);
  HIPSPARSE_RETURN_IF(a == nullptr || b == nullptr || c == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!isValidOperation(opA) || !isValidOperation(opB) ||
                          alg != HIPSPARSE_SDDMM_ALG_DEFAULT,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const bool ta = opA != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const bool tb = opB != HIPSPARSE_OPERATION_NON_TRANSPOSE;
  HIPSPARSE_RETURN_IF((ta ? a->cols : a->rows) != c->rows || (tb ? b->rows : b->cols) != c->cols ||
                          (ta ? a->rows : a->cols) != (tb ? b->cols : b->rows),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(a->valueType != computeType || b->valueType != computeType ||
                          c->valueType != computeType,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  HIPSPARSE_RETURN_IF((opA == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE ||
                       opB == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE) &&
                          (computeType == HIP_C_32F || computeType == HIP_C_64F),
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  HIPSPARSE_RETURN_IF(c->format != HIPSPARSE_FORMAT_CSR && c->format != HIPSPARSE_FORMAT_CSC &&
                          c->format != HIPSPARSE_FORMAT_COO,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  HIPSPARSE_RETURN_IF((a->batchCount != 1 && a->batchCount != c->batchCount) ||
                          (b->batchCount != 1 && b->batchCount != c->batchCount),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return HIPSPARSE_STATUS_SUCCESS;
}

template <class T>
hipsparseStatus_t sddmmTyped(const Handle& h, hipsparseOperation_t opA, hipsparseOperation_t opB,
                             const void* alpha, const DenseMatrix& a, const DenseMatrix& b,
                             const void* beta, const SparseMatrix& c, void* workspace) {
  return withIndexType(c.offsetType, [&](auto offsetTag) {
    return withIndexType(c.indexType, [&](auto indexTag) {
      using I = decltype(offsetTag);
      using J = decltype(indexTag);
      using Task = SampledProduct<I, J, T>;
      const Batch batch{c.batchCount, c.offsetsBatchStride, c.valuesBatchStride,
                        a.batchCount > 1 ? a.batchStride : 0, b.batchCount > 1 ? b.batchStride : 0};
      const int64_t lines = c.format == HIPSPARSE_FORMAT_CSC ? c.cols : c.rows;
      auto av = viewOf<T>(a, opA != HIPSPARSE_OPERATION_NON_TRANSPOSE);
      auto bv = viewOf<T>(b, opB != HIPSPARSE_OPERATION_NON_TRANSPOSE);
      const uint32_t perBatch = blocksFor(h, (c.nnz + lines) * std::max<int64_t>(av.cols, 1), 1 << 16);
      Task task{av, bv, c.format, lines, c.nnz, static_cast<const I*>(c.offsets),
                static_cast<const J*>(c.indices), static_cast<T*>(c.values), c.base, batch,
                readScalar<T>(h, alpha), readScalar<T>(h, beta)};
      const Workspace w = workspaceFor<T>(a, b, opA, opB);
      if (workspace == nullptr || w.bytes() == 0) {
        return fromHip(enqueue<Task, sampledProduct<I, J, T>>(h.stream, perBatch * c.batchCount, task));
      }
      // Batch by batch: contiguous copies of the strided operands, then the products.
      auto* bytes = static_cast<unsigned char*>(workspace);
      const int64_t ld = paddedInner<T>(av.cols);
      const DenseView<T> rowsOfA{reinterpret_cast<T*>(bytes), av.rows, av.cols, ld, 1};
      const DenseView<T> columnsOfB{reinterpret_cast<T*>(bytes + w.bytesA), bv.rows, bv.cols, 1, ld};
      for (int i = 0; i < c.batchCount; ++i) {
        Task one = task;
        one.batch.count = 1;
        one.offsets += batch.aOffsets * i;
        one.indices += batch.aValues * i;
        one.values += batch.aValues * i;
        one.a = batchOf(av, batch.b, i);
        one.b = batchOf(bv, batch.c, i);
        if (w.copyA) {
          HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<CopyDense<T>, copyDense<T>>(
              h.stream, blocksFor(h, av.rows * av.cols, 1 << 16), CopyDense<T>{one.a, rowsOfA})));
          one.a = DenseView<const T>{rowsOfA.p, av.rows, av.cols, ld, 1};
        }
        if (w.copyB) {
          HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<CopyDense<T>, copyDense<T>>(
              h.stream, blocksFor(h, bv.rows * bv.cols, 1 << 16), CopyDense<T>{one.b, columnsOfB})));
          one.b = DenseView<const T>{columnsOfB.p, bv.rows, bv.cols, 1, ld};
        }
        HIPSPARSE_RETURN_IF_ERROR(
            fromHip(enqueue<Task, sampledProduct<I, J, T>>(h.stream, perBatch, one)));
      }
      return HIPSPARSE_STATUS_SUCCESS;
    });
  });
}

} // namespace

extern "C" hipsparseStatus_t hipsparseSDDMM_bufferSize(
    hipsparseHandle_t handle, hipsparseOperation_t opA, hipsparseOperation_t opB,
    const void* alpha, hipsparseConstDnMatDescr_t A, hipsparseConstDnMatDescr_t B, const void* beta,
    hipsparseSpMatDescr_t C, hipDataType computeType, hipsparseSDDMMAlg_t alg,
    size_t* pBufferSizeInBytes) {
  DenseMatrix *a, *b;
  SparseMatrix* c;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSDDMM(handle, opA, opB, alpha, A, B, beta, C, computeType, alg, a, b, c));
  HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return withValueType(computeType, [&](auto tag) {
    *pBufferSizeInBytes = std::max<size_t>(4, workspaceFor<decltype(tag)>(*a, *b, opA, opB).bytes());
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(SDDMM_bufferSize)

extern "C" hipsparseStatus_t hipsparseSDDMM_preprocess(
    hipsparseHandle_t handle, hipsparseOperation_t opA, hipsparseOperation_t opB,
    const void* alpha, hipsparseConstDnMatDescr_t A, hipsparseConstDnMatDescr_t B, const void* beta,
    hipsparseSpMatDescr_t C, hipDataType computeType, hipsparseSDDMMAlg_t alg, void* tempBuffer) {
  DenseMatrix *a, *b;
  SparseMatrix* c;
  return checkSDDMM(handle, opA, opB, alpha, A, B, beta, C, computeType, alg, a, b, c);
}
OPENHIP_CUSPARSE_ALIAS(SDDMM_preprocess)

extern "C" hipsparseStatus_t hipsparseSDDMM(hipsparseHandle_t handle, hipsparseOperation_t opA,
                                            hipsparseOperation_t opB, const void* alpha,
                                            hipsparseConstDnMatDescr_t A,
                                            hipsparseConstDnMatDescr_t B, const void* beta,
                                            hipsparseSpMatDescr_t C, hipDataType computeType,
                                            hipsparseSDDMMAlg_t alg, void* tempBuffer) {
  DenseMatrix *a, *b;
  SparseMatrix* c;
  HIPSPARSE_RETURN_IF_ERROR(
      checkSDDMM(handle, opA, opB, alpha, A, B, beta, C, computeType, alg, a, b, c));
  if (c->nnz == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(!hasArrays(*c) || a->values == nullptr || b->values == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    return withValueType(computeType, [&](auto tag) {
      return sddmmTyped<decltype(tag)>(*toHandle(handle), opA, opB, alpha, *a, *b, beta, *c,
                                       tempBuffer);
    });
  });
}
OPENHIP_CUSPARSE_ALIAS(SDDMM)
