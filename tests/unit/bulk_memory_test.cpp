// Large copies with streaming stores (cpu/bulk_memory.h): chosen exactly for
// glibc's slow source/destination offsets, correct on unaligned buffers,
// with the bytes around the range left untouched; overlapping copies are
// memmoves.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <vector>

#include "cpu/bulk_memory.h"

using namespace openhip::cpu;

namespace {

/// Pseudo-random bytes with a period of 4093 (not a power of two, so that
/// a chunk placed at a wrong offset shows); tiled with memcpy, which keeps
/// sanitizer builds fast.
std::vector<unsigned char> pattern(size_t n, unsigned seed) {
  std::vector<unsigned char> v(n);
  uint32_t x = seed;
  const size_t period = std::min<size_t>(n, 4093);
  for (size_t i = 0; i < period; ++i)
    v[i] = static_cast<unsigned char>((x = x * 1664525u + 1013904223u) >> 24);
  for (size_t filled = period; filled < n; filled *= 2)
    std::memcpy(v.data() + filled, v.data(), std::min(filled, n - filled));
  return v;
}

TEST(BulkMemory, StreamingOnlyForGlibcSlowOffsetsOfLargeCopies) {
  // Only the addresses matter here (nothing is copied): two page-aligned
  // places 256 MiB apart.
  auto* src = reinterpret_cast<const void*>(uintptr_t{1} << 32);
  auto at = [](uintptr_t offset) {
    return reinterpret_cast<void*>((uintptr_t{1} << 32) + (uintptr_t{1} << 28) + offset);
  };
  const size_t big = kStreamingCopyMinBytes;
  EXPECT_TRUE(usesStreamingCopy(at(16), src, big));
  EXPECT_TRUE(usesStreamingCopy(at(kAliasingOffsetLimit - 1), src, big));
  EXPECT_FALSE(usesStreamingCopy(at(0), src, big));  // same offset in the page
  EXPECT_FALSE(usesStreamingCopy(at(kAliasingOffsetLimit), src, big));
  EXPECT_FALSE(usesStreamingCopy(at(4096 - 16), src, big));  // dst - src = -16 mod 4 KiB
  EXPECT_FALSE(usesStreamingCopy(at(16), src, big - 1));
  EXPECT_FALSE(usesStreamingCopy(static_cast<const char*>(src) + 16, src, big));  // overlapping
}

TEST(BulkMemory, CopiesEveryByteAndNothingElse) {
  const size_t bytes = kStreamingCopyMinBytes + 4097;
  const auto source = pattern(bytes + 8192, 1);
  for (size_t shift : {size_t(0), size_t(3), size_t(100), size_t(2048)}) {
    auto dest = pattern(bytes + 8192, 2);
    // dst - src mod 4096 varies with the vectors' own placement: find a
    // destination offset that hits the streaming path for shift 0..100.
    size_t at = 0;
    while (shift < 1000 && !usesStreamingCopy(dest.data() + at + shift, source.data() + 5, bytes))
      ++at;
    unsigned char* dst = dest.data() + at + shift;
    const auto before = dest;
    bulkCopy(dst, source.data() + 5, bytes);
    ASSERT_EQ(std::memcmp(dst, source.data() + 5, bytes), 0) << shift;
    const size_t prefix = static_cast<size_t>(dst - dest.data());
    ASSERT_EQ(std::memcmp(dest.data(), before.data(), prefix), 0) << shift;
    ASSERT_EQ(std::memcmp(dst + bytes, before.data() + prefix + bytes,
                          dest.size() - prefix - bytes), 0) << shift;
  }
}

TEST(BulkMemory, OverlappingCopiesAreMemmoves) {
  const size_t bytes = kStreamingCopyMinBytes + 100;
  auto buffer = pattern(bytes + 64, 3);
  const auto original = buffer;
  bulkCopy(buffer.data() + 17, buffer.data(), bytes);  // forward overlap
  ASSERT_EQ(std::memcmp(buffer.data() + 17, original.data(), bytes), 0);
  buffer = original;
  bulkCopy(buffer.data(), buffer.data() + 17, bytes);  // backward overlap
  ASSERT_EQ(std::memcmp(buffer.data(), original.data() + 17, bytes), 0);
}

}  // namespace
