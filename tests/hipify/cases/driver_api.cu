// Driver API (cu*) names.
#include <cuda.h>
// CHECK: #include <hip/hip_runtime.h>
int driver() {
  CUresult result = cuInit(0);
  // CHECK: hipError_t result = hipInit(0);
  CUdevice device;
  CUcontext context;
  CUmodule module;
  CUfunction function;
  CUdeviceptr pointer;
  // CHECK: hipDevice_t device;
  // CHECK-NEXT: hipCtx_t context;
  // CHECK-NEXT: hipModule_t module;
  // CHECK-NEXT: hipFunction_t function;
  // CHECK-NEXT: hipDeviceptr_t pointer;
  cuDeviceGet(&device, 0);
  cuCtxCreate(&context, 0, device);
  // CHECK: hipDeviceGet(&device, 0);
  // CHECK-NEXT: hipCtxCreate(&context, 0, device);
  cuModuleLoad(&module, "kernels.co");
  cuModuleGetFunction(&function, module, "cuMemAlloc");
  // CHECK: hipModuleLoad(&module, "kernels.co");
  // CHECK-NEXT: hipModuleGetFunction(&function, module, "cuMemAlloc");
  cuMemAlloc(&pointer, 256);
  cuMemcpyHtoD(pointer, &result, sizeof(result));
  // CHECK: hipMalloc(&pointer, 256);
  // CHECK-NEXT: hipMemcpyHtoD(pointer, &result, sizeof(result));
  void *args[] = {&pointer};
  cuLaunchKernel(function, 1, 1, 1, 64, 1, 1, 0, nullptr, args, nullptr);
  // CHECK: hipModuleLaunchKernel(function, 1, 1, 1, 64, 1, 1, 0, nullptr, args, nullptr);
  cuMemFree(pointer);
  cuCtxDestroy(context);
  // CHECK: hipFree(pointer);
  // CHECK-NEXT: hipCtxDestroy(context);
  return result == CUDA_SUCCESS ? 0 : 1;
  // CHECK: return result == hipSuccess ? 0 : 1;
}
