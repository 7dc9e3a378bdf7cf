// Free lists of fixed-size memory blocks for the objects the launch path makes
// and drops at a high rate (launch packets, their stream closures, operation
// completions): once warm, a launch takes its memory from a list instead of
// the heap, and the executor thread gives it back after the operation ran.
//
// The lists are process-wide and never destroyed (completions may be dropped
// by static destructors after main). They take no lock: under
// oversubscription a lock holder can be preempted and stall every launch.
// Blocks given back by any thread go onto one lock-free stack; a thread that
// needs a block pops its own thread-local cache, refilled by taking that
// whole stack at once (an exchange, so no ABA problem). A block usually
// travels launching thread -> stream executor -> launching thread.
#pragma once

#include <atomic>
#include <cstddef>
#include <new>

namespace openhip {

class BlockFreeList {
 public:
  /// Blocks kept for reuse at most; a burst of queued launches beyond this
  /// returns its excess to the heap.
  static constexpr size_t kMaxCachedBlocks = 4096;

  BlockFreeList(size_t block_size, size_t alignment);
  /// The runtime's lists are never destroyed; a test's list frees what the
  /// shared stack and the destroying thread's cache hold (other threads must
  /// hold none of its blocks).
  ~BlockFreeList();
  BlockFreeList(const BlockFreeList&) = delete;
  BlockFreeList& operator=(const BlockFreeList&) = delete;

  /// A block of block_size bytes: a cached one, or a new one from the heap.
  void* take();
  /// Caches `block` (from take()) or frees it when enough are cached.
  void give(void* block);

  /// Blocks cached, in the shared stack and in threads' caches.
  size_t cachedBlocks() const { return cached_.load(std::memory_order_relaxed); }

  struct Node {
    Node* next;
  };
  /// Pushes the chain first..last (linked through next) onto the shared stack.
  void giveChain(Node* first, Node* last);
  size_t blockSize() const { return block_size_; }

 private:
  const size_t block_size_;
  const size_t alignment_;
  std::atomic<Node*> returned_{nullptr};
  std::atomic<size_t> cached_{0};
};

/// The process-wide list for blocks of `Size` bytes aligned to `Align`.
template <size_t Size, size_t Align>
BlockFreeList& blockFreeList() {
  static_assert(Size >= sizeof(void*), "a cached block holds the list link");
  static BlockFreeList* const list = new BlockFreeList(Size, Align);  // never destroyed
  return *list;
}

/// Allocator for std::allocate_shared (and containers of one element at a
/// time): single objects come from the free list of their size.
template <class T>
struct RecyclingAllocator {
  using value_type = T;

  RecyclingAllocator() = default;
  template <class U>
  RecyclingAllocator(const RecyclingAllocator<U>&) {}

  T* allocate(size_t n) {
    if (n == 1) return static_cast<T*>(list().take());
    return static_cast<T*>(::operator new(n * sizeof(T), std::align_val_t(alignof(T))));
  }
  void deallocate(T* p, size_t n) {
    if (n == 1)
      list().give(p);
    else
      ::operator delete(p, std::align_val_t(alignof(T)));
  }

  template <class U>
  bool operator==(const RecyclingAllocator<U>&) const { return true; }
  template <class U>
  bool operator!=(const RecyclingAllocator<U>&) const { return false; }

 private:
  static constexpr size_t kBlock = sizeof(T) < sizeof(void*) ? sizeof(void*) : sizeof(T);
  static BlockFreeList& list() { return blockFreeList<kBlock, alignof(T)>(); }
};

/// Base giving a class recycled `new`/`delete` (std::function stores a
/// closure too large for its inline buffer with a plain new-expression, which
/// finds these).
template <class Derived>
struct Recycled {
  static void* operator new(size_t size) {
    if (size != sizeof(Derived)) return ::operator new(size);
    return blockFreeList<sizeof(Derived), alignof(Derived)>().take();
  }
  static void operator delete(void* p, size_t size) {
    if (size != sizeof(Derived)) return ::operator delete(p);
    blockFreeList<sizeof(Derived), alignof(Derived)>().give(p);
  }
};

}  // namespace openhip
