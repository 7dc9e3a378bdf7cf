// OPENHIP_SANITIZER_CONTINUE=1 (docs/sanitizer.md): a memcheck error is
// reported once and the kernel goes on; the bad write lands in scratch
// memory, so the allocation's neighbours keep their values.
#include <hip/hip_runtime.h>

#include <cstdio>

#include "../program_check.h"

__global__ void offByOne(int* p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n) p[i] = i;
}

int main() {
  int* d = nullptr;
  HIP_CHECK(hipMalloc(&d, 100 * sizeof(int)));
  offByOne<<<1, 128>>>(d, 100);
  bool ok = hipDeviceSynchronize() == hipSuccess;
  int host[100];
  HIP_CHECK(hipMemcpy(host, d, sizeof(host), hipMemcpyDeviceToHost));
  for (int i = 0; i < 100; ++i) ok &= host[i] == i;
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
