#include "bulk_memory.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#if defined(__x86_64__) || defined(__i386__)
#include <emmintrin.h>
#define OPENHIP_STREAMING_STORES 1
#endif

namespace openhip::cpu {
namespace {

constexpr size_t kChunkBytes = size_t(1) << 20;

bool overlap(const void* a, const void* b, size_t bytes) {
  const auto x = reinterpret_cast<uintptr_t>(a), y = reinterpret_cast<uintptr_t>(b);
  return x < y + bytes && y < x + bytes;
}

#ifdef OPENHIP_STREAMING_STORES
void streamChunk(unsigned char* dst, const unsigned char* src, size_t n) {
  const size_t head = std::min(n, (16 - reinterpret_cast<uintptr_t>(dst) % 16) % 16);
  std::memcpy(dst, src, head);
  dst += head, src += head, n -= head;
  size_t i = 0;
  for (; i + 64 <= n; i += 64) {
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i + 16));
    const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i + 32));
    const __m128i d = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i + 48));
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i), a);
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i + 16), b);
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i + 32), c);
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i + 48), d);
  }
  std::memcpy(dst + i, src + i, n - i);
}
#endif

}  // namespace

bool usesStreamingCopy(const void* dst, const void* src, size_t bytes) {
#ifdef OPENHIP_STREAMING_STORES
  if (bytes < kStreamingCopyMinBytes || overlap(dst, src, bytes)) return false;
  const size_t offset =
      (reinterpret_cast<uintptr_t>(dst) - reinterpret_cast<uintptr_t>(src)) % 4096;
  return offset != 0 && offset < kAliasingOffsetLimit;
#else
  (void)dst, (void)src, (void)bytes;
  return false;
#endif
}

void bulkCopy(void* dst, const void* src, size_t bytes) {
#ifdef OPENHIP_STREAMING_STORES
  if (usesStreamingCopy(dst, src, bytes)) {
    auto* d = static_cast<unsigned char*>(dst);
    const auto* s = static_cast<const unsigned char*>(src);
    for (size_t done = 0; done < bytes; done += kChunkBytes)
      streamChunk(d + done, s + done, std::min(kChunkBytes, bytes - done));
    _mm_sfence();  // streaming stores are weakly ordered: visible before the copy counts as done
    return;
  }
#endif
  std::memmove(dst, src, bytes);
}

}  // namespace openhip::cpu
