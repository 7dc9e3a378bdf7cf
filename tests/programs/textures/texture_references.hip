// The texture reference API: texture<T, dim, mode> variables bound with
// hipBindTexture / hipBindTexture2D / hipBindTextureToArray and the driver
// setters, fetched with tex1Dfetch / tex1D / tex2D in kernels; rebinding and
// changing the filter between launches take effect.
#include <hip/hip_runtime.h>

#include <cstring>
#include <vector>

#include "../program_check.h"

// The texture reference API is deprecated in HIP 5.2; this test uses it on purpose.
#pragma clang diagnostic ignored "-Wdeprecated-declarations"

texture<float, hipTextureType1D, hipReadModeElementType> linearRef;
texture<float, hipTextureType2D, hipReadModeElementType> arrayRef;
texture<uchar4, hipTextureType2D, hipReadModeNormalizedFloat> colorRef;
texture<int, hipTextureType1D> intRef;

__global__ void fetchLinear(float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1Dfetch(linearRef, i);
}

__global__ void sampleArray(float* out, int w, int h) {
  const int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h)
    out[y * w + x] = tex2D(arrayRef, x + 1.0f, y + 0.5f);
}

__global__ void gatherArray(float4* out) {
  out[0] = tex2Dgather(arrayRef, 2.0f, 1.0f, 0);
}

__global__ void sampleColor(float4* out, int n) {
  const int i = threadIdx.x;
  if (i < n)
    out[i] = tex2D(colorRef, i + 0.5f, 0.5f);
}

__global__ void sampleInt(int* out, int n) {
  const int i = threadIdx.x;
  if (i < n)
    out[i] = tex1D(intRef, i * 2 + 0.5f);
}

