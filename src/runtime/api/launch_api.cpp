// C ABI: kernel launches, call configuration (<<<...>>>) and function attributes.
#include <cstring>
#include <vector>

#include <hip/hip_registration.h>

#include "api_common.h"
#include "device_limits.h"
#include "event.h"
#include "kernel_registry.h"
#include "launch.h"

namespace {

struct CallConfiguration {
  dim3 grid;
  dim3 block;
  size_t shared;
  hipStream_t stream;
};

// clang pushes the <<<...>>> configuration, then the kernel's host stub pops
// it; a stack per thread supports launches inside argument expressions.
std::vector<CallConfiguration>& callStack() {
  thread_local std::vector<CallConfiguration> stack;
  return stack;
}

hipError_t popConfiguration(dim3* gridDim, dim3* blockDim, size_t* sharedMem, hipStream_t* stream) {
  auto& stack = callStack();
  if (stack.empty()) return hipErrorMissingConfiguration;
  const CallConfiguration config = stack.back();
  stack.pop_back();
  if (gridDim) *gridDim = config.grid;
  if (blockDim) *blockDim = config.block;
  if (sharedMem) *sharedMem = config.shared;
  if (stream) *stream = config.stream;
  return hipSuccess;
}

// hipSetupArgument's packed argument buffer of the calling thread.
std::vector<char>& setupArguments() {
  thread_local std::vector<char> buffer;
  return buffer;
}

/// hipLaunchByPtr: the configuration from hipConfigureCall, the arguments
/// packed by hipSetupArgument at the offsets the kernel's parameter layout
/// gives (each parameter aligned after the previous one).
hipError_t launchByPtr(const void* func) {
  dim3 grid, block;
  size_t shared = 0;
  hipStream_t stream = nullptr;
  std::vector<char> packed;
  packed.swap(setupArguments());
  if (hipError_t e = popConfiguration(&grid, &block, &shared, &stream)) return e;
  openhip::Device* device = openhip::currentDevice();
  if (!device) return hipErrorNoDevice;
  if (hipError_t sticky = openhip::stickyError(device)) return sticky;
  const openhip::Kernel* kernel = openhip::resolveKernel(func, *device);
  if (!kernel) return openhip::missingCodeError(func, *device, hipErrorInvalidDeviceFunction);
  openhip::KernelArguments arguments;
  arguments.packed = packed.data();
  arguments.packed_size = packed.size();
  openhip::PreparedLaunch launch;
  if (hipError_t e = openhip::prepareLaunch(*kernel, grid, block, arguments, shared, stream, launch))
    return e;
  openhip::maybeBlock(openhip::submitLaunch(std::move(launch)));
  return hipSuccess;
}

}  // namespace

