// Runtime overheads of the launch path and the memory API, each against what
// a plain C++ program would do instead. Prints CSV rows
//   OVERHEAD,<metric>,<unit>,<openhip>,<reference>
// (reference empty where there is none). Medians throughout.
#include <hip/hip_runtime.h>

#include <cstring>

#include "../common/bench.h"
#include "../common/hip_check.h"

namespace {

__global__ void empty_kernel() {}

void row(const char* metric, const char* unit, double ours, double reference = -1) {
  if (reference >= 0)
    std::printf("OVERHEAD,%s,%s,%.3f,%.3f\n", metric, unit, ours, reference);
  else
    std::printf("OVERHEAD,%s,%s,%.3f,\n", metric, unit, ours);
  std::fflush(stdout);
}

/// Median of `count` individually timed calls, in microseconds.
template <typename Fn>
double medianUs(int count, Fn&& fn) {
  std::vector<double> times(count);
  for (int i = 0; i < 100; ++i) fn();  // warm-up
  for (int i = 0; i < count; ++i) {
    const double start = bench::nowMs();
    fn();
    times[i] = (bench::nowMs() - start) * 1000.0;
  }
  std::sort(times.begin(), times.end());
  return times[count / 2];
}

void launchOverheads(hipStream_t stream, const char* which) {
  char metric[96];
  // Enqueue rate: launches queued back to back, then one synchronize.
  constexpr int kLaunches = 20000;
  std::vector<double> rates, drain_rates;
  for (int rep = 0; rep < 5; ++rep) {
    const double start = bench::nowMs();
    for (int i = 0; i < kLaunches; ++i) empty_kernel<<<1, 1, 0, stream>>>();
    const double queued = bench::nowMs();
    HIP_CHECK(hipStreamSynchronize(stream));
    const double done = bench::nowMs();
    rates.push_back(kLaunches / ((queued - start) / 1000.0));
    drain_rates.push_back(kLaunches / ((done - start) / 1000.0));
  }
  std::sort(rates.begin(), rates.end());
  std::sort(drain_rates.begin(), drain_rates.end());
  std::snprintf(metric, sizeof metric, "empty launch enqueue rate (%s)", which);
  row(metric, "launches/s", rates[2]);
  std::snprintf(metric, sizeof metric, "empty launch completion rate (%s)", which);
  row(metric, "launches/s", drain_rates[2]);
  // Latency: one launch, then wait for it.
  std::snprintf(metric, sizeof metric, "empty launch + hipStreamSynchronize (%s)", which);
  row(metric, "us", medianUs(5000, [&] {
    empty_kernel<<<1, 1, 0, stream>>>();
    HIP_CHECK(hipStreamSynchronize(stream));
  }));
  std::snprintf(metric, sizeof metric, "empty launch 64 blocks + hipStreamSynchronize (%s)", which);
  row(metric, "us", medianUs(5000, [&] {
    empty_kernel<<<64, 256, 0, stream>>>();
    HIP_CHECK(hipStreamSynchronize(stream));
  }));
}

/// Bandwidths in GB/s (bytes moved once) of `ours` and `reference`: medians
/// of repetitions that alternate the two, so that a drift of the machine
/// (other processes, frequency, page state) hits both alike.
template <typename Ours, typename Reference>
void bandwidthRow(const char* metric, size_t bytes, Ours&& ours, Reference&& reference) {
  std::vector<double> ours_ms, reference_ms;
  ours();
  reference();
  for (int r = 0; r < bench::repetitions(); ++r) {
    double start = bench::nowMs();
    ours();
    ours_ms.push_back(bench::nowMs() - start);
    start = bench::nowMs();
    reference();
    reference_ms.push_back(bench::nowMs() - start);
  }
  std::sort(ours_ms.begin(), ours_ms.end());
  std::sort(reference_ms.begin(), reference_ms.end());
  row(metric, "GB/s", bytes / (ours_ms[ours_ms.size() / 2] * 1e6),
      bytes / (reference_ms[reference_ms.size() / 2] * 1e6));
}

void memoryBandwidth() {
  const size_t bytes = size_t(256) << 20;
  std::vector<char> host_a(bytes, 1), host_b(bytes, 2);
  char *dev_a = nullptr, *dev_b = nullptr;
  HIP_CHECK(hipMalloc(&dev_a, bytes));
  HIP_CHECK(hipMalloc(&dev_b, bytes));
  HIP_CHECK(hipMemset(dev_a, 3, bytes));
  HIP_CHECK(hipMemset(dev_b, 4, bytes));
  char* a = host_a.data();
  char* b = host_b.data();
  // The reference is memcpy/memset on the very same pointers (device memory
  // is host memory here), so that the ratio is the runtime's own cost: glibc's
  // copy speed depends on the buffers' relative alignment (dst - src close to
  // a multiple of 4 KiB is three times slower on this machine).
  bandwidthRow("hipMemcpy host to device (256 MiB)", bytes,
               [&] { HIP_CHECK(hipMemcpy(dev_a, a, bytes, hipMemcpyHostToDevice)); },
               [&] { std::memcpy(dev_a, a, bytes); });
  bandwidthRow("hipMemcpy device to host (256 MiB)", bytes,
               [&] { HIP_CHECK(hipMemcpy(b, dev_a, bytes, hipMemcpyDeviceToHost)); },
               [&] { std::memcpy(b, dev_a, bytes); });
  bandwidthRow("hipMemcpy device to device (256 MiB)", bytes,
               [&] { HIP_CHECK(hipMemcpy(dev_b, dev_a, bytes, hipMemcpyDeviceToDevice)); },
               [&] { std::memcpy(dev_b, dev_a, bytes); });
  bandwidthRow("hipMemset (256 MiB)", bytes, [&] { HIP_CHECK(hipMemset(dev_a, 5, bytes)); },
               [&] { std::memset(dev_a, 5, bytes); });
  // Small copies: the per-call cost.
  row("hipMemcpy device to host 4 bytes vs memcpy", "us",
      medianUs(5000, [&] { HIP_CHECK(hipMemcpy(b, dev_a, 4, hipMemcpyDeviceToHost)); }),
      medianUs(5000, [&] { std::memcpy(b, a + 64, 4); }));
  HIP_CHECK(hipFree(dev_a));
  HIP_CHECK(hipFree(dev_b));
}

void synchronizationOverheads() {
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  hipEvent_t event;
  HIP_CHECK(hipEventCreate(&event));
  empty_kernel<<<1, 1, 0, stream>>>();
  HIP_CHECK(hipStreamSynchronize(stream));
  row("hipEventRecord + hipEventSynchronize (idle stream)", "us", medianUs(5000, [&] {
    HIP_CHECK(hipEventRecord(event, stream));
    HIP_CHECK(hipEventSynchronize(event));
  }));
  row("hipStreamSynchronize (idle stream)", "us",
      medianUs(5000, [&] { HIP_CHECK(hipStreamSynchronize(stream)); }));
  row("hipDeviceSynchronize (idle device)", "us",
      medianUs(5000, [&] { HIP_CHECK(hipDeviceSynchronize()); }));
  HIP_CHECK(hipEventDestroy(event));
  HIP_CHECK(hipStreamDestroy(stream));
}

}  // namespace

int main() {
  HIP_CHECK(hipSetDevice(0));
  launchOverheads(nullptr, "null stream");
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  launchOverheads(stream, "created stream");
  HIP_CHECK(hipStreamDestroy(stream));
  synchronizationOverheads();
  memoryBandwidth();
}
