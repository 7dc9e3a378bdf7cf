// Surface objects: kernels write arrays with surf1D/2D/3D/2DLayered write
// (byte x coordinate), read them back with surf*read, and the results are
// checked on the host, including the zero and clamp boundary modes.
#include <hip/hip_runtime.h>

#include <cstring>
#include <vector>

#include "../program_check.h"

namespace {

hipSurfaceObject_t surfaceOf(hipArray_t array) {
  hipResourceDesc res;
  std::memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypeArray;
  res.res.array.array = array;
  hipSurfaceObject_t surface = nullptr;
  HIP_CHECK(hipCreateSurfaceObject(&surface, &res));
  return surface;
}

__global__ void write2D(hipSurfaceObject_t s, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x < w && y < h)
    surf2Dwrite(make_float2(float(x), float(y * 10)), s, x * sizeof(float2), y);
}

// Each output texel is the sum of its row neighbours, read with zero boundary mode.
__global__ void blur2D(hipSurfaceObject_t in, hipSurfaceObject_t out, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x >= w || y >= h)
    return;
  float2 left, right;
  surf2Dread(&left, in, (x - 1) * int(sizeof(float2)), y, hipBoundaryModeZero);
  surf2Dread(&right, in, (x + 1) * int(sizeof(float2)), y, hipBoundaryModeZero);
  const float2 edge =
      surf2Dread<float2>(in, (x + 5) * int(sizeof(float2)), y, hipBoundaryModeClamp);
  surf2Dwrite(make_float2(left.x + right.x, edge.x), out, x * int(sizeof(float2)), y);
}

__global__ void writeOthers(hipSurfaceObject_t s1, hipSurfaceObject_t s3,
                            hipSurfaceObject_t layered) {
  const int i = threadIdx.x; // 0..15
  surf1Dwrite((unsigned char)(i * 3), s1, i);
  surf3Dwrite(i * 100, s3, (i % 2) * 4, (i / 2) % 2, i / 4);
  surf2DLayeredwrite((short)(i - 8), layered, (i % 4) * 2, 0, i / 4);
}

__global__ void readOthers(hipSurfaceObject_t s1, hipSurfaceObject_t s3, hipSurfaceObject_t layered,
                           int* out) {
  const int i = threadIdx.x;
  unsigned char c;
  surf1Dread(&c, s1, i);
  out[i] = c + surf3Dread<int>(s3, (i % 2) * 4, (i / 2) % 2, i / 4) +
           1000 * surf2DLayeredread<short>(layered, (i % 4) * 2, 0, i / 4);
}

} // namespace

int main() {
  Checker check;
  const int w = 37, h = 5;
  const hipChannelFormatDesc desc = hipCreateChannelDesc<float2>();
  hipArray_t a = nullptr, b = nullptr;
  HIP_CHECK(hipMallocArray(&a, &desc, w, h, hipArraySurfaceLoadStore));
  HIP_CHECK(hipMallocArray(&b, &desc, w, h, hipArraySurfaceLoadStore));
  hipSurfaceObject_t sa = surfaceOf(a), sb = surfaceOf(b);
  write2D<<<dim3(2, h), 32>>>(sa, w, h);
  HIP_CHECK_LAUNCH();
  blur2D<<<dim3(2, h), 32>>>(sa, sb, w, h);
  HIP_CHECK_LAUNCH();
  std::vector<float2> written(w * h), blurred(w * h);
  HIP_CHECK(hipMemcpy2DFromArray(written.data(), w * sizeof(float2), a, 0, 0, w * sizeof(float2), h,
                                 hipMemcpyDeviceToHost));
  HIP_CHECK(hipMemcpy2DFromArray(blurred.data(), w * sizeof(float2), b, 0, 0, w * sizeof(float2), h,
                                 hipMemcpyDeviceToHost));
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      const int i = y * w + x;
      check.expect_near("surf2Dwrite .x", i, written[i].x, x, 0);
      check.expect_near("surf2Dwrite .y", i, written[i].y, y * 10, 0);
      const float left = x > 0 ? x - 1 : 0, right = x + 1 < w ? x + 1 : 0;
      check.expect_near("surf2Dread zero mode", i, blurred[i].x, left + right, 0);
      check.expect_near("surf2Dread clamp mode", i, blurred[i].y, std::min(x + 5, w - 1), 0);
    }

  hipArray_t a1 = nullptr, a3 = nullptr, al = nullptr;
  const hipChannelFormatDesc c8 = hipCreateChannelDesc<unsigned char>();
  const hipChannelFormatDesc c32 = hipCreateChannelDesc<int>();
  const hipChannelFormatDesc c16 = hipCreateChannelDesc<short>();
  HIP_CHECK(hipMallocArray(&a1, &c8, 16, 0, hipArraySurfaceLoadStore));
  HIP_CHECK(hipMalloc3DArray(&a3, &c32, make_hipExtent(2, 2, 4), hipArraySurfaceLoadStore));
  HIP_CHECK(hipMalloc3DArray(&al, &c16, make_hipExtent(4, 1, 4),
                             hipArraySurfaceLoadStore | hipArrayLayered));
  hipSurfaceObject_t s1 = surfaceOf(a1), s3 = surfaceOf(a3), sl = surfaceOf(al);
  int* out = nullptr;
  HIP_CHECK(hipMalloc(&out, 16 * sizeof(int)));
  writeOthers<<<1, 16>>>(s1, s3, sl);
  HIP_CHECK_LAUNCH();
  readOthers<<<1, 16>>>(s1, s3, sl, out);
  HIP_CHECK_LAUNCH();
  std::vector<int> got(16);
  HIP_CHECK(hipMemcpy(got.data(), out, 16 * sizeof(int), hipMemcpyDeviceToHost));
  for (int i = 0; i < 16; ++i)
    check.expect_eq("1-D, 3-D and layered surfaces", i, got[i], i * 3 + i * 100 + 1000 * (i - 8));
  std::vector<int> cube(16);
  HIP_CHECK(hipMemcpyAtoH(cube.data(), a3, 0, 16 * sizeof(int)));
  for (int i = 0; i < 16; ++i)
    check.expect_eq("3-D layout", i, cube[i], i * 100);

  for (hipSurfaceObject_t s : {sa, sb, s1, s3, sl})
    HIP_CHECK(hipDestroySurfaceObject(s));
  for (hipArray_t arr : {a, b, a1, a3, al})
    HIP_CHECK(hipFreeArray(arr));
  HIP_CHECK(hipFree(out));
  return check.finish();
}
