// The hipBLAS handle and the machinery every routine shares: argument checks,
// scalars read according to the pointer mode, batched operands, and ordering on
// the handle's stream.
//
// Every routine runs as one host function queued on the handle's stream with
// hipLaunchHostFunc, so it is ordered with kernels and copies like any HIP
// operation and the call returns before it ran. Arguments are captured by value
// at the call; host-mode scalars are copied then, device-mode scalars (and every
// array of pointers) are read when the operation runs. Functions that return a
// value into host memory (dot, nrm2, ... in host pointer mode) wait for their
// operation, as rocBLAS does.
#ifndef OPENHIP_HIPBLAS_HANDLE_H
#define OPENHIP_HIPBLAS_HANDLE_H

#include <hipblas/hipblas.h>

#include <cstdint>
#include <functional>
#include <type_traits>

namespace openhip_blas {

struct Handle {
  hipStream_t stream = nullptr;
  hipblasPointerMode_t pointer_mode = HIPBLAS_POINTER_MODE_HOST;
  hipblasMath_t math_mode = HIPBLAS_DEFAULT_MATH;
  hipblasAtomicsMode_t atomics_mode = HIPBLAS_ATOMICS_ALLOWED;
  void* workspace = nullptr;  // cublasSetWorkspace: recorded; our routines need none
  size_t workspace_size = 0;
};

inline Handle* toHandle(hipblasHandle_t handle) { return static_cast<Handle*>(handle); }

// Queues `operation` on the handle's stream (HIPBLAS_STATUS_INTERNAL_ERROR when the
// runtime refuses, e.g. a destroyed stream).
hipblasStatus_t enqueue(Handle* handle, std::function<void()> operation);
// Queues it and, when `wait` is set, waits for it to finish.
hipblasStatus_t enqueueAndMaybeWait(Handle* handle, std::function<void()> operation, bool wait);

// A scalar argument: its value when the pointer mode is host (read at the call),
// its address when it is device (read when the operation runs).
template <class T>
struct Scalar {
  T value{};
  const T* device = nullptr;
  T get() const { return device ? *device : value; }
};

template <class T>
Scalar<T> scalar(const Handle* handle, const T* p) {
  Scalar<T> s;
  if (handle->pointer_mode == HIPBLAS_POINTER_MODE_DEVICE)
    s.device = p;
  else
    s.value = *p;
  return s;
}

// One operand of a possibly batched call: a single pointer, an array of pointers
// (read when the operation runs) or a base pointer plus a stride.
template <class T>
struct Batch {
  T* base = nullptr;
  T* const* array = nullptr;
  int64_t stride = 0;

  T* operator[](int64_t b) const { return array ? array[b] : base + b * stride; }
  bool null() const { return base == nullptr && array == nullptr; }
};

template <class T>
Batch<T> single(T* p) { return {p, nullptr, 0}; }
template <class T>
Batch<T> strided(T* p, int64_t stride) { return {p, nullptr, stride}; }
template <class T>
Batch<T> array(T* const* p) { return {nullptr, p, 0}; }
template <class T>
Batch<T> array(T** p) { return {nullptr, p, 0}; }

// Argument checks shared by the routines.
inline bool validOperation(hipblasOperation_t op) {
  return op == HIPBLAS_OP_N || op == HIPBLAS_OP_T || op == HIPBLAS_OP_C;
}
inline bool validFill(hipblasFillMode_t f) {
  return f == HIPBLAS_FILL_MODE_UPPER || f == HIPBLAS_FILL_MODE_LOWER;
}
inline bool validDiag(hipblasDiagType_t d) {
  return d == HIPBLAS_DIAG_UNIT || d == HIPBLAS_DIAG_NON_UNIT;
}
inline bool validSide(hipblasSideMode_t s) {
  return s == HIPBLAS_SIDE_LEFT || s == HIPBLAS_SIDE_RIGHT;
}
inline int64_t atLeastOne(int64_t v) { return v < 1 ? 1 : v; }

// The sizes OpenBLAS (LP64) accepts: every dimension and leading dimension must fit in int.
inline bool fitsBlasInt(int64_t v) { return v >= -2147483647LL && v <= 2147483647LL; }
template <class... Ts>
bool allFitBlasInt(Ts... v) { return (fitsBlasInt(int64_t(v)) && ...); }

}  // namespace openhip_blas

// Common prologue: a null handle is HIPBLAS_STATUS_NOT_INITIALIZED, as hipBLAS reports
// rocBLAS's invalid-handle status.
#define HIPBLAS_CHECK_HANDLE(h)                                    \
  do {                                                             \
    if ((h) == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;     \
  } while (0)

#endif