extern "C" {

hipError_t hipConfigureCall(dim3 gridDim, dim3 blockDim, size_t sharedMem, hipStream_t stream) {
  OPENHIP_API(gridDim, blockDim, sharedMem, stream);
  callStack().push_back(CallConfiguration{gridDim, blockDim, sharedMem, stream});
  HIP_RETURN(hipSuccess);
}

hipError_t hipSetupArgument(const void* arg, size_t size, size_t offset) {
  OPENHIP_API(arg, size, offset);
  if (!arg || offset > (size_t(1) << 20) || size > (size_t(1) << 20)) HIP_RETURN(hipErrorInvalidValue);
  std::vector<char>& buffer = setupArguments();
  if (buffer.size() < offset + size) buffer.resize(offset + size);
  std::memcpy(buffer.data() + offset, arg, size);
  HIP_RETURN(hipSuccess);
}

hipError_t hipLaunchByPtr(const void* func) {
  OPENHIP_API(func);
  HIP_RETURN(launchByPtr(func));
}

const char* hipKernelNameRefByPtr(const void* hostFunction, hipStream_t stream) {
  OPENHIP_API(hostFunction, stream);
  openhip::Device* device = openhip::currentDevice();
  const openhip::Kernel* kernel = device ? openhip::resolveKernel(hostFunction, *device) : nullptr;
  return kernel ? kernel->name : nullptr;
}

int hipGetStreamDeviceId(hipStream_t stream) {
  OPENHIP_API(stream);
  openhip::Stream* s = openhip::resolveStream(stream);
  return s ? s->device().ordinal() : -1;
}

hipError_t hipLaunchKernel(const void* function_address, dim3 numBlocks, dim3 dimBlocks,
                           void** args, size_t sharedMemBytes, hipStream_t stream) {
  OPENHIP_API(function_address, numBlocks, dimBlocks, args, sharedMemBytes, stream);
  HIP_RETURN(openhip::launchKernel(function_address, numBlocks, dimBlocks, args, sharedMemBytes, stream));
}

namespace {
hipError_t launchForCuda(const void* func, dim3 gridDim, dim3 blockDim, void** args,
                         size_t sharedMem, hipStream_t stream) {
  // hipcc's host code launches <<<...>>> through cudaLaunchKernel (clang's
  // CUDA lowering); HIP users know the call as hipLaunchKernel.
  OPENHIP_API_AS("hipLaunchKernel", func, gridDim, blockDim, args, sharedMem, stream);
  HIP_RETURN(openhip::launchKernel(func, gridDim, blockDim, args, sharedMem, stream));
}
}  // namespace

__openhip_cuda_status cudaLaunchKernel(const void* func, dim3 gridDim, dim3 blockDim, void** args,
                                       size_t sharedMem, hipStream_t stream) {
  hipError_t status = launchForCuda(func, gridDim, blockDim, args, sharedMem, stream);
  // CUDA's name for a sticky device assert (docs/device-services.md).
  if (status == hipErrorLaunchFailure && openhip::stickyErrorIsAssert(openhip::currentDevice()))
    status = hipErrorAssert;
  return static_cast<__openhip_cuda_status>(status);
}

hipError_t hipExtLaunchKernel(const void* function_address, dim3 numBlocks, dim3 dimBlocks,
                              void** args, size_t sharedMemBytes, hipStream_t stream,
                              hipEvent_t startEvent, hipEvent_t stopEvent, int flags) {
  OPENHIP_API(function_address, numBlocks, dimBlocks, args, sharedMemBytes, stream, startEvent, stopEvent, flags);
  openhip::Runtime& runtime = openhip::Runtime::get();
  if ((startEvent && !runtime.isLiveEvent(startEvent)) || (stopEvent && !runtime.isLiveEvent(stopEvent)))
    HIP_RETURN(hipErrorInvalidHandle);
  if (startEvent)
    if (hipError_t e = openhip::recordEvent(startEvent, stream)) HIP_RETURN(e);
  if (hipError_t e = openhip::launchKernel(function_address, numBlocks, dimBlocks, args,
                                           sharedMemBytes, stream))
    HIP_RETURN(e);
  if (stopEvent)
    if (hipError_t e = openhip::recordEvent(stopEvent, stream)) HIP_RETURN(e);
  HIP_RETURN(hipSuccess);
}

hipError_t __hipPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem,
                                      hipStream_t stream) {
  callStack().push_back(CallConfiguration{gridDim, blockDim, sharedMem, stream});
  return hipSuccess;
}

hipError_t __hipPopCallConfiguration(dim3* gridDim, dim3* blockDim, size_t* sharedMem,
                                     hipStream_t* stream) {
  HIP_RETURN(popConfiguration(gridDim, blockDim, sharedMem, stream));
}

unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim, size_t sharedMem,
                                     hipStream_t stream) {
  callStack().push_back(CallConfiguration{gridDim, blockDim, sharedMem, stream});
  return 0;
}

hipError_t __cudaPopCallConfiguration(dim3* gridDim, dim3* blockDim, size_t* sharedMem,
                                      hipStream_t* stream) {
  HIP_RETURN(popConfiguration(gridDim, blockDim, sharedMem, stream));
}

hipError_t hipFuncGetAttributes(struct hipFuncAttributes* attr, const void* func) {
  OPENHIP_API(attr, func);
  if (!attr) HIP_RETURN(hipErrorInvalidValue);
  if (!func) HIP_RETURN(hipErrorInvalidDeviceFunction);
  openhip::Device* device = openhip::currentDevice();
  if (!device) HIP_RETURN(hipErrorNoDevice);
  const openhip::Kernel* kernel = openhip::resolveKernel(func, *device);
  if (!kernel) HIP_RETURN(hipErrorInvalidDeviceFunction);
  *attr = hipFuncAttributes{};
  attr->binaryVersion = 70;
  attr->ptxVersion = 70;
  attr->sharedSizeBytes = kernel->static_shared_bytes;
  attr->localSizeBytes = kernel->local_bytes_per_work_item;
  attr->maxThreadsPerBlock = static_cast<int>(
      kernel->max_threads_per_block ? kernel->max_threads_per_block : openhip::kMaxThreadsPerBlock);
  const size_t static_part = kernel->sharedBytes(0);
  attr->maxDynamicSharedSizeBytes = static_cast<int>(
      static_part >= openhip::kSharedMemPerBlock ? 0 : openhip::kSharedMemPerBlock - static_part);
  attr->numRegs = 0;
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
