// Thrust's asynchronous algorithms on the HIP system: events and futures,
// dependencies with .after(), when_all, streams, and errors on consumed
// futures.
#include <hip/hip_runtime.h>
#include <thrust/async/copy.h>
#include <thrust/async/for_each.h>
#include <thrust/async/reduce.h>
#include <thrust/async/scan.h>
#include <thrust/async/sort.h>
#include <thrust/async/transform.h>
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/future.h>
#include <thrust/functional.h>

#include <cstdint>
#include <numeric>
#include <vector>

#include "check.h"

struct add_one {
  __host__ __device__ void operator()(int& x) const { ++x; }
};

int main() {
  const int n = 200003;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i)
    h[i] = int(hash_index(i) % 100000);
  thrust::device_vector<int> d(n), sorted(n);

  // copy in, sort, reduce: a chain of dependencies
  auto copied = thrust::async::copy(thrust::host, thrust::device, h.begin(), h.end(), d.begin());
  auto sorted_event = thrust::async::sort(thrust::device.after(copied), d.begin(), d.end());
  CHECK(!copied.valid()); // consumed by .after
  thrust::device_future<long> sum = thrust::async::reduce(
      thrust::device.after(sorted_event), d.begin(), d.end(), 0L, thrust::plus<long>());
  const long expect = std::accumulate(h.begin(), h.end(), 0L);
  CHECK(sum.valid());
  CHECK(sum.get() == expect);
  CHECK(!sum.valid());
  bool threw = false;
  try {
    sum.wait();
  } catch (const thrust::event_error&) {
    threw = true;
  }
  CHECK(threw);
  CHECK(thrust::is_sorted(d.begin(), d.end()));

  // transform, for_each, scans, reduce_into, copy out, when_all
  auto t = thrust::async::transform(thrust::device, d.begin(), d.end(), sorted.begin(),
                                    thrust::negate<int>());
  auto f =
      thrust::async::for_each(thrust::device.after(t), sorted.begin(), sorted.end(), add_one());
  thrust::device_vector<long> scanned(n), total(1);
  auto s1 = thrust::async::inclusive_scan(thrust::device.after(f), d.begin(), d.end(),
                                          scanned.begin(), thrust::plus<long>());
  auto r = thrust::async::reduce_into(thrust::device, d.begin(), d.end(), total.begin(), 5L,
                                      thrust::plus<long>());
  thrust::device_event both = thrust::when_all(s1, r);
  both.wait();
  CHECK(both.ready());
  CHECK(sorted[0] == 1 - d[0] && scanned[n - 1] == expect && total[0] == expect + 5);
  thrust::device_vector<long> excl(n);
  thrust::async::exclusive_scan(thrust::device, d.begin(), d.end(), excl.begin(), 7L,
                                thrust::plus<long>())
      .wait();
  CHECK(excl[0] == 7 && excl[n - 1] == 7 + expect - d[n - 1]);
  std::vector<int> back(n);
  thrust::async::copy(thrust::device, thrust::host, d.begin(), d.end(), back.begin()).wait();
  std::vector<int> hs = h;
  std::sort(hs.begin(), hs.end());
  CHECK(back == hs);

  // on a named stream: returns while the stream is blocked
  hipStream_t stream;
  CHECK_HIP(hipStreamCreate(&stream));
  std::uint32_t* gate = nullptr;
  CHECK_HIP(
      hipHostMalloc(reinterpret_cast<void**>(&gate), sizeof(std::uint32_t), hipHostMallocDefault));
  *gate = 0;
  CHECK_HIP(hipStreamWaitValue32(stream, gate, 1, hipStreamWaitValueEq, 0xffffffffu));
  auto pending = thrust::async::reduce(thrust::hip::par.on(stream), d.begin(), d.end(), 0L,
                                       thrust::plus<long>());
  CHECK(!pending.ready() && pending.stream() == stream);
  __atomic_store_n(gate, 1u, __ATOMIC_RELEASE);
  CHECK(pending.get() == expect);
  CHECK_HIP(hipHostFree(gate));
  CHECK_HIP(hipStreamDestroy(stream));

  // empty ranges
  thrust::device_vector<int> none;
  CHECK(thrust::async::reduce(thrust::device, none.begin(), none.end(), 42, thrust::plus<int>())
            .get() == 42);
  thrust::async::sort(thrust::device, none.begin(), none.end()).wait();
  return report("thrust async");
}
