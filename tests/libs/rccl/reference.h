// Host reference for the collective tests, independent of the library's own
// arithmetic: half through hip_fp16.h, bfloat16 through hip_bfloat16.h, fp8
// by decoding every byte and rounding to the nearest of the 256 values.
#pragma once

#include <hip/hip_bfloat16.h>
#include <hip/hip_fp16.h>
#include <rccl/rccl.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <vector>

namespace ref {

inline size_t typeSize(ncclDataType_t t) {
  switch (t) {
  case ncclInt8:
  case ncclUint8:
  case ncclFp8E4M3:
  case ncclFp8E5M2:
    return 1;
  case ncclFloat16:
  case ncclBfloat16:
    return 2;
  case ncclInt32:
  case ncclUint32:
  case ncclFloat32:
    return 4;
  default:
    return 8;
  }
}

inline bool isFloat(ncclDataType_t t) {
  return t == ncclFloat16 || t == ncclFloat32 || t == ncclFloat64 || t == ncclBfloat16 ||
         t == ncclFp8E4M3 || t == ncclFp8E5M2;
}

inline const char* typeName(ncclDataType_t t) {
  static const char* names[] = {"int8", "uint8", "int32",  "uint32",   "int64",   "uint64",
                                "half", "float", "double", "bfloat16", "fp8e4m3", "fp8e5m2"};
  return names[int(t)];
}

// fp8 (OCP E4M3FN / E5M2): value of every byte by the format's definition.
inline double fp8Value(uint8_t b, bool e4m3) {
  int eb = e4m3 ? 4 : 5, mb = 7 - eb, bias = e4m3 ? 7 : 15;
  int sign = b >> 7, e = (b >> mb) & ((1 << eb) - 1), m = b & ((1 << mb) - 1);
  double v;
  if (e4m3 && e == 15 && m == 7)
    return NAN;
  if (!e4m3 && e == 31)
    return m ? NAN : (sign ? -INFINITY : INFINITY);
  if (e == 0)
    v = std::ldexp(double(m), 1 - bias - mb);
  else
    v = std::ldexp(double(m + (1 << mb)), e - bias - mb);
  return sign ? -v : v;
}

// fp8Value of every byte, computed once per format.
inline const double* fp8Table(bool e4m3) {
  static const std::vector<double> tables[2] = {[] {
                                                  std::vector<double> t(256);
                                                  for (int b = 0; b < 256; ++b)
                                                    t[size_t(b)] = fp8Value(uint8_t(b), false);
                                                  return t;
                                                }(),
                                                [] {
                                                  std::vector<double> t(256);
                                                  for (int b = 0; b < 256; ++b)
                                                    t[size_t(b)] = fp8Value(uint8_t(b), true);
                                                  return t;
                                                }()};
  return tables[e4m3 ? 1 : 0].data();
}

// Nearest representable fp8 (ties to the even code), E4M3 saturating to 448.
inline uint8_t fp8Round(double x, bool e4m3) {
  if (std::isnan(x))
    return 0x7f;
  double maxv = e4m3 ? 448.0 : 57344.0;
  if (e4m3 && std::fabs(x) >= maxv)
    return x < 0 ? 0xfe : 0x7e;
  if (!e4m3 && std::fabs(x) >= 61440.0)
    return x < 0 ? 0xfc : 0x7c; // halfway to 2^16 and beyond: inf
  int best = -1;
  double bestErr = 0;
  for (int b = 0; b < 256; ++b) {
    double v = fp8Table(e4m3)[b];
    if (!std::isfinite(v))
      continue;
    if ((b & 0x80) && v == 0)
      continue; // keep +0 for zero results
    double err = std::fabs(v - x);
    if (best < 0 || err < bestErr || (err == bestErr && (b & 1) == 0 && (best & 1) == 1)) {
      best = b;
      bestErr = err;
    }
  }
  uint8_t r = uint8_t(best);
  if (std::signbit(x) && fp8Value(r, e4m3) == 0)
    r |= 0x80; // -0 and negatives rounding to zero
  return r;
}

// Element as double (exact for every type used here) and back with the
// type's rounding.
inline double toDouble(ncclDataType_t t, const void* p) {
  switch (t) {
  case ncclInt8:
    return *static_cast<const int8_t*>(p);
  case ncclUint8:
    return *static_cast<const uint8_t*>(p);
  case ncclInt32:
    return *static_cast<const int32_t*>(p);
  case ncclUint32:
    return *static_cast<const uint32_t*>(p);
  case ncclFloat16:
    return double(__half2float(*static_cast<const __half*>(p)));
  case ncclFloat32:
    return *static_cast<const float*>(p);
  case ncclFloat64:
    return *static_cast<const double*>(p);
  case ncclBfloat16:
    return double(float(*static_cast<const hip_bfloat16*>(p)));
  case ncclFp8E4M3:
    return fp8Value(*static_cast<const uint8_t*>(p), true);
  case ncclFp8E5M2:
    return fp8Value(*static_cast<const uint8_t*>(p), false);
  default:
    return 0;
  }
}

// Stores a float-type value, rounding like one operation in that type.
inline void storeFloat(ncclDataType_t t, void* p, double v) {
  switch (t) {
  case ncclFloat16: {
    __half h = __float2half(float(v));
    std::memcpy(p, &h, 2);
    break;
  }
  case ncclFloat32: {
    float f = float(v);
    std::memcpy(p, &f, 4);
    break;
  }
  case ncclFloat64:
    std::memcpy(p, &v, 8);
    break;
  case ncclBfloat16: {
    hip_bfloat16 b{static_cast<float>(v)};
    std::memcpy(p, &b, 2);
    break;
  }
  case ncclFp8E4M3:
    *static_cast<uint8_t*>(p) = fp8Round(float(v), true);
    break;
  case ncclFp8E5M2:
    *static_cast<uint8_t*>(p) = fp8Round(float(v), false);
    break;
  default:
    break;
  }
}

enum Red { Sum, Prod, Max, Min, Avg, PreMulHost, PreMulDevice };
inline const char* redName(Red r) {
  static const char* names[] = {
      "sum", "prod", "max", "min", "avg", "premulsum(host)", "premulsum(device)"};
  return names[int(r)];
}

// Integer arithmetic in the type's width, wrapping.
template <class T> T wrapAdd(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return T(U(U(a) + U(b)));
}
template <class T> T wrapMul(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return T(U(U(a) * U(b)));
}

template <class T> void foldInt(Red op, T* acc, const T* x, bool first, T scalar) {
  T v = *x;
  if (op == PreMulHost || op == PreMulDevice)
    v = wrapMul(v, scalar);
  if (first) {
    *acc = v;
    return;
  }
  switch (op) {
  case Prod:
    *acc = wrapMul(*acc, v);
    break;
  case Max:
    *acc = v > *acc ? v : *acc;
    break;
  case Min:
    *acc = v < *acc ? v : *acc;
    break;
  default:
    *acc = wrapAdd(*acc, v);
    break;
  }
}

// acc = acc (op) x, with x the next rank's element, as the library defines
// the operators (ncclAvg: floats premultiply by 1/n, integers divide at the
// end; PreMulSum multiplies each input by the scalar).
inline void fold(ncclDataType_t t, Red op, void* acc, const void* x, bool first, int n,
                 uint64_t scalarBits) {
  switch (t) {
  case ncclInt8:
    foldInt<int8_t>(op, (int8_t*)acc, (const int8_t*)x, first, int8_t(scalarBits));
    return;
  case ncclUint8:
    foldInt<uint8_t>(op, (uint8_t*)acc, (const uint8_t*)x, first, uint8_t(scalarBits));
    return;
  case ncclInt32:
    foldInt<int32_t>(op, (int32_t*)acc, (const int32_t*)x, first, int32_t(scalarBits));
    return;
  case ncclUint32:
    foldInt<uint32_t>(op, (uint32_t*)acc, (const uint32_t*)x, first, uint32_t(scalarBits));
    return;
  case ncclInt64:
    foldInt<int64_t>(op, (int64_t*)acc, (const int64_t*)x, first, int64_t(scalarBits));
    return;
  case ncclUint64:
    foldInt<uint64_t>(op, (uint64_t*)acc, (const uint64_t*)x, first, uint64_t(scalarBits));
    return;
  default:
    break;
  }
  double v = toDouble(t, x);
  if (op == Avg || op == PreMulHost || op == PreMulDevice) {
    double s;
    if (op == Avg) {
      char tmp[8];
      storeFloat(t, tmp, 1.0 / n); // 1/n rounded to the type
      s = toDouble(t, tmp);
    } else {
      s = toDouble(t, &scalarBits);
    }
    char prod[8];
    storeFloat(t, prod, v * s); // one rounded multiply
    v = toDouble(t, prod);
  }
  if (first) {
    storeFloat(t, acc, v);
    return;
  }
  double a = toDouble(t, acc);
  double r;
  switch (op) {
  case Prod:
    r = a * v;
    break;
  case Max:
    r = std::fmax(a, v);
    break;
  case Min:
    r = std::fmin(a, v);
    break;
  default:
    r = a + v;
    break;
  }
  // One operation in double, then rounded to the type: the same bits as the
  // operation in the type (double has more than 2p+2 bits for every p here).
  storeFloat(t, acc, r);
}

// After the fold: ncclAvg on integers divides by n (truncating).
inline void finish(ncclDataType_t t, Red op, void* acc, int n) {
  if (op != Avg || isFloat(t))
    return;
  switch (t) {
  case ncclInt8:
    *(int8_t*)acc = int8_t(*(int8_t*)acc / n);
    break;
  case ncclUint8:
    *(uint8_t*)acc = uint8_t(*(uint8_t*)acc / unsigned(n));
    break;
  case ncclInt32:
    *(int32_t*)acc = int32_t(*(int32_t*)acc / n);
    break;
  case ncclUint32:
    *(uint32_t*)acc = uint32_t(*(uint32_t*)acc / unsigned(n));
    break;
  case ncclInt64:
    *(int64_t*)acc = int64_t(*(int64_t*)acc / n);
    break;
  case ncclUint64:
    *(uint64_t*)acc = uint64_t(*(uint64_t*)acc / uint64_t(n));
    break;
  default:
    break;
  }
}

inline uint64_t mix(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

// Input element i of rank r's buffer. Integers: any bits (wrapping is
// exact). Floats: with fixedOrder, any value of the type in [-2, 2];
// otherwise small integers (and +-1, +-2 for products) whose sums and
// products are exact in every type, so any reduction order gives the same bits.
inline void generate(ncclDataType_t t, Red op, int r, size_t i, uint64_t seed, bool fixedOrder,
                     void* out) {
  uint64_t h = mix(seed ^ mix(uint64_t(r) * 0x100000001b3ull + i));
  if (!isFloat(t)) {
    std::memcpy(out, &h, typeSize(t));
    return;
  }
  double v;
  if (fixedOrder) {
    v = (double(h >> 11) * 0x1.0p-53) * 4.0 - 2.0;
  } else if (op == Prod) {
    static const double choices[] = {-2, -1, 1, 2, 1, 1, -1, 1};
    v = choices[h & 7];
  } else if (t == ncclFp8E4M3 || t == ncclFp8E5M2) {
    v = double(int(h % 3) - 1); // partial sums stay where 2 mantissa bits are exact
  } else {
    v = double(int(h % 9) - 4);
  }
  storeFloat(t, out, v);
}

} // namespace ref
