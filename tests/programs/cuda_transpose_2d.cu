// A .cu source with a 2-D grid of 2-D blocks: a tiled, bank-conflict-padded
// transpose of a non-square matrix whose sizes are not tile multiples, each
// block of 32x8 threads moving a 32x32 tile in four rows per thread.
#include "program_check.h"

#include <vector>

constexpr int kTile = 32, kRows = 8;

__global__ void transpose(const float* in, float* out, int width, int height) {
  __shared__ float tile[kTile][kTile + 1];
  int x = blockIdx.x * kTile + threadIdx.x;
  int y = blockIdx.y * kTile + threadIdx.y;
  for (int j = 0; j < kTile; j += kRows)
    if (x < width && y + j < height) tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * kTile + threadIdx.x;
  y = blockIdx.x * kTile + threadIdx.y;
  for (int j = 0; j < kTile; j += kRows)
    if (x < height && y + j < width) out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main() {
  Checker check;
  const int width = 333, height = 145;
  std::vector<float> in(width * height), out(width * height);
  for (int i = 0; i < width * height; ++i) in[i] = static_cast<float>(i);
  float *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, in.size() * sizeof(float)));
  HIP_CHECK(hipMalloc(&d_out, out.size() * sizeof(float)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), in.size() * sizeof(float), hipMemcpyHostToDevice));
  dim3 grid((width + kTile - 1) / kTile, (height + kTile - 1) / kTile), block(kTile, kRows);
  transpose<<<grid, block>>>(d_in, d_out, width, height);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, out.size() * sizeof(float), hipMemcpyDeviceToHost));
  for (int r = 0; r < width; ++r)
    for (int c = 0; c < height; ++c)
      check.expect_near("out", r * height + c, out[r * height + c], in[c * width + r], 0.0);
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
