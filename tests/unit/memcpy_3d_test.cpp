// 3D copies: hipMemcpy3D(Async) between host, pitched device memory and
// arrays, hipDrvMemcpy3D(Async), hipMemcpyParam2D with arrays, and errors.
#include <gtest/gtest.h>
#include <hip/hip_runtime.h>

#include <vector>

#include "test_kernels.h"

namespace {

constexpr size_t W = 40, H = 5, D = 3;  // bytes, rows, slices

class Memcpy3D : public ::testing::Test {
 protected:
  void SetUp() override {
    host_.resize(W * H * D);
    for (size_t i = 0; i < host_.size(); ++i) host_[i] = static_cast<unsigned char>(i * 7 + 1);
    HIP_ASSERT_OK(hipMalloc3D(&device_, make_hipExtent(W, H, D)));
  }
  void TearDown() override {
    EXPECT_EQ(hipFree(device_.ptr), hipSuccess);
    (void)hipGetLastError();
  }
  hipPitchedPtr hostPtr(void* p) { return make_hipPitchedPtr(p, W, W, H); }
  unsigned char at(size_t x, size_t y, size_t z) const { return host_[(z * H + y) * W + x]; }

  std::vector<unsigned char> host_;
  hipPitchedPtr device_{};
};

hipArray_t floatArray(size_t w, size_t h, size_t d) {
  hipChannelFormatDesc desc{32, 0, 0, 0, hipChannelFormatKindFloat};
  hipArray_t array = nullptr;
  EXPECT_EQ(hipMalloc3DArray(&array, &desc, make_hipExtent(w, h, d), 0), hipSuccess);
  return array;
}

}  // namespace

TEST_F(Memcpy3D, HostToPitchedDeviceAndSubBoxBack) {
  hipMemcpy3DParms p{};
  p.srcPtr = hostPtr(host_.data());
  p.dstPtr = device_;
  p.extent = make_hipExtent(W, H, D);
  p.kind = hipMemcpyHostToDevice;
  HIP_ASSERT_OK(hipMemcpy3D(&p));
  // Device rows are pitch apart: check one byte through the pitch.
  const auto* bytes = static_cast<const unsigned char*>(device_.ptr);
  EXPECT_EQ(readDevice<unsigned char>(bytes + (2 * H + 4) * device_.pitch + 39), at(39, 4, 2));

  std::vector<unsigned char> box(10 * 2 * 2, 0);
  hipMemcpy3DParms q{};
  q.srcPtr = device_;
  q.srcPos = make_hipPos(5, 3, 1);  // bytes, rows, slices
  q.dstPtr = make_hipPitchedPtr(box.data(), 10, 10, 2);
  q.extent = make_hipExtent(10, 2, 2);
  q.kind = hipMemcpyDeviceToHost;
  HIP_ASSERT_OK(hipMemcpy3D(&q));
  for (size_t z = 0; z < 2; ++z)
    for (size_t y = 0; y < 2; ++y)
      for (size_t x = 0; x < 10; ++x)
        ASSERT_EQ(box[(z * 2 + y) * 10 + x], at(5 + x, 3 + y, 1 + z)) << x << "," << y << "," << z;
}

