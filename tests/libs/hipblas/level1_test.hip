// hipBLAS level 1 against reference loops: s/d/c/z, plain/Batched/StridedBatched/_64,
// host and device pointer modes, half and bfloat16 forms.
#include <hipblas/hipblas.h>

#include "blas_test.h"

namespace {

hipblasHandle_t handle;

void realFamilies() {
  const int n = 37;
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = float(testValue(i));
    y[i] = float(testValue(i, 3));
  }
  float* dx = deviceCopy(x);
  float* dy = deviceCopy(y);
  float alpha = 1.5f;
  CHECK_STATUS(hipblasSaxpy(handle, n, &alpha, dx, 1, dy, 1), HIPBLAS_STATUS_SUCCESS);
  auto ry = hostCopy(dy, n);
  for (int i = 0; i < n; ++i) CHECK(near(ry[i], y[i] + alpha * x[i], 1e-6));

  float dot = 0, want = 0;
  for (int i = 0; i < n; ++i) want += x[i] * ry[i];
  CHECK_STATUS(hipblasSdot(handle, n, dx, 1, dy, 1, &dot), HIPBLAS_STATUS_SUCCESS);
  CHECK(near(dot, want, 1e-5));

  float nrm = 0, asum = 0;
  double want_nrm = 0, want_asum = 0;
  for (int i = 0; i < n; ++i) {
    want_nrm += double(x[i]) * x[i];
    want_asum += std::fabs(x[i]);
  }
  CHECK_STATUS(hipblasSnrm2(handle, n, dx, 1, &nrm), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasSasum(handle, n, dx, 1, &asum), HIPBLAS_STATUS_SUCCESS);
  CHECK(near(nrm, std::sqrt(want_nrm), 1e-5));
  CHECK(near(asum, want_asum, 1e-5));

  int imax = 0, imin = 0;
  int want_max = 1, want_min = 1;
  for (int i = 1; i < n; ++i) {
    if (std::fabs(x[i]) > std::fabs(x[want_max - 1])) want_max = i + 1;
    if (std::fabs(x[i]) < std::fabs(x[want_min - 1])) want_min = i + 1;
  }
  CHECK_STATUS(hipblasIsamax(handle, n, dx, 1, &imax), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasIsamin(handle, n, dx, 1, &imin), HIPBLAS_STATUS_SUCCESS);
  CHECK(imax == want_max);
  CHECK(imin == want_min);
  int64_t imax64 = 0;
  CHECK_STATUS(hipblasIsamax_64(handle, n, dx, 1, &imax64), HIPBLAS_STATUS_SUCCESS);
  CHECK(imax64 == want_max);

  // scal, copy, swap with a stride of 2 over the first half.
  float two = 2.0f;
  CHECK_STATUS(hipblasSscal(handle, n / 2, &two, dx, 2), HIPBLAS_STATUS_SUCCESS);
  auto rx = hostCopy(dx, n);
  for (int i = 0; i < n; ++i) CHECK(near(rx[i], (i % 2 == 0 && i / 2 < n / 2) ? 2 * x[i] : x[i], 1e-6));
  CHECK_STATUS(hipblasScopy(handle, n, dx, 1, dy, 1), HIPBLAS_STATUS_SUCCESS);
  CHECK(hostCopy(dy, n) == rx);

  // rot on doubles, rotg.
  std::vector<double> a(n), b(n);
  for (int i = 0; i < n; ++i) {
    a[i] = testValue(i, 1);
    b[i] = testValue(i, 2);
  }
  double* da = deviceCopy(a);
  double* db = deviceCopy(b);
  double c = 0.6, s = 0.8;
  CHECK_STATUS(hipblasDrot(handle, n, da, 1, db, 1, &c, &s), HIPBLAS_STATUS_SUCCESS);
  auto ra = hostCopy(da, n), rb = hostCopy(db, n);
  for (int i = 0; i < n; ++i) {
    CHECK(near(ra[i], c * a[i] + s * b[i], 1e-14));
    CHECK(near(rb[i], c * b[i] - s * a[i], 1e-14));
  }
  double ga = 3, gb = 4, gc = 0, gs = 0;
  CHECK_STATUS(hipblasDrotg(handle, &ga, &gb, &gc, &gs), HIPBLAS_STATUS_SUCCESS);
  CHECK(near(ga, 5, 1e-14) && near(gc, 0.6, 1e-14) && near(gs, 0.8, 1e-14));
  CHECK_HIP(hipFree(dx));
  CHECK_HIP(hipFree(dy));
  CHECK_HIP(hipFree(da));
  CHECK_HIP(hipFree(db));
}

