// 3D memory: cudaMalloc3D pitched volumes, cudaMemset3D, cudaMemcpy3D between
// host, pitched device memory and a 3D array, a sub-box copy with offsets,
// and a kernel walking the pitched volume.
#include <cuda_runtime.h>

#include <cstdio>
#include <vector>

#include "cuda_check.h"

__global__ void addIndex(cudaPitchedPtr volume, int w, int h, int depth) {
  int x = threadIdx.x, y = blockIdx.x, z = blockIdx.y;
  if (x >= w || y >= h || z >= depth) return;
  char* slice = static_cast<char*>(volume.ptr) + z * volume.pitch * h;
  int* row = reinterpret_cast<int*>(slice + y * volume.pitch);
  row[x] += (z * h + y) * w + x;
}

int main() {
  const int w = 20, h = 6, d = 5;
  int errors = 0;
  cudaExtent extent = make_cudaExtent(w * sizeof(int), h, d);
  cudaPitchedPtr volume;
  CUDA_CHECK(cudaMalloc3D(&volume, extent));
  if (volume.pitch < w * sizeof(int) || volume.xsize != w * sizeof(int) || volume.ysize != h) ++errors;
  CUDA_CHECK(cudaMemset3D(volume, 0, extent));
  addIndex<<<dim3(h, d), w>>>(volume, w, h, d);
  CUDA_CHECK(cudaGetLastError());

  std::vector<int> host(w * h * d, -1);
  cudaMemcpy3DParms toHost = {};
  toHost.srcPtr = volume;
  toHost.dstPtr = make_cudaPitchedPtr(host.data(), w * sizeof(int), w, h);
  toHost.extent = extent;
  toHost.kind = cudaMemcpyDeviceToHost;
  CUDA_CHECK(cudaMemcpy3D(&toHost));
  for (int i = 0; i < w * h * d; ++i)
    if (host[i] != i) ++errors;

  // Host -> 3D array -> pitched device (async), then a 4x3x2 box at (2,1,1).
  cudaChannelFormatDesc channel = cudaCreateChannelDesc<int>();
  cudaArray_t array;
  CUDA_CHECK(cudaMalloc3DArray(&array, &channel, make_cudaExtent(w, h, d)));
  for (int i = 0; i < w * h * d; ++i) host[i] = 7 * i;
  cudaMemcpy3DParms toArray = {};
  toArray.srcPtr = make_cudaPitchedPtr(host.data(), w * sizeof(int), w, h);
  toArray.dstArray = array;
  toArray.extent = make_cudaExtent(w, h, d);  // in elements for arrays
  toArray.kind = cudaMemcpyHostToDevice;
  CUDA_CHECK(cudaMemcpy3D(&toArray));
  CUDA_CHECK(cudaMemset3D(volume, 0, extent));
  cudaMemcpy3DParms box = {};
  box.srcArray = array;
  box.srcPos = make_cudaPos(2, 1, 1);
  box.dstPtr = volume;
  box.dstPos = make_cudaPos(2 * sizeof(int), 1, 1);
  box.extent = make_cudaExtent(4, 3, 2);
  box.kind = cudaMemcpyDeviceToDevice;
  cudaStream_t stream;
  CUDA_CHECK(cudaStreamCreate(&stream));
  CUDA_CHECK(cudaMemcpy3DAsync(&box, stream));
  CUDA_CHECK(cudaStreamSynchronize(stream));
  std::vector<int> result(w * h * d, -1);
  toHost.dstPtr = make_cudaPitchedPtr(result.data(), w * sizeof(int), w, h);
  CUDA_CHECK(cudaMemcpy3D(&toHost));
  for (int z = 0; z < d; ++z)
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        bool inBox = x >= 2 && x < 6 && y >= 1 && y < 4 && z >= 1 && z < 3;
        int i = (z * h + y) * w + x;
        if (result[i] != (inBox ? 7 * i : 0)) ++errors;
      }
  cudaMemcpy3DParms bad = {};
  if (cudaMemcpy3D(&bad) == cudaSuccess) ++errors;  // no source, no destination

  CUDA_CHECK(cudaStreamDestroy(stream));
  CUDA_CHECK(cudaFreeArray(array));
  CUDA_CHECK(cudaFree(volume.ptr));
  std::printf(errors == 0 ? "PASS\n" : "FAIL (%d wrong)\n", errors);
  return errors == 0 ? 0 : 1;
}
