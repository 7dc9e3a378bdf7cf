// Handle, version, status texts and legacy matrix descriptors.
#include "descriptors.h"

#include <cstring>

using namespace openhip::sparse;

extern "C" hipsparseStatus_t hipsparseCreate(hipsparseHandle_t* handle) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    auto* created = new Handle;
    int workers = 1;
    if (hipGetDevice(&created->device) != hipSuccess ||
        hipDeviceGetAttribute(&workers, hipDeviceAttributeMultiprocessorCount, created->device) !=
            hipSuccess) {
      delete created;
      return HIPSPARSE_STATUS_NOT_INITIALIZED;
    }
    created->workers = static_cast<uint32_t>(std::max(workers, 1));
    *handle = created;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(Create)

extern "C" hipsparseStatus_t hipsparseDestroy(hipsparseHandle_t handle) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_NOT_INITIALIZED);
  delete toHandle(handle);
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(Destroy)

extern "C" hipsparseStatus_t hipsparseGetVersion(hipsparseHandle_t handle, int* version) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_NOT_INITIALIZED);
  HIPSPARSE_RETURN_IF(version == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *version = hipsparseVersionMajor * 100000 + hipsparseVersionMinor * 100 + hipsparseVersionPatch;
  return HIPSPARSE_STATUS_SUCCESS;
}

extern "C" hipsparseStatus_t hipsparseGetGitRevision(hipsparseHandle_t handle, char* rev) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_NOT_INITIALIZED);
  HIPSPARSE_RETURN_IF(rev == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  std::strcpy(rev, "openhip");
  return HIPSPARSE_STATUS_SUCCESS;
}

extern "C" const char* hipsparseGetErrorName(hipsparseStatus_t status) {
  switch (status) {
  case HIPSPARSE_STATUS_SUCCESS: return "HIPSPARSE_STATUS_SUCCESS";
  case HIPSPARSE_STATUS_NOT_INITIALIZED: return "HIPSPARSE_STATUS_NOT_INITIALIZED";
  case HIPSPARSE_STATUS_ALLOC_FAILED: return "HIPSPARSE_STATUS_ALLOC_FAILED";
  case HIPSPARSE_STATUS_INVALID_VALUE: return "HIPSPARSE_STATUS_INVALID_VALUE";
  case HIPSPARSE_STATUS_ARCH_MISMATCH: return "HIPSPARSE_STATUS_ARCH_MISMATCH";
  case HIPSPARSE_STATUS_MAPPING_ERROR: return "HIPSPARSE_STATUS_MAPPING_ERROR";
  case HIPSPARSE_STATUS_EXECUTION_FAILED: return "HIPSPARSE_STATUS_EXECUTION_FAILED";
  case HIPSPARSE_STATUS_INTERNAL_ERROR: return "HIPSPARSE_STATUS_INTERNAL_ERROR";
  case HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED: return "HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED";
  case HIPSPARSE_STATUS_ZERO_PIVOT: return "HIPSPARSE_STATUS_ZERO_PIVOT";
  case HIPSPARSE_STATUS_NOT_SUPPORTED: return "HIPSPARSE_STATUS_NOT_SUPPORTED";
  case HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES: return "HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES";
  }
  return "HIPSPARSE_STATUS_UNKNOWN";
}

extern "C" const char* hipsparseGetErrorString(hipsparseStatus_t status) {
  switch (status) {
  case HIPSPARSE_STATUS_SUCCESS: return "success";
  case HIPSPARSE_STATUS_NOT_INITIALIZED: return "the library or the handle was not initialized";
  case HIPSPARSE_STATUS_ALLOC_FAILED: return "resource allocation failed";
  case HIPSPARSE_STATUS_INVALID_VALUE: return "an invalid value was passed to the function";
  case HIPSPARSE_STATUS_ARCH_MISMATCH: return "the device does not support the operation";
  case HIPSPARSE_STATUS_MAPPING_ERROR: return "access to device memory failed";
  case HIPSPARSE_STATUS_EXECUTION_FAILED: return "the operation failed to execute on the device";
  case HIPSPARSE_STATUS_INTERNAL_ERROR: return "an internal operation failed";
  case HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED: return "the matrix type is not supported";
  case HIPSPARSE_STATUS_ZERO_PIVOT: return "a zero pivot was found";
  case HIPSPARSE_STATUS_NOT_SUPPORTED: return "the operation or data type is not supported";
  case HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES: return "resources are insufficient";
  }
  return "unknown status";
}
OPENHIP_CUSPARSE_ALIAS(GetErrorString) // the descriptions fit both libraries

extern "C" hipsparseStatus_t hipsparseSetStream(hipsparseHandle_t handle, hipStream_t streamId) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_NOT_INITIALIZED);
  toHandle(handle)->stream = streamId;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SetStream)

