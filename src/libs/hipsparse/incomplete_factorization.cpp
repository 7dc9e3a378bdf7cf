// Legacy incomplete factorizations with zero fill-in, in place on a CSR
// matrix with sorted columns: csrilu02 (A ~ L U, L unit lower) and csric02
// (A ~ L L^H on the lower triangle). Rows are factorized in parallel, each
// after the rows its pattern depends on (solve_state.h).
#include "legacy_info.h"
#include "triangular.h"

#include <vector>

using namespace openhip::sparse;

namespace {

template <class T>
struct Factorization {
  int64_t rows;
  const int* offsets;
  const int* indices;
  T* values;
  int64_t base;
  const int64_t* diagonal; // position of each row's diagonal (analysis), -1: none
  bool cholesky;
  // ILU numeric boost: pivots with |p| <= tolerance become boost.
  bool boost;
  Scalar<double> tolerance;
  Scalar<T> boostValue;
  SolveState* state;
  uint32_t epoch;
};

template <class T>
void factorize(const Factorization<T>& p, uint32_t, uint32_t) {
  RowSchedule schedule(p.state, p.epoch);
  const int64_t n = p.rows;
  std::vector<int64_t> position(static_cast<size_t>(n), -1); // column -> entry of the row
  const double tolerance = p.boost ? p.tolerance.get() : 0.0;
  const T boostValue = p.boost ? p.boostValue.get() : T(0);
  auto col = [&](int64_t k) { return static_cast<int64_t>(p.indices[k]) - p.base; };
  for (;;) {
    const int64_t first = schedule.claim(kRowChunk);
    if (first >= n) return;
    for (int64_t i = first; i < std::min(n, first + kRowChunk); ++i) {
      const int64_t kb = p.offsets[i] - p.base, ke = p.offsets[i + 1] - p.base;
      for (int64_t k = kb; k < ke; ++k) position[col(k)] = k;
      Real<T> diagonalSum(0); // Cholesky: sum of |L_ij|^2 over j < i
      for (int64_t k = kb; k < ke && col(k) < i; ++k) {
        const int64_t c = col(k);
        schedule.waitFor(c);
        const int64_t dc = p.diagonal[c];
        const T pivot = dc >= 0 ? p.values[dc] : T(0);
        if (isZero(pivot)) continue; // row c's zero pivot is recorded; no division by it
        const int64_t cb = p.offsets[c] - p.base, ce = p.offsets[c + 1] - p.base;
        if (p.cholesky) { // L_ic = (A_ic - sum_{j<c} L_ij conj(L_cj)) / L_cc
          T sum(0);
          for (int64_t kk = cb; kk < ce && col(kk) < c; ++kk) {
            const int64_t at = position[col(kk)];
            if (at >= 0) sum += p.values[at] * conjugate(p.values[kk]);
          }
          p.values[k] = (p.values[k] - sum) / pivot;
          const Real<T> m = magnitude(p.values[k]);
          diagonalSum += m * m;
        } else { // a_ic /= u_cc; row i -= a_ic * (row c right of c)
          const T factor = p.values[k] / pivot;
          p.values[k] = factor;
          for (int64_t kk = cb; kk < ce; ++kk) {
            if (col(kk) <= c) continue;
            const int64_t at = position[col(kk)];
            if (at >= 0) p.values[at] -= factor * p.values[kk];
          }
        }
      }
      const int64_t d = p.diagonal[i];
      if (d < 0) {
        schedule.recordZeroPivot(i);
      } else if (p.cholesky) {
        const T rest = p.values[d] - T(diagonalSum);
        if (!(realPart(rest) > 0)) schedule.recordZeroPivot(i); // not positive definite
        p.values[d] = squareRoot(rest);
      } else if (p.boost && magnitude(p.values[d]) <= tolerance) {
        p.values[d] = boostValue;
      } else if (isZero(p.values[d])) {
        schedule.recordZeroPivot(i);
      }
      for (int64_t k = kb; k < ke; ++k) position[col(k)] = -1;
      schedule.finish(i);
    }
  }
}

hipsparseStatus_t checkFactorization(hipsparseHandle_t handle, int m, int nnz,
                                     const hipsparseMatDescr_t descr, const void* values,
                                     const int* rowPtr, const int* colInd, const void* info) {
  HIPSPARSE_RETURN_IF(handle == nullptr || descr == nullptr || info == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(m < 0 || nnz < 0, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(toMatDescr(descr)->type != HIPSPARSE_MATRIX_TYPE_GENERAL,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  HIPSPARSE_RETURN_IF(m > 0 && rowPtr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(nnz > 0 && (values == nullptr || colInd == nullptr),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return HIPSPARSE_STATUS_SUCCESS;
}

/// Analysis: diagonal positions, structural zero pivots, dependency levels of
/// the lower pattern.
hipsparseStatus_t analyseFactorization(hipsparseHandle_t handle, int m, int nnz,
                                       const hipsparseMatDescr_t descr, const void* values,
                                       const int* rowPtr, const int* colInd, SolveState* state) {
  HIPSPARSE_RETURN_IF_ERROR(checkFactorization(handle, m, nnz, descr, values, rowPtr, colInd, state));
  MatDescr lower = *toMatDescr(descr);
  lower.fill = HIPSPARSE_FILL_MODE_LOWER;
  const SparseMatrix a = legacyCsr(m, m, nnz, lower, values, rowPtr, colInd, HIP_R_32F);
  return guarded([&] {
    return analyseTriangle(*toHandle(handle), a,
                           Triangle{HIPSPARSE_OPERATION_NON_TRANSPOSE, true, false}, true, *state);
  });
}

template <class T>
hipsparseStatus_t enqueueFactorization(hipsparseHandle_t handle, int m, int nnz,
                                       const hipsparseMatDescr_t descr, void* values,
                                       const int* rowPtr, const int* colInd, SolveState* state,
                                       bool cholesky, const csrilu02Info* boost) {
  HIPSPARSE_RETURN_IF_ERROR(checkFactorization(handle, m, nnz, descr, values, rowPtr, colInd, state));
  HIPSPARSE_RETURN_IF(!state->analysed || state->rows != m, HIPSPARSE_STATUS_INVALID_VALUE);
  if (m == 0) return HIPSPARSE_STATUS_SUCCESS;
  const Handle& h = *toHandle(handle);
  Factorization<T> task{m, rowPtr, colInd, static_cast<T*>(values), toMatDescr(descr)->base,
                        state->diagonal.data(), cholesky, false, Scalar<double>{0, nullptr},
                        Scalar<T>{T(0), nullptr}, state, 0};
  if (boost != nullptr && boost->boost) {
    task.boost = true;
    task.tolerance = Scalar<double>{boost->tolerance, boost->toleranceDevice};
    task.boostValue = Scalar<T>{fromComplexDouble<T>(boost->boostValue),
                                 static_cast<const T*>(boost->boostDevice)};
  }
  return guarded([&] {
    task.epoch = state->begin(m);
    return fromHip(enqueue<Factorization<T>, factorize<T>>(
        h.stream, dependentRowBlocks(h, m, state->levels), task));
  });
}

} // namespace

extern "C" hipsparseStatus_t hipsparseCreateCsrilu02Info(csrilu02Info_t* info) {
  HIPSPARSE_RETURN_IF(info == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    *info = new csrilu02Info;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(CreateCsrilu02Info)

extern "C" hipsparseStatus_t hipsparseDestroyCsrilu02Info(csrilu02Info_t info) {
  HIPSPARSE_RETURN_IF(info == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  delete info;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DestroyCsrilu02Info)

extern "C" hipsparseStatus_t hipsparseCreateCsric02Info(csric02Info_t* info) {
  HIPSPARSE_RETURN_IF(info == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    *info = new csric02Info;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(CreateCsric02Info)

extern "C" hipsparseStatus_t hipsparseDestroyCsric02Info(csric02Info_t info) {
  HIPSPARSE_RETURN_IF(info == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  delete info;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DestroyCsric02Info)

extern "C" hipsparseStatus_t hipsparseXcsrilu02_zeroPivot(hipsparseHandle_t handle,
                                                          csrilu02Info_t info, int* position) {
  return reportZeroPivot(handle, info == nullptr ? nullptr : &info->state, position);
}
OPENHIP_CUSPARSE_ALIAS(Xcsrilu02_zeroPivot)

extern "C" hipsparseStatus_t hipsparseXcsric02_zeroPivot(hipsparseHandle_t handle,
                                                         csric02Info_t info, int* position) {
  return reportZeroPivot(handle, info == nullptr ? nullptr : &info->state, position);
}
OPENHIP_CUSPARSE_ALIAS(Xcsric02_zeroPivot)

namespace {

template <class T, class Api>
hipsparseStatus_t setBoost(hipsparseHandle_t handle, csrilu02Info_t info, int enable,
                           double* tolerance, Api* boostValue) {
  HIPSPARSE_RETURN_IF(handle == nullptr || info == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  info->boost = enable != 0;
  if (!info->boost) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(tolerance == nullptr || boostValue == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  if (toHandle(handle)->pointerMode == HIPSPARSE_POINTER_MODE_DEVICE) {
    info->toleranceDevice = tolerance;
    info->boostDevice = boostValue;
  } else {
    info->toleranceDevice = nullptr;
    info->boostDevice = nullptr;
    info->tolerance = *tolerance;
    const T v = *reinterpret_cast<const T*>(boostValue);
    if constexpr (IsComplex<T>::value) {
      info->boostValue = ComplexDouble(v.re, v.im);
    } else {
      info->boostValue = ComplexDouble(v);
    }
  }
  return HIPSPARSE_STATUS_SUCCESS;
}

} // namespace

#define OPENHIP_FACTORIZATIONS(prefix, Api, T)                                                     \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrilu02_numericBoost(                           \
      hipsparseHandle_t handle, csrilu02Info_t info, int enable_boost, double* tol,                \
      Api* boost_val) {                                                                            \
    return setBoost<T>(handle, info, enable_boost, tol, boost_val);                                \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrilu02_numericBoost)                                            \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrilu02_bufferSizeExt(                          \
      hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA,                  \
      Api* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,                \
      csrilu02Info_t info, size_t* pBufferSizeInBytes) {                                           \
    HIPSPARSE_RETURN_IF_ERROR(checkFactorization(handle, m, nnz, descrA, csrSortedValA,            \
                                                 csrSortedRowPtrA, csrSortedColIndA, info));       \
    HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);            \
    *pBufferSizeInBytes = 4;                                                                       \
    return HIPSPARSE_STATUS_SUCCESS;                                                               \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrilu02_bufferSizeExt)                                           \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrilu02_bufferSize(                             \
      hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA,                  \
      Api* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,                \
      csrilu02Info_t info, int* pBufferSizeInBytes) {                                              \
    HIPSPARSE_RETURN_IF_ERROR(checkFactorization(handle, m, nnz, descrA, csrSortedValA,            \
                                                 csrSortedRowPtrA, csrSortedColIndA, info));       \
    HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);            \
    *pBufferSizeInBytes = 4;                                                                       \
    return HIPSPARSE_STATUS_SUCCESS;                                                               \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrilu02_bufferSize)                                              \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrilu02_analysis(                               \
      hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA,                  \
      const Api* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,          \
      csrilu02Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer) {                         \
    return analyseFactorization(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA,           \
                                csrSortedColIndA, info == nullptr ? nullptr : &info->state);       \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrilu02_analysis)                                                \
  extern "C" hipsparseStatus_t hipsparse##prefix##csrilu02(                                        \
      hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA,                  \
      Api* csrSortedValA_valM, const int* csrSortedRowPtrA, const int* csrSortedColIndA,           \
      csrilu02Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer) {                         \
    return enqueueFactorization<T>(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA,   \
                                   csrSortedColIndA, info == nullptr ? nullptr : &info->state,     \
                                   false, info);                                                   \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csrilu02)                                                         \
  extern "C" hipsparseStatus_t hipsparse##prefix##csric02_bufferSizeExt(                           \
      hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA,                  \
      Api* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,                \
      csric02Info_t info, size_t* pBufferSizeInBytes) {                                            \
    HIPSPARSE_RETURN_IF_ERROR(checkFactorization(handle, m, nnz, descrA, csrSortedValA,            \
                                                 csrSortedRowPtrA, csrSortedColIndA, info));       \
    HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);            \
    *pBufferSizeInBytes = 4;                                                                       \
    return HIPSPARSE_STATUS_SUCCESS;                                                               \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csric02_bufferSizeExt)                                            \
  extern "C" hipsparseStatus_t hipsparse##prefix##csric02_bufferSize(                              \
      hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA,                  \
      Api* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,                \
      csric02Info_t info, int* pBufferSizeInBytes) {                                               \
    HIPSPARSE_RETURN_IF_ERROR(checkFactorization(handle, m, nnz, descrA, csrSortedValA,            \
                                                 csrSortedRowPtrA, csrSortedColIndA, info));       \
    HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);            \
    *pBufferSizeInBytes = 4;                                                                       \
    return HIPSPARSE_STATUS_SUCCESS;                                                               \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csric02_bufferSize)                                               \
  extern "C" hipsparseStatus_t hipsparse##prefix##csric02_analysis(                                \
      hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA,                  \
      const Api* csrSortedValA, const int* csrSortedRowPtrA, const int* csrSortedColIndA,          \
      csric02Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer) {                          \
    return analyseFactorization(handle, m, nnz, descrA, csrSortedValA, csrSortedRowPtrA,           \
                                csrSortedColIndA, info == nullptr ? nullptr : &info->state);       \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csric02_analysis)                                                 \
  extern "C" hipsparseStatus_t hipsparse##prefix##csric02(                                         \
      hipsparseHandle_t handle, int m, int nnz, const hipsparseMatDescr_t descrA,                  \
      Api* csrSortedValA_valM, const int* csrSortedRowPtrA, const int* csrSortedColIndA,           \
      csric02Info_t info, hipsparseSolvePolicy_t policy, void* pBuffer) {                          \
    return enqueueFactorization<T>(handle, m, nnz, descrA, csrSortedValA_valM, csrSortedRowPtrA,   \
                                   csrSortedColIndA, info == nullptr ? nullptr : &info->state,     \
                                   true, nullptr);                                                 \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##csric02)

OPENHIP_FACTORIZATIONS(S, float, float)
OPENHIP_FACTORIZATIONS(D, double, double)
OPENHIP_FACTORIZATIONS(C, hipComplex, ComplexFloat)
OPENHIP_FACTORIZATIONS(Z, hipDoubleComplex, ComplexDouble)
