#include "thread_arena.h"

#include <cstdlib>
#include <cstring>

namespace openhip::cpu {
namespace {

constexpr size_t kArenaAlignment = 64;

// The sanitizer reads an address up to 64 KiB past a block's shared memory
// as an overrun of it (sanitizer_checks.cpp): the shared arena owns that
// much beyond its capacity, so that no other allocation (a small hipMalloc
// on the same heap, as on a host thread that runs its own queue) lies there.
constexpr size_t kSharedOverrunWindow = size_t{64} << 10;

// A masked vector access to the last work-items' private slots may reach up
// to a vector's width past them: the private arena owns one page more, so
// that such lanes stay in memory that is mapped in (below).
constexpr size_t kPrivateVectorTail = 4096;

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
    // Vectorized kernels read and write the arenas with masked instructions
    // whose masked-off lanes may point past the data (a warp's `sums[lane]`
    // with 16 sums and 64 lanes): on x86 every such access that touches a
    // page not yet mapped in takes a microcode assist, hundreds of cycles
    // each time (bench tile_jacobi with 32x32 blocks: 3-4x slower). Touching
    // the whole reservation once maps it in for good.
    std::memset(fresh, 0, rounded + slack);
    std::free(data);
    data = fresh;
    capacity = rounded;
    return data;
  }
};

thread_local Arena shared_arena{kSharedOverrunWindow};
thread_local Arena private_arena{kPrivateVectorTail};

}  // namespace

void* threadArena(ArenaKind kind, size_t bytes) {
  if (bytes == 0) return nullptr;
  return (kind == ArenaKind::Shared ? shared_arena : private_arena).reserve(bytes);
}

}  // namespace openhip::cpu
