// The host's virtual memory as the CPU backend hands it out: device memory
// (pages of its own, so that IPC can later share them in place), pinned host
// and managed memory (the heap), shareable memory (memfd files that another
// process can open, see core/ipc_shared.h), and address-range reservations
// for HIP's virtual memory management. Every mmap of the runtime is here.
#pragma once

#include <cstddef>
#include <cstdint>

namespace openhip::cpu {

size_t pageSize();

/// `bytes` of zero-filled private pages; nullptr when exhausted.
void* mapPages(size_t bytes);
void unmapPages(void* address, size_t bytes);

/// Allocations of at least this size are backed by transparent huge pages.
inline constexpr size_t kHugePageSize = size_t{2} << 20;

/// Device memory: `bytes` of zero-filled private pages followed by an
/// inaccessible guard page, so that a kernel running past the end of a
/// page-multiple allocation faults instead of reaching the next mapping
/// (when the kernel refuses one more mapping, the guard page stays ordinary
/// memory: the allocation still succeeds). A readable page comes before
/// them: GPU code reads just before a buffer without using the value
/// (Thrust's head flags build `(a[i], a[i - 1])` for every i), which a GPU's
/// large allocation granules never fault on. From kHugePageSize on, the pages
/// start on a huge-page boundary and ask for transparent huge pages: the
/// first touch then faults once per 2 MiB instead of once per 4 KiB (24x
/// faster in a VM, docs/runtime.md); such an allocation is readable up to
/// the end of its last huge page, as a GPU's 2 MiB granule is, and the guard
/// page follows that. nullptr when exhausted.
void* mapGuardedPages(size_t bytes);
void unmapGuardedPages(void* address, size_t bytes);
/// Frees the memory of a mapGuardedPages range but keeps its addresses
/// reserved and inaccessible (stale pointers then fault); unmapGuardedPages
/// gives the addresses back later.
bool retireGuardedPages(void* address, size_t bytes);

/// `bytes` aligned to `alignment`: from the heap, or from kHugePageSize on
/// huge-page backed pages of their own (as mapGuardedPages, without the
/// guard); freeAligned must get the same `bytes`. nullptr when exhausted.
void* allocateAligned(size_t bytes, size_t alignment);
void freeAligned(void* memory, size_t bytes);

/// A memfd of `bytes` (rounded up to pages); -1 on failure.
int createSharedFile(const char* name, size_t bytes);
bool growSharedFile(int fd, size_t bytes);
/// Gives the pages of [offset, offset+bytes) of the file back (a hole).
void discardSharedFile(int fd, uint64_t offset, size_t bytes);
/// Maps `bytes` of `fd` from `offset` read-write anywhere, or inaccessible
/// over a reserved range at `at`. nullptr on failure.
void* mapSharedFile(int fd, uint64_t offset, size_t bytes, void* at);
/// Moves private pages into a new memfd at the same address; returns the
/// descriptor, -1 on failure.
int sharePagesInPlace(void* address, size_t bytes);

/// An inaccessible, unbacked range of `bytes` aligned to `alignment` (at
/// `hint` if possible); nullptr on failure.
void* reserveRange(size_t bytes, size_t alignment, void* hint);
/// Turns [address, address+bytes) back into a plain reserved range.
bool resetToReserved(void* address, size_t bytes);
bool protectRange(void* address, size_t bytes, bool read, bool write);

}  // namespace openhip::cpu
