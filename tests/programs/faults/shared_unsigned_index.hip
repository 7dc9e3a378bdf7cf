// Unsigned 32-bit indices into __shared__ memory wrap as on a GPU
// (docs/faults.md, "Shared-memory addresses are 32 bits"): a shared address
// is a 32-bit offset there, so `p[~i]` is `p[-i - 1]` and `p[u - 1]` with
// u == 0 is `p[-1]`. HeCBench's merge searches its window with
// `BSm1[~Ax]` (issue 21); before the fix these reads left the arena by
// gigabytes and the kernel faulted. Indices narrower than 32 bits stay
// unsigned (an unsigned char 255 is +255), and non-negative ones are plain.
#include <hip/hip_runtime.h>

#include <cstdint>

#include "../program_check.h"

constexpr int Threads = 64;
constexpr int Window = 2 * Threads;

// Each thread reads its mirror image through a pointer into the middle of
// the window, with the complement of an unsigned index (merge's pattern),
// over 4- and 8-byte elements.
template <class T>
__global__ void mirror(const T* in, T* out) {
  __shared__ T window[Window];
  uint32_t t = threadIdx.x;
  window[t] = in[blockIdx.x * Window + t];
  window[t + Threads] = in[blockIdx.x * Window + t + Threads];
  __syncthreads();
  const T* middle = window + Threads;
  // ~t is 0xFFFFFFFF - t: middle[-t - 1] on a GPU.
  out[blockIdx.x * Threads + t] = middle[~t];
}

// The left neighbour through `p = s + 1`: thread 0's index t - 1u wraps to
// p[-1] == s[0]. The index comes from memory, in a loop with a barrier, so
// nothing about it is known at compile time.
__global__ void leftNeighbour(const int* in, const unsigned* shift, int* out, int rounds) {
  __shared__ int s[Threads + 1];
  const unsigned t = threadIdx.x;
  if (t == 0) s[0] = -1;
  s[t + 1] = in[t];
  __syncthreads();
  int sum = 0;
  for (int r = 0; r < rounds; ++r) {
    const int* p = s + 1;
    sum += p[t - shift[r]];
    __syncthreads();
  }
  out[t] = sum;
}

// An unsigned binary search over shared memory in the shape of merge's
// mergeSinglePath: the probe offset is a complement (`~x`), the loop a
// `while (true)` with a data-dependent break.
__global__ void searchDiagonal(const int* a, const int* b, unsigned* found, int n) {
  __shared__ int as[Threads + 2];
  __shared__ int bs[Threads + 2];
  const unsigned t = threadIdx.x;
  if (t == 0) {
    as[0] = bs[0] = INT32_MIN;
    as[n + 1] = bs[n + 1] = INT32_MAX;
  }
  as[t + 1] = a[t];
  bs[t + 1] = b[t];
  __syncthreads();
  // Diagonal d = t + 1: the number of a's elements among the first d of the
  // merged sequence, by bisection on x in [0, d], probing bs[d - x] as
  // (bs + d + 1)[~x].
  const unsigned d = t + 1;
  const int* bd = bs + d + 1;
  unsigned lo = 0, hi = d;
  while (lo < hi) {
    const unsigned x = (lo + hi + 1) / 2;
    if (as[x] <= bd[~x]) lo = x;
    else hi = x - 1;
  }
  found[t] = lo;
}

// Narrow unsigned indices are not 32-bit ones: 255 stays +255.
__global__ void byteIndex(const unsigned char* index, const int* in, int* out) {
  __shared__ int s[256];
  for (int i = threadIdx.x; i < 256; i += blockDim.x) s[i] = in[i];
  __syncthreads();
  out[threadIdx.x] = s[index[threadIdx.x]];
}

