// hipDrvGetErrorName / hipDrvGetErrorString (src/runtime/cuda_compat_api.cpp), and
// CUDA's C++ form of cudaUserObjectCreate (include/cuda_runtime_graph.h).
#include <cuda_runtime_api.h>
#include <hip/hip_runtime_api.h>

#include <gtest/gtest.h>

#include <string>

TEST(CudaCompat, DrvGetErrorNameGivesTheHipName) {
  const char* name = nullptr;
  ASSERT_EQ(hipDrvGetErrorName(hipErrorInvalidValue, &name), hipSuccess);
  ASSERT_NE(name, nullptr);
  EXPECT_EQ(std::string(name), "hipErrorInvalidValue");
  ASSERT_EQ(hipDrvGetErrorName(hipSuccess, &name), hipSuccess);
  EXPECT_EQ(std::string(name), "hipSuccess");
  ASSERT_EQ(hipDrvGetErrorName(hipErrorUnknown, &name), hipSuccess);
  EXPECT_EQ(std::string(name), "hipErrorUnknown");
}

TEST(CudaCompat, DrvGetErrorStringGivesTheDescription) {
  const char* text = nullptr;
  ASSERT_EQ(hipDrvGetErrorString(hipErrorOutOfMemory, &text), hipSuccess);
  ASSERT_NE(text, nullptr);
  EXPECT_EQ(std::string(text), hipGetErrorString(hipErrorOutOfMemory));
  EXPECT_EQ(std::string(text), "out of memory");
}

