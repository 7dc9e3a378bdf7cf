#include "address_description.h"

#include <cstdio>

#include "runtime.h"

namespace openhip {
namespace {

uintptr_t address(const void* p) { return reinterpret_cast<uintptr_t>(p); }

constexpr uintptr_t kNullPage = 4096;

std::string allocationText(const Allocation& allocation) {
  char text[160];
  std::snprintf(text, sizeof text, "a %zu-byte %s allocation at %p (device %d)", allocation.size,
                allocationKindName(allocation.kind), allocation.base, allocation.device);
  return text;
}

}  // namespace

const char* allocationKindName(AllocationKind kind) {
  switch (kind) {
    case AllocationKind::Device: return "device";
    case AllocationKind::Host: return "pinned host";
    case AllocationKind::Registered: return "registered host";
    case AllocationKind::Managed: return "managed";
    case AllocationKind::Symbol: return "__device__ variable";
  }
  return "unknown";
}

AddressLocation locateAddress(const void* p) {
  AddressLocation location;
  const AllocationRegistry& registry = Runtime::get().allocations();
  if (auto inside = registry.find(p)) {
    location.relation = AddressLocation::Relation::Inside;
    location.allocation = *inside;
    location.distance = address(p) - address(inside->base);
    return location;
  }
  if (auto freed = registry.findRetired(p)) {
    location.relation = AddressLocation::Relation::Freed;
    location.allocation = *freed;
    location.distance = address(p) - address(freed->base);
    return location;
  }
  if (address(p) < kNullPage) {
    location.relation = AddressLocation::Relation::NullPage;
    location.distance = address(p);
    return location;
  }
  std::optional<Allocation> below, above;
  registry.neighbours(p, &below, &above);
  const uint64_t after = below ? address(p) - (address(below->base) + below->size) : UINT64_MAX;
  const uint64_t before = above ? address(above->base) - address(p) : UINT64_MAX;
  if (after <= before && after < kNearAllocationBytes) {
    location.relation = AddressLocation::Relation::After;
    location.allocation = *below;
    location.distance = after;
  } else if (before < kNearAllocationBytes) {
    location.relation = AddressLocation::Relation::Before;
    location.allocation = *above;
    location.distance = before;
  }
  return location;
}

std::string describeLocation(const AddressLocation& location) {
  const std::string distance = std::to_string(location.distance);
  switch (location.relation) {
    case AddressLocation::Relation::Inside:
      return "inside " + allocationText(location.allocation) + ", at offset " + distance;
    case AddressLocation::Relation::After:
      return distance + " bytes past the end of " + allocationText(location.allocation);
    case AddressLocation::Relation::Before:
      return distance + " bytes before the start of " + allocationText(location.allocation);
    case AddressLocation::Relation::Freed:
      return "inside " + allocationText(location.allocation) + ", at offset " + distance +
             ", which was freed";
    case AddressLocation::Relation::NullPage:
      return "in the first page of memory (a null pointer plus " + distance + ")";
    case AddressLocation::Relation::Unknown: break;
  }
  return "not in or near any allocation of the runtime";
}

std::string describeAddress(const void* p) { return describeLocation(locateAddress(p)); }

}  // namespace openhip
