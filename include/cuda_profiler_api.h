// CUDA's profiler control: cudaProfilerStart/Stop over hipProfilerStart/Stop.
#ifndef OPENHIP_CUDA_PROFILER_API_H
#define OPENHIP_CUDA_PROFILER_API_H

#include "cuda_runtime_api.h"

// HIP marks these deprecated (in favour of roctracer); CUDA's are not.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-declarations"
inline cudaError_t cudaProfilerStart() { return openhip_cuda::toCuda(hipProfilerStart()); }
inline cudaError_t cudaProfilerStop() { return openhip_cuda::toCuda(hipProfilerStop()); }
#pragma clang diagnostic pop

#endif  // OPENHIP_CUDA_PROFILER_API_H
