// Loads the code objects hipcc --genco made from module_kernels.hip (argv[1]:
// default warp size, argv[2]: -mno-wavefrontsize64, argv[3]: together with
// cuda_kernels.cu) and exercises the module
// API: kernelParams and `extra` launches, globals, dynamic shared memory,
// attributes, occupancy, hipModuleLoadData(Ex), isolation of two loads,
// unloading, and damaged copies of the real code object.
#include <hip/hip_ext.h>
#include <hip/hip_runtime.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "../program_check.h"

namespace {

Checker check;

#define EXPECT_STATUS(expr, want)                                                       \
  do {                                                                                  \
    hipError_t got_ = (expr);                                                           \
    if (got_ != (want)) {                                                               \
      std::fprintf(stderr, "%s:%d: %s returned %s, want %s\n", __FILE__, __LINE__, #expr, \
                   hipGetErrorName(got_), hipGetErrorName(want));                      \
      ++check.failures;                                                                 \
    }                                                                                   \
    (void)hipGetLastError();                                                            \
  } while (0)

std::vector<char> readFile(const char* path) {
  std::ifstream file(path, std::ios::binary);
  return std::vector<char>((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
}

std::string writeTemp(const std::vector<char>& bytes, const char* tag) {
  std::string path = "/tmp/openhip_module_host_" + std::string(tag) + "_" +
                     std::to_string(getpid()) + ".co";
  std::ofstream(path, std::ios::binary).write(bytes.data(), std::streamsize(bytes.size()));
  return path;
}

hipFunction_t function(hipModule_t module, const char* name) {
  hipFunction_t f = nullptr;
  HIP_CHECK(hipModuleGetFunction(&f, module, name));
  return f;
}

void kernelParamsLaunch(hipModule_t module) {
  constexpr int n = 1000;
  float* data = nullptr;
  HIP_CHECK(hipMallocManaged(&data, n * sizeof(float)));
  for (int i = 0; i < n; ++i) data[i] = float(i);
  float factor = 2.5f;
  int count = n;
  void* params[] = {&data, &factor, &count};
  HIP_CHECK(hipModuleLaunchKernel(function(module, "scale"), (n + 127) / 128, 1, 1, 128, 1, 1, 0,
                                  nullptr, params, nullptr));
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) check.expect_near("scale", i, data[i], i * 2.5, 0);

  // On a stream, asynchronously; the arguments are copied at the call.
  hipStream_t stream = nullptr;
  HIP_CHECK(hipStreamCreate(&stream));
  {
    float twice = 2.0f;
    void* later[] = {&data, &twice, &count};
    HIP_CHECK(hipModuleLaunchKernel(function(module, "scale"), (n + 63) / 64, 1, 1, 64, 1, 1, 0,
                                    stream, later, nullptr));
    twice = 1000.0f;  // must not affect the queued launch
  }
  HIP_CHECK(hipStreamSynchronize(stream));
  for (int i = 0; i < n; ++i) check.expect_near("scale on a stream", i, data[i], i * 5.0, 0);

  // hipExtModuleLaunchKernel takes work-item counts and brackets with events.
  hipEvent_t start = nullptr, stop = nullptr;
  HIP_CHECK(hipEventCreate(&start));
  HIP_CHECK(hipEventCreate(&stop));
  float half = 0.5f;
  void* halve[] = {&data, &half, &count};
  HIP_CHECK(hipExtModuleLaunchKernel(function(module, "scale"), 1024, 1, 1, 128, 1, 1, 0, stream,
                                     halve, nullptr, start, stop, 0));
  HIP_CHECK(hipEventSynchronize(stop));
  float ms = -1;
  HIP_CHECK(hipEventElapsedTime(&ms, start, stop));
  check.expect_true("elapsed time >= 0", ms >= 0);
  for (int i = 0; i < n; ++i) check.expect_near("ext launch", i, data[i], i * 2.5, 0);
  EXPECT_STATUS(hipExtModuleLaunchKernel(function(module, "scale"), 1000, 1, 1, 128, 1, 1, 0,
                                         stream, halve, nullptr, nullptr, nullptr, 0),
                hipErrorInvalidConfiguration);  // 1000 is not a multiple of 128
  HIP_CHECK(hipEventDestroy(start));
  HIP_CHECK(hipEventDestroy(stop));
  HIP_CHECK(hipStreamDestroy(stream));

  // Launch configuration errors.
  hipFunction_t scale = function(module, "scale");
  EXPECT_STATUS(hipModuleLaunchKernel(scale, 1, 1, 1, 2048, 1, 1, 0, nullptr, params, nullptr),
                hipErrorInvalidConfiguration);
  EXPECT_STATUS(hipModuleLaunchKernel(scale, 0, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr),
                hipErrorInvalidConfiguration);
  EXPECT_STATUS(hipModuleLaunchKernel(scale, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, nullptr),
                hipErrorInvalidValue);  // no arguments for a kernel that has some
  EXPECT_STATUS(hipModuleLaunchKernel(scale, 1, 1, 1, 64, 1, 1, 0,
                                      reinterpret_cast<hipStream_t>(0x999), params, nullptr),
                hipErrorInvalidHandle);
  HIP_CHECK(hipFree(data));
}

// The `extra` form: one buffer laid out like a struct of the parameters.
void extraLaunch(hipModule_t module) {
  struct Packed {
    char c;
    double d;
    short s;
    long long* out;
    long long big;
  };
  long long* out = nullptr;
  HIP_CHECK(hipMallocManaged(&out, 4 * sizeof(long long)));
  Packed packed{-7, 10.25, 12345, out, 1LL << 40};
  size_t size = sizeof(packed);
  void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &packed, HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                   HIP_LAUNCH_PARAM_END};
  hipFunction_t f = function(module, "mixed_arguments");
  HIP_CHECK(hipModuleLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, extra));
  HIP_CHECK(hipDeviceSynchronize());
  check.expect_eq("extra char", 0, out[0], -7);
  check.expect_eq("extra double", 1, out[1], 41);
  check.expect_eq("extra short", 2, out[2], 12345);
  check.expect_eq("extra long long", 3, out[3], 1LL << 40);

