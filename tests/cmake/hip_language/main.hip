#include <hip/hip_runtime.h>

#include "check.h"

#ifndef __HIP__
#error "CMake's HIP language expects __HIP__"
#endif

void scaleOnDevice(float* values, int n, float factor); // scale.cpp, LANGUAGE HIP

int main() {
  const int n = 1000;
  float* values = nullptr;
  if (hipMallocManaged(&values, n * sizeof(float)) != hipSuccess)
    return report("allocation", false);
  for (int i = 0; i < n; ++i)
    values[i] = float(i);
  scaleOnDevice(values, n, 0.5f);
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && values[i] == 0.5f * float(i);
  hipFree(values);
  return report("HIP language", ok);
}
