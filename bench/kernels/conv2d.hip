// 2-D convolution with a 5x5 filter over a zero-padded width x height grid of
// floats, one work-item per output, in 32 x 32 blocks: the sizes arrive in a
// by-value struct, the indices are size_t and the filter sits in __constant__
// memory, as in AMD's rocm-examples Applications/convolution (a style bench/
// lacked). Variants: BENCH_CONV2D_WIDTH and _HEIGHT (grid), BENCH_CONV2D_BLOCK_X
// and _Y (block shape).
#include <hip/hip_runtime.h>

#include <string>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void conv2d_omp(const float* padded, float* out, const float* filter, long width, long height);

namespace {
constexpr int kFilter = 5;  // the filter is kFilter x kFilter
constexpr int kRadius = kFilter / 2;

struct GridSize {
  unsigned width, height;
};

__constant__ float filter[kFilter * kFilter];

__global__ void conv2d(const float* padded, float* out, GridSize size) {
  const size_t x = blockDim.x * blockIdx.x + threadIdx.x;
  const size_t y = blockDim.y * blockIdx.y + threadIdx.y;
  if (x >= size.width || y >= size.height) return;
  const size_t stride = size.width + 2 * kRadius;
  float sum = 0.0f;
  for (size_t fy = 0; fy < kFilter; ++fy)
    for (size_t fx = 0; fx < kFilter; ++fx) sum += padded[(y + fy) * stride + x + fx] * filter[fy * kFilter + fx];
  out[y * size.width + x] = sum;
}
}  // namespace

int main() {
  const int width = bench::setting("BENCH_CONV2D_WIDTH", 4096, 1, 1 << 15);
  const int height = bench::setting("BENCH_CONV2D_HEIGHT", 4096 / bench::scaleDown(), 1, 1 << 15);
  const int blockX = bench::setting("BENCH_CONV2D_BLOCK_X", 32, 1, 1024);
  const int blockY = bench::setting("BENCH_CONV2D_BLOCK_Y", 32, 1, 1024 / blockX);
  const size_t stride = size_t(width) + 2 * kRadius, paddedCount = stride * (height + 2 * kRadius);
  const size_t outputs = size_t(width) * height;
  std::vector<float> padded(paddedCount, 0.0f), weights(kFilter * kFilter), want(outputs), magnitude(outputs),
      got(outputs);
  bench::Random random(16);
  for (float& w : weights) w = random.uniform(-1, 1);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) padded[(y + kRadius) * stride + x + kRadius] = random.uniform(0, 1);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      double sum = 0, terms = 0;
      for (int fy = 0; fy < kFilter; ++fy)
        for (int fx = 0; fx < kFilter; ++fx) {
          const double term = double(padded[(y + fy) * stride + x + fx]) * weights[fy * kFilter + fx];
          sum += term;
          terms += std::fabs(term);
        }
      want[size_t(y) * width + x] = float(sum);
      magnitude[size_t(y) * width + x] = float(terms);
    }
  // Relative to the terms: the float sums cancel, in another order than the reference's.
  auto check = [&](const char* form) {
    return bench::closeEnough(form, got.data(), want.data(), outputs, 1e-5, magnitude.data());
  };

  bench::FormResult omp = bench::measure("conv2d", "omp",
      [&] { conv2d_omp(padded.data(), got.data(), weights.data(), width, height); }, [&] { return check("omp"); });

  std::fill(got.begin(), got.end(), 0.0f);
  HIP_CHECK(hipMemcpyToSymbol(filter, weights.data(), weights.size() * sizeof(float)));
  bench::DeviceArray<float> dpadded(paddedCount, padded.data()), dout(outputs);
  const GridSize size{unsigned(width), unsigned(height)};
  const dim3 block(blockX, blockY), grid((width + blockX - 1) / blockX, (height + blockY - 1) / blockY);
  bench::FormResult hip = bench::measure("conv2d", "hip",
      [&] {
        conv2d<<<grid, block>>>(dpadded.ptr, dout.ptr, size);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dout.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("conv2d", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("conv2d.cl"));
    cl_kernel k = cl.kernel("conv2d");
    cl_mem cpadded = cl.buffer(paddedCount * sizeof(float), padded.data());
    cl_mem cout = cl.buffer(outputs * sizeof(float));
    cl_mem cfilter = cl.buffer(weights.size() * sizeof(float), weights.data());
    cl.setArgs(k, cpadded, cout, cfilter, size);
    const size_t global[2] = {size_t(grid.x) * blockX, size_t(grid.y) * blockY};
    const size_t local[2] = {size_t(blockX), size_t(blockY)};
    std::fill(got.begin(), got.end(), 0.0f);
    return bench::measure("conv2d", "pocl", [&] { cl.launch(k, 2, global, local); cl.finish(); },
        [&] { cl.read(cout, got.data(), outputs * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("conv2d", std::to_string(width) + "x" + std::to_string(height) + " 5x5 in blocks of " +
                     std::to_string(blockX) + "x" + std::to_string(blockY), omp, hip, pocl);
}
