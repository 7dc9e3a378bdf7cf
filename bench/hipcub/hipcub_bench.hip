// hipCUB benchmarks (bench/hipcub/run.sh): each measurement runs OpenHIP's
// hipCUB and a reference on the same data in one process, checks both, and
// prints
//   HIPCUB,<name>,<size>,<openhip_ms>,<reference_ms>,<target ratio>
// (ratio = reference time / OpenHIP time: above 1 means hipCUB is faster;
// for the bandwidth measurements it is the ratio of bandwidths).
//   device-wide reduce, scan, select  vs an OpenMP loop      (target >= 0.8)
//   radix sort of keys and pairs      vs std::sort(par) TBB  (target >= 1.0)
//   BlockReduce / BlockScan kernels   vs hand-written shared-memory kernels (>= 1.0)
#include <hip/hip_runtime.h>
#include <hipcub/hipcub.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "../common/bench.h"
#include "../common/hip_check.h"
#include "reference.h"

namespace {

void report(const char* name, std::size_t size, double openhip_ms, double reference_ms, double target) {
  std::printf("HIPCUB,%s,%zu,%.3f,%.3f,%.2f\n", name, size, openhip_ms, reference_ms, target);
  std::fflush(stdout);
}

[[noreturn]] void fail(const char* what) {
  std::fprintf(stderr, "verification failed: %s\n", what);
  std::exit(1);
}

std::size_t scaled(std::size_t n) { return n / bench::scaleDown(); }

/// Times a device-wide algorithm with its temporary storage allocated once.
template <typename Call>
double time_device(Call&& call) {
  std::size_t bytes = 0;
  HIP_CHECK(call(nullptr, bytes));
  void* temp = nullptr;
  HIP_CHECK(hipMalloc(&temp, bytes));
  const double ms = bench::medianMs([&] {
    HIP_CHECK(call(temp, bytes));
    HIP_CHECK(hipDeviceSynchronize());
  });
  HIP_CHECK(hipFree(temp));
  return ms;
}

void device_primitives() {
  const std::size_t n = scaled(std::size_t(1) << 26);
  bench::Random random(1);
  {  // Sum of floats.
    std::vector<float> h(n);
    for (auto& v : h) v = random.uniform(0.0f, 1.0f);
    float *d_in, *d_out;
    HIP_CHECK(hipMalloc(&d_in, n * sizeof(float)));
    HIP_CHECK(hipMalloc(&d_out, sizeof(float)));
    HIP_CHECK(hipMemcpy(d_in, h.data(), n * sizeof(float), hipMemcpyHostToDevice));
    float ref = 0.0f;
    const double ref_ms = bench::medianMs([&] { ref = reference::omp_sum(d_in, n); });
    const double hip_ms = time_device([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::Sum(t, b, d_in, d_out, n); });
    float got;
    HIP_CHECK(hipMemcpy(&got, d_out, sizeof(float), hipMemcpyDeviceToHost));
    if (std::fabs(got - ref) > 1e-3 * std::fabs(ref)) fail("DeviceReduce::Sum");
    report("DeviceReduce::Sum float", n, hip_ms, ref_ms, 0.8);
    HIP_CHECK(hipFree(d_in));
    HIP_CHECK(hipFree(d_out));
  }
  std::vector<int> h(n);
  for (auto& v : h) v = static_cast<int>(random.next() % 1000);
  int *d_in, *d_out, *d_ref, *d_count;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_out, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_ref, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&d_count, sizeof(int)));
  HIP_CHECK(hipMemcpy(d_in, h.data(), n * sizeof(int), hipMemcpyHostToDevice));
  {  // Exclusive prefix sum of ints.
    const double ref_ms = bench::medianMs([&] { reference::omp_exclusive_sum(d_in, d_ref, n); });
    const double hip_ms =
        time_device([&](void* t, std::size_t& b) { return hipcub::DeviceScan::ExclusiveSum(t, b, d_in, d_out, n); });
    if (std::memcmp(d_out, d_ref, n * sizeof(int)) != 0) fail("DeviceScan::ExclusiveSum");
    report("DeviceScan::ExclusiveSum int", n, hip_ms, ref_ms, 0.8);
  }
  {  // Selection of the odd items (about half).
    struct IsOdd {
      __device__ bool operator()(int x) const { return x & 1; }
    };
    std::size_t count = 0;
    const double ref_ms = bench::medianMs([&] { count = reference::omp_select_odd(d_in, d_ref, n); });
    const double hip_ms = time_device(
        [&](void* t, std::size_t& b) { return hipcub::DeviceSelect::If(t, b, d_in, d_out, d_count, n, IsOdd()); });
    int got;
    HIP_CHECK(hipMemcpy(&got, d_count, sizeof(int), hipMemcpyDeviceToHost));
    if (std::size_t(got) != count || std::memcmp(d_out, d_ref, count * sizeof(int)) != 0) fail("DeviceSelect::If");
    report("DeviceSelect::If int", n, hip_ms, ref_ms, 0.8);
  }
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_out));
  HIP_CHECK(hipFree(d_ref));
  HIP_CHECK(hipFree(d_count));
}

