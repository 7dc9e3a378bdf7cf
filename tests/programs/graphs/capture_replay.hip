// A kernel pipeline captured from two streams (fork and join through events)
// and replayed 1000 times; every replay's block sums are checked.
//   copy x0 -> x ; scale(x, 2) ; fork: accumulate(y += x) on a second stream
//   while the first stream counts replays on the host; join ; block sums of y
//   (shared memory + barriers) ; copy sums back.
#include "../program_check.h"

#include <vector>

constexpr int kBlock = 256;
constexpr int kBlocks = 16;
constexpr int kCount = kBlock * kBlocks;
constexpr int kReplays = 1000;

__global__ void scale(int* x, int factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= factor;
}

__global__ void accumulate(long long* y, const int* x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] += x[i];
}

__global__ void blockSums(const long long* y, long long* sums) {
  __shared__ long long partial[kBlock];
  const int t = threadIdx.x;
  partial[t] = y[blockIdx.x * kBlock + t];
  __syncthreads();
  for (int stride = kBlock / 2; stride > 0; stride /= 2) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) sums[blockIdx.x] = partial[0];
}

void countReplay(void* counter) { ++*static_cast<int*>(counter); }

int main() {
  Checker check;
  std::vector<int> x0(kCount);
  for (int i = 0; i < kCount; ++i) x0[i] = i % 7 + 1;
  int* x = nullptr;
  long long *y = nullptr, *sums = nullptr;
  HIP_CHECK(hipMalloc(&x, kCount * sizeof(int)));
  HIP_CHECK(hipMalloc(&y, kCount * sizeof(long long)));
  HIP_CHECK(hipMalloc(&sums, kBlocks * sizeof(long long)));
  HIP_CHECK(hipMemset(y, 0, kCount * sizeof(long long)));
  std::vector<long long> host_sums(kBlocks, -1);
  int replays = 0;

  hipStream_t main_stream, side_stream;
  hipEvent_t fork, join;
  HIP_CHECK(hipStreamCreate(&main_stream));
  HIP_CHECK(hipStreamCreateWithFlags(&side_stream, hipStreamNonBlocking));
  HIP_CHECK(hipEventCreateWithFlags(&fork, hipEventDisableTiming));
  HIP_CHECK(hipEventCreateWithFlags(&join, hipEventDisableTiming));

  HIP_CHECK(hipStreamBeginCapture(main_stream, hipStreamCaptureModeGlobal));
  HIP_CHECK(hipMemcpyAsync(x, x0.data(), kCount * sizeof(int), hipMemcpyHostToDevice, main_stream));
  scale<<<kBlocks, kBlock, 0, main_stream>>>(x, 2, kCount);
  HIP_CHECK(hipEventRecord(fork, main_stream));
  HIP_CHECK(hipStreamWaitEvent(side_stream, fork, 0));
  accumulate<<<kBlocks, kBlock, 0, side_stream>>>(y, x, kCount);
  HIP_CHECK(hipLaunchHostFunc(main_stream, countReplay, &replays));
  HIP_CHECK(hipEventRecord(join, side_stream));
  HIP_CHECK(hipStreamWaitEvent(main_stream, join, 0));
  blockSums<<<kBlocks, kBlock, 0, main_stream>>>(y, sums);
  HIP_CHECK(hipMemcpyAsync(host_sums.data(), sums, kBlocks * sizeof(long long),
                           hipMemcpyDeviceToHost, main_stream));
  hipGraph_t graph = nullptr;
  HIP_CHECK(hipStreamEndCapture(main_stream, &graph));

  size_t nodes = 0;
  HIP_CHECK(hipGraphGetNodes(graph, nullptr, &nodes));
  check.expect_eq("captured nodes", 0, static_cast<long>(nodes), 6L);
  size_t roots = 0;
  HIP_CHECK(hipGraphGetRootNodes(graph, nullptr, &roots));
  check.expect_eq("root nodes", 0, static_cast<long>(roots), 1L);
  check.expect_eq("replays while capturing", 0, replays, 0);

  hipGraphExec_t exec = nullptr;
  HIP_CHECK(hipGraphInstantiate(&exec, graph, nullptr, nullptr, 0));
  std::vector<long long> block_base(kBlocks, 0);
  for (int b = 0; b < kBlocks; ++b)
    for (int t = 0; t < kBlock; ++t) block_base[b] += 2 * x0[b * kBlock + t];
  for (int replay = 1; replay <= kReplays; ++replay) {
    HIP_CHECK(hipGraphLaunch(exec, main_stream));
    HIP_CHECK(hipStreamSynchronize(main_stream));
    for (int b = 0; b < kBlocks; ++b)
      check.expect_eq("block sum", replay * kBlocks + b, host_sums[b], replay * block_base[b]);
    if (check.failures) break;
  }
  check.expect_eq("host node runs", 0, replays, kReplays);

  HIP_CHECK(hipGraphExecDestroy(exec));
  HIP_CHECK(hipGraphDestroy(graph));
  HIP_CHECK(hipEventDestroy(fork));
  HIP_CHECK(hipEventDestroy(join));
  HIP_CHECK(hipStreamDestroy(main_stream));
  HIP_CHECK(hipStreamDestroy(side_stream));
  HIP_CHECK(hipFree(x));
  HIP_CHECK(hipFree(y));
  HIP_CHECK(hipFree(sums));
  return check.finish();
}
