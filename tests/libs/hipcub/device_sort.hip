// Device-wide sorts and histograms (DeviceRadixSort, DeviceSegmentedRadixSort,
// DeviceMergeSort, DeviceHistogram): every key type family, ascending and
// descending, bit ranges, DoubleBuffer forms, stability, against host results.
#include <hipcub/device/device_histogram.hpp>
#include <hipcub/device/device_merge_sort.hpp>
#include <hipcub/device/device_radix_sort.hpp>
#include <hipcub/device/device_segmented_radix_sort.hpp>

#include <algorithm>
#include <cstring>
#include <numeric>
#include <type_traits>

#include "hipcub_test.h"

/// Host reference order of CUB's radix sort: by the twiddled bits in
/// [begin_bit, end_bit), stable.
template <typename KeyT>
std::vector<int> reference_order(const std::vector<KeyT>& keys, int begin_bit, int end_bit, bool descending) {
  using Bits = typename hipcub::Traits<KeyT>::UnsignedBits;
  auto bits = [&](KeyT k) {
    Bits b;
    std::memcpy(&b, &k, sizeof(b));
    b = hipcub::Traits<KeyT>::TwiddleIn(b);
    if (descending) b = static_cast<Bits>(~b);
    const int width = end_bit - begin_bit;
    const Bits mask = width >= int(sizeof(Bits) * 8) ? Bits(~Bits(0)) : Bits((Bits(1) << width) - 1);
    return static_cast<Bits>((b >> begin_bit) & mask);
  };
  std::vector<int> order(keys.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return bits(keys[a]) < bits(keys[b]); });
  return order;
}

template <typename KeyT>
KeyT make_key(Random& random, int i) {
  if constexpr (std::is_same<KeyT, hip_bfloat16>::value || std::is_same<KeyT, __half>::value) {
    const int kind = random.uniform(0, 9);  // 16-bit floats: signed zeros, negatives, repeats
    if (kind == 0) return KeyT(-0.0f);
    return KeyT(static_cast<float>(random.uniform(-4000, 4000)) / 8.0f);
  } else if constexpr (std::is_floating_point<KeyT>::value) {
    const int kind = random.uniform(0, 9);
    if (kind == 0) return KeyT(-0.0);
    if (kind == 1) return KeyT(0.0);
    return static_cast<KeyT>(random.uniform(-100000, 100000)) / KeyT(8);
  } else if constexpr (std::is_same<KeyT, bool>::value) {
    return random.uniform(0, 1) == 1;
  } else {
    (void)i;
    return static_cast<KeyT>(random.next());
  }
}

template <typename KeyT>
bool same_bits(KeyT a, KeyT b) {
  return std::memcmp(&a, &b, sizeof(KeyT)) == 0;
}

template <typename KeyT>
void test_radix_sort_type(Checker& check, const char* name) {
  for (int n : {0, 1, 1000, 65537, 300001}) {
    Random random(n + sizeof(KeyT));
    std::vector<KeyT> keys(n);
    std::vector<int> values(n);
    for (int i = 0; i < n; ++i) keys[i] = make_key<KeyT>(random, i), values[i] = i;
    const int bits = sizeof(KeyT) * 8;
    struct Range {
      int begin, end;
    };
    for (Range range : {Range{0, bits}, Range{bits > 8 ? 3 : 0, bits > 8 ? bits - 5 : bits}}) {
      for (int descending = 0; descending < 2; ++descending) {
        const std::vector<int> order = reference_order(keys, range.begin, range.end, descending);
        DeviceVector<KeyT> kin(keys), kout(n);
        DeviceVector<int> vin(values), vout(n);
        HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
          return descending ? hipcub::DeviceRadixSort::SortPairsDescending(t, b, kin.ptr, kout.ptr, vin.ptr, vout.ptr, n,
                                                                          range.begin, range.end)
                            : hipcub::DeviceRadixSort::SortPairs(t, b, kin.ptr, kout.ptr, vin.ptr, vout.ptr, n,
                                                                 range.begin, range.end);
        }));
        std::vector<KeyT> gk = kout.host();
        std::vector<int> gv = vout.host();
        long bad = 0;
        for (int i = 0; i < n; ++i) bad += !same_bits(gk[i], keys[order[i]]) || gv[i] != order[i];
        check.expect_eq(name, n * 4 + descending, bad, 0);
        // Keys only, through a DoubleBuffer; the input pointers must be unchanged.
        DeviceVector<KeyT> alt(n);
        DeviceVector<KeyT> current(keys);
        hipcub::DoubleBuffer<KeyT> buffer(current.ptr, alt.ptr);
        HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
          return descending ? hipcub::DeviceRadixSort::SortKeysDescending(t, b, buffer, n, range.begin, range.end)
                            : hipcub::DeviceRadixSort::SortKeys(t, b, buffer, n, range.begin, range.end);
        }));
        std::vector<KeyT> sorted(n);
        if (n) HIP_CHECK(hipMemcpy(sorted.data(), buffer.Current(), n * sizeof(KeyT), hipMemcpyDeviceToHost));
        bad = 0;
        for (int i = 0; i < n; ++i) bad += !same_bits(sorted[i], keys[order[i]]);
        check.expect_eq("SortKeys(DoubleBuffer)", n * 4 + descending, bad, 0);
      }
    }
  }
}

