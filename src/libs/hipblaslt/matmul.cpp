// hipblasLtMatmulAlgoGetHeuristic and hipblasLtMatmul on OpenHIP's GEMM engine.
//
// Supported (compute / scale type):  A, B                       C, D
//   32F (and its FAST variants) / f32  f32, f16, bf16, fp8 (any)  f32, f16, bf16, fp8
//   16F / f16                          f16                        f16 (accumulated in f32)
//   64F / f64                          f64                        f64
//   32I / i32                          i8                         i32
// Column and row order (a row-major D without a bias epilogue). Epilogues: DEFAULT, RELU, BIAS,
// RELU_BIAS, GELU, GELU_BIAS.
// The operation is queued on `stream` (asynchronous); scale, amax and bias pointers,
// and alpha/beta in device pointer mode, are read when it runs.
#include "descriptors.h"

#include "blas_tuning.h"
#include "gemm_engine.h"
#include "lowp.h"

#include <cstring>
#include <functional>
#include <memory>
#include <new>
#include <utility>
#include <vector>

using namespace openhip_hipblaslt;
using openhip_blas::Elem;
using openhip_blas::Epilogue;
using openhip_blas::GemmOperands;
namespace tuning = openhip_blas::tuning;

namespace {

bool compute32F(hipblasComputeType_t c) {
  return c == HIPBLAS_COMPUTE_32F || c == HIPBLAS_COMPUTE_32F_PEDANTIC || c == HIPBLAS_COMPUTE_32F_FAST_16F ||
         c == HIPBLAS_COMPUTE_32F_FAST_16BF || c == HIPBLAS_COMPUTE_32F_FAST_TF32 ||
         (int(c) >= 100 && int(c) <= 103);
}

bool floatInput(Elem e) {
  return e == Elem::F32 || e == Elem::F16 || e == Elem::BF16 || e == Elem::F8 || e == Elem::BF8 || e == Elem::F8Fnuz ||
         e == Elem::BF8Fnuz;
}

bool translateEpilogue(int32_t e, Epilogue& out) {
  switch (e) {
    case HIPBLASLT_EPILOGUE_DEFAULT: out = Epilogue::None; return true;
    case HIPBLASLT_EPILOGUE_RELU: out = Epilogue::Relu; return true;
    case HIPBLASLT_EPILOGUE_BIAS: out = Epilogue::Bias; return true;
    case HIPBLASLT_EPILOGUE_RELU_BIAS: out = Epilogue::ReluBias; return true;
    case HIPBLASLT_EPILOGUE_GELU: out = Epilogue::Gelu; return true;
    case HIPBLASLT_EPILOGUE_GELU_BIAS: out = Epilogue::GeluBias; return true;
    default: return false;
  }
}

hipblasOperation_t flip(hipblasOperation_t op) { return op == HIPBLAS_OP_N ? HIPBLAS_OP_T : HIPBLAS_OP_N; }

// Builds the GEMM (without data pointers) from the descriptors, or returns the status that refuses it.
// A row-major matrix (HIPBLASLT_ORDER_ROW) is the transpose of the column-major matrix with the same
// ld, so op(X) on it is the other op on that column-major view. A row-major D (and C) is computed as
// its transpose, D^T = op(B)^T op(A)^T, which exchanges A and B: `swapAB` tells the caller to pass
// B's data (and batch stride) as the engine's A and A's as its B.
hipblasStatus_t describe(const MatmulDesc* d, const MatrixLayout* a, const MatrixLayout* b, const MatrixLayout* c,
                         const MatrixLayout* dl, GemmOperands& g, int64_t& batch, bool& swapAB) {
  if (!d || !a || !b || !c || !dl) return HIPBLAS_STATUS_INVALID_VALUE;
  auto op = [](int32_t t, hipblasOperation_t& out) {
    if (t != HIPBLAS_OP_N && t != HIPBLAS_OP_T) return false;
    out = hipblasOperation_t(t);
    return true;
  };
  hipblasOperation_t ta, tb;
  if (!op(d->trans_a, ta) || !op(d->trans_b, tb)) return HIPBLAS_STATUS_INVALID_VALUE;
  // Alpha vectors (HIPBLASLT_POINTER_MODE_ALPHA_DEVICE_VECTOR_BETA_HOST) are not computed.
  if (d->pointer_mode != HIPBLASLT_POINTER_MODE_HOST && d->pointer_mode != HIPBLASLT_POINTER_MODE_DEVICE)
    return HIPBLAS_STATUS_NOT_SUPPORTED;
  for (const MatrixLayout* l : {a, b, c, dl})
    if (l->order != HIPBLASLT_ORDER_COL && l->order != HIPBLASLT_ORDER_ROW) return HIPBLAS_STATUS_NOT_SUPPORTED;
  if (c->order != dl->order) return HIPBLAS_STATUS_NOT_SUPPORTED;
  // Shapes in the operation's own terms: op(A) is m x k, op(B) k x n, C and D m x n.
  const uint64_t m = dl->rows, n = dl->cols, k = ta == HIPBLAS_OP_N ? a->cols : a->rows;
  bool shapes_ok = (ta == HIPBLAS_OP_N ? a->rows : a->cols) == m && (tb == HIPBLAS_OP_N ? b->rows : b->cols) == k &&
                   (tb == HIPBLAS_OP_N ? b->cols : b->rows) == n && c->rows == m && c->cols == n;
  if (!shapes_ok) return HIPBLAS_STATUS_INVALID_VALUE;
  for (const MatrixLayout* l : {a, b, c, dl}) {
    const uint64_t lead = l->order == HIPBLASLT_ORDER_COL ? l->rows : l->cols;
    if (l->ld < int64_t(lead > 0 ? lead : 1) || l->batch_count < 1) return HIPBLAS_STATUS_INVALID_VALUE;
  }
  batch = dl->batch_count;
  for (const MatrixLayout* l : {a, b, c})
    if (l->batch_count != batch) return HIPBLAS_STATUS_INVALID_VALUE;
  const hipblasOperation_t opA = a->order == HIPBLASLT_ORDER_ROW ? flip(ta) : ta;
  const hipblasOperation_t opB = b->order == HIPBLASLT_ORDER_ROW ? flip(tb) : tb;
  swapAB = dl->order == HIPBLASLT_ORDER_ROW;
  const MatrixLayout* first = swapAB ? b : a;
  const MatrixLayout* second = swapAB ? a : b;
  g.transA = swapAB ? flip(opB) : opA;
  g.transB = swapAB ? flip(opA) : opB;
  g.m = int64_t(swapAB ? n : m);
  g.n = int64_t(swapAB ? m : n);
  g.k = int64_t(k);
  g.a = openhip_blas::elemFromDataType(first->type);
  g.b = openhip_blas::elemFromDataType(second->type);
  g.c = openhip_blas::elemFromDataType(c->type);
  g.d = openhip_blas::elemFromDataType(dl->type);
  if (compute32F(d->compute) && d->scale_type == HIP_R_32F && floatInput(g.a) && floatInput(g.b) &&
      floatInput(g.c) && floatInput(g.d)) {
    g.compute = Elem::F32;
  } else if ((d->compute == HIPBLAS_COMPUTE_16F || d->compute == HIPBLAS_COMPUTE_16F_PEDANTIC) &&
             d->scale_type == HIP_R_16F && g.a == Elem::F16 && g.b == Elem::F16 && g.c == Elem::F16 &&
             g.d == Elem::F16) {
    g.compute = Elem::F32;  // half alpha/beta; accumulating in f32 is at least as accurate
  } else if ((d->compute == HIPBLAS_COMPUTE_64F || d->compute == HIPBLAS_COMPUTE_64F_PEDANTIC) &&
             d->scale_type == HIP_R_64F && g.a == Elem::F64 && g.b == Elem::F64 && g.c == Elem::F64 &&
             g.d == Elem::F64) {
    g.compute = Elem::F64;
  } else if ((d->compute == HIPBLAS_COMPUTE_32I || d->compute == HIPBLAS_COMPUTE_32I_PEDANTIC) &&
             d->scale_type == HIP_R_32I && g.a == Elem::I8 && g.b == Elem::I8 && g.c == Elem::I32 &&
             g.d == Elem::I32) {
    g.compute = Elem::I32;
  } else {
    return HIPBLAS_STATUS_NOT_SUPPORTED;
  }
  if (!translateEpilogue(d->epilogue, g.epilogue)) return HIPBLAS_STATUS_NOT_SUPPORTED;
  // Bias type: as set, else D's type for 16/32-bit float D, else f32.
  if (d->bias_type >= 0) g.biasType = openhip_blas::elemFromDataType(hipDataType(d->bias_type));
  else g.biasType = (g.d == Elem::F16 || g.d == Elem::BF16 || g.d == Elem::F32) ? g.d : Elem::F32;
  if (g.biasType == Elem::Invalid) return HIPBLAS_STATUS_NOT_SUPPORTED;
  // A bias is one value per row of D: per column of the transpose the engine would compute.
  if (swapAB && epilogueAddsBias(d->epilogue)) return HIPBLAS_STATUS_NOT_SUPPORTED;
  g.lda = first->ld;
  g.ldb = second->ld;
  g.ldc = c->ld;
  g.ldd = dl->ld;
  return HIPBLAS_STATUS_SUCCESS;
}

void encode(const tuning::Choice& c, hipblasLtMatmulAlgo_t& algo) {
  std::memset(&algo, 0, sizeof(algo));
  uint32_t fields[4] = {kAlgoTag, uint32_t(c.algorithm), uint32_t(c.threads),
                        uint32_t(c.panel > 0 ? c.panel : c.tile)};
  std::memcpy(algo.data, fields, sizeof(fields));
}

bool decode(const hipblasLtMatmulAlgo_t& algo, tuning::Choice& c) {
  uint32_t fields[4];
  std::memcpy(fields, algo.data, sizeof(fields));
  if (fields[0] != kAlgoTag || fields[1] > uint32_t(tuning::Algorithm::Direct)) return false;
  c.algorithm = tuning::Algorithm(fields[1]);
  c.threads = int(fields[2]);
  if (c.algorithm == tuning::Algorithm::Direct) c.tile = int(fields[3]);
  else c.panel = int(fields[3]);
  return true;
}

// Candidates, best first: the table's (or the default) choice, then the alternatives.
std::vector<tuning::Choice> ranked(const GemmOperands& g, int64_t batch) {
  tuning::Choice first = tuning::choose(openhip_blas::gemmProblem("matmul", g, batch), openhip_blas::defaultChoice(g));
  std::vector<tuning::Choice> out{first};
  auto add = [&](tuning::Algorithm a, int panel, int tile) {
    for (const auto& c : out)
      if (c.algorithm == a && c.panel == panel && c.tile == tile) return;
    tuning::Choice c;
    c.algorithm = a;
    c.panel = panel;
    c.tile = tile;
    out.push_back(c);
  };
  if (first.algorithm == tuning::Algorithm::OpenBlas) return out;  // f32/f64: one way
  add(tuning::Algorithm::Convert, 0, 0);
  add(tuning::Algorithm::Convert, 256, 0);
  add(tuning::Algorithm::Direct, 0, 16);
  return out;
}

void runOperation(void* user) {
  std::unique_ptr<std::function<void()>> op(static_cast<std::function<void()>*>(user));
  (*op)();
}

}  // namespace

