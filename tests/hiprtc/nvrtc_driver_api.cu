// NVRTC with CUDA's driver API: a CUDA program compiled at run time (32-wide
// warps, __CUDACC_RTC__), loaded with cuModuleLoadData, launched with
// cuLaunchKernel.
#include <cuda.h>
#include <cuda_runtime.h>
#include <nvrtc.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

static int failures = 0;
#define CHECK(cond)                                                                    \
  do {                                                                                 \
    if (!(cond)) {                                                                     \
      std::printf("FAIL: %s (line %d)\n", #cond, __LINE__);                            \
      ++failures;                                                                      \
    }                                                                                  \
  } while (0)

static const char* kSource = R"(
#ifndef __CUDACC_RTC__
#error "NVRTC defines __CUDACC_RTC__"
#endif
template <int Scale> __global__ void scaleWarp(int* out) {
  out[threadIdx.x] = Scale * (threadIdx.x % warpSize) + BIAS;
}
)";

int main() {
  int major = 0, minor = 0, archs = 0;
  CHECK(nvrtcVersion(&major, &minor) == NVRTC_SUCCESS && major == 11 && minor == 8);
  CHECK(nvrtcGetNumSupportedArchs(&archs) == NVRTC_SUCCESS && archs > 0);
  CHECK(std::strcmp(nvrtcGetErrorString(NVRTC_ERROR_INVALID_OPTION), "NVRTC_ERROR_INVALID_OPTION") == 0);

  nvrtcProgram prog = nullptr;
  CHECK(nvrtcCreateProgram(&prog, kSource, "scale.cu", 0, nullptr, nullptr) == NVRTC_SUCCESS);
  CHECK(nvrtcAddNameExpression(prog, "scaleWarp<3>") == NVRTC_SUCCESS);
  const char* options[] = {"--gpu-architecture=compute_70", "--std=c++17", "--define-macro=BIAS=5",
                           "-lineinfo"};
  nvrtcResult compiled = nvrtcCompileProgram(prog, 4, options);
  CHECK(compiled == NVRTC_SUCCESS);
  if (compiled != NVRTC_SUCCESS) {
    size_t size = 0;
    nvrtcGetProgramLogSize(prog, &size);
    std::string log(size, '\0');
    nvrtcGetProgramLog(prog, &log[0]);
    std::printf("%s\n", log.c_str());
    return 1;
  }
  const char* lowered = nullptr;
  CHECK(nvrtcGetLoweredName(prog, "scaleWarp<3>", &lowered) == NVRTC_SUCCESS);
  std::string name = lowered ? lowered : "";
  size_t ptxSize = 0;
  CHECK(nvrtcGetPTXSize(prog, &ptxSize) == NVRTC_SUCCESS && ptxSize > 0);
  std::vector<char> ptx(ptxSize);
  CHECK(nvrtcGetPTX(prog, ptx.data()) == NVRTC_SUCCESS);
  CHECK(nvrtcDestroyProgram(&prog) == NVRTC_SUCCESS);

  CHECK(cuInit(0) == CUDA_SUCCESS);
  CUmodule module = nullptr;
  CUfunction kernel = nullptr;
  CHECK(cuModuleLoadData(&module, ptx.data()) == CUDA_SUCCESS);
  CHECK(cuModuleGetFunction(&kernel, module, name.c_str()) == CUDA_SUCCESS);
  int* out = nullptr;
  CHECK(cudaMallocManaged(&out, 64 * sizeof(int)) == cudaSuccess);
  void* params[] = {&out};
  CHECK(cuLaunchKernel(kernel, 1, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr) == CUDA_SUCCESS);
  CHECK(cudaDeviceSynchronize() == cudaSuccess);
  int wrong = 0;
  for (int i = 0; i < 64; ++i)
    wrong += out[i] != 3 * (i % 32) + 5;
  CHECK(wrong == 0);
  cudaFree(out);
  CHECK(cuModuleUnload(module) == CUDA_SUCCESS);

  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
