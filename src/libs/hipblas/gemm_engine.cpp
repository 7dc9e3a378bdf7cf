// The GEMM engine (see gemm_engine.h). Accumulation is in float for the narrow float
// types, in double for int8 (exact: |a*b| <= 2^14, so sums stay exact far beyond any
// k that fits in memory) and f64, in the element type for f32.
#include "gemm_engine.h"

#include "blas_threads.h"
#include "lowp.h"

#include <cblas.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace openhip_blas {

Elem elemFromDataType(hipDataType t) {
  switch (t) {
    case HIP_R_16F: return Elem::F16;
    case HIP_R_16BF: return Elem::BF16;
    case HIP_R_32F: return Elem::F32;
    case HIP_R_64F: return Elem::F64;
    case HIP_C_32F: return Elem::C32;
    case HIP_C_64F: return Elem::C64;
    case HIP_R_8I: return Elem::I8;
    case HIP_R_32I: return Elem::I32;
    case HIP_R_8F_E4M3: return Elem::F8;
    case HIP_R_8F_E5M2: return Elem::BF8;
    case HIP_R_8F_E4M3_FNUZ: return Elem::F8Fnuz;
    case HIP_R_8F_E5M2_FNUZ: return Elem::BF8Fnuz;
    default: return Elem::Invalid;
  }
}

size_t elemSize(Elem e) {
  switch (e) {
    case Elem::F16: case Elem::BF16: return 2;
    case Elem::F32: case Elem::I32: return 4;
    case Elem::F64: case Elem::C32: return 8;
    case Elem::C64: return 16;
    case Elem::I8: case Elem::F8: case Elem::BF8: case Elem::F8Fnuz: case Elem::BF8Fnuz: return 1;
    case Elem::Invalid: break;
  }
  return 0;
}

const char* elemName(Elem e) {
  switch (e) {
    case Elem::F16: return "f16";
    case Elem::BF16: return "bf16";
    case Elem::F32: return "f32";
    case Elem::F64: return "f64";
    case Elem::C32: return "c32";
    case Elem::C64: return "c64";
    case Elem::I8: return "i8";
    case Elem::I32: return "i32";
    case Elem::F8: return "f8";
    case Elem::BF8: return "bf8";
    case Elem::F8Fnuz: return "f8fnuz";
    case Elem::BF8Fnuz: return "bf8fnuz";
    case Elem::Invalid: break;
  }
  return "invalid";
}

bool isNarrow(Elem e) { return elemSize(e) <= 2 && e != Elem::Invalid; }