  size_t too_small = offsetof(Packed, big);
  void* short_extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &packed, HIP_LAUNCH_PARAM_BUFFER_SIZE,
                         &too_small, HIP_LAUNCH_PARAM_END};
  EXPECT_STATUS(hipModuleLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, short_extra),
                hipErrorInvalidValue);
  void* no_size[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &packed, HIP_LAUNCH_PARAM_END};
  EXPECT_STATUS(hipModuleLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, no_size),
                hipErrorInvalidValue);
  void* unknown_key[] = {reinterpret_cast<void*>(0x77), &packed, HIP_LAUNCH_PARAM_END};
  EXPECT_STATUS(hipModuleLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, unknown_key),
                hipErrorInvalidValue);
  void* params[] = {&packed.c, &packed.d, &packed.s, &packed.out, &packed.big};
  EXPECT_STATUS(hipModuleLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, nullptr, params, extra),
                hipErrorInvalidValue);  // both forms at once
  HIP_CHECK(hipFree(out));
}

void globals(hipModule_t module) {
  hipDeviceptr_t coefficients = nullptr;
  size_t bytes = 0;
  HIP_CHECK(hipModuleGetGlobal(&coefficients, &bytes, module, "coefficients"));
  check.expect_eq("coefficients size", 0, bytes, 4 * sizeof(float));
  const float values[4] = {1.0f, -2.0f, 0.5f, 3.0f};
  HIP_CHECK(hipMemcpyHtoD(coefficients, const_cast<float*>(values), sizeof(values)));

  constexpr int n = 64;
  float *in = nullptr, *out = nullptr;
  HIP_CHECK(hipMallocManaged(&in, n * sizeof(float)));
  HIP_CHECK(hipMallocManaged(&out, n * sizeof(float)));
  for (int i = 0; i < n; ++i) in[i] = float(i + 1);
  int count = n;
  void* params[] = {&in, &out, &count};
  HIP_CHECK(hipModuleLaunchKernel(function(module, "apply_coefficients"), 2, 1, 1, 32, 1, 1, 0,
                                  nullptr, params, nullptr));
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) check.expect_near("coefficients", i, out[i], (i + 1) * values[i % 4], 0);

  hipDeviceptr_t counter = nullptr;
  HIP_CHECK(hipModuleGetGlobal(&counter, nullptr, module, "block_counter"));
  HIP_CHECK(hipMemsetD32(counter, 0, 1));
  HIP_CHECK(hipModuleLaunchKernel(function(module, "count_blocks"), 37, 1, 1, 64, 1, 1, 0, nullptr,
                                  nullptr, nullptr));
  int blocks = 0;
  HIP_CHECK(hipMemcpyDtoH(&blocks, counter, sizeof(int)));
  check.expect_eq("block_counter", 0, blocks, 37);
  HIP_CHECK(hipModuleGetGlobal(nullptr, &bytes, module, "block_counter"));
  check.expect_eq("block_counter size", 0, bytes, sizeof(int));
  EXPECT_STATUS(hipModuleGetGlobal(&counter, &bytes, module, "no_such_variable"), hipErrorNotFound);
  HIP_CHECK(hipFree(in));
  HIP_CHECK(hipFree(out));
}

