// Triangular solves shared by SpSV, SpSM and csrsv2: analysis and solve of
// op(A) X = alpha B with A in CSR or COO (sorted by row).
#ifndef OPENHIP_HIPSPARSE_TRIANGULAR_H
#define OPENHIP_HIPSPARSE_TRIANGULAR_H

#include "descriptors.h"
#include "triangular_kernels.h"

namespace openhip::sparse {

/// What a solve is: the triangle of A (as stored) and the operation.
struct Triangle {
  hipsparseOperation_t op;
  bool lowerFill;
  bool unitDiagonal;

  bool transpose() const { return op != HIPSPARSE_OPERATION_NON_TRANSPOSE; }
  /// Whether the rows as solved (op(A)'s) are a lower triangle.
  bool solvesLower() const { return lowerFill != transpose(); }
};

/// Enqueues the analysis of A's structure and waits for it (the solve's
/// parallelism depends on its result). `needDiagonal`: a missing diagonal is
/// a zero pivot even for unit diagonals (factorizations).
hipsparseStatus_t analyseTriangle(const Handle& h, const SparseMatrix& a, const Triangle& t,
                                  bool needDiagonal, SolveState& state);

/// Blocks for an operation on rows with `levels` dependency levels.
uint32_t dependentRowBlocks(const Handle& h, int64_t rows, int64_t levels);

template <class T>
hipsparseStatus_t enqueueTriangularSolve(const Handle& h, const SparseMatrix& a, const Triangle& t,
                                         const DenseView<const T>& b, const DenseView<T>& x,
                                         Scalar<T> alpha, SolveState& state) {
  HIPSPARSE_RETURN_IF(!state.analysed || state.rows != a.rows || t.transpose() != state.transposed,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const uint32_t epoch = state.begin(a.rows);
  const uint32_t blocks = dependentRowBlocks(h, a.rows, state.levels);
  const bool conj = t.op == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
  if (t.transpose()) {
    const CompressedView<int64_t, int64_t, T> view{a.rows, a.cols, state.transposeOffsets.data(),
                                                   state.transposeIndices.data(),
                                                   static_cast<const T*>(a.values), 0};
    using Task = TriangularSolve<int64_t, int64_t, T>;
    return fromHip(enqueue<Task, triangularSolve<int64_t, int64_t, T>>(
        h.stream, blocks,
        Task{view, state.transposeMap.data(), t.solvesLower(), t.unitDiagonal, conj, b, x, alpha,
             &state, epoch}));
  }
  return withIndexType(a.indexType, [&](auto indexTag) {
    using J = decltype(indexTag);
    if (a.format == HIPSPARSE_FORMAT_COO) {
      const CompressedView<int64_t, J, T> view{a.rows, a.cols, state.offsets.data(),
                                               static_cast<const J*>(a.indices),
                                               static_cast<const T*>(a.values), a.base};
      using Task = TriangularSolve<int64_t, J, T>;
      return fromHip(enqueue<Task, triangularSolve<int64_t, J, T>>(
          h.stream, blocks,
          Task{view, nullptr, t.solvesLower(), t.unitDiagonal, conj, b, x, alpha, &state, epoch}));
    }
    return withIndexType(a.offsetType, [&](auto offsetTag) {
      using I = decltype(offsetTag);
      const CompressedView<I, J, T> view{a.rows, a.cols, static_cast<const I*>(a.offsets),
                                         static_cast<const J*>(a.indices),
                                         static_cast<const T*>(a.values), a.base};
      using Task = TriangularSolve<I, J, T>;
      return fromHip(enqueue<Task, triangularSolve<I, J, T>>(
          h.stream, blocks,
          Task{view, nullptr, t.solvesLower(), t.unitDiagonal, conj, b, x, alpha, &state, epoch}));
    });
  });
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_TRIANGULAR_H
