// cuSPARSE -> hipSPARSE.
#include <cusparse.h>
// CHECK: #include <hipsparse.h>
void sparse() {
  cusparseHandle_t handle;
  cusparseMatDescr_t descr;
  // CHECK: hipsparseHandle_t handle;
  // CHECK-NEXT: hipsparseMatDescr_t descr;
  cusparseCreate(&handle);
  cusparseCreateMatDescr(&descr);
  // CHECK: hipsparseCreate(&handle);
  // CHECK-NEXT: hipsparseCreateMatDescr(&descr);
  cusparseSetMatType(descr, CUSPARSE_MATRIX_TYPE_GENERAL);
  cusparseSetMatIndexBase(descr, CUSPARSE_INDEX_BASE_ZERO);
  // CHECK: hipsparseSetMatType(descr, HIPSPARSE_MATRIX_TYPE_GENERAL);
  // CHECK-NEXT: hipsparseSetMatIndexBase(descr, HIPSPARSE_INDEX_BASE_ZERO);
  cusparseStatus_t status = cusparseDestroy(handle);
  // CHECK: hipsparseStatus_t status = hipsparseDestroy(handle);
  (void)status;
}
