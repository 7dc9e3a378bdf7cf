#include "sanitizer_checks.h"

#include <pthread.h>

#include <cctype>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <cxxabi.h>
#include <memory>
#include <string>
#include <vector>

#include "address_description.h"
#include "hip_types.h"
#include "kernel_executor.h"
#include "runtime.h"
#include "sanitizer.h"

namespace openhip::cpu::sanitizer {
namespace {

using openhip::sanitizer::report;

/// One access to a shared byte, for racecheck.
struct WordAccess {
  uint32_t work_item = 0;  ///< linear id + 1; 0: none
  uint32_t block_epoch = 0;
  uint32_t warp_epoch = 0;
  const OpenHipSanitizerSite* site = nullptr;
};

/// The last write and read of a shared byte in the current block (bytes,
/// not words: work-items may write neighbouring chars of one word).
struct ShadowWord {
  uint64_t block = 0;  ///< BlockState::serial when recorded; older entries are empty
  WordAccess writer;
  WordAccess reader;
};

constexpr uint32_t kManyReaders = UINT32_MAX;

/// What the calling thread knows of the block it runs.
struct BlockState {
  uint64_t serial = 0;
  const KernelLaunch* launch = nullptr;
  uintptr_t arena = 0;
  uint64_t shared_bytes = 0;
  uint32_t threads = 0;
  uint32_t block_dim[3] = {};
  uint32_t warp_size = 64;
  std::vector<uint32_t> block_epoch;  ///< per work-item: barriers passed
  std::vector<uint32_t> warp_epoch;   ///< per work-item: __syncwarp passed
  std::vector<const OpenHipSanitizerSite*> barrier_at_epoch;
  std::vector<ShadowWord> shadow;  ///< per byte of the shared arena
  // The last allocations accesses were inside (a kernel reads and writes a
  // few arrays); all stale once any allocation is removed.
  struct CachedAllocation {
    uintptr_t base = 0, end = 0;
    Allocation allocation;
    openhip::sanitizer::Shadow* shadow = nullptr;  ///< initcheck's, for device allocations
  };
  static constexpr unsigned kCacheSize = 4;
  CachedAllocation cache[kCacheSize];
  unsigned cache_next = 0;
  uint64_t cache_removals = UINT64_MAX;
  uintptr_t stack_low = 0, stack_high = 0;
  /// Where an invalid access goes when the run continues after errors.
  alignas(64) unsigned char scratch[4096];
};

// The state lives on the heap; only its pointer is initial-exec TLS (a
// general-dynamic thread_local in a shared library costs a __tls_get_addr
// call per check, and large initial-exec data would use up the static TLS
// space that a dlopen of libopenhip needs).
__attribute__((tls_model("initial-exec"))) thread_local BlockState* t_block_state = nullptr;
thread_local std::unique_ptr<BlockState> t_block_owner;  // frees it when the thread ends

BlockState& blockState() {
  BlockState* state = t_block_state;
  if (__builtin_expect(state == nullptr, 0)) {
    t_block_owner = std::make_unique<BlockState>();
    state = t_block_state = t_block_owner.get();
  }
  return *state;
}

std::string demangle(const char* name) {
  if (!name) return "?";
  int status = 0;
  std::unique_ptr<char, void (*)(void*)> text(abi::__cxa_demangle(name, nullptr, nullptr, &status), std::free);
  return status == 0 && text ? text.get() : name;
}

std::string hex(uintptr_t value) {
  char text[32];
  std::snprintf(text, sizeof(text), "0x%" PRIxPTR, value);
  return text;
}

std::string where(const OpenHipSanitizerSite* site) {
  if (!site || !site->file || !*site->file) return "(no line information)";
  return std::string(site->file) + ":" + std::to_string(site->line) + ":" + std::to_string(site->column);
}

std::string kernelName() { return demangle(blockState().launch ? blockState().launch->kernel->name : nullptr); }

std::string threadAndBlock(const OpenHipLaunchCtx* ctx, uint32_t tx, uint32_t ty, uint32_t tz) {
  char text[128];
  std::snprintf(text, sizeof(text), "by thread (%u,%u,%u) in block (%u,%u,%u)", tx, ty, tz, ctx->block_idx[0],
                ctx->block_idx[1], ctx->block_idx[2]);
  return text;
}

uint32_t linearId(uint32_t tx, uint32_t ty, uint32_t tz) {
  return tx + blockState().block_dim[0] * (ty + blockState().block_dim[1] * tz);
}

bool onThreadStack(uintptr_t p, uint64_t size) {
  BlockState& b = blockState();
  if (!b.stack_high) {
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
      void* low = nullptr;
      size_t bytes = 0;
      if (pthread_attr_getstack(&attributes, &low, &bytes) == 0) {
        b.stack_low = reinterpret_cast<uintptr_t>(low);
        b.stack_high = b.stack_low + bytes;
      }
      pthread_attr_destroy(&attributes);
    }
  }
  return p >= b.stack_low && p + size <= b.stack_high;
}

const char* accessName(uint32_t flags) {
  if ((flags & OPENHIP_ACCESS_READ) && (flags & OPENHIP_ACCESS_WRITE)) return "atomic";
  return flags & OPENHIP_ACCESS_WRITE ? "write" : "read";
}

/// A memcheck error: reported, then the kernel fails unless the run continues.
void* memoryError(const std::string& what, const std::string& detail, void* address, uint64_t size,
                  uint32_t flags, const OpenHipSanitizerSite* site, const OpenHipLaunchCtx* ctx, uint32_t tx,
                  uint32_t ty, uint32_t tz) {
  // One report per place and kind of error (addresses and offsets aside).
  std::string kind;
  for (size_t i = 0; i < detail.size(); ++i) {
    if (detail.compare(i, 2, "0x") == 0)
      for (i += 2; i < detail.size() && std::isxdigit(static_cast<unsigned char>(detail[i])); ++i) {
      }
    if (i < detail.size() && !std::isdigit(static_cast<unsigned char>(detail[i]))) kind += detail[i];
  }
  report("memcheck " + what + " " + where(site) + " " + kernelName() + " " + kind,
         "Invalid " + what + " " + accessName(flags) + " of size " + std::to_string(size) + " bytes\n    at " +
             where(site) + " in " + kernelName() + "\n    " + threadAndBlock(ctx, tx, ty, tz) +
             "\n    Address " + hex(reinterpret_cast<uintptr_t>(address)) + " " + detail);
  if (!openhip::sanitizer::continueAfterErrors() || size > sizeof(BlockState::scratch))
    abandonBlock(hipErrorLaunchFailure);
  unsigned char* scratch = blockState().scratch;
  std::memset(scratch, 0, size);
  return scratch;
}

void* checkShared(void* address, uint64_t size, uint32_t flags, const OpenHipSanitizerSite* site,
                  const OpenHipLaunchCtx* ctx, uint32_t tx, uint32_t ty, uint32_t tz) {
  BlockState& b = blockState();
  const uint64_t offset = reinterpret_cast<uintptr_t>(address) - b.arena;
  if (offset + size > b.shared_bytes) {
    std::string detail = "is out of bounds: " + std::to_string(offset) + " bytes into the block's " +
                         std::to_string(b.shared_bytes) + " bytes of shared memory";
    return memoryError("__shared__", detail, address, size, flags, site, ctx, tx, ty, tz);
  }
  if (!(flags >> OPENHIP_ACCESS_TOOLS_SHIFT & OPENHIP_SANITIZE_RACECHECK)) return address;
  // Atomics never race with each other (a histogram's shared bins).
  if ((flags & OPENHIP_ACCESS_READ) && (flags & OPENHIP_ACCESS_WRITE)) return address;
  // racecheck: another work-item's conflicting access to the same word since
  // the last barrier they both passed.
  const uint32_t id = linearId(tx, ty, tz);
  const WordAccess me{id + 1, b.block_epoch[id], b.warp_epoch[id], site};
  auto conflicts = [&](const WordAccess& other) {
    if (!other.work_item || other.work_item == me.work_item || other.block_epoch != me.block_epoch) return false;
    if (other.work_item == kManyReaders) return true;
    const bool same_warp = (other.work_item - 1) / b.warp_size == id / b.warp_size;
    return !same_warp || other.warp_epoch == me.warp_epoch;
  };
  const bool writes = flags & OPENHIP_ACCESS_WRITE;
  const bool uniform = flags & OPENHIP_ACCESS_UNIFORM;
  bool reported = false;
  for (uint64_t byte = offset; byte < offset + size && byte < b.shadow.size(); ++byte) {
    ShadowWord& shadow = b.shadow[byte];
    if (shadow.block != b.serial) shadow = ShadowWord{b.serial, {}, {}};
    const WordAccess* hazard = nullptr;
    const char* kind = nullptr;
    if (conflicts(shadow.writer) && !(uniform && writes)) {
      hazard = &shadow.writer;
      kind = writes ? "Write-after-write" : "Read-after-write";
    } else if (writes && !uniform && conflicts(shadow.reader)) {
      hazard = &shadow.reader;
      kind = "Write-after-read";
    }
    if (hazard && !reported) {
      reported = true;
      const bool same_warp =
          hazard->work_item != kManyReaders && (hazard->work_item - 1) / b.warp_size == id / b.warp_size;
      const std::string first = where(hazard->site), second = where(site);
      report(std::string("racecheck ") + kind + first + second,
             std::string(kind) + " hazard on __shared__ memory at offset " + std::to_string(byte) + " in " +
                 kernelName() + ", block (" + std::to_string(ctx->block_idx[0]) + "," +
                 std::to_string(ctx->block_idx[1]) + "," + std::to_string(ctx->block_idx[2]) + ")\n    " +
                 (hazard->work_item == kManyReaders ? std::string("several work-items")
                                                    : "work-item " + std::to_string(hazard->work_item - 1)) +
                 " at " + first + "\n    work-item " + std::to_string(id) + " at " + second +
                 "\n    with no __syncthreads()" + (same_warp ? " or __syncwarp()" : "") + " between them");
    }
    if (writes) {
      shadow.writer = me;
    } else if (shadow.reader.work_item && shadow.reader.block_epoch == me.block_epoch &&
               shadow.reader.work_item != me.work_item) {
      shadow.reader.work_item = kManyReaders;
    } else {
      shadow.reader = me;
    }
  }
  return address;
}

void checkInitialized(BlockState::CachedAllocation& cached, void* address, uint64_t size, uint32_t flags,
                      const OpenHipSanitizerSite* site, const OpenHipLaunchCtx* ctx, uint32_t tx, uint32_t ty,
                      uint32_t tz) {
  const Allocation& allocation = cached.allocation;
  if (allocation.kind != AllocationKind::Device) return;
  if (!cached.shadow) cached.shadow = openhip::sanitizer::shadowOf(allocation);
  openhip::sanitizer::Shadow& shadow = *cached.shadow;
  const uint64_t offset = reinterpret_cast<uintptr_t>(address) - reinterpret_cast<uintptr_t>(allocation.base);
  if (flags & OPENHIP_ACCESS_WRITE && !(flags & OPENHIP_ACCESS_READ)) {
    openhip::sanitizer::markWritten(shadow, offset, size);
    return;
  }
  uint64_t first = 0;
  if (openhip::sanitizer::readsUnwritten(shadow, offset, size, &first)) {
    report("initcheck " + where(site) + " " + kernelName(),
           "Uninitialized __global__ memory read of size " + std::to_string(size) + " bytes\n    at " +
               where(site) + " in " + kernelName() + "\n    " + threadAndBlock(ctx, tx, ty, tz) +
               "\n    Address " + hex(reinterpret_cast<uintptr_t>(address)) + ": byte " + std::to_string(first) +
               " of a " + std::to_string(allocation.size) + "-byte device allocation at " +
               hex(reinterpret_cast<uintptr_t>(allocation.base)) + " was never written");
  }
  if (flags & OPENHIP_ACCESS_WRITE) openhip::sanitizer::markWritten(shadow, offset, size);
}

void* checkGlobal(void* address, uint64_t size, uint32_t flags, const OpenHipSanitizerSite* site,
                  const OpenHipLaunchCtx* ctx, uint32_t tx, uint32_t ty, uint32_t tz) {
  BlockState& b = blockState();
  const uintptr_t p = reinterpret_cast<uintptr_t>(address);
  AllocationRegistry& registry = Runtime::get().allocations();
  const uint64_t removals = registry.removals();
  if (removals != b.cache_removals) {
    for (BlockState::CachedAllocation& entry : b.cache) entry = BlockState::CachedAllocation{};
    b.cache_removals = removals;
  }
  BlockState::CachedAllocation* hit = nullptr;
  for (BlockState::CachedAllocation& entry : b.cache)
    if (p >= entry.base && p + size <= entry.end) hit = &entry;
  if (!hit) {
    std::optional<Allocation> allocation = registry.find(address);
    if (!allocation || !allocation->contains(address, size)) {
      if (!allocation && (openhip::sanitizer::inRange(address, size) || onThreadStack(p, size))) return address;
      const AddressLocation location = locateAddress(address);
      std::string detail = location.relation == AddressLocation::Relation::Freed
                               ? "is in memory that was freed: " + describeLocation(location)
                               : "is out of bounds: " + describeLocation(location);
      if (allocation && location.relation == AddressLocation::Relation::Inside)
        detail = "runs past the end of a " + std::to_string(allocation->size) + "-byte " +
                 allocationKindName(allocation->kind) + " allocation at " +
                 hex(reinterpret_cast<uintptr_t>(allocation->base)) + " (offset " +
                 std::to_string(p - reinterpret_cast<uintptr_t>(allocation->base)) + ")";
      return memoryError("__global__", detail, address, size, flags, site, ctx, tx, ty, tz);
    }
    hit = &b.cache[b.cache_next++ % BlockState::kCacheSize];
    hit->allocation = *allocation;
    hit->shadow = nullptr;
    hit->base = reinterpret_cast<uintptr_t>(allocation->base);
    hit->end = hit->base + allocation->size;
  }
  if (flags >> OPENHIP_ACCESS_TOOLS_SHIFT & OPENHIP_SANITIZE_INITCHECK)
    checkInitialized(*hit, address, size, flags, site, ctx, tx, ty, tz);
  return address;
}

void checkMask(uint32_t kind, uint64_t mask, const OpenHipSanitizerSite* site, const OpenHipLaunchCtx* ctx,
               uint32_t tx, uint32_t ty, uint32_t tz) {
  BlockState& b = blockState();
  const uint32_t id = linearId(tx, ty, tz);
  const uint32_t base = id / b.warp_size * b.warp_size;
  const uint32_t present = std::min(b.warp_size, b.threads - base);
  const uint64_t lanes = present >= 64 ? ~0ull : (1ull << present) - 1;
  const uint32_t lane = id - base;
  // Lanes that are absent or exited count as exited (CUDA), so `_sync`
  // operations may name them, and __syncwarp may with the full mask.
  std::string problem;
  if (kind != OPENHIP_BARRIER_WARP) return;
  if ((mask & ~lanes) && mask != ~0ull && mask != 0xffffffffull)
    problem = "names lanes that do not exist (the warp has " + std::to_string(present) + " lanes)";
  else if (!((mask >> lane) & 1))
    problem = "does not include the calling lane " + std::to_string(lane);
  if (problem.empty()) return;
  char text[32];
  std::snprintf(text, sizeof(text), "0x%llx", static_cast<unsigned long long>(mask));
  report("synccheck mask " + where(site) + problem,
         std::string("Invalid mask ") + text + " of " + (kind == OPENHIP_BARRIER_WARP ? "__syncwarp" : "a _sync warp operation") +
             ": it " + problem + "\n    at " + where(site) + " in " + kernelName() + "\n    " +
             threadAndBlock(ctx, tx, ty, tz));
}

}  // namespace