extern "C" {

hipblasStatus_t hipblasLtMatmulAlgoGetHeuristic(hipblasLtHandle_t handle, hipblasLtMatmulDesc_t matmulDesc,
                                                hipblasLtMatrixLayout_t Adesc, hipblasLtMatrixLayout_t Bdesc,
                                                hipblasLtMatrixLayout_t Cdesc, hipblasLtMatrixLayout_t Ddesc,
                                                hipblasLtMatmulPreference_t pref, int requestedAlgoCount,
                                                hipblasLtMatmulHeuristicResult_t heuristicResultsArray[],
                                                int* returnAlgoCount) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (pref == nullptr || returnAlgoCount == nullptr || requestedAlgoCount < 1 || heuristicResultsArray == nullptr)
    return HIPBLAS_STATUS_INVALID_VALUE;
  GemmOperands g;
  int64_t batch = 1;
  bool swapAB = false;
  *returnAlgoCount = 0;
  hipblasStatus_t s = describe(toDesc(matmulDesc), toLayout(Adesc), toLayout(Bdesc), toLayout(Cdesc), toLayout(Ddesc),
                               g, batch, swapAB);
  if (s != HIPBLAS_STATUS_SUCCESS) return s;
  // Every algorithm here allocates its own buffers: none needs the caller's workspace, so
  // each fits any HIPBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES (including 0).
  int count = 0;
  for (const tuning::Choice& c : ranked(g, batch)) {
    if (count == requestedAlgoCount) break;
    hipblasLtMatmulHeuristicResult_t& r = heuristicResultsArray[count++];
    std::memset(&r, 0, sizeof(r));
    encode(c, r.algo);
    r.algo.max_workspace_bytes = toPref(pref)->max_workspace;
    r.workspaceSize = 0;
    r.state = HIPBLAS_STATUS_SUCCESS;
    r.wavesCount = 1.0f;
  }
  *returnAlgoCount = count;
  return HIPBLAS_STATUS_SUCCESS;
}

