// hipBLAS benchmarks, each against a reference measured in the same process:
//   blas_bench gemm  SIZES   sgemm/dgemm through hipBLAS (queued on a stream, then synchronized)
//                            vs OpenBLAS's cblas_sgemm/cblas_dgemm called directly
//   blas_bench lowp  SIZES   hipblasGemmEx f16 and bf16 (f32 compute) vs hipBLAS sgemm
//   blas_bench shapes LIST   hipBLAS GEMMs on MxNxK shapes (f32 and f16), run once with the
//                            default heuristics and once under a tuned table (run.sh)
// Each figure is the median of REPS runs after one warm-up; a figure and its reference are
// measured in alternation. Output: CSV on stdout.
#include <hipblas/hipblas.h>

#include <cblas.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace {

int reps_for(long n) { return n >= 4096 ? 3 : n >= 2048 ? 3 : 5; }

double median_seconds(int reps, const std::function<void()>& f) {
  f();
  std::vector<double> t;
  for (int r = 0; r < reps; ++r) {
    auto s = std::chrono::steady_clock::now();
    f();
    t.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - s).count());
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

// Medians of two measurements taken in alternation (reference, ours, reference, ours, ...), so
// that load changes on a shared machine hit both sides alike.
std::pair<double, double> alternating_medians(int reps, const std::function<void()>& a, const std::function<void()>& b) {
  a();
  b();
  std::vector<double> ta, tb;
  for (int r = 0; r < reps; ++r) {
    auto s = std::chrono::steady_clock::now();
    a();
    ta.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - s).count());
    s = std::chrono::steady_clock::now();
    b();
    tb.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - s).count());
  }
  std::sort(ta.begin(), ta.end());
  std::sort(tb.begin(), tb.end());
  return {ta[ta.size() / 2], tb[tb.size() / 2]};
}

template <class T>
T* deviceBuffer(size_t count, float value) {
  T* p;
  if (hipMalloc(&p, count * sizeof(T)) != hipSuccess) std::exit(1);
  std::vector<T> host(count);
  for (size_t i = 0; i < count; ++i) {
    float v = value * float(int(i % 13) - 6) / 8.0f;
    if constexpr (sizeof(T) == 2) {
      uint32_t bits;
      std::memcpy(&bits, &v, 4);
      host[i] = T(bits >> 16);  // bf16 bits; only used as input data
    } else {
      host[i] = T(v);
    }
  }
  if (hipMemcpy(p, host.data(), count * sizeof(T), hipMemcpyHostToDevice) != hipSuccess) std::exit(1);
  return p;
}

void sync() {
  if (hipDeviceSynchronize() != hipSuccess) std::exit(1);
}

void gemmVsOpenBlas(hipblasHandle_t h, const std::vector<long>& sizes) {
  std::printf("benchmark,size,reference_ms,openhip_ms,ratio_reference_over_openhip\n");
  for (long n : sizes) {
    float* a = deviceBuffer<float>(n * n, 1);
    float* c = deviceBuffer<float>(n * n, 0);
    double* da = deviceBuffer<double>(n * n, 1);
    double* dc = deviceBuffer<double>(n * n, 0);
    float one = 1, zero = 0;
    double done = 1, dzero = 0;
    int reps = reps_for(n);
    auto [ref, ours] = alternating_medians(
        reps, [&] { cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1, a, n, a, n, 0, c, n); },
        [&] {
          hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, a, n, a, n, &zero, c, n);
          sync();
        });
    std::printf("sgemm,%ld,%.3f,%.3f,%.3f\n", n, ref * 1e3, ours * 1e3, ref / ours);
    std::tie(ref, ours) = alternating_medians(
        reps, [&] { cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1, da, n, da, n, 0, dc, n); },
        [&] {
          hipblasDgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &done, da, n, da, n, &dzero, dc, n);
          sync();
        });
    std::printf("dgemm,%ld,%.3f,%.3f,%.3f\n", n, ref * 1e3, ours * 1e3, ref / ours);
    std::fflush(stdout);
    for (void* p : {(void*)a, (void*)c, (void*)da, (void*)dc}) (void)hipFree(p);
  }
}

