// Driver API names HIP 5.2 lacks: left alone, one warning each.
#include <cuda.h>
void link(CUlinkState *state) {
  cuLinkCreate(0, nullptr, nullptr, state);
  // CHECK: cuLinkCreate(0, nullptr, nullptr, state);
  // STDERR: driver_unsupported.cu:4:3: warning: 'cuLinkCreate' is not supported by HIP
  cuCtxAttach(nullptr, 0);
  // CHECK: cuCtxAttach(nullptr, 0);
  // STDERR: driver_unsupported.cu:7:3: warning: 'cuCtxAttach' is not supported by HIP
}
