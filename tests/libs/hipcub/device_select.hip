// Device-wide selection, partitioning and run-length encoding (DeviceSelect,
// DevicePartition, DeviceRunLengthEncode) over sizes from 0 to several
// tiles, against host results.
#include <hipcub/device/device_partition.hpp>
#include <hipcub/device/device_run_length_encode.hpp>
#include <hipcub/device/device_select.hpp>
#include <hipcub/iterator/counting_input_iterator.hpp>
#include <hipcub/iterator/transform_input_iterator.hpp>

#include "hipcub_test.h"

struct IsOdd {
  __host__ __device__ bool operator()(int x) const { return x % 2 != 0; }
};
struct Below {
  int limit;
  __host__ __device__ bool operator()(int x) const { return x < limit; }
};
struct Above {
  int limit;
  __host__ __device__ bool operator()(int x) const { return x > limit; }
};
struct NonZero {
  __device__ bool operator()(float x) const { return x != 0.0f; }
};
struct SameTens {
  __host__ __device__ bool operator()(int a, int b) const { return a / 10 == b / 10; }
};

void test_select(Checker& check) {
  for (int n : test_sizes()) {
    Random random(n + 3);
    std::vector<int> h(n);
    std::vector<unsigned char> flags(n);
    for (int i = 0; i < n; ++i) {
      h[i] = random.uniform(0, 99);
      flags[i] = random.uniform(0, 3) == 0;
    }
    DeviceVector<int> d(h), out(n), count(1);
    DeviceVector<unsigned char> df(flags);

    std::vector<int> want;
    for (int i = 0; i < n; ++i)
      if (flags[i]) want.push_back(h[i]);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceSelect::Flagged(t, b, d.ptr, df.ptr, out.ptr, count.ptr, n);
    }));
    std::vector<int> got = out.host();
    check.expect_eq("Flagged.count", n, count.value(), static_cast<int>(want.size()));
    for (std::size_t i = 0; i < want.size(); ++i) check.expect_eq("Flagged", i, got[i], want[i]);

    want.clear();
    for (int v : h)
      if (v % 2) want.push_back(v);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceSelect::If(t, b, d.ptr, out.ptr, count.ptr, n, IsOdd());
    }));
    got = out.host();
    check.expect_eq("If.count", n, count.value(), static_cast<int>(want.size()));
    for (std::size_t i = 0; i < want.size(); ++i) check.expect_eq("If", i, got[i], want[i]);

    // Unique over runs (sorted-ish data), and UniqueByKey with values.
    std::vector<int> runs(n), values(n);
    for (int i = 0; i < n; ++i) {
      runs[i] = i == 0 ? 0 : runs[i - 1] + (random.uniform(0, 4) == 0);
      values[i] = i;
    }
    DeviceVector<int> dr(runs), dv(values), out_values(n);
    want.clear();
    std::vector<int> want_values;
    for (int i = 0; i < n; ++i)
      if (i == 0 || runs[i] != runs[i - 1]) want.push_back(runs[i]), want_values.push_back(i);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceSelect::Unique(t, b, dr.ptr, out.ptr, count.ptr, n); }));
    got = out.host();
    check.expect_eq("Unique.count", n, count.value(), static_cast<int>(want.size()));
    for (std::size_t i = 0; i < want.size(); ++i) check.expect_eq("Unique", i, got[i], want[i]);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceSelect::UniqueByKey(t, b, dr.ptr, dv.ptr, out.ptr, out_values.ptr, count.ptr, n);
    }));
    got = out.host();
    std::vector<int> gotv = out_values.host();
    check.expect_eq("UniqueByKey.count", n, count.value(), static_cast<int>(want.size()));
    for (std::size_t i = 0; i < want.size(); ++i) {
      check.expect_eq("UniqueByKey.key", i, got[i], want[i]);
      check.expect_eq("UniqueByKey.value", i, gotv[i], want_values[i]);
    }
    want.clear();
    want_values.clear();
    for (int i = 0; i < n; ++i)
      if (i == 0 || h[i] / 10 != h[i - 1] / 10) want.push_back(h[i]), want_values.push_back(i);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceSelect::UniqueByKey(t, b, d.ptr, dv.ptr, out.ptr, out_values.ptr, count.ptr, n, SameTens());
    }));
    got = out.host();
    gotv = out_values.host();
    check.expect_eq("UniqueByKey(eq).count", n, count.value(), static_cast<int>(want.size()));
    for (std::size_t i = 0; i < want.size(); ++i) check.expect_eq("UniqueByKey(eq).value", i, gotv[i], want_values[i]);

    // Partitions: selected in order, rejected reversed at the back.
    std::vector<int> selected, rejected;
    for (int i = 0; i < n; ++i) (flags[i] ? selected : rejected).push_back(h[i]);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DevicePartition::Flagged(t, b, d.ptr, df.ptr, out.ptr, count.ptr, n);
    }));
    got = out.host();
    check.expect_eq("Partition.Flagged.count", n, count.value(), static_cast<int>(selected.size()));
    for (std::size_t i = 0; i < selected.size(); ++i) check.expect_eq("Partition.Flagged.selected", i, got[i], selected[i]);
    for (std::size_t i = 0; i < rejected.size(); ++i)
      check.expect_eq("Partition.Flagged.rejected", i, got[n - 1 - i], rejected[i]);
    selected.clear();
    rejected.clear();
    for (int v : h) (v < 30 ? selected : rejected).push_back(v);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DevicePartition::If(t, b, d.ptr, out.ptr, count.ptr, n, Below{30});
    }));
    got = out.host();
    check.expect_eq("Partition.If.count", n, count.value(), static_cast<int>(selected.size()));
    for (std::size_t i = 0; i < selected.size(); ++i) check.expect_eq("Partition.If.selected", i, got[i], selected[i]);
    for (std::size_t i = 0; i < rejected.size(); ++i) check.expect_eq("Partition.If.rejected", i, got[n - 1 - i], rejected[i]);

    // Three-way partition: small, large, the rest (each in order).
    std::vector<int> large, small, middle;
    for (int v : h) (v > 80 ? large : v < 20 ? small : middle).push_back(v);
    DeviceVector<int> first(n), second(n), rest(n), counts(2);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DevicePartition::If(t, b, d.ptr, first.ptr, second.ptr, rest.ptr, counts.ptr, n, Above{80}, Below{20});
    }));
    std::vector<int> c = counts.host(), g1 = first.host(), g2 = second.host(), g3 = rest.host();
    check.expect_eq("ThreeWay.first", n, c[0], static_cast<int>(large.size()));
    check.expect_eq("ThreeWay.second", n, c[1], static_cast<int>(small.size()));
    for (std::size_t i = 0; i < large.size(); ++i) check.expect_eq("ThreeWay.large", i, g1[i], large[i]);
    for (std::size_t i = 0; i < small.size(); ++i) check.expect_eq("ThreeWay.small", i, g2[i], small[i]);
    for (std::size_t i = 0; i < middle.size(); ++i) check.expect_eq("ThreeWay.rest", i, g3[i], middle[i]);
  }

  // nonzero-style: counting input, flags through a transforming iterator.
  {
    const int n = 40000;
    std::vector<float> h(n);
    for (int i = 0; i < n; ++i) h[i] = (i % 7 == 0) ? 1.5f : 0.0f;
    DeviceVector<float> d(h);
    DeviceVector<long long> out(n);
    DeviceVector<int> count(1);
    hipcub::TransformInputIterator<bool, NonZero, float*> flags(d.ptr, NonZero());
    hipcub::CountingInputIterator<long long> index(0);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceSelect::Flagged(t, b, index, flags, out.ptr, count.ptr, n);
    }));
    std::vector<long long> got = out.host();
    check.expect_eq("Flagged(counting).count", 0, count.value(), (n + 6) / 7);
    for (int i = 0; i < (n + 6) / 7; ++i) check.expect_eq("Flagged(counting)", i, got[i], 7LL * i);
  }
}

