// hipSPARSE calls are ordered on the handle's stream like kernels: a kernel
// producing x runs before SpMV reads it, a kernel consuming y after SpMV
// wrote it; the call returns before earlier work finished (asynchronous);
// device-pointer scalars are read when the operation runs; SpMV is captured
// into a graph and replayed.
#include "formats.h"

#include <atomic>

using namespace sparse_test;

namespace {

__global__ void slowFill(float* x, int n, float value, int spins) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float v = value;
  for (int s = 0; s < spins; ++s) v = v * 1.0000001f + 0.0f; // keeps the kernel busy
  x[i] = value + (v - v);
}

__global__ void waitForFlag(volatile int* flag, volatile int* timedOut) {
  long long spins = 0;
  while (*flag == 0) {
    if (++spins > 4000000000LL) { // never wait forever, even if the call blocked
      *timedOut = 1;
      return;
    }
  }
}

__global__ void addOne(const float* y, float* z, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) z[i] = y[i] + 1.0f;
}

__global__ void setScalar(float* alpha, float value) { *alpha = value; }

struct Problem {
  Csr<float> a;
  int* off;
  int* col;
  float* val;
  float* x;
  float* y;
  float* z;
  hipsparseSpMatDescr_t matA;
  hipsparseDnVecDescr_t vecX, vecY;

  explicit Problem(int n) : a(randomCsr<float>(n, n, 0.01, 3, true)) {
    off = toDevice(a.offsets);
    col = toDevice(a.columns);
    val = toDevice(a.values);
    x = toDevice(std::vector<float>(n, 0.0f));
    y = toDevice(std::vector<float>(n, 0.0f));
    z = toDevice(std::vector<float>(n, 0.0f));
    EXPECT_OK(hipsparseCreateCsr(&matA, n, n, a.nnz(), off, col, val, HIPSPARSE_INDEX_32I,
                                 HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
    EXPECT_OK(hipsparseCreateDnVec(&vecX, n, x, HIP_R_32F));
    EXPECT_OK(hipsparseCreateDnVec(&vecY, n, y, HIP_R_32F));
  }
  ~Problem() {
    EXPECT_OK(hipsparseDestroySpMat(matA));
    EXPECT_OK(hipsparseDestroyDnVec(vecX));
    EXPECT_OK(hipsparseDestroyDnVec(vecY));
    for (void* p : {(void*)off, (void*)col, (void*)val, (void*)x, (void*)y, (void*)z}) HIP_OK(hipFree(p));
  }
  /// alpha * A * (value, ..., value) + 1 per row.
  std::vector<float> expected(float alpha, float value) const {
    std::vector<float> out(a.rows);
    for (int r = 0; r < a.rows; ++r) {
      float sum = 0;
      for (int k = a.offsets[r]; k < a.offsets[r + 1]; ++k) sum += a.values[k] * value;
      out[r] = alpha * sum + 1.0f;
    }
    return out;
  }
};

void checkOrdering(hipsparseHandle_t handle, hipStream_t stream) {
  const int n = 20000;
  Problem p(n);
  EXPECT_OK(hipsparseSetStream(handle, stream));
  hipStream_t got;
  EXPECT_OK(hipsparseGetStream(handle, &got));
  EXPECT(got == stream);
  const float alpha = 2, beta = 0;
  for (int round = 1; round <= 3; ++round) { // kernel -> SpMV -> kernel, synchronized once
    hipLaunchKernelGGL(slowFill, dim3((n + 255) / 256), dim3(256), 0, stream, p.x, n, float(round), 500);
    EXPECT_OK(hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, p.matA, p.vecX, &beta,
                            p.vecY, HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, nullptr));
    hipLaunchKernelGGL(addOne, dim3((n + 255) / 256), dim3(256), 0, stream, p.y, p.z, n);
    HIP_OK(hipStreamSynchronize(stream));
    close(toHost(p.z, n), p.expected(alpha, float(round)), "kernel, SpMV, kernel on one stream");
  }
}

/// The call returns while an earlier kernel is still running.
void checkAsynchronous(hipsparseHandle_t handle, hipStream_t stream) {
  const int n = 5000;
  Problem p(n);
  EXPECT_OK(hipsparseSetStream(handle, stream));
  int* flags = nullptr;
  HIP_OK(hipMallocManaged(&flags, 2 * sizeof(int)));
  flags[0] = 0;
  flags[1] = 0;
  HIP_OK(hipMemset(p.x, 0, n * sizeof(float)));
  const float alpha = 1, beta = 0;
  hipLaunchKernelGGL(waitForFlag, dim3(1), dim3(1), 0, stream, flags, flags + 1);
  hipLaunchKernelGGL(slowFill, dim3((n + 255) / 256), dim3(256), 0, stream, p.x, n, 3.0f, 1);
  EXPECT_OK(hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, p.matA, p.vecX, &beta,
                          p.vecY, HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, nullptr));
  EXPECT(hipStreamQuery(stream) == hipErrorNotReady); // still waiting for the flag
  __atomic_store_n(&flags[0], 1, __ATOMIC_RELEASE);
  hipLaunchKernelGGL(addOne, dim3((n + 255) / 256), dim3(256), 0, stream, p.y, p.z, n);
  HIP_OK(hipStreamSynchronize(stream));
  EXPECT(flags[1] == 0);
  close(toHost(p.z, n), p.expected(alpha, 3.0f), "asynchronous SpMV");
  HIP_OK(hipFree(flags));
}

