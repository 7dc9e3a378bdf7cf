#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <chrono>
#include <mutex>
#include <thread>
#include <vector>

#include "test_kernels.h"

using namespace test_kernels;

namespace {

// Records the order in which host functions ran.
struct OrderLog {
  std::mutex mutex;
  std::vector<int> entries;
  static void append(void* user) {
    auto* item = static_cast<std::pair<OrderLog*, int>*>(user);
    std::lock_guard<std::mutex> lock(item->first->mutex);
    item->first->entries.push_back(item->second);
  }
};

hipError_t launchSleep(hipStream_t stream, int ms) {
  void* args[] = {&ms};
  return hipLaunchKernel(kSleep, dim3(1), dim3(1), args, 0, stream);
}

class Streams : public ::testing::Test {
 protected:
  void SetUp() override { registerTestKernels(); }
  void TearDown() override { (void)hipGetLastError(); }
};

}  // namespace

TEST_F(Streams, CreateQueryDestroy) {
  hipStream_t s = nullptr;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  unsigned flags = 99;
  HIP_ASSERT_OK(hipStreamGetFlags(s, &flags));
  EXPECT_EQ(flags, 0u);
  int priority = 5;
  HIP_ASSERT_OK(hipStreamGetPriority(s, &priority));
  EXPECT_EQ(priority, 0);
  HIP_EXPECT_OK(hipStreamQuery(s));  // empty stream is idle
  HIP_ASSERT_OK(hipStreamDestroy(s));

  HIP_ASSERT_OK(hipStreamCreateWithFlags(&s, hipStreamNonBlocking));
  HIP_ASSERT_OK(hipStreamGetFlags(s, &flags));
  EXPECT_EQ(flags, unsigned(hipStreamNonBlocking));
  HIP_ASSERT_OK(hipStreamDestroy(s));

  int least = 1, greatest = 1;
  HIP_ASSERT_OK(hipDeviceGetStreamPriorityRange(&least, &greatest));
  EXPECT_EQ(least, 0);
  EXPECT_EQ(greatest, -1);
  HIP_ASSERT_OK(hipStreamCreateWithPriority(&s, 0, greatest));
  HIP_ASSERT_OK(hipStreamGetPriority(s, &priority));
  EXPECT_EQ(priority, greatest);
  HIP_ASSERT_OK(hipStreamDestroy(s));
  HIP_ASSERT_OK(hipStreamCreateWithPriority(&s, 0, -100));  // clamped
  HIP_ASSERT_OK(hipStreamGetPriority(s, &priority));
  EXPECT_EQ(priority, greatest);
  HIP_ASSERT_OK(hipStreamDestroy(s));
}

