// A program using the shared library's kernels.
#include <hip/hip_runtime.h>

#include <cstdio>

extern "C" bool run_library_kernel(float* out);

int main() {
  float* out = nullptr;
  bool ok = hipMallocManaged(&out, 32 * sizeof(float)) == hipSuccess && run_library_kernel(out);
  for (int i = 0; i < 32; ++i)
    ok = ok && out[i] == 1.0f * 3.0f + 7;
  std::printf("shared library with relocatable device code: %s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
