// Kernel arguments of many kinds and alignments, passed by value: char,
// bool, short, 64-bit integers, float, double, an enum, pointers, a packed
// struct, a 16-byte aligned struct and a struct with an array member. Then a
// kernel that writes its by-value struct (each work-item its own copy), and
// a 2-D guard on sizes in a by-value struct, with partial blocks, and a
// barrier loop bounded by a by-value struct field.
#include "program_check.h"

#include <vector>

enum class Mode : unsigned char { add = 3, sub = 9 };

struct alignas(16) Vec4 {
  float x, y, z, w;
};

struct Mixed {
  char tag;
  double weight;
  int values[3];
  short tail;
};

#pragma pack(push, 1)
struct Packed {
  char c;
  int i;
  long long l;
};
#pragma pack(pop)

__global__ void many(double* out, char c, bool flag, short s, long long big, unsigned long long ubig, float f,
                     double d, Mode mode, const int* table, Vec4 v, Mixed m, Packed p, int last) {
  double r = c + (flag ? 1 : 0) + s + static_cast<double>(big % 1000000) + static_cast<double>(ubig >> 40) + f + d;
  r += mode == Mode::add ? table[threadIdx.x] : -table[threadIdx.x];
  r += v.x + 2 * v.y + 3 * v.z + 4 * v.w;
  r += m.tag + m.weight * (m.values[0] + m.values[1] + m.values[2]) + m.tail;
  r += p.c + p.i + static_cast<double>(p.l % 1000) + last;
  out[threadIdx.x] = r;
}

struct Offsets {
  int base;
  int step[4];
};

// Every work-item changes its copy of `o` differently: shared by the block
// (or the launch), the work-items would see each other's writes.
__global__ void own_copy(Offsets o, int* out) {
  o.base += threadIdx.x;
  if (threadIdx.x % 2) o.step[1] = 7;
  out[blockIdx.x * blockDim.x + threadIdx.x] = o.base * 100 + o.step[1];
}

struct Size2 {
  unsigned x, y;
};

// The guard's bounds come from a by-value struct the kernel only reads.
__global__ void scale_2d(const float* in, float* out, Size2 size, float a) {
  const size_t x = blockDim.x * blockIdx.x + threadIdx.x;
  const size_t y = blockDim.y * blockIdx.y + threadIdx.y;
  if (x >= size.x || y >= size.y) return;
  out[y * size.x + x] = a * in[y * size.x + x];
}

struct Steps {
  int count;
  float weight;
};

// A barrier loop bounded by a by-value struct's field: the bound is the same
// for every work-item (block-uniform), as a scalar parameter would be.
__global__ void smooth_steps(Steps steps, float* data) {
  __shared__ float s[64];
  float v = data[blockIdx.x * 64 + threadIdx.x];
  for (int i = 0; i < steps.count; ++i) {
    s[threadIdx.x] = v;
    __syncthreads();
    v = steps.weight * (s[threadIdx.x] + s[(threadIdx.x + 1) % 64]);
    __syncthreads();
  }
  data[blockIdx.x * 64 + threadIdx.x] = v;
}

