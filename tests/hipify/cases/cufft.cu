// cuFFT -> hipFFT; CUFFT_INVERSE is HIPFFT_BACKWARD.
#include <cufft.h>
// CHECK: #include <hipfft.h>
// CHECK: int transform(hipfftComplex *data, int n) {
int transform(cufftComplex *data, int n) {
  cufftHandle plan;
  // CHECK: hipfftHandle plan;
  if (cufftPlan1d(&plan, n, CUFFT_C2C, 1) != CUFFT_SUCCESS)
    return 1;
  // CHECK: if (hipfftPlan1d(&plan, n, HIPFFT_C2C, 1) != HIPFFT_SUCCESS)
  cufftExecC2C(plan, data, data, CUFFT_FORWARD);
  cufftExecC2C(plan, data, data, CUFFT_INVERSE);
  // CHECK: hipfftExecC2C(plan, data, data, HIPFFT_FORWARD);
  // CHECK-NEXT: hipfftExecC2C(plan, data, data, HIPFFT_BACKWARD);
  cufftResult result = cufftDestroy(plan);
  // CHECK: hipfftResult result = hipfftDestroy(plan);
  return result;
}
