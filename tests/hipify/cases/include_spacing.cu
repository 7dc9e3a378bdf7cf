// Include directives with unusual spacing, and include_next.
#  include   <cuda_runtime.h>
// CHECK: #  include   <hip/hip_runtime.h>
#include<cuda.h>
// CHECK: #include<hip/hip_runtime.h>
#include_next <cuda_fp16.h>
// CHECK: #include_next <hip/hip_fp16.h>
