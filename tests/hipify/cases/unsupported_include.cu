// Headers HIP has no counterpart for are kept, with a warning.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cublasLt.h>
// CHECK: #include <hip/hip_cooperative_groups.h>
// CHECK-NEXT: #include <cooperative_groups/reduce.h>
// CHECK-NEXT: #include <cublasLt.h>
// STDERR: unsupported_include.cu:3:10: warning: 'cooperative_groups/reduce.h' is not supported by HIP
// STDERR-NEXT: unsupported_include.cu:4:10: warning: 'cublasLt.h' is not supported by HIP
