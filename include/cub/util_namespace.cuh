// CUB's names for CUDA sources: namespace `cub` over OpenHIP's hipCUB. Block,
// warp and thread primitives, iterators and types are hipCUB's own (using
// declarations); the device-wide algorithms and the caching allocator are
// the same templates returning cudaError_t instead of hipError_t.
#ifndef CUB_UTIL_NAMESPACE_CUH
#define CUB_UTIL_NAMESPACE_CUH

#include <cuda_runtime_api.h>

#include <hipcub/device/detail/launch.hpp>

#include "version.cuh"

#define CUB_NAMESPACE_BEGIN namespace cub {
#define CUB_NAMESPACE_END } /* cub */
#define CUB_NS_PREFIX
#define CUB_NS_POSTFIX
#define CUB_NS_QUALIFIER ::cub

BEGIN_HIPCUB_NAMESPACE
namespace detail {
template <>
struct error_traits<cudaError_t> {
  static cudaError_t from(hipError_t error) { return openhip_cuda::toCuda(error); }
};
}  // namespace detail
END_HIPCUB_NAMESPACE

#endif  // CUB_UTIL_NAMESPACE_CUH
