// Generic API descriptors: sparse/dense vectors and matrices. Pointers may be
// null at creation (SpGEMM and DenseToSparse set them later); the routines
// that use them check them.
#include "descriptors.h"

using namespace openhip::sparse;

namespace {

bool validSizes(int64_t rows, int64_t cols, int64_t nnz) {
  return rows >= 0 && cols >= 0 && nnz >= 0 &&
         static_cast<__int128>(nnz) <= static_cast<__int128>(rows) * cols;
}

hipsparseStatus_t createSparseMatrix(void** out, const SparseMatrix& fields) {
  HIPSPARSE_RETURN_IF(out == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!isValidIndexType(fields.offsetType) || !isValidIndexType(fields.indexType) ||
                          !isValidBase(fields.base) || !isValidDataType(fields.valueType),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    *out = new SparseMatrix(fields);
    return HIPSPARSE_STATUS_SUCCESS;
  });
}

hipsparseStatus_t createCompressed(void** out, hipsparseFormat_t format, int64_t rows, int64_t cols,
                                   int64_t nnz, const void* offsets, const void* indices,
                                   const void* values, hipsparseIndexType_t offsetType,
                                   hipsparseIndexType_t indexType, hipsparseIndexBase_t base,
                                   hipDataType valueType) {
  HIPSPARSE_RETURN_IF(!validSizes(rows, cols, nnz), HIPSPARSE_STATUS_INVALID_VALUE);
  SparseMatrix m;
  m.format = format;
  m.rows = rows;
  m.cols = cols;
  m.nnz = nnz;
  m.offsets = const_cast<void*>(offsets);
  m.indices = const_cast<void*>(indices);
  m.values = const_cast<void*>(values);
  m.offsetType = offsetType;
  m.indexType = indexType;
  m.base = base;
  m.valueType = valueType;
  return createSparseMatrix(out, m);
}

hipsparseStatus_t createCoordinate(void** out, hipsparseFormat_t format, int64_t rows, int64_t cols,
                                   int64_t nnz, const void* rowInd, const void* colInd,
                                   const void* values, hipsparseIndexType_t indexType,
                                   hipsparseIndexBase_t base, hipDataType valueType) {
  return createCompressed(out, format, rows, cols, nnz, rowInd, colInd, values, indexType,
                          indexType, base, valueType);
}

