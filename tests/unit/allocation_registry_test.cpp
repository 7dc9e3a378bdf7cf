// Allocation and kernel registries, tested directly.
#include <gtest/gtest.h>

#include <cstring>

#include "allocation_registry.h"
#include "cpu/code_tables.h"
#include "cpu/cpu_backend.h"
#include "kernel_registry.h"
#include "test_kernels.h"

using openhip::Allocation;
using openhip::AllocationKind;
using openhip::AllocationRegistry;

TEST(AllocationRegistry, FindByInteriorPointerAndBounds) {
  AllocationRegistry registry;
  static char block[1000];
  ASSERT_TRUE(registry.insert(Allocation{block + 100, 200, 0, AllocationKind::Device, 0}));
  EXPECT_FALSE(registry.find(block + 99));
  EXPECT_TRUE(registry.find(block + 100));
  EXPECT_TRUE(registry.find(block + 299));
  EXPECT_FALSE(registry.find(block + 300));
  auto a = registry.find(block + 150);
  ASSERT_TRUE(a);
  EXPECT_TRUE(a->contains(block + 150, 150));
  EXPECT_FALSE(a->contains(block + 150, 151));
  EXPECT_FALSE(a->contains(block + 150, SIZE_MAX));
}

TEST(AllocationRegistry, OverlapsAreRejected) {
  AllocationRegistry registry;
  static char block[1000];
  ASSERT_TRUE(registry.insert(Allocation{block + 100, 200, 0, AllocationKind::Registered, 0}));
  EXPECT_FALSE(registry.insert(Allocation{block + 50, 51, 0, AllocationKind::Registered, 0}));
  EXPECT_FALSE(registry.insert(Allocation{block + 299, 10, 0, AllocationKind::Registered, 0}));
  EXPECT_TRUE(registry.insert(Allocation{block + 300, 10, 0, AllocationKind::Registered, 0}));
  EXPECT_TRUE(registry.insert(Allocation{block + 50, 50, 0, AllocationKind::Registered, 0}));
  EXPECT_TRUE(registry.overlaps(block + 95, 10));
  EXPECT_FALSE(registry.overlaps(block + 400, 10));
}

TEST(AllocationRegistry, RemoveChecksKindAndAccountsPerDevice) {
  AllocationRegistry registry;
  static char block[1000];
  ASSERT_TRUE(registry.insert(Allocation{block, 100, 0, AllocationKind::Device, 0}));
  ASSERT_TRUE(registry.insert(Allocation{block + 100, 50, 1, AllocationKind::Managed, 0}));
  ASSERT_TRUE(registry.insert(Allocation{block + 200, 70, 1, AllocationKind::Host, 0}));
  EXPECT_EQ(registry.bytesOnDevice(0), 100u);
  EXPECT_EQ(registry.bytesOnDevice(1), 50u);  // pinned host memory is not device memory
  EXPECT_FALSE(registry.remove(block, {AllocationKind::Host}));
  EXPECT_FALSE(registry.remove(block + 1, {AllocationKind::Device}));
  EXPECT_TRUE(registry.remove(block, {AllocationKind::Device}));
  EXPECT_EQ(registry.bytesOnDevice(0), 0u);
  auto removed = registry.removeDeviceAllocations(1);
  ASSERT_EQ(removed.size(), 1u);
  EXPECT_EQ(removed[0].base, block + 100);
  EXPECT_TRUE(registry.find(block + 200));
}

TEST(KernelRegistry, VariablesResolveOnceTheirTableArrives) {
  openhip::KernelRegistry registry;
  const auto blob = test_kernels::makeBlob("vars-table");
  test_kernels::FatBinaryWrapper wrapper{test_kernels::kCudaMagic, 1, blob.data(), nullptr};
  openhip::FatBinaryStatus status;
  auto* module = registry.registerFatBinary(&wrapper, openhip::kCudaWrapperMagic, &status);
  ASSERT_NE(module, nullptr);
  static int shadow;
  static int storage[4];
  ASSERT_TRUE(registry.registerVar(module, &shadow, "_Z3var", 16, true));
  openhip::cpu::CpuBackend backend;
  auto var = registry.resolveVar(&shadow, backend);
  ASSERT_TRUE(var);
  EXPECT_EQ(var->address, nullptr);  // table not there yet
  static const OpenHipDeviceVarEntry vars[] = {{"_Z3var", storage, sizeof(storage)}};
  static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 64, "vars-table", 0, 1, nullptr, vars, nullptr, 0};
  ASSERT_TRUE(openhip::cpu::CodeTables::get().registerTable(&table));
  var = registry.resolveVar(&shadow, backend);
  ASSERT_TRUE(var);
  EXPECT_EQ(var->address, storage);
  EXPECT_EQ(var->size, sizeof(storage));
  EXPECT_TRUE(var->constant);
  EXPECT_TRUE(registry.unregisterFatBinary(module));
  EXPECT_FALSE(registry.resolveVar(&shadow, backend));
  EXPECT_FALSE(registry.unregisterFatBinary(module));
}
