// HIP functions added after HIP 5.2 that CUDA programs need once hipify has
// translated them: the driver API's error-text queries (cuGetErrorName and
// cuGetErrorString become hipDrvGetErrorName/String).
#include <hip/hip_runtime_api.h>

#include "api_common.h"

#include <cstring>

namespace {

// hipGetErrorName answers "hipErrorUnknown" for values that are no HIP
// error; the driver forms reject those, as cuGetErrorName does.
bool isKnownError(hipError_t error) {
  return error == hipErrorUnknown || std::strcmp(hipGetErrorName(error), "hipErrorUnknown") != 0;
}

template <class Lookup>
hipError_t describe(hipError_t error, const char** text, Lookup lookup) {
  if (text == nullptr)
    return hipErrorInvalidValue;
  if (!isKnownError(error)) {
    *text = nullptr;
    return hipErrorInvalidValue;
  }
  *text = lookup(error);
  return hipSuccess;
}

} // namespace

extern "C" {

hipError_t hipDrvGetErrorName(hipError_t hipError, const char** errorString) {
  OPENHIP_API(hipError, errorString);
  return describe(hipError, errorString, hipGetErrorName);
}

hipError_t hipDrvGetErrorString(hipError_t hipError, const char** errorString) {
  OPENHIP_API(hipError, errorString);
  return describe(hipError, errorString, hipGetErrorString);
}

} // extern "C"
