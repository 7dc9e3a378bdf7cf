// Interprocess memory and event handles between two real processes. Each
// Ipc.* test spawns this executable again running one IpcChild.* test; the
// child finds the handles (hex) and a pipe descriptor in its environment.
// Run directly, the IpcChild.* tests skip themselves.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "test_kernels.h"

extern char** environ;

namespace {

constexpr int kCount = 1 << 16;

template <class Handle>
std::string toHex(const Handle& handle) {
  static const char digits[] = "0123456789abcdef";
  std::string hex;
  for (unsigned char c : handle.reserved) {
    hex += digits[c >> 4];
    hex += digits[c & 15];
  }
  return hex;
}

template <class Handle>
bool fromEnv(const char* name, Handle* handle) {
  const char* hex = std::getenv(name);
  if (!hex || std::string(hex).size() != 2 * sizeof handle->reserved) return false;
  for (size_t i = 0; i < sizeof handle->reserved; ++i)
    handle->reserved[i] = static_cast<char>(std::stoi(std::string(hex + 2 * i, 2), nullptr, 16));
  return true;
}

int envInt(const char* name) {
  const char* value = std::getenv(name);
  return value ? std::atoi(value) : -1;
}

/// Runs `IpcChild.<test>` in a new process with `extra` environment entries; returns its pid.
pid_t spawnChild(const std::string& test, const std::vector<std::string>& extra) {
  std::vector<std::string> env(extra);
  for (char** e = environ; *e; ++e) env.emplace_back(*e);
  std::vector<char*> envp;
  for (std::string& e : env) envp.push_back(e.data());
  envp.push_back(nullptr);
  std::string exe = "/proc/self/exe";
  std::string filter = "--gtest_filter=IpcChild." + test;
  char* argv[] = {exe.data(), filter.data(), nullptr};
  pid_t pid = -1;
  if (posix_spawn(&pid, exe.c_str(), nullptr, nullptr, argv, envp.data()) != 0) return -1;
  return pid;
}

int waitChild(pid_t pid) {
  int status = 0;
  if (waitpid(pid, &status, 0) != pid) return -1;
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

void writeByte(int fd, char c) { ASSERT_EQ(write(fd, &c, 1), 1); }
char readByte(int fd) {
  char c = 0;
  return read(fd, &c, 1) == 1 ? c : 0;
}

void waitForFlag(void* flag) {
  auto* release = static_cast<std::atomic<bool>*>(flag);
  while (!release->load()) std::this_thread::sleep_for(std::chrono::milliseconds(1));
}

struct SlowWrite {
  int* target;
  int value;
};
void slowWrite(void* data) {
  auto* w = static_cast<SlowWrite*>(data);
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  __atomic_store_n(w->target, w->value, __ATOMIC_RELEASE);
}

}  // namespace

// ---- Child side ---------------------------------------------------------------------

TEST(IpcChild, OpenCheckWriteClose) {
  hipIpcMemHandle_t handle;
  if (!fromEnv("OPENHIP_TEST_IPC_MEM", &handle)) GTEST_SKIP() << "run by Ipc.* only";
  int* shared = nullptr;
  HIP_ASSERT_OK(hipIpcOpenMemHandle(reinterpret_cast<void**>(&shared), handle,
                                    hipIpcMemLazyEnablePeerAccess));
  int* again = nullptr;  // a second open maps nothing new
  HIP_ASSERT_OK(hipIpcOpenMemHandle(reinterpret_cast<void**>(&again), handle, 0));
  EXPECT_EQ(again, shared);
  std::vector<int> seen(kCount);
  HIP_ASSERT_OK(hipMemcpy(seen.data(), shared, kCount * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < kCount; ++i) ASSERT_EQ(seen[i], i) << i;
  void* base = nullptr;
  size_t size = 0;
  HIP_ASSERT_OK(hipMemGetAddressRange(&base, &size, shared + 5));
  EXPECT_EQ(size, kCount * sizeof(int));
  EXPECT_EQ(hipFree(shared), hipErrorInvalidValue);  // imports are closed, not freed
  HIP_ASSERT_OK(hipMemsetD32(shared, 7, kCount));
  HIP_ASSERT_OK(hipIpcCloseMemHandle(again));
  HIP_ASSERT_OK(hipIpcCloseMemHandle(shared));
  EXPECT_EQ(hipIpcCloseMemHandle(shared), hipErrorInvalidHandle);  // double close
}

TEST(IpcChild, EventBothDirections) {
  hipIpcEventHandle_t event_handle;
  hipIpcMemHandle_t mem_handle;
  if (!fromEnv("OPENHIP_TEST_IPC_EVENT", &event_handle) ||
      !fromEnv("OPENHIP_TEST_IPC_MEM", &mem_handle))
    GTEST_SKIP() << "run by Ipc.* only";
  const int pipe_fd = envInt("OPENHIP_TEST_IPC_PIPE");
  hipEvent_t event = nullptr;
  HIP_ASSERT_OK(hipIpcOpenEventHandle(&event, event_handle));
  int* word = nullptr;
  HIP_ASSERT_OK(hipIpcOpenMemHandle(reinterpret_cast<void**>(&word), mem_handle, 0));
  // The parent's record is held back until we say so.
  EXPECT_EQ(hipEventQuery(event), hipErrorNotReady);
  writeByte(pipe_fd, 'q');
  HIP_ASSERT_OK(hipEventSynchronize(event));
  EXPECT_EQ(__atomic_load_n(word, __ATOMIC_ACQUIRE), 5);  // written before the parent's record
  HIP_EXPECT_OK(hipEventQuery(event));
  // Now record it here, after slow work, and let the parent wait for it.
  hipStream_t stream;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  SlowWrite slow{word, 9};
  HIP_ASSERT_OK(hipLaunchHostFunc(stream, slowWrite, &slow));
  HIP_ASSERT_OK(hipEventRecord(event, stream));
  writeByte(pipe_fd, 'r');
  HIP_ASSERT_OK(hipStreamSynchronize(stream));
  HIP_ASSERT_OK(hipStreamDestroy(stream));
  EXPECT_EQ(hipEventElapsedTime(nullptr, event, event), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipEventDestroy(event));
  HIP_ASSERT_OK(hipIpcCloseMemHandle(word));
}

TEST(IpcChild, PoolPointer) {
  hipMemPoolPtrExportData data;
  const int pool_fd = envInt("OPENHIP_TEST_IPC_POOL_FD");
  if (!fromEnv("OPENHIP_TEST_IPC_POINTER", &data) || pool_fd < 0) GTEST_SKIP() << "run by Ipc.* only";
  hipMemPool_t pool = nullptr;
  HIP_ASSERT_OK(hipMemPoolImportFromShareableHandle(
      &pool, reinterpret_cast<void*>(intptr_t(pool_fd)), hipMemHandleTypePosixFileDescriptor, 0));
  close(pool_fd);
  unsigned* block = nullptr;
  HIP_ASSERT_OK(hipMemPoolImportPointer(reinterpret_cast<void**>(&block), pool, &data));
  for (int i = 0; i < kCount; ++i) ASSERT_EQ(block[i], 0x1234u) << i;
  HIP_ASSERT_OK(hipMemsetD32(block, 0x5678, kCount));
  HIP_ASSERT_OK(hipFree(block));
  HIP_ASSERT_OK(hipMemPoolDestroy(pool));
}

// ---- Parent side --------------------------------------------------------------------

TEST(Ipc, MemoryIsSharedWithAnotherProcess) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  int* data = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&data), kCount * sizeof(int)));
  std::vector<int> values(kCount);
  for (int i = 0; i < kCount; ++i) values[i] = i;
  HIP_ASSERT_OK(hipMemcpy(data, values.data(), kCount * sizeof(int), hipMemcpyHostToDevice));
  hipIpcMemHandle_t handle, again;
  HIP_ASSERT_OK(hipIpcGetMemHandle(&handle, data));
  HIP_ASSERT_OK(hipIpcGetMemHandle(&again, data));  // cheap and repeatable
  EXPECT_EQ(toHex(handle), toHex(again));
  pid_t child = spawnChild("OpenCheckWriteClose", {"OPENHIP_TEST_IPC_MEM=" + toHex(handle)});
  ASSERT_GT(child, 0);
  ASSERT_EQ(waitChild(child), 0);
  HIP_ASSERT_OK(hipMemcpy(values.data(), data, kCount * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < kCount; ++i) ASSERT_EQ(values[i], 7) << i;  // the child's writes
  HIP_ASSERT_OK(hipFree(data));
}

