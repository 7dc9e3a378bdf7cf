// Level 1: a sparse vector with a dense one. Legacy axpyi, doti, dotci, gthr,
// gthrz, roti, sctr and the generic Axpby, Gather, Scatter, Rot, SpVV.
#include "descriptors.h"
#include "mv_kernels.h"
#include "vector_kernels.h"

using namespace openhip::sparse;

namespace {

constexpr int64_t kVectorGrain = 1 << 16;

template <class I, class T>
hipsparseStatus_t runVectorOp(const Handle& h, VectorOp op, int64_t nnz, T* xValues,
                              const I* xIndices, T* y, int64_t base, Scalar<T> a, Scalar<T> b) {
  if (nnz == 0) return HIPSPARSE_STATUS_SUCCESS;
  return fromHip(enqueue<SparseVectorTask<I, T>, sparseVectorTask<I, T>>(
      h.stream, blocksFor(h, nnz, kVectorGrain),
      SparseVectorTask<I, T>{op, nnz, xValues, xIndices, y, base, a, b}));
}

/// The dot product's result: written by the task, waited for when the result
/// is host memory (host pointer mode).
template <class I, class T>
hipsparseStatus_t runDot(const Handle& h, int64_t nnz, const T* xValues, const I* xIndices,
                         const T* y, int64_t base, bool conj, T* result) {
  HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<SparseDot<I, T>, sparseDot<I, T>>(
      h.stream, 1, SparseDot<I, T>{nnz, xValues, xIndices, y, base, conj, result})));
  return h.pointerMode == HIPSPARSE_POINTER_MODE_HOST ? synchronize(h) : HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t checkLegacy(hipsparseHandle_t handle, int nnz, hipsparseIndexBase_t base) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(nnz < 0 || !isValidBase(base), HIPSPARSE_STATUS_INVALID_VALUE);
  return HIPSPARSE_STATUS_SUCCESS;
}

