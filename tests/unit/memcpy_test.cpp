#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstring>
#include <numeric>
#include <vector>

#include "test_kernels.h"

namespace {
struct DeviceBuffer {
  explicit DeviceBuffer(size_t bytes) : size(bytes) {
    EXPECT_EQ(hipMalloc(&ptr, bytes), hipSuccess);
  }
  ~DeviceBuffer() { EXPECT_EQ(hipFree(ptr), hipSuccess); }
  template <class T>
  T* as() const { return static_cast<T*>(ptr); }
  void* ptr = nullptr;
  size_t size;
};
}  // namespace

TEST(Memcpy, EveryKindRoundTrips) {
  std::vector<int> host(1000), back(1000, -1);
  std::iota(host.begin(), host.end(), 0);
  DeviceBuffer a(4000), b(4000);
  HIP_ASSERT_OK(hipMemcpy(a.ptr, host.data(), 4000, hipMemcpyHostToDevice));
  HIP_ASSERT_OK(hipMemcpy(b.ptr, a.ptr, 4000, hipMemcpyDeviceToDevice));
  HIP_ASSERT_OK(hipMemcpy(back.data(), b.ptr, 4000, hipMemcpyDeviceToHost));
  EXPECT_EQ(back, host);
  std::vector<int> other(1000, 0);
  HIP_ASSERT_OK(hipMemcpy(other.data(), back.data(), 4000, hipMemcpyHostToHost));
  EXPECT_EQ(other, host);
  std::fill(back.begin(), back.end(), 0);
  HIP_ASSERT_OK(hipMemcpy(a.ptr, host.data() + 1, 400, hipMemcpyDefault));
  HIP_ASSERT_OK(hipMemcpy(back.data(), a.ptr, 400, hipMemcpyDefault));
  EXPECT_EQ(back[0], 1);
  EXPECT_EQ(back[99], 100);
  HIP_ASSERT_OK(hipMemcpyHtoD(a.ptr, host.data(), 4000));
  HIP_ASSERT_OK(hipMemcpyDtoD(b.ptr, a.ptr, 4000));
  HIP_ASSERT_OK(hipMemcpyDtoH(back.data(), b.ptr, 4000));
  EXPECT_EQ(back, host);
}

TEST(Memcpy, OutOfBoundsAndUnknownPointers) {
  DeviceBuffer a(100);
  std::vector<char> host(200);
  EXPECT_EQ(hipMemcpy(a.ptr, host.data(), 101, hipMemcpyHostToDevice), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(a.as<char>() + 50, host.data(), 51, hipMemcpyHostToDevice), hipErrorInvalidValue);
  HIP_EXPECT_OK(hipMemcpy(a.as<char>() + 50, host.data(), 50, hipMemcpyHostToDevice));
  EXPECT_EQ(hipMemcpy(host.data(), a.ptr, 200, hipMemcpyDeviceToHost), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(host.data(), a.ptr, 101, hipMemcpyDefault), hipErrorInvalidValue);
  // The device side of a directed copy must be device-accessible memory.
  EXPECT_EQ(hipMemcpy(host.data(), host.data() + 100, 10, hipMemcpyHostToDevice), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(host.data(), host.data() + 100, 10, hipMemcpyDeviceToHost), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(nullptr, host.data(), 10, hipMemcpyHostToHost), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(a.ptr, nullptr, 10, hipMemcpyHostToDevice), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy(a.ptr, host.data(), 10, static_cast<hipMemcpyKind>(7)),
            hipErrorInvalidMemcpyDirection);
  HIP_EXPECT_OK(hipMemcpy(a.ptr, host.data(), 0, hipMemcpyHostToDevice));
  (void)hipGetLastError();
}

