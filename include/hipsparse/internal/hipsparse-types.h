// hipSPARSE handles, opaque info objects and the enumerations of the legacy
// API. Values are hipSPARSE's (equal to cuSPARSE's).
#ifndef HIPSPARSE_INTERNAL_TYPES_H
#define HIPSPARSE_INTERNAL_TYPES_H

/// The library context: stream, pointer mode. hipsparseCreate makes one.
typedef void* hipsparseHandle_t;
/// Properties of a legacy matrix: type, fill mode, diagonal type, index base.
typedef void* hipsparseMatDescr_t;
typedef void* hipsparseHybMat_t;
typedef void* hipsparseColorInfo_t;

/// Analysis results of the legacy solvers and factorizations.
struct bsrsv2Info;
typedef struct bsrsv2Info* bsrsv2Info_t;
struct bsrsm2Info;
typedef struct bsrsm2Info* bsrsm2Info_t;
struct bsrilu02Info;
typedef struct bsrilu02Info* bsrilu02Info_t;
struct bsric02Info;
typedef struct bsric02Info* bsric02Info_t;
struct csrsv2Info;
typedef struct csrsv2Info* csrsv2Info_t;
struct csrsm2Info;
typedef struct csrsm2Info* csrsm2Info_t;
struct csrilu02Info;
typedef struct csrilu02Info* csrilu02Info_t;
struct csric02Info;
typedef struct csric02Info* csric02Info_t;
struct csrgemm2Info;
typedef struct csrgemm2Info* csrgemm2Info_t;
struct pruneInfo;
typedef struct pruneInfo* pruneInfo_t;
struct csru2csrInfo;
typedef struct csru2csrInfo* csru2csrInfo_t;

typedef enum {
  HIPSPARSE_STATUS_SUCCESS = 0,
  HIPSPARSE_STATUS_NOT_INITIALIZED = 1,
  HIPSPARSE_STATUS_ALLOC_FAILED = 2,
  HIPSPARSE_STATUS_INVALID_VALUE = 3,
  HIPSPARSE_STATUS_ARCH_MISMATCH = 4,
  HIPSPARSE_STATUS_MAPPING_ERROR = 5,
  HIPSPARSE_STATUS_EXECUTION_FAILED = 6,
  HIPSPARSE_STATUS_INTERNAL_ERROR = 7,
  HIPSPARSE_STATUS_MATRIX_TYPE_NOT_SUPPORTED = 8,
  HIPSPARSE_STATUS_ZERO_PIVOT = 9,
  HIPSPARSE_STATUS_NOT_SUPPORTED = 10,
  HIPSPARSE_STATUS_INSUFFICIENT_RESOURCES = 11
} hipsparseStatus_t;

/// Where scalar arguments (alpha, beta, results) live: read from host
/// memory at the call, or from device memory when the operation runs.
typedef enum {
  HIPSPARSE_POINTER_MODE_HOST = 0,
  HIPSPARSE_POINTER_MODE_DEVICE = 1
} hipsparsePointerMode_t;

typedef enum {
  HIPSPARSE_ACTION_SYMBOLIC = 0,
  HIPSPARSE_ACTION_NUMERIC = 1
} hipsparseAction_t;

typedef enum {
  HIPSPARSE_MATRIX_TYPE_GENERAL = 0,
  HIPSPARSE_MATRIX_TYPE_SYMMETRIC = 1,
  HIPSPARSE_MATRIX_TYPE_HERMITIAN = 2,
  HIPSPARSE_MATRIX_TYPE_TRIANGULAR = 3
} hipsparseMatrixType_t;

typedef enum {
  HIPSPARSE_FILL_MODE_LOWER = 0,
  HIPSPARSE_FILL_MODE_UPPER = 1
} hipsparseFillMode_t;

typedef enum {
  HIPSPARSE_DIAG_TYPE_NON_UNIT = 0,
  HIPSPARSE_DIAG_TYPE_UNIT = 1
} hipsparseDiagType_t;

typedef enum {
  HIPSPARSE_INDEX_BASE_ZERO = 0,
  HIPSPARSE_INDEX_BASE_ONE = 1
} hipsparseIndexBase_t;

typedef enum {
  HIPSPARSE_OPERATION_NON_TRANSPOSE = 0,
  HIPSPARSE_OPERATION_TRANSPOSE = 1,
  HIPSPARSE_OPERATION_CONJUGATE_TRANSPOSE = 2
} hipsparseOperation_t;

typedef enum {
  HIPSPARSE_HYB_PARTITION_AUTO = 0,
  HIPSPARSE_HYB_PARTITION_USER = 1,
  HIPSPARSE_HYB_PARTITION_MAX = 2
} hipsparseHybPartition_t;

typedef enum {
  HIPSPARSE_SOLVE_POLICY_NO_LEVEL = 0,
  HIPSPARSE_SOLVE_POLICY_USE_LEVEL = 1
} hipsparseSolvePolicy_t;

typedef enum {
  HIPSPARSE_SIDE_LEFT = 0,
  HIPSPARSE_SIDE_RIGHT = 1
} hipsparseSideMode_t;

/// How a dense matrix is traversed by nnz: by rows or by columns.
typedef enum {
  HIPSPARSE_DIRECTION_ROW = 0,
  HIPSPARSE_DIRECTION_COLUMN = 1
} hipsparseDirection_t;

/// Algorithms of hipsparseCsr2cscEx2 (all give the same result here).
typedef enum {
  HIPSPARSE_CSR2CSC_ALG_DEFAULT = 0,
  HIPSPARSE_CSR2CSC_ALG1 = 1,
  HIPSPARSE_CSR2CSC_ALG2 = 2
} hipsparseCsr2CscAlg_t;

#endif // HIPSPARSE_INTERNAL_TYPES_H
