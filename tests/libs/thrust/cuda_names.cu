// A CUDA source using Thrust under OpenHIP: thrust::cuda::par / par_nosync on
// a cudaStream_t, thrust::cuda:: names, device_vector memory in CUDA runtime
// calls and kernels; the device system is the HIP one (never NVIDIA's).
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/system/cuda/execution_policy.h>
#include <thrust/system/cuda/vector.h>
#include <thrust/system/cuda/memory.h>
#include <thrust/system/cuda/error.h>
#include <thrust/sequence.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/functional.h>

#include <string>
#include <type_traits>

#include "check.h"

#if !defined(__CUDACC__) || THRUST_DEVICE_SYSTEM != THRUST_DEVICE_SYSTEM_HIP
#error "a .cu source sees __CUDACC__ and Thrust's HIP device system"
#endif

__global__ void warp_sum(const int* in, int* out) {
  int v = in[threadIdx.x];
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffffu, v, offset);
  if (threadIdx.x == 0)
    *out = v;
}

int main() {
  static_assert(std::is_same<thrust::device_system_tag, thrust::cuda::tag>::value, "device tag");
  cudaStream_t s;
  CHECK(cudaStreamCreate(&s) == cudaSuccess);
  thrust::device_vector<int> d(32);
  thrust::sequence(thrust::cuda::par_nosync.on(s), d.begin(), d.end());
  thrust::device_vector<int> out(1);
  warp_sum<<<1, 32, 0, s>>>(thrust::raw_pointer_cast(d.data()),
                            thrust::raw_pointer_cast(out.data()));
  CHECK(cudaStreamSynchronize(s) == cudaSuccess);
  CHECK(out[0] == 496);
  CHECK(warpSize == 32);

  thrust::cuda::vector<float> v(1000);
  thrust::sequence(thrust::cuda::par.on(s), v.begin(), v.end(), 1000.0f, -1.0f);
  thrust::sort(thrust::cuda::par.on(s), v.begin(), v.end());
  CHECK(v[0] == 1.0f && v[999] == 1000.0f);
  float first = 0;
  CHECK(cudaMemcpy(&first, thrust::raw_pointer_cast(v.data()), sizeof(float),
                   cudaMemcpyDeviceToHost) == cudaSuccess);
  CHECK(first == 1.0f);
  thrust::inclusive_scan(thrust::cuda::par.on(s), v.begin(), v.end(), v.begin());
  CHECK(v[999] == 500500.0f);
  CHECK(thrust::reduce(thrust::system::cuda::par, d.begin(), d.end()) == 496);

  thrust::cuda::pointer<int> p = thrust::cuda::malloc<int>(10);
  thrust::fill(thrust::cuda::par, p, p + 10, 4);
  CHECK(thrust::reduce(thrust::cuda::par, p, p + 10) == 40);
  thrust::cuda::free(p);
  CHECK(std::string(thrust::cuda_category().name()) == "hip");
  CHECK(cudaStreamDestroy(s) == cudaSuccess);
  return report("thrust cuda_names");
}
