// Shared internals of the hipSPARSE implementation: the handle, status
// helpers, scalars in host or device pointer mode, value/index type
// dispatch and the block-count policy.
#ifndef OPENHIP_HIPSPARSE_COMMON_H
#define OPENHIP_HIPSPARSE_COMMON_H

#include <hipsparse/hipsparse.h>

#include "complex.h"
#include "launch.h"

#include <algorithm>
#include <cstdint>
#include <new>

namespace openhip::sparse {

struct Handle {
  hipStream_t stream = nullptr;
  hipsparsePointerMode_t pointerMode = HIPSPARSE_POINTER_MODE_HOST;
  int device = 0;
  uint32_t workers = 1; // threads that run a grid (the device's multiprocessor count)
};

inline Handle* toHandle(hipsparseHandle_t handle) { return static_cast<Handle*>(handle); }

#define HIPSPARSE_RETURN_IF(condition, status)                                                    \
  do {                                                                                            \
    if (condition) return status;                                                                 \
  } while (0)

#define HIPSPARSE_RETURN_IF_ERROR(expression)                                                     \
  do {                                                                                            \
    const hipsparseStatus_t status_ = (expression);                                               \
    if (status_ != HIPSPARSE_STATUS_SUCCESS) return status_;                                      \
  } while (0)

/// Status of a failed HIP call made by the library.
inline hipsparseStatus_t fromHip(hipError_t error) {
  if (error == hipSuccess) return HIPSPARSE_STATUS_SUCCESS;
  if (error == hipErrorOutOfMemory) return HIPSPARSE_STATUS_ALLOC_FAILED;
  if (error == hipErrorInvalidHandle || error == hipErrorContextIsDestroyed) {
    return HIPSPARSE_STATUS_INVALID_VALUE; // a destroyed or foreign stream
  }
  return HIPSPARSE_STATUS_EXECUTION_FAILED;
}

/// Runs an entry point's body; exceptions never cross the C API.
template <class Body>
hipsparseStatus_t guarded(Body&& body) noexcept {
  try {
    return body();
  } catch (const std::bad_alloc&) {
    return HIPSPARSE_STATUS_ALLOC_FAILED;
  } catch (...) {
    return HIPSPARSE_STATUS_INTERNAL_ERROR;
  }
}

/// Waits for the handle's stream (routines that return results to the host).
inline hipsparseStatus_t synchronize(const Handle& handle) {
  return fromHip(hipStreamSynchronize(handle.stream));
}

/// A scalar argument: its value read at the call (host pointer mode) or a
/// pointer read when the operation runs (device pointer mode).
template <class T>
struct Scalar {
  T value;
  const T* device;

  T get() const { return device != nullptr ? *device : value; }
};

template <class T>
Scalar<T> readScalar(const Handle& handle, const void* pointer) {
  Scalar<T> scalar{T(0), nullptr};
  if (handle.pointerMode == HIPSPARSE_POINTER_MODE_DEVICE) {
    scalar.device = static_cast<const T*>(pointer);
  } else {
    scalar.value = *static_cast<const T*>(pointer);
  }
  return scalar;
}

/// Blocks for `work` units done in pieces of at least `grain`: enough for
/// dynamic balancing over the workers, one when the work is small.
inline uint32_t blocksFor(const Handle& handle, int64_t work, int64_t grain) {
  const int64_t wanted = (work + grain - 1) / std::max<int64_t>(grain, 1);
  const int64_t most = int64_t(handle.workers) * 8;
  return static_cast<uint32_t>(std::clamp<int64_t>(wanted, 1, most));
}

/// [begin, end) of `block` when `count` items are split evenly over `blocks`.
inline void evenRange(int64_t count, uint32_t block, uint32_t blocks, int64_t& begin, int64_t& end) {
  begin = count * block / blocks;
  end = count * (block + 1) / blocks;
}

/// Calls body(T{}) with the C++ type of a hipDataType.
template <class Body>
hipsparseStatus_t withValueType(hipDataType type, Body&& body) {
  switch (type) {
  case HIP_R_32F: return body(float{});
  case HIP_R_64F: return body(double{});
  case HIP_C_32F: return body(ComplexFloat{});
  case HIP_C_64F: return body(ComplexDouble{});
  default: return HIPSPARSE_STATUS_NOT_SUPPORTED;
  }
}

inline bool isValidDataType(hipDataType type) {
  switch (type) {
  case HIP_R_32F:
  case HIP_R_64F:
  case HIP_R_16F:
  case HIP_C_32F:
  case HIP_C_64F:
  case HIP_C_16F:
    return true;
  default:
    return static_cast<int>(type) >= 3 && static_cast<int>(type) <= 29; // integer, bf16, fp8 types
  }
}

/// Calls body(I{}) with the C++ type of an index type (16-bit unsigned
/// indices are not supported).
template <class Body>
hipsparseStatus_t withIndexType(hipsparseIndexType_t type, Body&& body) {
  switch (type) {
  case HIPSPARSE_INDEX_32I: return body(int32_t{});
  case HIPSPARSE_INDEX_64I: return body(int64_t{});
  case HIPSPARSE_INDEX_16U: return HIPSPARSE_STATUS_NOT_SUPPORTED;
  default: return HIPSPARSE_STATUS_INVALID_VALUE;
  }
}

inline bool isValidIndexType(hipsparseIndexType_t type) {
  return type == HIPSPARSE_INDEX_16U || type == HIPSPARSE_INDEX_32I || type == HIPSPARSE_INDEX_64I;
}
inline bool isValidBase(hipsparseIndexBase_t base) {
  return base == HIPSPARSE_INDEX_BASE_ZERO || base == HIPSPARSE_INDEX_BASE_ONE;
}
inline bool isValidOperation(hipsparseOperation_t op) {
  return op == HIPSPARSE_OPERATION_NON_TRANSPOSE || op == HIPSPARSE_OPERATION_TRANSPOSE ||
         op == HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE;
}

/// Value of A's entry as op(A) sees it (conjugated for op C).
template <class T>
inline T applyConjugate(const T& value, bool conjugated) {
  return conjugated ? conjugate(value) : value;
}

} // namespace openhip::sparse

/// Also exports a hipSPARSE entry point under cuSPARSE's name: the two have
/// the same parameters and enumerator values, so libhipsparse.so serves CUDA
/// programs linked with -lcusparse (see docs/hipsparse.md).
#define OPENHIP_CUSPARSE_ALIAS(suffix)                                                             \
  extern "C" __attribute__((visibility("default"), alias("hipsparse" #suffix)))                  \
  decltype(hipsparse##suffix) cusparse##suffix;

#endif // OPENHIP_HIPSPARSE_COMMON_H
