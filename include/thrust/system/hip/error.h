// Errors of the HIP system: thrust::hip::errc (HIP's hipError_t values under
// the names Thrust's CUDA system uses) and thrust::hip_category(), the
// error_category of the thrust::system_error exceptions that failed HIP calls
// throw. CUDA sources see the same as thrust::cuda::errc and cuda_category().
#pragma once

#include <thrust/system/hip/config.h>
#include <thrust/detail/type_traits.h>
#include <thrust/system/error_code.h>

#include <string>

THRUST_NAMESPACE_BEGIN
namespace system {
namespace hip_rocprim {
namespace errc {

enum errc_t {
  success = hipSuccess,
  missing_configuration = hipErrorMissingConfiguration,
  memory_allocation = hipErrorMemoryAllocation,
  initialization_error = hipErrorInitializationError,
  launch_failure = hipErrorLaunchFailure,
  prior_launch_failure = hipErrorPriorLaunchFailure,
  launch_timeout = hipErrorLaunchTimeOut,
  launch_out_of_resources = hipErrorLaunchOutOfResources,
  invalid_device_function = hipErrorInvalidDeviceFunction,
  invalid_configuration = hipErrorInvalidConfiguration,
  invalid_device = hipErrorInvalidDevice,
  invalid_value = hipErrorInvalidValue,
  invalid_pitch_value = hipErrorInvalidPitchValue,
  invalid_symbol = hipErrorInvalidSymbol,
  map_buffer_object_failed = hipErrorMapBufferObjectFailed,
  unmap_buffer_object_failed = hipErrorUnmapFailed,
  invalid_device_pointer = hipErrorInvalidDevicePointer,
  invalid_memcpy_direction = hipErrorInvalidMemcpyDirection,
  unknown = hipErrorUnknown,
  invalid_resource_handle = hipErrorInvalidResourceHandle,
  not_ready = hipErrorNotReady,
  insufficient_driver = hipErrorInsufficientDriver,
  set_on_active_process_error = hipErrorSetOnActiveProcess,
  no_device = hipErrorNoDevice,
  ecc_uncorrectable = hipErrorECCNotCorrectable,
  shared_object_symbol_not_found = hipErrorSharedObjectSymbolNotFound,
  shared_object_init_failed = hipErrorSharedObjectInitFailed,
  unsupported_limit = hipErrorUnsupportedLimit,
  invalid_kernel_image = hipErrorInvalidImage,
  no_kernel_image_for_device = hipErrorNoBinaryForGpu,
  peer_access_already_enabled = hipErrorPeerAccessAlreadyEnabled,
  peer_access_not_enabled = hipErrorPeerAccessNotEnabled,
  profiler_disabled = hipErrorProfilerDisabled,
  assert_triggered = hipErrorAssert,
  host_memory_already_registered = hipErrorHostMemoryAlreadyRegistered,
  host_memory_not_registered = hipErrorHostMemoryNotRegistered,
  operating_system_error = hipErrorOperatingSystem,
  peer_access_unsupported = hipErrorPeerAccessUnsupported,
  attempted_operation_not_supported = hipErrorNotSupported,
  // CUDA errors HIP has no code for.
  invalid_texture = hipErrorTbd,
  invalid_texture_binding = hipErrorTbd,
  invalid_channel_descriptor = hipErrorTbd,
  invalid_filter_setting = hipErrorTbd,
  invalid_norm_setting = hipErrorTbd,
  cuda_runtime_unloading = hipErrorTbd,
  duplicate_variable_name = hipErrorTbd,
  duplicate_texture_name = hipErrorTbd,
  duplicate_surface_name = hipErrorTbd,
  devices_unavailable = hipErrorTbd,
  incompatible_driver_context = hipErrorTbd,
  device_already_in_use = hipErrorTbd,
  too_many_peers = hipErrorTbd,
  launch_max_depth_exceeded = hipErrorTbd,
  launch_file_scoped_texture_used = hipErrorTbd,
  launch_file_scoped_surface_used = hipErrorTbd,
  sync_depth_exceeded = hipErrorTbd,
  attempted_operation_not_permitted = hipErrorTbd,
  startup_failure = hipErrorTbd
};

} // namespace errc

namespace detail {

class hip_error_category : public error_category {
public:
  const char* name() const override { return "hip"; }

  std::string message(int ev) const override {
    const hipError_t error = static_cast<hipError_t>(ev);
    const char* error_name = ::hipGetErrorName(error);
    const char* text = ::hipGetErrorString(error);
    return std::string(error_name ? error_name : "hipErrorUnknown") + ": " +
           (text ? text : "unknown error");
  }

  error_condition default_error_condition(int ev) const override {
    if (ev >= 0 && ev < hipErrorTbd)
      return error_condition(ev, *this);
    return system_category().default_error_condition(ev);
  }
};

} // namespace detail
} // namespace hip_rocprim

inline const error_category& hip_category() {
  static const hip_rocprim::detail::hip_error_category category;
  return category;
}

// CUDA sources: Thrust's CUDA name for the same category.
inline const error_category& cuda_category() {
  return hip_category();
}

template <> struct is_error_code_enum<hip_rocprim::errc::errc_t> : thrust::detail::true_type {};

inline error_code make_error_code(hip_rocprim::errc::errc_t e) {
  return error_code(static_cast<int>(e), hip_category());
}

inline error_condition make_error_condition(hip_rocprim::errc::errc_t e) {
  return error_condition(static_cast<int>(e), hip_category());
}

namespace hip {
namespace errc = thrust::system::hip_rocprim::errc;
} // namespace hip

namespace cuda {
namespace errc = thrust::system::hip_rocprim::errc;
} // namespace cuda

} // namespace system

namespace hip {
namespace errc = thrust::system::hip_rocprim::errc;
} // namespace hip

namespace cuda {
namespace errc = thrust::system::hip_rocprim::errc;
} // namespace cuda

using system::cuda_category;
using system::hip_category;
THRUST_NAMESPACE_END
