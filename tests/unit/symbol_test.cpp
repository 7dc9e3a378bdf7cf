// Symbols are passed as HIP_SYMBOL(x) == x: the C++ overloads take the
// variable by reference.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include "test_kernels.h"

using namespace test_kernels;

namespace {
class Symbols : public ::testing::Test {
 protected:
  void SetUp() override { registerTestVariables(); }
  void TearDown() override { (void)hipGetLastError(); }
};
}  // namespace

TEST_F(Symbols, AddressAndSizeAreTheDeviceStorage) {
  void* address = nullptr;
  HIP_ASSERT_OK(hipGetSymbolAddress(&address, constant_table_shadow));
  EXPECT_EQ(address, constant_table_storage);
  size_t size = 0;
  HIP_ASSERT_OK(hipGetSymbolSize(&size, counter_shadow));
  EXPECT_EQ(size, sizeof(int));
  // The storage is device memory for the rest of the API.
  hipPointerAttribute_t attributes;
  HIP_ASSERT_OK(hipPointerGetAttributes(&attributes, address));
  EXPECT_EQ(attributes.memoryType, hipMemoryTypeDevice);
  float values[16] = {};
  HIP_ASSERT_OK(hipMemcpy(address, values, sizeof(values), hipMemcpyHostToDevice));
  EXPECT_EQ(hipMemcpy(address, values, sizeof(values) + 4, hipMemcpyHostToDevice), hipErrorInvalidValue);
  EXPECT_EQ(hipFree(address), hipErrorInvalidValue);  // not an allocation

  EXPECT_EQ(hipGetSymbolAddress(&address, unregistered_shadow), hipErrorInvalidSymbol);
  EXPECT_EQ(hipGetSymbolAddress(&address, static_cast<const void*>(nullptr)), hipErrorInvalidSymbol);
  EXPECT_EQ(hipGetSymbolAddress(nullptr, counter_shadow), hipErrorInvalidValue);
  EXPECT_EQ(hipGetSymbolSize(&size, unregistered_shadow), hipErrorInvalidSymbol);
  EXPECT_EQ(hipGetSymbolSize(nullptr, counter_shadow), hipErrorInvalidValue);
}

TEST_F(Symbols, CopiesToAndFromSymbols) {
  float in[16], out[16] = {};
  for (int i = 0; i < 16; ++i) in[i] = 0.5f * i;
  HIP_ASSERT_OK(hipMemcpyToSymbol(constant_table_shadow, in, sizeof(in), 0, hipMemcpyHostToDevice));
  EXPECT_EQ(constant_table_storage[15], 7.5f);
  EXPECT_EQ(constant_table_shadow[15], 0.0f);  // the shadow is untouched
  HIP_ASSERT_OK(hipMemcpyFromSymbol(out, constant_table_shadow, sizeof(out), 0, hipMemcpyDeviceToHost));
  EXPECT_EQ(out[3], 1.5f);
  // With an offset, and asynchronously on a stream.
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  const float two = 2.0f;
  HIP_ASSERT_OK(hipMemcpyToSymbolAsync(constant_table_shadow, &two, 4, 4 * 10, hipMemcpyHostToDevice, s));
  float tenth = 0;
  HIP_ASSERT_OK(hipMemcpyFromSymbolAsync(&tenth, constant_table_shadow, 4, 4 * 10, hipMemcpyDeviceToHost, s));
  HIP_ASSERT_OK(hipStreamSynchronize(s));
  EXPECT_EQ(tenth, 2.0f);
  HIP_ASSERT_OK(hipStreamDestroy(s));
  // Device-to-device through a symbol.
  void* d = nullptr;
  HIP_ASSERT_OK(hipMalloc(&d, 4));
  const int seven = 7;
  HIP_ASSERT_OK(hipMemcpy(d, &seven, 4, hipMemcpyHostToDevice));
  HIP_ASSERT_OK(hipMemcpyToSymbol(counter_shadow, d, 4, 0, hipMemcpyDeviceToDevice));
  EXPECT_EQ(counter_storage, 7);
  HIP_ASSERT_OK(hipFree(d));
}

TEST_F(Symbols, CopyErrors) {
  float in[17] = {};
  EXPECT_EQ(hipMemcpyToSymbol(constant_table_shadow, in, sizeof(in), 0, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpyToSymbol(constant_table_shadow, in, 8, 60, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  EXPECT_EQ(hipMemcpyToSymbol(constant_table_shadow, in, 4, 0, hipMemcpyDeviceToHost),
            hipErrorInvalidMemcpyDirection);
  EXPECT_EQ(hipMemcpyFromSymbol(in, constant_table_shadow, 4, 0, hipMemcpyHostToDevice),
            hipErrorInvalidMemcpyDirection);
  EXPECT_EQ(hipMemcpyToSymbol(unregistered_shadow, in, 4, 0, hipMemcpyHostToDevice),
            hipErrorInvalidSymbol);
  EXPECT_EQ(hipMemcpyFromSymbol(in, unregistered_shadow, 4, 0, hipMemcpyDeviceToHost),
            hipErrorInvalidSymbol);
  EXPECT_EQ(hipMemcpyToSymbol(constant_table_shadow, in, 4, 0, hipMemcpyDeviceToDevice),
            hipErrorInvalidValue);  // `in` is not device memory
  EXPECT_EQ(hipMemcpyToSymbol(constant_table_shadow, nullptr, 4, 0, hipMemcpyHostToDevice),
            hipErrorInvalidValue);
  hipStream_t dead;
  HIP_ASSERT_OK(hipStreamCreate(&dead));
  HIP_ASSERT_OK(hipStreamDestroy(dead));
  EXPECT_EQ(hipMemcpyToSymbolAsync(constant_table_shadow, in, 4, 0, hipMemcpyHostToDevice, dead),
            hipErrorInvalidHandle);
}
