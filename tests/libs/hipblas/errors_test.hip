// Bad arguments get hipBLAS's status codes, never a crash: null handle, bad enums,
// negative sizes, short leading dimensions, null pointers, bad modes; quick returns.
#include <hipblas/hipblas.h>

#include "blas_test.h"

#include <cstring>

int main() {
  hipblasHandle_t handle;
  CHECK_STATUS(hipblasCreate(nullptr), HIPBLAS_STATUS_HANDLE_IS_NULLPTR);
  CHECK_STATUS(hipblasCreate(&handle), HIPBLAS_STATUS_SUCCESS);
  float *x, *A;
  CHECK_HIP(hipMalloc(&x, 64 * sizeof(float)));
  CHECK_HIP(hipMalloc(&A, 64 * 64 * sizeof(float)));
  CHECK_HIP(hipMemset(x, 0, 64 * sizeof(float)));
  float alpha = 1.0f, beta = 0.0f, result = 0.0f;

  // Null handle: NOT_INITIALIZED on every routine.
  CHECK_STATUS(hipblasSaxpy(nullptr, 4, &alpha, x, 1, x, 1), HIPBLAS_STATUS_NOT_INITIALIZED);
  CHECK_STATUS(hipblasSgemm(nullptr, HIPBLAS_OP_N, HIPBLAS_OP_N, 4, 4, 4, &alpha, A, 4, A, 4, &beta, A, 4),
               HIPBLAS_STATUS_NOT_INITIALIZED);
  CHECK_STATUS(hipblasSetStream(nullptr, nullptr), HIPBLAS_STATUS_NOT_INITIALIZED);
  CHECK_STATUS(hipblasDestroy(nullptr), HIPBLAS_STATUS_NOT_INITIALIZED);

  // Modes.
  CHECK_STATUS(hipblasSetPointerMode(handle, hipblasPointerMode_t(7)), HIPBLAS_STATUS_INVALID_ENUM);
  CHECK_STATUS(hipblasSetAtomicsMode(handle, hipblasAtomicsMode_t(3)), HIPBLAS_STATUS_INVALID_ENUM);
  hipblasAtomicsMode_t atomics;
  CHECK_STATUS(hipblasSetAtomicsMode(handle, HIPBLAS_ATOMICS_NOT_ALLOWED), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasGetAtomicsMode(handle, &atomics), HIPBLAS_STATUS_SUCCESS);
  CHECK(atomics == HIPBLAS_ATOMICS_NOT_ALLOWED);
  hipblasMath_t math;
  CHECK_STATUS(hipblasSetMathMode(handle, HIPBLAS_PEDANTIC_MATH), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasGetMathMode(handle, &math), HIPBLAS_STATUS_SUCCESS);
  CHECK(math == HIPBLAS_PEDANTIC_MATH);
  CHECK_STATUS(hipblasGetPointerMode(handle, nullptr), HIPBLAS_STATUS_INVALID_VALUE);

  // Level 1: n <= 0 is a quick return (results 0); null vectors with n > 0 are refused.
  CHECK_STATUS(hipblasSaxpy(handle, -1, &alpha, x, 1, x, 1), HIPBLAS_STATUS_SUCCESS);
  result = 5.0f;
  CHECK_STATUS(hipblasSnrm2(handle, 0, x, 1, &result), HIPBLAS_STATUS_SUCCESS);
  CHECK(result == 0.0f);
  CHECK_STATUS(hipblasSaxpy(handle, 4, &alpha, nullptr, 1, x, 1), HIPBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(hipblasSaxpy(handle, 4, nullptr, x, 1, x, 1), HIPBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(hipblasSdot(handle, 4, x, 1, x, 1, nullptr), HIPBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(hipblasSdotBatched(handle, 4, nullptr, 1, nullptr, 1, -1, &result), HIPBLAS_STATUS_INVALID_VALUE);
  // _64 sizes beyond OpenBLAS's 32-bit indices.
  CHECK_STATUS(hipblasSaxpy_64(handle, int64_t(1) << 33, &alpha, x, 1, x, 1), HIPBLAS_STATUS_NOT_SUPPORTED);

  // Level 2/3: bad enums, negative sizes, short leading dimensions, zero increments.
  CHECK_STATUS(hipblasSgemv(handle, hipblasOperation_t(0), 4, 4, &alpha, A, 4, x, 1, &beta, x, 1),
               HIPBLAS_STATUS_INVALID_ENUM);
  CHECK_STATUS(hipblasSgemv(handle, HIPBLAS_OP_N, 4, 4, &alpha, A, 3, x, 1, &beta, x, 1), HIPBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(hipblasSgemv(handle, HIPBLAS_OP_N, 4, 4, &alpha, A, 4, x, 0, &beta, x, 1), HIPBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(hipblasSgemv(handle, HIPBLAS_OP_N, -4, 4, &alpha, A, 4, x, 1, &beta, x, 1),
               HIPBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(hipblasStrsv(handle, hipblasFillMode_t(5), HIPBLAS_OP_N, HIPBLAS_DIAG_UNIT, 4, A, 4, x, 1),
               HIPBLAS_STATUS_INVALID_ENUM);
  CHECK_STATUS(hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_T, 4, 8, 4, &alpha, A, 4, A, 4, &beta, A, 4),
               HIPBLAS_STATUS_INVALID_VALUE);  // ldb 4 < n 8 for B^T
  CHECK_STATUS(hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, 4, 4, -1, &alpha, A, 4, A, 4, &beta, A, 4),
               HIPBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, 4, 4, 4, &alpha, nullptr, 4, A, 4, &beta, A, 4),
               HIPBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, 0, 4, 4, &alpha, nullptr, 4, nullptr, 4, &beta,
                            nullptr, 1),
               HIPBLAS_STATUS_SUCCESS);  // quick return
  CHECK_STATUS(hipblasStrsm(handle, HIPBLAS_SIDE_BOTH, HIPBLAS_FILL_MODE_LOWER, HIPBLAS_OP_N, HIPBLAS_DIAG_UNIT, 4, 4,
                            &alpha, A, 4, A, 4),
               HIPBLAS_STATUS_INVALID_ENUM);
  CHECK_STATUS(hipblasCherk(handle, HIPBLAS_FILL_MODE_LOWER, HIPBLAS_OP_T, 4, 4, &alpha, nullptr, 4, &beta, nullptr, 4),
               HIPBLAS_STATUS_INVALID_VALUE);  // herk takes N or C
  CHECK_STATUS(hipblasSgemmStridedBatched(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, 4, 4, 4, &alpha, A, 4, 16, A, 4, 16,
                                          &beta, A, 4, 16, -2),
               HIPBLAS_STATUS_INVALID_VALUE);

  // Set/GetVector/Matrix.
  std::vector<float> host(64, 1.0f);
  CHECK_STATUS(hipblasSetVector(64, sizeof(float), host.data(), 1, x, 0), HIPBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(hipblasSetMatrix(8, 8, sizeof(float), host.data(), 4, A, 8), HIPBLAS_STATUS_INVALID_VALUE);
  CHECK_STATUS(hipblasSetVector(32, sizeof(float), host.data(), 2, x, 1), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasGetVector(32, sizeof(float), x, 1, host.data(), 1), HIPBLAS_STATUS_SUCCESS);
  CHECK(host[31] == 1.0f);

  // Status strings.
  CHECK(std::strcmp(hipblasStatusToString(HIPBLAS_STATUS_INVALID_ENUM), "HIPBLAS_STATUS_INVALID_ENUM") == 0);
  CHECK(std::strcmp(hipblasStatusToString(hipblasStatus_t(99)), "<undefined hipblasStatus_t value>") == 0);

  CHECK_HIP(hipFree(x));
  CHECK_HIP(hipFree(A));
  CHECK_STATUS(hipblasDestroy(handle), HIPBLAS_STATUS_SUCCESS);
  return finish("hipblas errors");
}
