// CUB name for CUDA sources: sequential scans of a thread's items (OpenHIP hipCUB's <hipcub/thread/thread_scan.hpp>).
#ifndef CUB_THREAD_THREAD_SCAN_CUH
#define CUB_THREAD_THREAD_SCAN_CUH

#include <hipcub/thread/thread_scan.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
namespace internal {
using ::hipcub::internal::ThreadScanExclusive;
using ::hipcub::internal::ThreadScanInclusive;
}  // namespace internal
}  // namespace cub

#endif  // CUB_THREAD_THREAD_SCAN_CUH