void sharedMemoryAndTemplates(hipModule_t module) {
  constexpr int block = 256, blocks = 3;
  int* data = nullptr;
  HIP_CHECK(hipMallocManaged(&data, block * blocks * sizeof(int)));
  for (int i = 0; i < block * blocks; ++i) data[i] = i;
  void* params[] = {&data};
  HIP_CHECK(hipModuleLaunchKernel(function(module, "block_reverse"), blocks, 1, 1, block, 1, 1,
                                  block * sizeof(int), nullptr, params, nullptr));
  HIP_CHECK(hipDeviceSynchronize());
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < block; ++t)
      check.expect_eq("block_reverse", b * block + t, data[b * block + t], b * block + block - 1 - t);

  int value = 42, n = block * blocks;
  void* fill_params[] = {&data, &value, &n};
  HIP_CHECK(hipModuleLaunchKernel(function(module, "_Z4fillIiEvPT_S0_i"), blocks, 1, 1, block, 1,
                                  1, 0, nullptr, fill_params, nullptr));
  HIP_CHECK(hipDeviceSynchronize());
  for (int i = 0; i < n; ++i) check.expect_eq("fill<int>", i, data[i], 42);
  hipFunction_t missing = nullptr;
  EXPECT_STATUS(hipModuleGetFunction(&missing, module, "fill"), hipErrorNotFound);
  HIP_CHECK(hipFree(data));
}

