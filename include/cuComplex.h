// CUDA's cuComplex.h for CUDA sources: the complex types are HIP's (float2/double2) and
// the cuC* functions forward to hip_complex.h.
#ifndef OPENHIP_CUCOMPLEX_H
#define OPENHIP_CUCOMPLEX_H

#include <hip/hip_complex.h>

typedef hipFloatComplex cuFloatComplex;
typedef hipDoubleComplex cuDoubleComplex;
typedef hipFloatComplex cuComplex;

#define OPENHIP_CUC __host__ __device__ static inline
OPENHIP_CUC float cuCrealf(cuFloatComplex z) { return hipCrealf(z); }
OPENHIP_CUC float cuCimagf(cuFloatComplex z) { return hipCimagf(z); }
OPENHIP_CUC cuFloatComplex make_cuFloatComplex(float r, float i) { return make_hipFloatComplex(r, i); }
OPENHIP_CUC cuComplex make_cuComplex(float r, float i) { return make_hipFloatComplex(r, i); }
OPENHIP_CUC cuFloatComplex cuConjf(cuFloatComplex z) { return hipConjf(z); }
OPENHIP_CUC cuFloatComplex cuCaddf(cuFloatComplex p, cuFloatComplex q) { return hipCaddf(p, q); }
OPENHIP_CUC cuFloatComplex cuCsubf(cuFloatComplex p, cuFloatComplex q) { return hipCsubf(p, q); }
OPENHIP_CUC cuFloatComplex cuCmulf(cuFloatComplex p, cuFloatComplex q) { return hipCmulf(p, q); }
OPENHIP_CUC cuFloatComplex cuCdivf(cuFloatComplex p, cuFloatComplex q) { return hipCdivf(p, q); }
OPENHIP_CUC float cuCabsf(cuFloatComplex z) { return hipCabsf(z); }
OPENHIP_CUC cuFloatComplex cuCfmaf(cuFloatComplex p, cuFloatComplex q, cuFloatComplex r) { return hipCfmaf(p, q, r); }
OPENHIP_CUC double cuCreal(cuDoubleComplex z) { return hipCreal(z); }
OPENHIP_CUC double cuCimag(cuDoubleComplex z) { return hipCimag(z); }
OPENHIP_CUC cuDoubleComplex make_cuDoubleComplex(double r, double i) { return make_hipDoubleComplex(r, i); }
OPENHIP_CUC cuDoubleComplex cuConj(cuDoubleComplex z) { return hipConj(z); }
OPENHIP_CUC cuDoubleComplex cuCadd(cuDoubleComplex p, cuDoubleComplex q) { return hipCadd(p, q); }
OPENHIP_CUC cuDoubleComplex cuCsub(cuDoubleComplex p, cuDoubleComplex q) { return hipCsub(p, q); }
OPENHIP_CUC cuDoubleComplex cuCmul(cuDoubleComplex p, cuDoubleComplex q) { return hipCmul(p, q); }
OPENHIP_CUC cuDoubleComplex cuCdiv(cuDoubleComplex p, cuDoubleComplex q) { return hipCdiv(p, q); }
OPENHIP_CUC double cuCabs(cuDoubleComplex z) { return hipCabs(z); }
OPENHIP_CUC cuDoubleComplex cuCfma(cuDoubleComplex p, cuDoubleComplex q, cuDoubleComplex r) { return hipCfma(p, q, r); }
OPENHIP_CUC cuDoubleComplex cuComplexFloatToDouble(cuFloatComplex z) { return hipComplexFloatToDouble(z); }
OPENHIP_CUC cuFloatComplex cuComplexDoubleToFloat(cuDoubleComplex z) { return hipComplexDoubleToFloat(z); }
#undef OPENHIP_CUC

#endif
