// thrust::mr::get_per_device_resource for the HIP system: one memory resource
// of each kind per device.
#pragma once

#include <thrust/system/hip/detail/util.h>

#include <mutex>
#include <unordered_map>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

template <class MR, class Derived>
__host__ MR* get_per_device_resource(execution_policy<Derived>&) {
  static std::mutex lock;
  static std::unordered_map<int, MR> resources;
  int device = 0;
  throw_on_error(hipGetDevice(&device), "get_per_device_resource: hipGetDevice failed");
  std::lock_guard<std::mutex> guard(lock);
  return &resources[device];
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