void noteTable(const OpenHipCpuTable& table) {
  bool sanitized = false;
  for (uint32_t i = 0; i < table.kernel_count; ++i)
    sanitized = sanitized || (table.kernels[i].flags & OPENHIP_KERNEL_SANITIZED);
  if (!sanitized) return;
  openhip::sanitizer::activate();
  for (uint32_t i = 0; i < table.var_count; ++i)
    if (table.vars[i].address && table.vars[i].size)
      openhip::sanitizer::addRange(table.vars[i].address, table.vars[i].size);
}

void beginBlock(const OpenHipLaunchCtx& ctx, const KernelLaunch& launch) {
  BlockState& b = blockState();
  ++b.serial;
  b.launch = &launch;
  b.arena = reinterpret_cast<uintptr_t>(ctx.shared_arena);
  b.shared_bytes = launch.kernel->sharedBytes(launch.dynamic_shared);
  b.threads = static_cast<uint32_t>(launch.threadsPerBlock());
  for (int d = 0; d < 3; ++d) b.block_dim[d] = ctx.block_dim[d];
  b.warp_size = ctx.warp_size ? ctx.warp_size : 64;
  b.block_epoch.assign(b.threads, 0);
  b.warp_epoch.assign(b.threads, 0);
  b.barrier_at_epoch.clear();
  if (b.shadow.size() < b.shared_bytes) b.shadow.resize(b.shared_bytes);
}

}  // namespace openhip::cpu::sanitizer

