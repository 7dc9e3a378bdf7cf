// CUB name for CUDA sources: loads with cache modifiers (OpenHIP hipCUB's <hipcub/thread/thread_load.hpp>).
#ifndef CUB_THREAD_THREAD_LOAD_CUH
#define CUB_THREAD_THREAD_LOAD_CUH

#include <hipcub/thread/thread_load.hpp>

#include "../util_namespace.cuh"
#include "../util_macro.cuh"

namespace cub {
using ::hipcub::CacheLoadModifier;
using ::hipcub::LOAD_DEFAULT;
using ::hipcub::LOAD_CA;
using ::hipcub::LOAD_CG;
using ::hipcub::LOAD_CS;
using ::hipcub::LOAD_CV;
using ::hipcub::LOAD_LDG;
using ::hipcub::LOAD_VOLATILE;
using ::hipcub::ThreadLoad;
}  // namespace cub

#endif  // CUB_THREAD_THREAD_LOAD_CUH
