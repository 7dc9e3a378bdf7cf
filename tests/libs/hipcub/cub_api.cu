// CUB's names for CUDA sources: <cub/cub.cuh>, namespace cub (also through
// `using namespace cub`), cudaError_t results, CubDebugExit, the caching
// allocator, and a primitive of each family, as CUDA programs write them.
#include <cub/cub.cuh>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace cub;

CachingDeviceAllocator g_allocator(true);

#define CHECK(cond)                                          \
  do {                                                       \
    if (!(cond)) {                                           \
      std::printf("%s:%d: %s failed\n", __FILE__, __LINE__, #cond); \
      ++failures;                                            \
    }                                                        \
  } while (0)

static int failures = 0;

template <int BLOCK, int IPT>
__global__ void block_kernel(const int* in, int* out, int* sums, int* warp_sums) {
  typedef cub::BlockLoad<int, BLOCK, IPT, cub::BLOCK_LOAD_WARP_TRANSPOSE> Load;
  typedef cub::BlockScan<int, BLOCK> Scan;
  typedef cub::BlockReduce<int, BLOCK> Reduce;
  typedef cub::BlockRadixSort<int, BLOCK, IPT> Sort;
  typedef cub::BlockStore<int, BLOCK, IPT, cub::BLOCK_STORE_WARP_TRANSPOSE> Store;
  typedef cub::WarpReduce<int> WarpSum;
  __shared__ union {
    typename Load::TempStorage load;
    typename Scan::TempStorage scan;
    typename Reduce::TempStorage reduce;
    typename Sort::TempStorage sort;
    typename Store::TempStorage store;
  } storage;
  __shared__ typename WarpSum::TempStorage warp_storage[BLOCK / CUB_PTX_WARP_THREADS];
  int items[IPT];
  Load(storage.load).Load(in, items);
  __syncthreads();
  int total = Reduce(storage.reduce).Sum(items);
  if (threadIdx.x == 0) sums[0] = total;
  __syncthreads();
  const int warp_total = WarpSum(warp_storage[threadIdx.x / CUB_PTX_WARP_THREADS]).Sum(items[0]);
  if (cub::LaneId() == 0) warp_sums[threadIdx.x / CUB_PTX_WARP_THREADS] = warp_total;
  Sort(storage.sort).SortDescending(items);
  __syncthreads();
  int aggregate;
  Scan(storage.scan).InclusiveSum(items, items, aggregate);
  __syncthreads();
  if (threadIdx.x == 0) sums[1] = aggregate + cub::internal::ThreadReduce(items, cub::Sum()) * 0;
  Store(storage.store).Store(out, items);
}

struct GreaterThan {
  int limit;
  __host__ __device__ bool operator()(int x) const { return x > limit; }
};
struct Less {
  __device__ bool operator()(int a, int b) const { return a < b; }
};

int main() {
  const int n = 4096;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = (i * 37) % 211 - 100;
  int *d_in = NULL, *d_out = NULL, *d_count = NULL;
  CubDebugExit(g_allocator.DeviceAllocate((void**)&d_in, sizeof(int) * n));
  CubDebugExit(g_allocator.DeviceAllocate((void**)&d_out, sizeof(int) * n));
  CubDebugExit(g_allocator.DeviceAllocate((void**)&d_count, sizeof(int) * 16));
  CubDebugExit(cudaMemcpy(d_in, h.data(), sizeof(int) * n, cudaMemcpyHostToDevice));

  // Device-wide: the classic two-phase calls, with NULL as d_temp_storage.
  void* d_temp_storage = NULL;
  size_t temp_storage_bytes = 0;
  cudaError_t error = DeviceReduce::Sum(NULL, temp_storage_bytes, d_in, d_count, n);
  CHECK(error == cudaSuccess && temp_storage_bytes > 0);
  CubDebugExit(g_allocator.DeviceAllocate(&d_temp_storage, temp_storage_bytes));
  CubDebugExit(DeviceReduce::Sum(d_temp_storage, temp_storage_bytes, d_in, d_count, n, 0));
  int sum = 0;
  cudaMemcpy(&sum, d_count, sizeof(int), cudaMemcpyDeviceToHost);
  long long want = 0;
  for (int v : h) want += v;
  CHECK(sum == want);
  size_t too_small = 1;
  error = cub::DeviceScan::ExclusiveSum(d_temp_storage, too_small, d_in, d_out, 100000);
  CHECK(error == cudaErrorInvalidValue);
  CubDebugExit(g_allocator.DeviceFree(d_temp_storage));

  auto run = [&](auto call) {
    size_t bytes = 0;
    cudaError_t e = call(static_cast<void*>(NULL), bytes);
    if (e != cudaSuccess) return e;
    void* temp = NULL;
    CubDebugExit(g_allocator.DeviceAllocate(&temp, bytes));
    e = call(temp, bytes);
    cudaDeviceSynchronize();
    CubDebugExit(g_allocator.DeviceFree(temp));
    return e;
  };
  CHECK(run([&](void* t, size_t& b) { return cub::DeviceScan::InclusiveSum(t, b, d_in, d_out, n); }) == cudaSuccess);
  std::vector<int> got(n);
  cudaMemcpy(got.data(), d_out, sizeof(int) * n, cudaMemcpyDeviceToHost);
  int running = 0, scan_errors = 0;
  for (int i = 0; i < n; ++i) {
    running += h[i];
    scan_errors += got[i] != running;
  }
  CHECK(scan_errors == 0);
  CHECK(run([&](void* t, size_t& b) { return DeviceSelect::If(t, b, d_in, d_out, d_count, n, GreaterThan{50}); }) == cudaSuccess);
  int selected = 0;
  cudaMemcpy(&selected, d_count, sizeof(int), cudaMemcpyDeviceToHost);
  CHECK(selected == std::count_if(h.begin(), h.end(), [](int x) { return x > 50; }));
  CHECK(run([&](void* t, size_t& b) { return DeviceRadixSort::SortKeys(t, b, d_in, d_out, n); }) == cudaSuccess);
  cudaMemcpy(got.data(), d_out, sizeof(int) * n, cudaMemcpyDeviceToHost);
  std::vector<int> sorted = h;
  std::sort(sorted.begin(), sorted.end());
  CHECK(got == sorted);
  CHECK(run([&](void* t, size_t& b) { return DeviceRunLengthEncode::Encode(t, b, d_out, d_out + 0, d_in + 0, d_count, n); }) ==
        cudaSuccess);
  CubDebugExit(cudaMemcpy(d_in, h.data(), sizeof(int) * n, cudaMemcpyHostToDevice));
  CHECK(run([&](void* t, size_t& b) { return DeviceMergeSort::SortKeys(t, b, d_in, n, Less()); }) == cudaSuccess);
  cudaMemcpy(got.data(), d_in, sizeof(int) * n, cudaMemcpyDeviceToHost);
  CHECK(got == sorted);
  CHECK(run([&](void* t, size_t& b) { return DeviceHistogram::HistogramEven(t, b, d_in, d_count, 9, -100, 100, n); }) ==
        cudaSuccess);
  int* null = NULL;
  CHECK(run([&](void* t, size_t& b) { return DeviceReduce::Max(t, b, null, d_count, n); }) == cudaErrorInvalidValue);

  // Block and warp primitives.
  CubDebugExit(cudaMemcpy(d_in, h.data(), sizeof(int) * n, cudaMemcpyHostToDevice));
  block_kernel<128, 4><<<1, 128>>>(d_in, d_out, d_count, d_count + 2);
  CubDebugExit(cudaDeviceSynchronize());
  int sums[2];
  cudaMemcpy(sums, d_count, sizeof(sums), cudaMemcpyDeviceToHost);
  long long first512 = 0;
  for (int i = 0; i < 512; ++i) first512 += h[i];
  CHECK(sums[0] == first512 && sums[1] == first512);
  std::vector<int> warp_sums(128 / CUB_PTX_WARP_THREADS);
  cudaMemcpy(warp_sums.data(), d_count + 2, sizeof(int) * warp_sums.size(), cudaMemcpyDeviceToHost);
  for (size_t w = 0; w < warp_sums.size(); ++w) {
    int s = 0;
    for (int l = 0; l < CUB_PTX_WARP_THREADS; ++l) s += h[(w * CUB_PTX_WARP_THREADS + l) * 4];
    CHECK(warp_sums[w] == s);
  }

  // Traits as radix sorts use them.
  CHECK(cub::Traits<float>::TwiddleOut(cub::Traits<float>::TwiddleIn(0x3f800000u)) == 0x3f800000u);
  CHECK(cub::Traits<int>::Max() == 2147483647 && CUB_MAX(3, 4) == 4 && CUB_QUOTIENT_CEILING(10, 4) == 3);

  CubDebugExit(g_allocator.DeviceFree(d_in));
  CubDebugExit(g_allocator.DeviceFree(d_out));
  CubDebugExit(g_allocator.DeviceFree(d_count));
  std::printf(failures ? "FAIL\n" : "PASS\n");
  return failures ? 1 : 0;
}
