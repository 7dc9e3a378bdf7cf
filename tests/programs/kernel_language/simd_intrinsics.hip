// CUDA's SIMD-in-a-word intrinsics (__vadd4, __vmaxs2, __vcmpgtu4, __vsads2,
// ...), the DPX functions (__vimax3_s32, __viaddmax_s16x2_relu, __vibmin_u32,
// ...) and the packed dot products (__dp4a, __dp2a_lo/hi, amd_mixed_dot) on
// the device, against host references that unpack the lanes into arrays of
// int8_t/int16_t and compute each lane with ordinary integer arithmetic.
#include <hip/hip_runtime.h>

#include <cstdint>
#include <cstring>
#include <vector>

#include "../program_check.h"

namespace {

constexpr int kResults = 128;

__global__ void evaluate(const unsigned int* words, int count, unsigned int* out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  const unsigned int a = words[i], b = words[(i * 7 + 3) % count], c = words[(i * 13 + 5) % count];
  unsigned int* r = out + static_cast<long long>(i) * kResults;
  int k = 0;
#define PAIR(NAME) r[k++] = NAME##2(a, b), r[k++] = NAME##4(a, b)
#define PAIR1(NAME) r[k++] = NAME##2(a), r[k++] = NAME##4(a)
  PAIR1(__vabs), PAIR1(__vabsss), PAIR1(__vneg), PAIR1(__vnegss);
  PAIR(__vadd), PAIR(__vsub), PAIR(__vaddss), PAIR(__vaddus), PAIR(__vsubss), PAIR(__vsubus);
  PAIR(__vabsdiffs), PAIR(__vabsdiffu), PAIR(__vavgs), PAIR(__vavgu), PAIR(__vhaddu);
  PAIR(__vmaxs), PAIR(__vmaxu), PAIR(__vmins), PAIR(__vminu);
  PAIR(__vcmpeq), PAIR(__vcmpne), PAIR(__vcmpges), PAIR(__vcmpgeu), PAIR(__vcmpgts), PAIR(__vcmpgtu);
  PAIR(__vcmples), PAIR(__vcmpleu), PAIR(__vcmplts), PAIR(__vcmpltu);
  PAIR(__vseteq), PAIR(__vsetne), PAIR(__vsetges), PAIR(__vsetgeu), PAIR(__vsetgts), PAIR(__vsetgtu);
  PAIR(__vsetles), PAIR(__vsetleu), PAIR(__vsetlts), PAIR(__vsetltu);
  PAIR(__vsads), PAIR(__vsadu);
#undef PAIR
#undef PAIR1
  const int x = static_cast<int>(a), y = static_cast<int>(b), z = static_cast<int>(c);
  r[k++] = __vimax3_s32(x, y, z), r[k++] = __vimin3_s32(x, y, z), r[k++] = __vimax3_s32_relu(x, y, z);
  r[k++] = __vimin3_s32_relu(x, y, z), r[k++] = __vimax3_u32(a, b, c), r[k++] = __vimin3_u32(a, b, c);
  r[k++] = __viaddmax_s32(x, y, z), r[k++] = __viaddmin_s32(x, y, z), r[k++] = __viaddmax_s32_relu(x, y, z);
  r[k++] = __viaddmin_s32_relu(x, y, z), r[k++] = __viaddmax_u32(a, b, c), r[k++] = __viaddmin_u32(a, b, c);
  r[k++] = __vimax3_s16x2(a, b, c), r[k++] = __vimin3_s16x2(a, b, c), r[k++] = __vimax3_s16x2_relu(a, b, c);
  r[k++] = __vimin3_s16x2_relu(a, b, c), r[k++] = __vimax3_u16x2(a, b, c), r[k++] = __vimin3_u16x2(a, b, c);
  r[k++] = __viaddmax_s16x2(a, b, c), r[k++] = __viaddmin_s16x2(a, b, c), r[k++] = __viaddmax_s16x2_relu(a, b, c);
  r[k++] = __viaddmin_s16x2_relu(a, b, c), r[k++] = __viaddmax_u16x2(a, b, c), r[k++] = __viaddmin_u16x2(a, b, c);
  r[k++] = __vimax_s32_relu(x, y), r[k++] = __vimin_s32_relu(x, y);
  r[k++] = __vimax_s16x2_relu(a, b), r[k++] = __vimin_s16x2_relu(a, b);
  bool p = false, q = false;
  r[k++] = __vibmax_s32(x, y, &p), r[k++] = p;
  r[k++] = __vibmin_u32(a, b, &p), r[k++] = p;
  r[k++] = __vibmax_s16x2(a, b, &p, &q), r[k++] = p | q << 1;
  r[k++] = __vibmin_u16x2(a, b, &p, &q), r[k++] = p | q << 1;
  r[k++] = __dp4a(x, y, z), r[k++] = __dp4a(a, b, c), r[k++] = __dp2a_lo(x, y, z), r[k++] = __dp2a_hi(a, b, c);
  r[k++] = amd_mixed_dot(x, y, z, true), r[k++] = amd_mixed_dot(a, b, c, false);
  const char4 ca = make_char4(a, a >> 8, a >> 16, a >> 24), cb = make_char4(b, b >> 8, b >> 16, b >> 24);
  // equal unless the sum saturates
  r[k++] = static_cast<unsigned int>(amd_mixed_dot(ca, cb, z, true)) - static_cast<unsigned int>(__dp4a(ca, cb, z));
  const int total = k + 1;
  r[k++] = total;
}

// ---- host references: lanes unpacked into arrays -------------------------------------------
template <typename Lane>
struct Lanes {
  static constexpr int count = 4 / sizeof(Lane);
  Lane v[4 / sizeof(Lane)];
  explicit Lanes(uint32_t word) { std::memcpy(v, &word, 4); }
};
template <typename Lane>
uint32_t pack(const long long* lanes) {
  Lane v[4 / sizeof(Lane)];
  for (int i = 0; i < Lanes<Lane>::count; ++i) v[i] = static_cast<Lane>(lanes[i]);  // keeps the low bits
  uint32_t word;
  std::memcpy(&word, v, 4);
  return word;
}
long long clamp(long long v, long long low, long long high) { return v < low ? low : (v > high ? high : v); }
long long roundedAverage(long long sum) {  // half away from zero
  return sum >= 0 ? (sum + 1) / 2 : -((-sum + 1) / 2);
}

/// op on each pair of lanes, lanes read as Lane (signed or unsigned 8 or 16 bits).
template <typename Lane, typename Op>
uint32_t lanewise(uint32_t a, uint32_t b, Op op) {
  const Lanes<Lane> x(a), y(b);
  long long out[4] = {};
  for (int i = 0; i < Lanes<Lane>::count; ++i) out[i] = op(static_cast<long long>(x.v[i]), static_cast<long long>(y.v[i]));
  return pack<Lane>(out);
}
template <typename Lane, typename Op>
uint32_t lanewise3(uint32_t a, uint32_t b, uint32_t c, Op op) {
  const Lanes<Lane> x(a), y(b), z(c);
  long long out[4] = {};
  for (int i = 0; i < Lanes<Lane>::count; ++i)
    out[i] = op(static_cast<long long>(x.v[i]), static_cast<long long>(y.v[i]), static_cast<long long>(z.v[i]));
  return pack<Lane>(out);
}

std::vector<uint32_t> reference(uint32_t a, uint32_t b, uint32_t c) {
  std::vector<uint32_t> r;
  auto both = [&](auto op16, auto op8) {
    r.push_back(op16(a, b));
    r.push_back(op8(a, b));
  };
#define SIGNED(EXPR)                                                                                        \
  both([](uint32_t a, uint32_t b) { return lanewise<int16_t>(a, b, [](long long x, long long y) { (void)y; return (long long)(EXPR); }); }, \
       [](uint32_t a, uint32_t b) { return lanewise<int8_t>(a, b, [](long long x, long long y) { (void)y; return (long long)(EXPR); }); })
#define UNSIGNED(EXPR)                                                                                      \
  both([](uint32_t a, uint32_t b) { return lanewise<uint16_t>(a, b, [](long long x, long long y) { (void)y; return (long long)(EXPR); }); }, \
       [](uint32_t a, uint32_t b) { return lanewise<uint8_t>(a, b, [](long long x, long long y) { (void)y; return (long long)(EXPR); }); })
#define SIGNED_SAT(EXPR)                                                                                    \
  both([](uint32_t a, uint32_t b) { return lanewise<int16_t>(a, b, [](long long x, long long y) { (void)y; return clamp(EXPR, -32768, 32767); }); }, \
       [](uint32_t a, uint32_t b) { return lanewise<int8_t>(a, b, [](long long x, long long y) { (void)y; return clamp(EXPR, -128, 127); }); })
#define UNSIGNED_SAT(EXPR)                                                                                  \
  both([](uint32_t a, uint32_t b) { return lanewise<uint16_t>(a, b, [](long long x, long long y) { return clamp(EXPR, 0, 65535); }); }, \
       [](uint32_t a, uint32_t b) { return lanewise<uint8_t>(a, b, [](long long x, long long y) { return clamp(EXPR, 0, 255); }); })
  SIGNED(x < 0 ? -x : x);           // __vabs
  SIGNED_SAT(x < 0 ? -x : x);       // __vabsss
  SIGNED(-x);                       // __vneg
  SIGNED_SAT(-x);                   // __vnegss
  UNSIGNED(x + y);                  // __vadd
  UNSIGNED(x - y);                  // __vsub
  SIGNED_SAT(x + y);                // __vaddss
  UNSIGNED_SAT(x + y);              // __vaddus
  SIGNED_SAT(x - y);                // __vsubss
  UNSIGNED_SAT(x - y);              // __vsubus
  SIGNED(x > y ? x - y : y - x);    // __vabsdiffs
  UNSIGNED(x > y ? x - y : y - x);  // __vabsdiffu
  SIGNED(roundedAverage(x + y));    // __vavgs
  UNSIGNED((x + y + 1) / 2);        // __vavgu
  UNSIGNED((x + y) / 2);            // __vhaddu
  SIGNED(x > y ? x : y), UNSIGNED(x > y ? x : y), SIGNED(x < y ? x : y), UNSIGNED(x < y ? x : y);
  // __vcmp*: all ones where true; __vset*: 1.
  UNSIGNED(x == y ? -1 : 0), UNSIGNED(x != y ? -1 : 0), SIGNED(x >= y ? -1 : 0), UNSIGNED(x >= y ? -1 : 0);
  SIGNED(x > y ? -1 : 0), UNSIGNED(x > y ? -1 : 0), SIGNED(x <= y ? -1 : 0), UNSIGNED(x <= y ? -1 : 0);
  SIGNED(x < y ? -1 : 0), UNSIGNED(x < y ? -1 : 0);
  UNSIGNED(x == y), UNSIGNED(x != y), SIGNED(x >= y), UNSIGNED(x >= y), SIGNED(x > y), UNSIGNED(x > y);
  SIGNED(x <= y), UNSIGNED(x <= y), SIGNED(x < y), UNSIGNED(x < y);
#undef SIGNED
#undef UNSIGNED
#undef SIGNED_SAT
#undef UNSIGNED_SAT
  auto sad = [](auto lanesA, auto lanesB) {
    long long sum = 0;
    for (int i = 0; i < lanesA.count; ++i) sum += std::llabs((long long)lanesA.v[i] - lanesB.v[i]);
    return static_cast<uint32_t>(sum);
  };
  r.push_back(sad(Lanes<int16_t>(a), Lanes<int16_t>(b)));
  r.push_back(sad(Lanes<int8_t>(a), Lanes<int8_t>(b)));
  r.push_back(sad(Lanes<uint16_t>(a), Lanes<uint16_t>(b)));
  r.push_back(sad(Lanes<uint8_t>(a), Lanes<uint8_t>(b)));
  // DPX on whole words: the additions wrap around.
  const long long x = int32_t(a), y = int32_t(b), z = int32_t(c);
  const long long sum = int32_t(uint32_t(a + b));
  auto relu = [](long long v) { return v > 0 ? v : 0; };
  auto max3 = [](long long p, long long q, long long s) { return std::max(p, std::max(q, s)); };
  auto min3 = [](long long p, long long q, long long s) { return std::min(p, std::min(q, s)); };
  r.push_back(uint32_t(max3(x, y, z))), r.push_back(uint32_t(min3(x, y, z)));
  r.push_back(uint32_t(relu(max3(x, y, z)))), r.push_back(uint32_t(relu(min3(x, y, z))));
  r.push_back(uint32_t(max3(a, b, c))), r.push_back(uint32_t(min3(a, b, c)));
  r.push_back(uint32_t(std::max(sum, z))), r.push_back(uint32_t(std::min(sum, z)));
  r.push_back(uint32_t(relu(std::max(sum, z)))), r.push_back(uint32_t(relu(std::min(sum, z))));
  r.push_back(std::max<uint32_t>(a + b, c)), r.push_back(std::min<uint32_t>(a + b, c));
  r.push_back(lanewise3<int16_t>(a, b, c, max3)), r.push_back(lanewise3<int16_t>(a, b, c, min3));
  r.push_back(lanewise3<int16_t>(a, b, c, [&](long long p, long long q, long long s) { return relu(max3(p, q, s)); }));
  r.push_back(lanewise3<int16_t>(a, b, c, [&](long long p, long long q, long long s) { return relu(min3(p, q, s)); }));
  r.push_back(lanewise3<uint16_t>(a, b, c, max3)), r.push_back(lanewise3<uint16_t>(a, b, c, min3));
  auto add16 = [](long long p, long long q) { return (long long)int16_t(uint16_t(p + q)); };
  auto addU16 = [](long long p, long long q) { return (long long)uint16_t(p + q); };
  r.push_back(lanewise3<int16_t>(a, b, c, [&](long long p, long long q, long long s) { return std::max(add16(p, q), s); }));
  r.push_back(lanewise3<int16_t>(a, b, c, [&](long long p, long long q, long long s) { return std::min(add16(p, q), s); }));
  r.push_back(lanewise3<int16_t>(a, b, c, [&](long long p, long long q, long long s) { return relu(std::max(add16(p, q), s)); }));
  r.push_back(lanewise3<int16_t>(a, b, c, [&](long long p, long long q, long long s) { return relu(std::min(add16(p, q), s)); }));
  r.push_back(lanewise3<uint16_t>(a, b, c, [&](long long p, long long q, long long s) { return std::max(addU16(p, q), s); }));
  r.push_back(lanewise3<uint16_t>(a, b, c, [&](long long p, long long q, long long s) { return std::min(addU16(p, q), s); }));
  r.push_back(uint32_t(relu(std::max(x, y)))), r.push_back(uint32_t(relu(std::min(x, y))));
  r.push_back(lanewise<int16_t>(a, b, [&](long long p, long long q) { return relu(std::max(p, q)); }));
  r.push_back(lanewise<int16_t>(a, b, [&](long long p, long long q) { return relu(std::min(p, q)); }));
  r.push_back(uint32_t(std::max(x, y))), r.push_back(x >= y);
  r.push_back(std::min(a, b)), r.push_back(a <= b);
  const Lanes<int16_t> sa(a), sb(b);
  const Lanes<uint16_t> ua(a), ub(b);
  r.push_back(lanewise<int16_t>(a, b, [](long long p, long long q) { return std::max(p, q); }));
  r.push_back((sa.v[1] >= sb.v[1]) | (sa.v[0] >= sb.v[0]) << 1);  // p = high, q = low
  r.push_back(lanewise<uint16_t>(a, b, [](long long p, long long q) { return std::min(p, q); }));
  r.push_back((ua.v[1] <= ub.v[1]) | (ua.v[0] <= ub.v[0]) << 1);
  // Dot products.
  auto dot = [](auto lanesA, auto lanesB, long long start) {
    long long s = start;
    for (int i = 0; i < lanesA.count; ++i) s += (long long)lanesA.v[i] * lanesB.v[i];
    return s;
  };
  r.push_back(uint32_t(dot(Lanes<int8_t>(a), Lanes<int8_t>(b), z)));
  r.push_back(uint32_t(dot(Lanes<uint8_t>(a), Lanes<uint8_t>(b), c)));
  const Lanes<int8_t> bytesB(b);
  const Lanes<uint8_t> uBytesB(b);
  r.push_back(uint32_t(z + (long long)sa.v[0] * bytesB.v[0] + (long long)sa.v[1] * bytesB.v[1]));
  r.push_back(uint32_t(c + (long long)ua.v[0] * uBytesB.v[2] + (long long)ua.v[1] * uBytesB.v[3]));
  long long nibbles = z;
  unsigned long long uNibbles = c;
  for (int i = 0; i < 8; ++i) {
    const long long na = int32_t(a << (28 - 4 * i)) >> 28, nb = int32_t(b << (28 - 4 * i)) >> 28;
    nibbles += na * nb;
    uNibbles += ((a >> (4 * i)) & 15u) * ((b >> (4 * i)) & 15u);
  }
  r.push_back(uint32_t(clamp(nibbles, INT32_MIN, INT32_MAX)));
  r.push_back(uint32_t(uNibbles));
  const long long bytes = dot(Lanes<int8_t>(a), Lanes<int8_t>(b), z);
  r.push_back(uint32_t(clamp(bytes, INT32_MIN, INT32_MAX)) - uint32_t(bytes));
  r.push_back(uint32_t(r.size() + 1));
  return r;
}

}  // namespace

