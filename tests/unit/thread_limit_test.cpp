// Streams need no OS thread each, and a thread that cannot be started (a
// thread or memory limit, as in containers) is never an abort: streams then
// share the threads that exist. The limit is an address-space limit set in a
// child process (a thread's stack is a mapping), where many streams are busy
// at once.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>
#include <sys/resource.h>
#include <unistd.h>

#include <cstdio>
#include <vector>

#include "test_kernels.h"

namespace {

size_t mappedBytes() {
  unsigned long pages = 0;
  if (FILE* statm = std::fopen("/proc/self/statm", "r")) {
    if (std::fscanf(statm, "%lu", &pages) != 1) pages = 0;
    std::fclose(statm);
  }
  return pages * static_cast<size_t>(sysconf(_SC_PAGESIZE));
}

int threadCount() {
  int threads = 0;
  if (FILE* status = std::fopen("/proc/self/status", "r")) {
    char line[256];
    while (std::fgets(line, sizeof line, status))
      if (std::sscanf(line, "Threads: %d", &threads) == 1) break;
    std::fclose(status);
  }
  return threads;
}

/// 0 when every launch on `count` busy streams completed; the failing step otherwise.
int launchOnManyStreams(int count) {
  test_kernels::registerTestKernels();
  if (hipSetDevice(0) != hipSuccess) return 1;
  std::vector<hipStream_t> streams(count);
  for (hipStream_t& stream : streams)
    if (hipStreamCreate(&stream) != hipSuccess) return 2;
  int* counts = nullptr;
  if (hipMallocManaged(reinterpret_cast<void**>(&counts), sizeof(int) * count) != hipSuccess) return 3;
  // A little headroom for the runtime's own allocations, not for 8 MiB thread stacks each.
  const size_t limit = mappedBytes() + (96u << 20);
  const rlimit address_space{limit, limit};
  if (setrlimit(RLIMIT_AS, &address_space) != 0) return 4;
  for (int i = 0; i < count; ++i) {
    int milliseconds = 2;
    void* sleep_args[] = {&milliseconds};
    if (hipLaunchKernel(test_kernels::kSleep, dim3(1), dim3(1), sleep_args, 0, streams[i]) != hipSuccess)
      return 5;
    int* slot = counts + i;
    int n = 1;
    void* add_args[] = {&slot, &n};
    if (hipLaunchKernel(test_kernels::kAddOne, dim3(1), dim3(1), add_args, 0, streams[i]) != hipSuccess)
      return 6;
  }
  if (hipDeviceSynchronize() != hipSuccess) return 7;
  for (int i = 0; i < count; ++i)
    if (counts[i] != 1) return 8;
  for (hipStream_t stream : streams)
    if (hipStreamDestroy(stream) != hipSuccess) return 9;
  return 0;
}

}  // namespace

TEST(ThreadLimits, BusyStreamsBeyondTheThreadLimitStillComplete) {
  SKIP_UNDER_SANITIZERS();
  ::testing::FLAGS_gtest_death_test_style = "threadsafe";  // a fresh process
  // The warning shows that the limit was reached: streams then shared the runners.
  EXPECT_EXIT(std::_Exit(launchOnManyStreams(300)), ::testing::ExitedWithCode(0),
              "openhip: warning: cannot start another stream thread");
}

TEST(ThreadLimits, StreamsDoNotEachOwnAThread) {
  test_kernels::registerTestKernels();
  HIP_ASSERT_OK(hipSetDevice(0));
  std::vector<hipStream_t> streams(1000);
  for (hipStream_t& stream : streams) HIP_ASSERT_OK(hipStreamCreate(&stream));
  for (hipStream_t stream : streams)
    HIP_ASSERT_OK(hipLaunchKernel(test_kernels::kBounded, dim3(1), dim3(1), nullptr, 0, stream));
  HIP_ASSERT_OK(hipDeviceSynchronize());
  // Threads are started for streams busy at the same time, not per stream.
  EXPECT_LT(threadCount(), 500);
  for (hipStream_t stream : streams) HIP_ASSERT_OK(hipStreamDestroy(stream));
}
