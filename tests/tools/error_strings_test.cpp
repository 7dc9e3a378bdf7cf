// hipGetErrorName / hipGetErrorString answer for every hipError_t code and
// for values that are not codes.
#include <hip/hip_runtime_api.h>

#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>
#include <vector>

namespace {

struct Code {
  hipError_t value;
  const char* spelled; // the enumerator as written
};

#define CODE(name)                                                                                 \
  Code {                                                                                           \
    name, #name                                                                                    \
  }

// Every enumerator of hipError_t in HIP 5.2, aliases included.
const std::vector<Code>& allCodes() {
  static const std::vector<Code> codes = {
      CODE(hipSuccess),
      CODE(hipErrorInvalidValue),
      CODE(hipErrorOutOfMemory),
      CODE(hipErrorMemoryAllocation),
      CODE(hipErrorNotInitialized),
      CODE(hipErrorInitializationError),
      CODE(hipErrorDeinitialized),
      CODE(hipErrorProfilerDisabled),
      CODE(hipErrorProfilerNotInitialized),
      CODE(hipErrorProfilerAlreadyStarted),
      CODE(hipErrorProfilerAlreadyStopped),
      CODE(hipErrorInvalidConfiguration),
      CODE(hipErrorInvalidPitchValue),
      CODE(hipErrorInvalidSymbol),
      CODE(hipErrorInvalidDevicePointer),
      CODE(hipErrorInvalidMemcpyDirection),
      CODE(hipErrorInsufficientDriver),
      CODE(hipErrorMissingConfiguration),
      CODE(hipErrorPriorLaunchFailure),
      CODE(hipErrorInvalidDeviceFunction),
      CODE(hipErrorNoDevice),
      CODE(hipErrorInvalidDevice),
      CODE(hipErrorInvalidImage),
      CODE(hipErrorInvalidContext),
      CODE(hipErrorContextAlreadyCurrent),
      CODE(hipErrorMapFailed),
      CODE(hipErrorMapBufferObjectFailed),
      CODE(hipErrorUnmapFailed),
      CODE(hipErrorArrayIsMapped),
      CODE(hipErrorAlreadyMapped),
      CODE(hipErrorNoBinaryForGpu),
      CODE(hipErrorAlreadyAcquired),
      CODE(hipErrorNotMapped),
      CODE(hipErrorNotMappedAsArray),
      CODE(hipErrorNotMappedAsPointer),
      CODE(hipErrorECCNotCorrectable),
      CODE(hipErrorUnsupportedLimit),
      CODE(hipErrorContextAlreadyInUse),
      CODE(hipErrorPeerAccessUnsupported),
      CODE(hipErrorInvalidKernelFile),
      CODE(hipErrorInvalidGraphicsContext),
      CODE(hipErrorInvalidSource),
      CODE(hipErrorFileNotFound),
      CODE(hipErrorSharedObjectSymbolNotFound),
      CODE(hipErrorSharedObjectInitFailed),
      CODE(hipErrorOperatingSystem),
      CODE(hipErrorInvalidHandle),
      CODE(hipErrorInvalidResourceHandle),
      CODE(hipErrorIllegalState),
      CODE(hipErrorNotFound),
      CODE(hipErrorNotReady),
      CODE(hipErrorIllegalAddress),
      CODE(hipErrorLaunchOutOfResources),
      CODE(hipErrorLaunchTimeOut),
      CODE(hipErrorPeerAccessAlreadyEnabled),
      CODE(hipErrorPeerAccessNotEnabled),
      CODE(hipErrorSetOnActiveProcess),
      CODE(hipErrorContextIsDestroyed),
      CODE(hipErrorAssert),
      CODE(hipErrorHostMemoryAlreadyRegistered),
      CODE(hipErrorHostMemoryNotRegistered),
      CODE(hipErrorLaunchFailure),
      CODE(hipErrorCooperativeLaunchTooLarge),
      CODE(hipErrorNotSupported),
      CODE(hipErrorStreamCaptureUnsupported),
      CODE(hipErrorStreamCaptureInvalidated),
      CODE(hipErrorStreamCaptureMerge),
      CODE(hipErrorStreamCaptureUnmatched),
      CODE(hipErrorStreamCaptureUnjoined),
      CODE(hipErrorStreamCaptureIsolation),
      CODE(hipErrorStreamCaptureImplicit),
      CODE(hipErrorCapturedEvent),
      CODE(hipErrorStreamCaptureWrongThread),
      CODE(hipErrorGraphExecUpdateFailure),
      CODE(hipErrorUnknown),
      CODE(hipErrorRuntimeMemory),
      CODE(hipErrorRuntimeOther),
      CODE(hipErrorTbd),
  };
  return codes;
}

#undef CODE

// Older spellings that share a value with a current name; the name returned
// is the current one.
const char* currentName(const std::string& spelled) {
  if (spelled == "hipErrorMemoryAllocation")
    return "hipErrorOutOfMemory";
  if (spelled == "hipErrorInitializationError")
    return "hipErrorNotInitialized";
  if (spelled == "hipErrorMapBufferObjectFailed")
    return "hipErrorMapFailed";
  if (spelled == "hipErrorInvalidResourceHandle")
    return "hipErrorInvalidHandle";
  return nullptr;
}

bool isCode(int value) {
  for (const Code& code : allCodes()) {
    if (static_cast<int>(code.value) == value)
      return true;
  }
  return false;
}

TEST(ErrorStrings, EveryCodeIsNamedByItsEnumerator) {
  EXPECT_EQ(allCodes().size(), 78u);
  for (const Code& code : allCodes()) {
    const char* alias = currentName(code.spelled);
    const std::string expected = alias != nullptr ? alias : code.spelled;
    EXPECT_EQ(expected, hipGetErrorName(code.value)) << "value " << static_cast<int>(code.value);
  }
}

TEST(ErrorStrings, EveryCodeHasItsOwnDescription) {
  std::set<std::string> seen;
  std::set<int> values;
  for (const Code& code : allCodes()) {
    if (!values.insert(static_cast<int>(code.value)).second)
      continue; // alias
    const char* text = hipGetErrorString(code.value);
    ASSERT_NE(text, nullptr) << code.spelled;
    EXPECT_GT(std::strlen(text), 0u) << code.spelled;
    EXPECT_NE(std::string("unrecognized error code"), text) << code.spelled;
    // ROCm describes hipErrorInvalidSource with hipErrorInvalidImage's text.
    if (code.value != hipErrorInvalidSource) {
      EXPECT_TRUE(seen.insert(text).second) << code.spelled << " repeats '" << text << "'";
    }
  }
  EXPECT_EQ(std::string("no error"), hipGetErrorString(hipSuccess));
}

TEST(ErrorStrings, DescriptionsAreRocmsTexts) {
  EXPECT_STREQ("invalid configuration argument", hipGetErrorString(hipErrorInvalidConfiguration));
  EXPECT_STREQ("invalid device function", hipGetErrorString(hipErrorInvalidDeviceFunction));
  EXPECT_STREQ("an illegal memory access was encountered", hipGetErrorString(hipErrorIllegalAddress));
  EXPECT_STREQ("device not ready", hipGetErrorString(hipErrorNotReady));
  EXPECT_STREQ("invalid resource handle", hipGetErrorString(hipErrorInvalidHandle));
  EXPECT_STREQ("device kernel image is invalid", hipGetErrorString(hipErrorInvalidSource));
  EXPECT_STREQ("operation not permitted when stream is capturing",
               hipGetErrorString(hipErrorStreamCaptureUnsupported));
}

TEST(ErrorStrings, ValuesThatAreNotCodesAreReportedAsUnknown) {
  int checked = 0;
  for (int value = -5; value <= 1100; ++value) {
    if (isCode(value))
      continue;
    const hipError_t notACode = static_cast<hipError_t>(value);
    EXPECT_STREQ("hipErrorUnknown", hipGetErrorName(notACode)) << value;
    EXPECT_STREQ("unrecognized error code", hipGetErrorString(notACode)) << value;
    ++checked;
  }
  EXPECT_GT(checked, 1000);
  EXPECT_STREQ("hipErrorUnknown", hipGetErrorName(static_cast<hipError_t>(0x7fffffff)));
}

TEST(ErrorStrings, NumericValuesAreHips) {
  // Spot checks against HIP 5.2's published values (the ABI).
  EXPECT_EQ(2, hipErrorOutOfMemory);
  EXPECT_EQ(9, hipErrorInvalidConfiguration);
  EXPECT_EQ(98, hipErrorInvalidDeviceFunction);
  EXPECT_EQ(101, hipErrorInvalidDevice);
  EXPECT_EQ(400, hipErrorInvalidHandle);
  EXPECT_EQ(600, hipErrorNotReady);
  EXPECT_EQ(719, hipErrorLaunchFailure);
  EXPECT_EQ(801, hipErrorNotSupported);
  EXPECT_EQ(999, hipErrorUnknown);
  EXPECT_EQ(1054, hipErrorTbd);
}

} // namespace
