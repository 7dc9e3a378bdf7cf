// Bad arguments answered with hipSPARSE's status codes (never a crash):
// null handles and pointers, negative sizes, invalid enumerators, descriptors
// of the wrong kind, mismatched sizes and types, phases out of order.
#include "formats.h"

#include <string>

using namespace sparse_test;

namespace {

const auto kInvalid = HIPSPARSE_STATUS_INVALID_VALUE;
const auto kNotSupported = HIPSPARSE_STATUS_NOT_SUPPORTED;

void checkHandleAndDescriptors() {
  EXPECT_STATUS(hipsparseCreate(nullptr), kInvalid);
  EXPECT_STATUS(hipsparseDestroy(nullptr), HIPSPARSE_STATUS_NOT_INITIALIZED);
  int version = 0;
  EXPECT_STATUS(hipsparseGetVersion(nullptr, &version), HIPSPARSE_STATUS_NOT_INITIALIZED);
  EXPECT_STATUS(hipsparseSetStream(nullptr, nullptr), HIPSPARSE_STATUS_NOT_INITIALIZED);
  hipsparseHandle_t handle;
  EXPECT_OK(hipsparseCreate(&handle));
  EXPECT_OK(hipsparseGetVersion(handle, &version));
  EXPECT(version == hipsparseVersionMajor * 100000 + hipsparseVersionMinor * 100 + hipsparseVersionPatch);
  EXPECT_STATUS(hipsparseGetVersion(handle, nullptr), kInvalid);
  EXPECT_STATUS(hipsparseSetPointerMode(handle, static_cast<hipsparsePointerMode_t>(7)), kInvalid);
  hipsparsePointerMode_t mode;
  EXPECT_OK(hipsparseGetPointerMode(handle, &mode));
  EXPECT(mode == HIPSPARSE_POINTER_MODE_HOST);
  char revision[64];
  EXPECT_OK(hipsparseGetGitRevision(handle, revision));
  EXPECT(std::string(hipsparseGetErrorName(HIPSPARSE_STATUS_ZERO_PIVOT)) == "HIPSPARSE_STATUS_ZERO_PIVOT");
  EXPECT(std::string(hipsparseGetErrorString(HIPSPARSE_STATUS_SUCCESS)) == "success");
  EXPECT(std::string(hipsparseGetErrorName(static_cast<hipsparseStatus_t>(1234))) == "HIPSPARSE_STATUS_UNKNOWN");

  hipsparseMatDescr_t descr;
  EXPECT_STATUS(hipsparseCreateMatDescr(nullptr), kInvalid);
  EXPECT_OK(hipsparseCreateMatDescr(&descr));
  EXPECT(hipsparseGetMatType(descr) == HIPSPARSE_MATRIX_TYPE_GENERAL);
  EXPECT(hipsparseGetMatFillMode(descr) == HIPSPARSE_FILL_MODE_LOWER);
  EXPECT(hipsparseGetMatDiagType(descr) == HIPSPARSE_DIAG_TYPE_NON_UNIT);
  EXPECT(hipsparseGetMatIndexBase(descr) == HIPSPARSE_INDEX_BASE_ZERO);
  EXPECT_STATUS(hipsparseSetMatType(descr, static_cast<hipsparseMatrixType_t>(9)), kInvalid);
  EXPECT_STATUS(hipsparseSetMatIndexBase(descr, static_cast<hipsparseIndexBase_t>(2)), kInvalid);
  EXPECT_STATUS(hipsparseSetMatFillMode(nullptr, HIPSPARSE_FILL_MODE_UPPER), kInvalid);
  EXPECT_OK(hipsparseSetMatDiagType(descr, HIPSPARSE_DIAG_TYPE_UNIT));
  hipsparseMatDescr_t copy;
  EXPECT_OK(hipsparseCreateMatDescr(&copy));
  EXPECT_OK(hipsparseCopyMatDescr(copy, descr));
  EXPECT(hipsparseGetMatDiagType(copy) == HIPSPARSE_DIAG_TYPE_UNIT);

  // Generic descriptors: invalid sizes and enumerators, getters of the wrong kind.
  int* p = nullptr;
  float* v = nullptr;
  HIP_OK(hipMalloc(&p, 64 * sizeof(int)));
  HIP_OK(hipMalloc(&v, 64 * sizeof(float)));
  hipsparseSpMatDescr_t sp;
  EXPECT_STATUS(hipsparseCreateCsr(&sp, -1, 4, 0, p, p, v, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                                   HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F), kInvalid);
  EXPECT_STATUS(hipsparseCreateCsr(&sp, 4, 4, 17, p, p, v, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                                   HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F), kInvalid);
  EXPECT_STATUS(hipsparseCreateCsr(&sp, 4, 4, 4, p, p, v, static_cast<hipsparseIndexType_t>(0),
                                   HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F), kInvalid);
  EXPECT_STATUS(hipsparseCreateCsr(&sp, 4, 4, 4, p, p, v, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_32I,
                                   HIPSPARSE_INDEX_BASE_ZERO, static_cast<hipDataType>(99)), kInvalid);
  EXPECT_STATUS(hipsparseCreateBlockedEll(&sp, 4, 4, 0, 2, p, v, HIPSPARSE_INDEX_32I,
                                          HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F), kInvalid);
  hipsparseDnVecDescr_t dn;
  EXPECT_STATUS(hipsparseCreateDnVec(&dn, -3, v, HIP_R_32F), kInvalid);
  EXPECT_OK(hipsparseCreateDnVec(&dn, 4, v, HIP_R_32F));
  hipsparseDnMatDescr_t dm;
  EXPECT_STATUS(hipsparseCreateDnMat(&dm, 4, 4, 3, v, HIP_R_32F, HIPSPARSE_ORDER_COL), kInvalid);
  EXPECT_STATUS(hipsparseCreateDnMat(&dm, 4, 4, 4, v, HIP_R_32F, static_cast<hipsparseOrder_t>(0)), kInvalid);
  EXPECT_OK(hipsparseCreateCoo(&sp, 4, 4, 4, p, p, v, HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  int64_t rows, cols, nnz;
  void *a, *b, *c;
  hipsparseIndexType_t it1, it2;
  hipsparseIndexBase_t base;
  hipDataType type;
  EXPECT_STATUS(hipsparseCsrGet(sp, &rows, &cols, &nnz, &a, &b, &c, &it1, &it2, &base, &type), kInvalid);
  EXPECT_STATUS(hipsparseCsrSetPointers(sp, p, p, v), kInvalid);
  EXPECT_STATUS(hipsparseSpMatGetSize(dn, &rows, &cols, &nnz), kInvalid); // a dense vector
  EXPECT_STATUS(hipsparseDestroySpMat(dn), kInvalid);
  EXPECT_STATUS(hipsparseDestroyDnVec(sp), kInvalid);
  hipsparseFillMode_t fill = HIPSPARSE_FILL_MODE_UPPER;
  EXPECT_STATUS(hipsparseSpMatSetAttribute(sp, HIPSPARSE_SPMAT_FILL_MODE, &fill, 1), kInvalid);
  fill = static_cast<hipsparseFillMode_t>(5);
  EXPECT_STATUS(hipsparseSpMatSetAttribute(sp, HIPSPARSE_SPMAT_FILL_MODE, &fill, sizeof fill), kInvalid);
  EXPECT_STATUS(hipsparseSpMatSetStridedBatch(sp, 0), kInvalid);
  EXPECT_OK(hipsparseDestroySpMat(sp));
  EXPECT_OK(hipsparseDestroyDnVec(dn));
  EXPECT_OK(hipsparseDestroyMatDescr(descr));
  EXPECT_OK(hipsparseDestroyMatDescr(copy));
  EXPECT_OK(hipsparseDestroy(handle));
  HIP_OK(hipFree(p));
  HIP_OK(hipFree(v));
}

void checkOperations() {
  hipsparseHandle_t handle;
  EXPECT_OK(hipsparseCreate(&handle));
  const Csr<float> host = randomCsr<float>(10, 8, 0.3, 1);
  int* off = toDevice(host.offsets);
  int* col = toDevice(host.columns);
  float* val = toDevice(host.values);
  float* x = toDevice(std::vector<float>(10, 1.0f));
  float* y = toDevice(std::vector<float>(10, 1.0f));
  hipsparseSpMatDescr_t A, A16;
  EXPECT_OK(hipsparseCreateCsr(&A, 10, 8, host.nnz(), off, col, val, HIPSPARSE_INDEX_32I,
                               HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  EXPECT_OK(hipsparseCreateCsr(&A16, 10, 8, host.nnz(), off, col, val, HIPSPARSE_INDEX_16U,
                               HIPSPARSE_INDEX_16U, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  hipsparseDnVecDescr_t X, Y, Ywrong, Yhalf;
  EXPECT_OK(hipsparseCreateDnVec(&X, 8, x, HIP_R_32F));
  EXPECT_OK(hipsparseCreateDnVec(&Y, 10, y, HIP_R_32F));
  EXPECT_OK(hipsparseCreateDnVec(&Ywrong, 9, y, HIP_R_32F));
  EXPECT_OK(hipsparseCreateDnVec(&Yhalf, 10, y, HIP_R_16F));
  const float one = 1;
  const auto N = HIPSPARSE_OPERATION_NON_TRANSPOSE;
  const auto alg = HIPSPARSE_SPMV_ALG_DEFAULT;
  size_t size;
  EXPECT_STATUS(hipsparseSpMV(nullptr, N, &one, A, X, &one, Y, HIP_R_32F, alg, nullptr), kInvalid);
  EXPECT_STATUS(hipsparseSpMV(handle, N, nullptr, A, X, &one, Y, HIP_R_32F, alg, nullptr), kInvalid);
  EXPECT_STATUS(hipsparseSpMV(handle, N, &one, X, X, &one, Y, HIP_R_32F, alg, nullptr), kInvalid);
  EXPECT_STATUS(hipsparseSpMV(handle, static_cast<hipsparseOperation_t>(3), &one, A, X, &one, Y,
                              HIP_R_32F, alg, nullptr), kInvalid);
  EXPECT_STATUS(hipsparseSpMV(handle, N, &one, A, X, &one, Y, HIP_R_32F,
                              static_cast<hipsparseSpMVAlg_t>(42), nullptr), kInvalid);
  EXPECT_STATUS(hipsparseSpMV(handle, N, &one, A, X, &one, Ywrong, HIP_R_32F, alg, nullptr), kInvalid);
  EXPECT_STATUS(hipsparseSpMV(handle, N, &one, A, X, &one, Yhalf, HIP_R_32F, alg, nullptr), kNotSupported);
  EXPECT_STATUS(hipsparseSpMV(handle, N, &one, A, X, &one, Y, HIP_R_64F, alg, nullptr), kNotSupported);
  EXPECT_STATUS(hipsparseSpMV(handle, N, &one, A16, X, &one, Y, HIP_R_32F, alg, nullptr), kNotSupported);
  EXPECT_STATUS(hipsparseSpMV_bufferSize(handle, N, &one, A, X, &one, Y, HIP_R_32F, alg, nullptr), kInvalid);
  EXPECT_OK(hipsparseSpMV_bufferSize(handle, N, &one, A, X, &one, Y, HIP_R_32F, alg, &size));

  // A descriptor with null arrays cannot be multiplied.
  hipsparseSpMatDescr_t empty;
  EXPECT_OK(hipsparseCreateCsr(&empty, 10, 8, 5, nullptr, nullptr, nullptr, HIPSPARSE_INDEX_32I,
                               HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  EXPECT_STATUS(hipsparseSpMV(handle, N, &one, empty, X, &one, Y, HIP_R_32F, alg, nullptr), kInvalid);

  // SpMM: wrong shapes; SpGEMM: copy before compute, transposes not supported.
  hipsparseDnMatDescr_t B, C;
  EXPECT_OK(hipsparseCreateDnMat(&B, 8, 3, 8, x, HIP_R_32F, HIPSPARSE_ORDER_COL));
  EXPECT_OK(hipsparseCreateDnMat(&C, 9, 3, 10, y, HIP_R_32F, HIPSPARSE_ORDER_COL));
  EXPECT_STATUS(hipsparseSpMM(handle, N, N, &one, A, B, &one, C, HIP_R_32F,
                              HIPSPARSE_SPMM_ALG_DEFAULT, nullptr), kInvalid);
  hipsparseSpGEMMDescr_t gemm;
  EXPECT_OK(hipsparseSpGEMM_createDescr(&gemm));
  hipsparseSpMatDescr_t S, Cs;
  EXPECT_OK(hipsparseCreateCsr(&S, 8, 10, 0, off, nullptr, nullptr, HIPSPARSE_INDEX_32I,
                               HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  EXPECT_OK(hipsparseCreateCsr(&Cs, 10, 10, 0, nullptr, nullptr, nullptr, HIPSPARSE_INDEX_32I,
                               HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  EXPECT_STATUS(hipsparseSpGEMM_copy(handle, N, N, &one, A, S, &one, Cs, HIP_R_32F,
                                     HIPSPARSE_SPGEMM_DEFAULT, gemm), kInvalid);
  EXPECT_STATUS(hipsparseSpGEMM_workEstimation(handle, HIPSPARSE_OPERATION_TRANSPOSE, N, &one, A, S,
                                               &one, Cs, HIP_R_32F, HIPSPARSE_SPGEMM_DEFAULT, gemm,
                                               &size, nullptr), kNotSupported);
  EXPECT_STATUS(hipsparseSpGEMM_compute(handle, N, N, &one, A, A, &one, Cs, HIP_R_32F,
                                        HIPSPARSE_SPGEMM_DEFAULT, gemm, &size, nullptr), kInvalid);
  EXPECT_STATUS(hipsparseSpGEMM_destroyDescr(nullptr), kInvalid);
  EXPECT_OK(hipsparseSpGEMM_destroyDescr(gemm));

  // SpSV: solve without analysis; a rectangular matrix.
  hipsparseSpSVDescr_t sv;
  EXPECT_OK(hipsparseSpSV_createDescr(&sv));
  hipsparseSpMatDescr_t square;
  EXPECT_OK(hipsparseCreateCsr(&square, 8, 8, host.offsets[8], off, col, val, HIPSPARSE_INDEX_32I,
                               HIPSPARSE_INDEX_32I, HIPSPARSE_INDEX_BASE_ZERO, HIP_R_32F));
  hipsparseDnVecDescr_t X8;
  EXPECT_OK(hipsparseCreateDnVec(&X8, 8, x, HIP_R_32F));
  EXPECT_STATUS(hipsparseSpSV_solve(handle, N, &one, square, X8, X8, HIP_R_32F,
                                    HIPSPARSE_SPSV_ALG_DEFAULT, sv), kInvalid);
  EXPECT_STATUS(hipsparseSpSV_analysis(handle, N, &one, A, X, Y, HIP_R_32F,
                                       HIPSPARSE_SPSV_ALG_DEFAULT, sv, nullptr), kInvalid);
  EXPECT_OK(hipsparseSpSV_analysis(handle, N, &one, square, X8, X8, HIP_R_32F,
                                   HIPSPARSE_SPSV_ALG_DEFAULT, sv, nullptr));
  EXPECT_STATUS(hipsparseSpSV_solve(handle, HIPSPARSE_OPERATION_TRANSPOSE, &one, square, X8, X8,
                                    HIP_R_32F, HIPSPARSE_SPSV_ALG_DEFAULT, sv), kInvalid); // analysed for N
  EXPECT_OK(hipsparseSpSV_destroyDescr(sv));

  // Legacy routines.
  hipsparseMatDescr_t descr;
  EXPECT_OK(hipsparseCreateMatDescr(&descr));
  EXPECT_STATUS(hipsparseScsrmv(handle, N, -1, 8, 3, &one, descr, val, off, col, x, &one, y), kInvalid);
  EXPECT_STATUS(hipsparseScsrmv(handle, N, 10, 8, host.nnz(), &one, nullptr, val, off, col, x, &one, y), kInvalid);
  EXPECT_STATUS(hipsparseScsrmv(handle, N, 10, 8, host.nnz(), &one, descr, val, nullptr, col, x, &one, y), kInvalid);
  EXPECT_OK(hipsparseSetMatType(descr, HIPSPARSE_MATRIX_TYPE_SYMMETRIC));
  EXPECT_STATUS(hipsparseScsrmv(handle, N, 10, 8, host.nnz(), &one, descr, val, off, col, x, &one, y), kNotSupported);
  EXPECT_OK(hipsparseSetMatType(descr, HIPSPARSE_MATRIX_TYPE_GENERAL));
  EXPECT_STATUS(hipsparseScsrmm(handle, N, 10, 3, 8, host.nnz(), &one, descr, val, off, col, x, 4, &one, y, 10), kInvalid);
  int total;
  EXPECT_STATUS(hipsparseSnnz(handle, HIPSPARSE_DIRECTION_ROW, 10, 8, descr, x, 9, nullptr, &total), kInvalid);
  EXPECT_STATUS(hipsparseSnnz(handle, static_cast<hipsparseDirection_t>(4), 10, 8, descr, x, 10, off, &total), kInvalid);
  EXPECT_STATUS(hipsparseScsr2csc(handle, 10, 8, host.nnz(), val, off, col, val, col, off,
                                  static_cast<hipsparseAction_t>(3), HIPSPARSE_INDEX_BASE_ZERO), kInvalid);
  EXPECT_STATUS(hipsparseCsr2cscEx2_bufferSize(handle, 10, 8, host.nnz(), val, off, col, val, off, col,
                                               HIP_R_32F, HIPSPARSE_ACTION_NUMERIC, HIPSPARSE_INDEX_BASE_ZERO,
                                               static_cast<hipsparseCsr2CscAlg_t>(7), &size), kInvalid);
  EXPECT_STATUS(hipsparseXcoo2csr(handle, col, -2, 10, off, HIPSPARSE_INDEX_BASE_ZERO), kInvalid);
  EXPECT_STATUS(hipsparseCreateIdentityPermutation(handle, 5, nullptr), kInvalid);
  EXPECT_STATUS(hipsparseSaxpyi(handle, 3, nullptr, val, col, y, HIPSPARSE_INDEX_BASE_ZERO), kInvalid);
  csrsv2Info_t info;
  EXPECT_OK(hipsparseCreateCsrsv2Info(&info));
  EXPECT_STATUS(hipsparseScsrsv2_solve(handle, N, 8, host.offsets[8], &one, descr, val, off, col,
                                       info, x, y, HIPSPARSE_SOLVE_POLICY_NO_LEVEL, nullptr), kInvalid);
  int position;
  EXPECT_STATUS(hipsparseXcsrsv2_zeroPivot(handle, nullptr, &position), kInvalid);
  EXPECT_OK(hipsparseDestroyCsrsv2Info(info));
  csrilu02Info_t ilu;
  EXPECT_OK(hipsparseCreateCsrilu02Info(&ilu));
  EXPECT_STATUS(hipsparseScsrilu02(handle, 8, host.offsets[8], descr, val, off, col, ilu,
                                   HIPSPARSE_SOLVE_POLICY_NO_LEVEL, nullptr), kInvalid); // no analysis
  EXPECT_OK(hipsparseDestroyCsrilu02Info(ilu));
  EXPECT_OK(hipsparseDestroyMatDescr(descr));

  for (auto m : {A, A16, empty, S, Cs, square}) EXPECT_OK(hipsparseDestroySpMat(m));
  for (auto d : {X, Y, Ywrong, Yhalf, X8}) EXPECT_OK(hipsparseDestroyDnVec(d));
  EXPECT_OK(hipsparseDestroyDnMat(B));
  EXPECT_OK(hipsparseDestroyDnMat(C));
  EXPECT_OK(hipsparseDestroy(handle));
  for (void* q : {(void*)off, (void*)col, (void*)val, (void*)x, (void*)y}) HIP_OK(hipFree(q));
}

} // namespace

int main() {
  checkHandleAndDescriptors();
  checkOperations();
  return finish("hipsparse bad arguments");
}