void radix_sort() {
  const std::size_t n = scaled(std::size_t(1) << 26);
  bench::Random random(2);
  std::vector<std::uint32_t> keys(n);
  for (auto& k : keys) k = static_cast<std::uint32_t>(random.next());
  std::uint32_t *d_keys, *d_sorted, *d_values, *d_values_out;
  HIP_CHECK(hipMalloc(&d_keys, n * 4));
  HIP_CHECK(hipMalloc(&d_sorted, n * 4));
  HIP_CHECK(hipMalloc(&d_values, n * 4));
  HIP_CHECK(hipMalloc(&d_values_out, n * 4));
  HIP_CHECK(hipMemcpy(d_keys, keys.data(), n * 4, hipMemcpyHostToDevice));
  std::vector<std::uint32_t> work(n);
  // Each reference repetition sorts a fresh copy; the copy is not timed.
  std::vector<double> times;
  for (int r = 0; r <= bench::repetitions(); ++r) {
    work = keys;
    const double start = bench::nowMs();
    reference::par_sort_keys(work.data(), n);
    if (r > 0) times.push_back(bench::nowMs() - start);
  }
  std::sort(times.begin(), times.end());
  const double ref_keys_ms = times[times.size() / 2];
  const double hip_keys_ms = time_device(
      [&](void* t, std::size_t& b) { return hipcub::DeviceRadixSort::SortKeys(t, b, d_keys, d_sorted, int(n)); });
  if (std::memcmp(d_sorted, work.data(), n * 4) != 0) fail("DeviceRadixSort::SortKeys");
  report("DeviceRadixSort::SortKeys u32", n, hip_keys_ms, ref_keys_ms, 1.0);

  std::vector<reference::KeyValue> pairs(n), pair_work(n);
  for (std::size_t i = 0; i < n; ++i) pairs[i] = {keys[i], static_cast<std::uint32_t>(i)};
  std::vector<std::uint32_t> values(n);
  for (std::size_t i = 0; i < n; ++i) values[i] = static_cast<std::uint32_t>(i);
  HIP_CHECK(hipMemcpy(d_values, values.data(), n * 4, hipMemcpyHostToDevice));
  times.clear();
  for (int r = 0; r <= bench::repetitions(); ++r) {
    pair_work = pairs;
    const double start = bench::nowMs();
    reference::par_sort_pairs(pair_work.data(), n);
    if (r > 0) times.push_back(bench::nowMs() - start);
  }
  std::sort(times.begin(), times.end());
  const double ref_pairs_ms = times[times.size() / 2];
  const double hip_pairs_ms = time_device([&](void* t, std::size_t& b) {
    return hipcub::DeviceRadixSort::SortPairs(t, b, d_keys, d_sorted, d_values, d_values_out, int(n));
  });
  for (std::size_t i = 0; i < n; ++i)
    if (d_sorted[i] != pair_work[i].key || keys[d_values_out[i]] != d_sorted[i]) fail("DeviceRadixSort::SortPairs");
  report("DeviceRadixSort::SortPairs u32,u32", n, hip_pairs_ms, ref_pairs_ms, 1.0);
  HIP_CHECK(hipFree(d_keys));
  HIP_CHECK(hipFree(d_sorted));
  HIP_CHECK(hipFree(d_values));
  HIP_CHECK(hipFree(d_values_out));
}

// ---- Block primitives against hand-written shared-memory kernels ---------------

constexpr int BLOCK = 256;

