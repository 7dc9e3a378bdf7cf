// HIP's extensions to the launch API: kernel launches that record a start
// and a stop event around the kernel (hipExtLaunchKernel and its typed
// wrapper hipExtLaunchKernelGGL), and the module-API variant.
#ifndef HIP_INCLUDE_HIP_HIP_EXT_H
#define HIP_INCLUDE_HIP_HIP_EXT_H

#include <hip/hip_runtime.h>

#ifdef __cplusplus
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <utility>

extern "C" {
#ifdef __GNUC__
#pragma GCC visibility push(default)
#endif
hipError_t hipExtModuleLaunchKernel(hipFunction_t f, uint32_t globalWorkSizeX,
                                    uint32_t globalWorkSizeY, uint32_t globalWorkSizeZ,
                                    uint32_t localWorkSizeX, uint32_t localWorkSizeY,
                                    uint32_t localWorkSizeZ, size_t sharedMemBytes,
                                    hipStream_t hStream, void** kernelParams, void** extra,
                                    hipEvent_t startEvent = nullptr, hipEvent_t stopEvent = nullptr,
                                    uint32_t flags = 0);
__OPENHIP_DEPRECATED("use hipExtModuleLaunchKernel instead")
hipError_t hipHccModuleLaunchKernel(hipFunction_t f, uint32_t globalWorkSizeX,
                                    uint32_t globalWorkSizeY, uint32_t globalWorkSizeZ,
                                    uint32_t localWorkSizeX, uint32_t localWorkSizeY,
                                    uint32_t localWorkSizeZ, size_t sharedMemBytes,
                                    hipStream_t hStream, void** kernelParams, void** extra,
                                    hipEvent_t startEvent = nullptr,
                                    hipEvent_t stopEvent = nullptr);
#ifdef __GNUC__
#pragma GCC visibility pop
#endif
} // extern "C"

namespace openhip_detail {

/// Converts the launch arguments to the kernel's parameter types (as a call
/// would), keeps them alive in a tuple and hands their addresses to
/// hipExtLaunchKernel, which copies them before returning.
template <class... Params, class... Args, std::size_t... _Ip>
void extLaunch(void (*kernel)(Params...), std::index_sequence<_Ip...>, const dim3& numBlocks,
               const dim3& dimBlocks, std::uint32_t sharedMemBytes, hipStream_t stream,
               hipEvent_t startEvent, hipEvent_t stopEvent, std::uint32_t flags, Args&&... args) {
  static_assert(sizeof...(Params) == sizeof...(Args),
                "hipExtLaunchKernelGGL: the number of arguments differs from the kernel's "
                "number of parameters");
  std::tuple<typename std::decay<Params>::type...> converted(std::forward<Args>(args)...);
  void* pointers[sizeof...(Params) > 0 ? sizeof...(Params) : 1] = {&std::get<_Ip>(converted)...};
  (void)hipExtLaunchKernel(reinterpret_cast<const void*>(kernel), numBlocks, dimBlocks, pointers,
                           sharedMemBytes, stream, startEvent, stopEvent, static_cast<int>(flags));
}

} // namespace openhip_detail

/// Launches `kernel` like hipLaunchKernelGGL and records startEvent before
/// and stopEvent after it on `stream` (either event may be null). Errors are
/// reported through hipGetLastError. `flags`: 0 or hipExtAnyOrderLaunch.
template <class... Params, class... Args>
inline void hipExtLaunchKernelGGL(void (*kernel)(Params...), const dim3& numBlocks,
                                  const dim3& dimBlocks, std::uint32_t sharedMemBytes,
                                  hipStream_t stream, hipEvent_t startEvent, hipEvent_t stopEvent,
                                  std::uint32_t flags, Args&&... args) {
  openhip_detail::extLaunch(kernel, std::index_sequence_for<Params...>(), numBlocks, dimBlocks,
                            sharedMemBytes, stream, startEvent, stopEvent, flags,
                            std::forward<Args>(args)...);
}

#endif // __cplusplus

#endif // HIP_INCLUDE_HIP_HIP_EXT_H
