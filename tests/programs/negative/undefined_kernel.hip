// Negative test: a kernel that is declared and launched but defined nowhere.
// Compiling succeeds; linking must fail with the linker's undefined-reference
// message naming the kernel.
#include <hip/hip_runtime.h>

__global__ void kernel_defined_nowhere(int* out);

int main() {
  int* out = nullptr;
  if (hipMalloc(&out, sizeof(int)) != hipSuccess) return 1;
  kernel_defined_nowhere<<<1, 1>>>(out);
  return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
}
