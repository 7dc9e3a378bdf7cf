// A CUDA source through nccl.h, linked with -lnccl: NCCL's spellings
// (cudaStream_t, ncclFloat8e4m3) reach the same library. 2 devices.
#include <cuda_runtime.h>
#include <nccl.h>

#include <cstdio>
#include <vector>

int main() {
  static_assert(ncclFloat8e4m3 == ncclFp8E4M3 && ncclFloat8e5m2 == ncclFp8E5M2, "NCCL's fp8 names");
  const int n = 2;
  const size_t count = 1 << 12;
  ncclComm_t comms[n];
  cudaStream_t streams[n];
  int* bufs[n];
  bool ok = ncclCommInitAll(comms, n, nullptr) == ncclSuccess;
  for (int r = 0; ok && r < n; ++r) {
    std::vector<int> host(count, r + 1);
    ok = cudaSetDevice(r) == cudaSuccess && cudaStreamCreate(&streams[r]) == cudaSuccess &&
         cudaMalloc(&bufs[r], count * sizeof(int)) == cudaSuccess &&
         cudaMemcpy(bufs[r], host.data(), count * sizeof(int), cudaMemcpyHostToDevice) ==
             cudaSuccess;
  }
  ok = ok && ncclGroupStart() == ncclSuccess;
  for (int r = 0; ok && r < n; ++r)
    ok = ncclAllReduce(bufs[r], bufs[r], count, ncclInt, ncclMax, comms[r], streams[r]) ==
         ncclSuccess;
  ok = ok && ncclGroupEnd() == ncclSuccess;
  for (int r = 0; ok && r < n; ++r) {
    std::vector<int> host(count);
    ok = cudaSetDevice(r) == cudaSuccess && cudaStreamSynchronize(streams[r]) == cudaSuccess &&
         cudaMemcpy(host.data(), bufs[r], count * sizeof(int), cudaMemcpyDeviceToHost) ==
             cudaSuccess;
    for (int x : host)
      ok = ok && x == n;
    ok = ok && cudaFree(bufs[r]) == cudaSuccess && cudaStreamDestroy(streams[r]) == cudaSuccess &&
         ncclCommDestroy(comms[r]) == ncclSuccess;
  }
  std::printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
