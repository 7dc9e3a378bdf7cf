// HIPIFY-ARGS: --no-warp-size-warnings
// Device intrinsics HIP lacks stay with a warning; those OpenHIP's kernel
// language has under CUDA's name (warp _sync functions, SIMD video
// intrinsics, cache-hint stores) need nothing; bfloat16 gets HIP 6's names.
#include <cuda_runtime.h>
__global__ void k(int *out, unsigned *words) {
  unsigned mask = __activemask(); int v = __reduce_add_sync(mask, out[threadIdx.x]);
  // CHECK: unsigned mask = __activemask(); int v = __reduce_add_sync(mask, out[threadIdx.x]);
  __prof_trigger(3); words[0] = __vadd4(words[1], words[2]); __nanosleep(100);
  // CHECK: __prof_trigger(3); words[0] = __vadd4(words[1], words[2]); __nanosleep(100);
  // STDERR: unsupported_device.cu:[[#@LINE-2]]:3: warning: '__prof_trigger' is not supported by HIP
  __nv_bfloat16 h = __float2bfloat16(1.0f); __stcg(out, v); (void)__isShared(out);
  // CHECK: __hip_bfloat16 h = __float2bfloat16(1.0f); __stcg(out, v); (void)__isShared(out);
  // STDERR: unsupported_device.cu:[[#@LINE-2]]:67: warning: '__isShared' is not supported by HIP
  (void)h;
}
// STDERR-NOT: __activemask
// STDERR-NOT: __reduce_add_sync
// STDERR-NOT: __vadd4
// STDERR-NOT: __stcg
// STDERR-NOT: __nanosleep