namespace {

Fp8Format fp8Format(Elem e) {
  switch (e) {
    case Elem::F8: return kE4M3;
    case Elem::BF8: return kE5M2;
    case Elem::F8Fnuz: return kE4M3Fnuz;
    default: return kE5M2Fnuz;
  }
}

// Element i of a typed array, widened.
template <class Acc>
Acc load(Elem t, const void* p, int64_t i) {
  switch (t) {
    case Elem::F16: return Acc(halfToFloat(static_cast<const uint16_t*>(p)[i]));
    case Elem::BF16: return Acc(bf16ToFloat(static_cast<const uint16_t*>(p)[i]));
    case Elem::F32: return Acc(static_cast<const float*>(p)[i]);
    case Elem::F64: return Acc(static_cast<const double*>(p)[i]);
    case Elem::I8: return Acc(static_cast<const int8_t*>(p)[i]);
    case Elem::I32: return Acc(static_cast<const int32_t*>(p)[i]);
    case Elem::F8: case Elem::BF8: case Elem::F8Fnuz: case Elem::BF8Fnuz:
      return Acc(fp8ToFloat(static_cast<const uint8_t*>(p)[i], fp8Format(t)));
    default: return Acc(0);
  }
}

template <class Acc>
void store(Elem t, void* p, int64_t i, Acc v) {
  switch (t) {
    case Elem::F16: static_cast<uint16_t*>(p)[i] = floatToHalf(float(v)); break;
    case Elem::BF16: static_cast<uint16_t*>(p)[i] = floatToBf16(float(v)); break;
    case Elem::F32: static_cast<float*>(p)[i] = float(v); break;
    case Elem::F64: static_cast<double*>(p)[i] = double(v); break;
    case Elem::I8: static_cast<int8_t*>(p)[i] = int8_t(std::max(-128.0, std::min(127.0, std::nearbyint(double(v))))); break;
    case Elem::I32: {
      double d = std::nearbyint(double(v));
      d = std::max(-2147483648.0, std::min(2147483647.0, d));
      static_cast<int32_t*>(p)[i] = int32_t(d);
      break;
    }
    case Elem::F8: case Elem::BF8: case Elem::F8Fnuz: case Elem::BF8Fnuz:
      static_cast<uint8_t*>(p)[i] = floatToFp8(float(v), fp8Format(t));
      break;
    default: break;
  }
}

// Widens columns [c0, c0+cols) of op(X) (rows x total columns) into dst (rows x cols, ld rows).
// Loops are typed per element so that the compiler vectorizes the contiguous case.
template <class Acc, class Src, class Convert>
void widenTyped(const Src* src, int64_t ld, bool trans, int64_t rows, int64_t c0, int64_t cols, Acc* dst,
                Convert convert) {
  if (!trans) {
    for (int64_t j = 0; j < cols; ++j) {
      const Src* column = src + (c0 + j) * ld;
      Acc* out = dst + j * rows;
      for (int64_t i = 0; i < rows; ++i) out[i] = convert(column[i]);
    }
  } else {
    for (int64_t i = 0; i < rows; ++i) {
      const Src* row = src + i * ld + c0;
      for (int64_t j = 0; j < cols; ++j) dst[i + j * rows] = convert(row[j]);
    }
  }
}

template <class Acc>
void widen(Elem t, const void* src, int64_t ld, bool trans, int64_t rows, int64_t c0, int64_t cols, Acc* dst) {
  switch (t) {
    case Elem::F16:
      widenTyped(static_cast<const uint16_t*>(src), ld, trans, rows, c0, cols, dst,
                 [](uint16_t v) { return Acc(halfToFloat(v)); });
      break;
    case Elem::BF16:
      widenTyped(static_cast<const uint16_t*>(src), ld, trans, rows, c0, cols, dst,
                 [](uint16_t v) { return Acc(bf16ToFloat(v)); });
      break;
    case Elem::F32:
      widenTyped(static_cast<const float*>(src), ld, trans, rows, c0, cols, dst, [](float v) { return Acc(v); });
      break;
    case Elem::F64:
      widenTyped(static_cast<const double*>(src), ld, trans, rows, c0, cols, dst, [](double v) { return Acc(v); });
      break;
    case Elem::I8:
      widenTyped(static_cast<const int8_t*>(src), ld, trans, rows, c0, cols, dst, [](int8_t v) { return Acc(v); });
      break;
    case Elem::I32:
      widenTyped(static_cast<const int32_t*>(src), ld, trans, rows, c0, cols, dst, [](int32_t v) { return Acc(v); });
      break;
    default: {
      // fp8: a 256-entry table per call.
      Acc table[256];
      for (int v = 0; v < 256; ++v) table[v] = Acc(fp8ToFloat(uint8_t(v), fp8Format(t)));
      widenTyped(static_cast<const uint8_t*>(src), ld, trans, rows, c0, cols, dst,
                 [&table](uint8_t v) { return table[v]; });
    }
  }
}

inline void blasGemm(int64_t m, int64_t n, int64_t k, float alpha, const float* A, int64_t lda, const float* B,
                     int64_t ldb, float beta, float* C, int64_t ldc, CBLAS_TRANSPOSE ta = CblasNoTrans,
                     CBLAS_TRANSPOSE tb = CblasNoTrans) {
  cblas_sgemm(CblasColMajor, ta, tb, blasint(m), blasint(n), blasint(k), alpha, A, blasint(lda), B, blasint(ldb),
              beta, C, blasint(ldc));
}
inline void blasGemm(int64_t m, int64_t n, int64_t k, double alpha, const double* A, int64_t lda, const double* B,
                     int64_t ldb, double beta, double* C, int64_t ldc, CBLAS_TRANSPOSE ta = CblasNoTrans,
                     CBLAS_TRANSPOSE tb = CblasNoTrans) {
  cblas_dgemm(CblasColMajor, ta, tb, blasint(m), blasint(n), blasint(k), alpha, A, blasint(lda), B, blasint(ldb),
              beta, C, blasint(ldc));
}

// Sets OpenBLAS's thread count for one call and restores it afterwards.
class ThreadScope {
 public:
  explicit ThreadScope(int threads) {
    if (threads > 0) {
      previous_ = openblas_get_num_threads();
      if (previous_ != threads) openblas_set_num_threads(threads);
      else previous_ = 0;
    }
  }
  ~ThreadScope() {
    if (previous_ > 0) openblas_set_num_threads(previous_);
  }
  ThreadScope(const ThreadScope&) = delete;
  ThreadScope& operator=(const ThreadScope&) = delete;

