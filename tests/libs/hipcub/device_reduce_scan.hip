// Device-wide reductions and scans (DeviceReduce, DeviceSegmentedReduce,
// DeviceScan) over sizes from 0 to several tiles, with pointers and
// hipCUB's iterators, against host results.
#include <hipcub/device/device_reduce.hpp>
#include <hipcub/device/device_scan.hpp>
#include <hipcub/device/device_segmented_reduce.hpp>
#include <hipcub/iterator/arg_index_input_iterator.hpp>
#include <hipcub/iterator/cache_modified_input_iterator.hpp>
#include <hipcub/iterator/constant_input_iterator.hpp>
#include <hipcub/iterator/counting_input_iterator.hpp>
#include <hipcub/iterator/discard_output_iterator.hpp>
#include <hipcub/iterator/transform_input_iterator.hpp>

#include <algorithm>
#include <cmath>
#include <limits>

#include "hipcub_test.h"

/// Associative but not commutative: composition of affine maps x -> a*x + b.
struct Affine {
  int a, b;
  __host__ __device__ bool operator==(const Affine& o) const { return a == o.a && b == o.b; }
};
struct Compose {
  __host__ __device__ Affine operator()(const Affine& f, const Affine& g) const {
    return Affine{f.a * g.a, f.b * g.a + g.b};  // g after f
  }
};

struct Square {
  __host__ __device__ long long operator()(int x) const { return static_cast<long long>(x) * x; }
};

struct ModEqual {
  __host__ __device__ bool operator()(int a, int b) const { return a / 4 == b / 4; }
};

