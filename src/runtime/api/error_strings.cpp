// hipGetErrorName / hipGetErrorString for every hipError_t value, from the
// one list in <hip/detail/hip_error.h> (OPENHIP_HIP_ERROR_LIST).
//
// The descriptions are the texts ROCm's runtime returns, so programs that
// print or compare them see what they would on AMD hardware.
// Codes with two HIP names (hipErrorOutOfMemory/hipErrorMemoryAllocation,
// ...) answer with the first, current name, as HIP does. Values that are not
// HIP error codes get "hipErrorUnknown" and a description that says so.
#define __HIP_DISABLE_CPP_FUNCTIONS__ 1
#include <hip/hip_runtime_api.h>

#include "api_common.h"

namespace {

struct ErrorText {
  hipError_t code;
  const char* name;
  const char* description;
};

#define OPENHIP_ERROR_TEXT(name, value, description) {name, #name, description},
constexpr ErrorText kErrorTexts[] = {OPENHIP_HIP_ERROR_LIST(OPENHIP_ERROR_TEXT)};
#undef OPENHIP_ERROR_TEXT

const ErrorText* findErrorText(hipError_t code) {
  for (const ErrorText& entry : kErrorTexts) {
    if (entry.code == code)
      return &entry;
  }
  return nullptr;
}

} // namespace

const char* openhip::errorName(hipError_t error) {
  const ErrorText* entry = findErrorText(error);
  return entry != nullptr ? entry->name : "hipErrorUnknown";
}

extern "C" {

const char* hipGetErrorName(hipError_t hip_error) {
  OPENHIP_API(hip_error);
  return openhip::errorName(hip_error);
}

const char* hipGetErrorString(hipError_t hipError) {
  OPENHIP_API(hipError);
  const ErrorText* entry = findErrorText(hipError);
  return entry != nullptr ? entry->description : "unrecognized error code";
}

} // extern "C"
