// Streams: the data is split into chunks; each chunk's host-to-device copy,
// kernel and device-to-host copy are queued asynchronously on one of three
// streams (pinned host memory), then everything is synchronized and checked.
#include "program_check.h"

#include <vector>

__global__ void square_plus(const int* in, int* out, int n, int plus) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * in[i] + plus;
}

int main() {
  Checker check;
  const int streams_count = 3, chunks = 12, chunk = 5000, n = chunks * chunk;
  int *h_in, *h_out, *d_in, *d_out;
  HIP_CHECK(hipHostMalloc(&h_in, n * sizeof(int), hipHostMallocDefault));
  HIP_CHECK(hipHostMalloc(&h_out, n * sizeof(int), hipHostMallocDefault));
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  for (int i = 0; i < n; ++i) {
    h_in[i] = i % 1000 - 500;
    h_out[i] = 0;
  }
  hipStream_t streams[streams_count];
  for (auto& s : streams) HIP_CHECK(hipStreamCreate(&s));

  for (int c = 0; c < chunks; ++c) {
    hipStream_t s = streams[c % streams_count];
    size_t offset = size_t(c) * chunk, bytes = chunk * sizeof(int);
    HIP_CHECK(hipMemcpyAsync(d_in + offset, h_in + offset, bytes, hipMemcpyHostToDevice, s));
    square_plus<<<(chunk + 255) / 256, 256, 0, s>>>(d_in + offset, d_out + offset, chunk, c);
    HIP_CHECK(hipGetLastError());
    HIP_CHECK(hipMemcpyAsync(h_out + offset, d_out + offset, bytes, hipMemcpyDeviceToHost, s));
  }
  for (auto& s : streams) HIP_CHECK(hipStreamSynchronize(s));
  for (auto& s : streams) check.expect_eq("hipStreamQuery after sync", 0, hipStreamQuery(s), hipSuccess);

  for (int i = 0; i < n; ++i) check.expect_eq("out", i, h_out[i], h_in[i] * h_in[i] + i / chunk);

  // A second round where the host reuses its buffers only after hipDeviceSynchronize.
  for (int i = 0; i < n; ++i) h_in[i] = -i % 300;
  for (int c = 0; c < chunks; ++c) {
    hipStream_t s = streams[(c + 1) % streams_count];
    size_t offset = size_t(c) * chunk, bytes = chunk * sizeof(int);
    HIP_CHECK(hipMemcpyAsync(d_in + offset, h_in + offset, bytes, hipMemcpyHostToDevice, s));
    hipLaunchKernelGGL(square_plus, dim3((chunk + 127) / 128), dim3(128), 0, s, d_in + offset, d_out + offset, chunk,
                       -c);
    HIP_CHECK(hipMemcpyAsync(h_out + offset, d_out + offset, bytes, hipMemcpyDeviceToHost, s));
  }
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) check.expect_eq("round 2", i, h_out[i], h_in[i] * h_in[i] - i / chunk);

  for (auto& s : streams) HIP_CHECK(hipStreamDestroy(s));
  HIP_CHECK(hipHostFree(h_in));
  HIP_CHECK(hipHostFree(h_out));
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