template <class T, class Api>
hipsparseStatus_t legacyVectorOp(hipsparseHandle_t handle, VectorOp op, int nnz, const Api* a,
                                 const Api* b, Api* xVal, const int* xInd, Api* y,
                                 hipsparseIndexBase_t base) {
  HIPSPARSE_RETURN_IF_ERROR(checkLegacy(handle, nnz, base));
  if (nnz == 0) return HIPSPARSE_STATUS_SUCCESS;
  HIPSPARSE_RETURN_IF(xVal == nullptr || xInd == nullptr || y == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  Scalar<T> sa{T(0), nullptr}, sb{T(0), nullptr};
  if (op == VectorOp::Axpy || op == VectorOp::Rotate) {
    HIPSPARSE_RETURN_IF(a == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
    sa = readScalar<T>(h, a);
  }
  if (op == VectorOp::Rotate) {
    HIPSPARSE_RETURN_IF(b == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
    sb = readScalar<T>(h, b);
  }
  return guarded([&] {
    return runVectorOp<int, T>(h, op, nnz, reinterpret_cast<T*>(xVal), xInd,
                               reinterpret_cast<T*>(y), base, sa, sb);
  });
}

template <class T, class Api>
hipsparseStatus_t legacyDot(hipsparseHandle_t handle, int nnz, const Api* xVal, const int* xInd,
                            const Api* y, Api* result, hipsparseIndexBase_t base, bool conj) {
  HIPSPARSE_RETURN_IF_ERROR(checkLegacy(handle, nnz, base));
  HIPSPARSE_RETURN_IF(result == nullptr || (nnz > 0 && (xVal == nullptr || xInd == nullptr ||
                                                        y == nullptr)),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    return runDot<int, T>(*toHandle(handle), nnz, reinterpret_cast<const T*>(xVal), xInd,
                          reinterpret_cast<const T*>(y), base, conj, reinterpret_cast<T*>(result));
  });
}

} // namespace

#define OPENHIP_LEVEL1(prefix, Api, T)                                                             \
  extern "C" hipsparseStatus_t hipsparse##prefix##axpyi(hipsparseHandle_t handle, int nnz,         \
                                                        const Api* alpha, const Api* xVal,         \
                                                        const int* xInd, Api* y,                   \
                                                        hipsparseIndexBase_t idxBase) {            \
    return legacyVectorOp<T, Api>(handle, VectorOp::Axpy, nnz, alpha, nullptr, const_cast<Api*>(xVal),  \
                             xInd, y, idxBase);                                                    \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##axpyi)                                                            \
  extern "C" hipsparseStatus_t hipsparse##prefix##doti(hipsparseHandle_t handle, int nnz,          \
                                                       const Api* xVal, const int* xInd,           \
                                                       const Api* y, Api* result,                  \
                                                       hipsparseIndexBase_t idxBase) {             \
    return legacyDot<T>(handle, nnz, xVal, xInd, y, result, idxBase, false);                       \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##doti)                                                             \
  extern "C" hipsparseStatus_t hipsparse##prefix##gthr(hipsparseHandle_t handle, int nnz,          \
                                                       const Api* y, Api* xVal, const int* xInd,   \
                                                       hipsparseIndexBase_t idxBase) {             \
    return legacyVectorOp<T, Api>(handle, VectorOp::Gather, nnz, nullptr, nullptr, xVal, xInd,          \
                             const_cast<Api*>(y), idxBase);                                        \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##gthr)                                                             \
  extern "C" hipsparseStatus_t hipsparse##prefix##gthrz(hipsparseHandle_t handle, int nnz, Api* y, \
                                                        Api* xVal, const int* xInd,                \
                                                        hipsparseIndexBase_t idxBase) {            \
    return legacyVectorOp<T, Api>(handle, VectorOp::GatherZero, nnz, nullptr, nullptr, xVal, xInd, y,   \
                             idxBase);                                                             \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##gthrz)                                                            \
  extern "C" hipsparseStatus_t hipsparse##prefix##sctr(hipsparseHandle_t handle, int nnz,          \
                                                       const Api* xVal, const int* xInd, Api* y,   \
                                                       hipsparseIndexBase_t idxBase) {             \
    return legacyVectorOp<T, Api>(handle, VectorOp::Scatter, nnz, nullptr, nullptr,                     \
                             const_cast<Api*>(xVal), xInd, y, idxBase);                            \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##sctr)

OPENHIP_LEVEL1(S, float, float)
OPENHIP_LEVEL1(D, double, double)
OPENHIP_LEVEL1(C, hipComplex, ComplexFloat)
OPENHIP_LEVEL1(Z, hipDoubleComplex, ComplexDouble)

#define OPENHIP_DOTCI(prefix, Api, T)                                                              \
  extern "C" hipsparseStatus_t hipsparse##prefix##dotci(hipsparseHandle_t handle, int nnz,         \
                                                        const Api* xVal, const int* xInd,          \
                                                        const Api* y, Api* result,                 \
                                                        hipsparseIndexBase_t idxBase) {            \
    return legacyDot<T>(handle, nnz, xVal, xInd, y, result, idxBase, true);                        \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##dotci)

OPENHIP_DOTCI(C, hipComplex, ComplexFloat)
OPENHIP_DOTCI(Z, hipDoubleComplex, ComplexDouble)

#define OPENHIP_ROTI(prefix, T)                                                                    \
  extern "C" hipsparseStatus_t hipsparse##prefix##roti(hipsparseHandle_t handle, int nnz, T* xVal, \
                                                       const int* xInd, T* y, const T* c,          \
                                                       const T* s, hipsparseIndexBase_t idxBase) { \
    return legacyVectorOp<T, T>(handle, VectorOp::Rotate, nnz, c, s, xVal, xInd, y, idxBase);         \
  }                                                                                                \
  OPENHIP_CUSPARSE_ALIAS(prefix##roti)

OPENHIP_ROTI(S, float)
OPENHIP_ROTI(D, double)

// ---- generic API ----------------------------------------------------------------

namespace {

/// Checks a sparse/dense vector pair and runs body(I{}, T{}).
template <class Body>
hipsparseStatus_t withVectors(hipsparseHandle_t handle, const void* sparse, const void* dense,
                              Body&& body) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  SparseVector* x = descriptorOf<SparseVector>(sparse);
  DenseVector* y = descriptorOf<DenseVector>(dense);
  HIPSPARSE_RETURN_IF(x == nullptr || y == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(x->size != y->size, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(x->valueType != y->valueType, HIPSPARSE_STATUS_NOT_SUPPORTED);
  HIPSPARSE_RETURN_IF(x->nnz > 0 && (x->indices == nullptr || x->values == nullptr),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(y->size > 0 && y->values == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    return withIndexType(x->indexType, [&](auto indexTag) {
      return withValueType(x->valueType, [&](auto valueTag) {
        return body(*toHandle(handle), *x, *y, indexTag, valueTag);
      });
    });
  });
}

template <class I, class T>
hipsparseStatus_t genericVectorOp(const Handle& h, VectorOp op, const SparseVector& x,
                                  const DenseVector& y, Scalar<T> a, Scalar<T> b) {
  return runVectorOp<I, T>(h, op, x.nnz, static_cast<T*>(x.values),
                           static_cast<const I*>(x.indices), static_cast<T*>(y.values), x.base, a,
                           b);
}

} // namespace

extern "C" hipsparseStatus_t hipsparseAxpby(hipsparseHandle_t handle, const void* alpha,
                                            hipsparseConstSpVecDescr_t vecX, const void* beta,
                                            hipsparseDnVecDescr_t vecY) {
  HIPSPARSE_RETURN_IF(alpha == nullptr || beta == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return withVectors(handle, vecX, vecY, [&](const Handle& h, const SparseVector& x,
                                             const DenseVector& y, auto indexTag, auto valueTag) {
    using I = decltype(indexTag);
    using T = decltype(valueTag);
    HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<ScaleVector<T>, scaleVector<T>>(
        h.stream, blocksFor(h, y.size, kVectorGrain),
        ScaleVector<T>{static_cast<T*>(y.values), y.size, readScalar<T>(h, beta)})));
    return genericVectorOp<I, T>(h, VectorOp::Axpy, x, y, readScalar<T>(h, alpha),
                                 Scalar<T>{T(0), nullptr});
  });
}
OPENHIP_CUSPARSE_ALIAS(Axpby)

extern "C" hipsparseStatus_t hipsparseGather(hipsparseHandle_t handle,
                                             hipsparseConstDnVecDescr_t vecY,
                                             hipsparseSpVecDescr_t vecX) {
  return withVectors(handle, vecX, vecY, [&](const Handle& h, const SparseVector& x,
                                             const DenseVector& y, auto indexTag, auto valueTag) {
    using T = decltype(valueTag);
    const Scalar<T> none{T(0), nullptr};
    return genericVectorOp<decltype(indexTag), T>(h, VectorOp::Gather, x, y, none, none);
  });
}
OPENHIP_CUSPARSE_ALIAS(Gather)

extern "C" hipsparseStatus_t hipsparseScatter(hipsparseHandle_t handle,
                                              hipsparseConstSpVecDescr_t vecX,
                                              hipsparseDnVecDescr_t vecY) {
  return withVectors(handle, vecX, vecY, [&](const Handle& h, const SparseVector& x,
                                             const DenseVector& y, auto indexTag, auto valueTag) {
    using T = decltype(valueTag);
    const Scalar<T> none{T(0), nullptr};
    return genericVectorOp<decltype(indexTag), T>(h, VectorOp::Scatter, x, y, none, none);
  });
}
OPENHIP_CUSPARSE_ALIAS(Scatter)

extern "C" hipsparseStatus_t hipsparseRot(hipsparseHandle_t handle, const void* c_coeff,
                                          const void* s_coeff, hipsparseSpVecDescr_t vecX,
                                          hipsparseDnVecDescr_t vecY) {
  HIPSPARSE_RETURN_IF(c_coeff == nullptr || s_coeff == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return withVectors(handle, vecX, vecY, [&](const Handle& h, const SparseVector& x,
                                             const DenseVector& y, auto indexTag, auto valueTag) {
    using T = decltype(valueTag);
    return genericVectorOp<decltype(indexTag), T>(h, VectorOp::Rotate, x, y,
                                                  readScalar<T>(h, c_coeff),
                                                  readScalar<T>(h, s_coeff));
  });
}
OPENHIP_CUSPARSE_ALIAS(Rot)

extern "C" hipsparseStatus_t hipsparseSpVV_bufferSize(hipsparseHandle_t handle,
                                                      hipsparseOperation_t opX,
                                                      hipsparseConstSpVecDescr_t vecX,
                                                      hipsparseConstDnVecDescr_t vecY,
                                                      void* result, hipDataType computeType,
                                                      size_t* pBufferSizeInBytes) {
  HIPSPARSE_RETURN_IF(pBufferSizeInBytes == nullptr || result == nullptr ||
                          (opX != HIPSPARSE_OPERATION_NON_TRANSPOSE &&
                           opX != HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return withVectors(handle, vecX, vecY,
                     [&](const Handle&, const SparseVector& x, const DenseVector&, auto, auto) {
                       HIPSPARSE_RETURN_IF(x.valueType != computeType,
                                           HIPSPARSE_STATUS_NOT_SUPPORTED);
                       *pBufferSizeInBytes = 4;
                       return HIPSPARSE_STATUS_SUCCESS;
                     });
}
OPENHIP_CUSPARSE_ALIAS(SpVV_bufferSize)

extern "C" hipsparseStatus_t hipsparseSpVV(hipsparseHandle_t handle, hipsparseOperation_t opX,
                                           hipsparseConstSpVecDescr_t vecX,
                                           hipsparseConstDnVecDescr_t vecY, void* result,
                                           hipDataType computeType, void* externalBuffer) {
  HIPSPARSE_RETURN_IF(result == nullptr || (opX != HIPSPARSE_OPERATION_NON_TRANSPOSE &&
                                            opX != HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return withVectors(handle, vecX, vecY, [&](const Handle& h, const SparseVector& x,
                                             const DenseVector& y, auto indexTag, auto valueTag) {
    using I = decltype(indexTag);
    using T = decltype(valueTag);
    HIPSPARSE_RETURN_IF(x.valueType != computeType, HIPSPARSE_STATUS_NOT_SUPPORTED);
    return runDot<I, T>(h, x.nnz, static_cast<const T*>(x.values), static_cast<const I*>(x.indices),
                        static_cast<const T*>(y.values), x.base,
                        opX == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE, static_cast<T*>(result));
  });
}
OPENHIP_CUSPARSE_ALIAS(SpVV)
