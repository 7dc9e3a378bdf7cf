// Hand-written CPU block functions registered through the same path hipcc's
// generated code uses (kernel table constructor + fat binary + host stubs),
// so the runtime tests exercise real registration and launches before hipcc
// exists. Each kernel is a C++ function running one whole block.
#pragma once

#include <hip/hip_runtime_api.h>
#include <hip/hip_registration.h>  // what hipcc-generated code calls; these tests call it by hand

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "openhip/abi.h"

#define HIP_ASSERT_OK(expr) ASSERT_EQ((expr), hipSuccess)
#define HIP_EXPECT_OK(expr) EXPECT_EQ((expr), hipSuccess)

// Device memory as a portable program sees it: through copies. The tests also
// run on the discrete test backend (OPENHIP_BACKEND=discrete), whose device
// memory the host cannot address, so they never dereference it on the host.
template <class T>
std::vector<T> readDevice(const void* p, size_t count) {
  std::vector<T> values(count);
  if (hipMemcpy(values.data(), p, count * sizeof(T), hipMemcpyDeviceToHost) != hipSuccess)
    values.clear();
  return values;
}
template <class T>
T readDevice(const void* p) {
  T value{};
  (void)hipMemcpy(&value, p, sizeof(T), hipMemcpyDeviceToHost);
  return value;
}
template <class T>
void writeDevice(void* p, const std::vector<T>& values) {
  (void)hipMemcpy(p, values.data(), values.size() * sizeof(T), hipMemcpyHostToDevice);
}
/// True when the host addresses device memory directly (the CPU backend).
inline bool hostAddressesDeviceMemory() {
  int integrated = 0;
  return hipDeviceGetAttribute(&integrated, hipDeviceAttributeIntegrated, 0) == hipSuccess &&
         integrated != 0;
}

/// Fault containment catches SIGSEGV/SIGBUS/SIGFPE raised by kernel code
/// (docs/faults.md); AddressSanitizer and ThreadSanitizer handle those signals
/// themselves, and reserve terabytes of shadow address space that an
/// address-space limit trips over. Tests of faults and limits skip there.
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define OPENHIP_TEST_UNDER_SANITIZER 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer)
#define OPENHIP_TEST_UNDER_SANITIZER 1
#endif
#endif
#ifdef OPENHIP_TEST_UNDER_SANITIZER
#define SKIP_UNDER_SANITIZERS()                                              \
  GTEST_SKIP() << "the sanitizer handles fault signals and address space itself"
#else
#define SKIP_UNDER_SANITIZERS() \
  do {                          \
  } while (0)
#endif

/// For tests of what only a backend with host-addressable device memory does
/// (texture sampling on the host, IPC and virtual memory handles).
#define SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY()                            \
  do {                                                                       \
    if (!hostAddressesDeviceMemory())                                        \
      GTEST_SKIP() << "needs device memory the host addresses directly";     \
  } while (0)

