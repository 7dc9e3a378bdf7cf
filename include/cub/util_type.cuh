// CUB name for CUDA sources: type utilities and numeric traits (OpenHIP hipCUB's <hipcub/util_type.hpp>).
#ifndef CUB_UTIL_TYPE_CUH
#define CUB_UTIL_TYPE_CUH

#include <hipcub/util_type.hpp>

#include "util_namespace.cuh"
#include "util_macro.cuh"

namespace cub {
using ::hipcub::NullType;
using ::hipcub::Int2Type;
using ::hipcub::If;
using ::hipcub::Equals;
using ::hipcub::Log2;
using ::hipcub::PowerOfTwo;
using ::hipcub::IsPointer;
using ::hipcub::IsVolatile;
using ::hipcub::RemoveQualifiers;
using ::hipcub::EnableIf;
using ::hipcub::Uninitialized;
using ::hipcub::KeyValuePair;
using ::hipcub::ArrayWrapper;
using ::hipcub::DoubleBuffer;
using ::hipcub::FutureValue;
using ::hipcub::InputValue;
using ::hipcub::Category;
using ::hipcub::NOT_A_NUMBER;
using ::hipcub::SIGNED_INTEGER;
using ::hipcub::UNSIGNED_INTEGER;
using ::hipcub::FLOATING_POINT;
using ::hipcub::FpLimits;
using ::hipcub::BaseTraits;
using ::hipcub::NumericTraits;
using ::hipcub::Traits;
using ::hipcub::value_t;
using ::hipcub::non_void_value_t;
using ::hipcub::conditional_t;
}  // namespace cub

#endif  // CUB_UTIL_TYPE_CUH
