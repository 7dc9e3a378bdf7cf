// Descriptors and enumerations of hipSPARSE's generic API. Values are
// hipSPARSE 3.1's, which equal cuSPARSE 12's.
#ifndef HIPSPARSE_INTERNAL_GENERIC_TYPES_H
#define HIPSPARSE_INTERNAL_GENERIC_TYPES_H

/// Sparse/dense vectors and matrices: sizes, pointers, types. The Const
/// forms are the same objects seen read-only.
typedef void* hipsparseSpVecDescr_t;
typedef void* hipsparseDnVecDescr_t;
typedef void* hipsparseSpMatDescr_t;
typedef void* hipsparseDnMatDescr_t;
typedef void const* hipsparseConstSpVecDescr_t;
typedef void const* hipsparseConstDnVecDescr_t;
typedef void const* hipsparseConstSpMatDescr_t;
typedef void const* hipsparseConstDnMatDescr_t;

/// State kept between the phases of SpGEMM, SpSV and SpSM.
struct hipsparseSpGEMMDescr;
typedef struct hipsparseSpGEMMDescr* hipsparseSpGEMMDescr_t;
struct hipsparseSpSVDescr;
typedef struct hipsparseSpSVDescr* hipsparseSpSVDescr_t;
struct hipsparseSpSMDescr;
typedef struct hipsparseSpSMDescr* hipsparseSpSMDescr_t;

typedef enum {
  HIPSPARSE_FORMAT_CSR = 1,
  HIPSPARSE_FORMAT_CSC = 2,
  HIPSPARSE_FORMAT_COO = 3,
  HIPSPARSE_FORMAT_COO_AOS = 4, // row and column index interleaved per entry
  HIPSPARSE_FORMAT_BLOCKED_ELL = 5
} hipsparseFormat_t;

typedef enum {
  HIPSPARSE_ORDER_COLUMN HIPSPARSE_DEPRECATED = 1, // the old name of HIPSPARSE_ORDER_COL
  HIPSPARSE_ORDER_COL = 1,
  HIPSPARSE_ORDER_ROW = 2
} hipsparseOrder_t;

typedef enum {
  HIPSPARSE_INDEX_16U = 1,
  HIPSPARSE_INDEX_32I = 2,
  HIPSPARSE_INDEX_64I = 3
} hipsparseIndexType_t;

typedef enum {
  HIPSPARSE_MV_ALG_DEFAULT = 0,
  HIPSPARSE_COOMV_ALG = 1,
  HIPSPARSE_CSRMV_ALG1 = 2,
  HIPSPARSE_CSRMV_ALG2 = 3,
  HIPSPARSE_SPMV_ALG_DEFAULT = 0,
  HIPSPARSE_SPMV_COO_ALG1 = 1,
  HIPSPARSE_SPMV_CSR_ALG1 = 2,
  HIPSPARSE_SPMV_CSR_ALG2 = 3,
  HIPSPARSE_SPMV_COO_ALG2 = 4
} hipsparseSpMVAlg_t;

typedef enum {
  HIPSPARSE_MM_ALG_DEFAULT = 0,
  HIPSPARSE_COOMM_ALG1 = 1,
  HIPSPARSE_COOMM_ALG2 = 2,
  HIPSPARSE_COOMM_ALG3 = 3,
  HIPSPARSE_CSRMM_ALG1 = 4,
  HIPSPARSE_SPMM_ALG_DEFAULT = 0,
  HIPSPARSE_SPMM_COO_ALG1 = 1,
  HIPSPARSE_SPMM_COO_ALG2 = 2,
  HIPSPARSE_SPMM_COO_ALG3 = 3,
  HIPSPARSE_SPMM_COO_ALG4 = 5,
  HIPSPARSE_SPMM_CSR_ALG1 = 4,
  HIPSPARSE_SPMM_CSR_ALG2 = 6,
  HIPSPARSE_SPMM_CSR_ALG3 = 12,
  HIPSPARSE_SPMM_BLOCKED_ELL_ALG1 = 13
} hipsparseSpMMAlg_t;

typedef enum { HIPSPARSE_SPARSETODENSE_ALG_DEFAULT = 0 } hipsparseSparseToDenseAlg_t;
typedef enum { HIPSPARSE_DENSETOSPARSE_ALG_DEFAULT = 0 } hipsparseDenseToSparseAlg_t;
typedef enum { HIPSPARSE_SDDMM_ALG_DEFAULT = 0 } hipsparseSDDMMAlg_t;
typedef enum { HIPSPARSE_SPSV_ALG_DEFAULT = 0 } hipsparseSpSVAlg_t;
typedef enum { HIPSPARSE_SPSM_ALG_DEFAULT = 0 } hipsparseSpSMAlg_t;

/// Attributes of a sparse matrix used by the triangular solvers.
typedef enum {
  HIPSPARSE_SPMAT_FILL_MODE = 0, // hipsparseFillMode_t
  HIPSPARSE_SPMAT_DIAG_TYPE = 1  // hipsparseDiagType_t
} hipsparseSpMatAttribute_t;

typedef enum {
  HIPSPARSE_SPGEMM_DEFAULT = 0,
  HIPSPARSE_SPGEMM_CSR_ALG_DETERMINISTIC = 1,
  HIPSPARSE_SPGEMM_CSR_ALG_NONDETERMINISTIC = 2,
  HIPSPARSE_SPGEMM_ALG1 = 3,
  HIPSPARSE_SPGEMM_ALG2 = 4,
  HIPSPARSE_SPGEMM_ALG3 = 5
} hipsparseSpGEMMAlg_t;

#endif // HIPSPARSE_INTERNAL_GENERIC_TYPES_H
