// hipError_t: every error code of HIP 5.2, with HIP's numeric values and
// descriptions, as one X-macro list. Several names share a value (HIP keeps
// CUDA's old and new spellings).
#ifndef OPENHIP_HIP_DETAIL_HIP_ERROR_H
#define OPENHIP_HIP_DETAIL_HIP_ERROR_H

#if defined(__cplusplus) && __cplusplus >= 201703L
#define __OPENHIP_NODISCARD [[nodiscard]]
#else
#define __OPENHIP_NODISCARD
#endif

/// Every hipError_t of HIP 5.2 with HIP's value and the text ROCm's runtime
/// gives for it (hipGetErrorString): X(name, value, description). The enum
/// below and libopenhip's hipGetErrorName/hipGetErrorString are generated from
/// this one list. hipErrorRuntimeMemory/Other are AMD-specific (HSA runtime
/// errors); hipErrorTbd is a marker, not an error.
#define OPENHIP_HIP_ERROR_LIST(X) \
  X(hipSuccess, 0, "no error") \
  X(hipErrorInvalidValue, 1, "invalid argument") \
  X(hipErrorOutOfMemory, 2, "out of memory") \
  X(hipErrorNotInitialized, 3, "initialization error") \
  X(hipErrorDeinitialized, 4, "driver shutting down") \
  X(hipErrorProfilerDisabled, 5, "profiler disabled while using external profiling tool") \
  X(hipErrorProfilerNotInitialized, 6, "profiler is not initialized") \
  X(hipErrorProfilerAlreadyStarted, 7, "profiler already started") \
  X(hipErrorProfilerAlreadyStopped, 8, "profiler already stopped") \
  X(hipErrorInvalidConfiguration, 9, "invalid configuration argument") \
  X(hipErrorInvalidPitchValue, 12, "invalid pitch argument") \
  X(hipErrorInvalidSymbol, 13, "invalid device symbol") \
  X(hipErrorInvalidDevicePointer, 17, "invalid device pointer") \
  X(hipErrorInvalidMemcpyDirection, 21, "invalid copy direction for memcpy") \
  X(hipErrorInsufficientDriver, 35, "driver version is insufficient for runtime version") \
  X(hipErrorMissingConfiguration, 52, "__global__ function call is not configured") \
  X(hipErrorPriorLaunchFailure, 53, "unspecified launch failure in prior launch") \
  X(hipErrorInvalidDeviceFunction, 98, "invalid device function") \
  X(hipErrorNoDevice, 100, "no ROCm-capable device is detected") \
  X(hipErrorInvalidDevice, 101, "invalid device ordinal") \
  X(hipErrorInvalidImage, 200, "device kernel image is invalid") \
  X(hipErrorInvalidContext, 201, "invalid device context") \
  X(hipErrorContextAlreadyCurrent, 202, "context is already current context") \
  X(hipErrorMapFailed, 205, "mapping of buffer object failed") \
  X(hipErrorUnmapFailed, 206, "unmapping of buffer object failed") \
  X(hipErrorArrayIsMapped, 207, "array is mapped") \
  X(hipErrorAlreadyMapped, 208, "resource already mapped") \
  X(hipErrorNoBinaryForGpu, 209, "no kernel image is available for execution on the device") \
  X(hipErrorAlreadyAcquired, 210, "resource already acquired") \
  X(hipErrorNotMapped, 211, "resource not mapped") \
  X(hipErrorNotMappedAsArray, 212, "resource not mapped as array") \
  X(hipErrorNotMappedAsPointer, 213, "resource not mapped as pointer") \
  X(hipErrorECCNotCorrectable, 214, "uncorrectable ECC error encountered") \
  X(hipErrorUnsupportedLimit, 215, "limit is not supported on this architecture") \
  X(hipErrorContextAlreadyInUse, 216, "exclusive-thread device already in use by a different thread") \
  X(hipErrorPeerAccessUnsupported, 217, "peer access is not supported between these two devices") \
  X(hipErrorInvalidKernelFile, 218, "invalid kernel file") \
  X(hipErrorInvalidGraphicsContext, 219, "invalid OpenGL or DirectX context") \
  X(hipErrorInvalidSource, 300, "device kernel image is invalid") \
  X(hipErrorFileNotFound, 301, "file not found") \
  X(hipErrorSharedObjectSymbolNotFound, 302, "shared object symbol not found") \
  X(hipErrorSharedObjectInitFailed, 303, "shared object initialization failed") \
  X(hipErrorOperatingSystem, 304, "OS call failed or operation not supported on this OS") \
  X(hipErrorInvalidHandle, 400, "invalid resource handle") \
  X(hipErrorIllegalState, 401, "the operation cannot be performed in the present state") \
  X(hipErrorNotFound, 500, "named symbol not found") \
  X(hipErrorNotReady, 600, "device not ready") \
  X(hipErrorIllegalAddress, 700, "an illegal memory access was encountered") \
  X(hipErrorLaunchOutOfResources, 701, "too many resources requested for launch") \
  X(hipErrorLaunchTimeOut, 702, "the launch timed out and was terminated") \
  X(hipErrorPeerAccessAlreadyEnabled, 704, "peer access is already enabled") \
  X(hipErrorPeerAccessNotEnabled, 705, "peer access has not been enabled") \
  X(hipErrorSetOnActiveProcess, 708, "cannot set while device is active in this process") \
  X(hipErrorContextIsDestroyed, 709, "context is destroyed") \
  X(hipErrorAssert, 710, "device-side assert triggered") \
  X(hipErrorHostMemoryAlreadyRegistered, 712, "part or all of the requested memory range is already mapped") \
  X(hipErrorHostMemoryNotRegistered, 713, "pointer does not correspond to a registered memory region") \
  X(hipErrorLaunchFailure, 719, "unspecified launch failure") \
  X(hipErrorCooperativeLaunchTooLarge, 720, "too many blocks in cooperative launch") \
  X(hipErrorNotSupported, 801, "operation not supported") \
  X(hipErrorStreamCaptureUnsupported, 900, "operation not permitted when stream is capturing") \
  X(hipErrorStreamCaptureInvalidated, 901, "operation failed due to a previous error during capture") \
  X(hipErrorStreamCaptureMerge, 902, "operation would result in a merge of separate capture sequences") \
  X(hipErrorStreamCaptureUnmatched, 903, "capture was not ended in the same stream as it began") \
  X(hipErrorStreamCaptureUnjoined, 904, "capturing stream has unjoined work") \
  X(hipErrorStreamCaptureIsolation, 905, "dependency created on uncaptured work in another stream") \
  X(hipErrorStreamCaptureImplicit, 906, "operation would make the legacy stream depend on a capturing blocking stream") \
  X(hipErrorCapturedEvent, 907, "operation not permitted on an event last recorded in a capturing stream") \
  X(hipErrorStreamCaptureWrongThread, 908, "attempt to terminate a thread-local capture sequence from another thread") \
  X(hipErrorGraphExecUpdateFailure, 910, "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update") \
  X(hipErrorUnknown, 999, "unknown error") \
  X(hipErrorRuntimeMemory, 1052, "runtime memory call returned error") \
  X(hipErrorRuntimeOther, 1053, "runtime call other than memory returned error") \
  X(hipErrorTbd, 1054, "placeholder code (hipErrorTbd), not an error")

#define __OPENHIP_HIP_ENUMERATOR(name, value, description) name = value,
typedef enum __OPENHIP_NODISCARD hipError_t {
  OPENHIP_HIP_ERROR_LIST(__OPENHIP_HIP_ENUMERATOR)
  // Second names HIP keeps for a value (CUDA's old and new spellings);
  // hipGetErrorName answers with the first.
  hipErrorMemoryAllocation = hipErrorOutOfMemory,
  hipErrorInitializationError = hipErrorNotInitialized,
  hipErrorMapBufferObjectFailed = hipErrorMapFailed,
  hipErrorInvalidResourceHandle = hipErrorInvalidHandle,
} hipError_t;
#undef __OPENHIP_HIP_ENUMERATOR

#undef __OPENHIP_NODISCARD

// Legacy codes HIP still defines as an anonymous enum.
enum {
  HIP_SUCCESS = 0,
  HIP_ERROR_INVALID_VALUE,
  HIP_ERROR_NOT_INITIALIZED,
  HIP_ERROR_LAUNCH_OUT_OF_RESOURCES
};

#endif // OPENHIP_HIP_DETAIL_HIP_ERROR_H
