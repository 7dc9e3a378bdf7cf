// CUDA's complex numbers (cuComplex.h): cuFloatComplex/cuDoubleComplex are
// float2/double2, the same types as HIP's hipFloatComplex/hipDoubleComplex,
// and the cuC* functions are HIP's hipC* functions under CUDA's names.
#ifndef OPENHIP_CUDA_CUCOMPLEX_H
#define OPENHIP_CUDA_CUCOMPLEX_H

#include <hip/hip_complex.h>

typedef hipFloatComplex cuFloatComplex;
typedef hipDoubleComplex cuDoubleComplex;
typedef cuFloatComplex cuComplex;

#define __OPENHIP_CUCFN __host__ __device__ static inline

__OPENHIP_CUCFN float cuCrealf(cuFloatComplex z) { return hipCrealf(z); }
__OPENHIP_CUCFN float cuCimagf(cuFloatComplex z) { return hipCimagf(z); }
__OPENHIP_CUCFN cuFloatComplex make_cuFloatComplex(float r, float i) { return make_hipFloatComplex(r, i); }
__OPENHIP_CUCFN cuFloatComplex cuConjf(cuFloatComplex z) { return hipConjf(z); }
__OPENHIP_CUCFN cuFloatComplex cuCaddf(cuFloatComplex a, cuFloatComplex b) { return hipCaddf(a, b); }
__OPENHIP_CUCFN cuFloatComplex cuCsubf(cuFloatComplex a, cuFloatComplex b) { return hipCsubf(a, b); }
__OPENHIP_CUCFN cuFloatComplex cuCmulf(cuFloatComplex a, cuFloatComplex b) { return hipCmulf(a, b); }
__OPENHIP_CUCFN cuFloatComplex cuCdivf(cuFloatComplex a, cuFloatComplex b) { return hipCdivf(a, b); }
__OPENHIP_CUCFN float cuCabsf(cuFloatComplex z) { return hipCabsf(z); }
__OPENHIP_CUCFN cuFloatComplex cuCfmaf(cuFloatComplex x, cuFloatComplex y, cuFloatComplex d) {
  return hipCfmaf(x, y, d);
}

__OPENHIP_CUCFN double cuCreal(cuDoubleComplex z) { return hipCreal(z); }
__OPENHIP_CUCFN double cuCimag(cuDoubleComplex z) { return hipCimag(z); }
__OPENHIP_CUCFN cuDoubleComplex make_cuDoubleComplex(double r, double i) { return make_hipDoubleComplex(r, i); }
__OPENHIP_CUCFN cuDoubleComplex cuConj(cuDoubleComplex z) { return hipConj(z); }
__OPENHIP_CUCFN cuDoubleComplex cuCadd(cuDoubleComplex a, cuDoubleComplex b) { return hipCadd(a, b); }
__OPENHIP_CUCFN cuDoubleComplex cuCsub(cuDoubleComplex a, cuDoubleComplex b) { return hipCsub(a, b); }
__OPENHIP_CUCFN cuDoubleComplex cuCmul(cuDoubleComplex a, cuDoubleComplex b) { return hipCmul(a, b); }
__OPENHIP_CUCFN cuDoubleComplex cuCdiv(cuDoubleComplex a, cuDoubleComplex b) { return hipCdiv(a, b); }
__OPENHIP_CUCFN double cuCabs(cuDoubleComplex z) { return hipCabs(z); }
__OPENHIP_CUCFN cuDoubleComplex cuCfma(cuDoubleComplex x, cuDoubleComplex y, cuDoubleComplex d) {
  return hipCfma(x, y, d);
}

__OPENHIP_CUCFN cuComplex make_cuComplex(float x, float y) { return make_cuFloatComplex(x, y); }
__OPENHIP_CUCFN cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex c) {
  return hipComplexFloatToDouble(c);
}
__OPENHIP_CUCFN cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex c) {
  return hipComplexDoubleToFloat(c);
}

#undef __OPENHIP_CUCFN

#endif // OPENHIP_CUDA_CUCOMPLEX_H
