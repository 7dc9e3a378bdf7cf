// The sanitizer's host-side checks (docs/sanitizer.md), switched on with
// OPENHIP_SANITIZER_HOST=1 in a program built without -fsanitize: copies and
// fills the runtime refuses are reported with the API and the call site.
#include <hip/hip_runtime.h>

#include <cstdio>

#include "../program_check.h"

int main() {
  char* d = nullptr;
  HIP_CHECK(hipMalloc(&d, 4096));
  char host[8192] = {};
  bool ok = hipMemcpy(d, host, 4100, hipMemcpyHostToDevice) == hipErrorInvalidValue;
  ok &= hipMemset(d + 4000, 0, 200) == hipErrorInvalidValue;
  ok &= hipMemcpy(host, d, 16, hipMemcpyHostToDevice) == hipErrorInvalidValue;  // host as the device side
  ok &= hipMemcpy(host, d, 4096, hipMemcpyDeviceToHost) == hipSuccess;
  std::puts(ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
