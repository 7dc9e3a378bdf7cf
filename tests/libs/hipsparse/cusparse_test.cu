// A CUDA program using cuSPARSE's names (cusparse.h, linked with -lcusparse):
// version and property queries, status names, SpMV, SpMM, SpSV and SpSM
// (CUDA 12's buffer-less SpSM_solve), csrsv2, against host references.
#include <cusparse.h>
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

static int failures = 0;
#define CHECK(condition)                                                                           \
  do {                                                                                             \
    if (!(condition)) {                                                                            \
      std::printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #condition);                            \
      ++failures;                                                                                  \
    }                                                                                              \
  } while (0)
#define CHECK_CUSPARSE(expression) CHECK((expression) == CUSPARSE_STATUS_SUCCESS)

static bool close(const std::vector<float>& got, const std::vector<float>& want) {
  for (size_t i = 0; i < want.size(); ++i) {
    if (std::fabs(got[i] - want[i]) > 1e-4f * (1 + std::fabs(want[i]))) return false;
  }
  return true;
}

int main() {
  // A lower-triangular 4x4 matrix with a full diagonal (CSR).
  const int n = 4, nnz = 7;
  const int offsets[] = {0, 1, 3, 5, 7};
  const int columns[] = {0, 0, 1, 1, 2, 0, 3};
  const float values[] = {2, 1, 4, 1, 5, 3, 8};
  const float dense[4][4] = {{2, 0, 0, 0}, {1, 4, 0, 0}, {0, 1, 5, 0}, {3, 0, 0, 8}};
  const float x[] = {1, 2, 3, 4};

  cusparseHandle_t handle;
  CHECK_CUSPARSE(cusparseCreate(&handle));
  int version = 0, major = 0;
  CHECK_CUSPARSE(cusparseGetVersion(handle, &version));
  CHECK(version == CUSPARSE_VERSION);
  CHECK_CUSPARSE(cusparseGetProperty(MAJOR_VERSION, &major));
  CHECK(major == CUSPARSE_VER_MAJOR);
  CHECK(std::strcmp(cusparseGetErrorName(CUSPARSE_STATUS_INVALID_VALUE), "CUSPARSE_STATUS_INVALID_VALUE") == 0);
  CHECK(cusparseGetErrorString(CUSPARSE_STATUS_SUCCESS) != nullptr);
  CHECK(cusparseCreate(nullptr) == CUSPARSE_STATUS_INVALID_VALUE);

  int *dOff, *dCol;
  float *dVal, *dX, *dY, *dB, *dC;
  cudaMalloc(&dOff, sizeof offsets);
  cudaMalloc(&dCol, sizeof columns);
  cudaMalloc(&dVal, sizeof values);
  cudaMalloc(&dX, sizeof x);
  cudaMalloc(&dY, sizeof x);
  cudaMalloc(&dB, 2 * sizeof x);
  cudaMalloc(&dC, 2 * sizeof x);
  cudaMemcpy(dOff, offsets, sizeof offsets, cudaMemcpyHostToDevice);
  cudaMemcpy(dCol, columns, sizeof columns, cudaMemcpyHostToDevice);
  cudaMemcpy(dVal, values, sizeof values, cudaMemcpyHostToDevice);
  cudaMemcpy(dX, x, sizeof x, cudaMemcpyHostToDevice);

  cudaStream_t stream;
  cudaStreamCreate(&stream);
  CHECK_CUSPARSE(cusparseSetStream(handle, stream));
  cusparseSpMatDescr_t matA;
  cusparseDnVecDescr_t vecX, vecY;
  CHECK_CUSPARSE(cusparseCreateCsr(&matA, n, n, nnz, dOff, dCol, dVal, CUSPARSE_INDEX_32I,
                                   CUSPARSE_INDEX_32I, CUSPARSE_INDEX_BASE_ZERO, CUDA_R_32F));
  CHECK_CUSPARSE(cusparseCreateDnVec(&vecX, n, dX, CUDA_R_32F));
  CHECK_CUSPARSE(cusparseCreateDnVec(&vecY, n, dY, CUDA_R_32F));
  const float alpha = 1, beta = 0;
  size_t size = 0;
  CHECK_CUSPARSE(cusparseSpMV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA,
                                         vecX, &beta, vecY, CUDA_R_32F, CUSPARSE_SPMV_ALG_DEFAULT, &size));
  void* buffer;
  cudaMalloc(&buffer, size);
  CHECK_CUSPARSE(cusparseSpMV(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX, &beta,
                              vecY, CUDA_R_32F, CUSPARSE_SPMV_CSR_ALG1, buffer));
  std::vector<float> y(n), want(n, 0.0f);
  cudaMemcpyAsync(y.data(), dY, sizeof x, cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  for (int i = 0; i < n; ++i) {
    for (int j = 0; j < n; ++j) want[i] += dense[i][j] * x[j];
  }
  CHECK(close(y, want));

  // SpSV: A y = x, lower, non-unit.
  cusparseFillMode_t fill = CUSPARSE_FILL_MODE_LOWER;
  CHECK_CUSPARSE(cusparseSpMatSetAttribute(matA, CUSPARSE_SPMAT_FILL_MODE, &fill, sizeof fill));
  cusparseSpSVDescr_t sv;
  CHECK_CUSPARSE(cusparseSpSV_createDescr(&sv));
  CHECK_CUSPARSE(cusparseSpSV_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX,
                                         vecY, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, sv, &size));
  CHECK_CUSPARSE(cusparseSpSV_analysis(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX,
                                       vecY, CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, sv, buffer));
  CHECK_CUSPARSE(cusparseSpSV_solve(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, vecX, vecY,
                                    CUDA_R_32F, CUSPARSE_SPSV_ALG_DEFAULT, sv));
  cudaMemcpyAsync(y.data(), dY, sizeof x, cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  std::vector<float> solved(n);
  for (int i = 0; i < n; ++i) {
    float s = x[i];
    for (int j = 0; j < i; ++j) s -= dense[i][j] * solved[j];
    solved[i] = s / dense[i][i];
  }
  CHECK(close(y, solved));

  // SpSM with two right-hand sides (row-major), then SpMM back: A C = B.
  std::vector<float> b(2 * n);
  for (int i = 0; i < n; ++i) b[2 * i] = x[i], b[2 * i + 1] = -x[i];
  cudaMemcpy(dB, b.data(), 2 * sizeof x, cudaMemcpyHostToDevice);
  cusparseDnMatDescr_t matB, matC;
  CHECK_CUSPARSE(cusparseCreateDnMat(&matB, n, 2, 2, dB, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  CHECK_CUSPARSE(cusparseCreateDnMat(&matC, n, 2, 2, dC, CUDA_R_32F, CUSPARSE_ORDER_ROW));
  cusparseSpSMDescr_t sm;
  CHECK_CUSPARSE(cusparseSpSM_createDescr(&sm));
  CHECK_CUSPARSE(cusparseSpSM_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                         CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, matB, matC,
                                         CUDA_R_32F, CUSPARSE_SPSM_ALG_DEFAULT, sm, &size));
  CHECK_CUSPARSE(cusparseSpSM_analysis(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                       CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, matB, matC,
                                       CUDA_R_32F, CUSPARSE_SPSM_ALG_DEFAULT, sm, buffer));
  CHECK_CUSPARSE(cusparseSpSM_solve(handle, CUSPARSE_OPERATION_NON_TRANSPOSE,
                                    CUSPARSE_OPERATION_NON_TRANSPOSE, &alpha, matA, matB, matC,
                                    CUDA_R_32F, CUSPARSE_SPSM_ALG_DEFAULT, sm));
  CHECK_CUSPARSE(cusparseSpMM(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, CUSPARSE_OPERATION_NON_TRANSPOSE,
                              &alpha, matA, matC, &beta, matB, CUDA_R_32F, CUSPARSE_SPMM_ALG_DEFAULT, buffer));
  std::vector<float> back(2 * n);
  cudaMemcpyAsync(back.data(), dB, 2 * sizeof x, cudaMemcpyDeviceToHost, stream);
  cudaStreamSynchronize(stream);
  CHECK(close(back, b));

  // Legacy csrsv2 with a matrix descriptor and info object.
  cusparseMatDescr_t descr;
  CHECK_CUSPARSE(cusparseCreateMatDescr(&descr));
  CHECK_CUSPARSE(cusparseSetMatFillMode(descr, CUSPARSE_FILL_MODE_LOWER));
  csrsv2Info_t info;
  CHECK_CUSPARSE(cusparseCreateCsrsv2Info(&info));
  int bytes = 0;
  CHECK_CUSPARSE(cusparseScsrsv2_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, n, nnz, descr,
                                            dVal, dOff, dCol, info, &bytes));
  CHECK_CUSPARSE(cusparseScsrsv2_analysis(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, n, nnz, descr, dVal,
                                          dOff, dCol, info, CUSPARSE_SOLVE_POLICY_USE_LEVEL, buffer));
  CHECK_CUSPARSE(cusparseScsrsv2_solve(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, n, nnz, &alpha, descr,
                                       dVal, dOff, dCol, info, dX, dY, CUSPARSE_SOLVE_POLICY_USE_LEVEL, buffer));
  int position = 0;
  CHECK_CUSPARSE(cusparseXcsrsv2_zeroPivot(handle, info, &position));
  CHECK(position == -1);
  cudaMemcpy(y.data(), dY, sizeof x, cudaMemcpyDeviceToHost);
  CHECK(close(y, solved));

  CHECK_CUSPARSE(cusparseDestroyCsrsv2Info(info));
  CHECK_CUSPARSE(cusparseDestroyMatDescr(descr));
  CHECK_CUSPARSE(cusparseSpSM_destroyDescr(sm));
  CHECK_CUSPARSE(cusparseSpSV_destroyDescr(sv));
  CHECK_CUSPARSE(cusparseDestroySpMat(matA));
  CHECK_CUSPARSE(cusparseDestroyDnVec(vecX));
  CHECK_CUSPARSE(cusparseDestroyDnVec(vecY));
  CHECK_CUSPARSE(cusparseDestroyDnMat(matB));
  CHECK_CUSPARSE(cusparseDestroyDnMat(matC));
  CHECK_CUSPARSE(cusparseDestroy(handle));
  cudaStreamDestroy(stream);
  for (void* p : {(void*)dOff, (void*)dCol, (void*)dVal, (void*)dX, (void*)dY, (void*)dB, (void*)dC, buffer}) {
    cudaFree(p);
  }
  std::printf(failures == 0 ? "PASS cusparse names\n" : "FAIL cusparse names\n");
  return failures == 0 ? 0 : 1;
}