void test_radix_sort(Checker& check) {
  test_radix_sort_type<int>(check, "SortPairs<int>");
  test_radix_sort_type<unsigned int>(check, "SortPairs<unsigned>");
  test_radix_sort_type<float>(check, "SortPairs<float>");
  test_radix_sort_type<double>(check, "SortPairs<double>");
  test_radix_sort_type<long long>(check, "SortPairs<long long>");
  test_radix_sort_type<unsigned char>(check, "SortPairs<unsigned char>");
  test_radix_sort_type<short>(check, "SortPairs<short>");
  test_radix_sort_type<__half>(check, "SortPairs<__half>");
  test_radix_sort_type<hip_bfloat16>(check, "SortPairs<hip_bfloat16>");  // hipcub.hpp's type, as AMD's

  {  // bool keys (false before true, stable)
    const int n = 5000;
    bool* keys = nullptr;
    bool* sorted = nullptr;
    HIP_CHECK(hipMallocManaged(&keys, n));
    HIP_CHECK(hipMallocManaged(&sorted, n));
    int trues = 0;
    for (int i = 0; i < n; ++i) trues += keys[i] = (i * 7919) % 3 == 0;
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceRadixSort::SortKeys(t, b, keys, sorted, n); }));
    long bad = 0;
    for (int i = 0; i < n; ++i) bad += sorted[i] != (i >= n - trues);
    check.expect_eq("SortKeys<bool>", n, bad, 0);
    HIP_CHECK(hipFree(keys));
    HIP_CHECK(hipFree(sorted));
  }

  // Pairs in DoubleBuffers; keys that need only one pass (small values).
  const int n = 200000;
  std::vector<unsigned> keys(n);
  std::vector<double> values(n);
  for (int i = 0; i < n; ++i) keys[i] = (i * 2654435761u) % 200, values[i] = i;
  DeviceVector<unsigned> k0(keys), k1(n);
  DeviceVector<double> v0(values), v1(n);
  hipcub::DoubleBuffer<unsigned> kb(k0.ptr, k1.ptr);
  hipcub::DoubleBuffer<double> vb(v0.ptr, v1.ptr);
  HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) { return hipcub::DeviceRadixSort::SortPairs(t, b, kb, vb, n); }));
  std::vector<unsigned> gk(n);
  std::vector<double> gv(n);
  HIP_CHECK(hipMemcpy(gk.data(), kb.Current(), n * sizeof(unsigned), hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy(gv.data(), vb.Current(), n * sizeof(double), hipMemcpyDeviceToHost));
  const std::vector<int> order = reference_order(keys, 0, 32, false);
  long bad = 0;
  for (int i = 0; i < n; ++i) bad += gk[i] != keys[order[i]] || gv[i] != double(order[i]);
  check.expect_eq("SortPairs(DoubleBuffer, one digit)", n, bad, 0);
}

