// Texture and surface objects over a CUDA array: point and linear sampling
// with normalized and clamped coordinates, a surface write read back.
#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <vector>

#include "cuda_check.h"

__global__ void sample(cudaTextureObject_t tex, float* out, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x < w && y < h) out[y * w + x] = tex2D<float>(tex, x + 0.5f, y + 0.5f);
}

__global__ void sampleBetween(cudaTextureObject_t tex, float* out) {
  out[0] = tex2D<float>(tex, 1.0f, 0.5f);    // halfway between texels 0 and 1 of row 0
  out[1] = tex2D<float>(tex, -10.0f, 0.5f);  // clamped to texel 0
}

__global__ void writeSurface(cudaSurfaceObject_t surf, int w, int h) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x < w && y < h) surf2Dwrite(static_cast<float>(1000 + y * w + x), surf, x * sizeof(float), y);
}

int main() {
  const int w = 16, h = 8;
  int errors = 0;
  std::vector<float> texels(w * h), out(w * h);
  for (int i = 0; i < w * h; ++i) texels[i] = static_cast<float>(i);

  cudaChannelFormatDesc channel = cudaCreateChannelDesc<float>();
  if (channel.x != 32 || channel.f != cudaChannelFormatKindFloat) ++errors;
  cudaArray_t array;
  CUDA_CHECK(cudaMallocArray(&array, &channel, w, h, cudaArraySurfaceLoadStore));
  CUDA_CHECK(cudaMemcpy2DToArray(array, 0, 0, texels.data(), w * sizeof(float), w * sizeof(float), h,
                                 cudaMemcpyHostToDevice));

  cudaResourceDesc resource = {};
  resource.resType = cudaResourceTypeArray;
  resource.res.array.array = array;
  cudaTextureDesc desc = {};
  desc.addressMode[0] = cudaAddressModeClamp;
  desc.addressMode[1] = cudaAddressModeClamp;
  desc.filterMode = cudaFilterModePoint;
  desc.readMode = cudaReadModeElementType;
  cudaTextureObject_t point = 0, linear = 0;
  CUDA_CHECK(cudaCreateTextureObject(&point, &resource, &desc, nullptr));
  desc.filterMode = cudaFilterModeLinear;
  CUDA_CHECK(cudaCreateTextureObject(&linear, &resource, &desc, nullptr));
  if (point == 0 || linear == 0) ++errors;

  float* d = nullptr;
  CUDA_CHECK(cudaMalloc(&d, w * h * sizeof(float)));
  sample<<<dim3(1, h), w>>>(point, d, w, h);
  CUDA_CHECK(cudaGetLastError());
  CUDA_CHECK(cudaMemcpy(out.data(), d, w * h * sizeof(float), cudaMemcpyDeviceToHost));
  for (int i = 0; i < w * h; ++i)
    if (out[i] != texels[i]) ++errors;
  sampleBetween<<<1, 1>>>(linear, d);
  CUDA_CHECK(cudaMemcpy(out.data(), d, 2 * sizeof(float), cudaMemcpyDeviceToHost));
  if (std::fabs(out[0] - 0.5f) > 1e-2f || out[1] != 0.0f) ++errors;

  cudaTextureDesc readDesc = {};
  CUDA_CHECK(cudaGetTextureObjectTextureDesc(&readDesc, linear));
  if (readDesc.filterMode != cudaFilterModeLinear) ++errors;

  cudaSurfaceObject_t surface = 0;
  CUDA_CHECK(cudaCreateSurfaceObject(&surface, &resource));
  writeSurface<<<dim3(1, h), w>>>(surface, w, h);
  CUDA_CHECK(cudaDeviceSynchronize());
  CUDA_CHECK(cudaMemcpy2DFromArray(out.data(), w * sizeof(float), array, 0, 0, w * sizeof(float), h,
                                   cudaMemcpyDeviceToHost));
  for (int i = 0; i < w * h; ++i)
    if (out[i] != 1000.0f + i) ++errors;

  CUDA_CHECK(cudaDestroySurfaceObject(surface));
  CUDA_CHECK(cudaDestroyTextureObject(point));
  CUDA_CHECK(cudaDestroyTextureObject(linear));
  CUDA_CHECK(cudaFreeArray(array));
  CUDA_CHECK(cudaFree(d));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