TEST_F(Streams, InvalidArgumentsAndDestroyedStreams) {
  EXPECT_EQ(hipStreamCreate(nullptr), hipErrorInvalidValue);
  hipStream_t s;
  EXPECT_EQ(hipStreamCreateWithFlags(&s, 0x10), hipErrorInvalidValue);
  EXPECT_EQ(hipDeviceGetStreamPriorityRange(nullptr, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipStreamCreate(&s));
  EXPECT_EQ(hipStreamGetFlags(s, nullptr), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamGetPriority(s, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipStreamDestroy(s));
  unsigned flags;
  int priority;
  EXPECT_EQ(hipStreamDestroy(s), hipErrorInvalidHandle);
  EXPECT_EQ(hipStreamQuery(s), hipErrorInvalidHandle);
  EXPECT_EQ(hipStreamSynchronize(s), hipErrorInvalidHandle);
  EXPECT_EQ(hipStreamGetFlags(s, &flags), hipErrorInvalidHandle);
  EXPECT_EQ(hipStreamGetPriority(s, &priority), hipErrorInvalidHandle);
  EXPECT_EQ(hipLaunchHostFunc(s, OrderLog::append, nullptr), hipErrorInvalidHandle);
  EXPECT_EQ(launchSleep(s, 1), hipErrorInvalidHandle);
  EXPECT_EQ(hipStreamDestroy(nullptr), hipErrorInvalidHandle);
  EXPECT_EQ(hipStreamDestroy(hipStreamPerThread), hipErrorInvalidHandle);
  hipEvent_t e;
  HIP_ASSERT_OK(hipEventCreate(&e));
  EXPECT_EQ(hipStreamWaitEvent(s, e, 0), hipErrorInvalidHandle);
  EXPECT_EQ(hipStreamWaitEvent(nullptr, e, 1), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamWaitEvent(nullptr, nullptr, 0), hipErrorInvalidHandle);
  HIP_ASSERT_OK(hipEventDestroy(e));
}

TEST_F(Streams, RunAsynchronouslyAndInOrder) {
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  HIP_ASSERT_OK(launchSleep(s, 100));
  EXPECT_EQ(hipStreamQuery(s), hipErrorNotReady);
  int* data = nullptr;
  const int n = 1000;
  HIP_ASSERT_OK(hipMalloc(reinterpret_cast<void**>(&data), n * sizeof(int)));
  HIP_ASSERT_OK(hipMemsetAsync(data, 0, n * sizeof(int), s));
  int count = n;
  void* args[] = {&data, &count};
  for (int i = 0; i < 50; ++i)
    HIP_ASSERT_OK(hipLaunchKernel(kAddOne, dim3((n + 63) / 64), dim3(64), args, 0, s));
  HIP_ASSERT_OK(hipStreamSynchronize(s));
  HIP_EXPECT_OK(hipStreamQuery(s));
  const std::vector<int> values = readDevice<int>(data, n);
  ASSERT_EQ(values.size(), size_t(n));
  for (int i = 0; i < n; ++i) ASSERT_EQ(values[i], 50) << i;
  HIP_ASSERT_OK(hipFree(data));
  HIP_ASSERT_OK(hipStreamDestroy(s));
}

TEST_F(Streams, DestroyWaitsForQueuedWork) {
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  OrderLog log;
  std::pair<OrderLog*, int> item{&log, 1};
  HIP_ASSERT_OK(launchSleep(s, 30));
  HIP_ASSERT_OK(hipLaunchHostFunc(s, OrderLog::append, &item));
  HIP_ASSERT_OK(hipStreamDestroy(s));
  EXPECT_EQ(log.entries, std::vector<int>{1});
}

TEST_F(Streams, NullStreamWaitsForBlockingStreams) {
  hipStream_t blocking;
  HIP_ASSERT_OK(hipStreamCreate(&blocking));
  OrderLog log;
  std::pair<OrderLog*, int> first{&log, 1}, second{&log, 2};
  HIP_ASSERT_OK(launchSleep(blocking, 100));
  HIP_ASSERT_OK(hipLaunchHostFunc(blocking, OrderLog::append, &first));
  HIP_ASSERT_OK(hipLaunchHostFunc(nullptr, OrderLog::append, &second));
  HIP_ASSERT_OK(hipStreamSynchronize(nullptr));
  EXPECT_EQ(log.entries, (std::vector<int>{1, 2}));
  HIP_ASSERT_OK(hipStreamDestroy(blocking));
}

TEST_F(Streams, BlockingStreamsWaitForNullStream) {
  hipStream_t blocking;
  HIP_ASSERT_OK(hipStreamCreate(&blocking));
  OrderLog log;
  std::pair<OrderLog*, int> first{&log, 1}, second{&log, 2};
  HIP_ASSERT_OK(launchSleep(nullptr, 100));
  HIP_ASSERT_OK(hipLaunchHostFunc(nullptr, OrderLog::append, &first));
  HIP_ASSERT_OK(hipLaunchHostFunc(blocking, OrderLog::append, &second));
  HIP_ASSERT_OK(hipStreamSynchronize(blocking));
  EXPECT_EQ(log.entries, (std::vector<int>{1, 2}));
  HIP_ASSERT_OK(hipStreamDestroy(blocking));
}

TEST_F(Streams, NonBlockingStreamsIgnoreNullStream) {
  hipStream_t free_running;
  HIP_ASSERT_OK(hipStreamCreateWithFlags(&free_running, hipStreamNonBlocking));
  OrderLog log;
  std::pair<OrderLog*, int> first{&log, 1}, second{&log, 2};
  HIP_ASSERT_OK(launchSleep(nullptr, 300));
  HIP_ASSERT_OK(hipLaunchHostFunc(nullptr, OrderLog::append, &first));
  HIP_ASSERT_OK(hipLaunchHostFunc(free_running, OrderLog::append, &second));
  HIP_ASSERT_OK(hipStreamSynchronize(free_running));
  EXPECT_EQ(hipStreamQuery(nullptr), hipErrorNotReady);
  HIP_ASSERT_OK(hipDeviceSynchronize());
  EXPECT_EQ(log.entries, (std::vector<int>{2, 1}));
  HIP_ASSERT_OK(hipStreamDestroy(free_running));
}

TEST_F(Streams, PerThreadStream) {
  std::vector<int> results(2, -1);
  auto worker = [&](int index) {
    int* value = nullptr;
    if (hipMalloc(reinterpret_cast<void**>(&value), sizeof(int)) != hipSuccess) return;
    int count = 1;
    void* args[] = {&value, &count};
    bool ok = hipMemsetAsync(value, 0, sizeof(int), hipStreamPerThread) == hipSuccess;
    for (int i = 0; i < 10; ++i)
      ok &= hipLaunchKernel(kAddOne, dim3(1), dim3(1), args, 0, hipStreamPerThread) == hipSuccess;
    ok &= hipStreamSynchronize(hipStreamPerThread) == hipSuccess;
    unsigned flags = 7;
    ok &= hipStreamGetFlags(hipStreamPerThread, &flags) == hipSuccess && flags == 0;
    int host = -3;
    ok &= hipMemcpyAsync(&host, value, sizeof(int), hipMemcpyDeviceToHost, hipStreamPerThread) ==
              hipSuccess &&
          hipStreamSynchronize(hipStreamPerThread) == hipSuccess;
    results[index] = ok ? host : -2;
    (void)hipFree(value);
  };
  std::thread a(worker, 0), b(worker, 1);
  a.join();
  b.join();
  EXPECT_EQ(results, (std::vector<int>{10, 10}));
}

namespace {
struct CallbackRecord {
  hipStream_t stream = nullptr;
  hipError_t status = hipErrorUnknown;
  void* user = nullptr;
  hipError_t sync_inside = hipSuccess;
};
void recordCallback(hipStream_t stream, hipError_t status, void* user) {
  auto* record = static_cast<CallbackRecord*>(user);
  record->stream = stream;
  record->status = status;
  record->user = user;
  // Synchronizing the stream from its own callback must fail, not hang.
  record->sync_inside = hipStreamSynchronize(stream);
}
}  // namespace

TEST_F(Streams, Callbacks) {
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  CallbackRecord record;
  HIP_ASSERT_OK(launchSleep(s, 20));
  HIP_ASSERT_OK(hipStreamAddCallback(s, recordCallback, &record, 0));
  HIP_ASSERT_OK(hipStreamSynchronize(s));
  EXPECT_EQ(record.stream, s);
  EXPECT_EQ(record.status, hipSuccess);
  EXPECT_EQ(record.user, &record);
  EXPECT_EQ(record.sync_inside, hipErrorNotSupported);
  EXPECT_EQ(hipStreamAddCallback(s, recordCallback, &record, 1), hipErrorInvalidValue);
  EXPECT_EQ(hipStreamAddCallback(s, nullptr, &record, 0), hipErrorInvalidValue);
  EXPECT_EQ(hipLaunchHostFunc(s, nullptr, nullptr), hipErrorInvalidValue);
  HIP_ASSERT_OK(hipStreamDestroy(s));
  EXPECT_EQ(hipStreamAddCallback(s, recordCallback, &record, 0), hipErrorInvalidHandle);
}

TEST_F(Streams, WaitEventOrdersAcrossStreams) {
  hipStream_t a, b;
  HIP_ASSERT_OK(hipStreamCreateWithFlags(&a, hipStreamNonBlocking));
  HIP_ASSERT_OK(hipStreamCreateWithFlags(&b, hipStreamNonBlocking));
  hipEvent_t e;
  HIP_ASSERT_OK(hipEventCreateWithFlags(&e, hipEventDisableTiming));
  OrderLog log;
  std::pair<OrderLog*, int> first{&log, 1}, second{&log, 2};
  HIP_ASSERT_OK(launchSleep(a, 100));
  HIP_ASSERT_OK(hipLaunchHostFunc(a, OrderLog::append, &first));
  HIP_ASSERT_OK(hipEventRecord(e, a));
  HIP_ASSERT_OK(hipStreamWaitEvent(b, e, 0));
  HIP_ASSERT_OK(hipLaunchHostFunc(b, OrderLog::append, &second));
  HIP_ASSERT_OK(hipStreamSynchronize(b));
  EXPECT_EQ(log.entries, (std::vector<int>{1, 2}));
  // Waiting for a never-recorded event is a no-op.
  hipEvent_t fresh;
  HIP_ASSERT_OK(hipEventCreate(&fresh));
  HIP_ASSERT_OK(hipStreamWaitEvent(b, fresh, 0));
  HIP_ASSERT_OK(hipStreamSynchronize(b));
  HIP_ASSERT_OK(hipEventDestroy(fresh));
  HIP_ASSERT_OK(hipEventDestroy(e));
  HIP_ASSERT_OK(hipStreamDestroy(a));
  HIP_ASSERT_OK(hipStreamDestroy(b));
}

namespace {
// Where and in which order host functions ran, and what a synchronize
// inside one returned.
struct ThreadLog {
  std::mutex mutex;
  std::vector<std::pair<int, std::thread::id>> entries;
  hipStream_t stream = nullptr;
  hipError_t sync_inside = hipSuccess;
};
struct ThreadLogItem {
  ThreadLog* log;
  int value;
};
void appendWithThread(void* user) {
  auto* item = static_cast<ThreadLogItem*>(user);
  if (item->value == 0) item->log->sync_inside = hipStreamSynchronize(item->log->stream);
  std::lock_guard<std::mutex> lock(item->log->mutex);
  item->log->entries.emplace_back(item->value, std::this_thread::get_id());
}
}  // namespace

// A synchronizing host thread whose queue no runner has taken yet (they
// sleep after an idle gap) runs its operations itself: in order, each once,
// a synchronize inside still refused; hipStreamSynchronize, a synchronous
// copy behind queued work and hipDeviceSynchronize (null stream) alike. Which
// thread wins is a race with the runner's wake-up, so the calling thread
// must have run them in some of the rounds, not in all.
TEST_F(Streams, SynchronizingThreadRunsItsSleepingQueue) {
  hipStream_t s;
  HIP_ASSERT_OK(hipStreamCreate(&s));
  const std::thread::id self = std::this_thread::get_id();
  int ran_here = 0;
  for (int round = 0; round < 30; ++round) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));  // runners go to sleep
    ThreadLog log;
    const int way = round % 3;
    log.stream = way == 0 ? s : nullptr;
    ThreadLogItem items[] = {{&log, 0}, {&log, 1}, {&log, 2}};
    for (ThreadLogItem& item : items) HIP_ASSERT_OK(hipLaunchHostFunc(log.stream, appendWithThread, &item));
    if (way == 0) {
      HIP_ASSERT_OK(hipStreamSynchronize(s));
    } else if (way == 1) {
      HIP_ASSERT_OK(hipDeviceSynchronize());
    } else {
      int from = 7, to = 0;
      HIP_ASSERT_OK(hipMemcpy(&to, &from, sizeof from, hipMemcpyHostToHost));
      EXPECT_EQ(to, 7);
    }
    ASSERT_EQ(log.entries.size(), 3u);
    for (int i = 0; i < 3; ++i) EXPECT_EQ(log.entries[i].first, i);
    EXPECT_EQ(log.sync_inside, hipErrorNotSupported);
    if (log.entries[0].second == self) ++ran_here;
  }
  EXPECT_GT(ran_here, 0);
  HIP_ASSERT_OK(hipStreamDestroy(s));
}
