// hipGetErrorName / hipGetErrorString for every hipError_t value.
//
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
    OPENHIP_ERROR(hipErrorNotInitialized, "runtime not initialized"),
    OPENHIP_ERROR(hipErrorDeinitialized, "runtime is shutting down"),
    OPENHIP_ERROR(hipErrorProfilerDisabled, "profiler disabled"),
    OPENHIP_ERROR(hipErrorProfilerNotInitialized, "profiler not initialized"),
    OPENHIP_ERROR(hipErrorProfilerAlreadyStarted, "profiler already started"),
    OPENHIP_ERROR(hipErrorProfilerAlreadyStopped, "profiler already stopped"),
    OPENHIP_ERROR(hipErrorInvalidConfiguration,
                  "invalid launch configuration (block size, grid size or shared memory)"),
    OPENHIP_ERROR(hipErrorInvalidPitchValue, "invalid pitch"),
    OPENHIP_ERROR(hipErrorInvalidSymbol, "invalid device symbol"),
    OPENHIP_ERROR(hipErrorInvalidDevicePointer, "invalid device pointer"),
    OPENHIP_ERROR(hipErrorInvalidMemcpyDirection, "invalid copy direction"),
    OPENHIP_ERROR(hipErrorInsufficientDriver, "driver version is insufficient"),
    OPENHIP_ERROR(hipErrorMissingConfiguration, "kernel launched without a configuration"),
    OPENHIP_ERROR(hipErrorPriorLaunchFailure, "an earlier kernel launch failed"),
    OPENHIP_ERROR(hipErrorInvalidDeviceFunction, "invalid or unregistered kernel function"),
    OPENHIP_ERROR(hipErrorNoDevice, "no device available"),
    OPENHIP_ERROR(hipErrorInvalidDevice, "invalid device ordinal"),
    OPENHIP_ERROR(hipErrorInvalidImage, "invalid code object"),
    OPENHIP_ERROR(hipErrorInvalidContext, "invalid context"),
    OPENHIP_ERROR(hipErrorContextAlreadyCurrent, "context already current"),
    OPENHIP_ERROR(hipErrorMapFailed, "mapping failed"),
    OPENHIP_ERROR(hipErrorUnmapFailed, "unmapping failed"),
    OPENHIP_ERROR(hipErrorArrayIsMapped, "array is mapped"),
    OPENHIP_ERROR(hipErrorAlreadyMapped, "resource already mapped"),
    OPENHIP_ERROR(hipErrorNoBinaryForGpu, "no kernel code for this device"),
    OPENHIP_ERROR(hipErrorAlreadyAcquired, "resource already acquired"),
    OPENHIP_ERROR(hipErrorNotMapped, "resource not mapped"),
    OPENHIP_ERROR(hipErrorNotMappedAsArray, "resource not mapped as an array"),
    OPENHIP_ERROR(hipErrorNotMappedAsPointer, "resource not mapped as a pointer"),
    OPENHIP_ERROR(hipErrorECCNotCorrectable, "uncorrectable ECC error"),
    OPENHIP_ERROR(hipErrorUnsupportedLimit, "limit not supported"),
    OPENHIP_ERROR(hipErrorContextAlreadyInUse, "context already in use"),
    OPENHIP_ERROR(hipErrorPeerAccessUnsupported, "peer access not supported"),
    OPENHIP_ERROR(hipErrorInvalidKernelFile, "invalid kernel file"),
    OPENHIP_ERROR(hipErrorInvalidGraphicsContext, "invalid graphics context"),
    OPENHIP_ERROR(hipErrorInvalidSource, "invalid kernel source"),
    OPENHIP_ERROR(hipErrorFileNotFound, "file not found"),
    OPENHIP_ERROR(hipErrorSharedObjectSymbolNotFound, "shared object symbol not found"),
    OPENHIP_ERROR(hipErrorSharedObjectInitFailed, "shared object initialization failed"),
    OPENHIP_ERROR(hipErrorOperatingSystem, "operating system call failed"),
    OPENHIP_ERROR(hipErrorInvalidHandle, "invalid handle (stream, event, module or other)"),
    OPENHIP_ERROR(hipErrorIllegalState, "operation not allowed in the current state"),
    OPENHIP_ERROR(hipErrorNotFound, "named symbol not found"),
    OPENHIP_ERROR(hipErrorNotReady, "work not completed yet"),
    OPENHIP_ERROR(hipErrorIllegalAddress, "illegal memory access"),
    OPENHIP_ERROR(hipErrorLaunchOutOfResources, "too many resources requested for launch"),
    OPENHIP_ERROR(hipErrorLaunchTimeOut, "kernel launch timed out"),
    OPENHIP_ERROR(hipErrorPeerAccessAlreadyEnabled, "peer access already enabled"),
    OPENHIP_ERROR(hipErrorPeerAccessNotEnabled, "peer access not enabled"),
    OPENHIP_ERROR(hipErrorSetOnActiveProcess, "cannot set while the device is active"),
    OPENHIP_ERROR(hipErrorContextIsDestroyed, "context is destroyed"),
    OPENHIP_ERROR(hipErrorAssert, "device-side assert triggered"),
    OPENHIP_ERROR(hipErrorHostMemoryAlreadyRegistered, "host memory already registered"),
    OPENHIP_ERROR(hipErrorHostMemoryNotRegistered, "host memory not registered"),
    OPENHIP_ERROR(hipErrorLaunchFailure, "kernel launch failed"),
    OPENHIP_ERROR(hipErrorCooperativeLaunchTooLarge,
                  "cooperative launch has more blocks than can run at once"),
    OPENHIP_ERROR(hipErrorNotSupported, "operation not supported"),
    OPENHIP_ERROR(hipErrorStreamCaptureUnsupported, "operation not allowed while capturing"),
    OPENHIP_ERROR(hipErrorStreamCaptureInvalidated, "stream capture was invalidated"),
    OPENHIP_ERROR(hipErrorStreamCaptureMerge, "cannot merge two independent captures"),
    OPENHIP_ERROR(hipErrorStreamCaptureUnmatched, "capture was not started in this stream"),
    OPENHIP_ERROR(hipErrorStreamCaptureUnjoined, "capture forked but did not join back"),
    OPENHIP_ERROR(hipErrorStreamCaptureIsolation, "dependency would cross the capture boundary"),
    OPENHIP_ERROR(hipErrorStreamCaptureImplicit,
                  "implicit dependency on the legacy null stream during capture"),
    OPENHIP_ERROR(hipErrorCapturedEvent, "operation not allowed on an event of a capture"),
    OPENHIP_ERROR(hipErrorStreamCaptureWrongThread,
                  "capture ended in a different thread than it began (relaxed mode required)"),
    OPENHIP_ERROR(hipErrorGraphExecUpdateFailure, "graph update not possible"),
    OPENHIP_ERROR(hipErrorUnknown, "unknown error"),
    OPENHIP_ERROR(hipErrorRuntimeMemory, "runtime memory error"),
    OPENHIP_ERROR(hipErrorRuntimeOther, "runtime error"),
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