TEST(Ipc, EventIsSharedWithAnotherProcess) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  hipEvent_t event = nullptr;
  HIP_ASSERT_OK(hipEventCreateWithFlags(&event, hipEventDisableTiming | hipEventInterprocess));
  int* word = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&word), sizeof(int)));
  HIP_ASSERT_OK(hipMemset(word, 0, sizeof(int)));
  hipIpcEventHandle_t event_handle;
  hipIpcMemHandle_t mem_handle;
  HIP_ASSERT_OK(hipIpcGetEventHandle(&event_handle, event));
  HIP_ASSERT_OK(hipIpcGetMemHandle(&mem_handle, word));

  hipStream_t stream;
  HIP_ASSERT_OK(hipStreamCreate(&stream));
  std::atomic<bool> release{false};
  HIP_ASSERT_OK(hipLaunchHostFunc(stream, waitForFlag, &release));
  SlowWrite five{word, 5};
  HIP_ASSERT_OK(hipLaunchHostFunc(stream, slowWrite, &five));
  HIP_ASSERT_OK(hipEventRecord(event, stream));

  int fds[2];
  ASSERT_EQ(pipe(fds), 0);
  pid_t child = spawnChild("EventBothDirections",
                           {"OPENHIP_TEST_IPC_EVENT=" + toHex(event_handle),
                            "OPENHIP_TEST_IPC_MEM=" + toHex(mem_handle),
                            "OPENHIP_TEST_IPC_PIPE=" + std::to_string(fds[1])});
  ASSERT_GT(child, 0);
  close(fds[1]);  // a child that dies early then reads as end of file, not a hang
  EXPECT_EQ(readByte(fds[0]), 'q');  // the child saw our record pending
  release = true;
  EXPECT_EQ(readByte(fds[0]), 'r');  // the child recorded after its slow write of 9
  HIP_ASSERT_OK(hipEventSynchronize(event));
  EXPECT_EQ(__atomic_load_n(word, __ATOMIC_ACQUIRE), 9);
  EXPECT_EQ(waitChild(child), 0);
  close(fds[0]);
  HIP_ASSERT_OK(hipStreamDestroy(stream));
  HIP_ASSERT_OK(hipEventDestroy(event));
  HIP_ASSERT_OK(hipFree(word));
}