void complexFamilies() {
  const int n = 29;
  std::vector<hipDoubleComplex> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = make_hipDoubleComplex(testValue(i), testValue(i, 5));
    y[i] = make_hipDoubleComplex(testValue(i, 7), testValue(i, 9));
  }
  auto cx = [&](int i) { return std::complex<double>(x[i].x, x[i].y); };
  auto cy = [&](int i) { return std::complex<double>(y[i].x, y[i].y); };
  hipDoubleComplex* dx = deviceCopy(x);
  hipDoubleComplex* dy = deviceCopy(y);
  hipDoubleComplex dotc, dotu;
  std::complex<double> want_c = 0, want_u = 0;
  for (int i = 0; i < n; ++i) {
    want_c += std::conj(cx(i)) * cy(i);
    want_u += cx(i) * cy(i);
  }
  CHECK_STATUS(hipblasZdotc(handle, n, dx, 1, dy, 1, &dotc), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasZdotu(handle, n, dx, 1, dy, 1, &dotu), HIPBLAS_STATUS_SUCCESS);
  CHECK(near(std::complex<double>(dotc.x, dotc.y), want_c, 1e-13));
  CHECK(near(std::complex<double>(dotu.x, dotu.y), want_u, 1e-13));

  hipDoubleComplex alpha = make_hipDoubleComplex(0.5, -2.0);
  CHECK_STATUS(hipblasZaxpy(handle, n, &alpha, dx, 1, dy, 1), HIPBLAS_STATUS_SUCCESS);
  auto ry = hostCopy(dy, n);
  for (int i = 0; i < n; ++i)
    CHECK(near(std::complex<double>(ry[i].x, ry[i].y), cy(i) + std::complex<double>(0.5, -2.0) * cx(i), 1e-14));

  double nrm = 0, asum = 0, want_nrm = 0, want_asum = 0;
  for (int i = 0; i < n; ++i) {
    want_nrm += std::norm(cx(i));
    want_asum += std::fabs(x[i].x) + std::fabs(x[i].y);
  }
  CHECK_STATUS(hipblasDznrm2(handle, n, dx, 1, &nrm), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasDzasum(handle, n, dx, 1, &asum), HIPBLAS_STATUS_SUCCESS);
  CHECK(near(nrm, std::sqrt(want_nrm), 1e-13));
  CHECK(near(asum, want_asum, 1e-13));

  // Zdscal (real alpha) and Crot with a complex sine.
  double half = 0.5;
  CHECK_STATUS(hipblasZdscal(handle, n, &half, dx, 1), HIPBLAS_STATUS_SUCCESS);
  auto rx = hostCopy(dx, n);
  for (int i = 0; i < n; ++i) CHECK(near(std::complex<double>(rx[i].x, rx[i].y), 0.5 * cx(i), 1e-15));
  std::vector<hipComplex> u(n), v(n);
  for (int i = 0; i < n; ++i) {
    u[i] = make_hipComplex(float(testValue(i)), float(testValue(i, 1)));
    v[i] = make_hipComplex(float(testValue(i, 2)), float(testValue(i, 3)));
  }
  hipComplex* du = deviceCopy(u);
  hipComplex* dv = deviceCopy(v);
  float c = 0.8f;
  hipComplex s = make_hipComplex(0.36f, 0.48f);
  CHECK_STATUS(hipblasCrot(handle, n, du, 1, dv, 1, &c, &s), HIPBLAS_STATUS_SUCCESS);
  auto ru = hostCopy(du, n), rv = hostCopy(dv, n);
  std::complex<float> sc(0.36f, 0.48f);
  for (int i = 0; i < n; ++i) {
    std::complex<float> ui(u[i].x, u[i].y), vi(v[i].x, v[i].y);
    std::complex<float> wu = c * ui + sc * vi, wv = c * vi - std::conj(sc) * ui;
    CHECK(near(std::complex<double>(ru[i].x, ru[i].y), std::complex<double>(wu), 1e-6));
    CHECK(near(std::complex<double>(rv[i].x, rv[i].y), std::complex<double>(wv), 1e-6));
  }
  int imax = 0;
  CHECK_STATUS(hipblasIzamax(handle, n, dx, 1, &imax), HIPBLAS_STATUS_SUCCESS);
  int want = 1;
  for (int i = 1; i < n; ++i)
    if (std::fabs(rx[i].x) + std::fabs(rx[i].y) > std::fabs(rx[want - 1].x) + std::fabs(rx[want - 1].y)) want = i + 1;
  CHECK(imax == want);
  CHECK_HIP(hipFree(dx));
  CHECK_HIP(hipFree(dy));
  CHECK_HIP(hipFree(du));
  CHECK_HIP(hipFree(dv));
}