void test_reduce(Checker& check) {
  for (int n : test_sizes()) {
    Random random(n);
    std::vector<int> h(n);
    for (int& v : h) v = random.uniform(-1000, 1000);
    DeviceVector<int> d(h);
    DeviceVector<int> out(1);
    DeviceVector<long long> out64(1);

    long long sum = 0;
    for (int v : h) sum += v;
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::Sum(t, b, d.ptr, out.ptr, n); }));
    check.expect_eq("Sum", n, out.value(), static_cast<int>(sum));

    int mn = std::numeric_limits<int>::max(), mx = std::numeric_limits<int>::lowest();
    for (int v : h) mn = std::min(mn, v), mx = std::max(mx, v);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::Min(t, b, d.ptr, out.ptr, n); }));
    check.expect_eq("Min", n, out.value(), mn);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::Max(t, b, d.ptr, out.ptr, n); }));
    check.expect_eq("Max", n, out.value(), mx);

    // ArgMin/ArgMax: first occurrence; {1, Max()} / {1, Lowest()} for no items.
    using Pair = hipcub::KeyValuePair<int, int>;
    DeviceVector<Pair> arg(1);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::ArgMin(t, b, d.ptr, arg.ptr, n); }));
    Pair got = arg.value();
    const int argmin = n ? int(std::min_element(h.begin(), h.end()) - h.begin()) : 1;
    check.expect_eq("ArgMin.key", n, got.key, argmin);
    check.expect_eq("ArgMin.value", n, got.value, n ? mn : std::numeric_limits<int>::max());
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::ArgMax(t, b, d.ptr, arg.ptr, n); }));
    got = arg.value();
    const int argmax = n ? int(std::max_element(h.begin(), h.end()) - h.begin()) : 1;
    check.expect_eq("ArgMax.key", n, got.key, argmax);
    check.expect_eq("ArgMax.value", n, got.value, n ? mx : std::numeric_limits<int>::lowest());

    // Reduce with an initial value, through a transforming iterator, in 64 bits.
    long long squares = 7;
    for (int v : h) squares += static_cast<long long>(v) * v;
    hipcub::TransformInputIterator<long long, Square, int*> sq(d.ptr, Square());
    HIP_CHECK(run_with_temp(
        [&](void* t, std::size_t& b) { return hipcub::DeviceReduce::Reduce(t, b, sq, out64.ptr, n, hipcub::Sum(), 7LL); }));
    check.expect_eq("Reduce(transform)", n, out64.value(), squares);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceReduce::TransformReduce(t, b, d.ptr, out64.ptr, n, hipcub::Sum(), Square(), 7LL);
    }));
    check.expect_eq("TransformReduce", n, out64.value(), squares);

    // A non-commutative operator: the order of items must be kept.
    std::vector<Affine> maps(n);
    for (int i = 0; i < n; ++i) maps[i] = Affine{1 + (i % 3 == 0), (i * 7) % 5 - 2};
    Affine want{1, 0};
    for (const Affine& f : maps) want = Compose()(want, f);
    DeviceVector<Affine> dmaps(maps), outmap(1);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceReduce::Reduce(t, b, dmaps.ptr, outmap.ptr, n, Compose(), Affine{1, 0});
    }));
    check.expect_true("Reduce(non-commutative)", outmap.value() == want);
  }

  // Floating point: the sum of a float sequence within rounding of the exact sum.
  for (int n : {1000, 100003}) {
    std::vector<float> h(n);
    double want = 0;
    for (int i = 0; i < n; ++i) want += h[i] = 0.5f + float(i % 97) * 0.25f;
    DeviceVector<float> d(h), out(1);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::Sum(t, b, d.ptr, out.ptr, n); }));
    check.expect_near("Sum(float)", n, out.value(), want, 1e-5);
    DeviceVector<double> dd(std::vector<double>(h.begin(), h.end())), outd(1);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::Sum(t, b, dd.ptr, outd.ptr, n); }));
    check.expect_near("Sum(double)", n, outd.value(), want, 1e-12);
  }

  // Iterators as input: counting, constant, cache-modified, arg-index.
  {
    const int n = 50000;
    DeviceVector<long long> out(1);
    hipcub::CountingInputIterator<long long> counting(10);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::Sum(t, b, counting, out.ptr, n); }));
    check.expect_eq("Sum(counting)", 0, out.value(), (10LL + 10 + n - 1) * n / 2);
    hipcub::ConstantInputIterator<long long> constant(3);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::Sum(t, b, constant, out.ptr, n); }));
    check.expect_eq("Sum(constant)", 0, out.value(), 3LL * n);
    std::vector<long long> h(n);
    for (int i = 0; i < n; ++i) h[i] = i % 11;
    DeviceVector<long long> d(h);
    hipcub::CacheModifiedInputIterator<hipcub::LOAD_LDG, long long> cached(d.ptr);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::Max(t, b, cached, out.ptr, n); }));
    check.expect_eq("Max(cache-modified)", 0, out.value(), 10);
    hipcub::DiscardOutputIterator<> discard;
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceReduce::Sum(t, b, d.ptr, discard, n); }));
  }
}

void test_reduce_by_key(Checker& check) {
  for (int n : test_sizes()) {
    Random random(n + 1);
    std::vector<int> keys(n), values(n);
    int key = 0;
    for (int i = 0; i < n; ++i) {
      if (random.uniform(0, 9) < (i % 5000 < 100 ? 0 : 3)) key += random.uniform(1, 3);  // long runs too
      keys[i] = key;
      values[i] = random.uniform(-9, 9);
    }
    std::vector<int> want_keys, want_sums;
    for (int i = 0; i < n; ++i) {
      if (i == 0 || keys[i] != keys[i - 1]) {
        want_keys.push_back(keys[i]);
        want_sums.push_back(0);
      }
      want_sums.back() += values[i];
    }
    DeviceVector<int> dk(keys), dv(values), unique(n), sums(n), runs(1);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceReduce::ReduceByKey(t, b, dk.ptr, unique.ptr, dv.ptr, sums.ptr, runs.ptr, hipcub::Sum(), n);
    }));
    const int nruns = runs.value();
    check.expect_eq("ReduceByKey.runs", n, nruns, static_cast<int>(want_keys.size()));
    std::vector<int> gk = unique.host(), gs = sums.host();
    for (int r = 0; r < nruns && r < int(want_keys.size()); ++r) {
      check.expect_eq("ReduceByKey.key", r, gk[r], want_keys[r]);
      check.expect_eq("ReduceByKey.sum", r, gs[r], want_sums[r]);
    }
  }
}

