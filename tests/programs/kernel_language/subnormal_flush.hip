// Float subnormals in kernels: kept by default (IEEE), flushed to zero when
// the kernels are built with -fgpu-flush-denormals-to-zero (nvcc: -ftz=true,
// --use_fast_math), as a GPU does. This file is built both ways; the flushing
// build defines EXPECT_FLUSH. x86's flush bits cover doubles too, so a kernel
// with double arithmetic keeps IEEE subnormals in both builds (docs/hipcc.md,
// "Subnormals"), and the threads that ran a flushing kernel (workers, and the
// host thread where it runs blocks while it synchronizes) get their own
// floating-point mode back.
#include <hip/hip_runtime.h>

#include <cassert>
#include <cfloat>
#include <cstdio>
#include <cstring>

#ifndef EXPECT_FLUSH
#define EXPECT_FLUSH 0
#endif

#define CHECK(call)                                                                   \
  do {                                                                                \
    hipError_t status_ = (call);                                                      \
    if (status_ != hipSuccess) {                                                      \
      std::printf("FAIL: %s: %s\n", #call, hipGetErrorString(status_));               \
      return 1;                                                                       \
    }                                                                                 \
  } while (0)

// out[0]: a normal float halved into the subnormal range (flush-to-zero);
// out[1]: a subnormal input doubled (denormals-are-zero on the input).
__global__ void float_only(const float* in, float* out) {
  out[2 * threadIdx.x] = in[0] * 0.5f;
  out[2 * threadIdx.x + 1] = in[1] * 2.0f;
}

// A subnormal result of the lowering's own float math (expf computes in
// double internally, in doubles that stay normal: the kernel still flushes).
__global__ void float_math(const float* in, float* out) { out[threadIdx.x] = expf(in[2]); }

// The same, then a failing device assert, which leaves the block without a
// signal (a memory fault's signal handler would start from the default mode).
__global__ void float_then_assert(const float* in, float* out) {
  out[2 * threadIdx.x] = in[0] * 0.5f;
  assert(in[1] * 2.0f < 0.0f);
}

// The same float arithmetic next to a double one.
__global__ void with_double(const float* in, float* out, const double* din, double* dout) {
  out[2 * threadIdx.x] = in[0] * 0.5f;
  out[2 * threadIdx.x + 1] = in[1] * 2.0f;
  dout[threadIdx.x] = din[0] * 0.5;
}

constexpr int kThreads = 64;
const float kInputs[3] = {FLT_MIN, FLT_MIN / 4, -88.5f};  // expf(-88.5f): about 3.7e-39
volatile float half = 0.5f, two = 2.0f;

static bool bitsEqual(float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0; }

struct Buffers {
  float *in = nullptr, *out = nullptr;
  double *din = nullptr, *dout = nullptr;
};

static hipError_t allocate(Buffers& b) {
  const double dmin = DBL_MIN;
  hipError_t status = hipMalloc(&b.in, sizeof kInputs);
  if (status == hipSuccess) status = hipMalloc(&b.out, 2 * kThreads * sizeof(float));
  if (status == hipSuccess) status = hipMalloc(&b.din, sizeof(double));
  if (status == hipSuccess) status = hipMalloc(&b.dout, kThreads * sizeof(double));
  if (status == hipSuccess) status = hipMemcpy(b.in, kInputs, sizeof kInputs, hipMemcpyHostToDevice);
  if (status == hipSuccess) status = hipMemcpy(b.din, &dmin, sizeof dmin, hipMemcpyHostToDevice);
  return status;
}

/// Kernels with doubles and the host thread keep IEEE subnormals: 0 or 1 failure.
static int checkIeeeEverywhere(const Buffers& b, const char* when) {
  const float ieee0 = kInputs[0] * half, ieee1 = kInputs[1] * two;
  // Many blocks, so that every worker and the synchronizing host thread run some.
  hipLaunchKernelGGL(with_double, dim3(64), dim3(kThreads), 0, 0, b.in, b.out, b.din, b.dout);
  float got[2 * kThreads];
  double dgot[kThreads];
  if (hipDeviceSynchronize() != hipSuccess || hipMemcpy(got, b.out, sizeof got, hipMemcpyDeviceToHost) != hipSuccess ||
      hipMemcpy(dgot, b.dout, sizeof dgot, hipMemcpyDeviceToHost) != hipSuccess) {
    std::printf("FAIL: with_double %s: a runtime call failed\n", when);
    return 1;
  }
  for (int i = 0; i < kThreads; ++i)
    if (!bitsEqual(got[2 * i], ieee0) || !bitsEqual(got[2 * i + 1], ieee1) || dgot[i] != DBL_MIN * 0.5) {
      std::printf("FAIL: with_double %s, lane %d: %a %a %a\n", when, i, got[2 * i], got[2 * i + 1], dgot[i]);
      return 1;
    }
  if (!bitsEqual(kInputs[0] * half, ieee0) || !bitsEqual(kInputs[1] * two, ieee1)) {
    std::printf("FAIL: the host thread flushes subnormals %s\n", when);
    return 1;
  }
  return 0;
}

int main() {
  if (kInputs[0] * half == 0.0f || kInputs[1] * two == 0.0f) {
    std::printf("FAIL: the host flushes subnormals before any kernel ran\n");
    return 1;
  }
  Buffers b;
  CHECK(allocate(b));
  int failures = 0;
  for (int round = 0; round < 50; ++round) {
    hipLaunchKernelGGL(float_only, dim3(4), dim3(kThreads), 0, 0, b.in, b.out);
    CHECK(hipGetLastError());
  }
  CHECK(hipDeviceSynchronize());
  float got[2 * kThreads];
  CHECK(hipMemcpy(got, b.out, sizeof got, hipMemcpyDeviceToHost));
  const float want0 = EXPECT_FLUSH ? 0.0f : kInputs[0] * half, want1 = EXPECT_FLUSH ? 0.0f : kInputs[1] * two;
  for (int i = 0; i < kThreads; ++i)
    if (!bitsEqual(got[2 * i], want0) || !bitsEqual(got[2 * i + 1], want1)) {
      std::printf("FAIL: float_only lane %d: %a %a\n", i, got[2 * i], got[2 * i + 1]);
      ++failures;
      break;
    }
  hipLaunchKernelGGL(float_math, dim3(1), dim3(kThreads), 0, 0, b.in, b.out);
  CHECK(hipDeviceSynchronize());
  CHECK(hipMemcpy(got, b.out, kThreads * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < kThreads; ++i)
    if (EXPECT_FLUSH ? got[i] != 0.0f : !(got[i] > 0.0f && got[i] < FLT_MIN)) {
      std::printf("FAIL: float_math lane %d: expf(-88.5f) = %a\n", i, got[i]);
      ++failures;
      break;
    }
  failures += checkIeeeEverywhere(b, "after float_only");

  // Every block of this launch fails: the threads leave it through the
  // runtime's fault path and must get their floating-point mode back there.
  hipLaunchKernelGGL(float_then_assert, dim3(64), dim3(kThreads), 0, 0, b.in, b.out);
  if (hipDeviceSynchronize() == hipSuccess) {
    std::printf("FAIL: float_then_assert did not report its failed assert\n");
    ++failures;
  }
  CHECK(hipDeviceReset());  // the error is sticky until then; the buffers are gone
  CHECK(allocate(b));
  failures += checkIeeeEverywhere(b, "after a failed assert");
  CHECK(hipFree(b.in));
  CHECK(hipFree(b.out));
  CHECK(hipFree(b.din));
  CHECK(hipFree(b.dout));
  if (failures) return 1;
  std::printf("PASS: subnormals %s in float kernels, kept with doubles, on the host and after a failed assert\n",
              EXPECT_FLUSH ? "flushed" : "kept");
  return 0;
}
