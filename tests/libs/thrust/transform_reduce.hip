// Thrust on the HIP system: element-wise algorithms and reductions against
// the same computation on the host.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/transform.h>
#include <thrust/for_each.h>
#include <thrust/fill.h>
#include <thrust/sequence.h>
#include <thrust/tabulate.h>
#include <thrust/reduce.h>
#include <thrust/transform_reduce.h>
#include <thrust/inner_product.h>
#include <thrust/count.h>
#include <thrust/extrema.h>
#include <thrust/find.h>
#include <thrust/logical.h>
#include <thrust/equal.h>
#include <thrust/mismatch.h>
#include <thrust/functional.h>
#include <thrust/iterator/counting_iterator.h>
#include <thrust/iterator/constant_iterator.h>
#include <thrust/iterator/zip_iterator.h>
#include <thrust/complex.h>

#include <algorithm>
#include <cmath>
#include <numeric>

#include "check.h"

struct square {
  __host__ __device__ double operator()(float x) const { return double(x) * x; }
};

struct increment {
  __host__ __device__ void operator()(int& x) const { ++x; }
};

struct is_odd {
  __host__ __device__ bool operator()(int x) const { return x & 1; }
};

struct saxpy {
  float a;
  __host__ __device__ float operator()(float x, float y) const { return a * x + y; }
};

// The statistics of a sequence as one associative operation (a struct result).
struct moments {
  long count;
  double sum;
  double max;
};
struct to_moments {
  __host__ __device__ moments operator()(float x) const { return moments{1, x, x}; }
};
struct merge_moments {
  __host__ __device__ moments operator()(const moments& a, const moments& b) const {
    return moments{a.count + b.count, a.sum + b.sum, a.max > b.max ? a.max : b.max};
  }
};