int main() {
  Checker check;
  const int n = 50;
  std::vector<float> values(n);
  for (int i = 0; i < n; ++i)
    values[i] = 3.0f * i - 11.0f;
  float* data = nullptr;
  float* out = nullptr;
  HIP_CHECK(hipMalloc(&data, n * sizeof(float)));
  HIP_CHECK(hipMalloc(&out, 64 * sizeof(float)));
  HIP_CHECK(hipMemcpy(data, values.data(), n * sizeof(float), hipMemcpyHostToDevice));

  // hipGetTextureReference finds the registered variable.
  const textureReference* ref = nullptr;
  HIP_CHECK(hipGetTextureReference(&ref, &linearRef));
  check.expect_true("hipGetTextureReference returns the variable", ref == &linearRef);

  size_t offset = 1;
  hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
  HIP_CHECK(hipBindTexture(&offset, &linearRef, data, &desc, n * sizeof(float)));
  check.expect_eq("offset", 0, offset, 0);
  fetchLinear<<<1, 64>>>(out, n);
  HIP_CHECK_LAUNCH();
  std::vector<float> got(64);
  HIP_CHECK(hipMemcpy(got.data(), out, n * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < n; ++i)
    check.expect_near("tex1Dfetch(linearRef)", i, got[i], values[i], 0);

  // Rebinding to another range is seen by the next launch.
  HIP_CHECK(hipBindTexture(nullptr, &linearRef, data + 10, &desc, 20 * sizeof(float)));
  fetchLinear<<<1, 64>>>(out, 30);
  HIP_CHECK_LAUNCH();
  HIP_CHECK(hipMemcpy(got.data(), out, 30 * sizeof(float), hipMemcpyDeviceToHost));
  for (int i = 0; i < 30; ++i)
    check.expect_near("tex1Dfetch after rebinding", i, got[i], i < 20 ? values[10 + i] : 0.0f, 0);
  HIP_CHECK(hipUnbindTexture(&linearRef));

  // A 2-D array, point then linear filtering (set through the driver API).
  const int w = 6, h = 4;
  std::vector<float> grid(w * h);
  for (int i = 0; i < w * h; ++i)
    grid[i] = float(i * i % 17);
  hipArray_t array = nullptr;
  HIP_CHECK(hipMallocArray(&array, &desc, w, h));
  HIP_CHECK(hipMemcpy2DToArray(array, 0, 0, grid.data(), w * sizeof(float), w * sizeof(float), h,
                               hipMemcpyHostToDevice));
  HIP_CHECK(hipBindTextureToArray(&arrayRef, array, &desc));
  for (int pass = 0; pass < 2; ++pass) {
    if (pass == 1)
      HIP_CHECK(hipTexRefSetFilterMode(&arrayRef, hipFilterModeLinear));
    sampleArray<<<h, 32>>>(out, w, h);
    HIP_CHECK_LAUNCH();
    HIP_CHECK(hipMemcpy(got.data(), out, w * h * sizeof(float), hipMemcpyDeviceToHost));
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        // x + 1.0: point takes texel x + 1 (clamped); linear is halfway between x and x + 1.
        const float right = grid[y * w + std::min(x + 1, w - 1)];
        const float want = pass == 0 ? right : 0.5f * (grid[y * w + x] + right);
        check.expect_near(pass == 0 ? "tex2D(arrayRef) point" : "tex2D(arrayRef) linear", y * w + x,
                          got[y * w + x], want, 1e-6);
      }
  }
  float4* gathered = nullptr;
  HIP_CHECK(hipMalloc(&gathered, sizeof(float4)));
  gatherArray<<<1, 1>>>(gathered);
  HIP_CHECK_LAUNCH();
  float4 g;
  HIP_CHECK(hipMemcpy(&g, gathered, sizeof(float4), hipMemcpyDeviceToHost));
  // Footprint of (2.0, 1.0): texels x 1..2, rows 0..1.
  check.expect_near("tex2Dgather(arrayRef).x", 0, g.x, grid[1 * w + 1], 0);
  check.expect_near("tex2Dgather(arrayRef).y", 0, g.y, grid[1 * w + 2], 0);
  check.expect_near("tex2Dgather(arrayRef).z", 0, g.z, grid[0 * w + 2], 0);
  check.expect_near("tex2Dgather(arrayRef).w", 0, g.w, grid[0 * w + 1], 0);
  HIP_CHECK(hipFree(gathered));
  HIP_CHECK(hipUnbindTexture(&arrayRef));

  // Normalized-float reads of uchar4 pitched memory, bound with hipBindTexture2D.
  uchar4* colors = nullptr;
  size_t pitch = 0;
  HIP_CHECK(hipMallocPitch(reinterpret_cast<void**>(&colors), &pitch, 8 * sizeof(uchar4), 2));
  std::vector<uchar4> row(8);
  for (int i = 0; i < 8; ++i)
    row[i] = make_uchar4((unsigned char)(i * 30), 255, 0, (unsigned char)(255 - i));
  HIP_CHECK(hipMemcpy(colors, row.data(), 8 * sizeof(uchar4), hipMemcpyHostToDevice));
  const hipChannelFormatDesc cdesc = hipCreateChannelDesc<uchar4>();
  HIP_CHECK(hipBindTexture2D(nullptr, &colorRef, colors, &cdesc, 8, 2, pitch));
  float4* out4 = nullptr;
  HIP_CHECK(hipMalloc(&out4, 8 * sizeof(float4)));
  sampleColor<<<1, 8>>>(out4, 8);
  HIP_CHECK_LAUNCH();
  std::vector<float4> got4(8);
  HIP_CHECK(hipMemcpy(got4.data(), out4, 8 * sizeof(float4), hipMemcpyDeviceToHost));
  for (int i = 0; i < 8; ++i) {
    check.expect_near("colorRef.x", i, got4[i].x, i * 30 / 255.0, 1e-6);
    check.expect_near("colorRef.y", i, got4[i].y, 1.0, 0);
    check.expect_near("colorRef.w", i, got4[i].w, (255 - i) / 255.0, 1e-6);
  }
  HIP_CHECK(hipUnbindTexture(&colorRef));

  // Driver-style binding: format and address set on the reference itself.
  std::vector<int> ints(16);
  for (int i = 0; i < 16; ++i)
    ints[i] = -i * 1000;
  int* idata = nullptr;
  int* iout = nullptr;
  HIP_CHECK(hipMalloc(&idata, 16 * sizeof(int)));
  HIP_CHECK(hipMalloc(&iout, 16 * sizeof(int)));
  HIP_CHECK(hipMemcpy(idata, ints.data(), 16 * sizeof(int), hipMemcpyHostToDevice));
  HIP_CHECK(hipTexRefSetFormat(&intRef, HIP_AD_FORMAT_SIGNED_INT32, 1));
  HIP_CHECK(hipTexRefSetAddress(&offset, &intRef, idata, 16 * sizeof(int)));
  HIP_CHECK(hipTexRefSetAddressMode(&intRef, 0, hipAddressModeBorder));
  sampleInt<<<1, 10>>>(iout, 10);
  HIP_CHECK_LAUNCH();
  std::vector<int> igot(10);
  HIP_CHECK(hipMemcpy(igot.data(), iout, 10 * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < 10; ++i)
    check.expect_eq("tex1D(intRef)", i, igot[i], i < 8 ? ints[i * 2] : 0);
  HIP_CHECK(hipUnbindTexture(&intRef));

  HIP_CHECK(hipFreeArray(array));
  HIP_CHECK(hipFree(data));
  HIP_CHECK(hipFree(out));
  HIP_CHECK(hipFree(colors));
  HIP_CHECK(hipFree(out4));
  HIP_CHECK(hipFree(idata));
  HIP_CHECK(hipFree(iout));
  return check.finish();
}
