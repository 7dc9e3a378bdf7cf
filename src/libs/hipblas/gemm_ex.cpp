// hipblasGemmEx / GemmBatchedEx / GemmStridedBatchedEx (and WithFlags, _64) and the
// level-1 Ex functions (DotEx, DotcEx, AxpyEx, Nrm2Ex, ScalEx).
//
// Supported GemmEx combinations (a = b):           compute type             alpha/beta
//   f16 -> f16                                      16F                      half
//   f16 -> f16|f32, bf16 -> bf16|f32, f32 -> f32    32F (and _PEDANTIC/FAST)  float
//   f64 -> f64                                      64F                      double
//   i8 -> i32                                       32I                      int32
//   c32 -> c32 (32F), c64 -> c64 (64F)                                       complex
// Others: HIPBLAS_STATUS_NOT_SUPPORTED.
#include "blas_backend.h"
#include "gemm_engine.h"
#include "handle.h"
#include "level1_impl.h"
#include "lowp.h"

#include <cstring>

using namespace openhip_blas;

namespace {

// One batched operand of untyped data: single, array of pointers, or base + stride (elements).
struct Operand {
  const char* base = nullptr;
  const void* const* array = nullptr;
  int64_t stride_bytes = 0;
  const void* at(int64_t b) const { return array ? array[b] : base + b * stride_bytes; }
  bool null() const { return base == nullptr && array == nullptr; }
};
Operand one(const void* p) { return {static_cast<const char*>(p), nullptr, 0}; }
Operand many(const void* const* p) { return {nullptr, p, 0}; }
Operand strided(const void* p, int64_t stride, Elem e) {
  return {static_cast<const char*>(p), nullptr, stride * int64_t(elemSize(e))};
}

bool isCompute32F(hipblasComputeType_t c) {
  return c == HIPBLAS_COMPUTE_32F || c == HIPBLAS_COMPUTE_32F_PEDANTIC || c == HIPBLAS_COMPUTE_32F_FAST_16F ||
         c == HIPBLAS_COMPUTE_32F_FAST_16BF || c == HIPBLAS_COMPUTE_32F_FAST_TF32;
}

bool knownCompute(hipblasComputeType_t c) {
  int v = int(c);
  return (v >= 0 && v <= 10) || (v >= 100 && v <= 103);
}

// The scalar type of alpha/beta for a valid combination, or Invalid.
Elem scalarType(Elem a, Elem c, hipblasComputeType_t compute) {
  if (compute == HIPBLAS_COMPUTE_16F || compute == HIPBLAS_COMPUTE_16F_PEDANTIC)
    return a == Elem::F16 && c == Elem::F16 ? Elem::F16 : Elem::Invalid;
  if (isCompute32F(compute)) {
    if ((a == Elem::F16 && (c == Elem::F16 || c == Elem::F32)) || (a == Elem::BF16 && (c == Elem::BF16 || c == Elem::F32)) ||
        (a == Elem::F32 && c == Elem::F32))
      return Elem::F32;
    if (a == Elem::C32 && c == Elem::C32) return Elem::C32;
    return Elem::Invalid;
  }
  if (compute == HIPBLAS_COMPUTE_64F || compute == HIPBLAS_COMPUTE_64F_PEDANTIC) {
    if (a == Elem::F64 && c == Elem::F64) return Elem::F64;
    if (a == Elem::C64 && c == Elem::C64) return Elem::C64;
    return Elem::Invalid;
  }
  if (compute == HIPBLAS_COMPUTE_32I || compute == HIPBLAS_COMPUTE_32I_PEDANTIC)
    return a == Elem::I8 && c == Elem::I32 ? Elem::I32 : Elem::Invalid;
  return Elem::Invalid;
}

// A scalar of any supported type, kept as bytes (host mode) or an address (device mode).
struct AnyScalar {
  Elem type = Elem::F32;
  unsigned char bytes[16] = {};
  const void* device = nullptr;
  const void* ptr() const { return device ? device : bytes; }
  double real() const {
    const void* p = ptr();
    switch (type) {
      case Elem::F16: return halfToFloat(*static_cast<const uint16_t*>(p));
      case Elem::F32: case Elem::C32: return *static_cast<const float*>(p);
      case Elem::F64: case Elem::C64: return *static_cast<const double*>(p);
      case Elem::I32: return *static_cast<const int32_t*>(p);
      default: return 0;
    }
  }
};

AnyScalar readScalar(const Handle* h, const void* p, Elem type) {
  AnyScalar s;
  s.type = type;
  if (h->pointer_mode == HIPBLAS_POINTER_MODE_DEVICE) s.device = p;
  else std::memcpy(s.bytes, p, elemSize(type));
  return s;
}

hipblasStatus_t gemmEx(hipblasHandle_t handle, hipblasOperation_t ta, hipblasOperation_t tb, int64_t m, int64_t n,
                       int64_t k, const void* alpha, Operand A, hipDataType aType, int64_t lda, Operand B,
                       hipDataType bType, int64_t ldb, const void* beta, Operand C, hipDataType cType, int64_t ldc,
                       int64_t batch, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (!validOperation(ta) || !validOperation(tb) || !knownCompute(computeType) || algo != HIPBLAS_GEMM_DEFAULT)
    return HIPBLAS_STATUS_INVALID_ENUM;
  Elem a = elemFromDataType(aType), b = elemFromDataType(bType), c = elemFromDataType(cType);
  Elem st = a == b ? scalarType(a, c, computeType) : Elem::Invalid;
  if (st == Elem::Invalid) return HIPBLAS_STATUS_NOT_SUPPORTED;
  if (m < 0 || n < 0 || k < 0 || batch < 0) return HIPBLAS_STATUS_INVALID_VALUE;
  if (lda < atLeastOne(ta == HIPBLAS_OP_N ? m : k) || ldb < atLeastOne(tb == HIPBLAS_OP_N ? k : n) ||
      ldc < atLeastOne(m))
    return HIPBLAS_STATUS_INVALID_VALUE;
  if (!allFitBlasInt(m, n, k, lda, ldb, ldc)) return HIPBLAS_STATUS_NOT_SUPPORTED;
  if (m == 0 || n == 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (!alpha || !beta || C.null() || (k > 0 && (A.null() || B.null()))) return HIPBLAS_STATUS_INVALID_VALUE;
  Handle* h = toHandle(handle);
  AnyScalar al = readScalar(h, alpha, st), be = readScalar(h, beta, st);
  if (a == Elem::C32 || a == Elem::C64) {
    return runBatches(handle, batch, [=](int64_t i) {
      void* cp = const_cast<void*>(C.at(i));
      if (a == Elem::C32)
        cblas_cgemm(CblasColMajor, cblasOp(ta), cblasOp(tb), I(m), I(n), I(k), al.ptr(), A.at(i), I(lda), B.at(i),
                    I(ldb), be.ptr(), cp, I(ldc));
      else
        cblas_zgemm(CblasColMajor, cblasOp(ta), cblasOp(tb), I(m), I(n), I(k), al.ptr(), A.at(i), I(lda), B.at(i),
                    I(ldb), be.ptr(), cp, I(ldc));
    });
  }
  GemmOperands g;
  g.transA = ta;
  g.transB = tb;
  g.m = m;
  g.n = n;
  g.k = k;
  g.a = a;
  g.b = b;
  g.c = g.d = c;
  g.compute = st == Elem::F16 ? Elem::F32 : st;
  g.lda = lda;
  g.ldb = ldb;
  g.ldc = g.ldd = ldc;
  tuning::Choice choice = tuning::choose(gemmProblem("gemm", g, batch), defaultChoice(g));
  return runBatches(handle, batch, [=](int64_t i) {
    GemmOperands op = g;
    op.alpha = al.real();
    op.beta = be.real();
    op.A = A.at(i);
    op.B = B.at(i);
    op.C = C.at(i);
    op.D = const_cast<void*>(C.at(i));
    runGemm(op, choice);
  });
}

// ---- level-1 Ex: dispatch to the typed templates of level1_impl.h -------------------------

template <class T>
Batch<const T> typedSingle(const void* p) { return single(static_cast<const T*>(p)); }

}  // namespace

extern "C" {

#define GEMM_EX_FORMS(SUFFIX, INT)                                                                                  \
  hipblasStatus_t hipblasGemmEx##SUFFIX(hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, \
                                       INT m, INT n, INT k, const void* alpha, const void* A, hipDataType aType,     \
                                       INT lda, const void* B, hipDataType bType, INT ldb, const void* beta, void* C, \
                                       hipDataType cType, INT ldc, hipblasComputeType_t computeType,                 \
                                       hipblasGemmAlgo_t algo) {                                                     \
    return gemmEx(handle, transA, transB, m, n, k, alpha, one(A), aType, lda, one(B), bType, ldb, beta, one(C), cType, \
                  ldc, 1, computeType, algo);                                                                        \
  }                                                                                                                  \
  hipblasStatus_t hipblasGemmExWithFlags##SUFFIX(                                                                    \
      hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, INT m, INT n, INT k,             \
      const void* alpha, const void* A, hipDataType aType, INT lda, const void* B, hipDataType bType, INT ldb,        \
      const void* beta, void* C, hipDataType cType, INT ldc, hipblasComputeType_t computeType,                        \
      hipblasGemmAlgo_t algo, hipblasGemmFlags_t) {                                                                  \
    return gemmEx(handle, transA, transB, m, n, k, alpha, one(A), aType, lda, one(B), bType, ldb, beta, one(C), cType, \
                  ldc, 1, computeType, algo);                                                                        \
  }                                                                                                                  \
  hipblasStatus_t hipblasGemmBatchedEx##SUFFIX(                                                                      \
      hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, INT m, INT n, INT k,             \
      const void* alpha, const void* A[], hipDataType aType, INT lda, const void* B[], hipDataType bType, INT ldb,    \
      const void* beta, void* C[], hipDataType cType, INT ldc, INT batchCount, hipblasComputeType_t computeType,      \
      hipblasGemmAlgo_t algo) {                                                                                      \
    return gemmEx(handle, transA, transB, m, n, k, alpha, many(A), aType, lda, many(B), bType, ldb, beta,            \
                  many(const_cast<const void* const*>(C)), cType, ldc, batchCount, computeType, algo);                \
  }                                                                                                                  \
  hipblasStatus_t hipblasGemmBatchedExWithFlags##SUFFIX(                                                             \
      hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, INT m, INT n, INT k,             \
      const void* alpha, const void* A[], hipDataType aType, INT lda, const void* B[], hipDataType bType, INT ldb,    \
      const void* beta, void* C[], hipDataType cType, INT ldc, INT batchCount, hipblasComputeType_t computeType,      \
      hipblasGemmAlgo_t algo, hipblasGemmFlags_t) {                                                                  \
    return gemmEx(handle, transA, transB, m, n, k, alpha, many(A), aType, lda, many(B), bType, ldb, beta,            \
                  many(const_cast<const void* const*>(C)), cType, ldc, batchCount, computeType, algo);                \
  }                                                                                                                  \
  hipblasStatus_t hipblasGemmStridedBatchedEx##SUFFIX(                                                               \
      hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, INT m, INT n, INT k,             \
      const void* alpha, const void* A, hipDataType aType, INT lda, hipblasStride strideA, const void* B,             \
      hipDataType bType, INT ldb, hipblasStride strideB, const void* beta, void* C, hipDataType cType, INT ldc,       \
      hipblasStride strideC, INT batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo) {             \
    Elem ea = elemFromDataType(aType), eb = elemFromDataType(bType), ec = elemFromDataType(cType);                   \
    return gemmEx(handle, transA, transB, m, n, k, alpha, strided(A, strideA, ea), aType, lda,                       \
                  strided(B, strideB, eb), bType, ldb, beta, strided(C, strideC, ec), cType, ldc, batchCount,        \
                  computeType, algo);                                                                                \
  }                                                                                                                  \
  hipblasStatus_t hipblasGemmStridedBatchedExWithFlags##SUFFIX(                                                      \
      hipblasHandle_t handle, hipblasOperation_t transA, hipblasOperation_t transB, INT m, INT n, INT k,             \
      const void* alpha, const void* A, hipDataType aType, INT lda, hipblasStride strideA, const void* B,             \
      hipDataType bType, INT ldb, hipblasStride strideB, const void* beta, void* C, hipDataType cType, INT ldc,       \
      hipblasStride strideC, INT batchCount, hipblasComputeType_t computeType, hipblasGemmAlgo_t algo,               \
      hipblasGemmFlags_t) {                                                                                          \
    Elem ea = elemFromDataType(aType), eb = elemFromDataType(bType), ec = elemFromDataType(cType);                   \
    return gemmEx(handle, transA, transB, m, n, k, alpha, strided(A, strideA, ea), aType, lda,                       \
                  strided(B, strideB, eb), bType, ldb, beta, strided(C, strideC, ec), cType, ldc, batchCount,        \
                  computeType, algo);                                                                                \
  }
GEMM_EX_FORMS(, int)
GEMM_EX_FORMS(_64, int64_t)
#undef GEMM_EX_FORMS

}  // extern "C"
