// Thrust's containers and pointers on the HIP system: device memory comes
// from hipMalloc, so raw pointers work in kernels and runtime calls; element
// access from the host is ordered after earlier kernels; errors are thrown as
// Thrust's exceptions with HIP's codes.
#include <hip/hip_runtime.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/universal_vector.h>
#include <thrust/device_ptr.h>
#include <thrust/device_malloc.h>
#include <thrust/device_free.h>
#include <thrust/sequence.h>
#include <thrust/reduce.h>
#include <thrust/transform.h>
#include <thrust/sort.h>
#include <thrust/system/hip/vector.h>
#include <thrust/system/hip/memory.h>
#include <thrust/system_error.h>

#include <new>
#include <numeric>
#include <vector>

#include "check.h"

__global__ void scale(float* data, int n, float factor) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor;
}

// A kernel that takes a while, so that work after it is really ordered after it.
__global__ void slow_fill(int* data, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    volatile int spin = 0;
    for (int k = 0; k < 2000; ++k)
      spin = spin + k;
    data[i] = n - i + (spin & 0);
  }
}

static void test_memory_kind() {
  thrust::device_vector<float> d(1000);
  hipPointerAttribute_t attributes;
  CHECK_HIP(hipPointerGetAttributes(&attributes, thrust::raw_pointer_cast(d.data())));
  CHECK(attributes.memoryType == hipMemoryTypeDevice);
  thrust::universal_vector<int> u(10);
  CHECK_HIP(hipPointerGetAttributes(&attributes, thrust::raw_pointer_cast(u.data())));
  CHECK(attributes.isManaged == 1);
}

static void test_kernels_and_runtime_calls() {
  const int n = 100003;
  thrust::device_vector<float> d(n);
  thrust::sequence(d.begin(), d.end());
  float* raw = thrust::raw_pointer_cast(d.data());
  scale<<<(n + 255) / 256, 256>>>(raw, n, 2.0f);
  // thrust after a kernel on the same (null) stream sees its writes
  CHECK(thrust::reduce(d.begin(), d.end(), 0.0) == double(n) * (n - 1));
  std::vector<float> h(n);
  CHECK_HIP(hipMemcpy(h.data(), raw, n * sizeof(float), hipMemcpyDeviceToHost));
  CHECK(h[n - 1] == 2.0f * (n - 1));
  CHECK_HIP(hipMemset(raw, 0, n * sizeof(float)));
  CHECK(d[12345] == 0.0f);

  // element reads and writes from the host, right after a slow kernel
  thrust::device_vector<int> v(4096);
  slow_fill<<<16, 256>>>(thrust::raw_pointer_cast(v.data()), 4096);
  CHECK(v[0] == 4096 && v[4095] == 1);
  v[10] = -5;
  thrust::host_vector<int> hv = v;
  CHECK(hv[10] == -5 && hv[11] == 4096 - 11);

  // device_ptr from a raw allocation, used by algorithms and by kernels
  float* mem = nullptr;
  CHECK_HIP(hipMalloc(&mem, 1000 * sizeof(float)));
  thrust::device_ptr<float> p = thrust::device_pointer_cast(mem);
  thrust::fill(p, p + 1000, 1.5f);
  scale<<<4, 256>>>(mem, 1000, 4.0f);
  CHECK(thrust::reduce(p, p + 1000) == 6000.0f);
  CHECK(p[999] == 6.0f && *(p + 3) == 6.0f);
  CHECK((p + 10) - p == 10 && thrust::raw_pointer_cast(p + 10) == mem + 10);
  CHECK_HIP(hipFree(mem));

  thrust::device_ptr<int> q = thrust::device_malloc<int>(100);
  thrust::sequence(q, q + 100);
  CHECK(thrust::reduce(q, q + 100) == 4950);
  thrust::device_free(q);
}

static void test_vector_api() {
  thrust::device_vector<int> v;
  CHECK(v.empty() && v.size() == 0);
  for (int i = 0; i < 100; ++i)
    v.push_back(i);
  CHECK(v.size() == 100 && v.back() == 99 && v.front() == 0);
  v.resize(150, 7);
  CHECK(v.size() == 150 && v[149] == 7);
  v.erase(v.begin(), v.begin() + 50);
  CHECK(v.size() == 100 && v[0] == 50);
  v.insert(v.begin(), 3, -1);
  CHECK(v.size() == 103 && v[2] == -1 && v[3] == 50);
  std::vector<int> s(10);
  std::iota(s.begin(), s.end(), 100);
  v.assign(s.begin(), s.end());
  CHECK(v.size() == 10 && v[9] == 109);
  thrust::device_vector<int> w(5, 1);
  v.swap(w);
  CHECK(v.size() == 5 && w.size() == 10);
  thrust::host_vector<int> h(v.begin(), v.end());
  CHECK(h[4] == 1);
  std::vector<int> back(w.size());
  thrust::copy(w.begin(), w.end(), back.begin());
  CHECK(back == s);
  thrust::device_vector<double> converted = s; // int -> double across systems
  CHECK(converted[3] == 103.0);
  thrust::device_vector<int> copy = w;
  CHECK(copy == w);
  copy.clear();
  CHECK(copy.empty());
  thrust::device_vector<int> empty_copy(copy.begin(), copy.end());
  CHECK(empty_copy.empty());
  thrust::sort(empty_copy.begin(), empty_copy.end());
  CHECK(thrust::reduce(empty_copy.begin(), empty_copy.end(), 3) == 3);

  thrust::hip::vector<float> hv(8, 2.0f);
  CHECK(thrust::reduce(hv.begin(), hv.end()) == 16.0f);
  thrust::hip::pointer<int> mp = thrust::hip::malloc<int>(16);
  thrust::fill(mp, mp + 16, 3);
  CHECK(thrust::reduce(mp, mp + 16) == 48);
  thrust::hip::free(mp);

  // universal memory: reachable from the host directly
  thrust::universal_vector<int> u(1000);
  thrust::sequence(u.begin(), u.end());
  CHECK_HIP(hipDeviceSynchronize());
  CHECK(u[999] == 999 && std::accumulate(u.begin(), u.end(), 0) == 499500);
}

static void test_errors() {
  bool threw = false;
  try {
    thrust::device_vector<char> huge(std::size_t(1) << 62);
  } catch (const std::bad_alloc&) {
    threw = true;
  }
  CHECK(threw);
  CHECK(hipGetLastError() == hipSuccess); // the failure is the exception, not a pending error

  const thrust::system_error error(hipErrorInvalidValue, thrust::hip_category());
  CHECK(error.code().value() == hipErrorInvalidValue);
  CHECK(std::string(thrust::hip_category().name()) == "hip");
  CHECK(std::string(error.what()).find("hipErrorInvalidValue") != std::string::npos);
  CHECK(int(thrust::hip::errc::invalid_value) == int(hipErrorInvalidValue));
}

int main() {
  test_memory_kind();
  test_kernels_and_runtime_calls();
  test_vector_api();
  test_errors();
  return report("thrust vectors_kernels");
}
