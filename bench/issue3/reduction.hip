// Run-time benchmark (issue 3): the shared-memory block reduction (256-thread
// blocks, __syncthreads in a loop) over 16M floats, against a plain
// sequential C++ loop doing the same sum in the same process.
//
// Prints one line per measurement: "kernel_ms <median>", "loop_ms <median>",
// "ratio <kernel/loop>". The worker count is the runtime's choice
// (OPENHIP_NUM_THREADS=1 for one core). Values are small integers, so every
// sum is exact and both results must be equal.
#include <hip/hip_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(expr)                                                                          \
  do {                                                                                       \
    hipError_t status_ = (expr);                                                             \
    if (status_ != hipSuccess) {                                                             \
      std::fprintf(stderr, "%s: %s\n", #expr, hipGetErrorString(status_));                  \
      std::exit(1);                                                                          \
    }                                                                                        \
  } while (0)

constexpr int kBlock = 256;

__global__ void block_sum(const float* in, float* block_sums, int n) {
  __shared__ float partial[kBlock];
  int t = threadIdx.x;
  int i = blockIdx.x * kBlock + t;
  partial[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int stride = kBlock / 2; stride > 0; stride /= 2) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) block_sums[blockIdx.x] = partial[0];
}

// Kept out of line so the measured loop is the same code for every call.
__attribute__((noinline)) static float sequential_sum(const float* in, int n) {
  float sum = 0.0f;
  for (int i = 0; i < n; ++i) sum += in[i];
  return sum;
}

static double now_ms() {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

static double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

int main(int argc, char** argv) {
  const int n = 16 * 1024 * 1024;
  const int repeats = argc > 1 ? std::atoi(argv[1]) : 7;
  const int blocks = n / kBlock;
  std::vector<float> input(n);
  for (int i = 0; i < n; ++i) input[i] = static_cast<float>(i % 7 - 3);

  float *d_input, *d_sums;
  CHECK(hipMalloc(&d_input, n * sizeof(float)));
  CHECK(hipMalloc(&d_sums, blocks * sizeof(float)));
  CHECK(hipMemcpy(d_input, input.data(), n * sizeof(float), hipMemcpyHostToDevice));
  std::vector<float> sums(blocks);

  std::vector<double> kernel_times, loop_times;
  float kernel_result = 0.0f, loop_result = 0.0f;
  for (int r = 0; r <= repeats; ++r) {  // round 0 warms up
    double start = now_ms();
    block_sum<<<blocks, kBlock>>>(d_input, d_sums, n);
    CHECK(hipGetLastError());
    CHECK(hipDeviceSynchronize());
    double kernel_end = now_ms();
    CHECK(hipMemcpy(sums.data(), d_sums, blocks * sizeof(float), hipMemcpyDeviceToHost));
    kernel_result = 0.0f;
    for (float s : sums) kernel_result += s;

    double loop_start = now_ms();
    loop_result = sequential_sum(input.data(), n);
    double loop_end = now_ms();
    if (r > 0) {
      kernel_times.push_back(kernel_end - start);
      loop_times.push_back(loop_end - loop_start);
    }
  }
  CHECK(hipFree(d_input));
  CHECK(hipFree(d_sums));

  double kernel_ms = median(kernel_times), loop_ms = median(loop_times);
  std::printf("kernel_ms %.3f\nloop_ms %.3f\nratio %.2f\n", kernel_ms, loop_ms, kernel_ms / loop_ms);
  if (kernel_result != loop_result) {
    std::printf("FAIL: kernel sum %.1f, loop sum %.1f\n", kernel_result, loop_result);
    return 1;
  }
  std::printf("PASS (sum %.1f)\n", loop_result);
  return 0;
}