extern "C" hipsparseStatus_t hipsparseGetStream(hipsparseHandle_t handle, hipStream_t* streamId) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_NOT_INITIALIZED);
  HIPSPARSE_RETURN_IF(streamId == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *streamId = toHandle(handle)->stream;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(GetStream)

extern "C" hipsparseStatus_t hipsparseSetPointerMode(hipsparseHandle_t handle,
                                                     hipsparsePointerMode_t mode) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_NOT_INITIALIZED);
  HIPSPARSE_RETURN_IF(mode != HIPSPARSE_POINTER_MODE_HOST && mode != HIPSPARSE_POINTER_MODE_DEVICE,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  toHandle(handle)->pointerMode = mode;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SetPointerMode)

extern "C" hipsparseStatus_t hipsparseGetPointerMode(hipsparseHandle_t handle,
                                                     hipsparsePointerMode_t* mode) {
  HIPSPARSE_RETURN_IF(handle == nullptr, HIPSPARSE_STATUS_NOT_INITIALIZED);
  HIPSPARSE_RETURN_IF(mode == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *mode = toHandle(handle)->pointerMode;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(GetPointerMode)

extern "C" hipsparseStatus_t hipsparseCreateMatDescr(hipsparseMatDescr_t* descrA) {
  HIPSPARSE_RETURN_IF(descrA == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    *descrA = new MatDescr;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(CreateMatDescr)

extern "C" hipsparseStatus_t hipsparseDestroyMatDescr(hipsparseMatDescr_t descrA) {
  HIPSPARSE_RETURN_IF(descrA == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  delete toMatDescr(descrA);
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DestroyMatDescr)

extern "C" hipsparseStatus_t hipsparseCopyMatDescr(hipsparseMatDescr_t dest,
                                                   const hipsparseMatDescr_t src) {
  HIPSPARSE_RETURN_IF(dest == nullptr || src == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *toMatDescr(dest) = *toMatDescr(src);
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(CopyMatDescr)

extern "C" hipsparseStatus_t hipsparseSetMatType(hipsparseMatDescr_t descrA,
                                                 hipsparseMatrixType_t type) {
  HIPSPARSE_RETURN_IF(descrA == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(type < HIPSPARSE_MATRIX_TYPE_GENERAL || type > HIPSPARSE_MATRIX_TYPE_TRIANGULAR,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  toMatDescr(descrA)->type = type;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SetMatType)

// The getters have no status: a null descriptor answers the defaults.
extern "C" hipsparseMatrixType_t hipsparseGetMatType(const hipsparseMatDescr_t descrA) {
  return descrA == nullptr ? HIPSPARSE_MATRIX_TYPE_GENERAL : toMatDescr(descrA)->type;
}
OPENHIP_CUSPARSE_ALIAS(GetMatType)

extern "C" hipsparseStatus_t hipsparseSetMatFillMode(hipsparseMatDescr_t descrA,
                                                     hipsparseFillMode_t fillMode) {
  HIPSPARSE_RETURN_IF(descrA == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(fillMode != HIPSPARSE_FILL_MODE_LOWER && fillMode != HIPSPARSE_FILL_MODE_UPPER,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  toMatDescr(descrA)->fill = fillMode;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SetMatFillMode)

extern "C" hipsparseFillMode_t hipsparseGetMatFillMode(const hipsparseMatDescr_t descrA) {
  return descrA == nullptr ? HIPSPARSE_FILL_MODE_LOWER : toMatDescr(descrA)->fill;
}
OPENHIP_CUSPARSE_ALIAS(GetMatFillMode)

extern "C" hipsparseStatus_t hipsparseSetMatDiagType(hipsparseMatDescr_t descrA,
                                                     hipsparseDiagType_t diagType) {
  HIPSPARSE_RETURN_IF(descrA == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(diagType != HIPSPARSE_DIAG_TYPE_NON_UNIT && diagType != HIPSPARSE_DIAG_TYPE_UNIT,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  toMatDescr(descrA)->diag = diagType;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SetMatDiagType)

extern "C" hipsparseDiagType_t hipsparseGetMatDiagType(const hipsparseMatDescr_t descrA) {
  return descrA == nullptr ? HIPSPARSE_DIAG_TYPE_NON_UNIT : toMatDescr(descrA)->diag;
}
OPENHIP_CUSPARSE_ALIAS(GetMatDiagType)

extern "C" hipsparseStatus_t hipsparseSetMatIndexBase(hipsparseMatDescr_t descrA,
                                                      hipsparseIndexBase_t base) {
  HIPSPARSE_RETURN_IF(descrA == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!isValidBase(base), HIPSPARSE_STATUS_INVALID_VALUE);
  toMatDescr(descrA)->base = base;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SetMatIndexBase)

extern "C" hipsparseIndexBase_t hipsparseGetMatIndexBase(const hipsparseMatDescr_t descrA) {
  return descrA == nullptr ? HIPSPARSE_INDEX_BASE_ZERO : toMatDescr(descrA)->base;
}
OPENHIP_CUSPARSE_ALIAS(GetMatIndexBase)
