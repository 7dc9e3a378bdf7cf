// Built through find_package(rocthrust) and roc::rocthrust.
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <thrust/reduce.h>
#include <cstdio>

int main() {
  thrust::device_vector<int> d(1000);
  for (int i = 0; i < 1000; i += 250)
    d[i] = 1000 - i;
  thrust::sort(thrust::hip::par, d.begin(), d.end());
  const int sum = thrust::reduce(d.begin(), d.end());
  const bool ok = d[999] == 1000 && sum == 1000 + 750 + 500 + 250;
  std::printf("%s rocthrust package\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
