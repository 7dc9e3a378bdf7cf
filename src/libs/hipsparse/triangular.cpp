// Analysis of triangular solves (see triangular.h).
#include "triangular.h"

namespace openhip::sparse {

uint32_t dependentRowBlocks(const Handle& h, int64_t rows, int64_t levels) {
  // Rows per level: below a few chunks per worker, extra blocks would mostly
  // wait for each other.
  const int64_t width = rows / std::max<int64_t>(levels, 1);
  return width >= 4 * kRowChunk ? h.workers : 1;
}

hipsparseStatus_t analyseTriangle(const Handle& h, const SparseMatrix& a, const Triangle& t,
                                  bool needDiagonal, SolveState& state) {
  HIPSPARSE_RETURN_IF(a.format != HIPSPARSE_FORMAT_CSR && a.format != HIPSPARSE_FORMAT_COO,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  HIPSPARSE_RETURN_IF(a.rows != a.cols, HIPSPARSE_STATUS_INVALID_VALUE);
  const uint32_t epoch = state.begin(a.rows);
  state.analysed = false;
  state.transposed = t.transpose();
  state.transposeOffsets.clear();
  state.transposeIndices.clear();
  state.transposeMap.clear();
  const bool coo = a.format == HIPSPARSE_FORMAT_COO;
  HIPSPARSE_RETURN_IF_ERROR(withIndexType(coo ? a.indexType : a.offsetType, [&](auto offsetTag) {
    return withIndexType(a.indexType, [&](auto indexTag) {
      using I = decltype(offsetTag);
      using J = decltype(indexTag);
      const auto* offsets = static_cast<const I*>(a.offsets);
      using Task = AnalyseStructure<I, J>;
      return fromHip(enqueue<Task, analyseStructure<I, J>>(
          h.stream, 1,
          Task{a.rows, a.nnz, coo ? nullptr : offsets, coo ? offsets : nullptr,
               static_cast<const J*>(a.indices), a.base, t.transpose(), t.solvesLower(),
               t.unitDiagonal, needDiagonal, &state, epoch}));
    });
  }));
  HIPSPARSE_RETURN_IF_ERROR(synchronize(h));
  state.analysed = true;
  return HIPSPARSE_STATUS_SUCCESS;
}

} // namespace openhip::sparse
