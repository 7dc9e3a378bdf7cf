// Launch-path cost, for before/after comparisons of a runtime change (run the
// same binary against two libopenhip builds, alternating; see README.md):
// the rate of empty launches (enqueue + completion, median of 7 x 50000) and
// the latency of one launch + hipStreamSynchronize (1 and 64 blocks; p10 and
// median of 3000).
#include <hip/hip_runtime.h>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>
__global__ void empty() {}
static double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }
int main() {
  (void)hipFree(nullptr);
  for (int i = 0; i < 1000; ++i) empty<<<1, 64>>>();
  (void)hipDeviceSynchronize();
  std::vector<double> rates;
  for (int r = 0; r < 7; ++r) {
    const int n = 50000;
    double t = now();
    for (int i = 0; i < n; ++i) empty<<<1, 64>>>();
    (void)hipDeviceSynchronize();
    rates.push_back(n / (now() - t));
  }
  std::sort(rates.begin(), rates.end());
  std::vector<double> lat;
  for (int i = 0; i < 3000; ++i) {
    double t = now();
    empty<<<64, 64>>>();
    (void)hipStreamSynchronize(nullptr);
    lat.push_back((now() - t) * 1e6);
  }
  std::sort(lat.begin(), lat.end());
  std::vector<double> lat1;
  for (int i = 0; i < 3000; ++i) {
    double t = now();
    empty<<<1, 64>>>();
    (void)hipStreamSynchronize(nullptr);
    lat1.push_back((now() - t) * 1e6);
  }
  std::sort(lat1.begin(), lat1.end());
  std::printf("lat1_p10 %.2f us lat1_median %.2f us  ", lat1[300], lat1[1500]);
  std::printf("rate_median %.0f  lat64_p10 %.2f us  lat64_median %.2f us\n", rates[3], lat[300], lat[1500]);
}
