/* The HIP runtime API header used from C: compiles as C11 with warnings as
   errors and links against libopenhip. */
#include <hip/hip_runtime_api.h>

#include <stdio.h>
#include <string.h>

int main(void) {
  int count = 0;
  hipError_t err = hipGetDeviceCount(&count);
  if (err != hipSuccess || count < 1) {
    printf("FAIL: hipGetDeviceCount -> %s, count %d\n", hipGetErrorName(err), count);
    return 1;
  }
  if (strcmp(hipGetErrorName(hipErrorInvalidValue), "hipErrorInvalidValue") != 0) {
    printf("FAIL: hipGetErrorName\n");
    return 1;
  }
  dim3 block = {64, 1, 1};
  hipDeviceProp_t prop;
  memset(&prop, 0, sizeof prop);
  err = hipGetDeviceProperties(&prop, 0);
  if (err != hipSuccess || prop.maxThreadsPerBlock < (int)block.x) {
    printf("FAIL: hipGetDeviceProperties -> %s\n", hipGetErrorName(err));
    return 1;
  }
  {
    float4 v = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
    uint3 u = make_uint3(1, 2, 3);
    if (sizeof(float3) != 12 || v.w != 4.0f || u.z != 3) {
      printf("FAIL: vector types\n");
      return 1;
    }
  }
  printf("PASS: %d device(s), device 0 is '%s'\n", count, prop.name);
  return 0;
}
