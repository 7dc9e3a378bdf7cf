// Library calls and constants hipBLAS/hipSPARSE/hipFFT of ROCm 5.2 lack stay
// with a warning; CUDA 11's compute types map onto hipBLAS 5.2's data types.
#include <cublas_v2.h>
#include <cusparse.h>
#include <cufft.h>
void f(cublasHandle_t h, cusparseHandle_t sp, cufftHandle plan) {
  cublasComputeType_t t = CUBLAS_COMPUTE_32F; cublasGemmAlgo_t a = CUBLAS_GEMM_DEFAULT_TENSOR_OP;
  // CHECK: hipblasDatatype_t t = HIPBLAS_R_32F; hipblasGemmAlgo_t a = CUBLAS_GEMM_DEFAULT_TENSOR_OP;
  // STDERR: unsupported_libraries.cu:[[#@LINE-2]]:68: warning: 'CUBLAS_GEMM_DEFAULT_TENSOR_OP' is not supported by HIP
  cublasSetWorkspace(h, nullptr, 0); cublasSetMathMode(h, CUBLAS_TF32_TENSOR_OP_MATH);
  // STDERR: unsupported_libraries.cu:[[#@LINE-1]]:3: warning: 'cublasSetWorkspace' is not supported by HIP
  // STDERR: unsupported_libraries.cu:[[#@LINE-2]]:38: warning: 'cublasSetMathMode' is not supported by HIP
  // STDERR: unsupported_libraries.cu:[[#@LINE-3]]:59: warning: 'CUBLAS_TF32_TENSOR_OP_MATH' is not supported by HIP
  cusparseCsr2cscEx2_bufferSize(sp); int alg = CUSPARSE_SPMV_ALG_DEFAULT;
  // CHECK: cusparseCsr2cscEx2_bufferSize(sp); int alg = HIPSPARSE_SPMV_ALG_DEFAULT;
  // STDERR: unsupported_libraries.cu:[[#@LINE-2]]:3: warning: 'cusparseCsr2cscEx2_bufferSize' is not supported by HIP
  cufftXtExec(plan, nullptr, nullptr, CUFFT_FORWARD);
  // CHECK: cufftXtExec(plan, nullptr, nullptr, HIPFFT_FORWARD);
  // STDERR: unsupported_libraries.cu:[[#@LINE-2]]:3: warning: 'cufftXtExec' is not supported by HIP
  (void)t; (void)a; (void)alg;
}
