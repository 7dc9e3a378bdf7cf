// The level-1 Ex functions: the data types are arguments, dispatched here to the typed
// templates of level1_impl.h. Supported (x = y = result type; execution type in brackets):
//   DotEx/DotcEx: f16 [f32], bf16 [f32], f32 [f32], f64 [f64], c32 [c32], c64 [c64]
//   AxpyEx (alpha = x = y): f16 [f32], f32, f64, c32, c64 (execution type = data type otherwise)
//   Nrm2Ex: f32 -> f32, f64 -> f64, c32 -> f32, c64 -> f64
//   ScalEx: alpha = x: f32, f64, c32, c64; alpha f32 on c32, alpha f64 on c64
// Anything else: HIPBLAS_STATUS_NOT_SUPPORTED.
#include "level1_impl.h"

using namespace openhip_blas;

namespace {

// The typed form of one untyped operand, by form (0 single, 1 array of pointers, 2 strided).
template <class T>
Batch<T> typed(void* p, int form, int64_t stride) {
  if (form == 1) return array(static_cast<T* const*>(p));
  return strided(static_cast<T*>(p), form == 2 ? stride : 0);
}
template <class T>
Batch<const T> typedConst(const void* p, int form, int64_t stride) {
  if (form == 1) return array(static_cast<const T* const*>(p));
  return strided(static_cast<const T*>(p), form == 2 ? stride : 0);
}

hipblasStatus_t dotEx(bool conjugate, hipblasHandle_t h, int64_t n, const void* x, hipDataType xt, int64_t incx,
                      int64_t sx, const void* y, hipDataType yt, int64_t incy, int64_t sy, int64_t batch, void* r,
                      hipDataType rt, hipDataType et, int form) {
  if (h == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (xt != yt || xt != rt) return HIPBLAS_STATUS_NOT_SUPPORTED;
  auto run = [&](auto tag) {
    using T = decltype(tag);
    auto xs = typedConst<T>(x, form, sx);
    auto ys = typedConst<T>(y, form, sy);
    auto rs = strided(static_cast<T*>(r), 1);
    return conjugate ? dotc(h, n, xs, incx, ys, incy, rs, batch) : dot(h, n, xs, incx, ys, incy, rs, batch);
  };
  switch (xt) {
    case HIP_R_16F: return et == HIP_R_32F ? run(hipblasHalf{}) : HIPBLAS_STATUS_NOT_SUPPORTED;
    case HIP_R_16BF: return et == HIP_R_32F ? run(hipblasBfloat16{}) : HIPBLAS_STATUS_NOT_SUPPORTED;
    case HIP_R_32F: return et == HIP_R_32F ? run(float{}) : HIPBLAS_STATUS_NOT_SUPPORTED;
    case HIP_R_64F: return et == HIP_R_64F ? run(double{}) : HIPBLAS_STATUS_NOT_SUPPORTED;
    case HIP_C_32F: return et == HIP_C_32F ? run(hipComplex{}) : HIPBLAS_STATUS_NOT_SUPPORTED;
    case HIP_C_64F: return et == HIP_C_64F ? run(hipDoubleComplex{}) : HIPBLAS_STATUS_NOT_SUPPORTED;
    default: return HIPBLAS_STATUS_NOT_SUPPORTED;
  }
}

hipblasStatus_t axpyEx(hipblasHandle_t h, int64_t n, const void* alpha, hipDataType at, const void* x, hipDataType xt,
                       int64_t incx, int64_t sx, void* y, hipDataType yt, int64_t incy, int64_t sy, int64_t batch,
                       hipDataType et, int form) {
  if (h == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (at != xt || xt != yt) return HIPBLAS_STATUS_NOT_SUPPORTED;
  auto run = [&](auto tag) {
    using T = decltype(tag);
    return axpy(h, n, static_cast<const T*>(alpha), typedConst<T>(x, form, sx), incx,
                typed<T>(y, form, sy), incy, batch);
  };
  switch (xt) {
    case HIP_R_16F: return et == HIP_R_32F ? run(hipblasHalf{}) : HIPBLAS_STATUS_NOT_SUPPORTED;
    case HIP_R_32F: return et == HIP_R_32F ? run(float{}) : HIPBLAS_STATUS_NOT_SUPPORTED;
    case HIP_R_64F: return et == HIP_R_64F ? run(double{}) : HIPBLAS_STATUS_NOT_SUPPORTED;
    case HIP_C_32F: return et == HIP_C_32F ? run(hipComplex{}) : HIPBLAS_STATUS_NOT_SUPPORTED;
    case HIP_C_64F: return et == HIP_C_64F ? run(hipDoubleComplex{}) : HIPBLAS_STATUS_NOT_SUPPORTED;
    default: return HIPBLAS_STATUS_NOT_SUPPORTED;
  }
}

hipblasStatus_t nrm2Ex(hipblasHandle_t h, int64_t n, const void* x, hipDataType xt, int64_t incx, int64_t sx,
                       int64_t batch, void* r, hipDataType rt, hipDataType et, int form) {
  if (h == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  auto run = [&](auto tag, auto real_tag) {
    using T = decltype(tag);
    using R = decltype(real_tag);
    return nrm2(h, n, typedConst<T>(x, form, sx), incx, strided(static_cast<R*>(r), 1), batch);
  };
  if (xt == HIP_R_32F && rt == HIP_R_32F && et == HIP_R_32F) return run(float{}, float{});
  if (xt == HIP_R_64F && rt == HIP_R_64F && et == HIP_R_64F) return run(double{}, double{});
  if (xt == HIP_C_32F && rt == HIP_R_32F && et == HIP_R_32F) return run(hipComplex{}, float{});
  if (xt == HIP_C_64F && rt == HIP_R_64F && et == HIP_R_64F) return run(hipDoubleComplex{}, double{});
  return HIPBLAS_STATUS_NOT_SUPPORTED;
}

hipblasStatus_t scalEx(hipblasHandle_t h, int64_t n, const void* alpha, hipDataType at, void* x, hipDataType xt,
                       int64_t incx, int64_t sx, int64_t batch, hipDataType, int form) {
  if (h == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  auto run = [&](auto alpha_tag, auto tag) {
    using A = decltype(alpha_tag);
    using T = decltype(tag);
    return scal(h, n, static_cast<const A*>(alpha), typed<T>(x, form, sx), incx, batch);
  };
  if (at == HIP_R_32F && xt == HIP_R_32F) return run(float{}, float{});
  if (at == HIP_R_64F && xt == HIP_R_64F) return run(double{}, double{});
  if (at == HIP_C_32F && xt == HIP_C_32F) return run(hipComplex{}, hipComplex{});
  if (at == HIP_C_64F && xt == HIP_C_64F) return run(hipDoubleComplex{}, hipDoubleComplex{});
  if (at == HIP_R_32F && xt == HIP_C_32F) return run(float{}, hipComplex{});
  if (at == HIP_R_64F && xt == HIP_C_64F) return run(double{}, hipDoubleComplex{});
  return HIPBLAS_STATUS_NOT_SUPPORTED;
}

}  // namespace

extern "C" {

#define LEVEL1_EX_FORMS(SUFFIX, INT)                                                                                  \
  hipblasStatus_t hipblasDotEx##SUFFIX(hipblasHandle_t h, INT n, const void* x, hipDataType xt, INT incx,            \
                                       const void* y, hipDataType yt, INT incy, void* r, hipDataType rt,             \
                                       hipDataType et) {                                                             \
    return dotEx(false, h, n, x, xt, incx, 0, y, yt, incy, 0, 1, r, rt, et, 0);                                       \
  }                                                                                                                   \
  hipblasStatus_t hipblasDotcEx##SUFFIX(hipblasHandle_t h, INT n, const void* x, hipDataType xt, INT incx,           \
                                        const void* y, hipDataType yt, INT incy, void* r, hipDataType rt,            \
                                        hipDataType et) {                                                            \
    return dotEx(true, h, n, x, xt, incx, 0, y, yt, incy, 0, 1, r, rt, et, 0);                                        \
  }                                                                                                                   \
  hipblasStatus_t hipblasDotBatchedEx##SUFFIX(hipblasHandle_t h, INT n, const void* x, hipDataType xt, INT incx,     \
                                              const void* y, hipDataType yt, INT incy, INT batch, void* r,           \
                                              hipDataType rt, hipDataType et) {                                      \
    return dotEx(false, h, n, x, xt, incx, 0, y, yt, incy, 0, batch, r, rt, et, 1);                                   \
  }                                                                                                                   \
  hipblasStatus_t hipblasDotcBatchedEx##SUFFIX(hipblasHandle_t h, INT n, const void* x, hipDataType xt, INT incx,    \
                                               const void* y, hipDataType yt, INT incy, INT batch, void* r,          \
                                               hipDataType rt, hipDataType et) {                                     \
    return dotEx(true, h, n, x, xt, incx, 0, y, yt, incy, 0, batch, r, rt, et, 1);                                    \
  }                                                                                                                   \
  hipblasStatus_t hipblasDotStridedBatchedEx##SUFFIX(hipblasHandle_t h, INT n, const void* x, hipDataType xt,        \
                                                     INT incx, hipblasStride sx, const void* y, hipDataType yt,      \
                                                     INT incy, hipblasStride sy, INT batch, void* r, hipDataType rt, \
                                                     hipDataType et) {                                               \
    return dotEx(false, h, n, x, xt, incx, sx, y, yt, incy, sy, batch, r, rt, et, 2);                                 \
  }                                                                                                                   \
  hipblasStatus_t hipblasDotcStridedBatchedEx##SUFFIX(hipblasHandle_t h, INT n, const void* x, hipDataType xt,       \
                                                      INT incx, hipblasStride sx, const void* y, hipDataType yt,     \
                                                      INT incy, hipblasStride sy, INT batch, void* r,                \
                                                      hipDataType rt, hipDataType et) {                              \
    return dotEx(true, h, n, x, xt, incx, sx, y, yt, incy, sy, batch, r, rt, et, 2);                                  \
  }                                                                                                                   \
  hipblasStatus_t hipblasAxpyEx##SUFFIX(hipblasHandle_t h, INT n, const void* alpha, hipDataType at, const void* x,  \
                                        hipDataType xt, INT incx, void* y, hipDataType yt, INT incy,                 \
                                        hipDataType et) {                                                            \
    return axpyEx(h, n, alpha, at, x, xt, incx, 0, y, yt, incy, 0, 1, et, 0);                                         \
  }                                                                                                                   \
  hipblasStatus_t hipblasAxpyBatchedEx##SUFFIX(hipblasHandle_t h, INT n, const void* alpha, hipDataType at,          \
                                               const void* x, hipDataType xt, INT incx, void* y, hipDataType yt,     \
                                               INT incy, INT batch, hipDataType et) {                                \
    return axpyEx(h, n, alpha, at, x, xt, incx, 0, y, yt, incy, 0, batch, et, 1);                                     \
  }                                                                                                                   \
  hipblasStatus_t hipblasAxpyStridedBatchedEx##SUFFIX(                                                                \
      hipblasHandle_t h, INT n, const void* alpha, hipDataType at, const void* x, hipDataType xt, INT incx,          \
      hipblasStride sx, void* y, hipDataType yt, INT incy, hipblasStride sy, INT batch, hipDataType et) {            \
    return axpyEx(h, n, alpha, at, x, xt, incx, sx, y, yt, incy, sy, batch, et, 2);                                   \
  }                                                                                                                   \
  hipblasStatus_t hipblasNrm2Ex##SUFFIX(hipblasHandle_t h, INT n, const void* x, hipDataType xt, INT incx, void* r,  \
                                        hipDataType rt, hipDataType et) {                                            \
    return nrm2Ex(h, n, x, xt, incx, 0, 1, r, rt, et, 0);                                                             \
  }                                                                                                                   \
  hipblasStatus_t hipblasNrm2BatchedEx##SUFFIX(hipblasHandle_t h, INT n, const void* x, hipDataType xt, INT incx,    \
                                               INT batch, void* r, hipDataType rt, hipDataType et) {                 \
    return nrm2Ex(h, n, x, xt, incx, 0, batch, r, rt, et, 1);                                                         \
  }                                                                                                                   \
  hipblasStatus_t hipblasNrm2StridedBatchedEx##SUFFIX(hipblasHandle_t h, INT n, const void* x, hipDataType xt,       \
                                                      INT incx, hipblasStride sx, INT batch, void* r,                \
                                                      hipDataType rt, hipDataType et) {                              \
    return nrm2Ex(h, n, x, xt, incx, sx, batch, r, rt, et, 2);                                                        \
  }                                                                                                                   \
  hipblasStatus_t hipblasScalEx##SUFFIX(hipblasHandle_t h, INT n, const void* alpha, hipDataType at, void* x,        \
                                        hipDataType xt, INT incx, hipDataType et) {                                  \
    return scalEx(h, n, alpha, at, x, xt, incx, 0, 1, et, 0);                                                         \
  }                                                                                                                   \
  hipblasStatus_t hipblasScalBatchedEx##SUFFIX(hipblasHandle_t h, INT n, const void* alpha, hipDataType at, void* x, \
                                               hipDataType xt, INT incx, INT batch, hipDataType et) {                \
    return scalEx(h, n, alpha, at, x, xt, incx, 0, batch, et, 1);                                                     \
  }                                                                                                                   \
  hipblasStatus_t hipblasScalStridedBatchedEx##SUFFIX(hipblasHandle_t h, INT n, const void* alpha, hipDataType at,   \
                                                      void* x, hipDataType xt, INT incx, hipblasStride sx,           \
                                                      INT batch, hipDataType et) {                                   \
    return scalEx(h, n, alpha, at, x, xt, incx, sx, batch, et, 2);                                                    \
  }
LEVEL1_EX_FORMS(, int)
LEVEL1_EX_FORMS(_64, int64_t)
#undef LEVEL1_EX_FORMS

}  // extern "C"
