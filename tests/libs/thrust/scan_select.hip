// Thrust on the HIP system: scans, keyed reductions, selection and
// reordering, against the same computation on the host.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/scan.h>
#include <thrust/transform_scan.h>
#include <thrust/reduce.h>
#include <thrust/copy.h>
#include <thrust/remove.h>
#include <thrust/unique.h>
#include <thrust/partition.h>
#include <thrust/gather.h>
#include <thrust/scatter.h>
#include <thrust/reverse.h>
#include <thrust/replace.h>
#include <thrust/adjacent_difference.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/transform_iterator.h>

#include <algorithm>
#include <numeric>
#include <vector>

#include "check.h"

struct is_even {
  __host__ __device__ bool operator()(int x) const { return (x & 1) == 0; }
};

struct is_odd {
  __host__ __device__ bool operator()(int x) const { return (x & 1) != 0; }
};

struct times3 {
  __host__ __device__ long operator()(int x) const { return 3L * x; }
};

template <class A, class B> static bool same(const A& a, const B& b, size_t n) {
  for (size_t i = 0; i < n; ++i)
    if (!(a[i] == b[i]))
      return false;
  return true;
}

static void test_size(int n) {
  std::vector<int> h(n), keys(n);
  for (int i = 0; i < n; ++i) {
    h[i] = int(hash_index(i) % 100);
    keys[i] = i / 5 + (i % 17 == 0); // runs of equal keys of varying length
  }
  thrust::device_vector<int> d(h.begin(), h.end());
  thrust::device_vector<int> dkeys(keys.begin(), keys.end());

  // inclusive / exclusive scans, in place, with operators, transformed, by key
  std::vector<long> expect(n);
  std::partial_sum(h.begin(), h.end(), expect.begin(), std::plus<long>());
  thrust::device_vector<long> out(n);
  thrust::inclusive_scan(d.begin(), d.end(), out.begin());
  CHECK(same(thrust::host_vector<long>(out), expect, n));
  long acc = 10;
  for (int i = 0; i < n; ++i) {
    expect[i] = acc;
    acc += h[i];
  }
  thrust::exclusive_scan(d.begin(), d.end(), out.begin(), 10L);
  CHECK(same(thrust::host_vector<long>(out), expect, n));
  thrust::device_vector<int> inplace = d;
  thrust::inclusive_scan(inplace.begin(), inplace.end(), inplace.begin(), thrust::maximum<int>());
  int running = -1;
  bool ok = true;
  for (int i = 0; i < n; ++i) {
    running = std::max(running, h[i]);
    ok = ok && inplace[i] == running;
    if (i > 50)
      break; // element reads go through the runtime: check the head here, the tail below
  }
  CHECK(ok);
  CHECK(n == 0 || inplace[n - 1] == *std::max_element(h.begin(), h.end()));
  thrust::transform_exclusive_scan(d.begin(), d.end(), out.begin(), times3(), 0L,
                                   thrust::plus<long>());
  acc = 0;
  for (int i = 0; i < n; ++i) {
    expect[i] = acc;
    acc += 3L * h[i];
  }
  CHECK(same(thrust::host_vector<long>(out), expect, n));
  // int items scanned into longs add in long (as Thrust's CUDA system does)
  thrust::device_vector<int> big(n, 1 << 30);
  thrust::inclusive_scan(big.begin(), big.end(), out.begin(), thrust::plus<long>());
  CHECK(n == 0 || out[n - 1] == (long(n) << 30));

  thrust::device_vector<int> seg(n);
  thrust::inclusive_scan_by_key(dkeys.begin(), dkeys.end(), d.begin(), seg.begin());
  thrust::host_vector<int> hseg = seg;
  ok = true;
  for (int i = 0, s = 0; i < n; ++i) {
    s = (i > 0 && keys[i] == keys[i - 1]) ? s + h[i] : h[i];
    ok = ok && hseg[i] == s;
  }
  CHECK(ok);
  thrust::exclusive_scan_by_key(dkeys.begin(), dkeys.end(), d.begin(), seg.begin());
  hseg = seg;
  ok = true;
  for (int i = 0, s = 0; i < n; ++i) {
    s = (i > 0 && keys[i] == keys[i - 1]) ? s + h[i - 1] : 0;
    ok = ok && hseg[i] == s;
  }
  CHECK(ok);

  // reduce_by_key
  std::vector<int> ukeys, usums;
  for (int i = 0; i < n; ++i) {
    if (i == 0 || keys[i] != keys[i - 1]) {
      ukeys.push_back(keys[i]);
      usums.push_back(0);
    }
    usums.back() += h[i];
  }
  thrust::device_vector<int> rk(n), rv(n);
  auto ends = thrust::reduce_by_key(dkeys.begin(), dkeys.end(), d.begin(), rk.begin(), rv.begin());
  std::vector<int> umax;
  for (int i = 0; i < n; ++i) {
    if (i == 0 || keys[i] != keys[i - 1])
      umax.push_back(h[i]);
    umax.back() = std::max(umax.back(), h[i]);
  }
  thrust::device_vector<int> mk(n), mv(n);
  auto mends = thrust::reduce_by_key(dkeys.begin(), dkeys.end(), d.begin(), mk.begin(), mv.begin(),
                                     thrust::equal_to<int>(), thrust::maximum<int>());
  CHECK(mends.second - mv.begin() == long(umax.size()) &&
        same(thrust::host_vector<int>(mv), umax, umax.size()));
  CHECK(ends.first - rk.begin() == long(ukeys.size()) &&
        ends.second - rv.begin() == long(ukeys.size()));
  CHECK(same(thrust::host_vector<int>(rk), ukeys, ukeys.size()));
  CHECK(same(thrust::host_vector<int>(rv), usums, usums.size()));

  // segments longer than several tiles
  std::vector<int> long_keys(n);
  for (int i = 0; i < n; ++i)
    long_keys[i] = i / 50000;
  thrust::device_vector<int> dlong(long_keys.begin(), long_keys.end());
  auto lends = thrust::reduce_by_key(dlong.begin(), dlong.end(), d.begin(), rk.begin(), rv.begin(),
                                     thrust::equal_to<int>(), thrust::plus<int>());
  const long segments = n ? long_keys[n - 1] + 1 : 0;
  CHECK(lends.first - rk.begin() == segments);
  thrust::host_vector<int> hrv = rv;
  ok = true;
  for (long s = 0; s < segments; ++s) {
    int sum = 0;
    for (int i = int(s) * 50000; i < std::min(n, int(s + 1) * 50000); ++i)
      sum += h[i];
    ok = ok && hrv[s] == sum;
  }
  CHECK(ok);

  // copy_if, remove_if, remove_copy, unique, unique_by_key, partition
  std::vector<int> evens;
  for (int x : h)
    if ((x & 1) == 0)
      evens.push_back(x);
  thrust::device_vector<int> sel(n);
  auto sel_end = thrust::copy_if(d.begin(), d.end(), sel.begin(), is_even());
  CHECK(sel_end - sel.begin() == long(evens.size()) &&
        same(thrust::host_vector<int>(sel), evens, evens.size()));
  sel_end = thrust::copy_if(thrust::counting_iterator<int>(0), thrust::counting_iterator<int>(n),
                            d.begin(), sel.begin(), is_even());
  std::vector<int> even_at;
  for (int i = 0; i < n; ++i)
    if ((h[i] & 1) == 0)
      even_at.push_back(i);
  CHECK(sel_end - sel.begin() == long(even_at.size()) &&
        same(thrust::host_vector<int>(sel), even_at, even_at.size()));
  thrust::device_vector<int> rem = d;
  auto rem_end = thrust::remove_if(rem.begin(), rem.end(), is_odd());
  CHECK(rem_end - rem.begin() == long(evens.size()) &&
        same(thrust::host_vector<int>(rem), evens, evens.size()));
  std::vector<int> uniq(h.begin(), h.end());
  uniq.erase(std::unique(uniq.begin(), uniq.end()), uniq.end());
  thrust::device_vector<int> du = d;
  CHECK(thrust::unique(du.begin(), du.end()) - du.begin() == long(uniq.size()) &&
        same(thrust::host_vector<int>(du), uniq, uniq.size()));
  thrust::device_vector<int> uk = dkeys, uv = d;
  auto uends = thrust::unique_by_key(uk.begin(), uk.end(), uv.begin());
  CHECK(uends.first - uk.begin() == long(ukeys.size()) &&
        same(thrust::host_vector<int>(uk), ukeys, ukeys.size()));
  thrust::device_vector<int> part = d;
  auto middle = thrust::stable_partition(part.begin(), part.end(), is_even());
  std::vector<int> hpart(h.begin(), h.end());
  std::stable_partition(hpart.begin(), hpart.end(), [](int x) { return (x & 1) == 0; });
  CHECK(middle - part.begin() == long(evens.size()) &&
        same(thrust::host_vector<int>(part), hpart, n));
  CHECK(thrust::is_partitioned(part.begin(), part.end(), is_even()));

  // gather, scatter, reverse, replace, adjacent_difference
  thrust::device_vector<int> map(n), gathered(n);
  thrust::sequence(map.rbegin(), map.rend());
  thrust::gather(map.begin(), map.end(), d.begin(), gathered.begin());
  std::vector<int> rev(h.rbegin(), h.rend());
  CHECK(same(thrust::host_vector<int>(gathered), rev, n));
  thrust::device_vector<int> scattered(n);
  thrust::scatter(d.begin(), d.end(), map.begin(), scattered.begin());
  CHECK(same(thrust::host_vector<int>(scattered), rev, n));
  thrust::device_vector<int> r = d;
  thrust::reverse(r.begin(), r.end());
  CHECK(same(thrust::host_vector<int>(r), rev, n));
  thrust::replace(r.begin(), r.end(), 7, -7);
  std::replace(rev.begin(), rev.end(), 7, -7);
  CHECK(same(thrust::host_vector<int>(r), rev, n));
  thrust::device_vector<int> diff(n);
  thrust::adjacent_difference(d.begin(), d.end(), diff.begin());
  std::vector<int> hdiff(n);
  std::adjacent_difference(h.begin(), h.end(), hdiff.begin());
  CHECK(same(thrust::host_vector<int>(diff), hdiff, n));
}

int main() {
  for (int n : test_sizes)
    test_size(n);
  return report("thrust scan_select");
}
