// One process, both libraries, several calls: the tuning table named by the environment
// is read once, its warnings are printed once, and hipBLAS and hipBLASLt decide from the
// same table (check_process.sh runs this under each table and compares stderr exactly).
#include <hipblas/hipblas.h>
#include <hipblaslt/hipblaslt.h>

#include <cstdio>
#include <vector>

int main() {
  const int n = 64;
  float *A;
  if (hipMalloc(&A, n * n * sizeof(float)) != hipSuccess) return 1;
  if (hipMemset(A, 0, n * n * sizeof(float)) != hipSuccess) return 1;
  hipblasHandle_t h;
  hipblasCreate(&h);
  float one = 1, zero = 0;
  int bad = 0;
  for (int i = 0; i < 3; ++i)
    bad += hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, A, n, A, n, &zero, A, n) != HIPBLAS_STATUS_SUCCESS;
  hipblasLtHandle_t lt;
  hipblasLtCreate(&lt);
  hipblasLtMatmulDesc_t desc;
  hipblasLtMatmulDescCreate(&desc, HIPBLAS_COMPUTE_32F, HIP_R_32F);
  hipblasLtMatrixLayout_t l;
  hipblasLtMatrixLayoutCreate(&l, HIP_R_32F, n, n, n);
  for (int i = 0; i < 2; ++i)
    bad += hipblasLtMatmul(lt, desc, &one, A, l, A, l, &zero, A, l, A, l, nullptr, nullptr, 0, 0) !=
           HIPBLAS_STATUS_SUCCESS;
  bad += hipDeviceSynchronize() != hipSuccess;
  hipblasLtMatrixLayoutDestroy(l);
  hipblasLtMatmulDescDestroy(desc);
  hipblasLtDestroy(lt);
  hipblasDestroy(h);
  (void)hipFree(A);
  std::printf(bad ? "FAIL tuning process\n" : "PASS tuning process\n");
  return bad ? 1 : 0;
}
