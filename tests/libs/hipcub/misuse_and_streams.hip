// The temporary-storage protocol, misuse answered with hipErrorInvalidValue
// (never a crash, nothing written), stream order and asynchrony of the
// device-wide algorithms, debug_synchronous, and CachingDeviceAllocator.
#include <hipcub/hipcub.hpp>

#include <atomic>
#include <new>

#include "hipcub_test.h"

struct Less {
  __device__ bool operator()(int a, int b) const { return a < b; }
};
struct Positive {
  __device__ bool operator()(int a) const { return a > 0; }
};

/// Every family's answers to misuse: null pointers with items, a negative
/// count, too little storage (nothing may be written), bad parameters.
void test_misuse(Checker& check) {
  const int n = 1000;
  DeviceVector<int> in(std::vector<int>(n, 1)), out(std::vector<int>(n, -9)), count(std::vector<int>(1, -9));
  int* null = nullptr;
  std::size_t bytes = 0;
  void* big = nullptr;
  HIP_CHECK(hipMalloc(&big, 1 << 20));
  auto invalid = [&](const char* what, hipError_t e) { check.expect_true(what, e == hipErrorInvalidValue); };

  // Size queries succeed and ask for some storage, even for no items.
  check.expect_true("size query", hipcub::DeviceReduce::Sum(nullptr, bytes, in.ptr, out.ptr, 0) == hipSuccess && bytes > 0);

  std::size_t tiny = 1;
  invalid("Sum: too little storage", hipcub::DeviceReduce::Sum(big, tiny, in.ptr, out.ptr, 100000));
  invalid("Sum: null input", hipcub::DeviceReduce::Sum(big, bytes = 1 << 20, null, out.ptr, n));
  invalid("Sum: null output", hipcub::DeviceReduce::Sum(big, bytes = 1 << 20, in.ptr, null, n));
  invalid("Sum: negative count", hipcub::DeviceReduce::Sum(big, bytes = 1 << 20, in.ptr, out.ptr, -1));
  invalid("ArgMax: null input", hipcub::DeviceReduce::ArgMax(big, bytes = 1 << 20, null,
                                                             reinterpret_cast<hipcub::KeyValuePair<int, int>*>(out.ptr), n));
  invalid("ExclusiveSum: null output", hipcub::DeviceScan::ExclusiveSum(big, bytes = 1 << 20, in.ptr, null, n));
  tiny = 8;
  invalid("InclusiveSum: too little storage", hipcub::DeviceScan::InclusiveSum(big, tiny, in.ptr, out.ptr, 100000));
  invalid("Flagged: null flags", hipcub::DeviceSelect::Flagged(big, bytes = 1 << 20, in.ptr, null, out.ptr, count.ptr, n));
  invalid("If: null count", hipcub::DeviceSelect::If(big, bytes = 1 << 20, in.ptr, out.ptr, null, n, Positive()));
  invalid("Partition: null output", hipcub::DevicePartition::If(big, bytes = 1 << 20, in.ptr, null, count.ptr, n, Positive()));
  invalid("Encode: null counts", hipcub::DeviceRunLengthEncode::Encode(big, bytes = 1 << 20, in.ptr, out.ptr, null, count.ptr, n));
  invalid("SortKeys: null output", hipcub::DeviceRadixSort::SortKeys(big, bytes = 1 << 20, in.ptr, null, n));
  invalid("SortKeys: bits past the key", hipcub::DeviceRadixSort::SortKeys(big, bytes = 1 << 20, in.ptr, out.ptr, n, 0, 33));
  invalid("SortKeys: begin after end", hipcub::DeviceRadixSort::SortKeys(big, bytes = 1 << 20, in.ptr, out.ptr, n, 9, 8));
  tiny = 64;
  invalid("SortPairs: too little storage",
          hipcub::DeviceRadixSort::SortPairs(big, tiny, in.ptr, out.ptr, in.ptr, out.ptr, n));
  invalid("SegmentedSort: null offsets",
          hipcub::DeviceSegmentedRadixSort::SortKeys(big, bytes = 1 << 20, in.ptr, out.ptr, n, 3, null, null));
  invalid("SegmentedReduce: null offsets",
          hipcub::DeviceSegmentedReduce::Sum(big, bytes = 1 << 20, in.ptr, out.ptr, 3, null, in.ptr));
  invalid("MergeSort: null keys", hipcub::DeviceMergeSort::SortKeys(big, bytes = 1 << 20, null, n, Less()));
  invalid("HistogramEven: one level",
          hipcub::DeviceHistogram::HistogramEven(big, bytes = 1 << 20, in.ptr, out.ptr, 1, 0, 10, n));
  invalid("HistogramRange: null levels",
          hipcub::DeviceHistogram::HistogramRange(big, bytes = 1 << 20, in.ptr, out.ptr, 5, null, n));
  HIP_CHECK(hipDeviceSynchronize());
  std::vector<int> untouched = out.host();
  long changed = 0;
  for (int v : untouched) changed += v != -9;
  check.expect_eq("misuse wrote nothing", 0, changed, 0);
  check.expect_eq("misuse wrote no count", 0, count.value(), -9);

  // A launch error comes back as the algorithm's status.
  hipStream_t destroyed;
  HIP_CHECK(hipStreamCreate(&destroyed));
  HIP_CHECK(hipStreamDestroy(destroyed));
  check.expect_true("destroyed stream", hipcub::DeviceReduce::Sum(big, bytes = 1 << 20, in.ptr, out.ptr, n, destroyed) != hipSuccess);
  (void)hipGetLastError();
  HIP_CHECK(hipFree(big));
}

