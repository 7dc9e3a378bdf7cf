// CUDA sources name Thrust's device system thrust::cuda; under OpenHIP that is
// the HIP system (docs/thrust.md). This header stands in for Thrust's CUDA
// one, which needs NVIDIA's toolkit.
#pragma once

#include <thrust/system/hip/future.h>
