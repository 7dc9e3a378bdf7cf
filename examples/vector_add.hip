// vector_add: the "hello world" of GPU programming.
//
// Each GPU thread adds one pair of elements: c[i] = a[i] + b[i]. With OpenHIP
// the kernel runs on the CPU; the program is plain HIP and compiles unchanged
// with AMD's or NVIDIA's toolchains.
//
//   hipcc -O2 vector_add.hip -o vector_add && ./vector_add
#include <hip/hip_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

// Stop with a message if a HIP call fails.
#define HIP_CHECK(expr)                                                              \
  do {                                                                               \
    hipError_t status_ = (expr);                                                     \
    if (status_ != hipSuccess) {                                                     \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr,             \
                   hipGetErrorString(status_));                                      \
      std::exit(1);                                                                  \
    }                                                                                \
  } while (0)

// A kernel: runs once per thread. blockIdx/blockDim/threadIdx tell a thread
// which element is its own.
__global__ void vector_add(const float* a, const float* b, float* c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)  // the last block may have threads past the end
    c[i] = a[i] + b[i];
}

int main() {
  const int n = 1 << 20;
  const size_t bytes = n * sizeof(float);

  // Host data.
  std::vector<float> a(n), b(n), c(n);
  for (int i = 0; i < n; ++i) {
    a[i] = static_cast<float>(i);
    b[i] = 2.0f * static_cast<float>(i % 1000);
  }

  // Device buffers, and the inputs copied into them.
  float *d_a, *d_b, *d_c;
  HIP_CHECK(hipMalloc(&d_a, bytes));
  HIP_CHECK(hipMalloc(&d_b, bytes));
  HIP_CHECK(hipMalloc(&d_c, bytes));
  HIP_CHECK(hipMemcpy(d_a, a.data(), bytes, hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(d_b, b.data(), bytes, hipMemcpyHostToDevice));

  // Enough 256-thread blocks to cover n elements.
  const int threads = 256;
  const int blocks = (n + threads - 1) / threads;
  vector_add<<<blocks, threads>>>(d_a, d_b, d_c, n);
  HIP_CHECK(hipGetLastError());  // a bad launch configuration shows up here

  // Copying back waits for the kernel to finish.
  HIP_CHECK(hipMemcpy(c.data(), d_c, bytes, hipMemcpyDeviceToHost));
  HIP_CHECK(hipFree(d_a));
  HIP_CHECK(hipFree(d_b));
  HIP_CHECK(hipFree(d_c));

  // Verify against the same computation on the host.
  int errors = 0;
  for (int i = 0; i < n; ++i)
    if (c[i] != a[i] + b[i]) {
      if (++errors <= 5) std::fprintf(stderr, "c[%d] = %g, expected %g\n", i, c[i], a[i] + b[i]);
    }
  if (errors) {
    std::printf("FAIL: %d wrong elements\n", errors);
    return 1;
  }
  std::printf("vector_add: %d elements\nPASS\n", n);
  return 0;
}
