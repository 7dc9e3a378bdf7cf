// The one kernel of the library: each single-work-item block calls the
// routine's block function (see launch.h). Device code runs on the CPU, so
// the function pointer in the argument is an ordinary host function.
#include "launch.h"

#include <hip/hip_runtime.h>

namespace {

struct TaskArgument {
  openhip::sparse::BlockFunction run;
  alignas(16) unsigned char params[openhip::sparse::kMaxTaskParams];
};

__global__ void openhipSparseTask(TaskArgument task) {
  task.run(task.params, blockIdx.x, gridDim.x);
}

} // namespace

namespace openhip::sparse {

hipError_t launchBlocks(hipStream_t stream, uint32_t blocks, BlockFunction run, const void* params,
                        size_t size) {
  TaskArgument task;
  task.run = run;
  std::memcpy(task.params, params, size);
  void* args[] = {&task};
  return hipLaunchKernel(reinterpret_cast<const void*>(&openhipSparseTask), dim3(blocks), dim3(1),
                         args, 0, stream);
}

} // namespace openhip::sparse
