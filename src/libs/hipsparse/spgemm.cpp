// SpGEMM: C = alpha * A * B + beta * C for CSR matrices (op N), in the
// cuSPARSE phases: workEstimation (validation), compute (the product, into
// the descriptor; C's size is known when it returns), copy (into C's arrays).
//
// Rows are independent: a symbolic pass counts each row's distinct columns
// (Gustavson's method with a marker array per block), a scan sizes the
// result, a numeric pass accumulates each row in a dense accumulator and
// writes its columns sorted.
#include "descriptors.h"
#include "views.h"

#include <algorithm>
#include <vector>

using namespace openhip::sparse;

/// The product between compute and copy.
struct hipsparseSpGEMMDescr {
  std::vector<int64_t> offsets; // rows + 1, zero-based
  std::vector<int64_t> columns;
  std::vector<unsigned char> values; // nnz values of the compute type
  int64_t rows = 0;
  bool computed = false;
};

namespace {

template <class I, class J, class T>
struct ProductOperands {
  CompressedView<I, J, T> a;
  CompressedView<I, J, T> b;
  CompressedView<I, J, T> c; // old C (offsets null: none)
  hipsparseSpGEMMDescr* state;
  Scalar<T> alpha;
  Scalar<T> beta;
};

/// Calls visit(column, value) for every product term of row r, then for the
/// entries of the old C.
template <class I, class J, class T, class Visit>
void forEachTerm(const ProductOperands<I, J, T>& p, int64_t r, const T& alpha, const T& beta,
                 Visit&& visit) {
  for (int64_t ka = p.a.offsets[r] - p.a.base; ka < p.a.offsets[r + 1] - p.a.base; ++ka) {
    const int64_t k = p.a.indices[ka] - p.a.base;
    const T av = alpha * p.a.values[ka];
    for (int64_t kb = p.b.offsets[k] - p.b.base; kb < p.b.offsets[k + 1] - p.b.base; ++kb) {
      visit(static_cast<int64_t>(p.b.indices[kb]) - p.b.base, av * p.b.values[kb]);
    }
  }
  if (p.c.offsets != nullptr) {
    for (int64_t kc = p.c.offsets[r] - p.c.base; kc < p.c.offsets[r + 1] - p.c.base; ++kc) {
      visit(static_cast<int64_t>(p.c.indices[kc]) - p.c.base, beta * p.c.values[kc]);
    }
  }
}

template <class I, class J, class T>
void countRow(const ProductOperands<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  weightedRows(p.a.offsets, p.a.rows, block, blocks, begin, end);
  std::vector<int64_t> marker(static_cast<size_t>(p.b.cols), -1);
  int64_t* counts = p.state->offsets.data() + 1;
  for (int64_t r = begin; r < end; ++r) {
    int64_t count = 0;
    forEachTerm(p, r, T(0), T(0), [&](int64_t col, const T&) {
      if (marker[col] != r) {
        marker[col] = r;
        ++count;
      }
    });
    counts[r] = count;
  }
}

template <class T>
struct SizeResult {
  hipsparseSpGEMMDescr* state;
};

template <class T>
void sizeResult(const SizeResult<T>& p, uint32_t, uint32_t) {
  auto& offsets = p.state->offsets;
  offsets[0] = 0;
  for (size_t r = 1; r < offsets.size(); ++r) offsets[r] += offsets[r - 1];
  p.state->columns.resize(static_cast<size_t>(offsets.back()));
  p.state->values.resize(static_cast<size_t>(offsets.back()) * sizeof(T));
}

template <class I, class J, class T>
void fillRow(const ProductOperands<I, J, T>& p, uint32_t block, uint32_t blocks) {
  int64_t begin, end;
  weightedRows(p.a.offsets, p.a.rows, block, blocks, begin, end);
  const T alpha = p.alpha.get();
  const T beta = p.beta.get();
  std::vector<int64_t> marker(static_cast<size_t>(p.b.cols), -1);
  std::vector<T> accumulator(static_cast<size_t>(p.b.cols));
  std::vector<int64_t> touched;
  auto* values = reinterpret_cast<T*>(p.state->values.data());
  for (int64_t r = begin; r < end; ++r) {
    touched.clear();
    forEachTerm(p, r, alpha, beta, [&](int64_t col, const T& v) {
      if (marker[col] != r) {
        marker[col] = r;
        accumulator[col] = T(0);
        touched.push_back(col);
      }
      accumulator[col] += v;
    });
    std::sort(touched.begin(), touched.end());
    int64_t k = p.state->offsets[r];
    for (int64_t col : touched) {
      p.state->columns[k] = col;
      values[k++] = accumulator[col];
    }
  }
}

template <class I, class J, class T>
struct CopyResult {
  const hipsparseSpGEMMDescr* state;
  I* offsets;
  J* columns;
  T* values;
  int64_t base;
};

template <class I, class J, class T>
void copyResult(const CopyResult<I, J, T>& p, uint32_t block, uint32_t blocks) {
  const auto& s = *p.state;
  int64_t begin, end;
  evenRange(s.rows + 1, block, blocks, begin, end);
  for (int64_t r = begin; r < end; ++r) p.offsets[r] = static_cast<I>(s.offsets[r] + p.base);
  evenRange(static_cast<int64_t>(s.columns.size()), block, blocks, begin, end);
  const auto* values = reinterpret_cast<const T*>(s.values.data());
  for (int64_t k = begin; k < end; ++k) {
    p.columns[k] = static_cast<J>(s.columns[k] + p.base);
    p.values[k] = values[k];
  }
}

struct Operands {
  SparseMatrix* a;
  SparseMatrix* b;
  SparseMatrix* c;
};

hipsparseStatus_t checkSpGEMM(hipsparseHandle_t handle, hipsparseOperation_t opA,
                              hipsparseOperation_t opB, const void* alpha, const void* matA,
                              const void* matB, const void* beta, const void* matC,
                              hipDataType computeType, hipsparseSpGEMMAlg_t alg,
                              hipsparseSpGEMMDescr_t descr, Operands& o) {
  HIPSPARSE_RETURN_IF(handle == nullptr || descr == nullptr || alpha == nullptr || beta == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  o = {descriptorOf<SparseMatrix>(matA), descriptorOf<SparseMatrix>(matB),
       descriptorOf<SparseMatrix>(matC)};
  HIPSPARSE_RETURN_IF(o.a == nullptr || o.b == nullptr || o.c == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!isValidOperation(opA) || !isValidOperation(opB) ||
                          alg < HIPSPARSE_SPGEMM_DEFAULT || alg > HIPSPARSE_SPGEMM_ALG3,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(opA != HIPSPARSE_OPERATION_NON_TRANSPOSE ||
                          opB != HIPSPARSE_OPERATION_NON_TRANSPOSE,
                      HIPSPARSE_STATUS_NOT_SUPPORTED);
  for (const SparseMatrix* m : {o.a, o.b, o.c}) {
    HIPSPARSE_RETURN_IF(m->format != HIPSPARSE_FORMAT_CSR, HIPSPARSE_STATUS_NOT_SUPPORTED);
    HIPSPARSE_RETURN_IF(m->valueType != computeType, HIPSPARSE_STATUS_NOT_SUPPORTED);
    HIPSPARSE_RETURN_IF(m->offsetType != o.a->offsetType || m->indexType != o.a->indexType,
                        HIPSPARSE_STATUS_NOT_SUPPORTED);
    HIPSPARSE_RETURN_IF(m->batchCount > 1, HIPSPARSE_STATUS_NOT_SUPPORTED);
  }
  HIPSPARSE_RETURN_IF(o.a->cols != o.b->rows || o.c->rows != o.a->rows || o.c->cols != o.b->cols,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return HIPSPARSE_STATUS_SUCCESS;
}

template <class I, class J, class T>
CompressedView<I, J, T> csrView(const SparseMatrix& m) {
  return CompressedView<I, J, T>{m.rows, m.cols, static_cast<const I*>(m.offsets),
                                 static_cast<const J*>(m.indices), static_cast<const T*>(m.values),
                                 m.base};
}

template <class I, class J, class T>
hipsparseStatus_t computeTyped(const Handle& h, const Operands& o, const void* alpha,
                               const void* beta, hipsparseSpGEMMDescr& state) {
  const Scalar<T> sa = readScalar<T>(h, alpha);
  const Scalar<T> sb = readScalar<T>(h, beta);
  // The old C takes part when it has entries (and, with host scalars, beta is not 0).
  const bool withC = o.c->nnz > 0 && hasArrays(*o.c) && (sb.device != nullptr || !isZero(sb.value));
  CompressedView<I, J, T> c = csrView<I, J, T>(*o.c);
  if (!withC) c.offsets = nullptr;
  state.rows = o.a->rows;
  state.offsets.assign(static_cast<size_t>(o.a->rows) + 1, 0);
  state.columns.clear();
  state.values.clear();
  const ProductOperands<I, J, T> operands{csrView<I, J, T>(*o.a), csrView<I, J, T>(*o.b), c,
                                          &state, sa, sb};
  const uint32_t blocks = blocksFor(h, o.a->nnz + o.a->rows, 4096);
  HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<ProductOperands<I, J, T>, countRow<I, J, T>>(
      h.stream, blocks, operands)));
  HIPSPARSE_RETURN_IF_ERROR(
      fromHip(enqueue<SizeResult<T>, sizeResult<T>>(h.stream, 1, SizeResult<T>{&state})));
  HIPSPARSE_RETURN_IF_ERROR(fromHip(enqueue<ProductOperands<I, J, T>, fillRow<I, J, T>>(
      h.stream, blocks, operands)));
  return synchronize(h); // C's size is read on the host next
}

template <class Body>
hipsparseStatus_t withTypes(const SparseMatrix& m, Body&& body) {
  return withValueType(m.valueType, [&](auto valueTag) {
    return withIndexType(m.offsetType, [&](auto offsetTag) {
      return withIndexType(m.indexType, [&](auto indexTag) {
        return body(decltype(offsetTag){}, decltype(indexTag){}, decltype(valueTag){});
      });
    });
  });
}

} // namespace

extern "C" hipsparseStatus_t hipsparseSpGEMM_createDescr(hipsparseSpGEMMDescr_t* descr) {
  HIPSPARSE_RETURN_IF(descr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    *descr = new hipsparseSpGEMMDescr;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(SpGEMM_createDescr)

extern "C" hipsparseStatus_t hipsparseSpGEMM_destroyDescr(hipsparseSpGEMMDescr_t descr) {
  HIPSPARSE_RETURN_IF(descr == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  delete descr;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpGEMM_destroyDescr)

extern "C" hipsparseStatus_t hipsparseSpGEMM_workEstimation(
    hipsparseHandle_t handle, hipsparseOperation_t opA, hipsparseOperation_t opB,
    const void* alpha, hipsparseConstSpMatDescr_t matA, hipsparseConstSpMatDescr_t matB,
    const void* beta, hipsparseSpMatDescr_t matC, hipDataType computeType,
    hipsparseSpGEMMAlg_t alg, hipsparseSpGEMMDescr_t spgemmDescr, size_t* bufferSize1,
    void* externalBuffer1) {
  Operands o;
  HIPSPARSE_RETURN_IF_ERROR(checkSpGEMM(handle, opA, opB, alpha, matA, matB, beta, matC,
                                        computeType, alg, spgemmDescr, o));
  HIPSPARSE_RETURN_IF(bufferSize1 == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  // The work is estimated by the symbolic pass of compute; no buffer needed.
  if (externalBuffer1 == nullptr) *bufferSize1 = 4;
  HIPSPARSE_RETURN_IF(!hasArrays(*o.a) || !hasArrays(*o.b), HIPSPARSE_STATUS_INVALID_VALUE);
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpGEMM_workEstimation)

extern "C" hipsparseStatus_t hipsparseSpGEMM_compute(
    hipsparseHandle_t handle, hipsparseOperation_t opA, hipsparseOperation_t opB,
    const void* alpha, hipsparseConstSpMatDescr_t matA, hipsparseConstSpMatDescr_t matB,
    const void* beta, hipsparseSpMatDescr_t matC, hipDataType computeType,
    hipsparseSpGEMMAlg_t alg, hipsparseSpGEMMDescr_t spgemmDescr, size_t* bufferSize2,
    void* externalBuffer2) {
  Operands o;
  HIPSPARSE_RETURN_IF_ERROR(checkSpGEMM(handle, opA, opB, alpha, matA, matB, beta, matC,
                                        computeType, alg, spgemmDescr, o));
  HIPSPARSE_RETURN_IF(bufferSize2 == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  if (externalBuffer2 == nullptr) { // the size query
    *bufferSize2 = 4;
    return HIPSPARSE_STATUS_SUCCESS;
  }
  HIPSPARSE_RETURN_IF(!hasArrays(*o.a) || !hasArrays(*o.b), HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    HIPSPARSE_RETURN_IF_ERROR(withTypes(*o.a, [&](auto i, auto j, auto t) {
      return computeTyped<decltype(i), decltype(j), decltype(t)>(*toHandle(handle), o, alpha, beta,
                                                                 *spgemmDescr);
    }));
    spgemmDescr->computed = true;
    o.c->nnz = spgemmDescr->offsets.back();
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(SpGEMM_compute)

extern "C" hipsparseStatus_t hipsparseSpGEMM_copy(
    hipsparseHandle_t handle, hipsparseOperation_t opA, hipsparseOperation_t opB,
    const void* alpha, hipsparseConstSpMatDescr_t matA, hipsparseConstSpMatDescr_t matB,
    const void* beta, hipsparseSpMatDescr_t matC, hipDataType computeType,
    hipsparseSpGEMMAlg_t alg, hipsparseSpGEMMDescr_t spgemmDescr) {
  Operands o;
  HIPSPARSE_RETURN_IF_ERROR(checkSpGEMM(handle, opA, opB, alpha, matA, matB, beta, matC,
                                        computeType, alg, spgemmDescr, o));
  HIPSPARSE_RETURN_IF(!spgemmDescr->computed || spgemmDescr->rows != o.c->rows,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!hasArrays(*o.c), HIPSPARSE_STATUS_INVALID_VALUE);
  const Handle& h = *toHandle(handle);
  return guarded([&] {
    return withTypes(*o.c, [&](auto i, auto j, auto t) {
      using I = decltype(i);
      using J = decltype(j);
      using T = decltype(t);
      const int64_t work = o.c->rows + static_cast<int64_t>(spgemmDescr->columns.size());
      return fromHip(enqueue<CopyResult<I, J, T>, copyResult<I, J, T>>(
          h.stream, blocksFor(h, work, 1 << 16),
          CopyResult<I, J, T>{spgemmDescr, static_cast<I*>(o.c->offsets),
                              static_cast<J*>(o.c->indices), static_cast<T*>(o.c->values),
                              o.c->base}));
    });
  });
}
OPENHIP_CUSPARSE_ALIAS(SpGEMM_copy)