TEST(Memcpy, AsyncOnStreamIsOrdered) {
  std::vector<int> host(4096), back(4096, 0);
  std::iota(host.begin(), host.end(), 7);
  DeviceBuffer a(host.size() * 4);
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  HIP_ASSERT_OK(hipMemsetAsync(a.ptr, 0, a.size, s));
  HIP_ASSERT_OK(hipMemcpyAsync(a.ptr, host.data(), a.size, hipMemcpyHostToDevice, s));
  HIP_ASSERT_OK(hipMemcpyAsync(back.data(), a.ptr, a.size, hipMemcpyDeviceToHost, s));
  HIP_ASSERT_OK(hipStreamSynchronize(s));
  EXPECT_EQ(back, host);
  HIP_ASSERT_OK(hipMemcpyHtoDAsync(a.ptr, host.data(), 16, s));
  HIP_ASSERT_OK(hipMemcpyDtoDAsync(a.ptr, a.ptr, 16, s));
  HIP_ASSERT_OK(hipMemcpyDtoHAsync(back.data(), a.ptr, 16, s));
  HIP_ASSERT_OK(hipStreamDestroy(s));
  EXPECT_EQ(hipMemcpyAsync(back.data(), a.ptr, 16, hipMemcpyDeviceToHost, s), hipErrorInvalidHandle);
  EXPECT_EQ(hipMemsetAsync(a.ptr, 0, 16, s), hipErrorInvalidHandle);
  (void)hipGetLastError();
}

TEST(Memset, AllWidths) {
  DeviceBuffer a(64);
  std::vector<unsigned char> bytes(64);
  HIP_ASSERT_OK(hipMemset(a.ptr, 0x1ab, 64));  // only the low byte counts
  HIP_ASSERT_OK(hipMemcpy(bytes.data(), a.ptr, 64, hipMemcpyDeviceToHost));
  for (unsigned char b : bytes) EXPECT_EQ(b, 0xab);
  HIP_ASSERT_OK(hipMemsetD8(a.ptr, 0x11, 64));
  EXPECT_EQ(readDevice<unsigned char>(a.as<unsigned char>() + 63), 0x11);
  HIP_ASSERT_OK(hipMemsetD16(a.ptr, 0xBEEF, 32));
  EXPECT_EQ(readDevice<unsigned short>(a.as<unsigned short>() + 31), 0xBEEF);
  HIP_ASSERT_OK(hipMemsetD32(a.ptr, 0x12345678, 16));
  EXPECT_EQ(readDevice<int>(a.as<int>() + 15), 0x12345678);
  HIP_ASSERT_OK(hipMemsetD32Async(a.ptr, 7, 16, nullptr));
  HIP_ASSERT_OK(hipMemsetD16Async(a.ptr, 9, 2, nullptr));
  HIP_ASSERT_OK(hipMemsetD8Async(a.ptr, 1, 1, nullptr));
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  EXPECT_EQ(readDevice<unsigned char>(a.as<unsigned char>() + 0), 1);
  EXPECT_EQ(readDevice<unsigned short>(a.as<unsigned short>() + 1), 9);
  EXPECT_EQ(readDevice<int>(a.as<int>() + 1), 7);
  EXPECT_EQ(hipMemsetD32(a.ptr, 0, 17), hipErrorInvalidValue);  // 68 bytes > 64
  EXPECT_EQ(hipMemsetD16(a.ptr, 0, 33), hipErrorInvalidValue);
  EXPECT_EQ(hipMemset(a.as<char>() + 1, 0, 64), hipErrorInvalidValue);
  std::vector<char> pageable(16);
  EXPECT_EQ(hipMemset(pageable.data(), 0, 16), hipErrorInvalidValue);
  EXPECT_EQ(hipMemset(nullptr, 0, 16), hipErrorInvalidValue);
  (void)hipGetLastError();
}

