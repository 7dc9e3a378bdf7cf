// C ABI: hipMemRangeGetAttribute(s) over the hints recorded by hipMemAdvise
// and hipMemPrefetchAsync (memory_hints.h). A value holds for the range only
// if it holds for every byte of it (CUDA's rule).
#include <cstring>

#include "api_common.h"
#include "memory_hints.h"
#include "memory_ops.h"

using openhip::AllocationKind;
using openhip::MemoryHintMap;
using openhip::MemoryHints;

namespace {

void storeInt(void* data, int value) { std::memcpy(data, &value, sizeof value); }

hipError_t rangeAttribute(void* data, size_t data_size, hipMemRangeAttribute attribute,
                          const void* ptr, size_t count) {
  if (!data || !ptr || count == 0) return hipErrorInvalidValue;
  auto allocation = openhip::Runtime::get().allocations().find(ptr);
  if (!allocation || allocation->kind != AllocationKind::Managed || !allocation->contains(ptr, count))
    return hipErrorInvalidValue;
  const bool list = attribute == hipMemRangeAttributeAccessedBy;
  if (list ? (data_size == 0 || data_size % 4 != 0) : data_size != 4) return hipErrorInvalidValue;

  bool first = true, read_mostly = true;
  int preferred = hipInvalidDeviceId, prefetched = hipInvalidDeviceId;
  int coherency = hipMemRangeCoherencyModeFineGrain;
  uint64_t accessed_by = ~uint64_t(0);
  MemoryHintMap::get().visit(ptr, count, [&](const MemoryHints& h) {
    read_mostly = read_mostly && h.read_mostly;
    const int mode = h.coarse_grain ? hipMemRangeCoherencyModeCoarseGrain
                                    : hipMemRangeCoherencyModeFineGrain;
    if (first) {
      preferred = h.preferred_location;
      prefetched = h.last_prefetch;
      coherency = mode;
    } else {
      if (preferred != h.preferred_location) preferred = hipInvalidDeviceId;
      if (prefetched != h.last_prefetch) prefetched = hipInvalidDeviceId;
      if (coherency != mode) coherency = hipMemRangeCoherencyModeIndeterminate;
    }
    accessed_by &= h.accessed_by;
    first = false;
  });
  switch (attribute) {
    case hipMemRangeAttributeReadMostly: storeInt(data, read_mostly ? 1 : 0); break;
    case hipMemRangeAttributePreferredLocation: storeInt(data, preferred); break;
    case hipMemRangeAttributeLastPrefetchLocation: storeInt(data, prefetched); break;
    case hipMemRangeAttributeCoherencyMode: storeInt(data, coherency); break;
    case hipMemRangeAttributeAccessedBy: {
      // Devices (the host as -1 first) that have AccessedBy set on the whole
      // range; the rest of the array is hipInvalidDeviceId.
      size_t slots = data_size / 4, used = 0;
      for (int bit = 0; bit < 64 && used < slots; ++bit)
        if (accessed_by & (uint64_t(1) << bit)) storeInt(static_cast<int*>(data) + used++, bit - 1);
      while (used < slots) storeInt(static_cast<int*>(data) + used++, hipInvalidDeviceId);
      break;
    }
    default: return hipErrorInvalidValue;
  }
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipMemRangeGetAttribute(void* data, size_t data_size, hipMemRangeAttribute attribute,
                                   const void* dev_ptr, size_t count) {
  OPENHIP_API(data, data_size, attribute, dev_ptr, count);
  HIP_RETURN(rangeAttribute(data, data_size, attribute, dev_ptr, count));
}

hipError_t hipMemRangeGetAttributes(void** data, size_t* data_sizes,
                                    hipMemRangeAttribute* attributes, size_t num_attributes,
                                    const void* dev_ptr, size_t count) {
  OPENHIP_API(data, data_sizes, attributes, num_attributes, dev_ptr, count);
  if (!data || !data_sizes || !attributes || num_attributes == 0) HIP_RETURN(hipErrorInvalidValue);
  for (size_t i = 0; i < num_attributes; ++i)
    if (hipError_t e = rangeAttribute(data[i], data_sizes[i], attributes[i], dev_ptr, count))
      HIP_RETURN(e);
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
