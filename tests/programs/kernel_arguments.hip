// Kernel arguments of many kinds and alignments, passed by value: char,
// bool, short, 64-bit integers, float, double, an enum, pointers, a packed
// struct, a 16-byte aligned struct and a struct with an array member.
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

int main() {
  Checker check;
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