TEST(CudaCompat, UnknownCodesAndNullOutputsAreRejected) {
  const char* text = "untouched";
  EXPECT_EQ(hipDrvGetErrorName(static_cast<hipError_t>(12345), &text), hipErrorInvalidValue);
  EXPECT_EQ(text, nullptr);
  text = "untouched";
  EXPECT_EQ(hipDrvGetErrorString(static_cast<hipError_t>(-7), &text), hipErrorInvalidValue);
  EXPECT_EQ(text, nullptr);
  EXPECT_EQ(hipDrvGetErrorName(hipSuccess, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipDrvGetErrorString(hipSuccess, nullptr), hipErrorInvalidValue);
}

// ---- cudaError_t (include/cuda_error_codes.h) against CUDA 12.2's reference list.
#include <cuda_runtime_api.h>

#include <set>
#include <sstream>

namespace {
const char* const kCudaErrorReference =
    "0 cudaSuccess 1 cudaErrorInvalidValue 2 cudaErrorMemoryAllocation 3 cudaErrorInitializationError "
    "4 cudaErrorCudartUnloading 5 cudaErrorProfilerDisabled 6 cudaErrorProfilerNotInitialized "
    "7 cudaErrorProfilerAlreadyStarted 8 cudaErrorProfilerAlreadyStopped 9 cudaErrorInvalidConfiguration "
    "12 cudaErrorInvalidPitchValue 13 cudaErrorInvalidSymbol 16 cudaErrorInvalidHostPointer "
    "17 cudaErrorInvalidDevicePointer 18 cudaErrorInvalidTexture 19 cudaErrorInvalidTextureBinding "
    "20 cudaErrorInvalidChannelDescriptor 21 cudaErrorInvalidMemcpyDirection 22 cudaErrorAddressOfConstant "
    "23 cudaErrorTextureFetchFailed 24 cudaErrorTextureNotBound 25 cudaErrorSynchronizationError "
    "26 cudaErrorInvalidFilterSetting 27 cudaErrorInvalidNormSetting 28 cudaErrorMixedDeviceExecution "
    "31 cudaErrorNotYetImplemented 32 cudaErrorMemoryValueTooLarge 34 cudaErrorStubLibrary "
    "35 cudaErrorInsufficientDriver 36 cudaErrorCallRequiresNewerDriver 37 cudaErrorInvalidSurface "
    "43 cudaErrorDuplicateVariableName 44 cudaErrorDuplicateTextureName 45 cudaErrorDuplicateSurfaceName "
    "46 cudaErrorDevicesUnavailable 49 cudaErrorIncompatibleDriverContext 52 cudaErrorMissingConfiguration "
    "53 cudaErrorPriorLaunchFailure 65 cudaErrorLaunchMaxDepthExceeded 66 cudaErrorLaunchFileScopedTex "
    "67 cudaErrorLaunchFileScopedSurf 68 cudaErrorSyncDepthExceeded 69 cudaErrorLaunchPendingCountExceeded "
    "98 cudaErrorInvalidDeviceFunction 100 cudaErrorNoDevice 101 cudaErrorInvalidDevice "
    "102 cudaErrorDeviceNotLicensed 103 cudaErrorSoftwareValidityNotEstablished 127 cudaErrorStartupFailure "
    "200 cudaErrorInvalidKernelImage 201 cudaErrorDeviceUninitialized 205 cudaErrorMapBufferObjectFailed "
    "206 cudaErrorUnmapBufferObjectFailed 207 cudaErrorArrayIsMapped 208 cudaErrorAlreadyMapped "
    "209 cudaErrorNoKernelImageForDevice 210 cudaErrorAlreadyAcquired 211 cudaErrorNotMapped "
    "212 cudaErrorNotMappedAsArray 213 cudaErrorNotMappedAsPointer 214 cudaErrorECCUncorrectable "
    "215 cudaErrorUnsupportedLimit 216 cudaErrorDeviceAlreadyInUse 217 cudaErrorPeerAccessUnsupported "
    "218 cudaErrorInvalidPtx 219 cudaErrorInvalidGraphicsContext 220 cudaErrorNvlinkUncorrectable "
    "221 cudaErrorJitCompilerNotFound 222 cudaErrorUnsupportedPtxVersion 223 cudaErrorJitCompilationDisabled "
    "224 cudaErrorUnsupportedExecAffinity 225 cudaErrorUnsupportedDevSideSync 300 cudaErrorInvalidSource "
    "301 cudaErrorFileNotFound 302 cudaErrorSharedObjectSymbolNotFound 303 cudaErrorSharedObjectInitFailed "
    "304 cudaErrorOperatingSystem 400 cudaErrorInvalidResourceHandle 401 cudaErrorIllegalState "
    "402 cudaErrorLossyQuery 500 cudaErrorSymbolNotFound 600 cudaErrorNotReady 700 cudaErrorIllegalAddress "
    "701 cudaErrorLaunchOutOfResources 702 cudaErrorLaunchTimeout 703 cudaErrorLaunchIncompatibleTexturing "
    "704 cudaErrorPeerAccessAlreadyEnabled 705 cudaErrorPeerAccessNotEnabled 708 cudaErrorSetOnActiveProcess "
    "709 cudaErrorContextIsDestroyed 710 cudaErrorAssert 711 cudaErrorTooManyPeers "
    "712 cudaErrorHostMemoryAlreadyRegistered 713 cudaErrorHostMemoryNotRegistered 714 cudaErrorHardwareStackError "
    "715 cudaErrorIllegalInstruction 716 cudaErrorMisalignedAddress 717 cudaErrorInvalidAddressSpace "
    "718 cudaErrorInvalidPc 719 cudaErrorLaunchFailure 720 cudaErrorCooperativeLaunchTooLarge "
    "800 cudaErrorNotPermitted 801 cudaErrorNotSupported 802 cudaErrorSystemNotReady "
    "803 cudaErrorSystemDriverMismatch 804 cudaErrorCompatNotSupportedOnDevice 805 cudaErrorMpsConnectionFailed "
    "806 cudaErrorMpsRpcFailure 807 cudaErrorMpsServerNotReady 808 cudaErrorMpsMaxClientsReached "
    "809 cudaErrorMpsMaxConnectionsReached 810 cudaErrorMpsClientTerminated 811 cudaErrorCdpNotSupported "
    "812 cudaErrorCdpVersionMismatch 900 cudaErrorStreamCaptureUnsupported 901 cudaErrorStreamCaptureInvalidated "
    "902 cudaErrorStreamCaptureMerge 903 cudaErrorStreamCaptureUnmatched 904 cudaErrorStreamCaptureUnjoined "
    "905 cudaErrorStreamCaptureIsolation 906 cudaErrorStreamCaptureImplicit 907 cudaErrorCapturedEvent "
    "908 cudaErrorStreamCaptureWrongThread 909 cudaErrorTimeout 910 cudaErrorGraphExecUpdateFailure "
    "911 cudaErrorExternalDevice 912 cudaErrorInvalidClusterSize 999 cudaErrorUnknown";
}  // namespace

TEST(CudaErrors, EveryCudaValueHasCudasName) {
  std::istringstream in(kCudaErrorReference);
  int value = 0;
  std::string name;
  std::set<int> listed;
  while (in >> value >> name) {
    listed.insert(value);
    auto error = static_cast<cudaError_t>(value);
    EXPECT_EQ(std::string(cudaGetErrorName(error)), name) << value;
    EXPECT_STRNE(cudaGetErrorString(error), "unrecognized error code") << value;
    // HIP numbers its codes like CUDA: a hipError_t with the value comes back as it.
    EXPECT_EQ(openhip_cuda::toCuda(static_cast<hipError_t>(value)), error) << value;
  }
  EXPECT_EQ(listed.size(), 128u);
  for (int v = 0; v < 1100; ++v) {  // and nothing else is a CUDA code
    if (!listed.count(v)) {
      EXPECT_STREQ(cudaGetErrorName(static_cast<cudaError_t>(v)), "unrecognized error code") << v;
    }
  }
}

TEST(CudaErrors, TextsAreCudas) {
  EXPECT_STREQ(cudaGetErrorString(cudaErrorInvalidConfiguration), "invalid configuration argument");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorSymbolNotFound), "named symbol not found");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorNotReady), "device not ready");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorIllegalAddress), "an illegal memory access was encountered");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorLaunchFailure), "unspecified launch failure");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorNotSupported), "operation not supported");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorStreamCaptureUnsupported),
               "operation not permitted when stream is capturing");
  EXPECT_STREQ(cudaGetErrorString(cudaErrorUnknown), "unknown error");
  // HIP-only codes become cudaErrorUnknown.
  EXPECT_EQ(openhip_cuda::toCuda(hipErrorContextAlreadyCurrent), cudaErrorUnknown);
  EXPECT_EQ(openhip_cuda::toCuda(hipErrorRuntimeOther), cudaErrorUnknown);
}

// CUDA's C++ form of cudaUserObjectCreate deletes the wrapped object when the
// last reference (here the graph's) goes.
TEST(CudaCompat, UserObjectTemplateDeletesTheObject) {
  struct Tracked {
    int* deleted;
    ~Tracked() { ++*deleted; }
  };
  int deleted = 0;
  cudaUserObject_t object = nullptr;
  ASSERT_EQ(cudaUserObjectCreate(&object, new Tracked{&deleted}, 1, cudaUserObjectNoDestructorSync),
            cudaSuccess);
  cudaGraph_t graph = nullptr;
  ASSERT_EQ(cudaGraphCreate(&graph, 0), cudaSuccess);
  ASSERT_EQ(cudaGraphRetainUserObject(graph, object, 2), cudaSuccess);
  ASSERT_EQ(cudaUserObjectRelease(object), cudaSuccess);
  EXPECT_EQ(deleted, 0);
  ASSERT_EQ(cudaGraphReleaseUserObject(graph, object, 2), cudaSuccess);
  EXPECT_EQ(deleted, 1);
  EXPECT_EQ(cudaUserObjectRetain(object), cudaErrorInvalidValue);
  ASSERT_EQ(cudaGraphDestroy(graph), cudaSuccess);
}
