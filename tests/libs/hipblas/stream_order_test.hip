// Every hipBLAS call is ordered on the handle's stream like any HIP operation and is
// asynchronous to the host: a kernel before it produces its inputs (and, in device
// pointer mode, its alpha), a kernel after it consumes its output, and nothing is
// synchronized in between. Also: the host is not blocked by a queued GEMM.
#include <hipblas/hipblas.h>

#include "blas_test.h"

#include <atomic>
#include <chrono>
#include <thread>

__global__ void fill(float* v, int n, float value) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = value + float(i % 7);
}
__global__ void setScalar(float* p, float value) { *p = value; }
__global__ void doubleIt(float* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] *= 2.0f;
}

static std::atomic<int> gate{0};
static void waitForGate(void*) {
  while (gate.load() == 0) std::this_thread::yield();
}

int main() {
  const int n = 4096;
  hipStream_t stream;
  CHECK_HIP(hipStreamCreateWithFlags(&stream, hipStreamNonBlocking));
  hipblasHandle_t handle;
  CHECK_STATUS(hipblasCreate(&handle), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasSetStream(handle, stream), HIPBLAS_STATUS_SUCCESS);
  hipStream_t got;
  CHECK_STATUS(hipblasGetStream(handle, &got), HIPBLAS_STATUS_SUCCESS);
  CHECK(got == stream);
  float *x, *y, *alpha;
  CHECK_HIP(hipMalloc(&x, n * sizeof(float)));
  CHECK_HIP(hipMalloc(&y, n * sizeof(float)));
  CHECK_HIP(hipMalloc(&alpha, sizeof(float)));

  // Hold the stream so that everything below is queued before anything runs.
  CHECK_HIP(hipLaunchHostFunc(stream, waitForGate, nullptr));
  fill<<<n / 256, 256, 0, stream>>>(x, n, 1.0f);
  fill<<<n / 256, 256, 0, stream>>>(y, n, 10.0f);
  setScalar<<<1, 1, 0, stream>>>(alpha, 3.0f);  // device-mode alpha, written just before use
  CHECK_STATUS(hipblasSetPointerMode(handle, HIPBLAS_POINTER_MODE_DEVICE), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasSaxpy(handle, n, alpha, x, 1, y, 1), HIPBLAS_STATUS_SUCCESS);
  setScalar<<<1, 1, 0, stream>>>(alpha, -100.0f);  // must not affect the axpy queued before
  doubleIt<<<n / 256, 256, 0, stream>>>(y, n);
  CHECK(hipStreamQuery(stream) == hipErrorNotReady);  // nothing ran: the calls returned at once
  gate.store(1);
  CHECK_HIP(hipStreamSynchronize(stream));
  auto r = hostCopy(y, n);
  for (int i = 0; i < n; ++i) CHECK(r[i] == 2.0f * ((10.0f + float(i % 7)) + 3.0f * (1.0f + float(i % 7))));

  // Host pointer mode: the scalar is read at the call, so changing it afterwards has no effect.
  CHECK_STATUS(hipblasSetPointerMode(handle, HIPBLAS_POINTER_MODE_HOST), HIPBLAS_STATUS_SUCCESS);
  gate.store(0);
  CHECK_HIP(hipLaunchHostFunc(stream, waitForGate, nullptr));
  float host_alpha = 0.5f;
  CHECK_STATUS(hipblasSscal(handle, n, &host_alpha, y, 1), HIPBLAS_STATUS_SUCCESS);
  host_alpha = 1000.0f;
  gate.store(1);
  CHECK_HIP(hipStreamSynchronize(stream));
  auto s = hostCopy(y, n);
  for (int i = 0; i < n; ++i) CHECK(s[i] == 0.5f * r[i]);

  // A GEMM queued behind a blocked stream returns immediately.
  const int m = 256;
  float* A;
  CHECK_HIP(hipMalloc(&A, m * m * sizeof(float)));
  CHECK_HIP(hipMemset(A, 0, m * m * sizeof(float)));
  gate.store(0);
  CHECK_HIP(hipLaunchHostFunc(stream, waitForGate, nullptr));
  float one = 1.0f, zero = 0.0f;
  auto start = std::chrono::steady_clock::now();
  CHECK_STATUS(hipblasSgemm(handle, HIPBLAS_OP_N, HIPBLAS_OP_N, m, m, m, &one, A, m, A, m, &zero, A, m),
               HIPBLAS_STATUS_SUCCESS);
  double call_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  CHECK(call_seconds < 1.0);
  CHECK(hipStreamQuery(stream) == hipErrorNotReady);
  gate.store(1);
  CHECK_HIP(hipStreamSynchronize(stream));

  CHECK_STATUS(hipblasDestroy(handle), HIPBLAS_STATUS_SUCCESS);
  for (void* p : {(void*)x, (void*)y, (void*)alpha, (void*)A}) CHECK_HIP(hipFree(p));
  CHECK_HIP(hipStreamDestroy(stream));
  return finish("hipblas stream order");
}
