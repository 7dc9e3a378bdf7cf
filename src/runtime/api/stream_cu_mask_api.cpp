// C ABI: streams with a compute-unit mask (hipExtStreamCreateWithCUMask).
// A CU of the CPU device is a worker thread. The mask is validated, stored
// and reported; blocks of the stream still run on any worker (the pool has
// no per-stream worker sets), which only changes timing, never results.
#include <algorithm>
#include <vector>

#include "api_common.h"

using openhip::Runtime;

namespace {

/// The mask bits that name the device's CUs (0 .. multiProcessorCount-1).
std::vector<uint32_t> deviceCuMask(const openhip::Device& device, size_t words) {
  std::vector<uint32_t> mask(words, 0);
  hipDeviceProp_t props;
  device.properties(&props);
  const unsigned cus = static_cast<unsigned>(props.multiProcessorCount);
  for (unsigned cu = 0; cu < cus && cu / 32 < words; ++cu) mask[cu / 32] |= 1u << (cu % 32);
  return mask;
}

}  // namespace

extern "C" {

hipError_t hipExtStreamCreateWithCUMask(hipStream_t* stream, uint32_t cuMaskSize,
                                        const uint32_t* cuMask) {
  OPENHIP_API(stream, cuMaskSize, cuMask);
  if (!stream || cuMaskSize == 0 || !cuMask) HIP_RETURN(hipErrorInvalidValue);
  openhip::Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  if (hipError_t sticky = openhip::stickyError(device)) HIP_RETURN(sticky);
  // Bits beyond the device's CUs are ignored (as HIP documents); a mask
  // selecting none of them leaves the stream nowhere to run.
  std::vector<uint32_t> mask(cuMask, cuMask + cuMaskSize);
  const std::vector<uint32_t> existing = deviceCuMask(*device, cuMaskSize);
  bool any = false;
  for (size_t i = 0; i < mask.size(); ++i) any |= (mask[i] & existing[i]) != 0;
  if (!any) HIP_RETURN(hipErrorInvalidValue);
  openhip::Stream* created = Runtime::get().createStream(*device, 0, 0);
  Runtime::get().setStreamCuMask(created, std::move(mask));
  *stream = created;
  HIP_RETURN(hipSuccess);
}

hipError_t hipExtStreamGetCUMask(hipStream_t stream, uint32_t cuMaskSize, uint32_t* cuMask) {
  OPENHIP_API(stream, cuMaskSize, cuMask);
  if (!cuMask || cuMaskSize == 0) HIP_RETURN(hipErrorInvalidValue);
  openhip::Stream* s = openhip::resolveStream(stream);
  if (!s) HIP_RETURN(hipErrorInvalidHandle);
  const std::vector<uint32_t> existing = deviceCuMask(s->device(), cuMaskSize);
  std::vector<uint32_t> mask = Runtime::get().streamCuMask(s);
  mask.resize(cuMaskSize, mask.empty() ? ~0u : 0u);
  for (size_t i = 0; i < cuMaskSize; ++i) cuMask[i] = mask[i] & existing[i];
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
