// Level-1 BLAS: the templates behind generated/level1_entry.cpp. s/d/c/z go to
// OpenBLAS; half and bfloat16 (Haxpy, Hdot, Bfdot) compute in float here.
#ifndef OPENHIP_HIPBLAS_LEVEL1_IMPL_H
#define OPENHIP_HIPBLAS_LEVEL1_IMPL_H

#include "blas_backend.h"
#include "handle.h"
#include "lowp.h"

#include <cmath>

namespace openhip_blas {

// Checks shared by every level-1 routine; returns SUCCESS when the call may go on.
inline hipblasStatus_t level1Checks(hipblasHandle_t handle, int64_t n, int64_t batch, int64_t incx,
                                    int64_t incy = 1) {
  if (handle == nullptr) return HIPBLAS_STATUS_NOT_INITIALIZED;
  if (batch < 0) return HIPBLAS_STATUS_INVALID_VALUE;
  if (!allFitBlasInt(n, incx, incy)) return HIPBLAS_STATUS_NOT_SUPPORTED;
  return HIPBLAS_STATUS_SUCCESS;
}

#define HIPBLAS_TRY(expr)                                      \
  do {                                                         \
    hipblasStatus_t status_ = (expr);                          \
    if (status_ != HIPBLAS_STATUS_SUCCESS) return status_;     \
  } while (0)

// Runs `body(b)` for every batch entry on the stream; waits when results go to host memory.
template <class F>
hipblasStatus_t runBatches(hipblasHandle_t handle, int64_t batch, F body, bool host_result = false) {
  Handle* h = toHandle(handle);
  bool wait = host_result && h->pointer_mode == HIPBLAS_POINTER_MODE_HOST;
  return enqueueAndMaybeWait(h, [=] {
    for (int64_t b = 0; b < batch; ++b) body(b);
  }, wait);
}

// ---- amax / amin: 1-based index of the first largest / smallest |re| + |im| -------------
template <class T>
double magnitude(const T& v) { return std::fabs(double(v)); }
template <class R>
double magnitude(const std::complex<R>& v) { return std::fabs(double(v.real())) + std::fabs(double(v.imag())); }

template <bool Max, class T, class Index>
hipblasStatus_t iextreme(hipblasHandle_t handle, int64_t n, Batch<const T> x, int64_t incx, Batch<Index> result,
                         int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, n, batch, incx));
  if (result.null() || (n > 0 && incx > 0 && x.null())) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t b) {
    Index best = 0;
    if (n > 0 && incx > 0) {
      const Num<const T>* v = num(x[b]);
      double best_value = magnitude(v[0]);
      best = 1;
      for (int64_t i = 1; i < n; ++i) {
        double m = magnitude(v[i * incx]);
        if (Max ? m > best_value : m < best_value) {
          best_value = m;
          best = Index(i + 1);
        }
      }
    }
    *result[b] = best;
  }, true);
}

template <class T, class Index>
hipblasStatus_t iamax(hipblasHandle_t h, int64_t n, Batch<const T> x, int64_t incx, Batch<Index> r, int64_t batch) {
  return iextreme<true>(h, n, x, incx, r, batch);
}
template <class T, class Index>
hipblasStatus_t iamin(hipblasHandle_t h, int64_t n, Batch<const T> x, int64_t incx, Batch<Index> r, int64_t batch) {
  return iextreme<false>(h, n, x, incx, r, batch);
}

// ---- asum / nrm2 ------------------------------------------------------------------------
template <class T, class R>
hipblasStatus_t asum(hipblasHandle_t handle, int64_t n, Batch<const T> x, int64_t incx, Batch<R> result, int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, n, batch, incx));
  if (result.null() || (n > 0 && x.null())) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t b) {
    *result[b] = n > 0 && incx > 0 ? R(openhip_blas::asum(I(n), num(x[b]), I(incx))) : R(0);
  }, true);
}

template <class T, class R>
hipblasStatus_t nrm2(hipblasHandle_t handle, int64_t n, Batch<const T> x, int64_t incx, Batch<R> result, int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, n, batch, incx));
  if (result.null() || (n > 0 && x.null())) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t b) {
    *result[b] = n > 0 && incx > 0 ? R(openhip_blas::nrm2(I(n), num(x[b]), I(incx))) : R(0);
  }, true);
}