static void test_size(int n) {
  thrust::host_vector<int> hi(n);
  thrust::host_vector<float> hf(n);
  for (int i = 0; i < n; ++i) {
    hi[i] = int(hash_index(i) % 1000) - 500;
    hf[i] = float(hash_index(i + 7) % 4096) / 64.0f;
  }
  thrust::device_vector<int> di = hi;
  thrust::device_vector<float> df = hf;

  // transform (unary, binary, in place), for_each with a reference functor
  thrust::device_vector<float> dy(n, 1.5f);
  thrust::transform(df.begin(), df.end(), dy.begin(), dy.begin(), saxpy{2.0f});
  thrust::host_vector<float> y = dy;
  bool ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && y[i] == 2.0f * hf[i] + 1.5f;
  CHECK(ok);
  thrust::device_vector<int> dj = di;
  thrust::for_each(dj.begin(), dj.end(), increment());
  thrust::host_vector<int> j = dj;
  ok = true;
  for (int i = 0; i < n; ++i)
    ok = ok && j[i] == hi[i] + 1;
  CHECK(ok);
  thrust::transform(thrust::device, dj.begin(), dj.end(), dj.begin(), thrust::negate<int>());
  CHECK(n == 0 || dj[n - 1] == -(hi[n - 1] + 1));

  // fill, sequence, tabulate
  thrust::device_vector<long> dl(n);
  thrust::fill(dl.begin(), dl.end(), 42L);
  CHECK(thrust::count(dl.begin(), dl.end(), 42L) == n);
  thrust::sequence(dl.begin(), dl.end(), 10L, 3L);
  CHECK(n == 0 || (dl[0] == 10 && dl[n - 1] == 10 + 3L * (n - 1)));
  thrust::tabulate(dl.begin(), dl.end(), thrust::negate<long>());
  CHECK(n < 2 || (dl[1] == -1 && dl[n - 1] == -(n - 1)));

  // reduce with init and operator, over fancy iterators too
  const long sum = std::accumulate(hi.begin(), hi.end(), 5L);
  CHECK(thrust::reduce(di.begin(), di.end(), 5L) == sum);
  CHECK(thrust::reduce(di.begin(), di.end()) == int(sum - 5));
  CHECK(thrust::reduce(di.begin(), di.end(), -1000, thrust::maximum<int>()) ==
        (n ? *std::max_element(hi.begin(), hi.end()) : -1000));
  CHECK(thrust::reduce(thrust::counting_iterator<long>(0), thrust::counting_iterator<long>(n)) ==
        long(n) * (n - 1) / 2);
  CHECK(thrust::reduce(thrust::device, thrust::constant_iterator<int>(3),
                       thrust::constant_iterator<int>(3) + n) == 3 * n);

  // transform_reduce with a struct result; inner_product
  double squares = 0;
  for (int i = 0; i < n; ++i)
    squares += double(hf[i]) * hf[i];
  CHECK(thrust::transform_reduce(df.begin(), df.end(), square(), 0.0, thrust::plus<double>()) ==
        squares);
  const moments m = thrust::transform_reduce(df.begin(), df.end(), to_moments(),
                                             moments{0, 0.0, -1.0}, merge_moments());
  double fsum = 0;
  for (int i = 0; i < n; ++i)
    fsum += hf[i];
  CHECK(m.count == n && std::fabs(m.sum - fsum) < 1e-6 * (1 + fsum) &&
        m.max == (n ? *std::max_element(hf.begin(), hf.end()) : -1.0));
  long dot = 0;
  for (int i = 0; i < n; ++i)
    dot += long(hi[i]) * hi[i];
  CHECK(thrust::inner_product(di.begin(), di.end(), di.begin(), 0L) == dot);

  // count, count_if, extrema, find, logical, equal, mismatch
  CHECK(thrust::count_if(di.begin(), di.end(), is_odd()) ==
        std::count_if(hi.begin(), hi.end(), [](int x) { return x & 1; }));
  if (n > 0) {
    const int min_at = int(std::min_element(hi.begin(), hi.end()) - hi.begin());
    const int max_at = int(std::max_element(hi.begin(), hi.end()) - hi.begin());
    CHECK(thrust::min_element(di.begin(), di.end()) - di.begin() == min_at);
    CHECK(thrust::max_element(di.begin(), di.end()) - di.begin() == max_at);
    auto mm = thrust::minmax_element(di.begin(), di.end());
    CHECK(mm.first - di.begin() == min_at && mm.second - di.begin() == max_at);
    const int target = hi[n / 2];
    CHECK(thrust::find(di.begin(), di.end(), target) - di.begin() ==
          std::find(hi.begin(), hi.end(), target) - hi.begin());
  }
  CHECK(thrust::find(di.begin(), di.end(), 12345) == di.end());
  CHECK(thrust::all_of(di.begin(), di.end(), thrust::placeholders::_1 >= -500));
  CHECK(!thrust::any_of(di.begin(), di.end(), thrust::placeholders::_1 > 500));
  CHECK(thrust::none_of(di.begin(), di.end(), thrust::placeholders::_1 == 1000));
  thrust::device_vector<int> dk = di;
  CHECK(thrust::equal(di.begin(), di.end(), dk.begin()));
  if (n > 3) {
    dk[n - 2] = 9999;
    CHECK(thrust::mismatch(di.begin(), di.end(), dk.begin()).first - di.begin() == n - 2);
  }

  // complex numbers through the device
  thrust::device_vector<thrust::complex<double>> dc(n, thrust::complex<double>(1.0, 2.0));
  const thrust::complex<double> c = thrust::reduce(dc.begin(), dc.end());
  CHECK(c.real() == n && c.imag() == 2.0 * n);
}

// Float sums are folded as a GPU would (short runs, combined pairwise): 2^22 times
// 0.1f lands within 1e-5 of the exact sum (one long fold per tile is off by 6e-5
// for tiles of 8,192 items and by 4% for one of 2^22).
static void test_float_rounding() {
  const int n = 1 << 22;
  thrust::device_vector<float> d(n, 0.1f);
  const double want = n * double(0.1f);
  const float sum = thrust::reduce(d.begin(), d.end(), 0.0f);
  CHECK(std::fabs(sum - want) / want < 1e-5);
  const float plus_init = thrust::reduce(d.begin(), d.begin() + 4000, 1.0f);
  CHECK(std::fabs(plus_init - (1.0 + 4000 * double(0.1f))) < 1e-3);
}

int main() {
  for (int n : test_sizes)
    test_size(n);
  test_float_rounding();
  return report("thrust transform_reduce");
}
