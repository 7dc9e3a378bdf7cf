// Events with streams: timing a kernel (elapsed time >= 0), hipEventQuery
// after hipEventSynchronize, and a cross-stream dependency through
// hipStreamWaitEvent: stream B's kernel consumes what stream A's slow kernel
// produced, without any host synchronization between them.
#include "program_check.h"

#include <vector>

// Deliberately slow: each element needs `work` dependent iterations.
__global__ void produce(int* data, int n, int work) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned v = i;
  for (int k = 0; k < work; ++k) v = v * 1664525u + 1013904223u;
  data[i] = static_cast<int>(v & 0xffff);
}

__global__ void consume(const int* data, int* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = data[i] + 1;
}

int main() {
  Checker check;
  const int n = 1 << 16, work = 200;
  int *d_data, *d_out;
  HIP_CHECK(hipMalloc(&d_data, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMemset(d_data, 0, n * sizeof(int)));
  hipStream_t a, b;
  HIP_CHECK(hipStreamCreate(&a));
  HIP_CHECK(hipStreamCreate(&b));
  hipEvent_t start, produced, done;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&produced));
  HIP_CHECK(hipEventCreate(&done));

  HIP_CHECK(hipEventRecord(start, a));
  produce<<<n / 256, 256, 0, a>>>(d_data, n, work);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipEventRecord(produced, a));
  HIP_CHECK(hipStreamWaitEvent(b, produced, 0));
  consume<<<n / 256, 256, 0, b>>>(d_data, d_out, n);
  HIP_CHECK(hipGetLastError());
  HIP_CHECK(hipEventRecord(done, b));

  HIP_CHECK(hipEventSynchronize(done));
  check.expect_eq("hipEventQuery(done)", 0, hipEventQuery(done), hipSuccess);
  check.expect_eq("hipEventQuery(produced)", 0, hipEventQuery(produced), hipSuccess);
  float ms_produce = -1.0f, ms_total = -1.0f;
  HIP_CHECK(hipEventElapsedTime(&ms_produce, start, produced));
  HIP_CHECK(hipEventElapsedTime(&ms_total, start, done));
  check.expect_true("produce time >= 0", ms_produce >= 0.0f);
  check.expect_true("total time >= produce time", ms_total >= ms_produce);

  std::vector<int> out(n);
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) {
    unsigned v = i;
    for (int k = 0; k < work; ++k) v = v * 1664525u + 1013904223u;
    check.expect_eq("out", i, out[i], static_cast<int>(v & 0xffff) + 1);
  }

  for (hipEvent_t e : {start, produced, done}) HIP_CHECK(hipEventDestroy(e));
  HIP_CHECK(hipStreamDestroy(a));
  HIP_CHECK(hipStreamDestroy(b));
  HIP_CHECK(hipFree(d_data));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