void batchedForms() {
  const int n = 10, batch = 3;
  const hipblasStride stride = 16;
  std::vector<float> x(stride * batch), y(stride * batch);
  for (size_t i = 0; i < x.size(); ++i) {
    x[i] = float(testValue(int(i)));
    y[i] = float(testValue(int(i), 4));
  }
  float* dx = deviceCopy(x);
  float* dy = deviceCopy(y);
  std::vector<float> results(batch);
  float* dres = deviceCopy(results);
  // Strided dot, results in device memory (device pointer mode).
  CHECK_STATUS(hipblasSetPointerMode(handle, HIPBLAS_POINTER_MODE_DEVICE), HIPBLAS_STATUS_SUCCESS);
  CHECK_STATUS(hipblasSdotStridedBatched(handle, n, dx, 1, stride, dy, 1, stride, batch, dres), HIPBLAS_STATUS_SUCCESS);
  CHECK_HIP(hipDeviceSynchronize());
  results = hostCopy(dres, batch);
  for (int b = 0; b < batch; ++b) {
    float want = 0;
    for (int i = 0; i < n; ++i) want += x[b * stride + i] * y[b * stride + i];
    CHECK(near(results[b], want, 1e-5));
  }
  CHECK_STATUS(hipblasSetPointerMode(handle, HIPBLAS_POINTER_MODE_HOST), HIPBLAS_STATUS_SUCCESS);
  // Batched axpy through an array of device pointers; _64 strided scal.
  std::vector<float*> xs(batch), ys(batch);
  for (int b = 0; b < batch; ++b) {
    xs[b] = dx + b * stride;
    ys[b] = dy + b * stride;
  }
  float** dxs = deviceCopy(xs);
  float** dys = deviceCopy(ys);
  float alpha = -1.0f;
  CHECK_STATUS(hipblasSaxpyBatched(handle, n, &alpha, dxs, 1, dys, 1, batch), HIPBLAS_STATUS_SUCCESS);
  auto ry = hostCopy(dy, y.size());
  for (int b = 0; b < batch; ++b)
    for (int i = 0; i < n; ++i) CHECK(near(ry[b * stride + i], y[b * stride + i] - x[b * stride + i], 1e-6));
  float three = 3.0f;
  CHECK_STATUS(hipblasSscalStridedBatched_64(handle, n, &three, dx, 1, stride, batch), HIPBLAS_STATUS_SUCCESS);
  auto rx = hostCopy(dx, x.size());
  for (int b = 0; b < batch; ++b)
    for (int i = 0; i < int(stride); ++i) CHECK(near(rx[b * stride + i], i < n ? 3 * x[b * stride + i] : x[b * stride + i], 1e-6));
  // Batched nrm2 with results on the host.
  std::vector<float> nrms(batch);
  CHECK_STATUS(hipblasSnrm2Batched(handle, n, dxs, 1, batch, nrms.data()), HIPBLAS_STATUS_SUCCESS);
  for (int b = 0; b < batch; ++b) {
    double want = 0;
    for (int i = 0; i < n; ++i) want += double(rx[b * stride + i]) * rx[b * stride + i];
    CHECK(near(nrms[b], std::sqrt(want), 1e-5));
  }
  CHECK_HIP(hipFree(dx));
  CHECK_HIP(hipFree(dy));
  CHECK_HIP(hipFree(dres));
  CHECK_HIP(hipFree(dxs));
  CHECK_HIP(hipFree(dys));
}

uint16_t toHalf(float f) {
  __half h = __float2half(f);
  uint16_t bits;
  std::memcpy(&bits, &h, 2);
  return bits;
}
float fromHalf(uint16_t bits) {
  __half h;
  std::memcpy(&h, &bits, 2);
  return __half2float(h);
}

