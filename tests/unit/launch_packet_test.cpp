// Launch packets (argument copies, inline and on the heap, deep copies) and
// the recycling free lists behind the allocation-free launch path.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include "completion.h"
#include "recycling_pool.h"
#include "launch.h"

using openhip::KernelArguments;
using openhip::LaunchPacket;

namespace {

/// A kernel with the given argument sizes and alignments.
struct Entry {
  std::vector<uint32_t> sizes, aligns;
  openhip::Kernel entry{};
  Entry(std::vector<uint32_t> s, std::vector<uint32_t> a) : sizes(std::move(s)), aligns(std::move(a)) {
    entry.name = "test";
    entry.arg_count = static_cast<uint32_t>(sizes.size());
    entry.arg_sizes = sizes.data();
    entry.arg_aligns = aligns.data();
  }
};

hipError_t copyArguments(LaunchPacket& packet, const openhip::Kernel& kernel,
                         const KernelArguments& args) {
  return packet.copyArguments(kernel, args.pointers, args.packed, args.packed_size);
}

/// Argument i filled with bytes i+1.
std::vector<std::vector<unsigned char>> argumentValues(const Entry& e) {
  std::vector<std::vector<unsigned char>> values;
  for (size_t i = 0; i < e.sizes.size(); ++i)
    values.emplace_back(e.sizes[i], static_cast<unsigned char>(i + 1));
  return values;
}

void expectArguments(const LaunchPacket& packet, const Entry& e) {
  ASSERT_NE(packet.launch.args, nullptr);
  for (size_t i = 0; i < e.sizes.size(); ++i) {
    const auto* bytes = static_cast<const unsigned char*>(packet.launch.args[i]);
    EXPECT_EQ(reinterpret_cast<uintptr_t>(bytes) % e.aligns[i], 0u) << i;
    for (uint32_t b = 0; b < e.sizes[i]; ++b) ASSERT_EQ(bytes[b], i + 1) << i;
  }
}

void copyFromPointers(LaunchPacket& packet, const Entry& e,
                      std::vector<std::vector<unsigned char>>& values) {
  std::vector<void*> pointers;
  for (auto& v : values) pointers.push_back(v.data());
  KernelArguments args;
  args.pointers = pointers.data();
  ASSERT_EQ(copyArguments(packet, e.entry, args), hipSuccess);
  for (auto& v : values) std::fill(v.begin(), v.end(), 0);  // the caller's copies die
}

bool pointsInto(const LaunchPacket& packet, const void* p) {
  const auto* byte = static_cast<const unsigned char*>(p);
  const auto* begin = reinterpret_cast<const unsigned char*>(&packet);
  return byte >= begin && byte < begin + sizeof(LaunchPacket);
}

TEST(LaunchPacket, SmallArgumentsAreInline) {
  Entry e({4, 8, 1, 16}, {4, 8, 1, 16});
  auto values = argumentValues(e);
  LaunchPacket packet;
  copyFromPointers(packet, e, values);
  expectArguments(packet, e);
  EXPECT_TRUE(pointsInto(packet, packet.launch.args));
  for (size_t i = 0; i < e.sizes.size(); ++i) EXPECT_TRUE(pointsInto(packet, packet.launch.args[i]));
}

TEST(LaunchPacket, LargeManyAndOveralignedArgumentsGoToTheHeap) {
  std::vector<uint32_t> sizes(40, 4), aligns(40, 4);
  sizes[3] = 300;        // more than the inline bytes
  aligns[5] = 128;       // more than the inline alignment
  sizes[5] = 128;
  Entry e(sizes, aligns);
  auto values = argumentValues(e);
  LaunchPacket packet;
  copyFromPointers(packet, e, values);
  expectArguments(packet, e);
  EXPECT_FALSE(pointsInto(packet, packet.launch.args));
  EXPECT_FALSE(pointsInto(packet, packet.launch.args[0]));
}

TEST(LaunchPacket, CopyOwnsItsArguments) {
  for (uint32_t big : {8u, 400u}) {
    Entry e({4, big, 2}, {4, 8, 2});
    auto values = argumentValues(e);
    auto original = std::make_unique<LaunchPacket>();
    copyFromPointers(*original, e, values);
    LaunchPacket copy(*original);
    for (size_t i = 0; i < e.sizes.size(); ++i) EXPECT_NE(copy.launch.args[i], original->launch.args[i]);
    original.reset();  // the copy must not point into it
    expectArguments(copy, e);
  }
}

TEST(LaunchPacket, PackedBufferUsesTheStructLayout) {
  Entry e({1, 8, 4}, {1, 8, 4});
  unsigned char packed[20] = {};
  packed[0] = 1;
  std::memset(packed + 8, 2, 8);  // aligned to 8 after the first byte
  std::memset(packed + 16, 3, 4);
  LaunchPacket packet;
  KernelArguments args;
  args.packed = packed;
  args.packed_size = sizeof packed;
  ASSERT_EQ(copyArguments(packet, e.entry, args), hipSuccess);
  expectArguments(packet, e);
  args.packed_size = 19;  // one byte short
  EXPECT_EQ(copyArguments(packet, e.entry, args), hipErrorInvalidValue);
}

TEST(LaunchPacket, BadArgumentsAreErrors) {
  Entry e({4, 8}, {4, 8});
  int value = 0;
  void* missing[] = {&value, nullptr};
  LaunchPacket packet;
  KernelArguments args;
  EXPECT_EQ(copyArguments(packet, e.entry, args), hipErrorInvalidValue);  // no arguments at all
  args.pointers = missing;
  EXPECT_EQ(copyArguments(packet, e.entry, args), hipErrorInvalidValue);
  args.packed = &value;  // both forms at once
  EXPECT_EQ(copyArguments(packet, e.entry, args), hipErrorInvalidValue);
  Entry odd({4}, {3});
  KernelArguments one;
  void* pointer[] = {&value};
  one.pointers = pointer;
  EXPECT_EQ(copyArguments(packet, odd.entry, one), hipErrorInvalidDeviceFunction);
}

TEST(RecyclingPool, BlocksAreReused) {
  openhip::BlockFreeList list(48, 16);
  void* a = list.take();
  void* b = list.take();
  EXPECT_NE(a, b);
  list.give(a);
  EXPECT_EQ(list.cachedBlocks(), 1u);
  EXPECT_EQ(list.take(), a);
  EXPECT_EQ(list.cachedBlocks(), 0u);
  list.give(a);
  list.give(b);
  EXPECT_EQ(list.cachedBlocks(), 2u);
}

TEST(RecyclingPool, FullListFreesTheExcess) {
  openhip::BlockFreeList list(16, 16);
  std::vector<void*> blocks;
  for (size_t i = 0; i < openhip::BlockFreeList::kMaxCachedBlocks + 10; ++i)
    blocks.push_back(list.take());
  for (void* b : blocks) list.give(b);
  EXPECT_EQ(list.cachedBlocks(), openhip::BlockFreeList::kMaxCachedBlocks);
}

TEST(RecyclingPool, CompletionsReuseTheirMemory) {
  const openhip::Completion* first = openhip::makeCompletion().get();  // released at once
  openhip::CompletionPtr second = openhip::makeCompletion();
  EXPECT_EQ(second.get(), first);
  EXPECT_FALSE(second->done());
  second->signal();
  EXPECT_TRUE(second->done());
}

TEST(RecyclingPool, PacketsReuseTheirMemory) {
  const LaunchPacket* first = std::make_unique<LaunchPacket>().get();
  auto second = std::make_unique<LaunchPacket>();
  EXPECT_EQ(second.get(), first);
}

}  // namespace
