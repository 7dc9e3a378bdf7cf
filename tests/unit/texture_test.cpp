// Texture objects, texture references and surface objects: the host API, and
// the device fetch functions run on the host (the CPU device's texture
// functions are ordinary code over the same descriptor).
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <openhip/texture_functions.h>

#include <climits>
#include <cstring>
#include <vector>

#include "test_kernels.h"

// Deprecated HIP 5.2 entry points are tested on purpose.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace {
class Textures : public ::testing::Test {
protected:
  void TearDown() override { (void)hipGetLastError(); }
};

/// Stores a raw value into an enum field, as C callers may (the runtime must reject it).
template <class Enum> void storeRaw(Enum* field, int value) {
  std::memcpy(field, &value, sizeof(int));
}

hipTextureDesc pointClamp() {
  hipTextureDesc desc;
  std::memset(&desc, 0, sizeof(desc));
  desc.addressMode[0] = desc.addressMode[1] = desc.addressMode[2] = hipAddressModeClamp;
  desc.filterMode = hipFilterModePoint;
  desc.readMode = hipReadModeElementType;
  return desc;
}

hipResourceDesc linearResource(void* ptr, hipChannelFormatDesc desc, size_t bytes) {
  hipResourceDesc res;
  std::memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypeLinear;
  res.res.linear.devPtr = ptr;
  res.res.linear.desc = desc;
  res.res.linear.sizeInBytes = bytes;
  return res;
}

hipResourceDesc arrayResource(hipArray_t array) {
  hipResourceDesc res;
  std::memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypeArray;
  res.res.array.array = array;
  return res;
}
} // namespace

TEST_F(Textures, LinearObjectFetchAndDescriptors) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  float* data = nullptr;
  HIP_ASSERT_OK(hipMalloc(&data, 8 * sizeof(float)));
  for (int i = 0; i < 8; ++i)
    data[i] = 10.0f + i;
  const hipResourceDesc res =
      linearResource(data, hipCreateChannelDesc<float>(), 8 * sizeof(float));
  const hipTextureDesc tex = pointClamp();
  hipTextureObject_t object = nullptr;
  HIP_ASSERT_OK(hipCreateTextureObject(&object, &res, &tex, nullptr));
  ASSERT_NE(object, nullptr);
  EXPECT_EQ(tex1Dfetch<float>(object, 3), 13.0f);
  EXPECT_EQ(tex1Dfetch<float>(object, 8), 0.0f); // outside: zero
  EXPECT_EQ(tex1Dfetch<float>(object, -1), 0.0f);
  float through_pointer = 0;
  tex1Dfetch(&through_pointer, object, 7);
  EXPECT_EQ(through_pointer, 17.0f);

  hipResourceDesc res_back{};
  HIP_ASSERT_OK(hipGetTextureObjectResourceDesc(&res_back, object));
  EXPECT_EQ(res_back.resType, hipResourceTypeLinear);
  EXPECT_EQ(res_back.res.linear.devPtr, data);
  EXPECT_EQ(res_back.res.linear.sizeInBytes, 8 * sizeof(float));
  hipTextureDesc tex_back{};
  HIP_ASSERT_OK(hipGetTextureObjectTextureDesc(&tex_back, object));
  EXPECT_EQ(tex_back.addressMode[1], hipAddressModeClamp);
  EXPECT_EQ(tex_back.filterMode, hipFilterModePoint);
  hipResourceViewDesc view{};
  HIP_ASSERT_OK(hipGetTextureObjectResourceViewDesc(&view, object));
  EXPECT_EQ(view.format, hipResViewFormatNone);

  EXPECT_EQ(hipGetTextureObjectResourceDesc(nullptr, object), hipErrorInvalidValue);
  EXPECT_EQ(hipGetTextureObjectTextureDesc(&tex_back, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipGetTextureObjectResourceViewDesc(nullptr, object), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipDestroyTextureObject(object));
  EXPECT_EQ(hipDestroyTextureObject(object), hipErrorInvalidValue);
  EXPECT_EQ(hipGetTextureObjectResourceDesc(&res_back, object), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(data));
}

