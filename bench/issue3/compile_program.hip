// Compile-time benchmark input (issue 3): a typical small HIP program with
// five kernels (saxpy, shared-memory reduction, tiled matrix multiply,
// 1-D stencil, 2-D transpose) and host code that runs and checks them.
// compile_program.cpp is the same program with each kernel replaced by
// plain loops; bench/run-issue3.sh compiles both and compares.
#include <hip/hip_runtime.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(expr)                                                  \
  do {                                                               \
    if ((expr) != hipSuccess) {                                      \
      std::fprintf(stderr, "%s failed at line %d\n", #expr, __LINE__); \
      std::exit(1);                                                  \
    }                                                                \
  } while (0)

constexpr int kBlock = 256;
constexpr int kTile = 16;
constexpr int kRadius = 2;

__global__ void saxpy(int n, float a, const float* x, float* y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}

__global__ void block_sum(const float* in, float* out, int n) {
  __shared__ float partial[kBlock];
  int t = threadIdx.x, i = blockIdx.x * kBlock + t;
  partial[t] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int s = kBlock / 2; s > 0; s /= 2) {
    if (t < s) partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = partial[0];
}

__global__ void matmul(const float* a, const float* b, float* c, int n) {
  __shared__ float ta[kTile][kTile], tb[kTile][kTile];
  int row = blockIdx.y * kTile + threadIdx.y, col = blockIdx.x * kTile + threadIdx.x;
  float sum = 0.0f;
  for (int t = 0; t < n; t += kTile) {
    ta[threadIdx.y][threadIdx.x] = a[row * n + t + threadIdx.x];
    tb[threadIdx.y][threadIdx.x] = b[(t + threadIdx.y) * n + col];
    __syncthreads();
    for (int k = 0; k < kTile; ++k) sum += ta[threadIdx.y][k] * tb[k][threadIdx.x];
    __syncthreads();
  }
  c[row * n + col] = sum;
}

__global__ void stencil(const float* in, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < kRadius || i >= n - kRadius) return;
  float sum = 0.0f;
  for (int k = -kRadius; k <= kRadius; ++k) sum += in[i + k];
  out[i] = sum / (2 * kRadius + 1);
}

__global__ void transpose(const float* in, float* out, int rows, int cols) {
  __shared__ float tile[kTile][kTile + 1];
  int x = blockIdx.x * kTile + threadIdx.x, y = blockIdx.y * kTile + threadIdx.y;
  if (x < cols && y < rows) tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
  __syncthreads();
  x = blockIdx.y * kTile + threadIdx.x;
  y = blockIdx.x * kTile + threadIdx.y;
  if (x < rows && y < cols) out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

template <typename T>
static T* upload(const std::vector<T>& host) {
  T* device = nullptr;
  CHECK(hipMalloc(&device, host.size() * sizeof(T)));
  CHECK(hipMemcpy(device, host.data(), host.size() * sizeof(T), hipMemcpyHostToDevice));
  return device;
}

template <typename T>
static std::vector<T> download(const T* device, size_t count) {
  std::vector<T> host(count);
  CHECK(hipMemcpy(host.data(), device, count * sizeof(T), hipMemcpyDeviceToHost));
  return host;
}

static int report(const char* what, bool ok) {
  std::printf("%-10s %s\n", what, ok ? "ok" : "WRONG");
  return ok ? 0 : 1;
}

int main() {
  const int n = 1 << 16, m = 64, rows = 48, cols = 80;
  int errors = 0;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i % 10);
    y[i] = static_cast<float>(i % 3);
  }
  float *dx = upload(x), *dy = upload(y);
  saxpy<<<(n + kBlock - 1) / kBlock, kBlock>>>(n, 2.0f, dx, dy);
  std::vector<float> r = download(dy, n);
  bool ok = true;
  for (int i = 0; i < n; ++i) ok = ok && r[i] == 2.0f * x[i] + y[i];
  errors += report("saxpy", ok);

  float* dsums;
  const int blocks = n / kBlock;
  CHECK(hipMalloc(&dsums, blocks * sizeof(float)));
  block_sum<<<blocks, kBlock>>>(dx, dsums, n);
  std::vector<float> sums = download(dsums, blocks);
  double total = 0.0, want = 0.0;
  for (float s : sums) total += s;
  for (float v : x) want += v;
  errors += report("reduce", total == want);

  std::vector<float> a(m * m), b(m * m);
  for (int i = 0; i < m * m; ++i) {
    a[i] = static_cast<float>(i % 5);
    b[i] = static_cast<float>(i % 7);
  }
  float *da = upload(a), *db = upload(b), *dc;
  CHECK(hipMalloc(&dc, m * m * sizeof(float)));
  matmul<<<dim3(m / kTile, m / kTile), dim3(kTile, kTile)>>>(da, db, dc, m);
  std::vector<float> c = download(dc, m * m);
  ok = true;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0.0f;
      for (int k = 0; k < m; ++k) s += a[i * m + k] * b[k * m + j];
      ok = ok && s == c[i * m + j];
    }
  errors += report("matmul", ok);

  stencil<<<(n + kBlock - 1) / kBlock, kBlock>>>(dx, dy, n);
  r = download(dy, n);
  ok = true;
  for (int i = kRadius; i < n - kRadius; ++i) {
    float s = 0.0f;
    for (int k = -kRadius; k <= kRadius; ++k) s += x[i + k];
    ok = ok && r[i] == s / (2 * kRadius + 1);
  }
  errors += report("stencil", ok);

  transpose<<<dim3(cols / kTile, rows / kTile), dim3(kTile, kTile)>>>(dx, dy, rows, cols);
  r = download(dy, rows * cols);
  ok = true;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) ok = ok && r[j * rows + i] == x[i * cols + j];
  errors += report("transpose", ok);

  for (float* p : {dx, dy, dsums, da, db, dc}) CHECK(hipFree(p));
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors ? 1 : 0;
}
