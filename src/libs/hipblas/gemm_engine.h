// The GEMM engine behind hipblas*gemm*, hipblasGemm*Ex and hipblasLtMatmul:
//   D = epilogue(alpha * scaleA*scaleB * op(A) op(B) + beta * C)
// for real element types from fp8 to f64 and int8. Same-type f32/f64 go straight
// to OpenBLAS; narrower types are widened panel by panel (Convert) or computed by
// our own blocked kernel (Direct), as the tuning table or the default heuristics
// choose (docs/hipblas.md, docs/blas-tuning.md).
#ifndef OPENHIP_HIPBLAS_GEMM_ENGINE_H
#define OPENHIP_HIPBLAS_GEMM_ENGINE_H

#include "blas_tuning.h"

#include <hipblas/hipblas.h>

#include <cstdint>
#include <string>

namespace openhip_blas {

enum class Elem { F16, BF16, F32, F64, C32, C64, I8, I32, F8, BF8, F8Fnuz, BF8Fnuz, Invalid };

Elem elemFromDataType(hipDataType t);
size_t elemSize(Elem e);
const char* elemName(Elem e);  // the tuning table's type names
bool isNarrow(Elem e);         // f16, bf16, i8 and the fp8 types

enum class Epilogue { None, Relu, Gelu, Bias, ReluBias, GeluBias };

struct GemmOperands {
  hipblasOperation_t transA = HIPBLAS_OP_N, transB = HIPBLAS_OP_N;
  int64_t m = 0, n = 0, k = 0;
  Elem a = Elem::F32, b = Elem::F32, c = Elem::F32, d = Elem::F32;
  Elem compute = Elem::F32;  // F32, F64 or I32
  const void* A = nullptr;
  int64_t lda = 0;
  const void* B = nullptr;
  int64_t ldb = 0;
  const void* C = nullptr;
  int64_t ldc = 0;
  void* D = nullptr;
  int64_t ldd = 0;
  double alpha = 1, beta = 0;  // already read (pointer mode applied) and including nothing else
  // hipBLASLt extras, applied when the operation runs.
  const float* scaleA = nullptr;
  const float* scaleB = nullptr;
  const float* scaleC = nullptr;
  const float* scaleD = nullptr;
  float* amaxD = nullptr;
  Epilogue epilogue = Epilogue::None;
  const void* bias = nullptr;  // m values, one per row of D
  Elem biasType = Elem::F32;
};

// The tuning-table key of a GEMM.
tuning::Problem gemmProblem(const char* op, const GemmOperands& g, int64_t batch);
// The default heuristics (what runs when the table has no entry).
tuning::Choice defaultChoice(const GemmOperands& g);
// Runs one GEMM with the given choice (on the calling thread).
void runGemm(const GemmOperands& g, const tuning::Choice& choice);

}  // namespace openhip_blas

#endif