/// Device pointer mode: alpha is written by a kernel queued before the call.
void checkDeviceScalars(hipsparseHandle_t handle, hipStream_t stream) {
  const int n = 3000;
  Problem p(n);
  EXPECT_OK(hipsparseSetStream(handle, stream));
  float* scalars = toDevice(std::vector<float>{0.0f, 0.0f});
  EXPECT_OK(hipsparseSetPointerMode(handle, HIPSPARSE_POINTER_MODE_DEVICE));
  hipLaunchKernelGGL(slowFill, dim3((n + 255) / 256), dim3(256), 0, stream, p.x, n, 1.0f, 500);
  hipLaunchKernelGGL(setScalar, dim3(1), dim3(1), 0, stream, scalars, 5.0f);
  EXPECT_OK(hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, scalars, p.matA, p.vecX,
                          scalars + 1, p.vecY, HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, nullptr));
  hipLaunchKernelGGL(addOne, dim3((n + 255) / 256), dim3(256), 0, stream, p.y, p.z, n);
  HIP_OK(hipStreamSynchronize(stream));
  close(toHost(p.z, n), p.expected(5.0f, 1.0f), "device pointer mode");
  EXPECT_OK(hipsparseSetPointerMode(handle, HIPSPARSE_POINTER_MODE_HOST));
  HIP_OK(hipFree(scalars));
}

/// Stream capture: kernel + SpMV + kernel as a graph, replayed for new x.
void checkGraph(hipsparseHandle_t handle, hipStream_t stream) {
  const int n = 4000;
  Problem p(n);
  EXPECT_OK(hipsparseSetStream(handle, stream));
  const float alpha = 3, beta = 0;
  hipGraph_t graph;
  HIP_OK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  hipLaunchKernelGGL(slowFill, dim3((n + 255) / 256), dim3(256), 0, stream, p.x, n, 2.0f, 1);
  EXPECT_OK(hipsparseSpMV(handle, HIPSPARSE_OPERATION_NON_TRANSPOSE, &alpha, p.matA, p.vecX, &beta,
                          p.vecY, HIP_R_32F, HIPSPARSE_SPMV_ALG_DEFAULT, nullptr));
  hipLaunchKernelGGL(addOne, dim3((n + 255) / 256), dim3(256), 0, stream, p.y, p.z, n);
  HIP_OK(hipStreamEndCapture(stream, &graph));
  hipGraphExec_t exec;
  HIP_OK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  for (int replay = 0; replay < 2; ++replay) {
    HIP_OK(hipMemset(p.z, 0, n * sizeof(float)));
    HIP_OK(hipGraphLaunch(exec, stream));
    HIP_OK(hipStreamSynchronize(stream));
    close(toHost(p.z, n), p.expected(alpha, 2.0f), "SpMV in a replayed graph");
  }
  HIP_OK(hipGraphExecDestroy(exec));
  HIP_OK(hipGraphDestroy(graph));
}

} // namespace

int main() {
  hipsparseHandle_t handle;
  EXPECT_OK(hipsparseCreate(&handle));
  hipStream_t stream, nonBlocking;
  HIP_OK(hipStreamCreate(&stream));
  HIP_OK(hipStreamCreateWithFlags(&nonBlocking, hipStreamNonBlocking));
  checkOrdering(handle, stream);
  checkOrdering(handle, nonBlocking);
  checkOrdering(handle, nullptr);
  checkAsynchronous(handle, nonBlocking);
  checkDeviceScalars(handle, stream);
  checkGraph(handle, stream);
  EXPECT_OK(hipsparseDestroy(handle));
  HIP_OK(hipStreamDestroy(stream));
  HIP_OK(hipStreamDestroy(nonBlocking));
  return finish("hipsparse stream ordering");
}