void test_segmented_radix_sort(Checker& check) {
  const int n = 150000;
  Random random(5);
  std::vector<float> keys(n);
  std::vector<int> values(n);
  for (int i = 0; i < n; ++i) keys[i] = make_key<float>(random, i), values[i] = i;
  std::vector<int> begins, ends;
  for (int at = 0, s = 0; at < n; ++s) {
    const int len = s % 9 == 0 ? 0 : s % 4 == 0 ? 20000 : random.uniform(1, 60);
    begins.push_back(at);
    ends.push_back(std::min(n, at + len));
    at += len;
  }
  const int segments = static_cast<int>(begins.size());
  DeviceVector<int> db(begins), de(ends);
  for (int descending = 0; descending < 2; ++descending) {
    DeviceVector<float> kin(keys), kout(n);
    DeviceVector<int> vin(values), vout(n);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return descending ? hipcub::DeviceSegmentedRadixSort::SortPairsDescending(t, b, kin.ptr, kout.ptr, vin.ptr, vout.ptr,
                                                                               n, segments, db.ptr, de.ptr)
                        : hipcub::DeviceSegmentedRadixSort::SortPairs(t, b, kin.ptr, kout.ptr, vin.ptr, vout.ptr, n,
                                                                      segments, db.ptr, de.ptr);
    }));
    std::vector<float> gk = kout.host();
    std::vector<int> gv = vout.host();
    long bad = 0;
    for (int s = 0; s < segments; ++s) {
      std::vector<float> part(keys.begin() + begins[s], keys.begin() + ends[s]);
      const std::vector<int> order = reference_order(part, 0, 32, descending);
      for (std::size_t i = 0; i < order.size(); ++i)
        bad += !same_bits(gk[begins[s] + i], part[order[i]]) || gv[begins[s] + i] != begins[s] + order[i];
    }
    check.expect_eq("SegmentedSortPairs", descending, bad, 0);
    // Keys only, in place through a DoubleBuffer.
    DeviceVector<float> current(keys), alt(n);
    hipcub::DoubleBuffer<float> buffer(current.ptr, alt.ptr);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return descending ? hipcub::DeviceSegmentedRadixSort::SortKeysDescending(t, b, buffer, n, segments, db.ptr, de.ptr)
                        : hipcub::DeviceSegmentedRadixSort::SortKeys(t, b, buffer, n, segments, db.ptr, de.ptr);
    }));
    std::vector<float> sorted(n);
    HIP_CHECK(hipMemcpy(sorted.data(), buffer.Current(), n * sizeof(float), hipMemcpyDeviceToHost));
    bad = 0;
    for (int s = 0; s < segments; ++s) {
      std::vector<float> part(keys.begin() + begins[s], keys.begin() + ends[s]);
      const std::vector<int> order = reference_order(part, 0, 32, descending);
      for (std::size_t i = 0; i < order.size(); ++i) bad += !same_bits(sorted[begins[s] + i], part[order[i]]);
    }
    check.expect_eq("SegmentedSortKeys(DoubleBuffer)", descending, bad, 0);
  }
}

struct Pair {
  int key;
  int payload;
};
/// Orders by key / 8 only, so that stability is visible.
struct CoarseLess {
  __host__ __device__ bool operator()(const Pair& a, const Pair& b) const { return a.key / 8 < b.key / 8; }
};
struct Greater {
  __host__ __device__ bool operator()(long long a, long long b) const { return a > b; }
};

void test_merge_sort(Checker& check) {
  for (int n : {0, 1, 31, 2048, 2049, 100003, 300000}) {
    Random random(n + 6);
    std::vector<Pair> keys(n);
    std::vector<int> items(n);
    for (int i = 0; i < n; ++i) keys[i] = Pair{random.uniform(0, 999), i}, items[i] = i * 3;
    std::vector<Pair> want = keys;
    std::stable_sort(want.begin(), want.end(), CoarseLess());
    DeviceVector<Pair> dk(keys);
    DeviceVector<int> di(items);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceMergeSort::SortPairs(t, b, dk.ptr, di.ptr, n, CoarseLess());
    }));
    std::vector<Pair> gk = dk.host();
    std::vector<int> gi = di.host();
    long bad = 0;
    for (int i = 0; i < n; ++i) bad += gk[i].payload != want[i].payload || gi[i] != want[i].payload * 3;
    check.expect_eq("MergeSort.SortPairs(stable)", n, bad, 0);

    std::vector<long long> values(n);
    for (int i = 0; i < n; ++i) values[i] = static_cast<long long>(random.next() % 100000);
    std::vector<long long> sorted = values;
    std::sort(sorted.begin(), sorted.end(), Greater());
    DeviceVector<long long> in(values), out(n);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceMergeSort::SortKeysCopy(t, b, in.ptr, out.ptr, n, Greater());
    }));
    std::vector<long long> got = out.host(), unchanged = in.host();
    bad = 0;
    for (int i = 0; i < n; ++i) bad += got[i] != sorted[i] || unchanged[i] != values[i];
    check.expect_eq("MergeSort.SortKeysCopy", n, bad, 0);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceMergeSort::StableSortKeys(t, b, in.ptr, n, Greater());
    }));
    got = in.host();
    bad = 0;
    for (int i = 0; i < n; ++i) bad += got[i] != sorted[i];
    check.expect_eq("MergeSort.StableSortKeys", n, bad, 0);
    DeviceVector<Pair> dk2(keys), outk(n);
    DeviceVector<int> di2(items), outi(n);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceMergeSort::SortPairsCopy(t, b, dk2.ptr, di2.ptr, outk.ptr, outi.ptr, n, CoarseLess());
    }));
    gk = outk.host();
    gi = outi.host();
    bad = 0;
    for (int i = 0; i < n; ++i) bad += gk[i].payload != want[i].payload || gi[i] != want[i].payload * 3;
    check.expect_eq("MergeSort.SortPairsCopy", n, bad, 0);
  }
}