void checkByValueStructs(Checker& check) {
  const int blocks = 3, threads = 128;
  int* d_ints;
  HIP_CHECK(hipMalloc(&d_ints, blocks * threads * sizeof(int)));
  own_copy<<<blocks, threads>>>(Offsets{5, {0, 1, 2, 3}}, d_ints);
  HIP_CHECK_LAUNCH();
  std::vector<int> ints(blocks * threads);
  HIP_CHECK(hipMemcpy(ints.data(), d_ints, ints.size() * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < blocks * threads; ++i) {
    const int t = i % threads;
    check.expect_eq("own_copy", i, ints[i], (5 + t) * 100 + (t % 2 ? 7 : 1));
  }
  HIP_CHECK(hipFree(d_ints));

  const Size2 size{75, 37};  // not multiples of the block's 32 x 8
  const size_t count = size.x * size.y;
  std::vector<float> in(count), out(count + 64, -1.0f);
  for (size_t i = 0; i < count; ++i) in[i] = float(i % 101);
  float *d_in, *d_out;
  HIP_CHECK(hipMalloc(&d_in, count * sizeof(float)));
  HIP_CHECK(hipMalloc(&d_out, out.size() * sizeof(float)));
  HIP_CHECK(hipMemcpy(d_in, in.data(), count * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(d_out, out.data(), out.size() * sizeof(float), hipMemcpyHostToDevice));
  scale_2d<<<dim3(3, 5), dim3(32, 8)>>>(d_in, d_out, size, 2.0f);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(out.data(), d_out, out.size() * sizeof(float), hipMemcpyDeviceToHost));
  for (size_t i = 0; i < out.size(); ++i)
    check.expect_eq("scale_2d", long(i), out[i], i < count ? 2.0f * in[i] : -1.0f);
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));

  const Steps steps{5, 0.5f};
  std::vector<float> data(2 * 64), smoothed(2 * 64);
  for (int i = 0; i < 128; ++i) data[i] = float(i % 7);
  float* d_data;
  HIP_CHECK(hipMalloc(&d_data, data.size() * sizeof(float)));
  HIP_CHECK(hipMemcpy(d_data, data.data(), data.size() * sizeof(float), hipMemcpyHostToDevice));
  smooth_steps<<<2, 64>>>(steps, d_data);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(smoothed.data(), d_data, data.size() * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < steps.count; ++i) {
    std::vector<float> next(data.size());
    for (int b = 0; b < 2; ++b)
      for (int t = 0; t < 64; ++t) next[b * 64 + t] = steps.weight * (data[b * 64 + t] + data[b * 64 + (t + 1) % 64]);
    data = next;
  }
  for (int i = 0; i < 128; ++i) check.expect_eq("smooth_steps", i, smoothed[i], data[i]);
  HIP_CHECK(hipFree(d_data));
}

int main() {
  Checker check;
  checkByValueStructs(check);
  const int n = 32;
  std::vector<int> table(n);
  for (int i = 0; i < n; ++i) table[i] = i * i;
  int* d_table;
  double* d_out;
  HIP_CHECK(hipMalloc(&d_table, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(double)));
  HIP_CHECK(hipMemcpy(d_table, table.data(), n * sizeof(int), hipMemcpyHostToDevice));

  const char c = 'A';
  const short s = -300;
  const long long big = 123456789012345LL;
  const unsigned long long ubig = 0xfedcba9876543210ULL;
  const float f = 0.75f;
  const double d = 1024.125;
  const Vec4 v{1.0f, 2.0f, 3.0f, 4.0f};
  const Mixed m{'z', 0.5, {10, 20, 30}, -7};
  const Packed p{'q', 70000, 9876543210LL};
  for (Mode mode : {Mode::add, Mode::sub}) {
    for (bool flag : {false, true}) {
      many<<<1, n>>>(d_out, c, flag, s, big, ubig, f, d, mode, d_table, v, m, p, -99);
      HIP_CHECK_LAUNCH();
      std::vector<double> out(n);
      HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(double), hipMemcpyDeviceToHost));
      for (int t = 0; t < n; ++t) {
        double want = c + (flag ? 1 : 0) + s + static_cast<double>(big % 1000000) +
                      static_cast<double>(ubig >> 40) + f + d;
        want += mode == Mode::add ? table[t] : -table[t];
        want += 1 + 4 + 9 + 16;
        want += 'z' + 0.5 * 60 - 7;
        want += 'q' + 70000 + 210 - 99;
        check.expect_near("out", int(mode) * 100 + flag * 50 + t, out[t], want, 0.0);
      }
    }
  }
  HIP_CHECK(hipFree(d_table));
  HIP_CHECK(hipFree(d_out));
  return check.finish();
}
