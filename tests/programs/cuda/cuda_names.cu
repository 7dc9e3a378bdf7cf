// CUDA names OpenHIP's headers gained for CUDA sources: the memory-pool API
// (cudaMemPool_t, cudaDeviceGetDefaultMemPool, cudaMallocAsync, pools of one's
// own), cuComplex.h, math_constants.h, CUDA's __fns (unsigned), __uni_sync,
// __nanosleep, the cache-hinted loads and stores, cudaStreamAddCallback,
// cudaDeviceGetPCIBusId, the bfloat16 helper __internal_bfloat162float and
// the half constants, each against what CUDA documents.
#include <cuComplex.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <math_constants.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <type_traits>

#include "cuda_check.h"

namespace {
// Counts failed expectations and prints the first few.
struct Checker {
  int failures = 0;
  void expect_true(const char* what, bool ok) {
    if (!ok && ++failures <= 10) std::fprintf(stderr, "failed: %s\n", what);
  }
  template <typename T, typename U>
  void expect_eq(const char* what, long index, const T& got, const U& want) {
    if (!(got == want) && ++failures <= 10)
      std::fprintf(stderr, "mismatch: %s[%ld]: got %.17g, want %.17g\n", what, index, double(got), double(want));
  }
  void expect_near(const char* what, long index, double got, double want, double tolerance) {
    const double scale = std::fabs(want) > 1 ? std::fabs(want) : 1;
    if (!(std::fabs(got - want) <= tolerance * scale) && ++failures <= 10)
      std::fprintf(stderr, "mismatch: %s[%ld]: got %.17g, want %.17g\n", what, index, got, want);
  }
  int finish() const {
    std::printf(failures ? "FAIL (%d mismatches)\n" : "PASS\n", failures);
    return failures ? 1 : 0;
  }
};
}  // namespace

namespace {

__global__ void scale(float* data, int n, float factor) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) __stcs(&data[i], __ldcg(&data[i]) * factor);
}

__global__ void warpNames(unsigned int* out) {
#ifdef __CUDACC__  // a CUDA source (not once hipify has made it HIP, where __fns is AMD's int)
  static_assert(std::is_same<decltype(__fns(1u, 0u, 1)), unsigned int>::value, "CUDA's __fns is unsigned");
#endif
  const int t = threadIdx.x;
  __nanosleep(50);
  out[3 * t] = __fns(0x00f0u, 0u, 1) | (__fns(0x00f0u, 9u, 1) == 0xffffffffu ? 0x100u : 0u);
  out[3 * t + 1] = __uni_sync(0xffffffffu, t < 48) | __uni_sync(0xffffffffu, 1) << 1;
  out[3 * t + 2] = __ldlu(&out[3 * t]) + __ldcv(&out[3 * t]);
}

__global__ void complexOps(const cuDoubleComplex* in, cuDoubleComplex* out, cuFloatComplex* fout) {
  const cuDoubleComplex a = in[0], b = in[1];
  out[0] = cuCadd(a, b), out[1] = cuCsub(a, b), out[2] = cuCmul(a, b), out[3] = cuCdiv(a, b);
  out[4] = cuConj(a), out[5] = make_cuDoubleComplex(cuCabs(b), cuCreal(a) + cuCimag(b));
  out[6] = cuCfma(a, b, a);
  const cuFloatComplex fa = cuComplexDoubleToFloat(a), fb = make_cuFloatComplex(3.0f, 4.0f);
  fout[0] = cuCmulf(fa, fb), fout[1] = cuCdivf(fa, fb), fout[2] = make_cuFloatComplex(cuCabsf(fb), 0.0f);
}

void CUDART_CB onStream(cudaStream_t, cudaError_t status, void* userData) {
  *static_cast<int*>(userData) = status == cudaSuccess ? 42 : -1;
}

}  // namespace

