// Arrays, mipmapped arrays and the copies in and out of arrays.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstring>
#include <numeric>
#include <vector>

#include "test_kernels.h"

// Deprecated HIP 5.2 entry points are tested on purpose.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace {
class Arrays : public ::testing::Test {
protected:
  void TearDown() override { (void)hipGetLastError(); }
};

hipChannelFormatDesc floatDesc() {
  return hipCreateChannelDesc(32, 0, 0, 0, hipChannelFormatKindFloat);
}
} // namespace

TEST_F(Arrays, MallocArrayLayoutAndChannelDesc) {
  hipArray_t array = nullptr;
  const hipChannelFormatDesc desc = hipCreateChannelDesc<float4>();
  EXPECT_EQ(desc.x, 32);
  EXPECT_EQ(desc.w, 32);
  EXPECT_EQ(desc.f, hipChannelFormatKindFloat);
  HIP_ASSERT_OK(hipMallocArray(&array, &desc, 7, 3));
  ASSERT_NE(array, nullptr);
  EXPECT_EQ(array->width, 7u);
  EXPECT_EQ(array->height, 3u);
  EXPECT_EQ(array->depth, 0u);
  EXPECT_EQ(array->NumChannels, 4u);
  EXPECT_EQ(array->Format, HIP_AD_FORMAT_FLOAT);
  EXPECT_EQ(array->textureType, static_cast<unsigned>(hipTextureType2D));
  hipChannelFormatDesc back{};
  HIP_ASSERT_OK(hipGetChannelDesc(&back, array));
  EXPECT_EQ(back.x, 32);
  EXPECT_EQ(back.y, 32);
  EXPECT_EQ(back.z, 32);
  EXPECT_EQ(back.w, 32);
  EXPECT_EQ(back.f, hipChannelFormatKindFloat);
  // Dense rows: pitch = width * 16 bytes (hipMemcpy3D relies on it).
  std::vector<float> host(7 * 3 * 4);
  std::iota(host.begin(), host.end(), 0.0f);
  HIP_ASSERT_OK(
      hipMemcpy2DToArray(array, 0, 0, host.data(), 7 * 16, 7 * 16, 3, hipMemcpyHostToDevice));
  EXPECT_EQ(readDevice<unsigned char>(array->data, host.size() * 4),
            std::vector<unsigned char>(reinterpret_cast<const unsigned char*>(host.data()),
                                       reinterpret_cast<const unsigned char*>(host.data()) + host.size() * 4));
  HIP_ASSERT_OK(hipFreeArray(array));
}