template <class T>
void checkMirror(Checker& checker, const char* what) {
  const int blocks = 3;
  T *in, *out;
  HIP_CHECK(hipMallocManaged(&in, blocks * Window * sizeof(T)));
  HIP_CHECK(hipMallocManaged(&out, blocks * Threads * sizeof(T)));
  for (int i = 0; i < blocks * Window; ++i) in[i] = static_cast<T>(i * 3 + 1);
  mirror<T><<<blocks, Threads>>>(in, out);
  HIP_CHECK_LAUNCH();
  for (int b = 0; b < blocks; ++b)
    for (int t = 0; t < Threads; ++t)
      checker.expect_eq(what, b * Threads + t, static_cast<long long>(out[b * Threads + t]),
                        static_cast<long long>(in[b * Window + Threads - 1 - t]));
  HIP_CHECK(hipFree(in));
  HIP_CHECK(hipFree(out));
}

int main() {
  Checker checker;
  checkMirror<uint32_t>(checker, "mirror uint32");
  checkMirror<float>(checker, "mirror float");
  checkMirror<uint64_t>(checker, "mirror uint64");
  checkMirror<double>(checker, "mirror double");

  {
    const int rounds = 3;
    int *in, *out;
    unsigned* shift;
    HIP_CHECK(hipMallocManaged(&in, Threads * sizeof(int)));
    HIP_CHECK(hipMallocManaged(&out, Threads * sizeof(int)));
    HIP_CHECK(hipMallocManaged(&shift, rounds * sizeof(unsigned)));
    for (int t = 0; t < Threads; ++t) in[t] = 10 * t;
    shift[0] = 1;  // left neighbour: thread 0 reads s[0] through p[0xFFFFFFFF]
    shift[1] = 0;  // itself
    shift[2] = 1;
    leftNeighbour<<<1, Threads>>>(in, shift, out, rounds);
    HIP_CHECK_LAUNCH();
    for (int t = 0; t < Threads; ++t) {
      const int left = t == 0 ? -1 : in[t - 1];
      checker.expect_eq("leftNeighbour", t, out[t], 2 * left + in[t]);
    }
    HIP_CHECK(hipFree(in));
    HIP_CHECK(hipFree(out));
    HIP_CHECK(hipFree(shift));
  }

  {
    int *a, *b;
    unsigned* found;
    HIP_CHECK(hipMallocManaged(&a, Threads * sizeof(int)));
    HIP_CHECK(hipMallocManaged(&b, Threads * sizeof(int)));
    HIP_CHECK(hipMallocManaged(&found, Threads * sizeof(unsigned)));
    for (int i = 0; i < Threads; ++i) {
      a[i] = 3 * i + (i % 5);  // sorted
      b[i] = 2 * i + 7;
    }
    searchDiagonal<<<1, Threads>>>(a, b, found, Threads);
    HIP_CHECK_LAUNCH();
    // Reference: the largest x <= d with a[x-1] <= b[d-x] (as before the window).
    for (int t = 0; t < Threads; ++t) {
      const int d = t + 1;
      auto aAt = [&](int x) { return x == 0 ? INT32_MIN : a[x - 1]; };
      auto bAt = [&](int y) { return y == 0 ? INT32_MIN : b[y - 1]; };
      int want = 0;
      for (int x = 1; x <= d; ++x)
        if (aAt(x) <= bAt(d - x)) want = x;
      checker.expect_eq("searchDiagonal", t, static_cast<long long>(found[t]), static_cast<long long>(want));
    }
    HIP_CHECK(hipFree(a));
    HIP_CHECK(hipFree(b));
    HIP_CHECK(hipFree(found));
  }

  {
    unsigned char* index;
    int *in, *out;
    HIP_CHECK(hipMallocManaged(&index, Threads));
    HIP_CHECK(hipMallocManaged(&in, 256 * sizeof(int)));
    HIP_CHECK(hipMallocManaged(&out, Threads * sizeof(int)));
    for (int i = 0; i < 256; ++i) in[i] = 1000 + i;
    for (int t = 0; t < Threads; ++t) index[t] = static_cast<unsigned char>(255 - 3 * t);
    byteIndex<<<1, Threads>>>(index, in, out);
    HIP_CHECK_LAUNCH();
    for (int t = 0; t < Threads; ++t) checker.expect_eq("byteIndex", t, out[t], in[index[t]]);
    HIP_CHECK(hipFree(index));
    HIP_CHECK(hipFree(in));
    HIP_CHECK(hipFree(out));
  }
  return checker.finish();
}