TEST(Memcpy2D, PitchedCopiesAndFills) {
  const size_t width = 40, height = 6;
  void* d = nullptr;
  size_t pitch = 0;
  HIP_ASSERT_OK(hipMallocPitch(&d, &pitch, width, height));
  std::vector<char> src(width * height), dst(width * height, 0);
  for (size_t i = 0; i < src.size(); ++i) src[i] = char(i * 3);
  HIP_ASSERT_OK(hipMemset2D(d, pitch, 0x7f, width, height));
  EXPECT_EQ(readDevice<char>(static_cast<char*>(d) + (pitch * 5 + 39)), 0x7f);
  HIP_ASSERT_OK(hipMemcpy2D(d, pitch, src.data(), width, width, height, hipMemcpyHostToDevice));
  HIP_ASSERT_OK(hipMemcpy2D(dst.data(), width, d, pitch, width, height, hipMemcpyDeviceToHost));
  EXPECT_EQ(dst, src);
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  HIP_ASSERT_OK(hipMemset2DAsync(d, pitch, 1, width, height, s));
  HIP_ASSERT_OK(hipMemcpy2DAsync(dst.data(), width, d, pitch, width, height, hipMemcpyDeviceToHost, s));
  HIP_ASSERT_OK(hipStreamSynchronize(s));
  for (char c : dst) EXPECT_EQ(c, 1);
  HIP_ASSERT_OK(hipStreamDestroy(s));
  // Errors: width wider than a pitch, rows past the allocation, bad kind.
  EXPECT_EQ(hipMemcpy2D(d, pitch, src.data(), 10, width, height, hipMemcpyHostToDevice),
            hipErrorInvalidPitchValue);
  EXPECT_EQ(hipMemcpy2D(d, pitch, src.data(), width, width, height + 1, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemset2D(d, pitch, 0, pitch + 1, 1), hipErrorInvalidPitchValue);
  EXPECT_EQ(hipMemset2D(d, pitch, 0, width, height + 1), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy2D(d, pitch, src.data(), width, width, height, static_cast<hipMemcpyKind>(9)),
            hipErrorInvalidMemcpyDirection);
  HIP_ASSERT_OK(hipFree(d));
  (void)hipGetLastError();
}

TEST(Memcpy2D, ParameterStructCopies) {
  const size_t width = 24, height = 5;
  void* d = nullptr;
  size_t pitch = 0;
  HIP_ASSERT_OK(hipMallocPitch(&d, &pitch, width, height));
  std::vector<char> src(32 * height), dst(32 * height, 0);
  for (size_t i = 0; i < src.size(); ++i) src[i] = char(i);
  hip_Memcpy2D copy{};
  copy.srcMemoryType = hipMemoryTypeHost;
  copy.srcHost = src.data();
  copy.srcPitch = 32;
  copy.srcXInBytes = 4;  // start at column 4, row 1
  copy.srcY = 1;
  copy.dstMemoryType = hipMemoryTypeDevice;
  copy.dstDevice = d;
  copy.dstPitch = pitch;
  copy.WidthInBytes = width;
  copy.Height = height - 1;
  HIP_ASSERT_OK(hipMemcpyParam2D(&copy));
  EXPECT_EQ(readDevice<char>(static_cast<char*>(d) + (0)), src[32 + 4]);
  EXPECT_EQ(readDevice<char>(static_cast<char*>(d) + (pitch * 3 + 23)), src[32 * 4 + 4 + 23]);
  hip_Memcpy2D back{};
  back.srcMemoryType = hipMemoryTypeDevice;
  back.srcDevice = d;
  back.srcPitch = pitch;
  back.dstMemoryType = hipMemoryTypeHost;
  back.dstHost = dst.data();
  back.dstPitch = 32;
  back.WidthInBytes = width;
  back.Height = height - 1;
  HIP_ASSERT_OK(hipMemcpyParam2DAsync(&back, nullptr));
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  EXPECT_EQ(dst[32 * 2 + 5], src[32 * 3 + 4 + 5]);
  HIP_ASSERT_OK(hipDrvMemcpy2DUnaligned(&back));
  copy.Height = height + 1;  // rows past the allocation
  EXPECT_EQ(hipMemcpyParam2D(&copy), hipErrorInvalidValue);
  copy.Height = 1;
  copy.dstMemoryType = hipMemoryTypeArray;  // without an array (memcpy_3d_test covers arrays)
  EXPECT_EQ(hipMemcpyParam2D(&copy), hipErrorInvalidValue);
  const int bogus = 17;  // what a C caller could store
  std::memcpy(&copy.dstMemoryType, &bogus, sizeof(bogus));
  EXPECT_EQ(hipMemcpyParam2D(&copy), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpyParam2D(nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(d));
  (void)hipGetLastError();
}
