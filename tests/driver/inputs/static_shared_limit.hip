// Static __shared__ data against the 64 KiB a block has
// (OPENHIP_SHARED_MEM_PER_BLOCK): KERNEL_BYTES in the kernel, CALLEE_BYTES in
// a device function it calls. Over the limit, hipcc must fail at compile time
// with a located diagnostic, as HIP-Clang and nvcc do; at the limit it compiles
// and runs.
#include <hip/hip_runtime.h>

#include <cstdio>

__device__ void touchCallee(int* out) {
#if CALLEE_BYTES
  __shared__ char scratch[CALLEE_BYTES];
  scratch[threadIdx.x] = static_cast<char>(threadIdx.x);
  __syncthreads();
  out[threadIdx.x] += scratch[(threadIdx.x + 1) % blockDim.x];
#else
  (void)out;
#endif
}

__global__ void bigShared(int* out) {
  __shared__ char big[KERNEL_BYTES];
  big[threadIdx.x] = static_cast<char>(threadIdx.x);
  __syncthreads();
  out[threadIdx.x] = big[blockDim.x - 1 - threadIdx.x];
  touchCallee(out);
}

int main() {
  int* out = nullptr;
  if (hipMalloc(&out, 4 * sizeof(int)) != hipSuccess) return 1;
  bigShared<<<1, 4>>>(out);
  int host[4] = {};
  if (hipMemcpy(host, out, sizeof host, hipMemcpyDeviceToHost) != hipSuccess) return 1;
  for (int i = 0; i < 4; ++i) {
    int expected = (3 - i) + (CALLEE_BYTES ? (i + 1) % 4 : 0);
    if (host[i] != expected) {
      std::printf("FAIL: out[%d] = %d, expected %d\n", i, host[i], expected);
      return 1;
    }
  }
  std::printf("PASS\n");
  return 0;
}