/// Blocks its stream until the host releases it (or a few seconds pass).
__global__ void wait_for_host(const volatile int* release, int* timed_out, int* data, int n) {
  long long spins = 0;
  while (*release == 0)
    if (++spins > 4000000000LL) {
      *timed_out = 1;
      break;
    }
  for (int i = 0; i < n; ++i) data[i] = i % 5;  // written before the reduction may read
}

void test_stream_order(Checker& check) {
  const int n = 100000;
  hipStream_t stream;
  HIP_CHECK(hipStreamCreateWithFlags(&stream, hipStreamNonBlocking));
  std::atomic<int>* release = nullptr;
  int* timed_out = nullptr;
  HIP_CHECK(hipMallocManaged(&release, sizeof(std::atomic<int>)));
  HIP_CHECK(hipMallocManaged(&timed_out, sizeof(int)));
  new (release) std::atomic<int>(0);
  *timed_out = 0;
  DeviceVector<int> data(n), out(1);
  std::size_t bytes = 0;
  HIP_CHECK(hipcub::DeviceReduce::Sum(nullptr, bytes, data.ptr, out.ptr, n, stream));
  void* temp = nullptr;
  HIP_CHECK(hipMalloc(&temp, bytes));
  hipLaunchKernelGGL(wait_for_host, dim3(1), dim3(1), 0, stream, reinterpret_cast<const volatile int*>(release),
                     timed_out, data.ptr, n);
  HIP_CHECK(hipGetLastError());
  // The reduction is queued behind the waiting kernel and must return at once.
  HIP_CHECK(hipcub::DeviceReduce::Sum(temp, bytes, data.ptr, out.ptr, n, stream));
  check.expect_true("stream busy after the call returns", hipStreamQuery(stream) == hipErrorNotReady);
  release->store(1);
  HIP_CHECK(hipStreamSynchronize(stream));
  check.expect_eq("did not wait for the host", 0, *timed_out, 0);
  check.expect_eq("reduced after the kernel wrote", 0, out.value(), (0 + 1 + 2 + 3 + 4) * (n / 5));

  // debug_synchronous: the stream is idle when the call returns.
  HIP_CHECK(hipcub::DeviceReduce::Sum(temp, bytes, data.ptr, out.ptr, n, stream, true));
  check.expect_true("debug_synchronous waits", hipStreamQuery(stream) == hipSuccess);
  HIP_CHECK(hipFree(temp));
  HIP_CHECK(hipFree(release));
  HIP_CHECK(hipFree(timed_out));
  HIP_CHECK(hipStreamDestroy(stream));
}

void test_allocator(Checker& check) {
  hipcub::CachingDeviceAllocator allocator;
  void* a = nullptr;
  void* b = nullptr;
  HIP_CHECK(allocator.DeviceAllocate(&a, 1000));
  HIP_CHECK(allocator.DeviceAllocate(&b, 5000));
  check.expect_true("distinct blocks", a != nullptr && b != nullptr && a != b);
  HIP_CHECK(hipMemset(a, 1, 1000));
  HIP_CHECK(allocator.DeviceFree(a));
  void* c = nullptr;
  HIP_CHECK(allocator.DeviceAllocate(&c, 900));  // same bin (4096 bytes): the cached block
  check.expect_true("cached block reused", c == a);
  check.expect_true("unknown pointer", allocator.DeviceFree(&check) == hipErrorInvalidValue);
  void* huge = nullptr;
  HIP_CHECK(allocator.DeviceAllocate(&huge, std::size_t(64) << 20));  // above the largest bin: not cached
  HIP_CHECK(allocator.DeviceFree(huge));
  HIP_CHECK(allocator.DeviceFree(b));
  HIP_CHECK(allocator.DeviceFree(c));
  HIP_CHECK(allocator.FreeAllCached());
  check.expect_true("null output pointer", allocator.DeviceAllocate(nullptr, 10) == hipErrorInvalidValue);
}

int main() {
  Checker check;
  test_misuse(check);
  test_stream_order(check);
  test_allocator(check);
  return check.finish();
}
