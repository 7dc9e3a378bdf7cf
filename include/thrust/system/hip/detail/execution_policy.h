// The HIP system's tag and execution policy base, and the namespaces that
// name them: thrust::hip_rocprim (where the system lives, as in rocThrust),
// thrust::hip and thrust::system::hip, and CUDA's thrust::cuda and
// thrust::system::cuda for CUDA sources.
#pragma once

#include <thrust/system/hip/config.h>
#include <thrust/detail/execution_policy.h>
#include <thrust/iterator/detail/any_system_tag.h>
#include <thrust/detail/allocator_aware_execution_policy.h>
#include <thrust/detail/dependencies_aware_execution_policy.h>

THRUST_NAMESPACE_BEGIN
namespace hip_rocprim {

struct tag;

template <class> struct execution_policy;

template <> struct execution_policy<tag> : thrust::execution_policy<tag> { typedef tag tag_type; };

struct tag : execution_policy<tag>,
             thrust::detail::allocator_aware_execution_policy<hip_rocprim::execution_policy>,
             thrust::detail::dependencies_aware_execution_policy<hip_rocprim::execution_policy> {};

template <class Derived> struct execution_policy : thrust::execution_policy<Derived> {
  typedef tag tag_type;
  operator tag() const { return tag(); }
};

} // namespace hip_rocprim

namespace system {
namespace hip {
using thrust::hip_rocprim::execution_policy;
using thrust::hip_rocprim::tag;
namespace detail {
using thrust::hip_rocprim::execution_policy;
using thrust::hip_rocprim::tag;
} // namespace detail
} // namespace hip
namespace cuda {
using thrust::hip_rocprim::execution_policy;
using thrust::hip_rocprim::tag;
} // namespace cuda
} // namespace system

namespace hip {
using thrust::hip_rocprim::execution_policy;
using thrust::hip_rocprim::tag;
} // namespace hip

namespace cuda {
using thrust::hip_rocprim::execution_policy;
using thrust::hip_rocprim::tag;
} // namespace cuda
THRUST_NAMESPACE_END