// ---- axpy / copy / swap / scal ----------------------------------------------------------
template <class T>
hipblasStatus_t axpy(hipblasHandle_t handle, int64_t n, const T* alpha, Batch<const T> x, int64_t incx, Batch<T> y,
                     int64_t incy, int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, n, batch, incx, incy));
  if (n <= 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (alpha == nullptr || x.null() || y.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  return runBatches(handle, batch, [=](int64_t b) {
    if constexpr (std::is_same<T, hipblasHalf>::value) {
      float av = halfToFloat(a.get());
      const hipblasHalf* xv = x[b];
      hipblasHalf* yv = y[b];
      int64_t ix = incx < 0 ? (1 - n) * incx : 0, iy = incy < 0 ? (1 - n) * incy : 0;
      for (int64_t i = 0; i < n; ++i, ix += incx, iy += incy)
        yv[iy] = floatToHalf(av * halfToFloat(xv[ix]) + halfToFloat(yv[iy]));
    } else {
      openhip_blas::axpy(I(n), numValue(a.get()), num(x[b]), I(incx), num(y[b]), I(incy));
    }
  });
}

template <class T>
hipblasStatus_t copy(hipblasHandle_t handle, int64_t n, Batch<const T> x, int64_t incx, Batch<T> y, int64_t incy,
                     int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, n, batch, incx, incy));
  if (n <= 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (x.null() || y.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t b) {
    openhip_blas::copy(I(n), num(x[b]), I(incx), num(y[b]), I(incy));
  });
}

template <class T>
hipblasStatus_t swap(hipblasHandle_t handle, int64_t n, Batch<T> x, int64_t incx, Batch<T> y, int64_t incy,
                     int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, n, batch, incx, incy));
  if (n <= 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (x.null() || y.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t b) {
    openhip_blas::swap(I(n), num(x[b]), I(incx), num(y[b]), I(incy));
  });
}

template <class A, class T>
hipblasStatus_t scal(hipblasHandle_t handle, int64_t n, const A* alpha, Batch<T> x, int64_t incx, int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, n, batch, incx));
  if (n <= 0 || incx <= 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (alpha == nullptr || x.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  auto a = scalar(toHandle(handle), alpha);
  return runBatches(handle, batch, [=](int64_t b) {
    openhip_blas::scal(I(n), numValue(a.get()), num(x[b]), I(incx));
  });
}

// ---- dot --------------------------------------------------------------------------------
// Real dots in single precision (f32, and f16/bf16 computed in f32) accumulate in double: one
// float accumulator over 2^24 terms of similar size drifts by 5e-4 relative (OpenBLAS's sdot
// lanes are float accumulators too), where a GPU's tree reduction stays within a few ulps and
// programs check against that. Contiguous vectors use 8 interleaved lanes so the loop vectorizes.
template <class T, class Load>
double wideDot(int64_t n, const T* x, int64_t incx, const T* y, int64_t incy, Load load) {
  double sum = 0.0;
  if (incx == 1 && incy == 1) {
    double lanes[8] = {};
    int64_t i = 0;
    for (; i + 8 <= n; i += 8)
      for (int j = 0; j < 8; ++j) lanes[j] += double(load(x[i + j])) * double(load(y[i + j]));
    for (; i < n; ++i) sum += double(load(x[i])) * double(load(y[i]));
    for (double lane : lanes) sum += lane;
    return sum;
  }
  int64_t ix = incx < 0 ? (1 - n) * incx : 0, iy = incy < 0 ? (1 - n) * incy : 0;
  for (int64_t i = 0; i < n; ++i, ix += incx, iy += incy) sum += double(load(x[ix])) * double(load(y[iy]));
  return sum;
}

template <bool Conjugate, class T>
hipblasStatus_t dotImpl(hipblasHandle_t handle, int64_t n, Batch<const T> x, int64_t incx, Batch<const T> y,
                        int64_t incy, Batch<T> result, int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, n, batch, incx, incy));
  if (result.null() || (n > 0 && (x.null() || y.null()))) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t b) {
    if constexpr (std::is_same<T, hipblasHalf>::value || std::is_same<T, hipblasBfloat16>::value) {
      auto load = [](const T& v) {
        if constexpr (std::is_same<T, hipblasHalf>::value) return halfToFloat(v);
        else return bf16ToFloat(v.data);
      };
      float sum = float(wideDot(n, x[b], incx, y[b], incy, load));
      if constexpr (std::is_same<T, hipblasHalf>::value) *result[b] = floatToHalf(sum);
      else result[b]->data = floatToBf16(sum);
    } else if constexpr (std::is_same<T, float>::value) {
      *result[b] = float(wideDot(n, x[b], incx, y[b], incy, [](float v) { return v; }));
    } else {
      Num<T> value{};
      if (n > 0)
        value = Conjugate ? openhip_blas::dotc(I(n), num(x[b]), I(incx), num(y[b]), I(incy))
                          : openhip_blas::dotu(I(n), num(x[b]), I(incx), num(y[b]), I(incy));
      *num(result[b]) = value;
    }
  }, true);
}