hipsparseStatus_t createBlockedEll(void** out, int64_t rows, int64_t cols, int64_t blockSize,
                                   int64_t ellCols, const void* colInd, const void* values,
                                   hipsparseIndexType_t indexType, hipsparseIndexBase_t base,
                                   hipDataType valueType) {
  HIPSPARSE_RETURN_IF(rows < 0 || cols < 0 || blockSize <= 0 || ellCols < 0 ||
                          ellCols % blockSize != 0 || ellCols > cols + blockSize,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  SparseMatrix m;
  m.format = HIPSPARSE_FORMAT_BLOCKED_ELL;
  m.rows = rows;
  m.cols = cols;
  m.nnz = rows * ellCols;
  m.offsets = const_cast<void*>(colInd);
  m.values = const_cast<void*>(values);
  m.offsetType = indexType;
  m.indexType = indexType;
  m.base = base;
  m.valueType = valueType;
  m.ellBlockSize = blockSize;
  m.ellCols = ellCols;
  return createSparseMatrix(out, m);
}

template <class T>
void store(T* out, const T& value) {
  if (out != nullptr) *out = value;
}

/// The fields of a sparse matrix of the given format (null if another).
SparseMatrix* matrixOfFormat(const void* descr, hipsparseFormat_t format) {
  SparseMatrix* m = descriptorOf<SparseMatrix>(descr);
  return m != nullptr && m->format == format ? m : nullptr;
}

hipsparseStatus_t getCompressed(const void* descr, hipsparseFormat_t format, int64_t* rows,
                                int64_t* cols, int64_t* nnz, void** offsets, void** indices,
                                void** values, hipsparseIndexType_t* offsetType,
                                hipsparseIndexType_t* indexType, hipsparseIndexBase_t* base,
                                hipDataType* valueType) {
  SparseMatrix* m = matrixOfFormat(descr, format);
  HIPSPARSE_RETURN_IF(m == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(rows == nullptr || cols == nullptr || nnz == nullptr || offsets == nullptr ||
                          indices == nullptr || values == nullptr || offsetType == nullptr ||
                          indexType == nullptr || base == nullptr || valueType == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  *rows = m->rows;
  *cols = m->cols;
  *nnz = m->nnz;
  *offsets = m->offsets;
  *indices = m->indices;
  *values = m->values;
  *offsetType = m->offsetType;
  *indexType = m->indexType;
  *base = m->base;
  *valueType = m->valueType;
  return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t getCoordinate(const void* descr, int64_t* rows, int64_t* cols, int64_t* nnz,
                                void** rowInd, void** colInd, void** values,
                                hipsparseIndexType_t* indexType, hipsparseIndexBase_t* base,
                                hipDataType* valueType) {
  hipsparseIndexType_t same;
  return getCompressed(descr, HIPSPARSE_FORMAT_COO, rows, cols, nnz, rowInd, colInd, values, &same,
                       indexType, base, valueType);
}

hipsparseStatus_t getBlockedEll(const void* descr, int64_t* rows, int64_t* cols,
                                int64_t* blockSize, int64_t* ellCols, void** colInd,
                                void** values, hipsparseIndexType_t* indexType,
                                hipsparseIndexBase_t* base, hipDataType* valueType) {
  SparseMatrix* m = matrixOfFormat(descr, HIPSPARSE_FORMAT_BLOCKED_ELL);
  HIPSPARSE_RETURN_IF(m == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(rows == nullptr || cols == nullptr || blockSize == nullptr ||
                          ellCols == nullptr || colInd == nullptr || values == nullptr ||
                          indexType == nullptr || base == nullptr || valueType == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  *rows = m->rows;
  *cols = m->cols;
  *blockSize = m->ellBlockSize;
  *ellCols = m->ellCols;
  *colInd = m->offsets;
  *values = m->values;
  *indexType = m->indexType;
  *base = m->base;
  *valueType = m->valueType;
  return HIPSPARSE_STATUS_SUCCESS;
}

hipsparseStatus_t setPointers(void* descr, hipsparseFormat_t format, void* offsets, void* indices,
                              void* values) {
  SparseMatrix* m = matrixOfFormat(descr, format);
  HIPSPARSE_RETURN_IF(m == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  m->offsets = offsets;
  m->indices = indices;
  m->values = values;
  return HIPSPARSE_STATUS_SUCCESS;
}

} // namespace

// ---- sparse vectors ---------------------------------------------------------

extern "C" hipsparseStatus_t hipsparseCreateConstSpVec(hipsparseConstSpVecDescr_t* spVecDescr,
                                                       int64_t size, int64_t nnz,
                                                       const void* indices, const void* values,
                                                       hipsparseIndexType_t idxType,
                                                       hipsparseIndexBase_t idxBase,
                                                       hipDataType valueType) {
  HIPSPARSE_RETURN_IF(spVecDescr == nullptr || size < 0 || nnz < 0 || nnz > size,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  HIPSPARSE_RETURN_IF(!isValidIndexType(idxType) || !isValidBase(idxBase) ||
                          !isValidDataType(valueType),
                      HIPSPARSE_STATUS_INVALID_VALUE);
  return guarded([&] {
    auto* v = new SparseVector;
    v->size = size;
    v->nnz = nnz;
    v->indices = const_cast<void*>(indices);
    v->values = const_cast<void*>(values);
    v->indexType = idxType;
    v->base = idxBase;
    v->valueType = valueType;
    *spVecDescr = v;
    return HIPSPARSE_STATUS_SUCCESS;
  });
}
OPENHIP_CUSPARSE_ALIAS(CreateConstSpVec)

extern "C" hipsparseStatus_t hipsparseCreateSpVec(hipsparseSpVecDescr_t* spVecDescr, int64_t size,
                                                  int64_t nnz, void* indices, void* values,
                                                  hipsparseIndexType_t idxType,
                                                  hipsparseIndexBase_t idxBase,
                                                  hipDataType valueType) {
  return hipsparseCreateConstSpVec(const_cast<hipsparseConstSpVecDescr_t*>(spVecDescr), size, nnz,
                                   indices, values, idxType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CreateSpVec)

extern "C" hipsparseStatus_t hipsparseDestroySpVec(hipsparseConstSpVecDescr_t spVecDescr) {
  SparseVector* v = descriptorOf<SparseVector>(spVecDescr);
  HIPSPARSE_RETURN_IF(v == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  v->kind = DescriptorKind{};
  delete v;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DestroySpVec)

extern "C" hipsparseStatus_t hipsparseConstSpVecGet(hipsparseConstSpVecDescr_t spVecDescr,
                                                    int64_t* size, int64_t* nnz,
                                                    const void** indices, const void** values,
                                                    hipsparseIndexType_t* idxType,
                                                    hipsparseIndexBase_t* idxBase,
                                                    hipDataType* valueType) {
  SparseVector* v = descriptorOf<SparseVector>(spVecDescr);
  HIPSPARSE_RETURN_IF(v == nullptr || size == nullptr || nnz == nullptr || indices == nullptr ||
                          values == nullptr || idxType == nullptr || idxBase == nullptr ||
                          valueType == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  *size = v->size;
  *nnz = v->nnz;
  *indices = v->indices;
  *values = v->values;
  *idxType = v->indexType;
  *idxBase = v->base;
  *valueType = v->valueType;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(ConstSpVecGet)

extern "C" hipsparseStatus_t hipsparseSpVecGet(const hipsparseSpVecDescr_t spVecDescr,
                                               int64_t* size, int64_t* nnz, void** indices,
                                               void** values, hipsparseIndexType_t* idxType,
                                               hipsparseIndexBase_t* idxBase,
                                               hipDataType* valueType) {
  return hipsparseConstSpVecGet(spVecDescr, size, nnz, const_cast<const void**>(indices),
                                const_cast<const void**>(values), idxType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(SpVecGet)

extern "C" hipsparseStatus_t hipsparseSpVecGetIndexBase(const hipsparseConstSpVecDescr_t spVecDescr,
                                                        hipsparseIndexBase_t* idxBase) {
  SparseVector* v = descriptorOf<SparseVector>(spVecDescr);
  HIPSPARSE_RETURN_IF(v == nullptr || idxBase == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *idxBase = v->base;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpVecGetIndexBase)

extern "C" hipsparseStatus_t hipsparseConstSpVecGetValues(hipsparseConstSpVecDescr_t spVecDescr,
                                                          const void** values) {
  SparseVector* v = descriptorOf<SparseVector>(spVecDescr);
  HIPSPARSE_RETURN_IF(v == nullptr || values == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *values = v->values;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(ConstSpVecGetValues)

extern "C" hipsparseStatus_t hipsparseSpVecGetValues(const hipsparseSpVecDescr_t spVecDescr,
                                                     void** values) {
  return hipsparseConstSpVecGetValues(spVecDescr, const_cast<const void**>(values));
}
OPENHIP_CUSPARSE_ALIAS(SpVecGetValues)

extern "C" hipsparseStatus_t hipsparseSpVecSetValues(hipsparseSpVecDescr_t spVecDescr,
                                                     void* values) {
  SparseVector* v = descriptorOf<SparseVector>(spVecDescr);
  HIPSPARSE_RETURN_IF(v == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  v->values = values;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpVecSetValues)

// ---- sparse matrices ----------------------------------------------------------

extern "C" hipsparseStatus_t hipsparseCreateConstCoo(hipsparseConstSpMatDescr_t* spMatDescr,
                                                     int64_t rows, int64_t cols, int64_t nnz,
                                                     const void* cooRowInd, const void* cooColInd,
                                                     const void* cooValues,
                                                     hipsparseIndexType_t cooIdxType,
                                                     hipsparseIndexBase_t idxBase,
                                                     hipDataType valueType) {
  return createCoordinate(const_cast<void**>(spMatDescr), HIPSPARSE_FORMAT_COO, rows, cols, nnz,
                          cooRowInd, cooColInd, cooValues, cooIdxType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CreateConstCoo)

extern "C" hipsparseStatus_t hipsparseCreateCoo(hipsparseSpMatDescr_t* spMatDescr, int64_t rows,
                                                int64_t cols, int64_t nnz, void* cooRowInd,
                                                void* cooColInd, void* cooValues,
                                                hipsparseIndexType_t cooIdxType,
                                                hipsparseIndexBase_t idxBase,
                                                hipDataType valueType) {
  return createCoordinate(spMatDescr, HIPSPARSE_FORMAT_COO, rows, cols, nnz, cooRowInd, cooColInd,
                          cooValues, cooIdxType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CreateCoo)

extern "C" hipsparseStatus_t hipsparseCreateCooAoS(hipsparseSpMatDescr_t* spMatDescr, int64_t rows,
                                                   int64_t cols, int64_t nnz, void* cooInd,
                                                   void* cooValues,
                                                   hipsparseIndexType_t cooIdxType,
                                                   hipsparseIndexBase_t idxBase,
                                                   hipDataType valueType) {
  return createCoordinate(spMatDescr, HIPSPARSE_FORMAT_COO_AOS, rows, cols, nnz, cooInd, nullptr,
                          cooValues, cooIdxType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CreateCooAoS)

extern "C" hipsparseStatus_t hipsparseCreateConstCsr(hipsparseConstSpMatDescr_t* spMatDescr,
                                                     int64_t rows, int64_t cols, int64_t nnz,
                                                     const void* csrRowOffsets,
                                                     const void* csrColInd, const void* csrValues,
                                                     hipsparseIndexType_t csrRowOffsetsType,
                                                     hipsparseIndexType_t csrColIndType,
                                                     hipsparseIndexBase_t idxBase,
                                                     hipDataType valueType) {
  return createCompressed(const_cast<void**>(spMatDescr), HIPSPARSE_FORMAT_CSR, rows, cols, nnz,
                          csrRowOffsets, csrColInd, csrValues, csrRowOffsetsType, csrColIndType,
                          idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CreateConstCsr)

extern "C" hipsparseStatus_t hipsparseCreateCsr(hipsparseSpMatDescr_t* spMatDescr, int64_t rows,
                                                int64_t cols, int64_t nnz, void* csrRowOffsets,
                                                void* csrColInd, void* csrValues,
                                                hipsparseIndexType_t csrRowOffsetsType,
                                                hipsparseIndexType_t csrColIndType,
                                                hipsparseIndexBase_t idxBase,
                                                hipDataType valueType) {
  return createCompressed(spMatDescr, HIPSPARSE_FORMAT_CSR, rows, cols, nnz, csrRowOffsets,
                          csrColInd, csrValues, csrRowOffsetsType, csrColIndType, idxBase,
                          valueType);
}
OPENHIP_CUSPARSE_ALIAS(CreateCsr)

extern "C" hipsparseStatus_t hipsparseCreateConstCsc(hipsparseConstSpMatDescr_t* spMatDescr,
                                                     int64_t rows, int64_t cols, int64_t nnz,
                                                     const void* cscColOffsets,
                                                     const void* cscRowInd, const void* cscValues,
                                                     hipsparseIndexType_t cscColOffsetsType,
                                                     hipsparseIndexType_t cscRowIndType,
                                                     hipsparseIndexBase_t idxBase,
                                                     hipDataType valueType) {
  return createCompressed(const_cast<void**>(spMatDescr), HIPSPARSE_FORMAT_CSC, rows, cols, nnz,
                          cscColOffsets, cscRowInd, cscValues, cscColOffsetsType, cscRowIndType,
                          idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CreateConstCsc)

extern "C" hipsparseStatus_t hipsparseCreateCsc(hipsparseSpMatDescr_t* spMatDescr, int64_t rows,
                                                int64_t cols, int64_t nnz, void* cscColOffsets,
                                                void* cscRowInd, void* cscValues,
                                                hipsparseIndexType_t cscColOffsetsType,
                                                hipsparseIndexType_t cscRowIndType,
                                                hipsparseIndexBase_t idxBase,
                                                hipDataType valueType) {
  return createCompressed(spMatDescr, HIPSPARSE_FORMAT_CSC, rows, cols, nnz, cscColOffsets,
                          cscRowInd, cscValues, cscColOffsetsType, cscRowIndType, idxBase,
                          valueType);
}
OPENHIP_CUSPARSE_ALIAS(CreateCsc)

extern "C" hipsparseStatus_t hipsparseCreateConstBlockedEll(
    hipsparseConstSpMatDescr_t* spMatDescr, int64_t rows, int64_t cols, int64_t ellBlockSize,
    int64_t ellCols, const void* ellColInd, const void* ellValue, hipsparseIndexType_t ellIdxType,
    hipsparseIndexBase_t idxBase, hipDataType valueType) {
  return createBlockedEll(const_cast<void**>(spMatDescr), rows, cols, ellBlockSize, ellCols,
                          ellColInd, ellValue, ellIdxType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CreateConstBlockedEll)

extern "C" hipsparseStatus_t hipsparseCreateBlockedEll(hipsparseSpMatDescr_t* spMatDescr,
                                                       int64_t rows, int64_t cols,
                                                       int64_t ellBlockSize, int64_t ellCols,
                                                       void* ellColInd, void* ellValue,
                                                       hipsparseIndexType_t ellIdxType,
                                                       hipsparseIndexBase_t idxBase,
                                                       hipDataType valueType) {
  return createBlockedEll(spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue,
                          ellIdxType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CreateBlockedEll)

extern "C" hipsparseStatus_t hipsparseDestroySpMat(hipsparseConstSpMatDescr_t spMatDescr) {
  SparseMatrix* m = descriptorOf<SparseMatrix>(spMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  m->kind = DescriptorKind{};
  delete m;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(DestroySpMat)

extern "C" hipsparseStatus_t hipsparseConstCooGet(hipsparseConstSpMatDescr_t spMatDescr,
                                                  int64_t* rows, int64_t* cols, int64_t* nnz,
                                                  const void** cooRowInd, const void** cooColInd,
                                                  const void** cooValues,
                                                  hipsparseIndexType_t* idxType,
                                                  hipsparseIndexBase_t* idxBase,
                                                  hipDataType* valueType) {
  return getCoordinate(spMatDescr, rows, cols, nnz, const_cast<void**>(cooRowInd),
                       const_cast<void**>(cooColInd), const_cast<void**>(cooValues), idxType,
                       idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(ConstCooGet)

extern "C" hipsparseStatus_t hipsparseCooGet(const hipsparseSpMatDescr_t spMatDescr, int64_t* rows,
                                             int64_t* cols, int64_t* nnz, void** cooRowInd,
                                             void** cooColInd, void** cooValues,
                                             hipsparseIndexType_t* idxType,
                                             hipsparseIndexBase_t* idxBase,
                                             hipDataType* valueType) {
  return getCoordinate(spMatDescr, rows, cols, nnz, cooRowInd, cooColInd, cooValues, idxType,
                       idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CooGet)

extern "C" hipsparseStatus_t hipsparseCooAoSGet(const hipsparseSpMatDescr_t spMatDescr,
                                                int64_t* rows, int64_t* cols, int64_t* nnz,
                                                void** cooInd, void** cooValues,
                                                hipsparseIndexType_t* idxType,
                                                hipsparseIndexBase_t* idxBase,
                                                hipDataType* valueType) {
  void* unused;
  hipsparseIndexType_t same;
  return getCompressed(spMatDescr, HIPSPARSE_FORMAT_COO_AOS, rows, cols, nnz, cooInd, &unused,
                       cooValues, &same, idxType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CooAoSGet)

extern "C" hipsparseStatus_t hipsparseConstCsrGet(
    hipsparseConstSpMatDescr_t spMatDescr, int64_t* rows, int64_t* cols, int64_t* nnz,
    const void** csrRowOffsets, const void** csrColInd, const void** csrValues,
    hipsparseIndexType_t* csrRowOffsetsType, hipsparseIndexType_t* csrColIndType,
    hipsparseIndexBase_t* idxBase, hipDataType* valueType) {
  return getCompressed(spMatDescr, HIPSPARSE_FORMAT_CSR, rows, cols, nnz,
                       const_cast<void**>(csrRowOffsets), const_cast<void**>(csrColInd),
                       const_cast<void**>(csrValues), csrRowOffsetsType, csrColIndType, idxBase,
                       valueType);
}
OPENHIP_CUSPARSE_ALIAS(ConstCsrGet)

extern "C" hipsparseStatus_t hipsparseCsrGet(const hipsparseSpMatDescr_t spMatDescr, int64_t* rows,
                                             int64_t* cols, int64_t* nnz, void** csrRowOffsets,
                                             void** csrColInd, void** csrValues,
                                             hipsparseIndexType_t* csrRowOffsetsType,
                                             hipsparseIndexType_t* csrColIndType,
                                             hipsparseIndexBase_t* idxBase,
                                             hipDataType* valueType) {
  return getCompressed(spMatDescr, HIPSPARSE_FORMAT_CSR, rows, cols, nnz, csrRowOffsets, csrColInd,
                       csrValues, csrRowOffsetsType, csrColIndType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CsrGet)

extern "C" hipsparseStatus_t hipsparseConstCscGet(
    hipsparseConstSpMatDescr_t spMatDescr, int64_t* rows, int64_t* cols, int64_t* nnz,
    const void** cscColOffsets, const void** cscRowInd, const void** cscValues,
    hipsparseIndexType_t* cscColOffsetsType, hipsparseIndexType_t* cscRowIndType,
    hipsparseIndexBase_t* idxBase, hipDataType* valueType) {
  return getCompressed(spMatDescr, HIPSPARSE_FORMAT_CSC, rows, cols, nnz,
                       const_cast<void**>(cscColOffsets), const_cast<void**>(cscRowInd),
                       const_cast<void**>(cscValues), cscColOffsetsType, cscRowIndType, idxBase,
                       valueType);
}
OPENHIP_CUSPARSE_ALIAS(ConstCscGet)

extern "C" hipsparseStatus_t hipsparseCscGet(const hipsparseSpMatDescr_t spMatDescr, int64_t* rows,
                                             int64_t* cols, int64_t* nnz, void** cscColOffsets,
                                             void** cscRowInd, void** cscValues,
                                             hipsparseIndexType_t* cscColOffsetsType,
                                             hipsparseIndexType_t* cscRowIndType,
                                             hipsparseIndexBase_t* idxBase,
                                             hipDataType* valueType) {
  return getCompressed(spMatDescr, HIPSPARSE_FORMAT_CSC, rows, cols, nnz, cscColOffsets, cscRowInd,
                       cscValues, cscColOffsetsType, cscRowIndType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(CscGet)

extern "C" hipsparseStatus_t hipsparseConstBlockedEllGet(
    hipsparseConstSpMatDescr_t spMatDescr, int64_t* rows, int64_t* cols, int64_t* ellBlockSize,
    int64_t* ellCols, const void** ellColInd, const void** ellValue,
    hipsparseIndexType_t* ellIdxType, hipsparseIndexBase_t* idxBase, hipDataType* valueType) {
  return getBlockedEll(spMatDescr, rows, cols, ellBlockSize, ellCols, const_cast<void**>(ellColInd),
                       const_cast<void**>(ellValue), ellIdxType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(ConstBlockedEllGet)

extern "C" hipsparseStatus_t hipsparseBlockedEllGet(const hipsparseSpMatDescr_t spMatDescr,
                                                    int64_t* rows, int64_t* cols,
                                                    int64_t* ellBlockSize, int64_t* ellCols,
                                                    void** ellColInd, void** ellValue,
                                                    hipsparseIndexType_t* ellIdxType,
                                                    hipsparseIndexBase_t* idxBase,
                                                    hipDataType* valueType) {
  return getBlockedEll(spMatDescr, rows, cols, ellBlockSize, ellCols, ellColInd, ellValue,
                       ellIdxType, idxBase, valueType);
}
OPENHIP_CUSPARSE_ALIAS(BlockedEllGet)

extern "C" hipsparseStatus_t hipsparseCsrSetPointers(hipsparseSpMatDescr_t spMatDescr,
                                                     void* csrRowOffsets, void* csrColInd,
                                                     void* csrValues) {
  return setPointers(spMatDescr, HIPSPARSE_FORMAT_CSR, csrRowOffsets, csrColInd, csrValues);
}
OPENHIP_CUSPARSE_ALIAS(CsrSetPointers)

extern "C" hipsparseStatus_t hipsparseCscSetPointers(hipsparseSpMatDescr_t spMatDescr,
                                                     void* cscColOffsets, void* cscRowInd,
                                                     void* cscValues) {
  return setPointers(spMatDescr, HIPSPARSE_FORMAT_CSC, cscColOffsets, cscRowInd, cscValues);
}
OPENHIP_CUSPARSE_ALIAS(CscSetPointers)

extern "C" hipsparseStatus_t hipsparseCooSetPointers(hipsparseSpMatDescr_t spMatDescr,
                                                     void* cooRowInd, void* cooColInd,
                                                     void* cooValues) {
  return setPointers(spMatDescr, HIPSPARSE_FORMAT_COO, cooRowInd, cooColInd, cooValues);
}
OPENHIP_CUSPARSE_ALIAS(CooSetPointers)

extern "C" hipsparseStatus_t hipsparseSpMatGetSize(hipsparseConstSpMatDescr_t spMatDescr,
                                                   int64_t* rows, int64_t* cols, int64_t* nnz) {
  SparseMatrix* m = descriptorOf<SparseMatrix>(spMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || rows == nullptr || cols == nullptr || nnz == nullptr,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  *rows = m->rows;
  *cols = m->cols;
  *nnz = m->nnz;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpMatGetSize)

extern "C" hipsparseStatus_t hipsparseSpMatGetFormat(hipsparseConstSpMatDescr_t spMatDescr,
                                                     hipsparseFormat_t* format) {
  SparseMatrix* m = descriptorOf<SparseMatrix>(spMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || format == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *format = m->format;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpMatGetFormat)

extern "C" hipsparseStatus_t hipsparseSpMatGetIndexBase(hipsparseConstSpMatDescr_t spMatDescr,
                                                        hipsparseIndexBase_t* idxBase) {
  SparseMatrix* m = descriptorOf<SparseMatrix>(spMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || idxBase == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *idxBase = m->base;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpMatGetIndexBase)

extern "C" hipsparseStatus_t hipsparseConstSpMatGetValues(hipsparseConstSpMatDescr_t spMatDescr,
                                                          const void** values) {
  SparseMatrix* m = descriptorOf<SparseMatrix>(spMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || values == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *values = m->values;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(ConstSpMatGetValues)

extern "C" hipsparseStatus_t hipsparseSpMatGetValues(hipsparseSpMatDescr_t spMatDescr,
                                                     void** values) {
  return hipsparseConstSpMatGetValues(spMatDescr, const_cast<const void**>(values));
}
OPENHIP_CUSPARSE_ALIAS(SpMatGetValues)

extern "C" hipsparseStatus_t hipsparseSpMatSetValues(hipsparseSpMatDescr_t spMatDescr,
                                                     void* values) {
  SparseMatrix* m = descriptorOf<SparseMatrix>(spMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  m->values = values;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpMatSetValues)

extern "C" hipsparseStatus_t hipsparseSpMatGetStridedBatch(hipsparseConstSpMatDescr_t spMatDescr,
                                                           int* batchCount) {
  SparseMatrix* m = descriptorOf<SparseMatrix>(spMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || batchCount == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  *batchCount = m->batchCount;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpMatGetStridedBatch)

extern "C" hipsparseStatus_t hipsparseSpMatSetStridedBatch(hipsparseSpMatDescr_t spMatDescr,
                                                           int batchCount) {
  SparseMatrix* m = descriptorOf<SparseMatrix>(spMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || batchCount <= 0, HIPSPARSE_STATUS_INVALID_VALUE);
  m->batchCount = batchCount;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(SpMatSetStridedBatch)

extern "C" hipsparseStatus_t hipsparseCooSetStridedBatch(hipsparseSpMatDescr_t spMatDescr,
                                                         int batchCount, int64_t batchStride) {
  SparseMatrix* m = matrixOfFormat(spMatDescr, HIPSPARSE_FORMAT_COO);
  HIPSPARSE_RETURN_IF(m == nullptr || batchCount <= 0 || batchStride < 0,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  m->batchCount = batchCount;
  m->offsetsBatchStride = batchStride;
  m->valuesBatchStride = batchStride;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(CooSetStridedBatch)

extern "C" hipsparseStatus_t hipsparseCsrSetStridedBatch(hipsparseSpMatDescr_t spMatDescr,
                                                         int batchCount,
                                                         int64_t offsetsBatchStride,
                                                         int64_t columnsValuesBatchStride) {
  SparseMatrix* m = matrixOfFormat(spMatDescr, HIPSPARSE_FORMAT_CSR);
  HIPSPARSE_RETURN_IF(m == nullptr || batchCount <= 0 || offsetsBatchStride < 0 ||
                          columnsValuesBatchStride < 0,
                      HIPSPARSE_STATUS_INVALID_VALUE);
  m->batchCount = batchCount;
  m->offsetsBatchStride = offsetsBatchStride;
  m->valuesBatchStride = columnsValuesBatchStride;
  return HIPSPARSE_STATUS_SUCCESS;
}
OPENHIP_CUSPARSE_ALIAS(CsrSetStridedBatch)

extern "C" hipsparseStatus_t hipsparseSpMatGetAttribute(hipsparseConstSpMatDescr_t spMatDescr,
                                                        hipsparseSpMatAttribute_t attribute,
                                                        void* data, size_t dataSize) {
  SparseMatrix* m = descriptorOf<SparseMatrix>(spMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || data == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  if (attribute == HIPSPARSE_SPMAT_FILL_MODE) {
    HIPSPARSE_RETURN_IF(dataSize != sizeof(hipsparseFillMode_t), HIPSPARSE_STATUS_INVALID_VALUE);
    *static_cast<hipsparseFillMode_t*>(data) = m->fill;
    return HIPSPARSE_STATUS_SUCCESS;
  }
  if (attribute == HIPSPARSE_SPMAT_DIAG_TYPE) {
    HIPSPARSE_RETURN_IF(dataSize != sizeof(hipsparseDiagType_t), HIPSPARSE_STATUS_INVALID_VALUE);
    *static_cast<hipsparseDiagType_t*>(data) = m->diag;
    return HIPSPARSE_STATUS_SUCCESS;
  }
  return HIPSPARSE_STATUS_INVALID_VALUE;
}
OPENHIP_CUSPARSE_ALIAS(SpMatGetAttribute)

extern "C" hipsparseStatus_t hipsparseSpMatSetAttribute(hipsparseSpMatDescr_t spMatDescr,
                                                        hipsparseSpMatAttribute_t attribute,
                                                        const void* data, size_t dataSize) {
  SparseMatrix* m = descriptorOf<SparseMatrix>(spMatDescr);
  HIPSPARSE_RETURN_IF(m == nullptr || data == nullptr, HIPSPARSE_STATUS_INVALID_VALUE);
  if (attribute == HIPSPARSE_SPMAT_FILL_MODE) {
    HIPSPARSE_RETURN_IF(dataSize != sizeof(hipsparseFillMode_t), HIPSPARSE_STATUS_INVALID_VALUE);
    const auto fill = *static_cast<const hipsparseFillMode_t*>(data);
    HIPSPARSE_RETURN_IF(fill != HIPSPARSE_FILL_MODE_LOWER && fill != HIPSPARSE_FILL_MODE_UPPER,
                        HIPSPARSE_STATUS_INVALID_VALUE);
    m->fill = fill;
    return HIPSPARSE_STATUS_SUCCESS;
  }
  if (attribute == HIPSPARSE_SPMAT_DIAG_TYPE) {
    HIPSPARSE_RETURN_IF(dataSize != sizeof(hipsparseDiagType_t), HIPSPARSE_STATUS_INVALID_VALUE);
    const auto diag = *static_cast<const hipsparseDiagType_t*>(data);
    HIPSPARSE_RETURN_IF(diag != HIPSPARSE_DIAG_TYPE_NON_UNIT && diag != HIPSPARSE_DIAG_TYPE_UNIT,
                        HIPSPARSE_STATUS_INVALID_VALUE);
    m->diag = diag;
    return HIPSPARSE_STATUS_SUCCESS;
  }
  return HIPSPARSE_STATUS_INVALID_VALUE;
}
OPENHIP_CUSPARSE_ALIAS(SpMatSetAttribute)
