// Row softmax (the attention/classifier layer): rows x cols floats, one
// 256-work-item block per row. Each work-item strides over the row; the
// row's maximum and then its sum of exponentials are block reductions in
// shared memory (a tree with __syncthreads() in its loop); then every
// element is written as exp(x - max) / sum.
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "../common/opencl_runner.h"

extern "C" void softmax_omp(const float* in, float* out, long rows, long cols);

namespace {
constexpr int kBlock = 256;

__global__ void softmax(const float* in, float* out, int cols) {
  __shared__ float partial[kBlock];
  const float* x = in + size_t(blockIdx.x) * cols;
  float* y = out + size_t(blockIdx.x) * cols;
  const int t = threadIdx.x;

  float top = -INFINITY;
  for (int c = t; c < cols; c += blockDim.x) top = fmaxf(top, x[c]);
  partial[t] = top;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s) partial[t] = fmaxf(partial[t], partial[t + s]);
    __syncthreads();
  }
  top = partial[0];
  __syncthreads();

  float sum = 0.0f;
  for (int c = t; c < cols; c += blockDim.x) sum += expf(x[c] - top);
  partial[t] = sum;
  __syncthreads();
  for (int s = blockDim.x / 2; s > 0; s /= 2) {
    if (t < s) partial[t] += partial[t + s];
    __syncthreads();
  }
  const float scale = 1.0f / partial[0];
  for (int c = t; c < cols; c += blockDim.x) y[c] = expf(x[c] - top) * scale;
}
}  // namespace

int main() {
  // BENCH_SOFTMAX_COLS picks another row length (same 8M floats in all).
  const int cols = bench::setting("BENCH_SOFTMAX_COLS", 1024, 1, 1 << 23);
  const int rows = static_cast<int>(std::max<uint64_t>(1, (8192 * 1024 / cols) / bench::scaleDown()));
  const size_t n = size_t(rows) * cols;
  std::vector<float> in(n), want(n), got(n);
  bench::Random random(11);
  for (float& v : in) v = random.uniform(-8, 8);
  for (int r = 0; r < rows; ++r) {
    const float* x = &in[size_t(r) * cols];
    float* y = &want[size_t(r) * cols];
    double top = x[0], sum = 0;
    for (int c = 1; c < cols; ++c) top = std::max<double>(top, x[c]);
    for (int c = 0; c < cols; ++c) sum += std::exp(double(x[c]) - top);
    for (int c = 0; c < cols; ++c) y[c] = float(std::exp(double(x[c]) - top) / sum);
  }
  auto check = [&](const char* form) { return bench::closeEnough(form, got.data(), want.data(), n, 1e-4); };

  bench::FormResult omp = bench::measure("softmax", "omp",
      [&] { softmax_omp(in.data(), got.data(), rows, cols); }, [&] { return check("omp"); });

  bench::DeviceArray<float> din(n, in.data()), dout(n);
  bench::FormResult hip = bench::measure("softmax", "hip",
      [&] {
        softmax<<<rows, kBlock>>>(din.ptr, dout.ptr, cols);
        HIP_CHECK(hipDeviceSynchronize());
      },
      [&] { dout.copyTo(got.data()); return check("hip"); });

  bench::FormResult pocl = bench::guarded("softmax", "pocl", [&] {
    bench::OpenClRunner cl(bench::clSource("softmax.cl"));
    cl_kernel kernel = cl.kernel("softmax");
    cl_mem cin = cl.buffer(n * sizeof(float), in.data()), cout = cl.buffer(n * sizeof(float));
    cl.setArgs(kernel, cin, cout, cols);
    const size_t global = size_t(rows) * kBlock, local = kBlock;
    return bench::measure("softmax", "pocl",
        [&] {
          cl.launch(kernel, 1, &global, &local);
          cl.finish();
        },
        [&] { cl.read(cout, got.data(), n * sizeof(float)); return check("pocl"); });
  });
  bench::printResult("softmax", std::to_string(rows) + "x" + std::to_string(cols) + " floats", omp, hip, pocl);
}
