// Integer intrinsics, type punning and rounding conversions against
// straightforward host references, over edge values and pseudo-random inputs.
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "../program_check.h"

constexpr int kResults = 45;

__global__ void evaluate(const unsigned long long* inputs, int count, long long* out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count) return;
  const unsigned long long a = inputs[i], b = inputs[(i * 7 + 3) % count], c = inputs[(i * 13 + 5) % count];
  const unsigned int x = static_cast<unsigned int>(a), y = static_cast<unsigned int>(b), s = static_cast<unsigned int>(c);
  const int xi = static_cast<int>(x), yi = static_cast<int>(y);
  long long* r = out + static_cast<long long>(i) * kResults;
  r[0] = __popc(x);
  r[1] = __popcll(a);
  r[2] = __clz(xi);
  r[3] = __clzll(static_cast<long long>(a));
  r[4] = __ffs(xi);
  r[5] = __ffsll(static_cast<long long>(a));
  r[6] = __brev(x);
  r[7] = static_cast<long long>(__brevll(a));
  r[8] = __mul24(xi, yi);
  r[9] = __umul24(x, y);
  r[10] = __mulhi(xi, yi);
  r[11] = __umulhi(x, y);
  r[12] = __mul64hi(static_cast<long long>(a), static_cast<long long>(b));
  r[13] = static_cast<long long>(__umul64hi(a, b));
  r[14] = __byte_perm(x, y, s);
  r[15] = __funnelshift_l(x, y, s);
  r[16] = __funnelshift_lc(x, y, s % 64);
  r[17] = __funnelshift_r(x, y, s);
  r[18] = __funnelshift_rc(x, y, s % 64);
  r[19] = __sad(xi, yi, s);
  r[20] = __usad(x, y, s);
  r[21] = static_cast<int>(__hadd(xi, yi));
  r[22] = __rhadd(xi, yi);
  r[23] = __uhadd(x, y);
  r[24] = __urhadd(x, y);
  r[25] = __float_as_int(__int_as_float(xi)) == xi && __float_as_uint(__uint_as_float(x)) == x;
  r[26] = __double_as_longlong(__longlong_as_double(static_cast<long long>(a))) == static_cast<long long>(a);
  r[27] = __double_as_longlong(__hiloint2double(__double2hiint(__longlong_as_double(a)), __double2loint(__longlong_as_double(a)))) == static_cast<long long>(a);
  // Conversions of a float/double built from the input bits (finite and not).
  const float f = __int_as_float(xi) ;
  const double d = __longlong_as_double(static_cast<long long>(a));
  r[28] = __float2int_rn(f);
  r[29] = __float2int_rz(f);
  r[30] = __float2int_ru(f);
  r[31] = __float2int_rd(f);
  r[32] = __float2uint_rn(f);
  r[33] = __double2int_rd(d);
  r[34] = __double2ll_ru(d);
  r[35] = static_cast<long long>(__double2ull_rz(d));
  r[36] = __float2ll_rn(f * 1e10f);
  r[37] = __float_as_int(__int2float_rn(xi));
  r[38] = __float_as_int(__double2float_rn(d));
  r[39] = __double_as_longlong(__ll2double_rn(static_cast<long long>(a)));
  r[40] = __lastbit_u32_u64(a);
  r[41] = __bitextract_u32(x, y, s);
  r[42] = static_cast<long long>(__bitextract_u64(a, y, s));
  r[43] = __bitinsert_u32(x, y, s, s >> 8);
  r[44] = static_cast<long long>(__bitinsert_u64(a, b, y, s));
}

// ---- host references, written without the tricks the device versions use --------
static long long popcount(unsigned long long v) {
  long long n = 0;
  for (; v; v >>= 1) n += v & 1;
  return n;
}
static long long leadingZeros(unsigned long long v, int bits) {
  int n = 0;
  for (int bit = bits - 1; bit >= 0 && !((v >> bit) & 1); --bit) ++n;
  return n;
}
static long long firstSet(unsigned long long v, int bits) {
  for (int bit = 0; bit < bits; ++bit)
    if ((v >> bit) & 1) return bit + 1;
  return 0;
}
static unsigned long long reverse(unsigned long long v, int bits) {
  unsigned long long r = 0;
  for (int bit = 0; bit < bits; ++bit)
    if ((v >> bit) & 1) r |= 1ull << (bits - 1 - bit);
  return r;
}
static long long sext24(unsigned int v) { return (v & 0x800000u) ? static_cast<long long>(v & 0xFFFFFFu) - 0x1000000 : (v & 0xFFFFFFu); }
template <typename Int, typename Float>
static long long convert(Float v) {
  if (std::isnan(v)) return 0;
  if (v <= static_cast<Float>(std::numeric_limits<Int>::min())) return static_cast<long long>(std::numeric_limits<Int>::min());
  if (v >= std::ldexp(Float(1), std::numeric_limits<Int>::digits)) return static_cast<long long>(std::numeric_limits<Int>::max());
  return static_cast<long long>(static_cast<Int>(v));
}

