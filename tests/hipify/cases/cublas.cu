// cuBLAS -> hipBLAS, including the _v2 names that cublas_v2.h defines.
#include <cublas_v2.h>
// CHECK: #include <hipblas.h>
int gemm(const float *a, const float *b, float *c, int n) {
  cublasHandle_t handle;
  // CHECK: hipblasHandle_t handle;
  cublasStatus_t status = cublasCreate(&handle);
  // CHECK: hipblasStatus_t status = hipblasCreate(&handle);
  const float one = 1.0f, zero = 0.0f;
  cublasSgemm(handle, CUBLAS_OP_N, CUBLAS_OP_T, n, n, n, &one, a, n, b, n, &zero, c, n);
  // CHECK: hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, n, n, n, &one, a, n, b, n, &zero, c, n);
  cublasSaxpy_v2(handle, n, &one, a, 1, c, 1);
  // CHECK: hipblasSaxpy(handle, n, &one, a, 1, c, 1);
  int index;
  cublasIsamax(handle, n, a, 1, &index);
  // CHECK: hipblasIsamax(handle, n, a, 1, &index);
  cublasSetPointerMode(handle, CUBLAS_POINTER_MODE_HOST);
  // CHECK: hipblasSetPointerMode(handle, HIPBLAS_POINTER_MODE_HOST);
  cublasDestroy_v2(handle);
  // CHECK: hipblasDestroy(handle);
  return status == CUBLAS_STATUS_SUCCESS ? 0 : 1;
  // CHECK: return status == HIPBLAS_STATUS_SUCCESS ? 0 : 1;
}
