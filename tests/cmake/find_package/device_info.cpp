// Host-only code with the HIP runtime API (hip::host).
#include <hip/hip_runtime_api.h>

int deviceCount() {
  int count = 0;
  return hipGetDeviceCount(&count) == hipSuccess ? count : -1;
}
