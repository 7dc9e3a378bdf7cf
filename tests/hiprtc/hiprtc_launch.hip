// hipRTC end to end: a program with headers, options and name expressions,
// compiled at run time, loaded with hipModuleLoadData and launched with
// hipModuleLaunchKernel (kernel parameters and the `extra` buffer).
#include <hip/hip_runtime.h>
#include <hip/hiprtc.h>

#include <cstdio>
#include <string>
#include <unistd.h>
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
#include "config.h"
extern "C" __global__ void saxpy(real a, const real* x, real* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i] + OFFSET;
}
template <typename T> __global__ void fill(T* out, T value) {
  out[blockIdx.x * blockDim.x + threadIdx.x] = value + T(warpSize);
}
__device__ int counter = 5;
extern "C" __global__ void bump() { atomicAdd(&counter, 1); }
)";

static std::string logOf(hiprtcProgram prog) {
  size_t size = 0;
  if (hiprtcGetProgramLogSize(prog, &size) != HIPRTC_SUCCESS || size == 0)
    return "<no log>";
  std::string log(size, '\0');
  hiprtcGetProgramLog(prog, &log[0]);
  return log;
}

int main() {
  int major = 0, minor = 0;
  CHECK(hiprtcVersion(&major, &minor) == HIPRTC_SUCCESS && major == 5 && minor == 2);

  const char* headers[] = {"typedef float real;\n"};
  const char* includeNames[] = {"config.h"};
  hiprtcProgram prog = nullptr;
  CHECK(hiprtcCreateProgram(&prog, kSource, "saxpy.hip", 1, headers, includeNames) == HIPRTC_SUCCESS);
  CHECK(hiprtcAddNameExpression(prog, "fill<int>") == HIPRTC_SUCCESS);
  CHECK(hiprtcAddNameExpression(prog, "&counter") == HIPRTC_SUCCESS);
  const char* options[] = {"-DOFFSET=1.0f", "-std=c++17", "--offload-arch=gfx90a", "-O3"};
  hiprtcResult compiled = hiprtcCompileProgram(prog, 4, options);
  CHECK(compiled == HIPRTC_SUCCESS);
  if (compiled != HIPRTC_SUCCESS) {
    std::printf("%s\n", logOf(prog).c_str());
    return 1;
  }
  size_t logSize = 0;
  CHECK(hiprtcGetProgramLogSize(prog, &logSize) == HIPRTC_SUCCESS && logSize == 1); // empty log

  const char* fillName = nullptr;
  const char* counterName = nullptr;
  CHECK(hiprtcGetLoweredName(prog, "fill<int>", &fillName) == HIPRTC_SUCCESS &&
        std::string(fillName) == "_Z4fillIiEvPT_S0_");
  CHECK(hiprtcGetLoweredName(prog, "&counter", &counterName) == HIPRTC_SUCCESS &&
        std::string(counterName) == "counter");

  size_t codeSize = 0;
  CHECK(hiprtcGetCodeSize(prog, &codeSize) == HIPRTC_SUCCESS && codeSize > 0);
  std::vector<char> code(codeSize);
  CHECK(hiprtcGetCode(prog, code.data()) == HIPRTC_SUCCESS);
  std::string fill(fillName); // the lowered names live with the program
  CHECK(hiprtcDestroyProgram(&prog) == HIPRTC_SUCCESS && prog == nullptr);

  hipModule_t module = nullptr;
  CHECK(hipModuleLoadData(&module, code.data()) == hipSuccess);
  hipFunction_t saxpy = nullptr, fillInt = nullptr, bump = nullptr;
  CHECK(hipModuleGetFunction(&saxpy, module, "saxpy") == hipSuccess);
  CHECK(hipModuleGetFunction(&fillInt, module, fill.c_str()) == hipSuccess);
  CHECK(hipModuleGetFunction(&bump, module, "bump") == hipSuccess);

  const int n = 1000;
  float a = 2.0f;
  float *x = nullptr, *y = nullptr;
  CHECK(hipMallocManaged(&x, n * sizeof(float)) == hipSuccess);
  CHECK(hipMallocManaged(&y, n * sizeof(float)) == hipSuccess);
  for (int i = 0; i < n; ++i) {
    x[i] = float(i);
    y[i] = 1.0f;
  }
  int count = n;
  void* params[] = {&a, &x, &y, &count};
  CHECK(hipModuleLaunchKernel(saxpy, (n + 127) / 128, 1, 1, 128, 1, 1, 0, nullptr, params, nullptr) ==
        hipSuccess);
  CHECK(hipDeviceSynchronize() == hipSuccess);
  int wrong = 0;
  for (int i = 0; i < n; ++i)
    wrong += y[i] != 2.0f * float(i) + 2.0f;
  CHECK(wrong == 0);

  // The same kernel arguments as one buffer (HIP_LAUNCH_PARAM_BUFFER_POINTER).
  int* out = nullptr;
  CHECK(hipMallocManaged(&out, 256 * sizeof(int)) == hipSuccess);
  struct {
    int* out;
    int value;
  } buffer = {out, 7};
  size_t bufferSize = sizeof(buffer);
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &buffer, HIP_LAUNCH_PARAM_BUFFER_SIZE, &bufferSize,
                   HIP_LAUNCH_PARAM_END};
  CHECK(hipModuleLaunchKernel(fillInt, 4, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra) == hipSuccess);
  CHECK(hipDeviceSynchronize() == hipSuccess);
  wrong = 0;
  for (int i = 0; i < 256; ++i)
    wrong += out[i] != 7 + 64; // hipRTC compiles HIP: 64-wide warps
  CHECK(wrong == 0);

  // The module's __device__ variable, by its lowered name.
  hipDeviceptr_t counter = nullptr;
  size_t counterSize = 0;
  CHECK(hipModuleGetGlobal(&counter, &counterSize, module, counterName) == hipSuccess &&
        counterSize == sizeof(int));
  CHECK(hipModuleLaunchKernel(bump, 1, 1, 1, 32, 1, 1, 0, nullptr, nullptr, nullptr) == hipSuccess);
  int value = 0;
  CHECK(hipMemcpyDtoH(&value, counter, sizeof(int)) == hipSuccess && value == 5 + 32);

  CHECK(hipModuleUnload(module) == hipSuccess);
  hipFree(x);
  hipFree(y);
  hipFree(out);

  // -I names a folder on disk, relative to the program's working folder;
  // -include a header of the program.
  const char* usesDisk = "#include \"rtc_extra.h\"\n"
                         "static_assert(RTC_EXTRA_VALUE == 42, \"from disk\");\n"
                         "static_assert(FROM_PRE_INCLUDE == 7, \"pre-included\");\n"
                         "extern \"C\" __global__ void k(int* p) { *p = RTC_EXTRA_VALUE; }\n";
  const char* preHeaders[] = {"#define FROM_PRE_INCLUDE 7\n"};
  const char* preNames[] = {"pre.h"};
  CHECK(chdir(RTC_TEST_SOURCE_DIR) == 0);
  CHECK(hiprtcCreateProgram(&prog, usesDisk, "disk.hip", 1, preHeaders, preNames) == HIPRTC_SUCCESS);
  const char* diskOptions[] = {"-Iinclude", "-include", "pre.h"};
  hiprtcResult diskResult = hiprtcCompileProgram(prog, 3, diskOptions);
  CHECK(diskResult == HIPRTC_SUCCESS);
  if (diskResult != HIPRTC_SUCCESS)
    std::printf("%s\n", logOf(prog).c_str());
  CHECK(hiprtcDestroyProgram(&prog) == HIPRTC_SUCCESS);

  // Debug information and -O0 compile as well.
  CHECK(hiprtcCreateProgram(&prog, kSource, nullptr, 1, headers, includeNames) == HIPRTC_SUCCESS);
  const char* debugOptions[] = {"-g", "-O0", "-D", "OFFSET=0"};
  CHECK(hiprtcCompileProgram(prog, 4, debugOptions) == HIPRTC_SUCCESS);
  CHECK(hiprtcDestroyProgram(&prog) == HIPRTC_SUCCESS);

  // NVRTC's --ftz=true flushes float subnormals in the program's kernels
  // (docs/hipcc.md, "Subnormals"); without it they are kept.
  const char* halveSource = "extern \"C\" __global__ void halve(float* p) { p[threadIdx.x] *= 0.5f; }\n";
  for (const char* ftz : {"--ftz=true", "--ftz=false"}) {
    CHECK(hiprtcCreateProgram(&prog, halveSource, "halve.hip", 0, nullptr, nullptr) == HIPRTC_SUCCESS);
    CHECK(hiprtcCompileProgram(prog, 1, &ftz) == HIPRTC_SUCCESS);
    CHECK(hiprtcGetCodeSize(prog, &codeSize) == HIPRTC_SUCCESS);
    std::vector<char> halveCode(codeSize);
    CHECK(hiprtcGetCode(prog, halveCode.data()) == HIPRTC_SUCCESS);
    CHECK(hiprtcDestroyProgram(&prog) == HIPRTC_SUCCESS);
    hipModule_t halveModule = nullptr;
    hipFunction_t halve = nullptr;
    float* values = nullptr;
    CHECK(hipModuleLoadData(&halveModule, halveCode.data()) == hipSuccess);
    CHECK(hipModuleGetFunction(&halve, halveModule, "halve") == hipSuccess);
    CHECK(hipMallocManaged(&values, 64 * sizeof(float)) == hipSuccess);
    for (int i = 0; i < 64; ++i) values[i] = 1.17549435e-38f;  // FLT_MIN: halved, a subnormal
    void* args[] = {&values};
    CHECK(hipModuleLaunchKernel(halve, 1, 1, 1, 64, 1, 1, 0, nullptr, args, nullptr) == hipSuccess);
    CHECK(hipDeviceSynchronize() == hipSuccess);
    const bool flushed = std::string(ftz) == "--ftz=true";
    for (int i = 0; i < 64; ++i) CHECK((values[i] == 0.0f) == flushed);
    hipFree(values);
    CHECK(hipModuleUnload(halveModule) == hipSuccess);
  }

  std::printf("%s\n", failures ? "FAIL" : "PASS");
  return failures ? 1 : 0;
}