namespace test_kernels {

template <class T>
T arg(void** args, int i) {
  T value;
  std::memcpy(&value, args[i], sizeof(T));
  return value;
}

inline uint64_t linearBlock(const OpenHipLaunchCtx* c) {
  return c->block_idx[0] + uint64_t(c->grid_dim[0]) * (c->block_idx[1] + uint64_t(c->grid_dim[1]) * c->block_idx[2]);
}
inline uint32_t threadsPerBlock(const OpenHipLaunchCtx* c) {
  return c->block_dim[0] * c->block_dim[1] * c->block_dim[2];
}

/// saxpy(int n, float a, const float* x, float* y): y = a*x + y, 1D.
inline void saxpyBlock(void** args, const OpenHipLaunchCtx* c) {
  const int n = arg<int>(args, 0);
  const float a = arg<float>(args, 1);
  const float* x = arg<const float*>(args, 2);
  float* y = arg<float*>(args, 3);
  for (uint32_t t = 0; t < c->block_dim[0]; ++t) {
    const uint64_t i = uint64_t(c->block_idx[0]) * c->block_dim[0] + t;
    if (i < uint64_t(n)) y[i] = a * x[i] + y[i];
  }
}

/// recordCtx(uint32_t* out): block b writes its launch context to out[b*10..].
inline void recordCtxBlock(void** args, const OpenHipLaunchCtx* c) {
  uint32_t* out = arg<uint32_t*>(args, 0) + linearBlock(c) * 10;
  for (int d = 0; d < 3; ++d) {
    out[d] = c->block_idx[d];
    out[3 + d] = c->grid_dim[d];
    out[6 + d] = c->block_dim[d];
  }
  out[9] = c->warp_size;
}

/// blockSum(const int* in, int* out, int* misaligned): sums the block's
/// elements through the static shared part (one int per thread), then
/// copies the sum into the dynamic part and reads it back from there.
inline void blockSumBlock(void** args, const OpenHipLaunchCtx* c) {
  const int* in = arg<const int*>(args, 0);
  int* out = arg<int*>(args, 1);
  int* misaligned = arg<int*>(args, 2);
  const uint32_t n = threadsPerBlock(c);
  if (!c->shared_arena || reinterpret_cast<uintptr_t>(c->shared_arena) % 64 != 0) *misaligned = 1;
  int* shared = static_cast<int*>(c->shared_arena);
  for (uint32_t t = 0; t < n; ++t) shared[t] = in[linearBlock(c) * n + t];
  // "barrier", then thread 0 reduces
  int sum = 0;
  for (uint32_t t = 0; t < n; ++t) sum += shared[t];
  int* dynamic_part = reinterpret_cast<int*>(static_cast<char*>(c->shared_arena) + 4096);
  if (c->dynamic_shared_size >= sizeof(int)) {
    dynamic_part[0] = sum;
    sum = dynamic_part[0];
  }
  out[linearBlock(c)] = sum;
}

/// privateCheck(int* ok): every work-item writes and re-reads its 16-byte
/// private slot; ok[block] = 1 if all survived.
inline void privateCheckBlock(void** args, const OpenHipLaunchCtx* c) {
  int* ok = arg<int*>(args, 0);
  const uint32_t n = threadsPerBlock(c);
  auto* slots = static_cast<uint64_t*>(c->private_arena);
  if (!slots) return;
  for (uint32_t t = 0; t < n; ++t) slots[2 * t] = slots[2 * t + 1] = t * 7 + linearBlock(c);
  bool good = reinterpret_cast<uintptr_t>(slots) % 64 == 0;
  for (uint32_t t = 0; t < n; ++t) good &= slots[2 * t] == t * 7 + linearBlock(c) && slots[2 * t + 1] == slots[2 * t];
  ok[linearBlock(c)] = good ? 1 : 0;
}

/// countBlocks(unsigned* hits): hits[block] += 1 (each block exactly once).
inline void countBlocksBlock(void** args, const OpenHipLaunchCtx* c) {
  unsigned* hits = arg<unsigned*>(args, 0);
  reinterpret_cast<std::atomic<unsigned>*>(hits)[linearBlock(c)].fetch_add(1);
}

/// sleepKernel(int ms): block 0 sleeps, to keep a stream busy.
inline void sleepBlock(void** args, const OpenHipLaunchCtx* c) {
  if (linearBlock(c) == 0) std::this_thread::sleep_for(std::chrono::milliseconds(arg<int>(args, 0)));
}

/// addOne(int* data, int n): data[i] += 1 over a 1D grid.
inline void addOneBlock(void** args, const OpenHipLaunchCtx* c) {
  int* data = arg<int*>(args, 0);
  const int n = arg<int>(args, 1);
  for (uint32_t t = 0; t < c->block_dim[0]; ++t) {
    const uint64_t i = uint64_t(c->block_idx[0]) * c->block_dim[0] + t;
    if (i < uint64_t(n)) data[i] += 1;
  }
}

inline void noopBlock(void**, const OpenHipLaunchCtx*) {}

inline const uint32_t kSaxpySizes[] = {4, 4, 8, 8};
inline const uint32_t kSaxpyAligns[] = {4, 4, 8, 8};
inline const uint32_t kPtrSizes[] = {8, 8, 8};
inline const uint32_t kIntSizes[] = {4};
inline const uint32_t kPtrIntSizes[] = {8, 4};
inline const uint32_t kPtrIntAligns[] = {8, 4};

inline const OpenHipKernelEntry kEntries[] = {
    {"_Z5saxpyifPKfPf", saxpyBlock, 0, 0, 0, 0, 4, kSaxpySizes, kSaxpyAligns},
    {"_Z9recordCtxPj", recordCtxBlock, 0, 0, 0, 0, 1, kPtrSizes, kPtrSizes},
    {"_Z8blockSumPKiPiS1_", blockSumBlock, 4096, 0, OPENHIP_KERNEL_USES_DYNAMIC_SHARED, 0, 3, kPtrSizes, kPtrSizes},
    {"_Z12privateCheckPi", privateCheckBlock, 0, 16, OPENHIP_KERNEL_HAS_BARRIERS, 0, 1, kPtrSizes, kPtrSizes},
    {"_Z11countBlocksPj", countBlocksBlock, 0, 0, 0, 0, 1, kPtrSizes, kPtrSizes},
    {"_Z11sleepKerneli", sleepBlock, 0, 0, 0, 0, 1, kIntSizes, kIntSizes},
    {"_Z6addOnePii", addOneBlock, 0, 0, 0, 0, 2, kPtrIntSizes, kPtrIntAligns},
    {"_Z7boundedv", noopBlock, 0, 0, 0, 128, 0, nullptr, nullptr},
    {"_Z9bigSharedv", noopBlock, 60 * 1024, 0, 0, 0, 0, nullptr, nullptr},
};

// Host stubs: any distinct addresses do (hipcc's are the stub functions).
inline char saxpy_stub, record_ctx_stub, block_sum_stub, private_check_stub, count_blocks_stub,
    sleep_stub, add_one_stub, bounded_stub, big_shared_stub;
inline const void* const kStubs[] = {&saxpy_stub,        &record_ctx_stub,   &block_sum_stub,
                                     &private_check_stub, &count_blocks_stub, &sleep_stub,
                                     &add_one_stub,       &bounded_stub,      &big_shared_stub};
inline const void* const kSaxpy = &saxpy_stub;
inline const void* const kRecordCtx = &record_ctx_stub;
inline const void* const kBlockSum = &block_sum_stub;
inline const void* const kPrivateCheck = &private_check_stub;
inline const void* const kCountBlocks = &count_blocks_stub;
inline const void* const kSleep = &sleep_stub;
inline const void* const kAddOne = &add_one_stub;
inline const void* const kBounded = &bounded_stub;
inline const void* const kBigShared = &big_shared_stub;

/// The blob clang would embed: OpenHipFatBinaryHeader followed by the id.
inline std::vector<char> makeBlob(const std::string& id) {
  OpenHipFatBinaryHeader header;
  std::memcpy(header.magic, OPENHIP_FATBIN_MAGIC, 8);
  header.version = OPENHIP_ABI_VERSION;
  header.id_size = static_cast<uint32_t>(id.size());
  std::vector<char> blob(sizeof(header) + id.size());
  std::memcpy(blob.data(), &header, sizeof(header));
  std::memcpy(blob.data() + sizeof(header), id.data(), id.size());
  return blob;
}

/// clang's fat binary wrapper struct.
struct FatBinaryWrapper {
  int magic;
  int version;
  const void* data;
  void* unused;
};
constexpr int kCudaMagic = 0x466243b1;
constexpr int kHipMagic = 0x48495046;

inline const char* kTableId = "openhip-unit-tests";

/// Registers the test kernels once per process (CUDA-mode entry points, table
/// after the fat binary, as may happen with constructor order).
inline void registerTestKernels() {
  static const bool done = [] {
    static const std::vector<char> blob = makeBlob(kTableId);
    static FatBinaryWrapper wrapper{kCudaMagic, 1, blob.data(), nullptr};
    void** handle = __cudaRegisterFatBinary(&wrapper);
    for (size_t i = 0; i < sizeof(kEntries) / sizeof(kEntries[0]); ++i)
      __cudaRegisterFunction(handle, static_cast<const char*>(kStubs[i]),
                             const_cast<char*>(kEntries[i].name), kEntries[i].name, -1, nullptr,
                             nullptr, nullptr, nullptr, nullptr);
    __cudaRegisterFatBinaryEnd(handle);
    static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 64, kTableId,
                                       sizeof(kEntries) / sizeof(kEntries[0]), 0, kEntries, nullptr, nullptr, 0};
    __openhip_register_cpu_table(&table);
    return handle != nullptr;
  }();
  (void)done;
}

}  // namespace test_kernels

