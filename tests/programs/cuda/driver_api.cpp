// A CUDA driver-API host program: cuInit, device queries, a context, memory,
// a module loaded from a file (argv[1]), cuLaunchKernel with kernelParams,
// a module global, streams and events. Host code only, like a program that
// links -lcuda.
#include <cuda.h>

#include <cstdio>
#include <cstdlib>
#include <vector>

#define CU_CHECK(call)                                                                       \
  do {                                                                                       \
    CUresult res_ = (call);                                                                  \
    if (res_ != CUDA_SUCCESS) {                                                              \
      const char* name_ = nullptr;                                                           \
      cuGetErrorName(res_, &name_);                                                          \
      std::fprintf(stderr, "%s:%d: %s failed: %s\n", __FILE__, __LINE__, #call, name_);      \
      std::printf("FAIL\n");                                                                 \
      std::exit(1);                                                                          \
    }                                                                                        \
  } while (0)

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s <code object>\nFAIL\n", argv[0]);
    return 1;
  }
  int errors = 0;
  CU_CHECK(cuInit(0));
  int count = 0;
  CU_CHECK(cuDeviceGetCount(&count));
  CUdevice device;
  CU_CHECK(cuDeviceGet(&device, 0));
  char name[128];
  CU_CHECK(cuDeviceGetName(name, sizeof(name), device));
  int major = 0, minor = 0, warp = 0;
  CU_CHECK(cuDeviceComputeCapability(&major, &minor, device));
  CU_CHECK(cuDeviceGetAttribute(&warp, CU_DEVICE_ATTRIBUTE_WARP_SIZE, device));
  size_t total = 0;
  CU_CHECK(cuDeviceTotalMem(&total, device));
  std::printf("%d device(s); 0: %s, compute %d.%d, warp %d, %zu MiB\n", count, name, major, minor, warp, total >> 20);
  if (count < 1 || warp != 32 || total == 0) ++errors;

  CUcontext context;
  CU_CHECK(cuCtxCreate(&context, 0, device));
  CUmodule module;
  CU_CHECK(cuModuleLoad(&module, argv[1]));
  CUfunction axpy, countLaunch, warpWidth;
  CU_CHECK(cuModuleGetFunction(&axpy, module, "axpy"));
  CU_CHECK(cuModuleGetFunction(&countLaunch, module, "countLaunch"));
  CU_CHECK(cuModuleGetFunction(&warpWidth, module, "warpWidth"));
  CUfunction missing;
  if (cuModuleGetFunction(&missing, module, "noSuchKernel") != CUDA_ERROR_NOT_FOUND) ++errors;

  const int n = 10000;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = static_cast<float>(i);
    y[i] = 1.0f;
  }
  CUdeviceptr dx, dy;
  CU_CHECK(cuMemAlloc(&dx, n * sizeof(float)));
  CU_CHECK(cuMemAlloc(&dy, n * sizeof(float)));
  CU_CHECK(cuMemcpyHtoD(dx, x.data(), n * sizeof(float)));
  CU_CHECK(cuMemcpyHtoD(dy, y.data(), n * sizeof(float)));

  CUstream stream;
  CU_CHECK(cuStreamCreate(&stream, CU_STREAM_NON_BLOCKING));
  CUevent start, stop;
  CU_CHECK(cuEventCreate(&start, CU_EVENT_DEFAULT));
  CU_CHECK(cuEventCreate(&stop, CU_EVENT_DEFAULT));
  float a = 3.0f;
  int count_n = n;
  void* args[] = {&a, &dx, &dy, &count_n};
  CU_CHECK(cuEventRecord(start, stream));
  CU_CHECK(cuLaunchKernel(axpy, (n + 255) / 256, 1, 1, 256, 1, 1, 0, stream, args, nullptr));
  CU_CHECK(cuLaunchKernel(countLaunch, 4, 1, 1, 32, 1, 1, 0, stream, nullptr, nullptr));
  CU_CHECK(cuLaunchKernel(countLaunch, 4, 1, 1, 32, 1, 1, 0, stream, nullptr, nullptr));
  CU_CHECK(cuEventRecord(stop, stream));
  CU_CHECK(cuEventSynchronize(stop));
  float ms = -1.0f;
  CU_CHECK(cuEventElapsedTime(&ms, start, stop));
  if (ms < 0.0f) ++errors;
  CU_CHECK(cuStreamSynchronize(stream));
  CU_CHECK(cuMemcpyDtoH(y.data(), dy, n * sizeof(float)));
  for (int i = 0; i < n; ++i)
    if (y[i] != 3.0f * static_cast<float>(i) + 1.0f) ++errors;

  CUdeviceptr launches;
  size_t bytes = 0;
  CU_CHECK(cuModuleGetGlobal(&launches, &bytes, module, "launches"));
  int launched = 0;
  CU_CHECK(cuMemcpyDtoH(&launched, launches, sizeof(int)));
  if (bytes != sizeof(int) || launched != 2) ++errors;

  // Offsets on CUdeviceptr as integers; the module's kernels see 32-wide warps.
  CUdeviceptr widths;
  CU_CHECK(cuMemAlloc(&widths, 64 * sizeof(int)));
  CU_CHECK(cuMemsetD32(widths, 0, 64));
  CUdeviceptr upper = widths + 32 * sizeof(int);
  void* widthArgs[] = {&upper};
  CU_CHECK(cuLaunchKernel(warpWidth, 1, 1, 1, 32, 1, 1, 0, nullptr, widthArgs, nullptr));
  CU_CHECK(cuCtxSynchronize());
  int seen[64];
  CU_CHECK(cuMemcpyDtoH(seen, widths, sizeof(seen)));
  for (int i = 0; i < 64; ++i)
    if (seen[i] != (i < 32 ? 0 : 32)) ++errors;

  CU_CHECK(cuEventDestroy(start));
  CU_CHECK(cuEventDestroy(stop));
  CU_CHECK(cuStreamDestroy(stream));
  CU_CHECK(cuMemFree(dx));
  CU_CHECK(cuMemFree(dy));
  CU_CHECK(cuMemFree(widths));
  CU_CHECK(cuModuleUnload(module));
  CU_CHECK(cuCtxDestroy(context));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
