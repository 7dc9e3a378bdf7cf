// A host-only C++ file in a HIP program: compiled without a device pass.
#include <hip/hip_runtime.h>

#ifdef __CUDA__
#error "host-only sources must not be compiled in CUDA mode"
#endif

int hostOnlyAnswer() { return 42; }