void halfAndBfloat16() {
  const int n = 64;
  std::vector<hipblasHalf> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = toHalf(float(testValue(i)));
    y[i] = toHalf(float(testValue(i, 2)));
  }
  hipblasHalf* dx = deviceCopy(x);
  hipblasHalf* dy = deviceCopy(y);
  hipblasHalf alpha = toHalf(0.5f);
  CHECK_STATUS(hipblasHaxpy(handle, n, &alpha, dx, 1, dy, 1), HIPBLAS_STATUS_SUCCESS);
  auto ry = hostCopy(dy, n);
  for (int i = 0; i < n; ++i) CHECK(fromHalf(ry[i]) == fromHalf(toHalf(fromHalf(y[i]) + 0.5f * fromHalf(x[i]))));
  hipblasHalf hdot;
  CHECK_STATUS(hipblasHdot(handle, n, dx, 1, dx, 1, &hdot), HIPBLAS_STATUS_SUCCESS);
  float want = 0;
  for (int i = 0; i < n; ++i) want += fromHalf(x[i]) * fromHalf(x[i]);
  CHECK(near(fromHalf(hdot), want, 1e-3));
  std::vector<hipblasBfloat16> bx(n);
  for (int i = 0; i < n; ++i) {
    float f = float(testValue(i));
    uint32_t bits;
    std::memcpy(&bits, &f, 4);
    bx[i].data = uint16_t(bits >> 16);  // exact: the inputs are multiples of 1/8
  }
  hipblasBfloat16* dbx = deviceCopy(bx);
  hipblasBfloat16 bdot;
  CHECK_STATUS(hipblasBfdot(handle, n, dbx, 1, dbx, 1, &bdot), HIPBLAS_STATUS_SUCCESS);
  uint32_t bits = uint32_t(bdot.data) << 16;
  float got;
  std::memcpy(&got, &bits, 4);
  CHECK(near(got, want, 1e-2));
  // DotEx with f16 data and f32 execution.
  hipblasHalf ex;
  CHECK_STATUS(hipblasDotEx(handle, n, dx, HIP_R_16F, 1, dx, HIP_R_16F, 1, &ex, HIP_R_16F, HIP_R_32F),
               HIPBLAS_STATUS_SUCCESS);
  CHECK(fromHalf(ex) == fromHalf(hdot));
  CHECK_HIP(hipFree(dx));
  CHECK_HIP(hipFree(dy));
  CHECK_HIP(hipFree(dbx));
}

// Long single-precision dots stay as accurate as a GPU's tree reduction (docs/hipblas.md):
// 2^22 + 1001 equal terms summing to about 60000, where one float accumulator drifts by
// hundreds; and negative and non-unit increments.
void longDots() {
  const int n = (1 << 22) + 1001;
  const float v = float(std::sqrt(60000.0 / n));
  float* dx = deviceCopy(std::vector<float>(n, v));
  float dot = 0;
  CHECK_STATUS(hipblasSdot(handle, n, dx, 1, dx, 1, &dot), HIPBLAS_STATUS_SUCCESS);
  CHECK(std::fabs(double(dot) - double(n) * v * v) < 0.05);
  hipblasHalf hv = toHalf(v);
  hipblasHalf* dh = deviceCopy(std::vector<hipblasHalf>(n, hv));
  hipblasHalf hdot;
  CHECK_STATUS(hipblasHdot(handle, n, dh, 1, dh, 1, &hdot), HIPBLAS_STATUS_SUCCESS);
  CHECK(std::fabs(double(fromHalf(hdot)) - double(n) * fromHalf(hv) * fromHalf(hv)) <= 32.0);  // f16's ulp there

  const int m = 10007;
  std::vector<float> a(size_t(m) * 2), b(size_t(m) * 3);
  for (size_t i = 0; i < a.size(); ++i) a[i] = float(testValue(int(i), 5));
  for (size_t i = 0; i < b.size(); ++i) b[i] = float(testValue(int(i), 6));
  float *da = deviceCopy(a), *db = deviceCopy(b);
  // incx = -2 walks a from its end; incy = 3 from b's start.
  double want = 0;
  for (int i = 0; i < m; ++i) want += double(a[size_t(m - 1 - i) * 2]) * b[size_t(i) * 3];
  CHECK_STATUS(hipblasSdot(handle, m, da, -2, db, 3, &dot), HIPBLAS_STATUS_SUCCESS);
  CHECK(near(dot, want, 1e-6));
  for (float* p : {dx, da, db}) CHECK_HIP(hipFree(p));
  CHECK_HIP(hipFree(dh));
}

}  // namespace

int main() {
  CHECK_STATUS(hipblasCreate(&handle), HIPBLAS_STATUS_SUCCESS);
  realFamilies();
  complexFamilies();
  batchedForms();
  halfAndBfloat16();
  longDots();
  CHECK_STATUS(hipblasDestroy(handle), HIPBLAS_STATUS_SUCCESS);
  return finish("hipblas level1");
}