TEST_F(Textures, CreateErrors) {
  int* data = nullptr;
  HIP_ASSERT_OK(hipMalloc(&data, 64));
  hipTextureObject_t object = nullptr;
  hipResourceDesc res = linearResource(data, hipCreateChannelDesc<int>(), 64);
  hipTextureDesc tex = pointClamp();
  EXPECT_EQ(hipCreateTextureObject(nullptr, &res, &tex, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipCreateTextureObject(&object, nullptr, &tex, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipCreateTextureObject(&object, &res, nullptr, nullptr), hipErrorInvalidValue);
  tex.readMode = hipReadModeNormalizedFloat; // 32-bit integers cannot be normalized
  EXPECT_EQ(hipCreateTextureObject(&object, &res, &tex, nullptr), hipErrorInvalidValue);
  tex = pointClamp();
  storeRaw(&tex.addressMode[0], 7);
  EXPECT_EQ(hipCreateTextureObject(&object, &res, &tex, nullptr), hipErrorInvalidValue);
  tex = pointClamp();
  storeRaw(&tex.filterMode, 2);
  EXPECT_EQ(hipCreateTextureObject(&object, &res, &tex, nullptr), hipErrorInvalidValue);
  tex = pointClamp();
  res.res.linear.sizeInBytes = 128; // past the allocation
  EXPECT_EQ(hipCreateTextureObject(&object, &res, &tex, nullptr), hipErrorInvalidValue);
  res.res.linear.sizeInBytes = 0;
  EXPECT_EQ(hipCreateTextureObject(&object, &res, &tex, nullptr), hipErrorInvalidValue);
  res = linearResource(nullptr, hipCreateChannelDesc<int>(), 64);
  EXPECT_EQ(hipCreateTextureObject(&object, &res, &tex, nullptr), hipErrorInvalidValue);
  res = arrayResource(nullptr);
  EXPECT_EQ(hipCreateTextureObject(&object, &res, &tex, nullptr), hipErrorInvalidValue);
  storeRaw(&res.resType, 9);
  EXPECT_EQ(hipCreateTextureObject(&object, &res, &tex, nullptr), hipErrorInvalidValue);
  // Pitched memory needs pitch >= width * texel size.
  std::memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypePitch2D;
  res.res.pitch2D.devPtr = data;
  res.res.pitch2D.desc = hipCreateChannelDesc<int>();
  res.res.pitch2D.width = 4;
  res.res.pitch2D.height = 2;
  res.res.pitch2D.pitchInBytes = 8;
  EXPECT_EQ(hipCreateTextureObject(&object, &res, &tex, nullptr), hipErrorInvalidPitchValue);
  // A view that reinterprets the texels is not supported.
  res = linearResource(data, hipCreateChannelDesc<int>(), 64);
  hipResourceViewDesc view;
  std::memset(&view, 0, sizeof(view));
  view.format = hipResViewFormatFloat2;
  EXPECT_EQ(hipCreateTextureObject(&object, &res, &tex, &view), hipErrorNotSupported);
  view.format = hipResViewFormatSignedInt1;
  view.width = 16;
  HIP_ASSERT_OK(hipCreateTextureObject(&object, &res, &tex, &view));
  hipResourceViewDesc back{};
  HIP_ASSERT_OK(hipGetTextureObjectResourceViewDesc(&back, object));
  EXPECT_EQ(back.format, hipResViewFormatSignedInt1);
  EXPECT_EQ(back.width, 16u);
  HIP_ASSERT_OK(hipDestroyTextureObject(object));
  HIP_ASSERT_OK(hipDestroyTextureObject(nullptr)); // destroying 0 is a no-op
  HIP_ASSERT_OK(hipFree(data));
}

TEST_F(Textures, ArraySampling2D) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  hipArray_t array = nullptr;
  const hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
  HIP_ASSERT_OK(hipMallocArray(&array, &desc, 4, 2));
  const float values[8] = {0, 1, 2, 3, 10, 11, 12, 13};
  HIP_ASSERT_OK(hipMemcpy2DToArray(array, 0, 0, values, 16, 16, 2, hipMemcpyHostToDevice));
  const hipResourceDesc res = arrayResource(array);
  hipTextureDesc tex = pointClamp();
  hipTextureObject_t point = nullptr, linear = nullptr, border = nullptr;
  HIP_ASSERT_OK(hipCreateTextureObject(&point, &res, &tex, nullptr));
  tex.filterMode = hipFilterModeLinear;
  HIP_ASSERT_OK(hipCreateTextureObject(&linear, &res, &tex, nullptr));
  tex.filterMode = hipFilterModePoint;
  tex.addressMode[0] = tex.addressMode[1] = hipAddressModeBorder;
  tex.borderColor[0] = -5.0f;
  HIP_ASSERT_OK(hipCreateTextureObject(&border, &res, &tex, nullptr));
  EXPECT_EQ(tex2D<float>(point, 2.5f, 1.5f), 12.0f);
  EXPECT_EQ(tex2D<float>(point, 9.0f, -3.0f), 3.0f); // clamped
  EXPECT_EQ(tex2D<float>(border, 9.0f, 0.5f), -5.0f);
  EXPECT_EQ(tex2D<float>(border, 0.5f, 0.5f), 0.0f);
  EXPECT_FLOAT_EQ(tex2D<float>(linear, 1.0f, 0.5f), 0.5f); // halfway between x=0 and x=1
  EXPECT_FLOAT_EQ(tex2D<float>(linear, 1.5f, 1.0f), 6.0f); // halfway between rows
  EXPECT_FLOAT_EQ(tex2D<float>(linear, 1.25f, 1.0f), 5.75f);
  // Gather: channel 0 of the 2x2 footprint, ordered (x0, y1), (x1, y1), (x1, y0), (x0, y0).
  const float4 gathered = tex2Dgather<float4>(point, 1.25f, 1.0f, 0);
  EXPECT_EQ(gathered.x, 10.0f);
  EXPECT_EQ(gathered.y, 11.0f);
  EXPECT_EQ(gathered.z, 1.0f);
  EXPECT_EQ(gathered.w, 0.0f);
  EXPECT_EQ(tex2Dgather<float4>(border, 0.25f, 0.25f, 0).w, -5.0f); // (-1, -1) is outside
  float4 wide = tex2D<float4>(point, 3.5f, 0.5f);
  EXPECT_EQ(wide.x, 3.0f);
  EXPECT_EQ(wide.y, 0.0f); // missing channels read as 0
  HIP_ASSERT_OK(hipDestroyTextureObject(point));
  HIP_ASSERT_OK(hipDestroyTextureObject(linear));
  HIP_ASSERT_OK(hipDestroyTextureObject(border));
  HIP_ASSERT_OK(hipFreeArray(array));
}

TEST_F(Textures, NormalizedFloatReadAndCoordinates) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  unsigned char* data = nullptr;
  HIP_ASSERT_OK(hipMalloc(&data, 4));
  const unsigned char bytes[4] = {0, 51, 255, 102};
  HIP_ASSERT_OK(hipMemcpy(data, bytes, 4, hipMemcpyHostToDevice));
  hipResourceDesc res;
  std::memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypePitch2D;
  res.res.pitch2D.devPtr = data;
  res.res.pitch2D.desc = hipCreateChannelDesc<unsigned char>();
  res.res.pitch2D.width = 2;
  res.res.pitch2D.height = 2;
  res.res.pitch2D.pitchInBytes = 2;
  hipTextureDesc tex = pointClamp();
  tex.readMode = hipReadModeNormalizedFloat;
  tex.normalizedCoords = 1;
  tex.addressMode[0] = tex.addressMode[1] = hipAddressModeWrap;
  hipTextureObject_t object = nullptr;
  HIP_ASSERT_OK(hipCreateTextureObject(&object, &res, &tex, nullptr));
  EXPECT_FLOAT_EQ(tex2D<float>(object, 0.75f, 0.25f), 0.2f);
  EXPECT_FLOAT_EQ(tex2D<float>(object, 1.75f, -0.75f), 0.2f); // wrapped
  EXPECT_FLOAT_EQ(tex2D<float>(object, 0.25f, 0.75f), 1.0f);
  HIP_ASSERT_OK(hipDestroyTextureObject(object));
  HIP_ASSERT_OK(hipFree(data));
}