 private:
  int previous_ = 0;
};

float gelu(float x) {
  // tanh approximation, as cuBLASLt/hipBLASLt's GELU epilogue.
  const float k = 0.7978845608028654f;  // sqrt(2/pi)
  return 0.5f * x * (1.0f + std::tanh(k * (x + 0.044715f * x * x * x)));
}

// Final pass: bias, activation, amax, scaleD, narrowing into D.
template <class Acc>
void finish(const GemmOperands& g, const Acc* acc, int64_t ld_acc) {
  bool has_bias = g.epilogue == Epilogue::Bias || g.epilogue == Epilogue::ReluBias ||
                  g.epilogue == Epilogue::GeluBias;
  bool relu = g.epilogue == Epilogue::Relu || g.epilogue == Epilogue::ReluBias;
  bool use_gelu = g.epilogue == Epilogue::Gelu || g.epilogue == Epilogue::GeluBias;
  float scale_d = g.scaleD ? *g.scaleD : 1.0f;
  double amax = 0;
  for (int64_t j = 0; j < g.n; ++j) {
    for (int64_t i = 0; i < g.m; ++i) {
      Acc v = acc[i + j * ld_acc];
      if (has_bias && g.bias) v += load<Acc>(g.biasType, g.bias, i);
      if (relu) v = v > Acc(0) ? v : Acc(0);
      if (use_gelu) v = Acc(gelu(float(v)));
      amax = std::max(amax, std::fabs(double(v)));
      store<Acc>(g.d, g.D, i + j * g.ldd, g.scaleD ? Acc(v * scale_d) : v);
    }
  }
  if (g.amaxD) *g.amaxD = float(amax);
}

// C (scaled by beta, and scaleC) widened into the accumulator, or zero.
template <class Acc>
void initAccumulator(const GemmOperands& g, Acc* acc) {
  double beta = g.beta * (g.scaleC ? *g.scaleC : 1.0f);
  if (beta == 0 || g.C == nullptr) {
    std::fill(acc, acc + g.m * g.n, Acc(0));
    return;
  }
  widen(g.c, g.C, g.ldc, false, g.m, 0, g.n, acc);
  for (int64_t i = 0; i < g.m * g.n; ++i) acc[i] = Acc(acc[i] * beta);
}

double productScale(const GemmOperands& g) {
  return g.alpha * (g.scaleA ? *g.scaleA : 1.0f) * (g.scaleB ? *g.scaleB : 1.0f);
}

// Convert: widen k-panels of A and B, multiply with OpenBLAS, accumulate. Each panel keeps its
// matrix's own layout (copies read and write contiguously; no transposing scatter) and
// OpenBLAS is told which panels are transposed.
template <class Acc>
void gemmConvert(const GemmOperands& g, const tuning::Choice& choice) {
  std::vector<Acc> acc(size_t(g.m * g.n));
  initAccumulator(g, acc.data());
  int64_t panel = choice.panel > 0 ? std::min<int64_t>(choice.panel, g.k) : g.k;
  Acc alpha = Acc(productScale(g));
  if (g.k > 0 && alpha != Acc(0)) {
    std::vector<Acc> a(size_t(g.m * panel)), b(size_t(panel * g.n));
    ThreadScope threads(choice.threads);
    bool ta = g.transA != HIPBLAS_OP_N, tb = g.transB != HIPBLAS_OP_N;
    const char* A = static_cast<const char*>(g.A);
    const char* B = static_cast<const char*>(g.B);
    for (int64_t k0 = 0; k0 < g.k; k0 += panel) {
      int64_t kp = std::min(panel, g.k - k0);
      // op(A) panel m x kp: columns k0.. of A (no transpose), or rows k0.. of A stored k x m.
      if (!ta) widen(g.a, A, g.lda, false, g.m, k0, kp, a.data());
      else widen(g.a, A + k0 * int64_t(elemSize(g.a)), g.lda, false, kp, 0, g.m, a.data());
      // op(B) panel kp x n: rows k0.. of B stored k x n, or columns k0.. of B stored n x k.
      if (!tb) widen(g.b, B + k0 * int64_t(elemSize(g.b)), g.ldb, false, kp, 0, g.n, b.data());
      else widen(g.b, B, g.ldb, false, g.n, k0, kp, b.data());
      blasGemm(g.m, g.n, kp, alpha, a.data(), ta ? kp : g.m, b.data(), tb ? g.n : kp, Acc(1), acc.data(), g.m,
               ta ? CblasTrans : CblasNoTrans, tb ? CblasTrans : CblasNoTrans);
    }
  }
  finish(g, acc.data(), g.m);
}

// Direct: our own kernel, one thread. A is widened once (m x k); B column by column; each
// column of C is a sum of columns of A (the inner loop runs down a column: contiguous, vectorized).
template <class Acc>
void gemmDirect(const GemmOperands& g, const tuning::Choice& choice) {
  std::vector<Acc> acc(size_t(g.m * g.n));
  initAccumulator(g, acc.data());
  Acc alpha = Acc(productScale(g));
  if (g.k > 0 && alpha != Acc(0)) {
    std::vector<Acc> a(size_t(g.m * g.k));
    widen(g.a, g.A, g.lda, g.transA != HIPBLAS_OP_N, g.m, 0, g.k, a.data());
    int64_t tile = choice.tile > 0 ? choice.tile : 16;
    std::vector<Acc> b(size_t(g.k * tile));
    for (int64_t j0 = 0; j0 < g.n; j0 += tile) {
      int64_t nt = std::min(tile, g.n - j0);
      // op(B) columns j0..j0+nt: rows of op(B)^T.
      widen(g.b, g.B, g.ldb, g.transB != HIPBLAS_OP_N, g.k, j0, nt, b.data());
      for (int64_t j = 0; j < nt; ++j) {
        Acc* c = acc.data() + (j0 + j) * g.m;
        const Acc* bj = b.data() + j * g.k;
        for (int64_t l = 0; l < g.k; ++l) {
          Acc s = alpha * bj[l];
          const Acc* al = a.data() + l * g.m;
          for (int64_t i = 0; i < g.m; ++i) c[i] += s * al[i];
        }
      }
    }
  }
  finish(g, acc.data(), g.m);
}

// f32/f64 with the same type everywhere: OpenBLAS on D directly.
template <class T>
void gemmWide(const GemmOperands& g, const tuning::Choice& choice) {
  T* d = static_cast<T*>(g.D);
  double beta = g.beta * (g.scaleC ? *g.scaleC : 1.0f);
  if (beta != 0 && g.C != nullptr && g.C != g.D) {
    const T* c = static_cast<const T*>(g.C);
    for (int64_t j = 0; j < g.n; ++j) std::memcpy(d + j * g.ldd, c + j * g.ldc, size_t(g.m) * sizeof(T));
  }
  if (g.k == 0 || productScale(g) == 0) {
    for (int64_t j = 0; j < g.n; ++j)
      for (int64_t i = 0; i < g.m; ++i) d[i + j * g.ldd] = beta == 0 ? T(0) : T(beta * d[i + j * g.ldd]);
  } else {
    ThreadScope threads(choice.threads);
    CBLAS_TRANSPOSE ta = g.transA == HIPBLAS_OP_N ? CblasNoTrans : CblasTrans;
    CBLAS_TRANSPOSE tb = g.transB == HIPBLAS_OP_N ? CblasNoTrans : CblasTrans;
    blasGemm(g.m, g.n, g.k, T(productScale(g)), static_cast<const T*>(g.A), g.lda, static_cast<const T*>(g.B),
             g.ldb, T(beta), d, g.ldd, ta, tb);
  }
  if (g.epilogue != Epilogue::None || g.scaleD || g.amaxD) {
    GemmOperands in_place = g;  // the epilogue reads D and writes D
    finish(in_place, d, g.ldd);
  }
}

}  // namespace

