// Thrust on the HIP system: sorting (radix sort for arithmetic keys with
// less/greater, merge sort otherwise), merging, set operations and binary
// search, against std:: on the host.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/sort.h>
#include <thrust/merge.h>
#include <thrust/set_operations.h>
#include <thrust/binary_search.h>
#include <thrust/sequence.h>
#include <thrust/functional.h>
#include <thrust/iterator/zip_iterator.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <functional>
#include <vector>

#include "check.h"

struct point {
  int x, y;
  __host__ __device__ bool operator==(const point& o) const { return x == o.x && y == o.y; }
};

struct by_x { // ties on x: only a stable sort keeps the y order
  __host__ __device__ bool operator()(const point& a, const point& b) const { return a.x < b.x; }
};

struct abs_less { // a comparator the radix sort does not take
  __host__ __device__ bool operator()(int a, int b) const {
    return (a < 0 ? -a : a) < (b < 0 ? -b : b);
  }
};

template <class T> static std::vector<T> keys_of(int n, unsigned salt) {
  std::vector<T> v(n);
  for (int i = 0; i < n; ++i) {
    const unsigned r = hash_index(i * 2654435761u + salt);
    if (std::is_floating_point<T>::value)
      v[i] = T((int(r % 20001) - 10000) / 8.0);
    else
      v[i] = T(r);
  }
  return v;
}

template <class T, class Compare> static void check_sort(int n, Compare comp) {
  std::vector<T> h = keys_of<T>(n, sizeof(T));
  thrust::device_vector<T> d(h.begin(), h.end());
  thrust::sort(d.begin(), d.end(), comp);
  std::stable_sort(h.begin(), h.end(), comp);
  thrust::host_vector<T> got = d;
  CHECK(std::equal(h.begin(), h.end(), got.begin()));
  CHECK(thrust::is_sorted(d.begin(), d.end(), comp));
}

// Stability: sort_by_key on keys with many ties, values remember the order.
template <class Key, class Compare> static void check_stable_pairs(int n, Compare comp) {
  std::vector<Key> k(n);
  std::vector<int> v(n);
  for (int i = 0; i < n; ++i) {
    k[i] = Key(hash_index(i) % 64);
    v[i] = i;
  }
  thrust::device_vector<Key> dk(k.begin(), k.end());
  thrust::device_vector<int> dv(v.begin(), v.end());
  thrust::stable_sort_by_key(dk.begin(), dk.end(), dv.begin(), comp);
  std::vector<int> order(n);
  for (int i = 0; i < n; ++i)
    order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return comp(k[a], k[b]); });
  thrust::host_vector<int> got = dv;
  thrust::host_vector<Key> gotk = dk;
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && got[i] == order[i] && gotk[i] == k[order[i]];
  CHECK(ok);
}

