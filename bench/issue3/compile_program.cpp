// Compile-time benchmark reference (issue 3): compile_program.hip with every
// kernel replaced by plain loops over blocks and threads, and the HIP memory
// calls by malloc/memcpy. Compiled with clang++-16 -O2 by bench/run-issue3.sh.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#define CHECK(expr)                                                    \
  do {                                                                 \
    if (!(expr)) {                                                     \
      std::fprintf(stderr, "%s failed at line %d\n", #expr, __LINE__); \
      std::exit(1);                                                    \
    }                                                                  \
  } while (0)

constexpr int kBlock = 256;
constexpr int kTile = 16;
constexpr int kRadius = 2;

static void saxpy(int n, float a, const float* x, float* y) {
  for (int i = 0; i < n; ++i) y[i] = a * x[i] + y[i];
}

static void block_sum(const float* in, float* out, int n) {
  for (int block = 0; block < (n + kBlock - 1) / kBlock; ++block) {
    float partial[kBlock];
    for (int t = 0; t < kBlock; ++t) {
      int i = block * kBlock + t;
      partial[t] = i < n ? in[i] : 0.0f;
    }
    for (int s = kBlock / 2; s > 0; s /= 2)
      for (int t = 0; t < s; ++t) partial[t] += partial[t + s];
    out[block] = partial[0];
  }
}

static void matmul(const float* a, const float* b, float* c, int n) {
  for (int bi = 0; bi < n; bi += kTile)
    for (int bj = 0; bj < n; bj += kTile) {
      float sum[kTile][kTile] = {};
      for (int t = 0; t < n; t += kTile)
        for (int i = 0; i < kTile; ++i)
          for (int j = 0; j < kTile; ++j)
            for (int k = 0; k < kTile; ++k) sum[i][j] += a[(bi + i) * n + t + k] * b[(t + k) * n + bj + j];
      for (int i = 0; i < kTile; ++i)
        for (int j = 0; j < kTile; ++j) c[(bi + i) * n + bj + j] = sum[i][j];
    }
}

static void stencil(const float* in, float* out, int n) {
  for (int i = kRadius; i < n - kRadius; ++i) {
    float sum = 0.0f;
    for (int k = -kRadius; k <= kRadius; ++k) sum += in[i + k];
    out[i] = sum / (2 * kRadius + 1);
  }
}

static void transpose(const float* in, float* out, int rows, int cols) {
  for (int by = 0; by < rows; by += kTile)
    for (int bx = 0; bx < cols; bx += kTile) {
      float tile[kTile][kTile + 1];
      for (int y = 0; y < kTile; ++y)
        for (int x = 0; x < kTile; ++x) tile[y][x] = in[(by + y) * cols + bx + x];
      for (int y = 0; y < kTile; ++y)
        for (int x = 0; x < kTile; ++x) out[(bx + y) * rows + by + x] = tile[x][y];
    }
}

template <typename T>
static T* upload(const std::vector<T>& host) {
  T* device = static_cast<T*>(std::malloc(host.size() * sizeof(T)));
  CHECK(device != nullptr);
  std::memcpy(device, host.data(), host.size() * sizeof(T));
  return device;
}

template <typename T>
static std::vector<T> download(const T* device, size_t count) {
  std::vector<T> host(count);
  std::memcpy(host.data(), device, count * sizeof(T));
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
  saxpy(n, 2.0f, dx, dy);
  std::vector<float> r = download(dy, n);
  bool ok = true;
  for (int i = 0; i < n; ++i) ok = ok && r[i] == 2.0f * x[i] + y[i];
  errors += report("saxpy", ok);

  const int blocks = n / kBlock;
  float* dsums = static_cast<float*>(std::malloc(blocks * sizeof(float)));
  CHECK(dsums != nullptr);
  block_sum(dx, dsums, n);
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
  float *da = upload(a), *db = upload(b);
  float* dc = static_cast<float*>(std::malloc(m * m * sizeof(float)));
  CHECK(dc != nullptr);
  matmul(da, db, dc, m);
  std::vector<float> c = download(dc, m * m);
  ok = true;
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < m; ++j) {
      float s = 0.0f;
      for (int k = 0; k < m; ++k) s += a[i * m + k] * b[k * m + j];
      ok = ok && s == c[i * m + j];
    }
  errors += report("matmul", ok);

  stencil(dx, dy, n);
  r = download(dy, n);
  ok = true;
  for (int i = kRadius; i < n - kRadius; ++i) {
    float s = 0.0f;
    for (int k = -kRadius; k <= kRadius; ++k) s += x[i + k];
    ok = ok && r[i] == s / (2 * kRadius + 1);
  }
  errors += report("stencil", ok);

  transpose(dx, dy, rows, cols);
  r = download(dy, rows * cols);
  ok = true;
  for (int i = 0; i < rows; ++i)
    for (int j = 0; j < cols; ++j) ok = ok && r[j * rows + i] == x[i * cols + j];
  errors += report("transpose", ok);

  for (float* p : {dx, dy, dsums, da, db, dc}) std::free(p);
  std::printf("%s\n", errors ? "FAIL" : "PASS");
  return errors ? 1 : 0;
}