int main() {
  std::vector<uint32_t> words = {0u, 0xffffffffu, 0x80008000u, 0x7fff7fffu, 0x80808080u, 0x7f7f7f7fu,
                                 0x00ff00ffu, 0xff00ff00u, 0x00010001u, 0x01010101u, 0x7fffffffu, 0x80000000u};
  uint32_t state = 2024u;
  while (words.size() < 4096) {
    state ^= state << 13, state ^= state >> 17, state ^= state << 5;
    words.push_back(state);
  }
  const int count = static_cast<int>(words.size());
  unsigned int *in = nullptr, *out = nullptr;
  HIP_CHECK(hipMalloc(&in, words.size() * sizeof(unsigned int)));
  HIP_CHECK(hipMalloc(&out, words.size() * kResults * sizeof(unsigned int)));
  HIP_CHECK(hipMemcpy(in, words.data(), words.size() * sizeof(unsigned int), hipMemcpyHostToDevice));
  evaluate<<<(count + 127) / 128, 128>>>(in, count, out);
  HIP_CHECK_LAUNCH();
  std::vector<unsigned int> got(words.size() * kResults);
  HIP_CHECK(hipMemcpy(got.data(), out, got.size() * sizeof(unsigned int), hipMemcpyDeviceToHost));
  Checker check;
  for (int i = 0; i < count; ++i) {
    const std::vector<uint32_t> want = reference(words[i], words[(i * 7 + 3) % count], words[(i * 13 + 5) % count]);
    check.expect_eq("result count", i, got[size_t(i) * kResults + want.size() - 1], want.size());
    for (size_t k = 0; k + 1 < want.size(); ++k)
      check.expect_eq("intrinsic result", long(i * 1000 + k), got[size_t(i) * kResults + k], want[k]);
  }
  HIP_CHECK(hipFree(in));
  HIP_CHECK(hipFree(out));
  return check.finish();
}