void lowpVsSgemm(hipblasHandle_t h, const std::vector<long>& sizes) {
  std::printf("benchmark,size,sgemm_ms,openhip_ms,ratio_sgemm_over_openhip\n");
  for (long n : sizes) {
    float* a = deviceBuffer<float>(n * n, 1);
    float* c = deviceBuffer<float>(n * n, 0);
    uint16_t* ha = deviceBuffer<uint16_t>(n * n, 1);
    uint16_t* hc = deviceBuffer<uint16_t>(n * n, 0);
    float one = 1, zero = 0;
    int reps = reps_for(n);
    for (hipDataType t : {HIP_R_16F, HIP_R_16BF}) {
      auto [s, ours] = alternating_medians(
          reps,
          [&] {
            hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, a, n, a, n, &zero, c, n);
            sync();
          },
          [&] {
            hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, n, n, n, &one, ha, t, n, ha, t, n, &zero, hc, t, n,
                          HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
            sync();
          });
      std::printf("%s_gemm,%ld,%.3f,%.3f,%.3f\n", t == HIP_R_16F ? "f16" : "bf16", n, s * 1e3, ours * 1e3, s / ours);
    }
    std::fflush(stdout);
    for (void* p : {(void*)a, (void*)c, (void*)ha, (void*)hc}) (void)hipFree(p);
  }
}

// Shapes "MxNxK": f32 sgemm and f16 GemmEx, times in ms.
void shapes(hipblasHandle_t h, const std::vector<std::string>& list) {
  std::printf("type,shape,ms\n");
  for (const auto& s : list) {
    long m, n, k;
    if (std::sscanf(s.c_str(), "%ldx%ldx%ld", &m, &n, &k) != 3) std::exit(2);
    float* a = deviceBuffer<float>(m * k, 1);
    float* b = deviceBuffer<float>(k * n, 1);
    float* c = deviceBuffer<float>(m * n, 0);
    uint16_t* ha = deviceBuffer<uint16_t>(m * k, 1);
    uint16_t* hb = deviceBuffer<uint16_t>(k * n, 1);
    uint16_t* hc = deviceBuffer<uint16_t>(m * n, 0);
    float one = 1, zero = 0;
    int reps = m * n * k <= 262144 ? 200 : m * n * k <= 16777216 ? 21 : 5;
    // Small shapes (up to 2^21 multiply-adds, the default heuristics' one-thread limit): time a
    // burst of calls, as applications issue them and as hipblas-tune times them.
    int burst = m * n * k <= 262144 ? 50 : m * n * k <= 2097152 ? 10 : 1;
    double f32 = median_seconds(reps, [&] {
      for (int i = 0; i < burst; ++i) hipblasSgemm(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &one, a, m, b, k, &zero, c, m);
      sync();
    });
    double f16 = median_seconds(reps, [&] {
      for (int i = 0; i < burst; ++i)
        hipblasGemmEx(h, HIPBLAS_OP_N, HIPBLAS_OP_N, m, n, k, &one, ha, HIP_R_16F, m, hb, HIP_R_16F, k, &zero, hc,
                      HIP_R_16F, m, HIPBLAS_COMPUTE_32F, HIPBLAS_GEMM_DEFAULT);
      sync();
    });
    std::printf("f32,%s,%.4f\nf16,%s,%.4f\n", s.c_str(), f32 * 1e3 / burst, s.c_str(), f16 * 1e3 / burst);
    std::fflush(stdout);
    for (void* p : {(void*)a, (void*)b, (void*)c, (void*)ha, (void*)hb, (void*)hc}) (void)hipFree(p);
  }
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: blas_bench gemm|lowp SIZE... | shapes MxNxK...\n");
    return 2;
  }
  hipblasHandle_t h;
  hipblasCreate(&h);
  std::string mode = argv[1];
  std::vector<long> sizes;
  std::vector<std::string> list;
  for (int i = 2; i < argc; ++i) {
    sizes.push_back(std::atol(argv[i]));
    list.push_back(argv[i]);
  }
  if (mode == "gemm") gemmVsOpenBlas(h, sizes);
  else if (mode == "lowp") lowpVsSgemm(h, sizes);
  else if (mode == "shapes") shapes(h, list);
  else return 2;
  hipblasDestroy(h);
  return 0;
}