int main() {
  Checker check;
  // ---- memory pools ------------------------------------------------------------------------
  int poolsSupported = -1;
  CUDA_CHECK(cudaDeviceGetAttribute(&poolsSupported, cudaDevAttrMemoryPoolsSupported, 0));
  check.expect_true("cudaDevAttrMemoryPoolsSupported is 0 or 1", poolsSupported == 0 || poolsSupported == 1);
  cudaMemPool_t pool;
  CUDA_CHECK(cudaDeviceGetDefaultMemPool(&pool, 0));
  unsigned long long threshold = 1ull << 20, readBack = 0;
  CUDA_CHECK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));
  CUDA_CHECK(cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &readBack));
  check.expect_eq("release threshold", 0, readBack, threshold);
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  const int n = 1000;
  float* data = nullptr;
  CUDA_CHECK(cudaMallocAsync(&data, n * sizeof(float), stream));
  float host[n];
  for (int i = 0; i < n; ++i) host[i] = float(i);
  CUDA_CHECK(cudaMemcpyAsync(data, host, sizeof host, cudaMemcpyHostToDevice, stream));
  scale<<<(n + 127) / 128, 128, 0, stream>>>(data, n, 2.0f);
  CUDA_CHECK(cudaMemcpyAsync(host, data, sizeof host, cudaMemcpyDeviceToHost, stream));
  CUDA_CHECK(cudaFreeAsync(data, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  for (int i = 0; i < n; ++i) check.expect_eq("cudaMallocAsync buffer", i, host[i], 2.0f * i);

  cudaMemPoolProps props;
  std::memset(&props, 0, sizeof props);
  props.allocType = cudaMemAllocationTypePinned;
  props.location.type = cudaMemLocationTypeDevice;
  props.location.id = 0;
  cudaMemPool_t own;
  CUDA_CHECK(cudaMemPoolCreate(&own, &props));
  int* counts = nullptr;
  CUDA_CHECK(cudaMallocFromPoolAsync(&counts, 64 * sizeof(int), own, stream));
  CUDA_CHECK(cudaMemsetAsync(counts, 0, 64 * sizeof(int), stream));
  CUDA_CHECK(cudaFreeAsync(counts, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  CUDA_CHECK(cudaMemPoolTrimTo(own, 0));
  CUDA_CHECK(cudaMemPoolDestroy(own));
#ifdef __CUDACC__  // CUDA 12's field (HIP 5.2's hipMemPoolProps has none)
  props.maxSize = 1 << 20;
  check.expect_eq("a pool size limit is not supported", 0, cudaMemPoolCreate(&own, &props), cudaErrorNotSupported);
#endif
  check.expect_eq("props are required", 0, cudaMemPoolCreate(&own, nullptr), cudaErrorInvalidValue);

  // ---- stream callbacks, PCI bus id ----------------------------------------------------------------
  int called = 0;
  CUDA_CHECK(cudaStreamAddCallback(stream, onStream, &called, 0));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  check.expect_eq("cudaStreamAddCallback", 0, called, 42);
  char bus[32] = {};
  CUDA_CHECK(cudaDeviceGetPCIBusId(bus, sizeof bus, 0));
  int sameDevice = -1;
  CUDA_CHECK(cudaDeviceGetByPCIBusId(&sameDevice, bus));
  check.expect_eq("PCI bus id round trip", 0, sameDevice, 0);
  CUDA_CHECK(cudaStreamDestroy(stream));

  // ---- warp and bit functions (32-lane warps) --------------------------------------------------------
  unsigned int* words = nullptr;
  CUDA_CHECK(cudaMallocManaged(&words, 3 * 64 * sizeof(unsigned int)));
  warpNames<<<1, 64>>>(words);
  CUDA_CHECK(cudaDeviceSynchronize());
  for (int t = 0; t < 64; ++t) {
    check.expect_eq("__fns", t, words[3 * t], 4u | 0x100u);
    const unsigned int uniform = t < 32 ? 1u : 0u;  // in the warp of lanes 32..63, t < 48 differs
    check.expect_eq("__uni_sync", t, words[3 * t + 1], uniform | 2u);
    check.expect_eq("__ldlu + __ldcv", t, words[3 * t + 2], 2 * words[3 * t]);
  }
  CUDA_CHECK(cudaFree(words));

  // ---- cuComplex against std::complex ------------------------------------------------------------------
  cuDoubleComplex* in = nullptr;
  cuDoubleComplex* out = nullptr;
  cuFloatComplex* fout = nullptr;
  CUDA_CHECK(cudaMallocManaged(&in, 2 * sizeof(cuDoubleComplex)));
  CUDA_CHECK(cudaMallocManaged(&out, 7 * sizeof(cuDoubleComplex)));
  CUDA_CHECK(cudaMallocManaged(&fout, 3 * sizeof(cuFloatComplex)));
#ifdef __CUDACC__  // cuComplex scales: no overflow for huge parts (HIP's hipCdiv/hipCabs, after hipify, do not)
  const double hugeRe = 1e300, hugeIm = 3e299;
#else
  const double hugeRe = 3.0, hugeIm = -4.0;
#endif
  in[0] = make_cuDoubleComplex(1.5, -2.0), in[1] = make_cuDoubleComplex(hugeRe, hugeIm);
  complexOps<<<1, 1>>>(in, out, fout);
  CUDA_CHECK(cudaDeviceSynchronize());
  const std::complex<double> a(1.5, -2.0), b(hugeRe, hugeIm);
  const std::complex<double> want[] = {a + b, a - b, a * b, a / b, std::conj(a),
                                       std::complex<double>(std::abs(b), 1.5 + hugeIm), a * b + a};
  for (int k = 0; k < 7; ++k) {
    check.expect_near("cuComplex real", k, cuCreal(out[k]), want[k].real(), 1e-15);
    check.expect_near("cuComplex imag", k, cuCimag(out[k]), want[k].imag(), 1e-15);
  }
  check.expect_true("cuCdiv finite", std::isfinite(cuCreal(out[3])) && cuCreal(out[3]) != 0);
  check.expect_near("cuCmulf real", 0, cuCrealf(fout[0]), 12.5, 1e-7);
  check.expect_near("cuCmulf imag", 0, cuCimagf(fout[0]), 0.0, 1e-7);
  check.expect_near("cuCdivf real", 0, cuCrealf(fout[1]), -0.14, 1e-7);
  check.expect_near("cuCdivf imag", 0, cuCimagf(fout[1]), -0.48, 1e-7);
  check.expect_near("cuCabsf", 0, cuCrealf(fout[2]), 5.0, 1e-7);
  CUDA_CHECK(cudaFree(in));
  CUDA_CHECK(cudaFree(out));
  CUDA_CHECK(cudaFree(fout));

  // ---- constants --------------------------------------------------------------------------------------
  check.expect_true("CUDART_PI", CUDART_PI == 3.14159265358979323846);
  check.expect_true("CUDART_PI_F", CUDART_PI_F == 3.14159265358979323846f);
  check.expect_true("CUDART_PI_HI + CUDART_PI_LO",
                    std::fabs((long double)CUDART_PI_HI + CUDART_PI_LO - 3.14159265358979323846264338327950288L) < 1e-30L);
  check.expect_true("CUDART_INF_F", std::isinf(CUDART_INF_F) && CUDART_INF_F > 0);
  unsigned int nanBits;
  const float nan = CUDART_NAN_F;
  std::memcpy(&nanBits, &nan, 4);
  check.expect_eq("CUDART_NAN_F bits", 0, nanBits, 0x7fffffffu);
  check.expect_eq("CUDART_MIN_DENORM_F", 0, CUDART_MIN_DENORM_F == std::ldexp(1.0f, -149), true);
  check.expect_eq("CUDART_INF_BF16", 0, __bfloat16_as_ushort(CUDART_INF_BF16), 0x7f80);
#ifdef __CUDACC__  // names HIP does not have
  check.expect_eq("CUDART_ONE_FP16", 0, __half_as_ushort(CUDART_ONE_FP16), 0x3c00);
  check.expect_eq("__internal_bfloat162float", 0, __internal_bfloat162float(0x4049) == 3.140625f, true);
#endif
  check.expect_near("cyl_bessel_i0", 0, cyl_bessel_i0(2.0), 2.2795853023360672674, 1e-15);
  check.expect_near("cyl_bessel_i1f", 0, cyl_bessel_i1f(-1.0f), -0.56515910399248502721, 1e-7);
  check.expect_eq("umin/ullmax", 0, umin(3u, 7u) + ullmax(1ull << 40, 5ull), 3 + (1ull << 40));
  return check.finish();
}