static void test_size(int n) {
  check_sort<int>(n, thrust::less<int>());
  check_sort<int>(n, thrust::greater<int>());
  check_sort<unsigned>(n, thrust::less<unsigned>());
  check_sort<std::int64_t>(n, std::less<std::int64_t>());
  check_sort<std::uint8_t>(n, thrust::less<std::uint8_t>());
  check_sort<short>(n, thrust::greater<short>());
  check_sort<float>(n, thrust::less<float>());
  check_sort<double>(n, thrust::greater<double>());
  check_sort<int>(n, abs_less());
  check_stable_pairs<int>(n, thrust::less<int>());
  check_stable_pairs<float>(n, thrust::greater<float>());
  check_stable_pairs<int>(n, abs_less());

  // default sort and sort_by_key
  std::vector<unsigned> h = keys_of<unsigned>(n, 99);
  thrust::device_vector<unsigned> d(h.begin(), h.end());
  thrust::device_vector<int> idx(n);
  thrust::sequence(idx.begin(), idx.end());
  thrust::sort_by_key(d.begin(), d.end(), idx.begin());
  thrust::host_vector<unsigned> hd = d;
  thrust::host_vector<int> hidx = idx;
  bool ok = std::is_sorted(hd.begin(), hd.end());
  for (int i = 0; i < n; ++i)
    ok = ok && h[hidx[i]] == hd[i];
  CHECK(ok);

  // structs by a member (merge sort), stable
  std::vector<point> pts(n);
  for (int i = 0; i < n; ++i)
    pts[i] = point{int(hash_index(i) % 50), i};
  thrust::device_vector<point> dp(pts.begin(), pts.end());
  thrust::stable_sort(dp.begin(), dp.end(), by_x());
  std::stable_sort(pts.begin(), pts.end(),
                   [](const point& a, const point& b) { return a.x < b.x; });
  thrust::host_vector<point> gp = dp;
  CHECK(std::equal(pts.begin(), pts.end(), gp.begin()));

  // a non-contiguous range: keys and values zipped, lexicographic tuples
  thrust::device_vector<int> za(n), zb(n);
  thrust::sequence(za.rbegin(), za.rend());
  thrust::transform(za.begin(), za.end(), zb.begin(), thrust::placeholders::_1 % 3);
  auto zfirst = thrust::make_zip_iterator(thrust::make_tuple(zb.begin(), za.begin()));
  thrust::sort(zfirst, zfirst + n);
  thrust::host_vector<int> ha = za, hb = zb;
  ok = true;
  for (int i = 1; i < n; ++i)
    ok = ok && (hb[i - 1] < hb[i] || (hb[i - 1] == hb[i] && ha[i - 1] < ha[i]));
  CHECK(ok);

  // merge, merge_by_key, set operations on two sorted halves with duplicates
  std::vector<int> a(n), b(n / 2 + 3);
  for (int i = 0; i < n; ++i)
    a[i] = int(hash_index(i) % 1000);
  for (size_t i = 0; i < b.size(); ++i)
    b[i] = int(hash_index(i + 5000) % 1000);
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  thrust::device_vector<int> da(a.begin(), a.end()), db(b.begin(), b.end()),
      out(a.size() + b.size());
  std::vector<int> expect(a.size() + b.size());
  auto e = std::merge(a.begin(), a.end(), b.begin(), b.end(), expect.begin());
  auto o = thrust::merge(da.begin(), da.end(), db.begin(), db.end(), out.begin());
  CHECK(o - out.begin() == e - expect.begin() &&
        std::equal(expect.begin(), e, thrust::host_vector<int>(out).begin()));
  thrust::device_vector<int> va(a.size(), 1), vb(b.size(), 2), mk(a.size() + b.size()),
      mv(a.size() + b.size());
  thrust::merge_by_key(da.begin(), da.end(), db.begin(), db.end(), va.begin(), vb.begin(),
                       mk.begin(), mv.begin());
  thrust::host_vector<int> hmk = mk, hmv = mv;
  ok = std::equal(expect.begin(), e, hmk.begin());
  for (size_t i = 1; i < hmk.size(); ++i)
    ok = ok && !(hmk[i - 1] == hmk[i] && hmv[i - 1] == 2 && hmv[i] == 1);
  CHECK(ok); // ties: the first range's items come first
  e = std::set_union(a.begin(), a.end(), b.begin(), b.end(), expect.begin());
  o = thrust::set_union(da.begin(), da.end(), db.begin(), db.end(), out.begin());
  CHECK(o - out.begin() == e - expect.begin() &&
        std::equal(expect.begin(), e, thrust::host_vector<int>(out).begin()));
  e = std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), expect.begin());
  o = thrust::set_intersection(da.begin(), da.end(), db.begin(), db.end(), out.begin());
  CHECK(o - out.begin() == e - expect.begin() &&
        std::equal(expect.begin(), e, thrust::host_vector<int>(out).begin()));
  e = std::set_difference(a.begin(), a.end(), b.begin(), b.end(), expect.begin());
  o = thrust::set_difference(da.begin(), da.end(), db.begin(), db.end(), out.begin());
  CHECK(o - out.begin() == e - expect.begin() &&
        std::equal(expect.begin(), e, thrust::host_vector<int>(out).begin()));
  e = std::set_symmetric_difference(a.begin(), a.end(), b.begin(), b.end(), expect.begin());
  o = thrust::set_symmetric_difference(da.begin(), da.end(), db.begin(), db.end(), out.begin());
  CHECK(o - out.begin() == e - expect.begin() &&
        std::equal(expect.begin(), e, thrust::host_vector<int>(out).begin()));

  // binary search: vectorized and single
  thrust::device_vector<int> queries(b.begin(), b.end()), found(b.size());
  thrust::lower_bound(da.begin(), da.end(), queries.begin(), queries.end(), found.begin());
  thrust::host_vector<int> hf = found;
  ok = true;
  for (size_t i = 0; i < b.size(); ++i)
    ok = ok && hf[i] == std::lower_bound(a.begin(), a.end(), b[i]) - a.begin();
  CHECK(ok);
  thrust::upper_bound(da.begin(), da.end(), queries.begin(), queries.end(), found.begin());
  hf = found;
  ok = true;
  for (size_t i = 0; i < b.size(); ++i)
    ok = ok && hf[i] == std::upper_bound(a.begin(), a.end(), b[i]) - a.begin();
  CHECK(ok);
  CHECK(thrust::binary_search(da.begin(), da.end(), 500) ==
        std::binary_search(a.begin(), a.end(), 500));
  CHECK(thrust::lower_bound(da.begin(), da.end(), 250) - da.begin() ==
        std::lower_bound(a.begin(), a.end(), 250) - a.begin());
}

