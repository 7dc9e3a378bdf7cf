// __threadfence in the "last block finishes the reduction" pattern, and the
// device clocks: monotonic, and clock64() counts at hipDeviceProp_t::clockRate.
#include <hip/hip_runtime.h>

#include <vector>

#include "../program_check.h"

constexpr int kBlocks = 512;
constexpr int kThreads = 128;

// Each block publishes its partial sum, fences, and takes a ticket; the block
// that takes the last ticket must see every partial sum.
__global__ void lastBlockSums(const int* values, int* partials, unsigned int* tickets, long long* total) {
  __shared__ int block_sum;
  __shared__ bool is_last;
  if (threadIdx.x == 0) block_sum = 0;
  __syncthreads();
  atomicAdd(&block_sum, values[blockIdx.x * blockDim.x + threadIdx.x]);
  __threadfence_block();
  __syncthreads();
  if (threadIdx.x == 0) {
    partials[blockIdx.x] = block_sum;
    __threadfence();
    is_last = atomicInc(tickets, gridDim.x - 1) == gridDim.x - 1;
  }
  __syncthreads();
  if (is_last && threadIdx.x == 0) {
    __threadfence_system();
    long long sum = 0;
    for (unsigned int b = 0; b < gridDim.x; ++b) sum += partials[b];
    *total = sum;
  }
}

// Spins until the wall clock advanced by `ns` nanoseconds; records both clocks.
__global__ void timedSpin(long long ns, long long* out) {
  // The clock64 window encloses the wall-clock window.
  const long long small0 = clock();
  const long long cycles0 = clock64();
  const long long wall0 = wall_clock64();
  long long wall1 = wall0, previous = cycles0;
  bool monotonic = true;
  while (wall1 - wall0 < ns) {
    const long long now = clock64();
    monotonic = monotonic && now >= previous;
    previous = now;
    wall1 = wall_clock64();
  }
  const long long cycles1 = clock64();
  out[0] = wall1 - wall0;
  out[1] = cycles1 - cycles0;
  out[2] = monotonic ? 1 : 0;
  out[3] = clock() - small0;
}

int main() {
  Checker check;
  int *values, *partials;
  unsigned int* tickets;
  long long *total, *clocks;
  HIP_CHECK(hipMallocManaged(&values, kBlocks * kThreads * sizeof(int)));
  HIP_CHECK(hipMallocManaged(&partials, kBlocks * sizeof(int)));
  HIP_CHECK(hipMallocManaged(&tickets, sizeof(unsigned int)));
  HIP_CHECK(hipMallocManaged(&total, sizeof(long long)));
  HIP_CHECK(hipMallocManaged(&clocks, 4 * sizeof(long long)));
  long long want = 0;
  for (int i = 0; i < kBlocks * kThreads; ++i) {
    values[i] = (i * 37) % 1001 - 500;
    want += values[i];
  }
  for (int round = 0; round < 3; ++round) {
    *tickets = 0;
    *total = -1;
    lastBlockSums<<<kBlocks, kThreads>>>(values, partials, tickets, total);
    HIP_CHECK_LAUNCH();
    check.expect_eq("last block total", round, *total, want);
    check.expect_eq("tickets wrapped to 0", round, *tickets, 0);
  }

  int clock_khz = 0;
  HIP_CHECK(hipDeviceGetAttribute(&clock_khz, hipDeviceAttributeClockRate, 0));
  check.expect_true("clockRate is positive", clock_khz > 0);
  const long long spin_ns = 2000000;  // 2 ms
  timedSpin<<<1, 1>>>(spin_ns, clocks);
  HIP_CHECK_LAUNCH();
  check.expect_true("wall_clock64 advanced by the requested time", clocks[0] >= spin_ns && clocks[0] < 1000 * spin_ns);
  check.expect_true("clock64 is monotonic", clocks[2] == 1);
  // clock64 cycles / clockRate (kHz) = milliseconds; wall_clock64 counts nanoseconds.
  const double clock_ms = static_cast<double>(clocks[1]) / clock_khz;
  const double wall_ms = clocks[0] / 1e6;
  // Same steady clock underneath: at least the wall time; at most that plus a generous
  // allowance for the thread being descheduled between the reads.
  check.expect_true("clock64 counts at clockRate", clock_ms >= wall_ms * 0.999 && clock_ms <= wall_ms * 1.5 + 100.0);
  check.expect_true("clock() counts like clock64()", clocks[3] > 0 && clocks[3] <= clocks[1] + clock_khz);
  if (check.failures)
    std::fprintf(stderr, "wall %lld ns, clock64 %lld cycles at %d kHz\n", clocks[0], clocks[1], clock_khz);

  HIP_CHECK(hipFree(values));
  HIP_CHECK(hipFree(partials));
  HIP_CHECK(hipFree(tickets));
  HIP_CHECK(hipFree(total));
  HIP_CHECK(hipFree(clocks));
  return check.finish();
}
