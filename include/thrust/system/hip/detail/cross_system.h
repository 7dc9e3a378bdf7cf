// Copies between the host and the HIP system: thrust::copy and the vectors'
// constructors pair the host system (cpp, or tbb/omp, which derive from it)
// with the HIP system through select_system, which answers with a
// cross_system that the HIP system's copy knows how to serve.
#pragma once

#include <thrust/system/hip/detail/execution_policy.h>
#include <thrust/system/cpp/detail/execution_policy.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

template <class Sys1, class Sys2> struct cross_system : execution_policy<cross_system<Sys1, Sys2>> {
  thrust::execution_policy<Sys1>& sys1;
  thrust::execution_policy<Sys2>& sys2;

  __host__ __device__ cross_system(thrust::execution_policy<Sys1>& s1,
                                   thrust::execution_policy<Sys2>& s2)
      : sys1(s1), sys2(s2) {}

  __host__ __device__ cross_system<Sys2, Sys1> rotate() const {
    return cross_system<Sys2, Sys1>(sys2, sys1);
  }
};

// Device to host.
template <class Sys1, class Sys2>
__host__ __device__ cross_system<Sys1, Sys2>
select_system(const execution_policy<Sys1>& sys1, const thrust::cpp::execution_policy<Sys2>& sys2) {
  return cross_system<Sys1, Sys2>(const_cast<execution_policy<Sys1>&>(sys1),
                                  const_cast<thrust::cpp::execution_policy<Sys2>&>(sys2));
}

// Host to device.
template <class Sys1, class Sys2>
__host__ __device__ cross_system<Sys1, Sys2>
select_system(const thrust::cpp::execution_policy<Sys1>& sys1, const execution_policy<Sys2>& sys2) {
  return cross_system<Sys1, Sys2>(const_cast<thrust::cpp::execution_policy<Sys1>&>(sys1),
                                  const_cast<execution_policy<Sys2>&>(sys2));
}

} // namespace hip_rocprim
THRUST_NAMESPACE_END