// Set operations on items that compare equal but differ (x is the key, y
// tells them apart): which copies each keeps, and in which order, must be
// std::'s (the tiled algorithm cuts between runs of equivalent items only).
static void test_set_copies(int n) {
  auto items = [](int count, unsigned salt, int range, int tag) {
    std::vector<point> v(count);
    for (int i = 0; i < count; ++i)
      v[i] = {int(hash_index(i + salt) % unsigned(range)), tag + i};
    std::stable_sort(v.begin(), v.end(), by_x());
    return v;
  };
  // Few distinct keys (long runs crossing many tiles) and many.
  for (int range : {7, 1000, 1 << 20}) {
    const std::vector<point> a = items(n, 11, range, 0), b = items(n / 3 + 2, 7777, range, 1 << 24);
    thrust::device_vector<point> da(a.begin(), a.end()), db(b.begin(), b.end()),
        out(a.size() + b.size());
    std::vector<point> expect(a.size() + b.size());
    auto same = [&](std::vector<point>::iterator e, thrust::device_vector<point>::iterator o) {
      return o - out.begin() == e - expect.begin() &&
             std::equal(expect.begin(), e, thrust::host_vector<point>(out).begin());
    };
    by_x c;
    CHECK(same(std::set_union(a.begin(), a.end(), b.begin(), b.end(), expect.begin(), c),
               thrust::set_union(da.begin(), da.end(), db.begin(), db.end(), out.begin(), c)));
    CHECK(same(std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), expect.begin(), c),
               thrust::set_intersection(da.begin(), da.end(), db.begin(), db.end(), out.begin(), c)));
    CHECK(same(std::set_difference(a.begin(), a.end(), b.begin(), b.end(), expect.begin(), c),
               thrust::set_difference(da.begin(), da.end(), db.begin(), db.end(), out.begin(), c)));
    CHECK(same(std::set_symmetric_difference(a.begin(), a.end(), b.begin(), b.end(), expect.begin(), c),
               thrust::set_symmetric_difference(da.begin(), da.end(), db.begin(), db.end(),
                                                out.begin(), c)));
    // The _by_key forms: the keys' copies choose the values.
    std::vector<int> ka(a.size()), va(a.size()), kb(b.size()), vb(b.size());
    for (size_t i = 0; i < a.size(); ++i)
      ka[i] = a[i].x, va[i] = a[i].y;
    for (size_t i = 0; i < b.size(); ++i)
      kb[i] = b[i].x, vb[i] = b[i].y;
    thrust::device_vector<int> dka(ka.begin(), ka.end()), dva(va.begin(), va.end()),
        dkb(kb.begin(), kb.end()), dvb(vb.begin(), vb.end()), ko(a.size() + b.size()),
        vo(a.size() + b.size());
    auto e = std::set_union(a.begin(), a.end(), b.begin(), b.end(), expect.begin(), c);
    auto ends = thrust::set_union_by_key(dka.begin(), dka.end(), dkb.begin(), dkb.end(),
                                         dva.begin(), dvb.begin(), ko.begin(), vo.begin());
    thrust::host_vector<int> hk = ko, hv = vo;
    bool ok = ends.first - ko.begin() == e - expect.begin();
    for (long i = 0; ok && i < e - expect.begin(); ++i)
      ok = hk[i] == expect[i].x && hv[i] == expect[i].y;
    CHECK(ok);
  }
}

// -0.0 and +0.0 compare equal: a stable sort keeps their order.
static void test_signed_zeros() {
  const float keys[] = {0.0f, -0.0f, 1.0f, -0.0f, 0.0f, -1.0f};
  thrust::device_vector<float> k(keys, keys + 6);
  thrust::device_vector<int> v(6);
  thrust::sequence(v.begin(), v.end());
  thrust::stable_sort_by_key(k.begin(), k.end(), v.begin());
  const int expect[] = {5, 0, 1, 3, 4, 2};
  thrust::host_vector<int> got = v;
  CHECK(std::equal(expect, expect + 6, got.begin()));
}

int main() {
  for (int n : test_sizes) {
    test_size(n);
    test_set_copies(n);
  }
  test_signed_zeros();
  return report("thrust sort_merge");
}
