// Loads a code object made with `hipcc --genco -fgpu-rdc module_a.hip module_b.hip`.
#include <hip/hip_runtime.h>

#include <cstdio>

int main(int argc, char** argv) {
  hipModule_t module = nullptr;
  hipFunction_t kernel = nullptr;
  int* out = nullptr;
  bool ok = argc == 2 && hipModuleLoad(&module, argv[1]) == hipSuccess &&
            hipModuleGetFunction(&kernel, module, "module_kernel") == hipSuccess &&
            hipMallocManaged(&out, 64 * sizeof(int)) == hipSuccess;
  void* params[] = {&out};
  ok = ok && hipModuleLaunchKernel(kernel, 1, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr) == hipSuccess &&
       hipDeviceSynchronize() == hipSuccess;
  for (int i = 0; ok && i < 64; ++i)
    ok = out[i] == i + 1000;
  std::printf("code object from two relocatable sources: %s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
