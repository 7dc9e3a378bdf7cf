#include "thread_arena.h"

#include <cstdlib>

namespace openhip::cpu {
namespace {

constexpr size_t kArenaAlignment = 64;

// The sanitizer reads an address up to 64 KiB past a block's shared memory
// as an overrun of it (sanitizer_checks.cpp): the shared arena owns that
// much beyond its capacity, so that no other allocation (a small hipMalloc
// on the same heap, as on a host thread that runs its own queue) lies there.
constexpr size_t kSharedOverrunWindow = size_t{64} << 10;

struct Arena {
  size_t slack = 0;  // bytes owned past the capacity
  void* data = nullptr;
  size_t capacity = 0;
  ~Arena() { std::free(data); }

  void* reserve(size_t bytes) {
    if (bytes <= capacity) return data;
    const size_t rounded = (bytes + kArenaAlignment - 1) / kArenaAlignment * kArenaAlignment;
    void* fresh = std::aligned_alloc(kArenaAlignment, rounded + slack);
    if (!fresh) return nullptr;
    std::free(data);
    data = fresh;
    capacity = rounded;
    return data;
  }
};

thread_local Arena shared_arena{kSharedOverrunWindow};
thread_local Arena private_arena;

}  // namespace

void* threadArena(ArenaKind kind, size_t bytes) {
  if (bytes == 0) return nullptr;
  return (kind == ArenaKind::Shared ? shared_arena : private_arena).reserve(bytes);
}

}  // namespace openhip::cpu
