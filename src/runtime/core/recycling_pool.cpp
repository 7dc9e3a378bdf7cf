#include "recycling_pool.h"

#include <initializer_list>

#if defined(__has_feature)
#if __has_feature(address_sanitizer)
#define OPENHIP_ASAN 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__)
#define OPENHIP_ASAN 1
#endif

#ifdef OPENHIP_ASAN
#include <sanitizer/asan_interface.h>
// A cached block is poisoned: a use after the object's release is reported
// as it would be after a free.
#define OPENHIP_POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#define OPENHIP_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#else
#define OPENHIP_POISON(p, n) ((void)(p), (void)(n))
#define OPENHIP_UNPOISON(p, n) ((void)(p), (void)(n))
#endif

namespace openhip {
namespace {

using Node = BlockFreeList::Node;

/// A cached block stays poisoned except its link, which the lock-free push
/// may write after another thread already saw the block.
void poisonPayload(Node* node, size_t block_size) {
  OPENHIP_POISON(reinterpret_cast<char*>(node) + sizeof(Node), block_size - sizeof(Node));
}

/// The calling thread's cached chains, one per list it took from (a handful
/// of lists exist). Trivially destructible, so that reaching it costs one TLS
/// lookup; ThreadCacheFlusher gives the chains back at thread exit.
struct ThreadCaches {
  static constexpr int kLists = 16;
  struct Entry {
    BlockFreeList* list;
    Node* head;
  };
  Entry entries[kLists];
  bool gone;  ///< set at thread exit: later takes use the heap

  /// The entry of `list`, claimed on first use; nullptr when all are taken.
  Entry* find(BlockFreeList* list);
  /// Drops the entry of `list`; returns the chain it held.
  Node* forget(const BlockFreeList* list) {
    for (Entry& e : entries)
      if (e.list == list) {
        Node* chain = e.head;
        e = Entry{};
        return chain;
      }
    return nullptr;
  }
};

thread_local ThreadCaches t_caches;

struct ThreadCacheFlusher {
  ~ThreadCacheFlusher() {
    t_caches.gone = true;
    for (ThreadCaches::Entry& e : t_caches.entries) {
      if (!e.head) continue;
      Node* last = e.head;
      while (last->next) last = last->next;
      e.list->giveChain(e.head, last);
      e.head = nullptr;
    }
  }
};
thread_local ThreadCacheFlusher t_flusher;

ThreadCaches::Entry* ThreadCaches::find(BlockFreeList* list) {
  Entry* free_entry = nullptr;
  for (Entry& e : entries) {
    if (e.list == list) return &e;
    if (!e.list && !free_entry) free_entry = &e;
  }
  if (free_entry) {
    (void)&t_flusher;  // constructed now, so that it runs at this thread's exit
    free_entry->list = list;
  }
  return free_entry;
}

}  // namespace

BlockFreeList::BlockFreeList(size_t block_size, size_t alignment)
    : block_size_(block_size), alignment_(alignment) {}

BlockFreeList::~BlockFreeList() {
  Node* chain = t_caches.gone ? nullptr : t_caches.forget(this);
  for (Node* pending : {chain, returned_.exchange(nullptr, std::memory_order_acquire)}) {
    while (Node* node = pending) {
      OPENHIP_UNPOISON(node, block_size_);
      pending = node->next;
      ::operator delete(node, std::align_val_t(alignment_));
    }
  }
}

void* BlockFreeList::take() {
  ThreadCaches& caches = t_caches;
  ThreadCaches::Entry* cache = caches.gone ? nullptr : caches.find(this);
  if (cache) {
    if (!cache->head) cache->head = returned_.exchange(nullptr, std::memory_order_acquire);
    if (Node* node = cache->head) {
      cache->head = node->next;
      cached_.fetch_sub(1, std::memory_order_relaxed);
      OPENHIP_UNPOISON(node, block_size_);
      return node;
    }
  }
  return ::operator new(block_size_, std::align_val_t(alignment_));
}

void BlockFreeList::give(void* block) {
  if (!block) return;
  if (cached_.fetch_add(1, std::memory_order_relaxed) >= kMaxCachedBlocks) {
    cached_.fetch_sub(1, std::memory_order_relaxed);
    ::operator delete(block, std::align_val_t(alignment_));
    return;
  }
  Node* node = static_cast<Node*>(block);
  poisonPayload(node, block_size_);
  giveChain(node, node);
}

void BlockFreeList::giveChain(Node* first, Node* last) {
  Node* head = returned_.load(std::memory_order_relaxed);
  do {
    last->next = head;
  } while (!returned_.compare_exchange_weak(head, first, std::memory_order_release,
                                            std::memory_order_relaxed));
}

}  // namespace openhip
