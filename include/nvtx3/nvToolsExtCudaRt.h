/* NVTX v3: naming CUDA runtime resources (OpenHIP: the tracer's streams and
   devices). cudaStream_t is OpenHIP's stream handle. */
#ifndef OPENHIP_NVTOOLSEXTCUDART_H
#define OPENHIP_NVTOOLSEXTCUDART_H

#include "nvToolsExt.h"

#ifdef __cplusplus
extern "C" {
#endif

NVTX_OPENHIP_INLINE void nvtxNameCudaDeviceA(int device, const char* name) {
  const OpenHipMarkerApi* api = nvtxOpenHipApi_();
  if (api && name) api->name_device(device, name);
}
NVTX_OPENHIP_INLINE void nvtxNameCudaDeviceW(int device, const wchar_t* name) {
  char buffer[256];
  nvtxNameCudaDeviceA(device, nvtxOpenHipNarrow_(name, buffer, sizeof buffer));
}
/* `stream`: a cudaStream_t / hipStream_t (0 for the null stream). */
NVTX_OPENHIP_INLINE void nvtxNameCudaStreamA(const void* stream, const char* name) {
  const OpenHipMarkerApi* api = nvtxOpenHipApi_();
  if (api && name) api->name_stream(stream, name);
}
NVTX_OPENHIP_INLINE void nvtxNameCudaStreamW(const void* stream, const wchar_t* name) {
  char buffer[256];
  nvtxNameCudaStreamA(stream, nvtxOpenHipNarrow_(name, buffer, sizeof buffer));
}
NVTX_OPENHIP_INLINE void nvtxNameCudaEventA(const void* event, const char* name) {
  (void)event, (void)name;
}
NVTX_OPENHIP_INLINE void nvtxNameCudaEventW(const void* event, const wchar_t* name) {
  (void)event, (void)name;
}

#ifdef __cplusplus
}
#endif

#ifdef UNICODE
#define nvtxNameCudaDevice nvtxNameCudaDeviceW
#define nvtxNameCudaStream nvtxNameCudaStreamW
#define nvtxNameCudaEvent nvtxNameCudaEventW
#else
#define nvtxNameCudaDevice nvtxNameCudaDeviceA
#define nvtxNameCudaStream nvtxNameCudaStreamA
#define nvtxNameCudaEvent nvtxNameCudaEventA
#endif

#endif /* OPENHIP_NVTOOLSEXTCUDART_H */
