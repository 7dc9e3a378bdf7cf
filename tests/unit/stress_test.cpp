// 8 host threads x 4 streams x 1000 mixed operations (async copies, memsets,
// kernel launches, events, callbacks), with a host-side model of what each
// stream's buffer must contain at the end.
#include <gtest/gtest.h>
#include <hip/hip_runtime_api.h>

#include <atomic>
#include <thread>
#include <vector>

#include "test_kernels.h"

using namespace test_kernels;

namespace {

constexpr int kThreads = 8;
constexpr int kStreams = 4;
constexpr int kOperations = 1000;  // per stream
constexpr int kElements = 256;
constexpr int kCopiedValue = 7;

struct ThreadResult {
  bool api_ok = true;
  int mismatches = 0;
  int callbacks_expected = 0;
};

std::atomic<int> callbacks_run{0};
void countCallback(hipStream_t, hipError_t status, void*) {
  if (status == hipSuccess) callbacks_run.fetch_add(1);
}
void countHostFunc(void*) { callbacks_run.fetch_add(1); }

void runThread(int index, ThreadResult& result) {
  auto ok = [&](hipError_t e) { result.api_ok &= (e == hipSuccess); };
  hipStream_t streams[kStreams];
  hipEvent_t events[kStreams];
  int* buffers[kStreams];
  int model[kStreams];
  int* source = nullptr;  // pinned, constant
  ok(hipHostMalloc(reinterpret_cast<void**>(&source), kElements * sizeof(int), 0));
  for (int i = 0; i < kElements; ++i) source[i] = kCopiedValue;
  const unsigned flags = (index % 2) ? hipStreamNonBlocking : hipStreamDefault;
  for (int k = 0; k < kStreams; ++k) {
    ok(hipStreamCreateWithFlags(&streams[k], flags));
    ok(hipEventCreateWithFlags(&events[k], hipEventDisableTiming));
    ok(hipMalloc(reinterpret_cast<void**>(&buffers[k]), kElements * sizeof(int)));
    ok(hipMemsetAsync(buffers[k], 0, kElements * sizeof(int), streams[k]));
    model[k] = 0;
  }
  int count = kElements;
  for (int i = 0; i < kOperations; ++i) {
    for (int k = 0; k < kStreams; ++k) {
      hipStream_t s = streams[k];
      switch ((i + k + index) % 6) {
        case 0:
          ok(hipMemsetAsync(buffers[k], 0, kElements * sizeof(int), s));
          model[k] = 0;
          break;
        case 1:
        case 5: {
          void* args[] = {&buffers[k], &count};
          ok(hipLaunchKernel(kAddOne, dim3(kElements / 64), dim3(64), args, 0, s));
          model[k] += 1;
          break;
        }
        case 2:
          ok(hipMemcpyAsync(buffers[k], source, kElements * sizeof(int), hipMemcpyHostToDevice, s));
          model[k] = kCopiedValue;
          break;
        case 3:
          ok(hipEventRecord(events[k], s));
          ok(hipStreamWaitEvent(streams[(k + 1) % kStreams], events[k], 0));
          break;
        case 4:
          if (i % 2)
            ok(hipStreamAddCallback(s, countCallback, nullptr, 0));
          else
            ok(hipLaunchHostFunc(s, countHostFunc, nullptr));
          result.callbacks_expected += 1;
          break;
      }
    }
    // Now and then a synchronous copy on the null stream, which must see
    // everything queued so far on blocking streams (non-blocking streams
    // would race with it, so only their threads skip it).
    if (i % 250 == 249 && flags == hipStreamDefault) {
      int probe = -1;
      ok(hipMemcpy(&probe, buffers[0], sizeof(int), hipMemcpyDeviceToHost));
      if (probe != model[0]) ++result.mismatches;
    }
  }
  std::vector<int> back(kElements);
  for (int k = 0; k < kStreams; ++k) {
    ok(hipMemcpyAsync(back.data(), buffers[k], kElements * sizeof(int), hipMemcpyDeviceToHost, streams[k]));
    ok(hipStreamSynchronize(streams[k]));
    for (int v : back) result.mismatches += (v != model[k]);
    ok(hipFree(buffers[k]));
    ok(hipEventDestroy(events[k]));
    ok(hipStreamDestroy(streams[k]));
  }
  ok(hipHostFree(source));
}

}  // namespace

TEST(Stress, ThreadsStreamsMixedOperations) {
  registerTestKernels();
  std::vector<ThreadResult> results(kThreads);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) threads.emplace_back(runThread, t, std::ref(results[t]));
  for (auto& thread : threads) thread.join();
  HIP_ASSERT_OK(hipDeviceSynchronize());
  int expected_callbacks = 0;
  for (int t = 0; t < kThreads; ++t) {
    EXPECT_TRUE(results[t].api_ok) << "thread " << t;
    EXPECT_EQ(results[t].mismatches, 0) << "thread " << t;
    expected_callbacks += results[t].callbacks_expected;
  }
  EXPECT_EQ(callbacks_run.load(), expected_callbacks);
  EXPECT_EQ(hipGetLastError(), hipSuccess);
}