static void reference(const unsigned long long* inputs, int count, int i, long long* r) {
  const unsigned long long a = inputs[i], b = inputs[(i * 7 + 3) % count], c = inputs[(i * 13 + 5) % count];
  const unsigned int x = static_cast<unsigned int>(a), y = static_cast<unsigned int>(b), s = static_cast<unsigned int>(c);
  const int xi = static_cast<int>(x), yi = static_cast<int>(y);
  r[0] = popcount(x);
  r[1] = popcount(a);
  r[2] = leadingZeros(x, 32);
  r[3] = leadingZeros(a, 64);
  r[4] = firstSet(x, 32);
  r[5] = firstSet(a, 64);
  r[6] = reverse(x, 32);
  r[7] = static_cast<long long>(reverse(a, 64));
  r[8] = static_cast<int>(static_cast<unsigned int>(sext24(x) * sext24(y)));
  r[9] = static_cast<int>(static_cast<unsigned int>((x & 0xFFFFFFull) * (y & 0xFFFFFFull)));
  r[10] = static_cast<int>((static_cast<long long>(xi) * yi) >> 32);
  r[11] = static_cast<unsigned int>((static_cast<unsigned long long>(x) * y) >> 32);
  // 64x64 high halves from 32-bit pieces.
  unsigned long long al = a & 0xFFFFFFFFu, ah = a >> 32, bl = b & 0xFFFFFFFFu, bh = b >> 32;
  unsigned long long mid = (al * bl >> 32) + (ah * bl & 0xFFFFFFFFu) + (al * bh & 0xFFFFFFFFu);
  unsigned long long uhigh = ah * bh + (ah * bl >> 32) + (al * bh >> 32) + (mid >> 32);
  r[13] = static_cast<long long>(uhigh);
  unsigned long long shigh = uhigh - (static_cast<long long>(a) < 0 ? b : 0) - (static_cast<long long>(b) < 0 ? a : 0);
  r[12] = static_cast<long long>(shigh);
  unsigned char bytes[8];
  for (int k = 0; k < 4; ++k) bytes[k] = (x >> (8 * k)) & 0xFF, bytes[4 + k] = (y >> (8 * k)) & 0xFF;
  unsigned int perm = 0;
  for (int k = 0; k < 4; ++k) perm |= static_cast<unsigned int>(bytes[(s >> (4 * k)) & 7]) << (8 * k);
  r[14] = perm;
  auto left = [&](unsigned int n) { return n == 0 ? y : n >= 32 ? x : (y << n) | (x >> (32 - n)); };
  auto right = [&](unsigned int n) { return n == 0 ? x : n >= 32 ? y : (x >> n) | (y << (32 - n)); };
  r[15] = left(s & 31);
  r[16] = left(std::min(s % 64, 32u));
  r[17] = right(s & 31);
  r[18] = right(std::min(s % 64, 32u));
  r[19] = static_cast<unsigned int>(std::llabs(static_cast<long long>(xi) - yi) + s);
  r[20] = static_cast<unsigned int>((x > y ? x - y : y - x) + s);
  const long long sum = static_cast<long long>(xi) + yi;
  r[21] = static_cast<int>(sum >= 0 ? sum / 2 : -((-sum + 1) / 2));
  r[22] = static_cast<int>((sum + 1) >= 0 ? (sum + 1) / 2 : -((-(sum + 1) + 1) / 2));
  r[23] = static_cast<unsigned int>((static_cast<unsigned long long>(x) + y) / 2);
  r[24] = static_cast<unsigned int>((static_cast<unsigned long long>(x) + y + 1) / 2);
  r[25] = r[26] = r[27] = 1;
  float f;
  double d;
  std::memcpy(&f, &x, 4);
  std::memcpy(&d, &a, 8);
  r[28] = convert<int>(std::nearbyint(f));
  r[29] = convert<int>(std::trunc(f));
  r[30] = convert<int>(std::ceil(f));
  r[31] = convert<int>(std::floor(f));
  r[32] = convert<unsigned int>(std::nearbyint(f));
  r[33] = convert<int>(std::floor(d));
  r[34] = convert<long long>(std::ceil(d));
  r[35] = convert<unsigned long long>(std::trunc(d));
  r[36] = convert<long long>(std::nearbyint(f * 1e10f));
  float fi = static_cast<float>(xi);
  float fd = static_cast<float>(d);
  double dl = static_cast<double>(static_cast<long long>(a));
  int bits;
  std::memcpy(&bits, &fi, 4);
  r[37] = bits;
  std::memcpy(&bits, &fd, 4);
  r[38] = bits;
  long long lbits;
  std::memcpy(&lbits, &dl, 8);
  r[39] = lbits;
  // Bit fields, one bit at a time: offset and width modulo the word size.
  long long lowest = ~0u;
  for (int bit = 63; bit >= 0; --bit)
    if ((a >> bit) & 1) lowest = bit;
  r[40] = static_cast<unsigned int>(lowest);
  auto extract = [](unsigned long long v, unsigned offset, unsigned width, unsigned bits) {
    unsigned long long out = 0;
    for (unsigned k = 0; k < width % bits; ++k)
      if (offset % bits + k < bits && ((v >> (offset % bits + k)) & 1)) out |= 1ull << k;
    return out;
  };
  auto insert = [](unsigned long long v, unsigned long long field, unsigned offset, unsigned width, unsigned bits) {
    for (unsigned k = 0; k < width % bits; ++k) {
      const unsigned bit = offset % bits + k;
      if (bit >= bits) break;
      v = (v & ~(1ull << bit)) | (((field >> k) & 1) << bit);
    }
    return bits == 32 ? v & 0xFFFFFFFFull : v;
  };
  r[41] = static_cast<long long>(extract(x, y, s, 32));
  r[42] = static_cast<long long>(extract(a, y, s, 64));
  r[43] = static_cast<long long>(insert(x, y, s, s >> 8, 32));
  r[44] = static_cast<long long>(insert(a, b, y, s, 64));
}

