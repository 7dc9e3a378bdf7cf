// cuSPARSE for CUDA sources compiled by OpenHIP's hipcc. The functions are
// OpenHIP's hipSPARSE (libhipsparse.so, also reachable as -lcusparse): the
// same parameters, enumerator values and status codes, ordered on the stream
// set with cusparseSetStream. See docs/hipsparse.md.
#ifndef CUSPARSE_H_
#define CUSPARSE_H_

#include <cuComplex.h>
#include <cuda_fp16.h>
#include <cuda_runtime_api.h>
#include <library_types.h>
#include <stdint.h>
#include <stdio.h>

// The cuSPARSE release whose API this follows (CUDA 12.4).
#define CUSPARSE_VER_MAJOR 12
#define CUSPARSE_VER_MINOR 3
#define CUSPARSE_VER_PATCH 0
#define CUSPARSE_VER_BUILD 0
#define CUSPARSE_VERSION (CUSPARSE_VER_MAJOR * 1000 + CUSPARSE_VER_MINOR * 100 + CUSPARSE_VER_PATCH)

#ifndef CUSPARSEAPI
#define CUSPARSEAPI
#endif

#include "cusparse/cusparse-types.h"

#ifdef __cplusplus
extern "C" {
#endif

cusparseStatus_t CUSPARSEAPI cusparseCreate(cusparseHandle_t* handle);
cusparseStatus_t CUSPARSEAPI cusparseDestroy(cusparseHandle_t handle);
/// CUSPARSE_VERSION.
cusparseStatus_t CUSPARSEAPI cusparseGetVersion(cusparseHandle_t handle, int* version);
cusparseStatus_t CUSPARSEAPI cusparseGetProperty(libraryPropertyType type, int* value);
/// "CUSPARSE_STATUS_..." and cuSPARSE's description of a status.
const char* CUSPARSEAPI cusparseGetErrorName(cusparseStatus_t status);
const char* CUSPARSEAPI cusparseGetErrorString(cusparseStatus_t status);
cusparseStatus_t CUSPARSEAPI cusparseSetStream(cusparseHandle_t handle, cudaStream_t streamId);
cusparseStatus_t CUSPARSEAPI cusparseGetStream(cusparseHandle_t handle, cudaStream_t* streamId);
cusparseStatus_t CUSPARSEAPI cusparseGetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t* mode);
cusparseStatus_t CUSPARSEAPI cusparseSetPointerMode(cusparseHandle_t handle, cusparsePointerMode_t mode);

cusparseStatus_t CUSPARSEAPI cusparseCreateMatDescr(cusparseMatDescr_t* descrA);
cusparseStatus_t CUSPARSEAPI cusparseDestroyMatDescr(cusparseMatDescr_t descrA);
cusparseStatus_t CUSPARSEAPI cusparseCopyMatDescr(cusparseMatDescr_t dest, const cusparseMatDescr_t src);
cusparseStatus_t CUSPARSEAPI cusparseSetMatType(cusparseMatDescr_t descrA, cusparseMatrixType_t type);
cusparseMatrixType_t CUSPARSEAPI cusparseGetMatType(const cusparseMatDescr_t descrA);
cusparseStatus_t CUSPARSEAPI cusparseSetMatFillMode(cusparseMatDescr_t descrA, cusparseFillMode_t fillMode);
cusparseFillMode_t CUSPARSEAPI cusparseGetMatFillMode(const cusparseMatDescr_t descrA);
cusparseStatus_t CUSPARSEAPI cusparseSetMatDiagType(cusparseMatDescr_t descrA, cusparseDiagType_t diagType);
cusparseDiagType_t CUSPARSEAPI cusparseGetMatDiagType(const cusparseMatDescr_t descrA);
cusparseStatus_t CUSPARSEAPI cusparseSetMatIndexBase(cusparseMatDescr_t descrA, cusparseIndexBase_t base);
cusparseIndexBase_t CUSPARSEAPI cusparseGetMatIndexBase(const cusparseMatDescr_t descrA);

cusparseStatus_t CUSPARSEAPI cusparseCreateCsrsv2Info(csrsv2Info_t* info);
cusparseStatus_t CUSPARSEAPI cusparseDestroyCsrsv2Info(csrsv2Info_t info);
cusparseStatus_t CUSPARSEAPI cusparseCreateCsrsm2Info(csrsm2Info_t* info);
cusparseStatus_t CUSPARSEAPI cusparseDestroyCsrsm2Info(csrsm2Info_t info);
cusparseStatus_t CUSPARSEAPI cusparseCreateCsric02Info(csric02Info_t* info);
cusparseStatus_t CUSPARSEAPI cusparseDestroyCsric02Info(csric02Info_t info);
cusparseStatus_t CUSPARSEAPI cusparseCreateCsrilu02Info(csrilu02Info_t* info);
cusparseStatus_t CUSPARSEAPI cusparseDestroyCsrilu02Info(csrilu02Info_t info);

#ifdef __cplusplus
}
#endif

#include "cusparse/cusparse-legacy.h"
#include "cusparse/cusparse-generic.h"

#endif // CUSPARSE_H_
