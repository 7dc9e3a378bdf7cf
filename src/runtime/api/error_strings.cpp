// hipGetErrorName / hipGetErrorString for every hipError_t value.
//
// The descriptions are the texts ROCm's runtime returns, so programs that
// print or compare them see what they would on AMD hardware.
// Codes with two HIP names (hipErrorOutOfMemory/hipErrorMemoryAllocation,
// ...) answer with the first, current name, as HIP does. Values that are not
// HIP error codes get "hipErrorUnknown" and a description that says so.
#define __HIP_DISABLE_CPP_FUNCTIONS__ 1
#include <hip/hip_runtime_api.h>

namespace {

struct ErrorText {
  hipError_t code;
  const char* name;
  const char* description;
};

#define OPENHIP_ERROR(code, text)                                                                  \
  { code, #code, text }

constexpr ErrorText kErrorTexts[] = {
    OPENHIP_ERROR(hipSuccess, "no error"),
    OPENHIP_ERROR(hipErrorInvalidValue, "invalid argument"),
    OPENHIP_ERROR(hipErrorOutOfMemory, "out of memory"),
    OPENHIP_ERROR(hipErrorNotInitialized, "initialization error"),
    OPENHIP_ERROR(hipErrorDeinitialized, "driver shutting down"),
    OPENHIP_ERROR(hipErrorProfilerDisabled, "profiler disabled while using external profiling tool"),
    OPENHIP_ERROR(hipErrorProfilerNotInitialized, "profiler is not initialized"),
    OPENHIP_ERROR(hipErrorProfilerAlreadyStarted, "profiler already started"),
    OPENHIP_ERROR(hipErrorProfilerAlreadyStopped, "profiler already stopped"),
    OPENHIP_ERROR(hipErrorInvalidConfiguration, "invalid configuration argument"),
    OPENHIP_ERROR(hipErrorInvalidPitchValue, "invalid pitch argument"),
    OPENHIP_ERROR(hipErrorInvalidSymbol, "invalid device symbol"),
    OPENHIP_ERROR(hipErrorInvalidDevicePointer, "invalid device pointer"),
    OPENHIP_ERROR(hipErrorInvalidMemcpyDirection, "invalid copy direction for memcpy"),
    OPENHIP_ERROR(hipErrorInsufficientDriver, "driver version is insufficient for runtime version"),
    OPENHIP_ERROR(hipErrorMissingConfiguration, "__global__ function call is not configured"),
    OPENHIP_ERROR(hipErrorPriorLaunchFailure, "unspecified launch failure in prior launch"),
    OPENHIP_ERROR(hipErrorInvalidDeviceFunction, "invalid device function"),
    OPENHIP_ERROR(hipErrorNoDevice, "no ROCm-capable device is detected"),
    OPENHIP_ERROR(hipErrorInvalidDevice, "invalid device ordinal"),
    OPENHIP_ERROR(hipErrorInvalidImage, "device kernel image is invalid"),
    OPENHIP_ERROR(hipErrorInvalidContext, "invalid device context"),
    OPENHIP_ERROR(hipErrorContextAlreadyCurrent, "context is already current context"),
    OPENHIP_ERROR(hipErrorMapFailed, "mapping of buffer object failed"),
    OPENHIP_ERROR(hipErrorUnmapFailed, "unmapping of buffer object failed"),
    OPENHIP_ERROR(hipErrorArrayIsMapped, "array is mapped"),
    OPENHIP_ERROR(hipErrorAlreadyMapped, "resource already mapped"),
    OPENHIP_ERROR(hipErrorNoBinaryForGpu, "no kernel image is available for execution on the device"),
    OPENHIP_ERROR(hipErrorAlreadyAcquired, "resource already acquired"),
    OPENHIP_ERROR(hipErrorNotMapped, "resource not mapped"),
    OPENHIP_ERROR(hipErrorNotMappedAsArray, "resource not mapped as array"),
    OPENHIP_ERROR(hipErrorNotMappedAsPointer, "resource not mapped as pointer"),
    OPENHIP_ERROR(hipErrorECCNotCorrectable, "uncorrectable ECC error encountered"),
    OPENHIP_ERROR(hipErrorUnsupportedLimit, "limit is not supported on this architecture"),
    OPENHIP_ERROR(hipErrorContextAlreadyInUse, "exclusive-thread device already in use by a different thread"),
    OPENHIP_ERROR(hipErrorPeerAccessUnsupported, "peer access is not supported between these two devices"),
    OPENHIP_ERROR(hipErrorInvalidKernelFile, "invalid kernel file"),
    OPENHIP_ERROR(hipErrorInvalidGraphicsContext, "invalid OpenGL or DirectX context"),
    OPENHIP_ERROR(hipErrorInvalidSource, "device kernel image is invalid"),
    OPENHIP_ERROR(hipErrorFileNotFound, "file not found"),
    OPENHIP_ERROR(hipErrorSharedObjectSymbolNotFound, "shared object symbol not found"),
    OPENHIP_ERROR(hipErrorSharedObjectInitFailed, "shared object initialization failed"),
    OPENHIP_ERROR(hipErrorOperatingSystem, "OS call failed or operation not supported on this OS"),
    OPENHIP_ERROR(hipErrorInvalidHandle, "invalid resource handle"),
    OPENHIP_ERROR(hipErrorIllegalState, "the operation cannot be performed in the present state"),
    OPENHIP_ERROR(hipErrorNotFound, "named symbol not found"),
    OPENHIP_ERROR(hipErrorNotReady, "device not ready"),
    OPENHIP_ERROR(hipErrorIllegalAddress, "an illegal memory access was encountered"),
    OPENHIP_ERROR(hipErrorLaunchOutOfResources, "too many resources requested for launch"),
    OPENHIP_ERROR(hipErrorLaunchTimeOut, "the launch timed out and was terminated"),
    OPENHIP_ERROR(hipErrorPeerAccessAlreadyEnabled, "peer access is already enabled"),
    OPENHIP_ERROR(hipErrorPeerAccessNotEnabled, "peer access has not been enabled"),
    OPENHIP_ERROR(hipErrorSetOnActiveProcess, "cannot set while device is active in this process"),
    OPENHIP_ERROR(hipErrorContextIsDestroyed, "context is destroyed"),
    OPENHIP_ERROR(hipErrorAssert, "device-side assert triggered"),
    OPENHIP_ERROR(hipErrorHostMemoryAlreadyRegistered, "part or all of the requested memory range is already mapped"),
    OPENHIP_ERROR(hipErrorHostMemoryNotRegistered, "pointer does not correspond to a registered memory region"),
    OPENHIP_ERROR(hipErrorLaunchFailure, "unspecified launch failure"),
    OPENHIP_ERROR(hipErrorCooperativeLaunchTooLarge, "too many blocks in cooperative launch"),
    OPENHIP_ERROR(hipErrorNotSupported, "operation not supported"),
    OPENHIP_ERROR(hipErrorStreamCaptureUnsupported, "operation not permitted when stream is capturing"),
    OPENHIP_ERROR(hipErrorStreamCaptureInvalidated, "operation failed due to a previous error during capture"),
    OPENHIP_ERROR(hipErrorStreamCaptureMerge, "operation would result in a merge of separate capture sequences"),
    OPENHIP_ERROR(hipErrorStreamCaptureUnmatched, "capture was not ended in the same stream as it began"),
    OPENHIP_ERROR(hipErrorStreamCaptureUnjoined, "capturing stream has unjoined work"),
    OPENHIP_ERROR(hipErrorStreamCaptureIsolation, "dependency created on uncaptured work in another stream"),
    OPENHIP_ERROR(hipErrorStreamCaptureImplicit, "operation would make the legacy stream depend on a capturing blocking stream"),
    OPENHIP_ERROR(hipErrorCapturedEvent, "operation not permitted on an event last recorded in a capturing stream"),
    OPENHIP_ERROR(hipErrorStreamCaptureWrongThread, "attempt to terminate a thread-local capture sequence from another thread"),
    OPENHIP_ERROR(hipErrorGraphExecUpdateFailure, "the graph update was not performed because it included changes which violated constraints specific to instantiated graph update"),
    OPENHIP_ERROR(hipErrorUnknown, "unknown error"),
    OPENHIP_ERROR(hipErrorRuntimeMemory, "runtime memory call returned error"),
    OPENHIP_ERROR(hipErrorRuntimeOther, "runtime call other than memory returned error"),
    OPENHIP_ERROR(hipErrorTbd, "placeholder code (hipErrorTbd), not an error"),
};

#undef OPENHIP_ERROR

const ErrorText* findErrorText(hipError_t code) {
  for (const ErrorText& entry : kErrorTexts) {
    if (entry.code == code)
      return &entry;
  }
  return nullptr;
}

} // namespace

extern "C" {

const char* hipGetErrorName(hipError_t hip_error) {
  const ErrorText* entry = findErrorText(hip_error);
  return entry != nullptr ? entry->name : "hipErrorUnknown";
}

const char* hipGetErrorString(hipError_t hipError) {
  const ErrorText* entry = findErrorText(hipError);
  return entry != nullptr ? entry->description : "unrecognized error code";
}

} // extern "C"