tuning::Problem gemmProblem(const char* op, const GemmOperands& g, int64_t batch) {
  tuning::Problem p;
  p.op = op;
  p.types = std::string(elemName(g.a)) + "," + elemName(g.b) + "," + elemName(g.d) + "," + elemName(g.compute);
  auto t = [](hipblasOperation_t o) { return o == HIPBLAS_OP_N ? 'N' : o == HIPBLAS_OP_T ? 'T' : 'C'; };
  p.trans = {t(g.transA), t(g.transB)};
  p.m = g.m;
  p.n = g.n;
  p.k = g.k;
  p.batch = batch;
  return p;
}

tuning::Choice defaultChoice(const GemmOperands& g) {
  tuning::Choice c;
  bool wide = (g.a == Elem::F32 || g.a == Elem::F64) && g.a == g.b && g.b == g.c && g.c == g.d;
  c.algorithm = wide ? tuning::Algorithm::OpenBlas : tuning::Algorithm::Convert;
  // Small problems: one OpenBLAS thread. Waking a pool costs more than the work there, and on a
  // loaded machine much more (bench/README.md: 96x96x96 took 20 ms with the pool, 0.02 ms without).
  if (double(g.m) * double(g.n) * double(g.k) <= double(1 << 21)) c.threads = 1;
  // Narrow types: panels of 256 columns of k (measured better than all of k at 1024^3 on the
  // reference machine; hipblas-tune finds the best panel per shape).
  if (!wide) c.panel = 256;
  return c;
}

void runGemm(const GemmOperands& g, const tuning::Choice& choice) {
  configureBlasThreads();
  if (g.m == 0 || g.n == 0) return;
  bool wide = (g.a == Elem::F32 || g.a == Elem::F64) && g.a == g.b && g.b == g.c && g.c == g.d &&
              g.compute == g.a;
  if (wide && choice.algorithm == tuning::Algorithm::OpenBlas) {
    if (g.a == Elem::F32) gemmWide<float>(g, choice);
    else gemmWide<double>(g, choice);
    return;
  }
  bool use_double = g.compute == Elem::F64 || g.compute == Elem::I32;
  if (choice.algorithm == tuning::Algorithm::Direct) {
    if (use_double) gemmDirect<double>(g, choice);
    else gemmDirect<float>(g, choice);
  } else {
    if (use_double) gemmConvert<double>(g, choice);
    else gemmConvert<float>(g, choice);
  }
}

}  // namespace openhip_blas
