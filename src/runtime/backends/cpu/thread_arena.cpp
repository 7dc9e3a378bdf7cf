#include "thread_arena.h"

#include <cstdlib>

namespace openhip::cpu {
namespace {

constexpr size_t kArenaAlignment = 64;

struct Arena {
  void* data = nullptr;
  size_t capacity = 0;
  ~Arena() { std::free(data); }

  void* reserve(size_t bytes) {
    if (bytes <= capacity) return data;
    const size_t rounded = (bytes + kArenaAlignment - 1) / kArenaAlignment * kArenaAlignment;
    void* fresh = std::aligned_alloc(kArenaAlignment, rounded);
    if (!fresh) return nullptr;
    std::free(data);
    data = fresh;
    capacity = rounded;
    return data;
  }
};

thread_local Arena shared_arena;
thread_local Arena private_arena;

}  // namespace

void* threadArena(ArenaKind kind, size_t bytes) {
  if (bytes == 0) return nullptr;
  return (kind == ArenaKind::Shared ? shared_arena : private_arena).reserve(bytes);
}

}  // namespace openhip::cpu