void test_segmented_reduce(Checker& check) {
  const int n = 70000;
  std::vector<int> h(n);
  for (int i = 0; i < n; ++i) h[i] = (i * 37) % 1001 - 500;
  // Segments: empty ones, single items, long ones, not covering everything.
  std::vector<int> begins, ends;
  for (int s = 0, at = 0; at < n; ++s) {
    const int len = s % 5 == 0 ? 0 : s % 7 == 0 ? 20000 : s % 3;
    begins.push_back(at);
    ends.push_back(std::min(n, at + len));
    at += len + (s % 4 == 0);
  }
  const int segments = static_cast<int>(begins.size());
  DeviceVector<int> d(h), db(begins), de(ends), out(segments);
  using Pair = hipcub::KeyValuePair<int, int>;
  DeviceVector<Pair> arg(segments);
  HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
    return hipcub::DeviceSegmentedReduce::Sum(t, b, d.ptr, out.ptr, segments, db.ptr, de.ptr);
  }));
  std::vector<int> sums = out.host();
  HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
    return hipcub::DeviceSegmentedReduce::Reduce(t, b, d.ptr, out.ptr, segments, db.ptr, de.ptr, hipcub::Max(), -7);
  }));
  std::vector<int> maxes = out.host();
  HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
    return hipcub::DeviceSegmentedReduce::Min(t, b, d.ptr, out.ptr, segments, db.ptr, de.ptr);
  }));
  std::vector<int> mins = out.host();
  HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
    return hipcub::DeviceSegmentedReduce::ArgMax(t, b, d.ptr, arg.ptr, segments, db.ptr, de.ptr);
  }));
  std::vector<Pair> argmax = arg.host();
  for (int s = 0; s < segments; ++s) {
    int sum = 0, mx = -7, mn = std::numeric_limits<int>::max(), am = 1, amv = std::numeric_limits<int>::lowest();
    for (int i = begins[s]; i < ends[s]; ++i) {
      sum += h[i];
      mx = std::max(mx, h[i]);
      mn = std::min(mn, h[i]);
      if (h[i] > amv || i == begins[s]) am = i - begins[s], amv = h[i];
    }
    check.expect_eq("SegmentedSum", s, sums[s], sum);
    check.expect_eq("SegmentedReduce(Max, -7)", s, maxes[s], mx);
    check.expect_eq("SegmentedMin", s, mins[s], mn);
    check.expect_eq("SegmentedArgMax.key", s, argmax[s].key, am);
    check.expect_eq("SegmentedArgMax.value", s, argmax[s].value, amv);
  }
}