void test_run_length(Checker& check) {
  for (int n : test_sizes()) {
    Random random(n + 4);
    std::vector<int> h(n);
    for (int i = 0; i < n; ++i) {
      const bool change = i == 0 || random.uniform(0, 9) < (i % 30000 < 17000 ? 1 : 6);
      h[i] = change ? random.uniform(0, 5) : h[i - 1];
    }
    std::vector<int> want_unique, want_counts, want_offsets, want_lengths;
    for (int i = 0; i < n;) {
      int j = i;
      while (j < n && h[j] == h[i]) ++j;
      want_unique.push_back(h[i]);
      want_counts.push_back(j - i);
      if (j - i > 1) want_offsets.push_back(i), want_lengths.push_back(j - i);
      i = j;
    }
    DeviceVector<int> d(h), unique(n), counts(n), runs(1);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceRunLengthEncode::Encode(t, b, d.ptr, unique.ptr, counts.ptr, runs.ptr, n);
    }));
    std::vector<int> gu = unique.host(), gc = counts.host();
    check.expect_eq("Encode.runs", n, runs.value(), static_cast<int>(want_unique.size()));
    for (std::size_t r = 0; r < want_unique.size(); ++r) {
      check.expect_eq("Encode.unique", r, gu[r], want_unique[r]);
      check.expect_eq("Encode.count", r, gc[r], want_counts[r]);
    }
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceRunLengthEncode::NonTrivialRuns(t, b, d.ptr, unique.ptr, counts.ptr, runs.ptr, n);
    }));
    gu = unique.host();
    gc = counts.host();
    check.expect_eq("NonTrivialRuns.runs", n, runs.value(), static_cast<int>(want_offsets.size()));
    for (std::size_t r = 0; r < want_offsets.size(); ++r) {
      check.expect_eq("NonTrivialRuns.offset", r, gu[r], want_offsets[r]);
      check.expect_eq("NonTrivialRuns.length", r, gc[r], want_lengths[r]);
    }
  }
}

int main() {
  Checker check;
  test_select(check);
  test_run_length(check);
  return check.finish();
}
