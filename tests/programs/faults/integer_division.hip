// Integer division in kernels never traps (docs/faults.md, "Integer
// division"): x / 0 is all ones (-1 signed), x % 0 is x, INT_MIN / -1 is
// INT_MIN and INT_MIN % -1 is 0, for 8- to 64-bit, signed and unsigned
// operands, in scalar and vectorizable loops; other divisions are exact.
#include <hip/hip_runtime.h>

#include <climits>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "../program_check.h"

template <class T>
__global__ void divideAll(const T* a, const T* b, T* quotient, T* remainder, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    quotient[i] = a[i] / b[i];
    remainder[i] = a[i] % b[i];
  }
}

// The divisor is a kernel argument: the same for every work-item (a loop
// the vectorizer may widen).
__global__ void divideByArgument(const int* a, int divisor, int* quotient, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) quotient[i] = a[i] / divisor;
}

template <class T>
T expectedQuotient(T a, T b) {
  if (b == 0) return static_cast<T>(~T(0));
  if (std::is_signed<T>::value && b == T(-1)) return static_cast<T>(T(0) - static_cast<std::make_unsigned_t<T>>(a));
  return a / b;
}
template <class T>
T expectedRemainder(T a, T b) {
  if (b == 0) return a;
  if (std::is_signed<T>::value && b == T(-1)) return 0;
  return a % b;
}

template <class T>
void check(Checker& checker, const char* what) {
  const T values[] = {0, 1, 7, static_cast<T>(-1), static_cast<T>(-7), std::numeric_limits<T>::min(),
                      std::numeric_limits<T>::max(), 3};
  const int count = 8 * 8;
  T *a, *b, *q, *r;
  HIP_CHECK(hipMallocManaged(&a, count * sizeof(T)));
  HIP_CHECK(hipMallocManaged(&b, count * sizeof(T)));
  HIP_CHECK(hipMallocManaged(&q, count * sizeof(T)));
  HIP_CHECK(hipMallocManaged(&r, count * sizeof(T)));
  for (int i = 0; i < count; ++i) {
    a[i] = values[i / 8];
    b[i] = values[i % 8];
  }
  divideAll<T><<<2, 32>>>(a, b, q, r, count);
  HIP_CHECK_LAUNCH();
  for (int i = 0; i < count; ++i) {
    checker.expect_eq(what, i, static_cast<long long>(q[i]), static_cast<long long>(expectedQuotient(a[i], b[i])));
    checker.expect_eq(what, i, static_cast<long long>(r[i]), static_cast<long long>(expectedRemainder(a[i], b[i])));
  }
  HIP_CHECK(hipFree(a));
  HIP_CHECK(hipFree(b));
  HIP_CHECK(hipFree(q));
  HIP_CHECK(hipFree(r));
}

int main() {
  Checker checker;
  check<int8_t>(checker, "int8");
  check<uint8_t>(checker, "uint8");
  check<int16_t>(checker, "int16");
  check<uint16_t>(checker, "uint16");
  check<int32_t>(checker, "int32");
  check<uint32_t>(checker, "uint32");
  check<int64_t>(checker, "int64");
  check<uint64_t>(checker, "uint64");

  const int n = 1000;
  int *a, *q;
  HIP_CHECK(hipMallocManaged(&a, n * sizeof(int)));
  HIP_CHECK(hipMallocManaged(&q, n * sizeof(int)));
  for (int i = 0; i < n; ++i) a[i] = i - 500 + (i == 0 ? INT_MIN + 500 : 0);
  for (int divisor : {0, -1, 3}) {
    divideByArgument<<<4, 256>>>(a, divisor, q, n);
    HIP_CHECK_LAUNCH();
    for (int i = 0; i < n; ++i)
      checker.expect_eq("divide by argument", divisor * 10000 + i, q[i], expectedQuotient(a[i], divisor));
  }
  return checker.finish();
}