void attributesAndOccupancy(hipModule_t module) {
  hipFunction_t bounded = function(module, "bounded");
  int value = -1;
  HIP_CHECK(hipFuncGetAttribute(&value, HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, bounded));
  check.expect_eq("bounded max threads", 0, value, 128);
  HIP_CHECK(hipFuncGetAttribute(&value, HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, bounded));
  check.expect_eq("bounded static shared", 0, value, 32 * sizeof(int));
  HIP_CHECK(hipFuncGetAttribute(&value, HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, bounded));
  check.expect_true("dynamic shared left", value > 0 && value < 64 * 1024);
  HIP_CHECK(hipFuncGetAttribute(&value, HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK,
                                function(module, "scale")));
  check.expect_eq("scale max threads", 0, value, 1024);
  EXPECT_STATUS(hipFuncGetAttribute(&value, HIP_FUNC_ATTRIBUTE_MAX, bounded), hipErrorInvalidValue);
  check.expect_true("hipKernelNameRef", std::strcmp(hipKernelNameRef(bounded), "bounded") == 0);

  int cus = 0, grid = 0, block = 0, active = -1;
  HIP_CHECK(hipDeviceGetAttribute(&cus, hipDeviceAttributeMultiprocessorCount, 0));
  HIP_CHECK(hipModuleOccupancyMaxPotentialBlockSize(&grid, &block, bounded, 0, 0));
  check.expect_eq("potential block (launch bounds)", 0, block, 128);
  check.expect_eq("potential grid", 0, grid, 16 * cus);  // 16 resident blocks of 128
  HIP_CHECK(hipModuleOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, function(module, "scale"),
                                                             0, 200, hipOccupancyDefault));
  check.expect_eq("potential block (limit)", 0, block, 200);
  HIP_CHECK(hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(&active, bounded, 64, 0));
  check.expect_eq("active blocks", 0, active, 32);
  HIP_CHECK(hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&active, bounded, 256, 0,
                                                                        hipOccupancyDefault));
  check.expect_eq("active blocks beyond launch bounds", 0, active, 0);
  HIP_CHECK(hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(&active, bounded, 64, 1 << 20));
  check.expect_eq("active blocks beyond shared memory", 0, active, 0);
  EXPECT_STATUS(hipModuleOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&active, bounded, 64, 0, 0x40),
                hipErrorInvalidValue);
  EXPECT_STATUS(hipModuleOccupancyMaxActiveBlocksPerMultiprocessor(&active, bounded, 0, 0),
                hipErrorInvalidValue);
  EXPECT_STATUS(hipModuleOccupancyMaxPotentialBlockSize(&grid, &block, bounded, 0, -1),
                hipErrorInvalidValue);
  EXPECT_STATUS(hipModuleOccupancyMaxPotentialBlockSizeWithFlags(&grid, &block, bounded, 0, 0, 0x40),
                hipErrorInvalidValue);
}

int warpSizeOf(hipModule_t module, const char* kernel = "report_warp_size") {
  int* out = nullptr;
  HIP_CHECK(hipMallocManaged(&out, sizeof(int)));
  *out = 0;
  void* params[] = {&out};
  HIP_CHECK(hipModuleLaunchKernel(function(module, kernel), 1, 1, 1, 64, 1, 1, 0, nullptr, params,
                                  nullptr));
  HIP_CHECK(hipDeviceSynchronize());
  const int size = *out;
  HIP_CHECK(hipFree(out));
  return size;
}

// Two loads of the same image are independent (RTLD_LOCAL): separate globals.
void loadDataAndIsolation(const char* path, hipModule_t file_module) {
  const std::vector<char> image = readFile(path);
  hipModule_t from_memory = nullptr, from_memory_ex = nullptr;
  HIP_CHECK(hipModuleLoadData(&from_memory, image.data()));
  hipJitOption options[] = {hipJitOptionMaxRegisters};
  void* option_values[] = {reinterpret_cast<void*>(64)};
  HIP_CHECK(hipModuleLoadDataEx(&from_memory_ex, image.data(), 1, options, option_values));

  hipDeviceptr_t file_counter = nullptr, memory_counter = nullptr;
  HIP_CHECK(hipModuleGetGlobal(&file_counter, nullptr, file_module, "block_counter"));
  HIP_CHECK(hipModuleGetGlobal(&memory_counter, nullptr, from_memory, "block_counter"));
  check.expect_true("separate globals", file_counter != memory_counter);
  HIP_CHECK(hipMemsetD32(file_counter, 0, 1));
  HIP_CHECK(hipMemsetD32(memory_counter, 0, 1));
  HIP_CHECK(hipModuleLaunchKernel(function(from_memory, "count_blocks"), 5, 1, 1, 32, 1, 1, 0,
                                  nullptr, nullptr, nullptr));
  HIP_CHECK(hipDeviceSynchronize());
  int in_file = -1, in_memory = -1;
  HIP_CHECK(hipMemcpyDtoH(&in_file, file_counter, sizeof(int)));
  HIP_CHECK(hipMemcpyDtoH(&in_memory, memory_counter, sizeof(int)));
  check.expect_eq("counter of the launched module", 0, in_memory, 5);
  check.expect_eq("counter of the other module", 0, in_file, 0);
  check.expect_eq("warp size via LoadDataEx", 0, warpSizeOf(from_memory_ex), 64);

  // Also two loads of one file.
  hipModule_t again = nullptr;
  HIP_CHECK(hipModuleLoad(&again, path));
  hipDeviceptr_t again_counter = nullptr;
  HIP_CHECK(hipModuleGetGlobal(&again_counter, nullptr, again, "block_counter"));
  check.expect_true("separate globals of two file loads", again_counter != file_counter);
  HIP_CHECK(hipModuleUnload(again));

  // Unloading invalidates the module's handles, not the other modules'.
  hipFunction_t stale = function(from_memory, "count_blocks");
  HIP_CHECK(hipModuleUnload(from_memory));
  EXPECT_STATUS(hipModuleLaunchKernel(stale, 1, 1, 1, 1, 1, 1, 0, nullptr, nullptr, nullptr),
                hipErrorInvalidResourceHandle);
  hipFunction_t f = nullptr;
  EXPECT_STATUS(hipModuleGetFunction(&f, from_memory, "scale"), hipErrorInvalidHandle);
  EXPECT_STATUS(hipModuleUnload(from_memory), hipErrorInvalidHandle);
  HIP_CHECK(hipModuleUnload(from_memory_ex));
  check.expect_eq("file module still works", 0, warpSizeOf(file_module), 64);
}

