// Include files: CUDA headers mapped, others kept.
#include <cuda_runtime.h>
#include "cuda_runtime_api.h"
#include <cuda_fp16.h>
#include <cooperative_groups.h>
#include <curand_kernel.h>
#include <cublas_v2.h>
#include <cufft.h>
#include <cusparse.h>
#include <cub/cub.cuh>
#include <vector>
#include "not_a_cuda_header.h"
// CHECK: #include <hip/hip_runtime.h>
// CHECK-NEXT: #include <hip/hip_runtime_api.h>
// CHECK-NEXT: #include <hip/hip_fp16.h>
// CHECK-NEXT: #include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: #include <hiprand/hiprand_kernel.h>
// CHECK-NEXT: #include <hipblas.h>
// CHECK-NEXT: #include <hipfft.h>
// CHECK-NEXT: #include <hipsparse.h>
// CHECK-NEXT: #include <hipcub/hipcub.hpp>
// CHECK-NEXT: #include <vector>
// CHECK-NEXT: #include "not_a_cuda_header.h"
