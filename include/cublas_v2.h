// cuBLAS's v2 API for CUDA sources: cublas_api.h plus the plain names of the `_v2` entry
// points, as in NVIDIA's cublas_v2.h.
#ifndef OPENHIP_CUBLAS_V2_H
#define OPENHIP_CUBLAS_V2_H

#include <cublas_api.h>

#define cublasCreate cublasCreate_v2
#define cublasDestroy cublasDestroy_v2
#define cublasGetVersion cublasGetVersion_v2
#define cublasSetWorkspace cublasSetWorkspace_v2
#define cublasSetStream cublasSetStream_v2
#define cublasGetStream cublasGetStream_v2
#define cublasGetPointerMode cublasGetPointerMode_v2
#define cublasSetPointerMode cublasSetPointerMode_v2
#include <openhip/cublas_v2_names.h>

#endif