TEST(Ipc, MemoryHandleErrors) {
  SKIP_UNLESS_HOST_ADDRESSES_DEVICE_MEMORY();
  hipIpcMemHandle_t handle;
  char* a = nullptr;
  char* b = nullptr;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&a), 1024));
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&b), 1024));
  hipIpcMemHandle_t other;
  HIP_ASSERT_OK(hipIpcGetMemHandle(&handle, a));
  HIP_ASSERT_OK(hipIpcGetMemHandle(&other, b));
  EXPECT_NE(toHex(handle), toHex(other));  // unique per allocation
  EXPECT_EQ(hipIpcGetMemHandle(nullptr, a), hipErrorInvalidValue);
  EXPECT_EQ(hipIpcGetMemHandle(&handle, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipIpcGetMemHandle(&handle, a + 1024), hipErrorInvalidValue);  // out of bounds
  EXPECT_EQ(hipIpcGetMemHandle(&handle, a + 16), hipErrorInvalidValue);    // not the base
  int local = 0;
  EXPECT_EQ(hipIpcGetMemHandle(&handle, &local), hipErrorInvalidValue);
  int capable = 0;
  HIP_ASSERT_OK(hipPointerGetAttribute(&capable, HIP_POINTER_ATTRIBUTE_IS_LEGACY_HIP_IPC_CAPABLE, b));
  EXPECT_EQ(capable, 1);
  void* pinned = nullptr;
  HIP_ASSERT_OK(hipHostMalloc(&pinned, 64, 0));
  HIP_ASSERT_OK(
      hipPointerGetAttribute(&capable, HIP_POINTER_ATTRIBUTE_IS_LEGACY_HIP_IPC_CAPABLE, pinned));
  EXPECT_EQ(capable, 0);
  EXPECT_EQ(hipIpcGetMemHandle(&handle, pinned), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipHostFree(pinned));
  void* pooled = nullptr;
  HIP_ASSERT_OK(hipMallocAsync(&pooled, 64, nullptr));
  EXPECT_EQ(hipIpcGetMemHandle(&handle, pooled), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipFreeAsync(pooled, nullptr));

  void* opened = nullptr;  // opening in the exporting process
  HIP_ASSERT_OK(hipIpcGetMemHandle(&handle, a));
  EXPECT_EQ(hipIpcOpenMemHandle(&opened, handle, 0), hipErrorInvalidContext);
  EXPECT_EQ(hipIpcOpenMemHandle(nullptr, handle, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipIpcOpenMemHandle(&opened, handle, 8), hipErrorInvalidValue);
  hipIpcMemHandle_t garbage{};
  EXPECT_EQ(hipIpcOpenMemHandle(&opened, garbage, 0), hipErrorInvalidHandle);
  EXPECT_EQ(hipIpcCloseMemHandle(a), hipErrorInvalidHandle);  // not an import
  EXPECT_EQ(hipIpcCloseMemHandle(nullptr), hipErrorInvalidValue);

  // Exported memory keeps working in the exporting process.
  HIP_ASSERT_OK(hipMemset(a, 3, 1024));
  char check[1024];
  HIP_ASSERT_OK(hipMemcpy(check, a, sizeof check, hipMemcpyDeviceToHost));
  EXPECT_EQ(check[1023], 3);
  HIP_ASSERT_OK(hipFree(a));
  HIP_ASSERT_OK(hipFree(b));
  EXPECT_EQ(hipIpcGetMemHandle(&handle, a), hipErrorInvalidValue);  // freed
}

TEST(Ipc, EventHandleErrors) {
  hipEvent_t plain = nullptr, shared = nullptr, opened = nullptr;
  HIP_ASSERT_OK(hipEventCreateWithFlags(&plain, hipEventDisableTiming));
  HIP_ASSERT_OK(hipEventCreateWithFlags(&shared, hipEventDisableTiming | hipEventInterprocess));
  hipIpcEventHandle_t handle;
  EXPECT_EQ(hipIpcGetEventHandle(&handle, plain), hipErrorInvalidConfiguration);
  EXPECT_EQ(hipIpcGetEventHandle(nullptr, shared), hipErrorInvalidValue);
  EXPECT_EQ(hipIpcGetEventHandle(&handle, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipIpcGetEventHandle(&handle, shared));
  EXPECT_EQ(hipIpcOpenEventHandle(&opened, handle), hipErrorInvalidContext);
  EXPECT_EQ(hipIpcOpenEventHandle(nullptr, handle), hipErrorInvalidValue);
  hipIpcEventHandle_t garbage{};
  EXPECT_EQ(hipIpcOpenEventHandle(&opened, garbage), hipErrorInvalidValue);
  // An exported event still works locally: record, query, synchronize.
  HIP_ASSERT_OK(hipEventRecord(shared, nullptr));
  HIP_ASSERT_OK(hipEventSynchronize(shared));
  HIP_ASSERT_OK(hipEventQuery(shared));
  HIP_ASSERT_OK(hipEventDestroy(plain));
  HIP_ASSERT_OK(hipEventDestroy(shared));
}

TEST(Ipc, PoolBlockIsSharedWithAnotherProcess) {
  hipMemPoolProps props{};
  props.allocType = hipMemAllocationTypePinned;
  props.handleTypes = hipMemHandleTypePosixFileDescriptor;
  props.location.type = hipMemLocationTypeDevice;
  hipMemPool_t pool = nullptr;
  HIP_ASSERT_OK(hipMemPoolCreate(&pool, &props));
  unsigned* block = nullptr;
  HIP_ASSERT_OK(hipMallocFromPoolAsync(reinterpret_cast<void**>(&block), kCount * 4, pool, nullptr));
  HIP_ASSERT_OK(hipMemsetD32Async(block, 0x1234, kCount, nullptr));
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  int fd = -1;  // inherited by the child (no close-on-exec)
  HIP_ASSERT_OK(hipMemPoolExportToShareableHandle(&fd, pool, hipMemHandleTypePosixFileDescriptor, 0));
  hipMemPoolPtrExportData data;
  HIP_ASSERT_OK(hipMemPoolExportPointer(&data, block));
  pid_t child = spawnChild("PoolPointer", {"OPENHIP_TEST_IPC_POOL_FD=" + std::to_string(fd),
                                           "OPENHIP_TEST_IPC_POINTER=" + toHex(data)});
  ASSERT_GT(child, 0);
  ASSERT_EQ(waitChild(child), 0);
  close(fd);
  for (int i = 0; i < kCount; ++i) ASSERT_EQ(block[i], 0x5678u) << i;  // the child's writes
  HIP_ASSERT_OK(hipFreeAsync(block, nullptr));
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  HIP_ASSERT_OK(hipMemPoolDestroy(pool));
}
