// The cuSPARSE entry points that differ from their hipSPARSE counterparts:
// version and properties of the cuSPARSE release followed, CUSPARSE_STATUS_
// names. (Every other cusparse* symbol is an alias of the hipsparse* one,
// defined next to it; SpSM_solve's buffer-less form is in spsv.cpp.)
#include "common.h"

using namespace openhip::sparse;

namespace {

// cusparse.h's CUSPARSE_VER_MAJOR/MINOR/PATCH (the library does not include
// the CUDA headers).
constexpr int kMajor = 12, kMinor = 3, kPatch = 0;

} // namespace

extern "C" __attribute__((visibility("default"))) hipsparseStatus_t
cusparseGetVersion(hipsparseHandle_t handle, int* version) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_NOT_INITIALIZED);
  HIPSPARSE_RETURN_IF(version == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *version = kMajor * 1000 + kMinor * 100 + kPatch;
  return HIPSPARSE_STATUS_SUCCESS;
}

/// type: libraryPropertyType (MAJOR_VERSION 0, MINOR_VERSION 1, PATCH_LEVEL 2).
extern "C" __attribute__((visibility("default"))) hipsparseStatus_t
cusparseGetProperty(int type, int* value) {
  HIPSPARSE_RETURN_IF(value == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  switch (type) {
  case 0: *value = kMajor; return HIPSPARSE_STATUS_SUCCESS;
  case 1: *value = kMinor; return HIPSPARSE_STATUS_SUCCESS;
  case 2: *value = kPatch; return HIPSPARSE_STATUS_SUCCESS;
  }
  return HIPSPARSE_STATUS_INVALID_VALUE;
}

extern "C" __attribute__((visibility("default"))) const char*
cusparseGetErrorName(hipsparseStatus_t status) {
  switch (status) {
  case HIPSPARSE_STATUS_SUCCESS: return "CUSPARSE_STATUS_SUCCESS";
  case HIPSPARSE_STATUS_NOT_INITIALIZED: return "CUSPARSE_STATUS_NOT_INITIALIZED";
  case HIPSPARSE_STATUS_ALLOC_FAILED: return "CUSPARSE_STATUS_ALLOC_FAILED";
  case HIPSPARSE_STATUS_INVALID_VALUE: return "CUSPARSE_STATUS_INVALID_VALUE";
  case HIPSPARSE_STATUS_ARCH_MISMATCH: return "CUSPARSE_STATUS_ARCH_MISMATCH";
  case HIPSPARSE_STATUS_MAPPING_ERROR: return "CUSPARSE_STATUS_MAPPING_ERROR";
  case HIPSPARSE_STATUS_EXECUTION_FAILED: return "CUSPARSE_STATUS_EXECUTION_FAILED";
  case HIPSPARSE_STATUS_INTERNAL_ERROR: return "CUSPARSE_STATUS_INTERNAL_ERROR";
  case HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED: return "CUSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED";
  case HIPSPARSE_STATUS_ZERO_PIVOT: return "CUSPARSE_STATUS_ZERO_PIVOT";
  case HIPSPARSE_STATUS_NOT_SUPPORTED: return "CUSPARSE_STATUS_NOT_SUPPORTED";
  case HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES: return "CUSPARSE_STATUS_INSUFFICIENT_RESOURCES";
  }
  return "CUSPARSE_STATUS_UNKNOWN";
}