void damagedCopies(const char* path) {
  const std::vector<char> image = readFile(path);
  hipModule_t module = nullptr;
  std::vector<char> truncated(image.begin(), image.begin() + std::ptrdiff_t(image.size() * 2 / 3));
  const std::string truncated_path = writeTemp(truncated, "truncated");
  EXPECT_STATUS(hipModuleLoad(&module, truncated_path.c_str()), hipErrorInvalidImage);
  std::vector<char> bad_magic = image;
  bad_magic[1] = 'Z';
  const std::string bad_magic_path = writeTemp(bad_magic, "magic");
  EXPECT_STATUS(hipModuleLoad(&module, bad_magic_path.c_str()), hipErrorInvalidImage);
  EXPECT_STATUS(hipModuleLoadData(&module, bad_magic.data()), hipErrorInvalidImage);
  EXPECT_STATUS(hipModuleLoad(&module, (std::string(path) + ".missing").c_str()),
                hipErrorFileNotFound);
  check.expect_true("no module from damaged images", module == nullptr);
  std::remove(truncated_path.c_str());
  std::remove(bad_magic_path.c_str());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s <code object> <wave32 code object> <combined code object>\n",
                 argv[0]);
    std::printf("FAIL\n");
    return 1;
  }
  hipModule_t module = nullptr, wave32 = nullptr;
  HIP_CHECK(hipModuleLoad(&module, argv[1]));
  HIP_CHECK(hipModuleLoad(&wave32, argv[2]));
  kernelParamsLaunch(module);
  extraLaunch(module);
  globals(module);
  sharedMemoryAndTemplates(module);
  attributesAndOccupancy(module);
  check.expect_eq("warp size", 0, warpSizeOf(module), 64);
  check.expect_eq("warp size (wave32 build)", 0, warpSizeOf(wave32), 32);
  hipModule_t combined = nullptr;
  HIP_CHECK(hipModuleLoad(&combined, argv[3]));
  check.expect_eq("warp size (HIP table)", 0, warpSizeOf(combined), 64);
  check.expect_eq("warp size (CUDA table)", 0, warpSizeOf(combined, "cuda_warp_size"), 32);
  HIP_CHECK(hipModuleUnload(combined));
  loadDataAndIsolation(argv[1], module);
  damagedCopies(argv[1]);
  HIP_CHECK(hipModuleUnload(wave32));
  HIP_CHECK(hipModuleUnload(module));
  return check.finish();
}