hipblasStatus_t hipblasLtMatmul(hipblasLtHandle_t handle, hipblasLtMatmulDesc_t matmulDesc, const void* alpha,
                                const void* A, hipblasLtMatrixLayout_t Adesc, const void* B,
                                hipblasLtMatrixLayout_t Bdesc, const void* beta, const void* C,
                                hipblasLtMatrixLayout_t Cdesc, void* D, hipblasLtMatrixLayout_t Ddesc,
                                const hipblasLtMatmulAlgo_t* algo, void* workspace, size_t workspaceSizeInBytes,
                                hipStream_t stream) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (alpha == nullptr || beta == nullptr || (workspace == nullptr && workspaceSizeInBytes > 0))
    return HIPBLAS_STATUS_INVALID_VALUE;
  GemmOperands g;
  int64_t batch = 1;
  bool swapAB = false;
  const MatmulDesc* d = toDesc(matmulDesc);
  hipblasStatus_t s = describe(d, toLayout(Adesc), toLayout(Bdesc), toLayout(Cdesc), toLayout(Ddesc), g, batch, swapAB);
  if (s != HIPBLAS_STATUS_SUCCESS) return s;
  if (epilogueAddsBias(d->epilogue) && d->bias == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  if (g.m == 0 || g.n == 0) return HIPBLAS_STATUS_SUCCESS;
  if (D == nullptr || (g.k > 0 && (A == nullptr || B == nullptr))) return HIPBLAS_STATUS_INVALID_VALUE;
  tuning::Choice best = ranked(g, batch).front();
  tuning::Choice choice = best;
  if (algo != nullptr && !decode(*algo, choice)) return HIPBLAS_STATUS_INVALID_VALUE;
  if ((choice.algorithm == tuning::Algorithm::OpenBlas) != (best.algorithm == tuning::Algorithm::OpenBlas))
    return HIPBLAS_STATUS_INVALID_VALUE;  // an algorithm returned for other types

  // Scalars: host mode reads them now; device mode when the operation runs.
  bool device_scalars = d->pointer_mode == HIPBLASLT_POINTER_MODE_DEVICE;
  Elem scalar = d->scale_type == HIP_R_16F ? Elem::F16 : g.compute;
  unsigned char alpha_bytes[8] = {}, beta_bytes[8] = {};
  if (!device_scalars) {
    std::memcpy(alpha_bytes, alpha, openhip_blas::elemSize(scalar));
    std::memcpy(beta_bytes, beta, openhip_blas::elemSize(scalar));
  }
  auto value = [scalar](const void* p) -> double {
    if (scalar == Elem::F64) return *static_cast<const double*>(p);
    if (scalar == Elem::I32) return *static_cast<const int32_t*>(p);
    if (scalar == Elem::F16) return openhip_blas::halfToFloat(*static_cast<const uint16_t*>(p));
    return *static_cast<const float*>(p);
  };
  g.scaleA = static_cast<const float*>(d->scale_a);
  g.scaleB = static_cast<const float*>(d->scale_b);
  g.scaleC = static_cast<const float*>(d->scale_c);
  g.scaleD = static_cast<const float*>(d->scale_d);
  g.amaxD = static_cast<float*>(d->amax_d);
  g.bias = d->bias;
  const auto* la = toLayout(swapAB ? Bdesc : Adesc);
  const auto* lb = toLayout(swapAB ? Adesc : Bdesc);
  const auto* lc = toLayout(Cdesc);
  const auto* ld = toLayout(Ddesc);
  if (swapAB) std::swap(A, B);
  int64_t strides[4] = {la->batch_stride * int64_t(openhip_blas::elemSize(g.a)),
                        lb->batch_stride * int64_t(openhip_blas::elemSize(g.b)),
                        lc->batch_stride * int64_t(openhip_blas::elemSize(g.c)),
                        ld->batch_stride * int64_t(openhip_blas::elemSize(g.d))};
  auto* op = new (std::nothrow) std::function<void()>([=] {
    GemmOperands run = g;
    run.alpha = value(device_scalars ? alpha : alpha_bytes);
    run.beta = value(device_scalars ? beta : beta_bytes);
    for (int64_t i = 0; i < batch; ++i) {
      run.A = static_cast<const char*>(A) + i * strides[0];
      run.B = static_cast<const char*>(B) + i * strides[1];
      run.C = C ? static_cast<const char*>(C) + i * strides[2] : nullptr;
      run.D = static_cast<char*>(D) + i * strides[3];
      openhip_blas::runGemm(run, choice);
    }
  });
  if (op == nullptr) return HIPBLAS_STATUS_ALLOC_FAILED;
  if (hipLaunchHostFunc(stream, runOperation, op) != hipSuccess) {
    delete op;
    return HIPBLAS_STATUS_INTERNAL_ERROR;
  }
  return HIPBLAS_STATUS_SUCCESS;
}

}  // extern "C"