TEST_F(Arrays, MallocArrayErrors) {
  hipArray_t array = nullptr;
  const hipChannelFormatDesc desc = floatDesc();
  EXPECT_EQ(hipMallocArray(nullptr, &desc, 4, 4), hipErrorInvalidValue);
  EXPECT_EQ(hipMallocArray(&array, nullptr, 4, 4), hipErrorInvalidValue);
  EXPECT_EQ(hipMallocArray(&array, &desc, 0, 4), hipErrorInvalidValue);
  const hipChannelFormatDesc bad = hipCreateChannelDesc(32, 16, 0, 0, hipChannelFormatKindFloat);
  EXPECT_EQ(hipMallocArray(&array, &bad, 4, 4), hipErrorInvalidValue);
  const hipChannelFormatDesc none = hipCreateChannelDesc(0, 0, 0, 0, hipChannelFormatKindNone);
  EXPECT_EQ(hipMallocArray(&array, &none, 4, 4), hipErrorInvalidValue);
  EXPECT_EQ(hipMallocArray(&array, &desc, 4, 4, 0x100), hipErrorInvalidValue);
  EXPECT_EQ(hipFreeArray(nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipArrayDestroy(nullptr), hipErrorInvalidValue);
  hipChannelFormatDesc out{};
  EXPECT_EQ(hipGetChannelDesc(&out, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipMallocArray(&array, &desc, 4, 4));
  EXPECT_EQ(hipGetChannelDesc(nullptr, array), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFreeArray(array));
  EXPECT_EQ(hipFreeArray(array), hipErrorInvalidValue); // double free
}

TEST_F(Arrays, Malloc3DArrayShapes) {
  hipArray_t array = nullptr;
  const hipChannelFormatDesc desc = hipCreateChannelDesc<short2>();
  HIP_ASSERT_OK(hipMalloc3DArray(&array, &desc, make_hipExtent(5, 4, 3), hipArrayDefault));
  EXPECT_EQ(array->textureType, static_cast<unsigned>(hipTextureType3D));
  EXPECT_EQ(array->depth, 3u);
  HIP_ASSERT_OK(hipFreeArray(array));
  HIP_ASSERT_OK(hipMalloc3DArray(&array, &desc, make_hipExtent(5, 0, 6), hipArrayLayered));
  EXPECT_EQ(array->textureType, static_cast<unsigned>(hipTextureType1DLayered));
  HIP_ASSERT_OK(hipFreeArray(array));
  HIP_ASSERT_OK(hipMalloc3DArray(&array, &desc, make_hipExtent(5, 2, 6), hipArrayLayered));
  EXPECT_EQ(array->textureType, static_cast<unsigned>(hipTextureType2DLayered));
  HIP_ASSERT_OK(hipFreeArray(array));
  EXPECT_EQ(hipMalloc3DArray(&array, &desc, make_hipExtent(5, 0, 3), 0), hipErrorInvalidValue);
  EXPECT_EQ(hipMalloc3DArray(&array, &desc, make_hipExtent(5, 4, 0), hipArrayLayered),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMalloc3DArray(&array, &desc, make_hipExtent(5, 4, 6), hipArrayCubemap),
            hipErrorInvalidValue); // cubemap faces must be square
  EXPECT_EQ(hipMalloc3DArray(nullptr, &desc, make_hipExtent(5, 4, 3), 0), hipErrorInvalidValue);
}

TEST_F(Arrays, DriverArrayCreate) {
  HIP_ARRAY_DESCRIPTOR desc{};
  desc.Width = 16;
  desc.Height = 2;
  desc.Format = HIP_AD_FORMAT_UNSIGNED_INT8;
  desc.NumChannels = 4;
  hipArray_t array = nullptr;
  HIP_ASSERT_OK(hipArrayCreate(&array, &desc));
  EXPECT_TRUE(array->isDrv);
  hipChannelFormatDesc channels{};
  HIP_ASSERT_OK(hipGetChannelDesc(&channels, array));
  EXPECT_EQ(channels.x, 8);
  EXPECT_EQ(channels.w, 8);
  EXPECT_EQ(channels.f, hipChannelFormatKindUnsigned);
  HIP_ASSERT_OK(hipArrayDestroy(array));
  desc.NumChannels = 3;
  EXPECT_EQ(hipArrayCreate(&array, &desc), hipErrorInvalidValue);
  desc.NumChannels = 1;
  desc.Format = static_cast<hipArray_Format>(0x05); // in the enum's range, not a format
  EXPECT_EQ(hipArrayCreate(&array, &desc), hipErrorInvalidValue);
  EXPECT_EQ(hipArrayCreate(&array, nullptr), hipErrorInvalidValue);

  HIP_ARRAY3D_DESCRIPTOR desc3{};
  desc3.Width = 4;
  desc3.Height = 4;
  desc3.Depth = 4;
  desc3.Format = HIP_AD_FORMAT_HALF;
  desc3.NumChannels = 2;
  HIP_ASSERT_OK(hipArray3DCreate(&array, &desc3));
  EXPECT_EQ(array->Format, HIP_AD_FORMAT_HALF);
  EXPECT_EQ(array->desc.x, 16);
  EXPECT_EQ(array->desc.f, hipChannelFormatKindFloat);
  HIP_ASSERT_OK(hipArrayDestroy(array));
  desc3.Width = 0;
  EXPECT_EQ(hipArray3DCreate(&array, &desc3), hipErrorInvalidValue);
  EXPECT_EQ(hipArray3DCreate(nullptr, &desc3), hipErrorInvalidValue);
}

TEST_F(Arrays, Copies2DInAndOut) {
  hipArray_t array = nullptr;
  const hipChannelFormatDesc desc = hipCreateChannelDesc<int>();
  HIP_ASSERT_OK(hipMallocArray(&array, &desc, 8, 4));
  std::vector<int> source(10 * 4);
  std::iota(source.begin(), source.end(), 100);
  // 3 rows of 5 ints from a 10-int-pitched host buffer into x = 2..6, y = 1..3.
  HIP_ASSERT_OK(hipMemcpy2DToArray(array, 2 * sizeof(int), 1, source.data(), 10 * sizeof(int),
                                   5 * sizeof(int), 3, hipMemcpyHostToDevice));
  const int* texels = static_cast<const int*>(array->data);
  EXPECT_EQ(readDevice<int>(texels + 1 * 8 + 2), 100);
  EXPECT_EQ(readDevice<int>(texels + 3 * 8 + 6), 124);
  EXPECT_EQ(readDevice<int>(texels + 0), 0);
  // Device memory to array and back out with the async forms.
  int* device = nullptr;
  HIP_ASSERT_OK(hipMalloc(&device, 8 * 4 * sizeof(int)));
  HIP_ASSERT_OK(hipMemcpy(device, source.data(), 8 * 4 * sizeof(int), hipMemcpyHostToDevice));
  hipStream_t stream = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  HIP_ASSERT_OK(hipMemcpy2DToArrayAsync(array, 0, 0, device, 8 * sizeof(int), 8 * sizeof(int), 4,
                                        hipMemcpyDeviceToDevice, stream));
  std::vector<int> back(8 * 4, -1);
  HIP_ASSERT_OK(hipMemcpy2DFromArrayAsync(back.data(), 8 * sizeof(int), array, 0, 0,
                                          8 * sizeof(int), 4, hipMemcpyDeviceToHost, stream));
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  EXPECT_TRUE(std::equal(back.begin(), back.end(), source.begin()));
  // A sub-rectangle out.
  std::vector<int> part(2 * 2, -1);
  HIP_ASSERT_OK(hipMemcpy2DFromArray(part.data(), 2 * sizeof(int), array, 3 * sizeof(int), 2,
                                     2 * sizeof(int), 2, hipMemcpyDeviceToHost));
  EXPECT_EQ(part[0], source[2 * 8 + 3]);
  EXPECT_EQ(part[3], source[3 * 8 + 4]);
  HIP_ASSERT_OK(hipStreamDestroy(stream));
  HIP_ASSERT_OK(hipFree(device));
  HIP_ASSERT_OK(hipFreeArray(array));
}

TEST_F(Arrays, Copies2DErrors) {
  hipArray_t array = nullptr;
  const hipChannelFormatDesc desc = hipCreateChannelDesc<int>();
  HIP_ASSERT_OK(hipMallocArray(&array, &desc, 8, 4));
  std::vector<int> host(64);
  const size_t row = 8 * sizeof(int);
  EXPECT_EQ(hipMemcpy2DToArray(array, 4, 0, host.data(), row, row, 1, hipMemcpyHostToDevice),
            hipErrorInvalidValue); // past the row end
  EXPECT_EQ(hipMemcpy2DToArray(array, 0, 2, host.data(), row, row, 3, hipMemcpyHostToDevice),
            hipErrorInvalidValue); // past the last row
  EXPECT_EQ(hipMemcpy2DToArray(array, 0, 0, host.data(), 4, row, 1, hipMemcpyHostToDevice),
            hipErrorInvalidPitchValue);
  EXPECT_EQ(
      hipMemcpy2DToArray(array, 0, 0, host.data(), row, row, 1, static_cast<hipMemcpyKind>(7)),
      hipErrorInvalidMemcpyDirection);
  EXPECT_EQ(hipMemcpy2DToArray(nullptr, 0, 0, host.data(), row, row, 1, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy2DFromArray(host.data(), row, nullptr, 0, 0, row, 1, hipMemcpyDeviceToHost),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy2DFromArray(host.data(), 4, array, 0, 0, row, 1, hipMemcpyDeviceToHost),
            hipErrorInvalidPitchValue);
  EXPECT_EQ(hipMemcpy2DFromArrayAsync(host.data(), row, array, 0, 4, row, 1, hipMemcpyDeviceToHost,
                                      nullptr),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpy2DToArrayAsync(array, 0, 0, host.data(), row, row, 5, hipMemcpyHostToDevice,
                                    nullptr),
            hipErrorInvalidValue);
  // Device-to-device copies need device memory on the other side.
  EXPECT_EQ(hipMemcpy2DToArray(array, 0, 0, host.data(), row, row, 1, hipMemcpyDeviceToDevice),
            hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFreeArray(array));
  EXPECT_EQ(hipMemcpy2DToArray(array, 0, 0, host.data(), row, row, 1, hipMemcpyHostToDevice),
            hipErrorInvalidValue); // freed
}

TEST_F(Arrays, LinearCopies) {
  hipArray_t array = nullptr;
  const hipChannelFormatDesc desc = hipCreateChannelDesc<unsigned char>();
  HIP_ASSERT_OK(hipMallocArray(&array, &desc, 16, 4));
  std::vector<unsigned char> host(64);
  std::iota(host.begin(), host.end(), 1);
  // hipMemcpyToArray copies `count` bytes from (wOffset, hOffset) on, across rows.
  HIP_ASSERT_OK(hipMemcpyToArray(array, 4, 1, host.data(), 20, hipMemcpyHostToDevice));
  const unsigned char* bytes = static_cast<const unsigned char*>(array->data);
  EXPECT_EQ(readDevice<unsigned char>(bytes + 16 + 4), 1);
  EXPECT_EQ(readDevice<unsigned char>(bytes + 16 + 4 + 19), 20);
  std::vector<unsigned char> out(20);
  HIP_ASSERT_OK(hipMemcpyFromArray(out.data(), array, 4, 1, 20, hipMemcpyDeviceToHost));
  EXPECT_TRUE(std::equal(out.begin(), out.end(), host.begin()));
  HIP_ASSERT_OK(hipMemcpyHtoA(array, 0, host.data(), 64));
  std::vector<unsigned char> all(64);
  HIP_ASSERT_OK(hipMemcpyAtoH(all.data(), array, 0, 64));
  EXPECT_EQ(all, host);
  HIP_ASSERT_OK(hipMemcpyAtoH(out.data(), array, 60, 4));
  EXPECT_EQ(out[3], 64);
  EXPECT_EQ(hipMemcpyAtoH(all.data(), array, 1, 64), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpyHtoA(array, 60, host.data(), 5), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpyHtoA(nullptr, 0, host.data(), 5), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpyAtoH(nullptr, array, 0, 5), hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpyToArray(array, 0, 4, host.data(), 1, hipMemcpyHostToDevice),
            hipErrorInvalidValue); // row 4 does not exist
  EXPECT_EQ(hipMemcpyToArray(array, 0, 3, host.data(), 17, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpyFromArray(out.data(), array, 0, 0, 4, static_cast<hipMemcpyKind>(7)),
            hipErrorInvalidMemcpyDirection);
  EXPECT_EQ(hipMemcpyFromArray(out.data(), nullptr, 0, 0, 4, hipMemcpyDeviceToHost),
            hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFreeArray(array));
}

TEST_F(Arrays, MipmappedArrays) {
  hipMipmappedArray_t mipmapped = nullptr;
  const hipChannelFormatDesc desc = floatDesc();
  HIP_ASSERT_OK(hipMallocMipmappedArray(&mipmapped, &desc, make_hipExtent(16, 8, 0), 3));
  EXPECT_EQ(mipmapped->max_mipmap_level, 2u);
  hipArray_t level = nullptr;
  HIP_ASSERT_OK(hipGetMipmappedArrayLevel(&level, mipmapped, 2));
  EXPECT_EQ(level->width, 4u);
  EXPECT_EQ(level->height, 2u);
  std::vector<float> values(8, 2.5f);
  HIP_ASSERT_OK(hipMemcpy2DToArray(level, 0, 0, values.data(), 16, 16, 2, hipMemcpyHostToDevice));
  EXPECT_EQ(readDevice<float>(static_cast<float*>(level->data) + 7), 2.5f);
  EXPECT_EQ(hipFreeArray(level), hipErrorInvalidValue); // levels belong to the mipmapped array
  EXPECT_EQ(hipGetMipmappedArrayLevel(&level, mipmapped, 3), hipErrorInvalidValue);
  EXPECT_EQ(hipGetMipmappedArrayLevel(nullptr, mipmapped, 0), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFreeMipmappedArray(mipmapped));
  EXPECT_EQ(hipFreeMipmappedArray(mipmapped), hipErrorInvalidValue);
  EXPECT_EQ(hipGetMipmappedArrayLevel(&level, mipmapped, 0), hipErrorInvalidValue);
  // numLevels 0 (or too many) gives the full chain: 16x8 has 5 levels.
  HIP_ASSERT_OK(hipMallocMipmappedArray(&mipmapped, &desc, make_hipExtent(16, 8, 0), 0));
  EXPECT_EQ(mipmapped->max_mipmap_level, 4u);
  HIP_ASSERT_OK(hipFreeMipmappedArray(mipmapped));
  EXPECT_EQ(hipMallocMipmappedArray(nullptr, &desc, make_hipExtent(16, 8, 0), 1),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMallocMipmappedArray(&mipmapped, &desc, make_hipExtent(0, 8, 0), 1),
            hipErrorInvalidValue);

  HIP_ARRAY3D_DESCRIPTOR drv{};
  drv.Width = 8;
  drv.Height = 8;
  drv.Depth = 8;
  drv.Format = HIP_AD_FORMAT_SIGNED_INT16;
  drv.NumChannels = 1;
  HIP_ASSERT_OK(hipMipmappedArrayCreate(&mipmapped, &drv, 4));
  HIP_ASSERT_OK(hipMipmappedArrayGetLevel(&level, mipmapped, 3));
  EXPECT_EQ(level->width, 1u);
  EXPECT_EQ(level->depth, 1u);
  EXPECT_EQ(hipMipmappedArrayGetLevel(&level, mipmapped, 4), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipMipmappedArrayDestroy(mipmapped));
  EXPECT_EQ(hipMipmappedArrayDestroy(mipmapped), hipErrorInvalidValue);
  EXPECT_EQ(hipMipmappedArrayCreate(&mipmapped, nullptr, 1), hipErrorInvalidValue);
  drv.NumChannels = 3;
  EXPECT_EQ(hipMipmappedArrayCreate(&mipmapped, &drv, 1), hipErrorInvalidValue);
}
