// Registration of __managed__ variables (what hipcc's device constructors
// call): the kernels' pointer slot is bound to the host definition, or to
// the host shadow registered by __hipRegisterVar under the same name and
// size in either order (then receiving the initial value), and the storage
// is usable with the symbol API and explicit-direction copies.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <cstdint>

#include "test_kernels.h"

extern "C" void __openhip_register_managed_var(void** slot, void* host_definition, const char* name,
                                               uint64_t size, const void* initial, const char* unit);

namespace {

void** registerModule(const char* id) {
  static std::vector<std::vector<char>> blobs;
  static std::vector<test_kernels::FatBinaryWrapper> wrappers;
  blobs.push_back(test_kernels::makeBlob(id));
  wrappers.reserve(8);
  wrappers.push_back({test_kernels::kHipMagic, 1, blobs.back().data(), nullptr});
  return __hipRegisterFatBinary(&wrappers.back());
}

TEST(ManagedRegistration, HostDefinition) {
  static int host_definition[4] = {1, 2, 3, 4};
  void* slot = nullptr;
  const int initial[4] = {9, 9, 9, 9};
  __openhip_register_managed_var(&slot, host_definition, "managedDefined", sizeof(host_definition), initial, "unit.hip");
  EXPECT_EQ(slot, host_definition);
  EXPECT_EQ(host_definition[0], 1);  // a host definition keeps its own initial value
  size_t size = 0;
  HIP_ASSERT_OK(hipGetSymbolSize(&size, host_definition));
  EXPECT_EQ(size, sizeof(host_definition));
  const int value = 7;
  HIP_ASSERT_OK(hipMemcpyToSymbol(host_definition, &value, sizeof(int), sizeof(int)));
  EXPECT_EQ(host_definition[1], 7);
  HIP_ASSERT_OK(hipMemcpy(&host_definition[2], &value, sizeof(int), hipMemcpyHostToDevice));
  EXPECT_EQ(host_definition[2], 7);
}

TEST(ManagedRegistration, ShadowRegisteredFirst) {
  static double shadow[2];
  void** module = registerModule("openhip-managed-shadow-first");
  ASSERT_NE(module, nullptr);
  __hipRegisterVar(module, shadow, const_cast<char*>("shadowFirst"), const_cast<char*>("shadowFirst"), 0,
                   sizeof(shadow), 0, 0);
  void* slot = nullptr;
  const double initial[2] = {2.5, -1.0};
  __openhip_register_managed_var(&slot, nullptr, "shadowFirst", sizeof(shadow), initial, "unit.hip");
  EXPECT_EQ(slot, shadow);
  EXPECT_EQ(shadow[0], 2.5);
  EXPECT_EQ(shadow[1], -1.0);
  void* address = nullptr;
  HIP_ASSERT_OK(hipGetSymbolAddress(&address, shadow));
  EXPECT_EQ(address, shadow);
}

TEST(ManagedRegistration, SlotRegisteredFirst) {
  static long shadow;
  void* slot = nullptr;
  const long initial = 42;
  __openhip_register_managed_var(&slot, nullptr, "slotFirst", sizeof(shadow), &initial, "unit.hip");
  EXPECT_EQ(slot, nullptr);  // waits for the shadow
  void** module = registerModule("openhip-managed-slot-first");
  __hipRegisterVar(module, &shadow, const_cast<char*>("slotFirst"), const_cast<char*>("slotFirst"), 0,
                   sizeof(shadow), 0, 0);
  EXPECT_EQ(slot, &shadow);
  EXPECT_EQ(shadow, 42);
  long back = 0;
  HIP_ASSERT_OK(hipMemcpyFromSymbol(&back, shadow, sizeof(long)));
  EXPECT_EQ(back, 42);
}

// One slot per CPU target a unit was compiled for (docs/cpu-targets.md): all
// of a unit's slots share its shadow; another unit's same-named variable
// gets its own.
TEST(ManagedRegistration, SlotsOfOneUnitShareItsShadow) {
  static int shadow_a, shadow_b;
  void *a_portable = nullptr, *a_native = nullptr, *b_portable = nullptr, *b_native = nullptr;
  const int initial_a = 5, initial_b = 6;
  __openhip_register_managed_var(&a_portable, nullptr, "perTarget", sizeof(int), &initial_a, "a.hip");
  __openhip_register_managed_var(&b_portable, nullptr, "perTarget", sizeof(int), &initial_b, "b.hip");
  __openhip_register_managed_var(&a_native, nullptr, "perTarget", sizeof(int), &initial_a, "a.hip");
  __openhip_register_managed_var(&b_native, nullptr, "perTarget", sizeof(int), &initial_b, "b.hip");
  void** module_a = registerModule("openhip-managed-unit-a");
  __hipRegisterVar(module_a, &shadow_a, const_cast<char*>("perTarget"), const_cast<char*>("perTarget"), 0,
                   sizeof(int), 0, 0);
  EXPECT_EQ(a_portable, &shadow_a);
  EXPECT_EQ(a_native, &shadow_a);
  EXPECT_EQ(b_portable, nullptr);
  EXPECT_EQ(shadow_a, 5);
  void** module_b = registerModule("openhip-managed-unit-b");
  __hipRegisterVar(module_b, &shadow_b, const_cast<char*>("perTarget"), const_cast<char*>("perTarget"), 0,
                   sizeof(int), 0, 0);
  EXPECT_EQ(b_portable, &shadow_b);
  EXPECT_EQ(b_native, &shadow_b);
  EXPECT_EQ(shadow_b, 6);
  // A third target's slot registering late finds its unit's storage.
  void* a_late = nullptr;
  __openhip_register_managed_var(&a_late, nullptr, "perTarget", sizeof(int), &initial_a, "a.hip");
  EXPECT_EQ(a_late, &shadow_a);
}

TEST(ManagedRegistration, NameAndSizeMustMatch) {
  static int other;
  void** module = registerModule("openhip-managed-mismatch");
  __hipRegisterVar(module, &other, const_cast<char*>("mismatch"), const_cast<char*>("mismatch"), 0,
                   sizeof(other), 0, 0);
  void* slot = nullptr;
  __openhip_register_managed_var(&slot, nullptr, "mismatch", 2 * sizeof(other), nullptr, "unit.hip");
  EXPECT_EQ(slot, nullptr);
  __openhip_register_managed_var(&slot, nullptr, "someOtherName", sizeof(other), nullptr, "unit.hip");
  EXPECT_EQ(slot, nullptr);
  __openhip_register_managed_var(nullptr, nullptr, "x", 4, nullptr, nullptr);  // ignored, no crash
}

}  // namespace
