#include "host_reduce.h"

#include <algorithm>
#include <cstring>

namespace rccl {
namespace {

template <class T, RedKind K> void combineLoop(void* dst, const void* src, size_t count) {
  T* d = static_cast<T*>(dst);
  const T* s = static_cast<const T*>(src);
  for (size_t i = 0; i < count; ++i)
    d[i] = combine<T, K>(d[i], s[i]);
}

template <class T> void combineTyped(RedKind kind, void* dst, const void* src, size_t count) {
  switch (kind) {
  case RedKind::Prod:
    return combineLoop<T, RedKind::Prod>(dst, src, count);
  case RedKind::Max:
    return combineLoop<T, RedKind::Max>(dst, src, count);
  case RedKind::Min:
    return combineLoop<T, RedKind::Min>(dst, src, count);
  default:
    return combineLoop<T, RedKind::Sum>(dst, src, count);
  }
}

template <class T> void scaleTyped(void* buf, size_t count, uint64_t bits) {
  T* b = static_cast<T*>(buf);
  T s = bitsToElem<T>(bits);
  for (size_t i = 0; i < count; ++i)
    b[i] = mulElem(b[i], s);
}

template <class T> void divideTyped(void* buf, size_t count, uint64_t divisor) {
  T* b = static_cast<T*>(buf);
  for (size_t i = 0; i < count; ++i)
    b[i] = divElem(b[i], divisor);
}

// As reduceKernel (kernels.hip): sources folded into a local tile, which is
// stored once every source was read (so dst may alias a source).
template <class T, RedKind K>
void reduceKindTyped(const RedOp& op, const void* const* srcs, int nsrc, void* dst, size_t count) {
  constexpr size_t kTile = 2048;
  T scalar{};
  if constexpr (K == RedKind::PreMulSum)
    scalar = op.scalarIsPtr ? *reinterpret_cast<const T*>(op.scalar) : bitsToElem<T>(op.scalar);
  T acc[kTile];
  for (size_t begin = 0; begin < count; begin += kTile) {
    const size_t n = std::min(kTile, count - begin);
    const T* first = static_cast<const T*>(srcs[0]) + begin;
    for (size_t e = 0; e < n; ++e)
      acc[e] = K == RedKind::PreMulSum ? mulElem(first[e], scalar) : first[e];
    for (int k = 1; k < nsrc; ++k) {
      const T* source = static_cast<const T*>(srcs[k]) + begin;
      for (size_t e = 0; e < n; ++e)
        acc[e] = combine<T, K>(acc[e], K == RedKind::PreMulSum ? mulElem(source[e], scalar)
                                                               : source[e]);
    }
    if constexpr (K == RedKind::SumPostDiv)
      for (size_t e = 0; e < n; ++e)
        acc[e] = divElem(acc[e], op.divisor);
    memcpy(static_cast<T*>(dst) + begin, acc, n * sizeof(T));
  }
}

template <class T>
void reduceTyped(const RedOp& op, const void* const* srcs, int nsrc, void* dst, size_t count) {
  switch (op.kind) {
  case RedKind::Sum:
    return reduceKindTyped<T, RedKind::Sum>(op, srcs, nsrc, dst, count);
  case RedKind::Prod:
    return reduceKindTyped<T, RedKind::Prod>(op, srcs, nsrc, dst, count);
  case RedKind::Max:
    return reduceKindTyped<T, RedKind::Max>(op, srcs, nsrc, dst, count);
  case RedKind::Min:
    return reduceKindTyped<T, RedKind::Min>(op, srcs, nsrc, dst, count);
  case RedKind::PreMulSum:
    return reduceKindTyped<T, RedKind::PreMulSum>(op, srcs, nsrc, dst, count);
  case RedKind::SumPostDiv:
    return reduceKindTyped<T, RedKind::SumPostDiv>(op, srcs, nsrc, dst, count);
  }
}

template <template <class> class F, class... Args>
void dispatch(ncclDataType_t type, Args... args) {
  switch (type) {
  case ncclInt8:
    return F<int8_t>::run(args...);
  case ncclUint8:
    return F<uint8_t>::run(args...);
  case ncclInt32:
    return F<int32_t>::run(args...);
  case ncclUint32:
    return F<uint32_t>::run(args...);
  case ncclInt64:
    return F<int64_t>::run(args...);
  case ncclUint64:
    return F<uint64_t>::run(args...);
  case ncclFloat16:
    return F<Half>::run(args...);
  case ncclFloat32:
    return F<float>::run(args...);
  case ncclFloat64:
    return F<double>::run(args...);
  case ncclBfloat16:
    return F<Bf16>::run(args...);
  case ncclFp8E4M3:
    return F<Fp8E4M3>::run(args...);
  case ncclFp8E5M2:
    return F<Fp8E5M2>::run(args...);
  default:
    return;
  }
}

template <class T> struct Combine {
  static void run(RedKind k, void* d, const void* s, size_t n) { combineTyped<T>(k, d, s, n); }
};
template <class T> struct Reduce {
  static void run(const RedOp& op, const void* const* srcs, int nsrc, void* dst, size_t count) {
    reduceTyped<T>(op, srcs, nsrc, dst, count);
  }
};
template <class T> struct Scale {
  static void run(void* b, size_t n, uint64_t bits) { scaleTyped<T>(b, n, bits); }
};
template <class T> struct Divide {
  static void run(void* b, size_t n, uint64_t d) { divideTyped<T>(b, n, d); }
};

} // namespace

void hostReduce(ncclDataType_t type, const RedOp& op, const void* const* srcs, int nsrc, void* dst,
                size_t count) {
  if (count > 0)
    dispatch<Reduce>(type, op, srcs, nsrc, dst, count);
}

void hostCombine(ncclDataType_t type, RedKind kind, void* dst, const void* src, size_t count) {
  dispatch<Combine>(type, kind, dst, src, count);
}

void hostScale(ncclDataType_t type, void* buf, size_t count, uint64_t scalarBits) {
  dispatch<Scale>(type, buf, count, scalarBits);
}

void hostDivide(ncclDataType_t type, void* buf, size_t count, uint64_t divisor) {
  dispatch<Divide>(type, buf, count, divisor);
}

} // namespace rccl
