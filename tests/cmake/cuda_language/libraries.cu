// CUDA's libraries through find_package(CUDAToolkit)'s targets (CUDA::cublas, CUDA::cublasLt,
// CUDA::curand, CUDA::cusparse), found in the installation's CUDA-toolkit-shaped folder.
#include <cublasLt.h>
#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <curand.h>
#include <cusparse.h>

#include "check.h"

int main() {
  // 2x2 column-major product through cuBLAS: [[1,3],[2,4]] * I * 2 = [[2,6],[4,8]].
  float host[8] = {1, 2, 3, 4, 1, 0, 0, 1};
  float *a = nullptr, *c = nullptr;
  bool ok = cudaMallocManaged(&a, sizeof host) == cudaSuccess && cudaMallocManaged(&c, 4 * sizeof(float)) == cudaSuccess;
  if (!ok) return report("allocation", false);
  for (int i = 0; i < 8; ++i) a[i] = host[i];
  cublasHandle_t blas;
  const float two = 2.0f, zero = 0.0f;
  ok = cublasCreate(&blas) == CUBLAS_STATUS_SUCCESS &&
       cublasSgemm(blas, CUBLAS_OP_N, CUBLAS_OP_N, 2, 2, 2, &two, a, 2, a + 4, 2, &zero, c, 2) == CUBLAS_STATUS_SUCCESS &&
       cudaDeviceSynchronize() == cudaSuccess && c[0] == 2 && c[1] == 4 && c[2] == 6 && c[3] == 8 &&
       cublasDestroy(blas) == CUBLAS_STATUS_SUCCESS;
  cublasLtHandle_t lt;
  ok = ok && cublasLtCreate(&lt) == CUBLAS_STATUS_SUCCESS && cublasLtDestroy(lt) == CUBLAS_STATUS_SUCCESS;
  curandGenerator_t rng;
  ok = ok && curandCreateGenerator(&rng, CURAND_RNG_PSEUDO_DEFAULT) == CURAND_STATUS_SUCCESS &&
       curandGenerateUniform(rng, c, 4) == CURAND_STATUS_SUCCESS && cudaDeviceSynchronize() == cudaSuccess &&
       c[0] > 0.0f && c[0] <= 1.0f && curandDestroyGenerator(rng) == CURAND_STATUS_SUCCESS;
  cusparseHandle_t sparse;
  ok = ok && cusparseCreate(&sparse) == CUSPARSE_STATUS_SUCCESS && cusparseDestroy(sparse) == CUSPARSE_STATUS_SUCCESS;
  cudaFree(a);
  cudaFree(c);
  return report("CUDA libraries through CUDA:: targets", ok);
}