template <class T>
hipblasStatus_t dot(hipblasHandle_t h, int64_t n, Batch<const T> x, int64_t incx, Batch<const T> y, int64_t incy,
                    Batch<T> r, int64_t batch) {
  return dotImpl<false>(h, n, x, incx, y, incy, r, batch);
}
template <class T>
hipblasStatus_t dotu(hipblasHandle_t h, int64_t n, Batch<const T> x, int64_t incx, Batch<const T> y, int64_t incy,
                     Batch<T> r, int64_t batch) {
  return dotImpl<false>(h, n, x, incx, y, incy, r, batch);
}
template <class T>
hipblasStatus_t dotc(hipblasHandle_t h, int64_t n, Batch<const T> x, int64_t incx, Batch<const T> y, int64_t incy,
                     Batch<T> r, int64_t batch) {
  return dotImpl<true>(h, n, x, incx, y, incy, r, batch);
}

// ---- rotations --------------------------------------------------------------------------
// rot with a real cosine and a sine of type S (real, or complex for Crot/Zrot).
template <class T, class R, class S>
hipblasStatus_t rot(hipblasHandle_t handle, int64_t n, Batch<T> x, int64_t incx, Batch<T> y, int64_t incy,
                    const R* c, const S* s, int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, n, batch, incx, incy));
  if (n <= 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (x.null() || y.null() || c == nullptr || s == nullptr) return HIPBLAS_STATUS_INVALID_VALUE;
  auto cv = scalar(toHandle(handle), c);
  auto sv = scalar(toHandle(handle), s);
  return runBatches(handle, batch, [=](int64_t b) {
    auto sn = numValue(sv.get());
    if constexpr (IsComplex<decltype(sn)>::value) {
      // x' = c x + s y, y' = c y - conj(s) x (LAPACK's crot).
      auto* xv = num(x[b]);
      auto* yv = num(y[b]);
      R cc = cv.get();
      int64_t ix = incx < 0 ? (1 - n) * incx : 0, iy = incy < 0 ? (1 - n) * incy : 0;
      for (int64_t i = 0; i < n; ++i, ix += incx, iy += incy) {
        auto xi = xv[ix], yi = yv[iy];
        xv[ix] = cc * xi + sn * yi;
        yv[iy] = cc * yi - std::conj(sn) * xi;
      }
    } else {
      openhip_blas::rot(I(n), num(x[b]), I(incx), num(y[b]), I(incy), cv.get(), sn);
    }
  });
}

// rotg, rotm and rotmg take all their scalars through pointers that follow the pointer mode;
// in host mode the call waits (its outputs are host memory).
template <class T, class R>
hipblasStatus_t rotg(hipblasHandle_t handle, Batch<T> a, Batch<T> b, Batch<R> c, Batch<T> s, int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, 1, batch, 1));
  if (batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (a.null() || b.null() || c.null() || s.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t i) {
    openhip_blas::rotg(num(a[i]), num(b[i]), c[i], num(s[i]));
  }, true);
}

template <class T>
hipblasStatus_t rotm(hipblasHandle_t handle, int64_t n, Batch<T> x, int64_t incx, Batch<T> y, int64_t incy,
                     Batch<const T> param, int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, n, batch, incx, incy));
  if (n <= 0 || batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (x.null() || y.null() || param.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  // Host-mode parameters of a single call are copied now; device-mode ones read when it runs.
  bool copy_now = toHandle(handle)->pointer_mode == HIPBLAS_POINTER_MODE_HOST && param.array == nullptr &&
                  batch == 1;
  T p[5] = {};
  if (copy_now)
    for (int k = 0; k < 5; ++k) p[k] = param[0][k];
  return runBatches(handle, batch, [=](int64_t b) {
    const T* pp = copy_now ? p : param[b];
    if constexpr (std::is_same<T, float>::value) cblas_srotm(I(n), x[b], I(incx), y[b], I(incy), pp);
    else cblas_drotm(I(n), x[b], I(incx), y[b], I(incy), pp);
  }, !copy_now);
}

template <class T>
hipblasStatus_t rotmg(hipblasHandle_t handle, Batch<T> d1, Batch<T> d2, Batch<T> x1, Batch<const T> y1,
                      Batch<T> param, int64_t batch) {
  HIPBLAS_TRY(level1Checks(handle, 1, batch, 1));
  if (batch == 0) return HIPBLAS_STATUS_SUCCESS;
  if (d1.null() || d2.null() || x1.null() || y1.null() || param.null()) return HIPBLAS_STATUS_INVALID_VALUE;
  return runBatches(handle, batch, [=](int64_t b) {
    if constexpr (std::is_same<T, float>::value) cblas_srotmg(d1[b], d2[b], x1[b], *y1[b], param[b]);
    else cblas_drotmg(d1[b], d2[b], x1[b], *y1[b], param[b]);
  }, true);
}

}  // namespace openhip_blas

#endif
