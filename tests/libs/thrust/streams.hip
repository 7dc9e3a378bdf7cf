// Execution policies of the HIP system on streams: thrust::hip::par(.on(s))
// waits for its stream before returning, par_nosync does not; either way the
// algorithm runs in stream order after the kernels before it and before the
// kernels after it. Also: allocators (par(alloc)), __device__ lambdas, and
// Thrust called inside kernels (sequential there).
#include <hip/hip_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/sequence.h>
#include <thrust/reduce.h>
#include <thrust/scan.h>
#include <thrust/sort.h>
#include <thrust/transform.h>
#include <thrust/transform_reduce.h>
#include <thrust/functional.h>
#include <thrust/system/hip/execution_policy.h>

#include <cstdint>
#include <vector>

#include "check.h"

__global__ void reverse_fill(int* data, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = n - 1 - i;
}

// flags[0] = 1 if data is 0, 1, 2, ... (checked by one thread after the sort).
__global__ void check_identity(const int* data, int n, int* flag) {
  if (blockIdx.x == 0 && threadIdx.x == 0) {
    int ok = 1;
    for (int i = 0; i < n; ++i)
      ok &= data[i] == i;
    *flag = ok;
  }
}

// Per thread: sort a small array with Thrust inside the kernel, then reduce it.
__global__ void sort_in_kernel(int* rows, int width, int* sums) {
  const int r = threadIdx.x;
  int* row = rows + r * width;
  thrust::sort(thrust::seq, row, row + width, thrust::greater<int>());
  sums[r] = thrust::reduce(thrust::device, row, row + width);
}

struct counting_allocator {
  typedef char value_type;
  int* allocations;
  char* allocate(std::ptrdiff_t bytes) {
    ++*allocations;
    void* p = nullptr;
    if (hipMalloc(&p, bytes) != hipSuccess)
      throw std::bad_alloc();
    return static_cast<char*>(p);
  }
  void deallocate(char* p, size_t) { (void)hipFree(p); }
};

static void test_order_with_kernels(hipStream_t s) {
  const int n = 300007;
  thrust::device_vector<int> d(n);
  int* raw = thrust::raw_pointer_cast(d.data());
  int* flag = nullptr;
  CHECK_HIP(hipMalloc(&flag, sizeof(int)));
  CHECK_HIP(hipMemsetAsync(flag, 0, sizeof(int), s));
  reverse_fill<<<(n + 255) / 256, 256, 0, s>>>(raw, n);            // before
  thrust::sort(thrust::hip::par_nosync.on(s), d.begin(), d.end()); // on the same stream
  check_identity<<<1, 1, 0, s>>>(raw, n, flag);                    // after
  int ok = 0;
  CHECK_HIP(hipMemcpyAsync(&ok, flag, sizeof(int), hipMemcpyDeviceToHost, s));
  CHECK_HIP(hipStreamSynchronize(s));
  CHECK(ok == 1);
  CHECK_HIP(hipFree(flag));

  reverse_fill<<<(n + 255) / 256, 256, 0, s>>>(raw, n);
  CHECK(thrust::reduce(thrust::hip::par.on(s), d.begin(), d.end(), 0L) == long(n) * (n - 1) / 2);
  CHECK(thrust::reduce(thrust::hip::par_nosync.on(s), d.begin(), d.end(), 0L) ==
        long(n) * (n - 1) / 2);
}

// par_nosync returns while the stream is still blocked; par waits.
static void test_synchronization(hipStream_t s) {
  std::uint32_t* gate = nullptr;
  CHECK_HIP(
      hipHostMalloc(reinterpret_cast<void**>(&gate), sizeof(std::uint32_t), hipHostMallocDefault));
  *gate = 0;
  thrust::device_vector<int> d(100000, 1);
  CHECK_HIP(hipStreamWaitValue32(s, gate, 1, hipStreamWaitValueEq, 0xffffffffu));
  thrust::transform(thrust::hip::par_nosync.on(s), d.begin(), d.end(), d.begin(),
                    thrust::negate<int>());
  thrust::inclusive_scan(thrust::hip::par_nosync.on(s), d.begin(), d.end(), d.begin());
  CHECK(hipStreamQuery(s) == hipErrorNotReady);
  __atomic_store_n(gate, 1u, __ATOMIC_RELEASE);
  thrust::transform(thrust::hip::par.on(s), d.begin(), d.end(), d.begin(), thrust::negate<int>());
  CHECK(hipStreamQuery(s) == hipSuccess);
  CHECK(d[99999] == 100000 && d[0] == 1);
  CHECK_HIP(hipHostFree(gate));
}

