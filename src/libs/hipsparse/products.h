// Enqueueing the matrix-vector and matrix-matrix products for typed views;
// shared by the generic API (SpMV, SpMM) and the legacy csrmv/csrmm.
#ifndef OPENHIP_HIPSPARSE_PRODUCTS_H
#define OPENHIP_HIPSPARSE_PRODUCTS_H

#include "descriptors.h"
#include "mm_kernels.h"
#include "mv_kernels.h"

namespace openhip::sparse {

/// Entries per block at least: smaller products run as one block.
constexpr int64_t kProductGrain = 16384;

/// y = alpha * op(A) * x + beta * y for a compressed A. `gather` when each
/// compressed row yields one entry of y (CSR op N, CSC op T).
template <class I, class J, class T>
hipsparseStatus_t enqueueCompressedMv(const Handle& h, bool gather, bool conj,
                                      const CompressedView<I, J, T>& a, int64_t nnz, const T* x,
                                      T* y, int64_t ySize, Scalar<T> alpha, Scalar<T> beta) {
  const uint32_t blocks = blocksFor(h, nnz + a.rows, kProductGrain);
  if (gather) {
    return fromHip(enqueue<GatherMv<I, J, T>, gatherMv<I, J, T>>(
        h.stream, blocks, GatherMv<I, J, T>{a, x, y, alpha, beta, conj}));
  }
  HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<ScaleVector<T>, scaleVector<T>>(
      h.stream, blocksFor(h, ySize, 1 << 16), ScaleVector<T>{y, ySize, beta})));
  return fromHip(enqueue<ScatterMv<I, J, T>, scatterMv<I, J, T>>(
      h.stream, blocks, ScatterMv<I, J, T>{a, x, y, alpha, conj}));
}

/// C = alpha * op(A) * op(B) + beta * C for a compressed A (see mm_kernels.h).
template <class I, class J, class T>
hipsparseStatus_t enqueueCompressedMm(const Handle& h, bool gather, bool conj,
                                      const CompressedView<I, J, T>& a, int64_t nnz,
                                      const DenseView<const T>& b, const DenseView<T>& c,
                                      const Batch& batch, Scalar<T> alpha, Scalar<T> beta) {
  const int64_t work = (nnz + a.rows) * std::max<int64_t>(c.cols, 1);
  const uint32_t perBatch = blocksFor(h, work, kProductGrain);
  if (gather) {
    return fromHip(enqueue<GatherMm<I, J, T>, gatherMm<I, J, T>>(
        h.stream, perBatch * batch.count, GatherMm<I, J, T>{a, b, c, batch, alpha, beta, conj}));
  }
  HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<ScaleDense<T>, scaleDense<T>>(
      h.stream, blocksFor(h, c.rows * c.cols * batch.count, 1 << 16),
      ScaleDense<T>{c, batch.count, batch.c, beta})));
  return fromHip(enqueue<ScatterMm<I, J, T>, scatterMm<I, J, T>>(
      h.stream, perBatch * batch.count, ScatterMm<I, J, T>{a, b, c, batch, alpha, conj}));
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_PRODUCTS_H