namespace test_kernels {

/// Device variables of a second test table, bound to host shadows through
/// __cudaRegisterVar as hipcc's host code does.
inline float constant_table_storage[16];
inline int counter_storage;
inline float constant_table_shadow[16];  // the host shadows HIP_SYMBOL() refers to
inline int counter_shadow;
inline int unregistered_shadow;

inline void registerTestVariables() {
  static const bool done = [] {
    static const OpenHipDeviceVarEntry vars[] = {
        {"_Z14constant_table", constant_table_storage, sizeof(constant_table_storage)},
        {"_Z7counter", &counter_storage, sizeof(counter_storage)},
    };
    static const OpenHipCpuTable table{OPENHIP_ABI_VERSION, 64, "openhip-unit-test-vars", 0, 2,
                                       nullptr, vars, nullptr, 0};
    __openhip_register_cpu_table(&table);
    static const std::vector<char> blob = makeBlob("openhip-unit-test-vars");
    static FatBinaryWrapper wrapper{kCudaMagic, 1, blob.data(), nullptr};
    void** handle = __cudaRegisterFatBinary(&wrapper);
    __cudaRegisterVar(handle, reinterpret_cast<char*>(constant_table_shadow),
                      const_cast<char*>("_Z14constant_table"), "_Z14constant_table", 0,
                      sizeof(constant_table_shadow), 1, 0);
    __cudaRegisterVar(handle, reinterpret_cast<char*>(&counter_shadow),
                      const_cast<char*>("_Z7counter"), "_Z7counter", 0, sizeof(int), 0, 0);
    return handle != nullptr;
  }();
  (void)done;
}

}  // namespace test_kernels
