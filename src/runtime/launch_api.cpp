// C ABI: kernel launches, call configuration (<<<...>>>) and function attributes.
#include <vector>

#include "device_limits.h"
#include "event.h"
#include "kernel_registry.h"
#include "launch.h"
#include "cpu/kernel_executor.h"

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

}  // namespace

extern "C" {

hipError_t hipLaunchKernel(const void* function_address, dim3 numBlocks, dim3 dimBlocks,
                           void** args, size_t sharedMemBytes, hipStream_t stream) {
  HIP_RETURN(openhip::launchKernel(function_address, numBlocks, dimBlocks, args, sharedMemBytes, stream));
}

hipError_t cudaLaunchKernel(const void* func, dim3 gridDim, dim3 blockDim, void** args,
                            size_t sharedMem, hipStream_t stream) {
  HIP_RETURN(openhip::launchKernel(func, gridDim, blockDim, args, sharedMem, stream));
}

hipError_t hipExtLaunchKernel(const void* function_address, dim3 numBlocks, dim3 dimBlocks,
                              void** args, size_t sharedMemBytes, hipStream_t stream,
                              hipEvent_t startEvent, hipEvent_t stopEvent, int flags) {
  openhip::Runtime& runtime = openhip::Runtime::get();
  if ((startEvent && !runtime.isLiveEvent(startEvent)) || (stopEvent && !runtime.isLiveEvent(stopEvent)))
    HIP_RETURN(hipErrorInvalidHandle);
  if (startEvent)
    if (hipError_t e = hipEventRecord(startEvent, stream)) HIP_RETURN(e);
  if (hipError_t e = openhip::launchKernel(function_address, numBlocks, dimBlocks, args,
                                           sharedMemBytes, stream))
    HIP_RETURN(e);
  if (stopEvent)
    if (hipError_t e = hipEventRecord(stopEvent, stream)) HIP_RETURN(e);
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
  if (!attr) HIP_RETURN(hipErrorInvalidValue);
  if (!func) HIP_RETURN(hipErrorInvalidDeviceFunction);
  auto kernel = openhip::kernelRegistry().resolveKernel(func);
  if (!kernel) HIP_RETURN(hipErrorInvalidDeviceFunction);
  const OpenHipKernelEntry& entry = *kernel->entry;
  *attr = hipFuncAttributes{};
  attr->binaryVersion = 70;
  attr->ptxVersion = 70;
  attr->sharedSizeBytes = entry.static_shared_size;
  attr->localSizeBytes = entry.private_size_per_work_item;
  attr->maxThreadsPerBlock = static_cast<int>(
      entry.max_threads_per_block ? entry.max_threads_per_block : openhip::kMaxThreadsPerBlock);
  const size_t static_part = openhip::cpu::sharedArenaBytes(entry, 0);
  attr->maxDynamicSharedSizeBytes = static_cast<int>(
      static_part >= openhip::kSharedMemPerBlock ? 0 : openhip::kSharedMemPerBlock - static_part);
  attr->numRegs = 0;
  HIP_RETURN(hipSuccess);
}

}  // extern "C"
