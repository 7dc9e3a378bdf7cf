// hipModuleGetTexRef: the texture reference of a module's texture<> variable,
// bound with the driver-API calls and read by the module's kernel through the
// variable's device slot. The module is texture_module_object.cpp (a
// hand-made code object); modules built by hipcc --genco are covered by
// tests/programs/modules.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <vector>

#include "openhip/texture_object.h"
#include "test_kernels.h"

// Texture references are deprecated in HIP 5.2; testing them is the point.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace {

constexpr int kCount = 100;

class TextureModule : public ::testing::Test {
 protected:
  void SetUp() override { HIP_ASSERT_OK(hipModuleLoad(&module, TEXTURE_MODULE_PATH)); }
  void TearDown() override {
    if (module) {
      EXPECT_EQ(hipModuleUnload(module), hipSuccess);
    }
    (void)hipGetLastError();
  }
  hipModule_t module = nullptr;
};

}  // namespace

TEST_F(TextureModule, ReferenceIsPublishedInTheDeviceSlot) {
  textureReference* ref = nullptr;
  HIP_ASSERT_OK(hipModuleGetTexRef(&ref, module, "scale_tex"));
  ASSERT_NE(ref, nullptr);
  EXPECT_EQ(ref->filterMode, hipFilterModePoint);
  EXPECT_EQ(ref->addressMode[0], hipAddressModeClamp);
  EXPECT_EQ(ref->textureObject, nullptr);  // not bound yet
  hipDeviceptr_t slot = nullptr;
  size_t bytes = 0;
  HIP_ASSERT_OK(hipModuleGetGlobal(&slot, &bytes, module, "scale_tex"));
  ASSERT_EQ(bytes, sizeof(void*));
  EXPECT_EQ(*static_cast<textureReference**>(slot), ref);
  textureReference* again = nullptr;
  HIP_ASSERT_OK(hipModuleGetTexRef(&again, module, "scale_tex"));
  EXPECT_EQ(again, ref);  // one reference per variable
}

TEST_F(TextureModule, KernelReadsTheBoundReference) {
  textureReference* ref = nullptr;
  HIP_ASSERT_OK(hipModuleGetTexRef(&ref, module, "scale_tex"));
  float* scales = nullptr;
  float* out = nullptr;
  HIP_ASSERT_OK(hipMalloc(&scales, kCount * sizeof(float)));
  HIP_ASSERT_OK(hipMalloc(&out, kCount * sizeof(float)));
  std::vector<float> host(kCount);
  for (int i = 0; i < kCount; ++i) host[i] = float(i);
  HIP_ASSERT_OK(hipMemcpy(scales, host.data(), kCount * sizeof(float), hipMemcpyHostToDevice));
  for (float& v : host) v = 2.0f;
  HIP_ASSERT_OK(hipMemcpy(out, host.data(), kCount * sizeof(float), hipMemcpyHostToDevice));

  // Driver-API binding: the format first (a module reference has none), then the address.
  HIP_ASSERT_OK(hipTexRefSetFormat(ref, HIP_AD_FORMAT_FLOAT, 1));
  size_t offset = 1;
  HIP_ASSERT_OK(hipTexRefSetAddress(&offset, ref, scales, kCount * sizeof(float)));
  EXPECT_EQ(offset, 0u);
  ASSERT_NE(ref->textureObject, nullptr);
  const auto* desc = reinterpret_cast<const OpenHipTextureDescriptor*>(ref->textureObject);
  EXPECT_EQ(desc->level.data, reinterpret_cast<char*>(scales));
  EXPECT_EQ(desc->level.width, kCount);
  hipDeviceptr_t bound = nullptr;
  HIP_ASSERT_OK(hipTexRefGetAddress(&bound, ref));
  EXPECT_EQ(bound, scales);

  hipFunction_t kernel = nullptr;
  HIP_ASSERT_OK(hipModuleGetFunction(&kernel, module, "scaleByTexture"));
  int n = kCount;
  void* args[] = {&out, &n};
  HIP_ASSERT_OK(hipModuleLaunchKernel(kernel, 2, 1, 1, 64, 1, 1, 0, nullptr, args, nullptr));
  HIP_ASSERT_OK(hipMemcpy(host.data(), out, kCount * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < kCount; ++i) ASSERT_EQ(host[i], 2.0f * float(i)) << i;
  EXPECT_EQ(hipFree(scales), hipSuccess);
  EXPECT_EQ(hipFree(out), hipSuccess);
}

TEST_F(TextureModule, Errors) {
  textureReference* ref = nullptr;
  EXPECT_EQ(hipModuleGetTexRef(nullptr, module, "scale_tex"), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleGetTexRef(&ref, module, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipModuleGetTexRef(&ref, nullptr, "scale_tex"), hipErrorInvalidHandle);
  EXPECT_EQ(hipModuleGetTexRef(&ref, module, "no_such_texture"), hipErrorNotFound);
  EXPECT_EQ(hipModuleGetTexRef(&ref, module, "other_global"), hipErrorInvalidValue);  // an int
  EXPECT_EQ(ref, nullptr);
  HIP_ASSERT_OK(hipModuleUnload(module));
  EXPECT_EQ(hipModuleGetTexRef(&ref, module, "scale_tex"), hipErrorInvalidHandle);
  module = nullptr;
}
