// Lockstep warps (docs/warp-operations.md, "Lockstep"): code written for GPUs
// that lets the lanes of one warp talk through shared memory with no barrier,
// relying on the lanes running each statement together. Each kernel is a
// pattern from third-party code; each result is checked against the host.
#include "../program_check.h"

#include <vector>

constexpr int kBlock = 256;
constexpr int kBlocks = 3;

// A warp's inclusive scan in volatile shared memory, written for the build's
// warp size (HeCBench bscan): each lane adds the value `offset` places left.
__device__ int warpScanVolatile(int value, volatile int* scratch) {
  int idx = 2 * threadIdx.x - (threadIdx.x & (warpSize - 1));
  scratch[idx] = 0;
  idx += warpSize;
  int t = scratch[idx] = value;
  for (int offset = 1; offset < warpSize; offset *= 2) scratch[idx] = t += scratch[idx - offset];
  return scratch[idx];
}

__global__ void scanKernel(const int* in, int* out) {
  __shared__ int scratch[2 * kBlock];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = warpScanVolatile(in[i], scratch);
}

// The same scan written for 32-lane warps with an unrolled ladder and a
// maximum level (HeCBench radixsort's scanwarp): right at both warp sizes
// when lanes run in lockstep, since each 32-lane group has its own window.
__device__ unsigned scanWarp32(unsigned value, volatile unsigned* data, int maxlevel) {
  int idx = 2 * threadIdx.x - (threadIdx.x & 31);
  data[idx] = 0;
  idx += 32;
  data[idx] = value;
  if (0 <= maxlevel) data[idx] += data[idx - 1];
  if (1 <= maxlevel) data[idx] += data[idx - 2];
  if (2 <= maxlevel) data[idx] += data[idx - 4];
  if (3 <= maxlevel) data[idx] += data[idx - 8];
  if (4 <= maxlevel) data[idx] += data[idx - 16];
  return data[idx] - value;  // exclusive
}

__global__ void scan32Kernel(const unsigned* in, unsigned* out) {
  __shared__ unsigned data[2 * kBlock];
  __shared__ unsigned totals[2 * 32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned value = in[i];
  unsigned exclusive = scanWarp32(value, data, 4);
  __syncthreads();
  // The block's 8 group totals, scanned by the first lanes of warp 0.
  if ((threadIdx.x & 31) == 31) totals[threadIdx.x >> 5] = exclusive + value;
  __syncthreads();
  if (threadIdx.x < 32) totals[threadIdx.x] = scanWarp32(totals[threadIdx.x], totals, 2);
  __syncthreads();
  out[i] = exclusive + totals[threadIdx.x >> 5];
}

// A shared-memory tree reduction whose last 32 values are summed by the
// first warp without barriers (the CUDA samples' "unrolled last warp").
__global__ void lastWarpReduce(const float* in, float* out) {
  __shared__ float partial[kBlock];
  unsigned tid = threadIdx.x;
  partial[tid] = in[blockIdx.x * blockDim.x + tid];
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s) partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid < 32) {
    volatile float* v = partial;
    v[tid] += v[tid + 32];
    v[tid] += v[tid + 16];
    v[tid] += v[tid + 8];
    v[tid] += v[tid + 4];
    v[tid] += v[tid + 2];
    v[tid] += v[tid + 1];
  }
  if (tid == 0) out[blockIdx.x] = partial[0];
}

// Lanes 0..16 store a column sum, lane 0 reads all 17 with no barrier in
// between and no volatile (HeCBench romberg).
constexpr int kColumns = 17;
__global__ void laneZeroReads(const double* in, double* out) {
  extern __shared__ double table[];
  for (int c = 0; c < kColumns; ++c) table[kColumns * threadIdx.x + c] = in[blockIdx.x * blockDim.x + threadIdx.x] * (c + 1);
  __syncthreads();
  if (threadIdx.x < kColumns) {
    double sum = 0.0;
    for (int i = threadIdx.x; i < blockDim.x * kColumns; i += kColumns) sum += table[i];
    table[threadIdx.x] = sum;
  }
  if (threadIdx.x == 0) {
    double total = 0.0;
    for (int c = 0; c < kColumns; ++c) total += table[c] * (c % 3);
    out[blockIdx.x] = total;
  }
}

// A lane publishes a value for its warp in a shared word that the other
// lanes read in the next statement (a warp-level broadcast, no barrier).
__global__ void warpBroadcast(const int* in, int* out) {
  __shared__ int leader[kBlock / 32 + 1];
  int lane = threadIdx.x % warpSize;
  int warp = threadIdx.x / warpSize;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (lane == 0) leader[warp] = in[i];
  out[i] = in[i] - leader[warp];
}

// A systolic pipeline of one warp (HeCBench sosfil): at each step lane 0
// takes the next input and every other lane the value its left neighbour
// stored at the previous step, and stores its own result in the same
// statement interval; one barrier per step. Lanes to the left have already
// stored this step's value when a lane reads, unless the lanes meet first.
__global__ void systolic(const int* in, int* out, int steps) {
  __shared__ int stage[64];
  const int tid = threadIdx.x;
  stage[tid] = 0;
  __syncthreads();
  for (int n = 0; n < steps; ++n) {
    int x;
    if (tid == 0) x = in[n];
    else x = stage[tid - 1];
    const int y = x + tid + 1;
    if (tid < blockDim.x - 1) stage[tid] = y;
    else if (n >= tid) out[n - tid] = y;
    __syncthreads();
  }
}

