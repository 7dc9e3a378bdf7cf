// The HIP system's execution policies: thrust::hip::par, thrust::hip::par_nosync
// (and thrust::cuda::par, par_nosync for CUDA sources), .on(stream), par(alloc).
#pragma once

#include <thrust/system/hip/detail/execution_policy.h>
#include <thrust/system/hip/detail/par.h>