void test_histogram(Checker& check) {
  for (int n : {0, 1, 1000, 200001}) {
    Random random(n + 7);
    std::vector<float> samples(n);
    std::vector<unsigned char> bytes(n);
    for (int i = 0; i < n; ++i) {
      samples[i] = float(random.uniform(-200, 1200)) / 10.0f;  // some outside [0, 100)
      bytes[i] = static_cast<unsigned char>(random.next());
    }
    DeviceVector<float> ds(samples);
    DeviceVector<unsigned char> db(bytes);

    // Even bins over floats: [0, 100) in 10 bins.
    const int bins = 10;
    DeviceVector<int> hist(bins);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceHistogram::HistogramEven(t, b, ds.ptr, hist.ptr, bins + 1, 0.0f, 100.0f, n);
    }));
    std::vector<int> want(bins, 0);
    for (float s : samples)
      if (s >= 0.0f && s < 100.0f) ++want[std::min(bins - 1, int((s - 0.0f) * (1.0f / (100.0f / bins))))];
    std::vector<int> got = hist.host();
    for (int b = 0; b < bins; ++b) check.expect_eq("HistogramEven(float)", b, got[b], want[b]);

    // Even bins over bytes: 256 levels for 255 bins in [0, 255), 7 uneven bins in [10, 200).
    DeviceVector<unsigned> h256(255), h7(7);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceHistogram::HistogramEven(t, b, db.ptr, h256.ptr, 256, 0, 255, n);
    }));
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceHistogram::HistogramEven(t, b, db.ptr, h7.ptr, 8, 10, 200, n);
    }));
    std::vector<unsigned> w256(255, 0), w7(7, 0);
    for (unsigned char v : bytes) {
      if (v < 255) ++w256[v];
      if (v >= 10 && v < 200) ++w7[(v - 10) * 7 / 190];
    }
    std::vector<unsigned> g256 = h256.host(), g7 = h7.host();
    for (int b = 0; b < 255; ++b) check.expect_eq("HistogramEven(uchar,255)", b, g256[b], w256[b]);
    for (int b = 0; b < 7; ++b) check.expect_eq("HistogramEven(uchar,7)", b, g7[b], w7[b]);

    // Range bins with uneven levels.
    std::vector<float> levels = {-5.0f, 0.0f, 1.0f, 7.5f, 50.0f, 99.0f};
    DeviceVector<float> dl(levels);
    DeviceVector<int> hr(5);
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& b) {
      return hipcub::DeviceHistogram::HistogramRange(t, b, ds.ptr, hr.ptr, 6, dl.ptr, n);
    }));
    std::vector<int> wr(5, 0);
    for (float s : samples)
      for (int b = 0; b < 5; ++b)
        if (s >= levels[b] && s < levels[b + 1]) ++wr[b];
    got = hr.host();
    for (int b = 0; b < 5; ++b) check.expect_eq("HistogramRange", b, got[b], wr[b]);
  }

  // Interleaved RGBA pixels, three active channels, rows with a stride.
  {
    const int width = 301, rows = 37, stride_pixels = 320;
    std::vector<unsigned char> image(stride_pixels * 4 * rows);
    Random random(8);
    for (auto& v : image) v = static_cast<unsigned char>(random.next());
    DeviceVector<unsigned char> dimage(image);
    DeviceVector<int> r(16), g(16), b(16);
    int* hists[3] = {r.ptr, g.ptr, b.ptr};
    int levels[3] = {17, 17, 17};
    int lower[3] = {0, 0, 0}, upper[3] = {256, 256, 256};
    HIP_CHECK(run_with_temp([&](void* t, std::size_t& bytes) {
      return hipcub::DeviceHistogram::MultiHistogramEven<4, 3>(t, bytes, dimage.ptr, hists, levels, lower, upper, width,
                                                                rows, std::size_t(stride_pixels * 4));
    }));
    std::vector<int> want[3] = {std::vector<int>(16, 0), std::vector<int>(16, 0), std::vector<int>(16, 0)};
    for (int y = 0; y < rows; ++y)
      for (int x = 0; x < width; ++x)
        for (int c = 0; c < 3; ++c) ++want[c][image[(y * stride_pixels + x) * 4 + c] / 16];
    std::vector<int> got[3] = {r.host(), g.host(), b.host()};
    for (int c = 0; c < 3; ++c)
      for (int bin = 0; bin < 16; ++bin) check.expect_eq("MultiHistogramEven(2D)", c * 16 + bin, got[c][bin], want[c][bin]);
  }
}

int main() {
  Checker check;
  test_radix_sort(check);
  test_segmented_radix_sort(check);
  test_merge_sort(check);
  test_histogram(check);
  return check.finish();
}
