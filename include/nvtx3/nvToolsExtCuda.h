/* NVTX v3: naming CUDA driver resources; OpenHIP has one stream type, so this
   is the runtime header's content (nvtxNameCuStream* are the same calls). */
#ifndef OPENHIP_NVTOOLSEXTCUDA_H
#define OPENHIP_NVTOOLSEXTCUDA_H
#include "nvToolsExtCudaRt.h"
#define nvtxNameCuDeviceA nvtxNameCudaDeviceA
#define nvtxNameCuDeviceW nvtxNameCudaDeviceW
#define nvtxNameCuStreamA nvtxNameCudaStreamA
#define nvtxNameCuStreamW nvtxNameCudaStreamW
#define nvtxNameCuEventA nvtxNameCudaEventA
#define nvtxNameCuEventW nvtxNameCudaEventW
#ifdef UNICODE
#define nvtxNameCuDevice nvtxNameCuDeviceW
#define nvtxNameCuStream nvtxNameCuStreamW
#define nvtxNameCuEvent nvtxNameCuEventW
#else
#define nvtxNameCuDevice nvtxNameCuDeviceA
#define nvtxNameCuStream nvtxNameCuStreamA
#define nvtxNameCuEvent nvtxNameCuEventA
#endif
#endif