int main() {
  std::vector<unsigned long long> inputs = {0, 1, 2, 3, 0x7F, 0x80, 0xFF, 0x7FFFFF, 0x800000, 0xFFFFFF, 0x1000000,
                                            0x7FFFFFFF, 0x80000000u, 0xFFFFFFFFu, 0x100000000ull,
                                            0x7FFFFFFFFFFFFFFFull, 0x8000000000000000ull, ~0ull,
                                            0x3F800000,    // 1.0f
                                            0x4F000000,    // 2^31 as float
                                            0xCF000000,    // -2^31
                                            0x4F800000,    // 2^32
                                            0x7F800000,    // +inf
                                            0xFF800000u,   // -inf
                                            0x7FC00000,    // NaN
                                            0x3F000000,    // 0.5 (ties)
                                            0x3FC00000,    // 1.5
                                            0xBFC00000u,   // -1.5
                                            0x4330000000000000ull,  // 2^52 as double
                                            0xC3E0000000000000ull,  // -2^63
                                            0x43E0000000000000ull,  // 2^63
                                            0x3FE0000000000000ull,  // 0.5
                                            0xBFF8000000000000ull}; // -1.5
  unsigned long long state = 0x9E3779B97F4A7C15ull;
  while (inputs.size() < 4096) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    inputs.push_back(state ^ (state >> 29));
  }
  const int count = static_cast<int>(inputs.size());
  unsigned long long* device_inputs;
  long long* results;
  HIP_CHECK(hipMalloc(&device_inputs, count * sizeof(unsigned long long)));
  HIP_CHECK(hipMalloc(&results, static_cast<size_t>(count) * kResults * sizeof(long long)));
  HIP_CHECK(hipMemcpy(device_inputs, inputs.data(), count * sizeof(unsigned long long), hipMemcpyHostToDevice));
  evaluate<<<(count + 127) / 128, 128>>>(device_inputs, count, results);
  HIP_CHECK_LAUNCH();
  std::vector<long long> got(static_cast<size_t>(count) * kResults);
  HIP_CHECK(hipMemcpy(got.data(), results, got.size() * sizeof(long long), hipMemcpyDeviceToHost));

  static const char* const names[kResults] = {
      "__popc", "__popcll", "__clz", "__clzll", "__ffs", "__ffsll", "__brev", "__brevll", "__mul24", "__umul24",
      "__mulhi", "__umulhi", "__mul64hi", "__umul64hi", "__byte_perm", "__funnelshift_l", "__funnelshift_lc",
      "__funnelshift_r", "__funnelshift_rc", "__sad", "__usad", "__hadd", "__rhadd", "__uhadd", "__urhadd",
      "float punning", "double punning", "hi/lo int", "__float2int_rn", "__float2int_rz", "__float2int_ru",
      "__float2int_rd", "__float2uint_rn", "__double2int_rd", "__double2ll_ru", "__double2ull_rz",
      "__float2ll_rn", "__int2float_rn", "__double2float_rn", "__ll2double_rn", "__lastbit_u32_u64",
      "__bitextract_u32", "__bitextract_u64", "__bitinsert_u32", "__bitinsert_u64"};
  Checker check;
  long long want[kResults];
  for (int i = 0; i < count; ++i) {
    reference(inputs.data(), count, i, want);
    for (int k = 0; k < kResults; ++k) check.expect_eq(names[k], i, got[static_cast<size_t>(i) * kResults + k], want[k]);
  }
  HIP_CHECK(hipFree(device_inputs));
  HIP_CHECK(hipFree(results));
  return check.finish();
}