static void test_two_streams() {
  hipStream_t a, b;
  CHECK_HIP(hipStreamCreateWithFlags(&a, hipStreamNonBlocking));
  CHECK_HIP(hipStreamCreateWithFlags(&b, hipStreamNonBlocking));
  thrust::device_vector<int> x(200000), y(200000);
  reverse_fill<<<(200000 + 255) / 256, 256, 0, a>>>(thrust::raw_pointer_cast(x.data()), 200000);
  reverse_fill<<<(200000 + 255) / 256, 256, 0, b>>>(thrust::raw_pointer_cast(y.data()), 200000);
  thrust::sort(thrust::hip::par_nosync.on(a), x.begin(), x.end());
  thrust::sort(thrust::hip::par_nosync.on(b), y.begin(), y.end(), thrust::greater<int>());
  CHECK_HIP(hipStreamSynchronize(a));
  CHECK_HIP(hipStreamSynchronize(b));
  CHECK(x[0] == 0 && x[199999] == 199999 && y[0] == 199999 && y[199999] == 0);
  CHECK_HIP(hipStreamDestroy(a));
  CHECK_HIP(hipStreamDestroy(b));
}

static void test_allocator_and_lambdas(hipStream_t s) {
  int allocations = 0;
  counting_allocator alloc{&allocations};
  thrust::device_vector<int> d(50000);
  thrust::sequence(thrust::hip::par(alloc).on(s), d.begin(), d.end());
  thrust::sort(thrust::hip::par(alloc).on(s), d.begin(), d.end(), thrust::greater<int>());
  CHECK(allocations > 0); // the sort's scratch memory came from the allocator
  CHECK(d[0] == 49999);

  auto square = [] __device__(int x) { return x * x; };
  thrust::device_vector<int> sq(1000);
  thrust::sequence(sq.begin(), sq.end());
  thrust::transform(thrust::device, sq.begin(), sq.end(), sq.begin(), square);
  CHECK(sq[999] == 999 * 999);
  const long total = thrust::transform_reduce(
      thrust::hip::par.on(s), sq.begin(), sq.end(), [] __device__(int x) { return long(x) % 7; },
      0L, thrust::plus<long>());
  long expect = 0;
  for (long i = 0; i < 1000; ++i)
    expect += (i * i) % 7;
  CHECK(total == expect);
}

static void test_inside_kernels() {
  const int rows = 8, width = 33;
  std::vector<int> h(rows * width);
  for (int i = 0; i < rows * width; ++i)
    h[i] = int(hash_index(i) % 100);
  thrust::device_vector<int> d(h.begin(), h.end());
  thrust::device_vector<int> sums(rows);
  sort_in_kernel<<<1, rows>>>(thrust::raw_pointer_cast(d.data()), width,
                              thrust::raw_pointer_cast(sums.data()));
  thrust::host_vector<int> got = d, hs = sums;
  bool ok = true;
  for (int r = 0; r < rows; ++r) {
    std::vector<int> row(h.begin() + r * width, h.begin() + (r + 1) * width);
    std::sort(row.rbegin(), row.rend());
    int sum = 0;
    for (int c = 0; c < width; ++c) {
      ok = ok && got[r * width + c] == row[c];
      sum += row[c];
    }
    ok = ok && hs[r] == sum;
  }
  CHECK(ok);
}

int main() {
  hipStream_t s;
  CHECK_HIP(hipStreamCreate(&s));
  test_order_with_kernels(s);
  test_synchronization(s);
  test_two_streams();
  test_allocator_and_lambdas(s);
  test_inside_kernels();
  CHECK_HIP(hipStreamDestroy(s));
  return report("thrust streams");
}