using namespace openhip::cpu::sanitizer;

extern "C" {

__attribute__((visibility("default"))) void* __openhip_sanitizer_access(void* address, uint64_t size,
                                                                        uint32_t flags,
                                                                        const OpenHipSanitizerSite* site,
                                                                        const OpenHipLaunchCtx* ctx, uint32_t tx,
                                                                        uint32_t ty, uint32_t tz) {
  BlockState& b = blockState();
  const uintptr_t p = reinterpret_cast<uintptr_t>(address);
  const unsigned tools = flags >> OPENHIP_ACCESS_TOOLS_SHIFT & 0xff;
  const uint64_t align = uint64_t{1} << (flags >> OPENHIP_ACCESS_ALIGN_SHIFT & 0x3f);
  if (size == 0) return address;
  if ((tools & OPENHIP_SANITIZE_MEMCHECK) && p % align != 0) {
    const bool shared = b.arena && p - b.arena < b.shared_bytes;
    return memoryError(shared ? "__shared__" : "__global__",
                       "is misaligned (the access assumes " + std::to_string(align) + "-byte alignment)", address,
                       size, flags, site, ctx, tx, ty, tz);
  }
  // Shared memory: the block's arena, and up to 64 KiB past what the launch
  // gave it (an index that ran off the end).
  if (b.arena && p >= b.arena && p - b.arena < b.shared_bytes + (64u << 10))
    return checkShared(address, size, flags, site, ctx, tx, ty, tz);
  if (!(tools & (OPENHIP_SANITIZE_MEMCHECK | OPENHIP_SANITIZE_INITCHECK))) return address;
  if (p < 4096 && !b.arena && b.launch && b.launch->dynamic_shared == 0 &&
      (openhip::cpu::entryOf(*b.launch).flags & OPENHIP_KERNEL_USES_DYNAMIC_SHARED))
    return memoryError("__shared__", "is out of bounds: the kernel uses extern __shared__ memory and the launch "
                       "gave it 0 bytes", address, size, flags, site, ctx, tx, ty, tz);
  return checkGlobal(address, size, flags, site, ctx, tx, ty, tz);
}

__attribute__((visibility("default"))) void __openhip_sanitizer_barrier(uint32_t kind, uint64_t mask,
                                                                        const OpenHipSanitizerSite* site,
                                                                        const OpenHipLaunchCtx* ctx, uint32_t tx,
                                                                        uint32_t ty, uint32_t tz) {
  BlockState& b = blockState();
  const uint32_t id = linearId(tx, ty, tz);
  if (id >= b.threads) return;
  if (kind != OPENHIP_BARRIER_BLOCK) {
    checkMask(kind, mask, site, ctx, tx, ty, tz);
    if (kind == OPENHIP_BARRIER_WARP) ++b.warp_epoch[id];
    return;
  }
  // synccheck: the work-items that reach their n-th barrier must all reach
  // the same one (those that exited are not waited for).
  const uint32_t epoch = b.block_epoch[id]++;
  if (b.barrier_at_epoch.size() <= epoch) b.barrier_at_epoch.resize(epoch + 1, nullptr);
  const OpenHipSanitizerSite*& first = b.barrier_at_epoch[epoch];
  if (!first) {
    first = site;
  } else if (first != site) {
    report("synccheck divergent " + where(first) + where(site),
           "Barrier error: divergent __syncthreads() in " + kernelName() + ", block (" +
               std::to_string(ctx->block_idx[0]) + "," + std::to_string(ctx->block_idx[1]) + "," +
               std::to_string(ctx->block_idx[2]) + ")\n    work-items reach barrier number " +
               std::to_string(epoch + 1) + " at different places: " + where(first) + "\n    and, " +
               threadAndBlock(ctx, tx, ty, tz) + ", " + where(site));
  }
}

}  // extern "C"