template <typename T>
__global__ void block_reduce_hipcub(const T* in, T* out) {
  using Reduce = hipcub::BlockReduce<T, BLOCK>;
  __shared__ typename Reduce::TempStorage storage;
  const T sum = Reduce(storage).Sum(in[blockIdx.x * BLOCK + threadIdx.x]);
  if (threadIdx.x == 0) out[blockIdx.x] = sum;
}

/// The classic tree: halve the active threads each step.
template <typename T>
__global__ void block_reduce_handwritten(const T* in, T* out) {
  __shared__ T partial[BLOCK];
  const int t = threadIdx.x;
  partial[t] = in[blockIdx.x * BLOCK + t];
  __syncthreads();
  for (int stride = BLOCK / 2; stride > 0; stride /= 2) {
    if (t < stride) partial[t] += partial[t + stride];
    __syncthreads();
  }
  if (t == 0) out[blockIdx.x] = partial[0];
}

template <typename T>
__global__ void block_scan_hipcub(const T* in, T* out) {
  using Scan = hipcub::BlockScan<T, BLOCK>;
  __shared__ typename Scan::TempStorage storage;
  T value = in[blockIdx.x * BLOCK + threadIdx.x];
  Scan(storage).InclusiveSum(value, value);
  out[blockIdx.x * BLOCK + threadIdx.x] = value;
}

/// Hillis-Steele: log2(BLOCK) steps of "add the value `offset` to the left".
template <typename T>
__global__ void block_scan_handwritten(const T* in, T* out) {
  __shared__ T partial[BLOCK];
  const int t = threadIdx.x;
  partial[t] = in[blockIdx.x * BLOCK + t];
  __syncthreads();
  for (int offset = 1; offset < BLOCK; offset *= 2) {
    const T left = t >= offset ? partial[t - offset] : T(0);
    __syncthreads();
    partial[t] += left;
    __syncthreads();
  }
  out[blockIdx.x * BLOCK + t] = partial[t];
}

template <typename T>
void block_pair(const char* reduce_name, const char* scan_name) {
  const std::size_t n = scaled(std::size_t(1) << 24) / BLOCK * BLOCK;
  const unsigned blocks = static_cast<unsigned>(n / BLOCK);
  std::vector<T> h(n);
  bench::Random random(3);
  for (auto& v : h) v = static_cast<T>(random.next() % 16);
  T *d_in, *d_a, *d_b;
  HIP_CHECK(hipMalloc(&d_in, n * sizeof(T)));
  HIP_CHECK(hipMalloc(&d_a, n * sizeof(T)));
  HIP_CHECK(hipMalloc(&d_b, n * sizeof(T)));
  HIP_CHECK(hipMemcpy(d_in, h.data(), n * sizeof(T), hipMemcpyHostToDevice));
  auto time_kernel = [&](void (*kernel)(const T*, T*), T* out) {
    return bench::medianMs([&] {
      hipLaunchKernelGGL(kernel, dim3(blocks), dim3(BLOCK), 0, 0, d_in, out);
      HIP_CHECK(hipDeviceSynchronize());
    });
  };
  double hip_ms = time_kernel(block_reduce_hipcub<T>, d_a);
  double ref_ms = time_kernel(block_reduce_handwritten<T>, d_b);
  if (std::memcmp(d_a, d_b, blocks * sizeof(T)) != 0) fail(reduce_name);
  report(reduce_name, n, hip_ms, ref_ms, 1.0);
  hip_ms = time_kernel(block_scan_hipcub<T>, d_a);
  ref_ms = time_kernel(block_scan_handwritten<T>, d_b);
  if (std::memcmp(d_a, d_b, n * sizeof(T)) != 0) fail(scan_name);
  report(scan_name, n, hip_ms, ref_ms, 1.0);
  HIP_CHECK(hipFree(d_in));
  HIP_CHECK(hipFree(d_a));
  HIP_CHECK(hipFree(d_b));
}

}  // namespace

int main(int argc, char** argv) {
  const std::string what = argc > 1 ? argv[1] : "all";
  if (what == "all" || what == "device") device_primitives();
  if (what == "all" || what == "sort") radix_sort();
  if (what == "all" || what == "block") {
    block_pair<int>("BlockReduce::Sum int (256 threads)", "BlockScan::InclusiveSum int (256 threads)");
    block_pair<float>("BlockReduce::Sum float (256 threads)", "BlockScan::InclusiveSum float (256 threads)");
  }
  return 0;
}