TEST_F(Textures, DriverObjectRoundTrip) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  short* data = nullptr;
  size_t pitch = 0;
  HIP_ASSERT_OK(hipMallocPitch(reinterpret_cast<void**>(&data), &pitch, 8 * 2 * sizeof(short), 4));
  HIP_RESOURCE_DESC res;
  std::memset(&res, 0, sizeof(res));
  res.resType = HIP_RESOURCE_TYPE_PITCH2D;
  res.res.pitch2D.devPtr = data;
  res.res.pitch2D.format = HIP_AD_FORMAT_SIGNED_INT16;
  res.res.pitch2D.numChannels = 2;
  res.res.pitch2D.width = 8;
  res.res.pitch2D.height = 4;
  res.res.pitch2D.pitchInBytes = pitch;
  HIP_TEXTURE_DESC tex;
  std::memset(&tex, 0, sizeof(tex));
  tex.addressMode[0] = HIP_TR_ADDRESS_MODE_MIRROR;
  tex.filterMode = HIP_TR_FILTER_MODE_POINT;
  tex.flags = HIP_TRSF_READ_AS_INTEGER | HIP_TRSF_NORMALIZED_COORDINATES;
  tex.borderColor[2] = 0.5f;
  HIP_RESOURCE_VIEW_DESC view;
  std::memset(&view, 0, sizeof(view));
  view.format = HIP_RES_VIEW_FORMAT_SINT_2X16;
  view.width = 8;
  hipTextureObject_t object = nullptr;
  HIP_ASSERT_OK(hipTexObjectCreate(&object, &res, &tex, &view));
  data[1 * pitch / sizeof(short) + 2 * 3] = 7; // texel (3, 1).x
  const short2 texel = tex2D<short2>(object, 3.5f / 8, 1.5f / 4);
  EXPECT_EQ(texel.x, 7);
  HIP_RESOURCE_DESC res_back;
  HIP_ASSERT_OK(hipTexObjectGetResourceDesc(&res_back, object));
  EXPECT_EQ(res_back.resType, HIP_RESOURCE_TYPE_PITCH2D);
  EXPECT_EQ(res_back.res.pitch2D.format, HIP_AD_FORMAT_SIGNED_INT16);
  EXPECT_EQ(res_back.res.pitch2D.numChannels, 2u);
  EXPECT_EQ(res_back.res.pitch2D.pitchInBytes, pitch);
  HIP_TEXTURE_DESC tex_back;
  HIP_ASSERT_OK(hipTexObjectGetTextureDesc(&tex_back, object));
  EXPECT_EQ(tex_back.addressMode[0], HIP_TR_ADDRESS_MODE_MIRROR);
  EXPECT_EQ(tex_back.flags, tex.flags);
  EXPECT_EQ(tex_back.borderColor[2], 0.5f);
  HIP_RESOURCE_VIEW_DESC view_back;
  HIP_ASSERT_OK(hipTexObjectGetResourceViewDesc(&view_back, object));
  EXPECT_EQ(view_back.format, HIP_RES_VIEW_FORMAT_SINT_2X16);
  EXPECT_EQ(view_back.width, 8u);
  EXPECT_EQ(hipTexObjectGetResourceDesc(nullptr, object), hipErrorInvalidValue);
  EXPECT_EQ(hipTexObjectGetTextureDesc(&tex_back, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipTexObjectGetResourceViewDesc(&view_back, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipTexObjectDestroy(object));
  EXPECT_EQ(hipTexObjectDestroy(object), hipErrorInvalidValue);
  res.res.pitch2D.numChannels = 3;
  EXPECT_EQ(hipTexObjectCreate(&object, &res, &tex, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipTexObjectCreate(&object, nullptr, &tex, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipTexObjectCreate(nullptr, &res, &tex, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFree(data));
}

TEST_F(Textures, MipmappedLod) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  hipMipmappedArray_t mipmapped = nullptr;
  const hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
  HIP_ASSERT_OK(hipMallocMipmappedArray(&mipmapped, &desc, make_hipExtent(4, 0, 0), 3));
  for (unsigned l = 0; l < 3; ++l) {
    hipArray_t level = nullptr;
    HIP_ASSERT_OK(hipGetMipmappedArrayLevel(&level, mipmapped, l));
    const std::vector<float> fill(4 >> l, 100.0f * l);
    HIP_ASSERT_OK(hipMemcpyHtoA(level, 0, fill.data(), fill.size() * sizeof(float)));
  }
  hipResourceDesc res;
  std::memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypeMipmappedArray;
  res.res.mipmap.mipmap = mipmapped;
  hipTextureDesc tex = pointClamp();
  tex.normalizedCoords = 1;
  tex.maxMipmapLevelClamp = 2.0f;
  tex.mipmapFilterMode = hipFilterModeLinear;
  hipTextureObject_t object = nullptr;
  HIP_ASSERT_OK(hipCreateTextureObject(&object, &res, &tex, nullptr));
  EXPECT_FLOAT_EQ(tex1DLod<float>(object, 0.5f, 0.0f), 0.0f);
  EXPECT_FLOAT_EQ(tex1DLod<float>(object, 0.5f, 1.0f), 100.0f);
  EXPECT_FLOAT_EQ(tex1DLod<float>(object, 0.5f, 1.5f), 150.0f);        // between levels 1 and 2
  EXPECT_FLOAT_EQ(tex1DLod<float>(object, 0.5f, 9.0f), 200.0f);        // clamped to the last level
  EXPECT_FLOAT_EQ(tex1DGrad<float>(object, 0.5f, 0.5f, 0.0f), 100.0f); // 2 texels per step: lod 1
  HIP_ASSERT_OK(hipDestroyTextureObject(object));
  HIP_ASSERT_OK(hipFreeMipmappedArray(mipmapped));
}

TEST_F(Textures, ReferenceBindingAndSetters) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  texture<float, hipTextureType1D, hipReadModeElementType> ref;
  EXPECT_EQ(ref.channelDesc.x, 32);
  float* data = nullptr;
  HIP_ASSERT_OK(hipMalloc(&data, 16 * sizeof(float)));
  for (int i = 0; i < 16; ++i)
    data[i] = static_cast<float>(i * i);
  size_t offset = 1;
  HIP_ASSERT_OK(hipBindTexture(&offset, &ref, data, &ref.channelDesc, 16 * sizeof(float)));
  EXPECT_EQ(offset, 0u);
  ASSERT_NE(ref.textureObject, nullptr);
  EXPECT_EQ(tex1Dfetch<float>(ref.textureObject, 3), 9.0f);
  hipDeviceptr_t address = nullptr;
  HIP_ASSERT_OK(hipTexRefGetAddress(&address, &ref));
  EXPECT_EQ(address, data);
  HIP_ASSERT_OK(hipGetTextureAlignmentOffset(&offset, &ref));
  EXPECT_EQ(offset, 0u);

  // Setters change the bound object's sampling.
  HIP_ASSERT_OK(hipTexRefSetFilterMode(&ref, hipFilterModeLinear));
  EXPECT_FLOAT_EQ(tex1D<float>(ref.textureObject, 2.0f), 2.5f); // (1 + 4) / 2
  HIP_ASSERT_OK(hipTexRefSetAddressMode(&ref, 0, hipAddressModeBorder));
  float border[4] = {-1.0f, 0, 0, 0};
  HIP_ASSERT_OK(hipTexRefSetBorderColor(&ref, border));
  HIP_ASSERT_OK(hipTexRefSetFilterMode(&ref, hipFilterModePoint));
  EXPECT_EQ(tex1D<float>(ref.textureObject, 20.0f), -1.0f);
  HIP_ASSERT_OK(
      hipTexRefSetFlags(&ref, HIP_TRSF_NORMALIZED_COORDINATES | HIP_TRSF_READ_AS_INTEGER));
  EXPECT_EQ(tex1D<float>(ref.textureObject, 0.5f), 64.0f); // texel 8
  unsigned flags = 0;
  HIP_ASSERT_OK(hipTexRefGetFlags(&flags, &ref));
  EXPECT_EQ(flags, unsigned(HIP_TRSF_NORMALIZED_COORDINATES | HIP_TRSF_READ_AS_INTEGER));
  hipTextureAddressMode mode{};
  HIP_ASSERT_OK(hipTexRefGetAddressMode(&mode, &ref, 0));
  EXPECT_EQ(mode, hipAddressModeBorder);
  hipTextureFilterMode filter{};
  HIP_ASSERT_OK(hipTexRefGetFilterMode(&filter, &ref));
  EXPECT_EQ(filter, hipFilterModePoint);
  hipArray_Format format{};
  int channels = 0;
  HIP_ASSERT_OK(hipTexRefGetFormat(&format, &channels, &ref));
  EXPECT_EQ(format, HIP_AD_FORMAT_FLOAT);
  EXPECT_EQ(channels, 1);
  HIP_ASSERT_OK(hipTexRefSetMaxAnisotropy(&ref, 4));
  int anisotropy = 0;
  HIP_ASSERT_OK(hipTexRefGetMaxAnisotropy(&anisotropy, &ref));
  EXPECT_EQ(anisotropy, 4);
  HIP_ASSERT_OK(hipTexRefSetMipmapFilterMode(&ref, hipFilterModeLinear));
  HIP_ASSERT_OK(hipTexRefGetMipmapFilterMode(&filter, &ref));
  EXPECT_EQ(filter, hipFilterModeLinear);
  HIP_ASSERT_OK(hipTexRefSetMipmapLevelBias(&ref, 0.5f));
  float bias = 0, lo = 0, hi = 0;
  HIP_ASSERT_OK(hipTexRefGetMipmapLevelBias(&bias, &ref));
  EXPECT_EQ(bias, 0.5f);
  HIP_ASSERT_OK(hipTexRefSetMipmapLevelClamp(&ref, 1.0f, 3.0f));
  HIP_ASSERT_OK(hipTexRefGetMipmapLevelClamp(&lo, &hi, &ref));
  EXPECT_EQ(lo, 1.0f);
  EXPECT_EQ(hi, 3.0f);

  // Errors.
  EXPECT_EQ(hipTexRefSetAddressMode(&ref, 3, hipAddressModeClamp), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefSetAddressMode(nullptr, 0, hipAddressModeClamp), hipErrorInvalidValue);
  // A C caller may pass any int for an enum parameter.
  using SetFilterRaw = hipError_t (*)(textureReference*, int);
  EXPECT_EQ(reinterpret_cast<SetFilterRaw>(&hipTexRefSetFilterMode)(&ref, 5), hipErrorInvalidValue);
  EXPECT_EQ(reinterpret_cast<SetFilterRaw>(&hipTexRefSetMipmapFilterMode)(&ref, 5),
            hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefSetFlags(&ref, 0x80), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefSetBorderColor(&ref, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefSetMipmapLevelClamp(&ref, 3.0f, 1.0f), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefSetMipmapLevelBias(nullptr, 0.0f), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefSetMaxAnisotropy(nullptr, 1), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefGetAddressMode(&mode, &ref, -1), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefGetFilterMode(nullptr, &ref), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefGetMipmapFilterMode(&filter, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefGetFlags(nullptr, &ref), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefGetFormat(&format, nullptr, &ref), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefGetMaxAnisotropy(nullptr, &ref), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefGetMipmapLevelBias(nullptr, &ref), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefGetMipmapLevelClamp(&lo, nullptr, &ref), hipErrorInvalidValue);
  EXPECT_EQ(hipGetTextureAlignmentOffset(nullptr, &ref), hipErrorInvalidValue);
  EXPECT_EQ(hipBindTexture(&offset, nullptr, data, &ref.channelDesc, 64), hipErrorInvalidValue);
  EXPECT_EQ(hipBindTexture(&offset, &ref, nullptr, &ref.channelDesc, 64), hipErrorInvalidValue);
  EXPECT_EQ(hipBindTexture(&offset, &ref, data, &ref.channelDesc, 1024), hipErrorInvalidValue);

  HIP_ASSERT_OK(hipUnbindTexture(&ref));
  EXPECT_EQ(ref.textureObject, nullptr);
  EXPECT_EQ(hipTexRefGetAddress(&address, &ref), hipErrorInvalidValue); // unbound
  EXPECT_EQ(hipUnbindTexture(nullptr), hipErrorInvalidValue);
  // HIP's default size binds the rest of the allocation.
  HIP_ASSERT_OK(hipBindTexture(nullptr, &ref, data + 4, &ref.channelDesc, UINT_MAX));
  HIP_ASSERT_OK(hipTexRefSetFlags(&ref, HIP_TRSF_READ_AS_INTEGER));
  EXPECT_EQ(tex1Dfetch<float>(ref.textureObject, 11), 225.0f);
  EXPECT_EQ(tex1Dfetch<float>(ref.textureObject, 12), 0.0f);
  HIP_ASSERT_OK(hipUnbindTexture(&ref));
  HIP_ASSERT_OK(hipFree(data));
}

TEST_F(Textures, ReferenceDriverBindings) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  texture<uchar4, hipTextureType2D, hipReadModeNormalizedFloat> ref;
  unsigned char* data = nullptr;
  HIP_ASSERT_OK(hipMalloc(&data, 4 * 4 * 4));
  std::memset(data, 255, 64);
  HIP_ARRAY_DESCRIPTOR desc{};
  desc.Width = 4;
  desc.Height = 4;
  desc.Format = HIP_AD_FORMAT_UNSIGNED_INT8;
  desc.NumChannels = 4;
  HIP_ASSERT_OK(hipTexRefSetAddress2D(&ref, &desc, data, 16));
  ASSERT_NE(ref.textureObject, nullptr);
  const float4 white = tex2D<float4>(ref.textureObject, 1.0f, 1.0f);
  EXPECT_EQ(white.w, 1.0f);
  HIP_ASSERT_OK(hipTexRefSetFormat(&ref, HIP_AD_FORMAT_UNSIGNED_INT8, 4));
  size_t offset = 5;
  HIP_ASSERT_OK(hipTexRefSetAddress(&offset, &ref, data, 64));
  EXPECT_EQ(offset, 0u);
  hipDeviceptr_t address = nullptr;
  HIP_ASSERT_OK(hipTexRefGetAddress(&address, &ref));
  EXPECT_EQ(address, data);
  EXPECT_EQ(hipTexRefSetFormat(&ref, HIP_AD_FORMAT_FLOAT, 3), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefSetAddress2D(&ref, nullptr, data, 16), hipErrorInvalidValue);
  EXPECT_EQ(hipTexRefSetAddress2D(&ref, &desc, data, 8), hipErrorInvalidPitchValue);

  hipArray_t array = nullptr;
  HIP_ASSERT_OK(hipArrayCreate(&array, &desc));
  EXPECT_EQ(hipTexRefSetArray(&ref, array, 0), hipErrorInvalidValue); // flags must override
  HIP_ASSERT_OK(hipTexRefSetArray(&ref, array, HIP_TRSA_OVERRIDE_FORMAT));
  EXPECT_EQ(hipTexRefGetAddress(&address, &ref), hipErrorInvalidValue); // arrays have none
  HIP_ASSERT_OK(hipBindTextureToArray(&ref, array, nullptr));
  EXPECT_EQ(hipBindTextureToArray(&ref, nullptr, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipBindTexture2D(&offset, &ref, data, nullptr, 4, 4, 16));
  EXPECT_EQ(hipBindTexture2D(&offset, &ref, data, nullptr, 4, 4, 15), hipErrorInvalidPitchValue);

  hipMipmappedArray_t mipmapped = nullptr;
  const hipChannelFormatDesc channels = hipCreateChannelDesc<uchar4>();
  HIP_ASSERT_OK(hipMallocMipmappedArray(&mipmapped, &channels, make_hipExtent(4, 4, 0), 2));
  HIP_ASSERT_OK(hipTexRefSetMipmappedArray(&ref, mipmapped, HIP_TRSA_OVERRIDE_FORMAT));
  hipMipmappedArray_t bound = nullptr;
  HIP_ASSERT_OK(hipTexRefGetMipMappedArray(&bound, &ref));
  EXPECT_EQ(bound, mipmapped);
  HIP_ASSERT_OK(hipBindTextureToMipmappedArray(&ref, mipmapped, &channels));
  EXPECT_EQ(hipTexRefSetMipmappedArray(&ref, mipmapped, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipBindTextureToMipmappedArray(&ref, nullptr, &channels), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipUnbindTexture(&ref));
  EXPECT_EQ(hipTexRefGetMipMappedArray(&bound, &ref), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFreeMipmappedArray(mipmapped));
  HIP_ASSERT_OK(hipArrayDestroy(array));
  HIP_ASSERT_OK(hipFree(data));
}

TEST_F(Textures, GetTextureReferenceNeedsARegisteredVariable) {
  static texture<int, hipTextureType1D, hipReadModeElementType> unregistered;
  const textureReference* ref = nullptr;
  EXPECT_EQ(hipGetTextureReference(&ref, &unregistered), hipErrorInvalidSymbol);
  EXPECT_EQ(hipGetTextureReference(nullptr, &unregistered), hipErrorInvalidValue);
}

TEST_F(Textures, SurfaceObjects) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  hipArray_t array = nullptr;
  const hipChannelFormatDesc desc = hipCreateChannelDesc<int2>();
  HIP_ASSERT_OK(hipMallocArray(&array, &desc, 4, 3, hipArraySurfaceLoadStore));
  const hipResourceDesc res = arrayResource(array);
  hipSurfaceObject_t surface = nullptr;
  HIP_ASSERT_OK(hipCreateSurfaceObject(&surface, &res));
  surf2Dwrite(make_int2(5, 6), surface, 2 * 8, 1);
  surf2Dwrite(make_int2(9, 9), surface, 4 * 8, 1);                       // outside: dropped
  surf2Dwrite(make_int2(7, 8), surface, 4 * 8, 5, hipBoundaryModeClamp); // clamped to (3, 2)
  const int* texels = static_cast<const int*>(array->data);
  EXPECT_EQ(texels[(1 * 4 + 2) * 2], 5);
  EXPECT_EQ(texels[(1 * 4 + 2) * 2 + 1], 6);
  EXPECT_EQ(texels[(2 * 4 + 3) * 2], 7);
  int2 value{};
  surf2Dread(&value, surface, 2 * 8, 1);
  EXPECT_EQ(value.y, 6);
  EXPECT_EQ(surf2Dread<int2>(surface, -8, 0).x, 0); // zero mode
  EXPECT_EQ(surf2Dread<int2>(surface, 100, 2, hipBoundaryModeClamp).x, 7);
  HIP_ASSERT_OK(hipDestroySurfaceObject(surface));
  EXPECT_EQ(hipDestroySurfaceObject(surface), hipErrorInvalidValue);
  EXPECT_EQ(hipCreateSurfaceObject(nullptr, &res), hipErrorInvalidValue);
  EXPECT_EQ(hipCreateSurfaceObject(&surface, nullptr), hipErrorInvalidValue);
  int* linear = nullptr;
  HIP_ASSERT_OK(hipMalloc(&linear, 64));
  const hipResourceDesc not_array = linearResource(linear, desc, 64);
  EXPECT_EQ(hipCreateSurfaceObject(&surface, &not_array), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFreeArray(array));
  EXPECT_EQ(hipCreateSurfaceObject(&surface, &res), hipErrorInvalidValue); // freed array
  HIP_ASSERT_OK(hipFree(linear));
}
