// A host-only C++ translation unit (hipcc -x c++: no device pass): the HIP
// system's API still works; algorithms run on the calling thread after the
// stream's earlier work, on memory from hipMalloc.
#include <hip/hip_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>

#include "check.h"

#if defined(__CUDA__)
#error "this test must be compiled as plain C++"
#endif

int main() {
  const int n = 20000;
  thrust::device_vector<int> d(n);
  thrust::sequence(d.begin(), d.end(), 0);
  thrust::sort(d.begin(), d.end(), thrust::greater<int>());
  CHECK(d[0] == n - 1 && d[n - 1] == 0);
  CHECK(thrust::reduce(d.begin(), d.end(), 0L) == long(n) * (n - 1) / 2);
  thrust::inclusive_scan(d.begin(), d.end(), d.begin());
  CHECK(d[n - 1] == n * (n - 1) / 2);
  hipPointerAttribute_t attributes;
  CHECK_HIP(hipPointerGetAttributes(&attributes, thrust::raw_pointer_cast(d.data())));
  CHECK(attributes.memoryType == hipMemoryTypeDevice);
  hipStream_t s;
  CHECK_HIP(hipStreamCreate(&s));
  thrust::fill(thrust::hip::par.on(s), d.begin(), d.end(), 2);
  CHECK(thrust::reduce(thrust::hip::par_nosync.on(s), d.begin(), d.end()) == 2 * n);
  CHECK_HIP(hipStreamDestroy(s));
  return report("thrust host_only");
}
