// Large grids: 65536 blocks in x, and 65536 blocks spread over x/y/z
// (gridDim.y and gridDim.z > 1). Every thread writes its own slot once.
#include "program_check.h"

#include <vector>

__global__ void stamp(unsigned* out) {
  unsigned block = (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  out[block * blockDim.x + threadIdx.x] = block * 3u + threadIdx.x;
}

static void run(Checker& check, dim3 grid, unsigned threads) {
  const size_t blocks = size_t(grid.x) * grid.y * grid.z, n = blocks * threads;
  unsigned* d_out;
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(unsigned)));
  HIP_CHECK(hipMemset(d_out, 0xff, n * sizeof(unsigned)));
  stamp<<<grid, threads>>>(d_out);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned> out(n);
  HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(unsigned), hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d_out));
  for (size_t b = 0; b < blocks; ++b)
    for (unsigned t = 0; t < threads; ++t)
      check.expect_eq("out", long(b * threads + t), out[b * threads + t], unsigned(b * 3u + t));
}

int main() {
  Checker check;
  run(check, dim3(65536), 16);
  run(check, dim3(70000), 1);
  run(check, dim3(16, 64, 64), 8);
  run(check, dim3(2, 65535), 1);
  run(check, dim3(1, 3, 40000), 2);
  return check.finish();
}
