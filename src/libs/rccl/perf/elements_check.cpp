#include "elements_check.h"

#include "../elements.h"

#include <cmath>
#include <cstring>

namespace rccl_perf {
namespace {

bool sameName(const char* a, const char* b) { return std::strcmp(a, b) == 0; }

// The value of element `i` that rank `rank` sends.
double sentValue(const OpInfo& op, bool reduces, int rank, int n, size_t i) {
  if (!reduces)
    return double((size_t(rank) * 131 + i) % 97);
  if (op.op == ncclProd)
    return i % size_t(n) == size_t(rank) ? 2.0 : 1.0; // the product is 2
  if (op.op == ncclMax || op.op == ncclMin)
    return double((i * 5 + size_t(rank) * 11) % 8);
  return double((i * 7 + size_t(rank) * 3) % 4); // sums stay small
}

uint64_t toBits(const TypeInfo& t, double v) {
  switch (t.type) {
  case ncclFloat16:
    return rccl::floatToHalf(float(v));
  case ncclBfloat16:
    return rccl::floatToBf16(float(v));
  case ncclFp8E4M3:
    return rccl::floatToFp8(float(v), 4);
  case ncclFp8E5M2:
    return rccl::floatToFp8(float(v), 5);
  case ncclFloat32: {
    float f = float(v);
    uint32_t u;
    std::memcpy(&u, &f, 4);
    return u;
  }
  case ncclFloat64: {
    uint64_t u;
    std::memcpy(&u, &v, 8);
    return u;
  }
  default: // integers wrap modulo 2^bits, as the library's arithmetic does
    return uint64_t(int64_t(v));
  }
}

double fromBits(const TypeInfo& t, uint64_t bits) {
  switch (t.type) {
  case ncclInt8:
    return double(int8_t(bits));
  case ncclInt32:
    return double(int32_t(bits));
  case ncclInt64:
    return double(int64_t(bits));
  case ncclFloat16:
    return rccl::halfToFloat(uint16_t(bits));
  case ncclBfloat16:
    return rccl::bf16ToFloat(uint16_t(bits));
  case ncclFp8E4M3:
    return rccl::fp8ToFloat(uint8_t(bits), 4);
  case ncclFp8E5M2:
    return rccl::fp8ToFloat(uint8_t(bits), 5);
  case ncclFloat32: {
    float f;
    uint32_t u = uint32_t(bits);
    std::memcpy(&f, &u, 4);
    return f;
  }
  case ncclFloat64: {
    double d;
    std::memcpy(&d, &bits, 8);
    return d;
  }
  default:
    return double(bits);
  }
}

uint64_t loadBits(const unsigned char* p, size_t bytes) {
  uint64_t bits = 0;
  std::memcpy(&bits, p, bytes); // little endian
  return bits;
}

uint64_t maskBits(uint64_t bits, size_t bytes) {
  return bytes >= 8 ? bits : bits & ((uint64_t(1) << (8 * bytes)) - 1);
}

// Relative rounding allowed per rank for floating results (a reduction of n
// values rounds up to n times; avg also premultiplies by 1/n).
double tolerance(const TypeInfo& t) {
  switch (t.type) {
  case ncclFloat16:
    return 0x1p-10;
  case ncclBfloat16:
    return 0x1p-7;
  case ncclFp8E4M3:
    return 0x1p-3;
  case ncclFp8E5M2:
    return 0x1p-2;
  case ncclFloat32:
    return 0x1p-23;
  default:
    return 0x1p-52;
  }
}

} // namespace

const std::vector<TypeInfo>& allTypes() {
  static const std::vector<TypeInfo> types = {
      {"int8", ncclInt8, 1, false},          {"uint8", ncclUint8, 1, false},
      {"int32", ncclInt32, 4, false},        {"uint32", ncclUint32, 4, false},
      {"int64", ncclInt64, 8, false},        {"uint64", ncclUint64, 8, false},
      {"half", ncclFloat16, 2, true},        {"float", ncclFloat32, 4, true},
      {"double", ncclFloat64, 8, true},      {"bfloat16", ncclBfloat16, 2, true},
      {"fp8_e4m3", ncclFp8E4M3, 1, true},    {"fp8_e5m2", ncclFp8E5M2, 1, true},
  };
  return types;
}

const std::vector<OpInfo>& allOps() {
  static const std::vector<OpInfo> ops = {
      {"sum", ncclSum, false}, {"prod", ncclProd, false}, {"max", ncclMax, false},
      {"min", ncclMin, false}, {"avg", ncclAvg, false},   {"mulsum", ncclSum, true},
  };
  return ops;
}

bool typesByName(const char* name, std::vector<TypeInfo>* out) {
  // nccl-tests' other spellings of the same types
  static const char* const aliases[][2] = {{"char", "int8"},        {"int", "int32"},
                                           {"float16", "half"},     {"float32", "float"},
                                           {"float64", "double"},   {"bf16", "bfloat16"},
                                           {"f8e4m3", "fp8_e4m3"},  {"f8e5m2", "fp8_e5m2"}};
  for (const auto& alias : aliases)
    if (sameName(name, alias[0]))
      name = alias[1];
  out->clear();
  for (const TypeInfo& t : allTypes())
    if (sameName(name, "all") || sameName(name, t.name))
      out->push_back(t);
  return !out->empty();
}

bool opsByName(const char* name, std::vector<OpInfo>* out) {
  out->clear();
  for (const OpInfo& o : allOps())
    if (sameName(name, "all") || sameName(name, o.name))
      out->push_back(o);
  return !out->empty();
}

uint64_t scalarBits(const TypeInfo& type, double value) { return toBits(type, value); }

void fillSend(const Collective& c, const TypeInfo& type, const OpInfo& op, int rank, int nranks,
              size_t elements, std::vector<unsigned char>& out) {
  out.resize(elements * type.bytes);
  for (size_t i = 0; i < elements; ++i) {
    const uint64_t bits = toBits(type, sentValue(op, c.reduces, rank, nranks, i));
    std::memcpy(out.data() + i * type.bytes, &bits, type.bytes);
  }
}

size_t countWrong(const Collective& c, const Counts& k, const TypeInfo& type, const OpInfo& op,
                  int root, int rank, int n, const std::vector<unsigned char>& got) {
  size_t wrong = 0;
  for (size_t i = 0; i < k.recv; ++i) {
    Source src;
    if (!expectedSource(c, k, root, rank, n, i, &src))
      return 0; // this rank's receive buffer holds nothing defined
    const uint64_t bits = maskBits(loadBits(got.data() + i * type.bytes, type.bytes), type.bytes);
    if (!src.allRanks) {
      const uint64_t want = toBits(type, sentValue(op, c.reduces, src.sourceRank, n, src.sourceIndex));
      wrong += bits != maskBits(want, type.bytes);
      continue;
    }
    // A reduction over every rank's element, computed exactly in double.
    double want = 0;
    for (int s = 0; s < n; ++s) {
      const double x = fromBits(type, toBits(type, sentValue(op, true, s, n, src.sourceIndex)));
      if (s == 0 && (op.op == ncclProd || op.op == ncclMax || op.op == ncclMin))
        want = x;
      else if (op.op == ncclProd)
        want *= x;
      else if (op.op == ncclMax)
        want = std::fmax(want, x);
      else if (op.op == ncclMin)
        want = std::fmin(want, x);
      else
        want += op.preMulSum ? kPreMulScalar * x : x;
    }
    if (op.op == ncclAvg)
      want = type.floating ? want / n : std::trunc(want / n);
    if (!type.floating) {
      wrong += bits != maskBits(toBits(type, want), type.bytes);
    } else {
      const double value = fromBits(type, bits);
      wrong += !(std::fabs(value - want) <= tolerance(type) * n * std::fmax(1.0, std::fabs(want)));
    }
  }
  return wrong;
}

} // namespace rccl_perf