TEST_F(Memcpy3D, ArraysAsSourceAndDestination) {
  constexpr size_t w = 8, h = 4, d = 2;
  std::vector<float> values(w * h * d), back(w * h * d, -1.f);
  for (size_t i = 0; i < values.size(); ++i) values[i] = float(i);
  hipArray_t a = floatArray(w, h, d), b = floatArray(w, h, d);
  ASSERT_NE(a, nullptr);
  hipMemcpy3DParms p{};
  p.srcPtr = make_hipPitchedPtr(values.data(), w * sizeof(float), w, h);
  p.dstArray = a;
  p.extent = make_hipExtent(w, h, d);  // elements of the array
  p.kind = hipMemcpyHostToDevice;
  HIP_ASSERT_OK(hipMemcpy3D(&p));
  EXPECT_EQ(readDevice<float>(static_cast<float*>(a->data) + w * h + 3), float(w * h + 3));  // dense storage

  hipMemcpy3DParms c{};  // array → array, a 2x2x1 box at (3,1,1) to (0,0,0)
  c.srcArray = a;
  c.srcPos = make_hipPos(3, 1, 1);
  c.dstArray = b;
  c.extent = make_hipExtent(2, 2, 1);
  c.kind = hipMemcpyDeviceToDevice;
  HIP_ASSERT_OK(hipMemcpy3D(&c));
  const float* bd = static_cast<const float*>(b->data);
  EXPECT_EQ(readDevice<float>(bd), float(w * h + 1 * w + 3));
  EXPECT_EQ(readDevice<float>(bd + w + 1), float(w * h + 2 * w + 4));

  hipStream_t stream;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  hipMemcpy3DParms r{};
  r.srcArray = a;
  r.dstPtr = make_hipPitchedPtr(back.data(), w * sizeof(float), w, h);
  r.extent = make_hipExtent(w, h, d);
  r.kind = hipMemcpyDeviceToHost;
  HIP_ASSERT_OK(hipMemcpy3DAsync(&r, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_EQ(back, values);
  HIP_ASSERT_OK(hipStreamDestroy(stream));

  r.extent = make_hipExtent(w + 1, 1, 1);  // past the array's width
  EXPECT_EQ(hipMemcpy3D(&r), hipErrorInvalidValue);
  r.extent = make_hipExtent(1, 1, d + 1);
  EXPECT_EQ(hipMemcpy3D(&r), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFreeArray(a));
  HIP_ASSERT_OK(hipFreeArray(b));
  r.extent = make_hipExtent(1, 1, 1);
  EXPECT_EQ(hipMemcpy3D(&r), hipErrorInvalidValue);  // freed array
}

TEST_F(Memcpy3D, DriverFormThroughArray) {
  hipArray_t array = floatArray(W / 4, H, D);  // W bytes per row as floats
  HIP_MEMCPY3D p{};
  p.srcMemoryType = hipMemoryTypeHost;
  p.srcHost = host_.data();
  p.srcPitch = W;
  p.srcHeight = H;
  p.dstMemoryType = hipMemoryTypeArray;
  p.dstArray = array;
  p.WidthInBytes = W;
  p.Height = H;
  p.Depth = D;
  HIP_ASSERT_OK(hipDrvMemcpy3D(&p));

  HIP_MEMCPY3D q{};  // array → pitched device memory, then check on the host
  q.srcMemoryType = hipMemoryTypeArray;
  q.srcArray = array;
  q.srcXInBytes = 8;
  q.srcY = 1;
  q.srcZ = 2;
  q.dstMemoryType = hipMemoryTypeDevice;
  q.dstDevice = device_.ptr;
  q.dstPitch = static_cast<unsigned>(device_.pitch);
  q.dstHeight = H;
  q.WidthInBytes = 16;
  q.Height = 3;
  q.Depth = 1;
  HIP_ASSERT_OK(hipDrvMemcpy3DAsync(&q, nullptr));
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  const auto* bytes = static_cast<const unsigned char*>(device_.ptr);
  for (size_t y = 0; y < 3; ++y)
    for (size_t x = 0; x < 16; ++x)
      ASSERT_EQ(readDevice<unsigned char>(bytes + y * device_.pitch + x), at(8 + x, 1 + y, 2));

  q.srcLOD = 1;
  EXPECT_EQ(hipDrvMemcpy3D(&q), hipErrorInvalidValue);
  q.srcLOD = 0;
  q.Height = H;  // rows 1..H past the array
  EXPECT_EQ(hipDrvMemcpy3D(&q), hipErrorInvalidValue);
  q.Height = 1;
  q.srcMemoryType = static_cast<hipMemoryType>(77);
  EXPECT_EQ(hipDrvMemcpy3D(&q), hipErrorInvalidValue);
  EXPECT_EQ(hipDrvMemcpy3D(nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipDrvMemcpy3DAsync(nullptr, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFreeArray(array));
}

TEST_F(Memcpy3D, Param2DWithArrays) {
  hipArray_t array = floatArray(W / 4, H, 0);
  hip_Memcpy2D p{};
  p.srcMemoryType = hipMemoryTypeHost;
  p.srcHost = host_.data();
  p.srcPitch = W;
  p.dstMemoryType = hipMemoryTypeArray;
  p.dstArray = array;
  p.WidthInBytes = W;
  p.Height = H;
  HIP_ASSERT_OK(hipMemcpyParam2D(&p));
  std::vector<unsigned char> back(W * H, 0);
  hip_Memcpy2D q{};
  q.srcMemoryType = hipMemoryTypeArray;
  q.srcArray = array;
  q.srcXInBytes = 4;
  q.srcY = 2;
  q.dstMemoryType = hipMemoryTypeHost;
  q.dstHost = back.data();
  q.dstPitch = W;
  q.WidthInBytes = 8;
  q.Height = 3;
  HIP_ASSERT_OK(hipMemcpyParam2DAsync(&q, nullptr));
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  EXPECT_EQ(back[0], at(4, 2, 0));
  EXPECT_EQ(back[2 * W + 7], at(11, 4, 0));
  q.Height = 4;  // rows 2..5 of a 5-row array
  EXPECT_EQ(hipMemcpyParam2D(&q), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFreeArray(array));
}

TEST_F(Memcpy3D, Errors) {
  hipMemcpy3DParms p{};
  EXPECT_EQ(hipMemcpy3D(nullptr), hipErrorInvalidValue);
  p.extent = make_hipExtent(4, 1, 1);
  p.kind = hipMemcpyHostToDevice;
  EXPECT_EQ(hipMemcpy3D(&p), hipErrorInvalidValue);  // no source, no destination
  p.srcPtr = hostPtr(host_.data());
  p.dstPtr = device_;
  p.kind = static_cast<hipMemcpyKind>(9);
  EXPECT_EQ(hipMemcpy3D(&p), hipErrorInvalidMemcpyDirection);
  p.kind = hipMemcpyHostToDevice;
  p.extent = make_hipExtent(device_.pitch + 1, 1, 1);
  EXPECT_EQ(hipMemcpy3D(&p), hipErrorInvalidPitchValue);
  p.extent = make_hipExtent(W, H + 1, 2);  // rows beyond a slice
  EXPECT_EQ(hipMemcpy3D(&p), hipErrorInvalidValue);
  p.extent = make_hipExtent(W, H, D + 1);  // past the allocation
  p.srcPtr = make_hipPitchedPtr(host_.data(), W, W, H);
  EXPECT_EQ(hipMemcpy3D(&p), hipErrorInvalidValue);
  std::vector<unsigned char> other(W * H * D);
  p.extent = make_hipExtent(W, H, D);
  p.dstPtr = hostPtr(other.data());  // HostToDevice into host memory
  EXPECT_EQ(hipMemcpy3D(&p), hipErrorInvalidValue);
  p.kind = hipMemcpyHostToHost;  // fine as host to host
  HIP_ASSERT_OK(hipMemcpy3D(&p));
  EXPECT_EQ(other, host_);
  p.extent = make_hipExtent(0, 1, 1);  // empty: nothing to do
  HIP_ASSERT_OK(hipMemcpy3D(&p));
  hipStream_t dead;
  HIP_ASSERT_OK(hipStreamCreate(&dead));
  HIP_ASSERT_OK(hipStreamDestroy(dead));
  p.extent = make_hipExtent(1, 1, 1);
  EXPECT_EQ(hipMemcpy3DAsync(&p, dead), hipErrorInvalidHandle);
}
