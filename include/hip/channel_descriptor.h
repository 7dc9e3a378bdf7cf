// HIP's header name for the channel descriptors: hipCreateChannelDesc<T>()
// and hipCreateChannelDescHalf*() live with the texture types.
#ifndef HIP_INCLUDE_HIP_CHANNEL_DESCRIPTOR_H
#define HIP_INCLUDE_HIP_CHANNEL_DESCRIPTOR_H
#include <hip/hip_runtime_api.h>
#endif  // HIP_INCLUDE_HIP_CHANNEL_DESCRIPTOR_H