void test_scan(Checker& check) {
  for (int n : test_sizes()) {
    Random random(n + 2);
    std::vector<int> h(n);
    for (int& v : h) v = random.uniform(-100, 100);
    DeviceVector<int> d(h), out(n);
    std::vector<int> excl(n), incl(n);
    int running = 0;
    for (int i = 0; i < n; ++i) {
      excl[i] = running;
      running += h[i];
      incl[i] = running;
    }
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceScan::ExclusiveSum(t, b, d.ptr, out.ptr, n); }));
    std::vector<int> got = out.host();
    for (int i = 0; i < n; ++i) check.expect_eq("ExclusiveSum", i, got[i], excl[i]);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceScan::InclusiveSum(t, b, d.ptr, out.ptr, n); }));
    got = out.host();
    for (int i = 0; i < n; ++i) check.expect_eq("InclusiveSum", i, got[i], incl[i]);

    // Max-scans with an initial value; in place.
    std::vector<int> emax(n), imax(n);
    int m = -50, im = std::numeric_limits<int>::lowest();
    for (int i = 0; i < n; ++i) {
      emax[i] = m;
      m = std::max(m, h[i]);
      im = std::max(im, h[i]);
      imax[i] = im;
    }
    HIP_CHECK(run_with_temp(
        [&](void* t, std::size_t& b) { return hipcub::DeviceScan::ExclusiveScan(t, b, d.ptr, out.ptr, hipcub::Max(), -50, n); }));
    got = out.host();
    for (int i = 0; i < n; ++i) check.expect_eq("ExclusiveScan(Max)", i, got[i], emax[i]);
    DeviceVector<int> inplace(h);
    HIP_CHECK(run_with_temp(
        [&](void* t, std::size_t& b) { return hipcub::DeviceScan::InclusiveScan(t, b, inplace.ptr, inplace.ptr, hipcub::Max(), n); }));
    got = inplace.host();
    for (int i = 0; i < n; ++i) check.expect_eq("InclusiveScan(Max, in place)", i, got[i], imax[i]);

    // Non-commutative scan keeps the order.
    std::vector<Affine> maps(n), want(n);
    Affine acc{1, 0};
    for (int i = 0; i < n; ++i) {
      maps[i] = Affine{1 + (i % 4 == 0), (i * 3) % 7 - 3};
      want[i] = acc;
      acc = Compose()(acc, maps[i]);
    }
    DeviceVector<Affine> dmaps(maps), outmaps(n);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceScan::ExclusiveScan(t, b, dmaps.ptr, outmaps.ptr, Compose(), Affine{1, 0}, n);
    }));
    std::vector<Affine> gotmaps = outmaps.host();
    long bad = 0;
    for (int i = 0; i < n; ++i) bad += !(gotmaps[i] == want[i]);
    check.expect_eq("ExclusiveScan(non-commutative) mismatches", n, bad, 0);

    // Scans by key (keys in runs, some equal only under a custom equality).
    std::vector<int> keys(n);
    int key = 0;
    for (int i = 0; i < n; ++i) {
      if (random.uniform(0, 99) < 2) key += random.uniform(1, 6);
      keys[i] = key;
    }
    DeviceVector<int> dk(keys);
    for (int custom = 0; custom < 2; ++custom) {
      auto same = [&](int a, int b) { return custom ? a / 4 == b / 4 : a == b; };
      std::vector<int> wex(n), win(n), wmax(n);
      int run = 0, runmax = 0;
      for (int i = 0; i < n; ++i) {
        const bool head = i == 0 || !same(keys[i - 1], keys[i]);
        if (head) run = 0, runmax = 3;
        wex[i] = run;
        wmax[i] = runmax;
        run += h[i];
        runmax = std::max(runmax, h[i]);
        win[i] = run;
      }
      if (custom) {
        HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
          return hipcub::DeviceScan::ExclusiveSumByKey(t, b, dk.ptr, d.ptr, out.ptr, n, ModEqual());
        }));
      } else {
        HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceScan::ExclusiveSumByKey(t, b, dk.ptr, d.ptr, out.ptr, n); }));
      }
      got = out.host();
      for (int i = 0; i < n; ++i) check.expect_eq(custom ? "ExclusiveSumByKey(eq)" : "ExclusiveSumByKey", i, got[i], wex[i]);
      if (custom) {
        HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
          return hipcub::DeviceScan::InclusiveSumByKey(t, b, dk.ptr, d.ptr, out.ptr, n, ModEqual());
        }));
      } else {
        HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceScan::InclusiveSumByKey(t, b, dk.ptr, d.ptr, out.ptr, n); }));
      }
      got = out.host();
      for (int i = 0; i < n; ++i) check.expect_eq(custom ? "InclusiveSumByKey(eq)" : "InclusiveSumByKey", i, got[i], win[i]);
      if (!custom) {
        HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
          return hipcub::DeviceScan::ExclusiveScanByKey(t, b, dk.ptr, d.ptr, out.ptr, hipcub::Max(), 3, n);
        }));
        got = out.host();
        for (int i = 0; i < n; ++i) check.expect_eq("ExclusiveScanByKey(Max)", i, got[i], wmax[i]);
        HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
          return hipcub::DeviceScan::InclusiveScanByKey(t, b, dk.ptr, d.ptr, out.ptr, hipcub::Sum(), n);
        }));
        got = out.host();
        for (int i = 0; i < n; ++i) check.expect_eq("InclusiveScanByKey(Sum)", i, got[i], win[i]);
      }
    }
  }
}

int main() {
  Checker check;
  test_reduce(check);
  test_reduce_by_key(check);
  test_segmented_reduce(check);
  test_scan(check);
  return check.finish();
}
