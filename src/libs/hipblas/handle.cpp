// hipBLAS handle, modes, stream ordering and the vector/matrix copy helpers.
#include "handle.h"

#include "blas_threads.h"

#include <cstring>
#include <memory>
#include <new>

namespace openhip_blas {

namespace {

void runOperation(void* user) {
  std::unique_ptr<std::function<void()>> operation(static_cast<std::function<void()>*>(user));
  (*operation)();
}

}  // namespace

hipblasStatus_t enqueue(Handle* handle, std::function<void()> operation) {
  configureBlasThreads();
  auto* boxed = new (std::nothrow) std::function<void()>(std::move(operation));
  if (boxed == nullptr) return HIPBLAS_STATUS_ALLOC_FAILED;
  if (hipLaunchHostFunc(handle->stream, runOperation, boxed) != hipSuccess) {
    delete boxed;
    return HIPBLAS_STATUS_INTERNAL_ERROR;
  }
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t enqueueAndMaybeWait(Handle* handle, std::function<void()> operation, bool wait) {
  hipblasStatus_t status = enqueue(handle, std::move(operation));
  if (status != HIPBLAS_STATUS_SUCCESS || !wait) return status;
  return hipStreamSynchronize(handle->stream) == hipSuccess ? HIPBLAS_STATUS_SUCCESS
                                                           : HIPBLAS_STATUS_INTERNAL_ERROR;
}

}  // namespace openhip_blas

using openhip_blas::Handle;
using openhip_blas::toHandle;

namespace {

using openhip_blas::atLeastOne;

// Copies a strided set of `rows` x `cols` elements; used by Set/Get Vector/Matrix.
hipblasStatus_t copyStrided(int64_t rows, int64_t cols, int64_t elemSize, const void* src, int64_t lds,
                            void* dst, int64_t ldd, hipStream_t stream, bool async, bool vector) {
  if (rows < 0 || cols < 0 || elemSize <= 0) return HIPBLAS_STATUS_INVALID_VALUE;
  if (vector) {
    if (lds <= 0 || ldd <= 0) return HIPBLAS_STATUS_INVALID_VALUE;
  } else if (lds < atLeastOne(rows) || ldd < atLeastOne(rows)) {
    return HIPBLAS_STATUS_INVALID_VALUE;
  }
  if (rows == 0 || cols == 0) return HIPBLAS_STATUS_SUCCESS;
  if (src == nullptr || dst == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  // A vector of n elements with increments is an elemSize x n matrix with pitches inc*elemSize.
  size_t width = vector ? size_t(elemSize) : size_t(rows * elemSize);
  size_t height = vector ? size_t(rows) : size_t(cols);
  size_t spitch = size_t(lds * elemSize);
  size_t dpitch = size_t(ldd * elemSize);
  hipError_t err = async ? hipMemcpy2DAsync(dst, dpitch, src, spitch, width, height, hipMemcpyDefault, stream)
                         : hipMemcpy2D(dst, dpitch, src, spitch, width, height, hipMemcpyDefault);
  return err == hipSuccess ? HIPBLAS_STATUS_SUCCESS : HIPBLAS_STATUS_MAPPING_ERROR;
}

}  // namespace

extern "C" {

hipblasStatus_t hipblasCreate(hipblasHandle_t* handle) {
  if (handle == nullptr) return HIPBLAS_STATUS_HANDLE_IS_NULLPTR;
  auto* h = new (std::nothrow) Handle;
  if (h == nullptr) return HIPBLAS_STATUS_ALLOC_FAILED;
  *handle = h;
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasDestroy(hipblasHandle_t handle) {
  HIPBLAS_CHECK_HANDLE(handle);
  // Operations still queued hold no reference to the handle (they captured their arguments).
  delete toHandle(handle);
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasSetStream(hipblasHandle_t handle, hipStream_t streamId) {
  HIPBLAS_CHECK_HANDLE(handle);
  toHandle(handle)->stream = streamId;
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasGetStream(hipblasHandle_t handle, hipStream_t* streamId) {
  HIPBLAS_CHECK_HANDLE(handle);
  if (streamId == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  *streamId = toHandle(handle)->stream;
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasSetPointerMode(hipblasHandle_t handle, hipblasPointerMode_t mode) {
  HIPBLAS_CHECK_HANDLE(handle);
  if (mode != HIPBLAS_POINTER_MODE_HOST && mode != HIPBLAS_POINTER_MODE_DEVICE) return HIPBLAS_STATUS_INVALID_ENUM;
  toHandle(handle)->pointer_mode = mode;
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasGetPointerMode(hipblasHandle_t handle, hipblasPointerMode_t* mode) {
  HIPBLAS_CHECK_HANDLE(handle);
  if (mode == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  *mode = toHandle(handle)->pointer_mode;
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasSetMathMode(hipblasHandle_t handle, hipblasMath_t mode) {
  HIPBLAS_CHECK_HANDLE(handle);
  if (int(mode) < int(HIPBLAS_DEFAULT_MATH) || int(mode) > int(HIPBLAS_TENSOR_OP_MATH))
    return HIPBLAS_STATUS_INVALID_ENUM;
  toHandle(handle)->math_mode = mode;
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasGetMathMode(hipblasHandle_t handle, hipblasMath_t* mode) {
  HIPBLAS_CHECK_HANDLE(handle);
  if (mode == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  *mode = toHandle(handle)->math_mode;
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasSetAtomicsMode(hipblasHandle_t handle, hipblasAtomicsMode_t atomics_mode) {
  HIPBLAS_CHECK_HANDLE(handle);
  if (atomics_mode != HIPBLAS_ATOMICS_ALLOWED && atomics_mode != HIPBLAS_ATOMICS_NOT_ALLOWED)
    return HIPBLAS_STATUS_INVALID_ENUM;
  toHandle(handle)->atomics_mode = atomics_mode;
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasGetAtomicsMode(hipblasHandle_t handle, hipblasAtomicsMode_t* atomics_mode) {
  HIPBLAS_CHECK_HANDLE(handle);
  if (atomics_mode == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  *atomics_mode = toHandle(handle)->atomics_mode;
  return HIPBLAS_STATUS_SUCCESS;
}

const char* hipblasStatusToString(hipblasStatus_t status) {
  switch (status) {
    case HIPBLAS_STATUS_SUCCESS: return "HIPBLAS_STATUS_SUCCESS";
    case HIPBLAS_STATUS_NOT_INITIALIZED: return "HIPBLAS_STATUS_NOT_INITIALIZED";
    case HIPBLAS_STATUS_ALLOC_FAILED: return "HIPBLAS_STATUS_ALLOC_FAILED";
    case HIPBLAS_STATUS_INVALID_VALUE: return "HIPBLAS_STATUS_INVALID_VALUE";
    case HIPBLAS_STATUS_MAPPING_ERROR: return "HIPBLAS_STATUS_MAPPING_ERROR";
    case HIPBLAS_STATUS_EXECUTION_FAILED: return "HIPBLAS_STATUS_EXECUTION_FAILED";
    case HIPBLAS_STATUS_INTERNAL_ERROR: return "HIPBLAS_STATUS_INTERNAL_ERROR";
    case HIPBLAS_STATUS_NOT_SUPPORTED: return "HIPBLAS_STATUS_NOT_SUPPORTED";
    case HIPBLAS_STATUS_ARCH_MISMATCH: return "HIPBLAS_STATUS_ARCH_MISMATCH";
    case HIPBLAS_STATUS_HANDLE_IS_NULLPTR: return "HIPBLAS_STATUS_HANDLE_IS_NULLPTR";
    case HIPBLAS_STATUS_INVALID_ENUM: return "HIPBLAS_STATUS_INVALID_ENUM";
    case HIPBLAS_STATUS_UNKNOWN: return "HIPBLAS_STATUS_UNKNOWN";
  }
  return "<undefined hipblasStatus_t value>";
}

hipblasStatus_t hipblasSetVector(int n, int elemSize, const void* x, int incx, void* y, int incy) {
  return copyStrided(n, 1, elemSize, x, incx, y, incy, nullptr, false, true);
}
hipblasStatus_t hipblasGetVector(int n, int elemSize, const void* x, int incx, void* y, int incy) {
  return copyStrided(n, 1, elemSize, x, incx, y, incy, nullptr, false, true);
}
hipblasStatus_t hipblasSetMatrix(int rows, int cols, int elemSize, const void* AP, int lda, void* BP, int ldb) {
  return copyStrided(rows, cols, elemSize, AP, lda, BP, ldb, nullptr, false, false);
}
hipblasStatus_t hipblasGetMatrix(int rows, int cols, int elemSize, const void* AP, int lda, void* BP, int ldb) {
  return copyStrided(rows, cols, elemSize, AP, lda, BP, ldb, nullptr, false, false);
}
hipblasStatus_t hipblasSetVectorAsync(int n, int elemSize, const void* x, int incx, void* y, int incy,
                                      hipStream_t stream) {
  return copyStrided(n, 1, elemSize, x, incx, y, incy, stream, true, true);
}
hipblasStatus_t hipblasGetVectorAsync(int n, int elemSize, const void* x, int incx, void* y, int incy,
                                      hipStream_t stream) {
  return copyStrided(n, 1, elemSize, x, incx, y, incy, stream, true, true);
}
hipblasStatus_t hipblasSetMatrixAsync(int rows, int cols, int elemSize, const void* AP, int lda, void* BP,
                                      int ldb, hipStream_t stream) {
  return copyStrided(rows, cols, elemSize, AP, lda, BP, ldb, stream, true, false);
}
hipblasStatus_t hipblasGetMatrixAsync(int rows, int cols, int elemSize, const void* AP, int lda, void* BP,
                                      int ldb, hipStream_t stream) {
  return copyStrided(rows, cols, elemSize, AP, lda, BP, ldb, stream, true, false);
}

}  // extern "C"