int main() {
  Checker check;
  int warp = 0;
  HIP_CHECK(hipDeviceGetAttribute(&warp, hipDeviceAttributeWarpSize, 0));
  const int n = kBlock * kBlocks;

  std::vector<int> ints(n);
  for (int i = 0; i < n; ++i) ints[i] = (i * 37 + 11) % 101 - 50;
  int *dIn, *dOut;
  HIP_CHECK(hipMalloc(&dIn, n * sizeof(int)));
  HIP_CHECK(hipMalloc(&dOut, n * sizeof(int)));
  HIP_CHECK(hipMemcpy(dIn, ints.data(), n * sizeof(int), hipMemcpyHostToDevice));

  std::vector<int> got(n);
  scanKernel<<<kBlocks, kBlock>>>(dIn, dOut);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(got.data(), dOut, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0, sum = 0; i < n; ++i) {
    sum = (i % warp == 0 ? 0 : sum) + ints[i];
    check.expect_eq("volatile warp scan", i, got[i], sum);
  }

  warpBroadcast<<<kBlocks, kBlock>>>(dIn, dOut);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(got.data(), dOut, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i) check.expect_eq("warp broadcast", i, got[i], ints[i] - ints[i - i % warp]);

  std::vector<unsigned> bits(n), scanned(n);
  for (int i = 0; i < n; ++i) bits[i] = (i * 7919u) % 5u;
  unsigned *dBits, *dScanned;
  HIP_CHECK(hipMalloc(&dBits, n * sizeof(unsigned)));
  HIP_CHECK(hipMalloc(&dScanned, n * sizeof(unsigned)));
  HIP_CHECK(hipMemcpy(dBits, bits.data(), n * sizeof(unsigned), hipMemcpyHostToDevice));
  scan32Kernel<<<kBlocks, kBlock>>>(dBits, dScanned);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(scanned.data(), dScanned, n * sizeof(unsigned), hipMemcpyDeviceToHost));
  for (int i = 0, sum = 0; i < n; ++i) {
    if (i % kBlock == 0) sum = 0;
    check.expect_eq("32-lane scan (exclusive, per block)", i, scanned[i], static_cast<unsigned>(sum));
    sum += bits[i];
  }

  std::vector<float> floats(n);
  for (int i = 0; i < n; ++i) floats[i] = static_cast<float>((i * 13) % 17);
  float *dFloats, *dSums;
  HIP_CHECK(hipMalloc(&dFloats, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&dSums, kBlocks * sizeof(float)));
  HIP_CHECK(hipMemcpy(dFloats, floats.data(), n * sizeof(float), hipMemcpyHostToDevice));
  lastWarpReduce<<<kBlocks, kBlock>>>(dFloats, dSums);
  HIP_CHECK_LAUNCH();
  std::vector<float> sums(kBlocks);
  HIP_CHECK(hipMemcpy(sums.data(), dSums, kBlocks * sizeof(float), hipMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b) {
    float want = 0;
    for (int t = 0; t < kBlock; ++t) want += floats[b * kBlock + t];
    check.expect_eq("unrolled last-warp reduction", b, sums[b], want);  // small integers: exact
  }

  std::vector<double> doubles(n);
  for (int i = 0; i < n; ++i) doubles[i] = (i % 9) * 0.5;
  double *dDoubles, *dTotals;
  HIP_CHECK(hipMalloc(&dDoubles, n * sizeof(double)));
  HIP_CHECK(hipMalloc(&dTotals, kBlocks * sizeof(double)));
  HIP_CHECK(hipMemcpy(dDoubles, doubles.data(), n * sizeof(double), hipMemcpyHostToDevice));
  laneZeroReads<<<kBlocks, kBlock, kBlock * kColumns * sizeof(double)>>>(dDoubles, dTotals);
  HIP_CHECK_LAUNCH();
  std::vector<double> totals(kBlocks);
  HIP_CHECK(hipMemcpy(totals.data(), dTotals, kBlocks * sizeof(double), hipMemcpyDeviceToHost));
  for (int b = 0; b < kBlocks; ++b) {
    double column = 0;
    for (int t = 0; t < kBlock; ++t) column += doubles[b * kBlock + t];
    double want = 0;
    for (int c = 0; c < kColumns; ++c) want += column * (c + 1) * (c % 3);
    check.expect_near("lane 0 reads lanes 0-16", b, totals[b], want, 1e-12);
  }

  // Lane k stores in[n - k] + (k + 1)(k + 2) / 2 at step n; the last lane
  // writes out[n - (warp - 1)].
  const int steps = 300;
  systolic<<<1, warp>>>(dIn, dOut, steps);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(got.data(), dOut, n * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i + warp - 1 < steps; ++i)
    check.expect_eq("systolic pipeline", i, got[i], ints[i] + warp * (warp + 1) / 2);

  HIP_CHECK(hipFree(dIn));
  HIP_CHECK(hipFree(dOut));
  HIP_CHECK(hipFree(dBits));
  HIP_CHECK(hipFree(dScanned));
  HIP_CHECK(hipFree(dFloats));
  HIP_CHECK(hipFree(dSums));
  HIP_CHECK(hipFree(dDoubles));
  HIP_CHECK(hipFree(dTotals));
  return check.finish();
}
