// Where an address lies relative to the runtime's allocations: what a fault
// report says about the address a kernel, copy or fill faulted on, and what
// the kernel sanitizer (memcheck, docs/sanitizer.md) will say about a bad
// access. The backend reaches the allocation records only through here.
#pragma once

#include <cstdint>
#include <string>

#include "allocation_registry.h"

namespace openhip {

struct AddressLocation {
  enum class Relation {
    Inside,    ///< in `allocation`, `distance` bytes from its start
    After,     ///< `distance` bytes past the end of `allocation` (0: the first byte after)
    Before,    ///< `distance` bytes before the start of `allocation`
    Freed,     ///< in `allocation`, freed since (its addresses are still reserved)
    NullPage,  ///< in the first page: a null pointer plus `distance`
    Unknown,   ///< not in or near any allocation
  };
  Relation relation = Relation::Unknown;
  Allocation allocation;
  uint64_t distance = 0;
};

/// An address outside every allocation is "near" one within this many bytes.
constexpr uint64_t kNearAllocationBytes = uint64_t{1} << 20;

AddressLocation locateAddress(const void* address);

/// The location in words, e.g. "0 bytes past the end of a 4096-byte device
/// allocation at 0x7f0000000000 (device 0)".
std::string describeLocation(const AddressLocation& location);

/// describeLocation(locateAddress(address)).
std::string describeAddress(const void* address);

/// "device", "pinned host", "registered host", "managed", "__device__ variable".
const char* allocationKindName(AllocationKind kind);

}  // namespace openhip
