// Graph replay versus issuing the same stream work call by call: a chain of
// 100 small operations (50 kernels over 1024 ints alternating with 50
// device-to-device copies of 4 KiB), each iteration ended by a stream
// synchronization. Prints the median time per iteration of both ways over
// `runs` runs of `iterations` iterations, and checks both give the same data.
//   graph_replay [iterations=200] [runs=7]
#include <hip/hip_runtime.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CHECK(expr)                                                                      \
  do {                                                                                   \
    hipError_t e_ = (expr);                                                              \
    if (e_ != hipSuccess) {                                                              \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #expr, hipGetErrorName(e_)); \
      std::exit(1);                                                                      \
    }                                                                                    \
  } while (0)

constexpr int kCount = 1024;
constexpr int kPairs = 50;  // kernel + copy: 100 operations

__global__ void addOne(int* data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] += 1;
}

void issueChain(hipStream_t stream, int* a, int* b) {
  for (int k = 0; k < kPairs; ++k) {
    addOne<<<kCount / 256, 256, 0, stream>>>(a, kCount);
    CHECK(hipMemcpyAsync(b, a, kCount * sizeof(int), hipMemcpyDeviceToDevice, stream));
    std::swap(a, b);
  }
}

template <class F>
double medianMicroseconds(int runs, int iterations, F iteration) {
  std::vector<double> per_iteration;
  for (int r = 0; r < runs; ++r) {
    auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < iterations; ++i) iteration();
    std::chrono::duration<double, std::micro> elapsed = std::chrono::steady_clock::now() - start;
    per_iteration.push_back(elapsed.count() / iterations);
  }
  std::sort(per_iteration.begin(), per_iteration.end());
  return per_iteration[per_iteration.size() / 2];
}

int main(int argc, char** argv) {
  const int iterations = argc > 1 ? std::atoi(argv[1]) : 200;
  const int runs = argc > 2 ? std::atoi(argv[2]) : 7;
  int *a = nullptr, *b = nullptr;
  CHECK(hipMalloc(&a, kCount * sizeof(int)));
  CHECK(hipMalloc(&b, kCount * sizeof(int)));
  hipStream_t stream;
  CHECK(hipStreamCreateWithFlags(&stream, hipStreamNonBlocking));

  // Same result both ways: after one chain from zeros, every element is 50.
  std::vector<int> stream_result(kCount), graph_result(kCount);
  CHECK(hipMemset(a, 0, kCount * sizeof(int)));
  issueChain(stream, a, b);
  CHECK(hipStreamSynchronize(stream));
  CHECK(hipMemcpy(stream_result.data(), a, kCount * sizeof(int), hipMemcpyDeviceToHost));

  CHECK(hipStreamBeginCapture(stream, hipStreamCaptureModeGlobal));
  issueChain(stream, a, b);
  hipGraph_t graph;
  CHECK(hipStreamEndCapture(stream, &graph));
  hipGraphExec_t exec;
  CHECK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  CHECK(hipMemset(a, 0, kCount * sizeof(int)));
  CHECK(hipGraphLaunch(exec, stream));
  CHECK(hipStreamSynchronize(stream));
  CHECK(hipMemcpy(graph_result.data(), a, kCount * sizeof(int), hipMemcpyDeviceToHost));
  if (stream_result != graph_result || graph_result[0] != kPairs) {
    std::printf("FAIL: results differ (stream %d, graph %d)\n", stream_result[0], graph_result[0]);
    return 1;
  }

  // Warm-up, then the measurements, interleaved to share the machine's noise.
  for (int i = 0; i < 20; ++i) {
    issueChain(stream, a, b);
    CHECK(hipGraphLaunch(exec, stream));
  }
  CHECK(hipStreamSynchronize(stream));
  const double stream_us = medianMicroseconds(runs, iterations, [&] {
    issueChain(stream, a, b);
    CHECK(hipStreamSynchronize(stream));
  });
  const double graph_us = medianMicroseconds(runs, iterations, [&] {
    CHECK(hipGraphLaunch(exec, stream));
    CHECK(hipStreamSynchronize(stream));
  });
  size_t nodes = 0;
  CHECK(hipGraphGetNodes(graph, nullptr, &nodes));
  std::printf("chain of %zu operations, median of %d runs x %d iterations\n", nodes, runs, iterations);
  std::printf("stream issue: %8.1f us per chain (%.2f us per operation)\n", stream_us,
              stream_us / nodes);
  std::printf("graph launch: %8.1f us per chain (%.2f us per operation)\n", graph_us,
              graph_us / nodes);
  std::printf("speedup: %.2fx\n", stream_us / graph_us);
  CHECK(hipGraphExecDestroy(exec));
  CHECK(hipGraphDestroy(graph));
  CHECK(hipStreamDestroy(stream));
  CHECK(hipFree(a));
  CHECK(hipFree(b));
  return 0;
}
