// The legacy info objects (csrsv2Info_t, csrilu02Info_t, ...) and the
// SparseMatrix view of a legacy CSR argument list.
#ifndef OPENHIP_HIPSPARSE_LEGACY_INFO_H
#define OPENHIP_HIPSPARSE_LEGACY_INFO_H

#include "descriptors.h"
#include "solve_state.h"

struct csrsv2Info {
  openhip::sparse::SolveState state;
};
struct csrsm2Info {
  openhip::sparse::SolveState state;
};
struct csric02Info {
  openhip::sparse::SolveState state;
};
struct csrilu02Info {
  openhip::sparse::SolveState state;
  // hipsparse?csrilu02_numericBoost: pivots with |p| <= tol become `boost`.
  bool boost = false;
  double tolerance = 0;
  openhip::sparse::ComplexDouble boostValue;
  const double* toleranceDevice = nullptr; // device pointer mode: read when factorizing
  const void* boostDevice = nullptr;
};

namespace openhip::sparse {

/// A legacy CSR matrix (32-bit indices, base from the descriptor).
inline SparseMatrix legacyCsr(int m, int n, int nnz, const MatDescr& descr, const void* values,
                              const int* rowPtr, const int* colInd, hipDataType type) {
  SparseMatrix a;
  a.format = HIPSPARSE_FORMAT_CSR;
  a.rows = m;
  a.cols = n;
  a.nnz = nnz;
  a.offsets = const_cast<int*>(rowPtr);
  a.indices = const_cast<int*>(colInd);
  a.values = const_cast<void*>(values);
  a.base = descr.base;
  a.valueType = type;
  a.fill = descr.fill;
  a.diag = descr.diag;
  return a;
}

/// Reports the lowest zero pivot of the info's last analysis or operation:
/// HIPSPARSE_STATUS_ZERO_PIVOT with its row, or success with -1.
inline hipsparseStatus_t reportZeroPivot(hipsparseHandle_t handle, const SolveState* state,
                                         int* position) {
  HIPSPARSE_RETURN_IF(handle == nullptr || state == nullptr || position == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF_ERROR(synchronize(*toHandle(handle)));
  const int64_t pivot = state->zeroPivot();
  *position = static_cast<int>(pivot);
  return pivot >= 0 ? HIPSPARSE_STATUS_ZERO_PIVOT : HIPSPARSE_STATUS_SUCCESS;
}

} // namespace openhip::sparse

#endif // OPENHIP_HIPSPARSE_LEGACY_INFO_H
