// Registration and launch entry points that compiler-generated code calls;
// programs do not call them directly.
//
// hipcc compiles in clang's CUDA mode, whose host code calls the __cuda*
// family and cudaLaunchKernel; clang's HIP mode calls the __hip* family and
// hipLaunchKernel. libopenhip implements both over one core (docs/hipcc.md,
// "The pipeline"; include/openhip/abi.h describes the fat binary it receives).
// Programs never see this header through the API headers: only code compiled
// by hipcc includes it (<openhip/kernel_launch.h>).
//
// Clang (16) requirements checked against its Sema/CodeGen:
// - `k<<<g, b, s, q>>>(...)` becomes a call to __cudaPushCallConfiguration
//   with the execution configuration, so the declaration must be visible and
//   have defaults for the optional shared-memory size and stream.
// - A kernel's host stub calls __cudaPopCallConfiguration(dim3*, dim3*,
//   size_t*, void**) and then the cudaLaunchKernel it finds declared at
//   translation-unit scope (clang reports an error if there is none), with
//   (const void*, dim3, dim3, void**, size_t, stream).
#ifndef HIP_INCLUDE_HIP_HIP_REGISTRATION_H
#define HIP_INCLUDE_HIP_HIP_REGISTRATION_H

#include <hip/detail/hip_api_types.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif
#ifdef __GNUC__
#pragma GCC visibility push(default)
#endif

// ---- HIP-mode family ------------------------------------------------------
/// Registers one translation unit's fat binary; returns the handle the
/// other calls receive.
void** __hipRegisterFatBinary(const void* data);
void __hipUnregisterFatBinary(void** modules);
void __hipRegisterFunction(void** modules, const void* hostFunction, char* deviceFunction,
                           const char* deviceName, unsigned int threadLimit, void* tid, void* bid,
                           dim3* blockDim, dim3* gridDim, int* wSize);
void __hipRegisterVar(void** modules, void* var, char* hostVar, char* deviceVar, int ext,
                      size_t size, int constant, int global);
hipError_t __hipPushCallConfiguration(dim3 gridDim, dim3 blockDim,
                                      size_t sharedMem __OPENHIP_DEFAULT(0),
                                      hipStream_t stream __OPENHIP_DEFAULT(0));
hipError_t __hipPopCallConfiguration(dim3* gridDim, dim3* blockDim, size_t* sharedMem,
                                     hipStream_t* stream);

// ---- CUDA-mode family (what hipcc's clang -x cuda host pass emits) ----------
void** __cudaRegisterFatBinary(void* fatCubin);
void __cudaRegisterFatBinaryEnd(void** fatCubinHandle);
void __cudaUnregisterFatBinary(void** fatCubinHandle);
void __cudaRegisterFunction(void** fatCubinHandle, const char* hostFun, char* deviceFun,
                            const char* deviceName, int thread_limit, void* tid, void* bid,
                            dim3* bDim, dim3* gDim, int* wSize);
void __cudaRegisterVar(void** fatCubinHandle, char* hostVar, char* deviceAddress,
                       const char* deviceName, int ext, size_t size, int constant, int global);
unsigned __cudaPushCallConfiguration(dim3 gridDim, dim3 blockDim,
                                     size_t sharedMem __OPENHIP_DEFAULT(0),
                                     hipStream_t stream __OPENHIP_DEFAULT(0));
hipError_t __cudaPopCallConfiguration(dim3* gridDim, dim3* blockDim, size_t* sharedMem,
                                      hipStream_t* stream);
/// Same launch as hipLaunchKernel, but it is also CUDA's public function, so
/// it returns CUDA's status type (defined by <cuda_runtime_api.h>; the codes
/// are HIP's, which share CUDA's numbering, and a device assert is
/// cudaErrorAssert). The stream type is hipStream_t, which <cuda_runtime.h>
/// makes cudaStream_t.
#ifdef __cplusplus
enum cudaError : int;
typedef enum cudaError __openhip_cuda_status;
#else
typedef int __openhip_cuda_status;
#endif
__openhip_cuda_status cudaLaunchKernel(const void* func, dim3 gridDim, dim3 blockDim, void** args,
                                       size_t sharedMem, hipStream_t stream);

#ifdef __GNUC__
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
} // extern "C"
#endif

#endif // HIP_INCLUDE_HIP_HIP_REGISTRATION_H
