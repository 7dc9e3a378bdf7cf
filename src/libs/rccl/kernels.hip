// Reduction and copy kernels, written for OpenHIP's CPU device: one
// work-item per block, each block a tile handled by plain loops (reductions)
// or one memcpy (copies).
// Every operation rounds on its own (no fused multiply-add): the result must
// not depend on the transport (the MPI one reduces on the host).
#pragma clang fp contract(off)

#include "kernels.h"

#include <cstring>

namespace rccl {
namespace {

constexpr size_t kCopyTile = size_t(1) << 16;
constexpr size_t kReduceTile = 4096; // elements per block: at most 32 KiB of accumulator

// Stores a finished tile. Full tiles at a cache-line boundary bypass the
// caches (non-temporal vector stores): the destinations are not read again
// here, and a plain store first reads every line it writes (out of place,
// half as much traffic again as the copy itself).
template <class T> __device__ inline void storeTile(T* dst, const T* tile, size_t n) {
  using Vector = float __attribute__((ext_vector_type(16))); // one 64-byte line
  constexpr size_t kPerLine = 64 / sizeof(T);
  if (n % kPerLine != 0 || reinterpret_cast<uintptr_t>(dst) % 64 != 0) {
    memcpy(dst, tile, n * sizeof(T));
    return;
  }
  Vector* out = static_cast<Vector*>(__builtin_assume_aligned(static_cast<void*>(dst), 64));
  const char* in = reinterpret_cast<const char*>(tile);
  for (size_t line = 0; line < n / kPerLine; ++line) {
    Vector v;
    memcpy(&v, in + line * 64, 64);
    __builtin_nontemporal_store(v, out + line);
  }
  // Non-temporal stores are weakly ordered: without a full fence the signal
  // that the kernel is done could reach a peer before the data.
  __atomic_thread_fence(__ATOMIC_SEQ_CST);
}

template <class T, RedKind K>
__device__ inline T loadSource(const T* p, size_t e, T scalar) {
  T x = p[e];
  if constexpr (K == RedKind::PreMulSum)
    x = mulElem(x, scalar);
  return x;
}

// One work-item per block, each block a tile of kReduceTile elements: the
// sources are folded into a local tile one source at a time (plain loops the
// compiler vectorizes; rank order, every operation rounded), then the tile is
// stored to every destination. A destination may be one of the sources (in
// place), so nothing is stored before every source was read.
template <class T, RedKind K>
__global__ void __launch_bounds__(1) reduceKernel(void* const* ptrs, int nsrc, int ndst, size_t count,
                             uint64_t scalarBits, const void* scalarPtr, uint64_t divisor) {
  const size_t begin = size_t(blockIdx.x) * kReduceTile;
  if (ptrs[0] == nullptr || begin >= count)
    return; // a null table: the collective failed, do nothing
  const size_t n = count - begin < kReduceTile ? count - begin : kReduceTile;
  T scalar{};
  if constexpr (K == RedKind::PreMulSum)
    scalar = scalarPtr ? *static_cast<const T*>(scalarPtr) : bitsToElem<T>(scalarBits);
  T acc[kReduceTile];
  const T* const first = static_cast<const T*>(ptrs[0]) + begin;
  for (size_t e = 0; e < n; ++e)
    acc[e] = loadSource<T, K>(first, e, scalar);
  for (int k = 1; k < nsrc; ++k) {
    const T* const source = static_cast<const T*>(ptrs[k]) + begin;
    for (size_t e = 0; e < n; ++e)
      acc[e] = combine<T, K>(acc[e], loadSource<T, K>(source, e, scalar));
  }
  if constexpr (K == RedKind::SumPostDiv)
    for (size_t e = 0; e < n; ++e)
      acc[e] = divElem(acc[e], divisor);
  for (int j = 0; j < ndst; ++j) {
    // A destination that is also a source (in place) is in the cache already.
    bool inPlace = false;
    for (int k = 0; k < nsrc; ++k)
      inPlace |= ptrs[k] == ptrs[nsrc + j];
    T* const dst = static_cast<T*>(ptrs[nsrc + j]) + begin;
    if (inPlace)
      memcpy(dst, acc, n * sizeof(T));
    else
      storeTile(dst, acc, n);
  }
}

__global__ void __launch_bounds__(1) copyKernel(void* const* ptrs, size_t bytes) {
  size_t begin = size_t(blockIdx.x) * kCopyTile;
  size_t n = bytes - begin < kCopyTile ? bytes - begin : kCopyTile;
  const char* src = static_cast<const char*>(ptrs[2 * blockIdx.y]);
  char* dst = static_cast<char*>(ptrs[2 * blockIdx.y + 1]);
  if (src == nullptr || src == dst)
    return; // null: the transfer failed
  memcpy(dst + begin, src + begin, n);
}

template <class T, RedKind K>
hipError_t launchTyped(const RedOp& op, void* const* ptrs, int nsrc, int ndst, size_t count,
                       hipStream_t stream) {
  size_t blocks = (count + kReduceTile - 1) / kReduceTile;
  const void* scalarPtr = op.scalarIsPtr ? reinterpret_cast<const void*>(op.scalar) : nullptr;
  uint64_t scalarBits = op.scalar, divisor = op.divisor;
  void* args[] = {&ptrs, &nsrc, &ndst, &count, &scalarBits, &scalarPtr, &divisor};
  return hipLaunchKernel(reinterpret_cast<const void*>(&reduceKernel<T, K>), dim3(unsigned(blocks)),
                         dim3(1), args, 0, stream);
}

template <class T>
hipError_t launchKind(const RedOp& op, void* const* ptrs, int nsrc, int ndst, size_t count,
                      hipStream_t stream) {
  switch (op.kind) {
  case RedKind::Sum:
    return launchTyped<T, RedKind::Sum>(op, ptrs, nsrc, ndst, count, stream);
  case RedKind::Prod:
    return launchTyped<T, RedKind::Prod>(op, ptrs, nsrc, ndst, count, stream);
  case RedKind::Max:
    return launchTyped<T, RedKind::Max>(op, ptrs, nsrc, ndst, count, stream);
  case RedKind::Min:
    return launchTyped<T, RedKind::Min>(op, ptrs, nsrc, ndst, count, stream);
  case RedKind::PreMulSum:
    return launchTyped<T, RedKind::PreMulSum>(op, ptrs, nsrc, ndst, count, stream);
  case RedKind::SumPostDiv:
    if constexpr (std::is_integral<T>::value)
      return launchTyped<T, RedKind::SumPostDiv>(op, ptrs, nsrc, ndst, count, stream);
    break;
  }
  return hipErrorInvalidValue;
}

} // namespace

hipError_t launchReduce(ncclDataType_t type, const RedOp& op, void* const* ptrs, int nsrc, int ndst,
                        size_t count, hipStream_t stream) {
  if (count == 0)
    return hipSuccess;
  switch (type) {
  case ncclInt8:
    return launchKind<int8_t>(op, ptrs, nsrc, ndst, count, stream);
  case ncclUint8:
    return launchKind<uint8_t>(op, ptrs, nsrc, ndst, count, stream);
  case ncclInt32:
    return launchKind<int32_t>(op, ptrs, nsrc, ndst, count, stream);
  case ncclUint32:
    return launchKind<uint32_t>(op, ptrs, nsrc, ndst, count, stream);
  case ncclInt64:
    return launchKind<int64_t>(op, ptrs, nsrc, ndst, count, stream);
  case ncclUint64:
    return launchKind<uint64_t>(op, ptrs, nsrc, ndst, count, stream);
  case ncclFloat16:
    return launchKind<Half>(op, ptrs, nsrc, ndst, count, stream);
  case ncclFloat32:
    return launchKind<float>(op, ptrs, nsrc, ndst, count, stream);
  case ncclFloat64:
    return launchKind<double>(op, ptrs, nsrc, ndst, count, stream);
  case ncclBfloat16:
    return launchKind<Bf16>(op, ptrs, nsrc, ndst, count, stream);
  case ncclFp8E4M3:
    return launchKind<Fp8E4M3>(op, ptrs, nsrc, ndst, count, stream);
  case ncclFp8E5M2:
    return launchKind<Fp8E5M2>(op, ptrs, nsrc, ndst, count, stream);
  default:
    return hipErrorInvalidValue;
  }
}

hipError_t launchCopy(void* const* ptrs, int ntasks, size_t bytes, hipStream_t stream) {
  if (bytes == 0 || ntasks == 0)
    return hipSuccess;
  size_t tiles = (bytes + kCopyTile - 1) / kCopyTile;
  void* args[] = {&ptrs, &bytes};
  return hipLaunchKernel(reinterpret_cast<const void*>(&copyKernel),
                         dim3(unsigned(tiles), unsigned(ntasks)), dim3(1), args, 0, stream);
}

} // namespace rccl
