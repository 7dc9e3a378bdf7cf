// Texture objects over every resource kind (linear, pitched 2-D, 1-D/2-D/3-D
// arrays, layered arrays, mipmapped arrays) and texel types (char..float,
// vectors, half, normalized-float reads), fetched in kernels and checked on
// the host.
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "../program_check.h"

namespace {

hipTextureDesc sampler(hipTextureFilterMode filter, hipTextureReadMode read, bool normalized) {
  hipTextureDesc tex;
  std::memset(&tex, 0, sizeof(tex));
  tex.addressMode[0] = tex.addressMode[1] = tex.addressMode[2] = hipAddressModeClamp;
  tex.filterMode = filter;
  tex.readMode = read;
  tex.normalizedCoords = normalized;
  tex.maxMipmapLevelClamp = 16.0f;
  return tex;
}

hipTextureObject_t arrayTexture(hipArray_t array, const hipTextureDesc& tex) {
  hipResourceDesc res;
  std::memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypeArray;
  res.res.array.array = array;
  hipTextureObject_t object = nullptr;
  HIP_CHECK(hipCreateTextureObject(&object, &res, &tex, nullptr));
  return object;
}

template <class T> T* deviceBuffer(size_t n) {
  T* p = nullptr;
  HIP_CHECK(hipMalloc(&p, n * sizeof(T)));
  return p;
}

template <class T> std::vector<T> toHost(const T* device, size_t n) {
  std::vector<T> host(n);
  HIP_CHECK(hipMemcpy(host.data(), device, n * sizeof(T), hipMemcpyDeviceToHost));
  return host;
}

// ---- Linear memory: tex1Dfetch of several element types -------------------------------

__global__ void fetchLinear(hipTextureObject_t f, hipTextureObject_t s2, hipTextureObject_t i1,
                            float* of, short2* os, int* oi, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  of[i] = tex1Dfetch<float>(f, i - 2); // two before the start, two past the end: zero
  tex1Dfetch(&os[i], s2, i - 2);
  oi[i] = tex1Dfetch<int>(i1, i - 2);
}

void linearResources(Checker& check) {
  const int n = 64;
  std::vector<float> f(n);
  std::vector<short2> s(n);
  std::vector<int> v(n);
  for (int i = 0; i < n; ++i) {
    f[i] = 0.5f * i - 3.0f;
    s[i] = make_short2(short(-i * 100), short(i));
    v[i] = i * 1000003;
  }
  float* df = deviceBuffer<float>(n);
  short2* ds = deviceBuffer<short2>(n);
  int* dv = deviceBuffer<int>(n);
  HIP_CHECK(hipMemcpy(df, f.data(), n * sizeof(float), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(ds, s.data(), n * sizeof(short2), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpy(dv, v.data(), n * sizeof(int), hipMemcpyHostToDevice));
  hipTextureObject_t objects[3];
  const hipChannelFormatDesc descs[3] = {
      hipCreateChannelDesc<float>(), hipCreateChannelDesc<short2>(), hipCreateChannelDesc<int>()};
  void* ptrs[3] = {df, ds, dv};
  const size_t sizes[3] = {n * sizeof(float), n * sizeof(short2), n * sizeof(int)};
  for (int k = 0; k < 3; ++k) {
    hipResourceDesc res;
    std::memset(&res, 0, sizeof(res));
    res.resType = hipResourceTypeLinear;
    res.res.linear.devPtr = ptrs[k];
    res.res.linear.desc = descs[k];
    res.res.linear.sizeInBytes = sizes[k];
    const hipTextureDesc tex = sampler(hipFilterModePoint, hipReadModeElementType, false);
    HIP_CHECK(hipCreateTextureObject(&objects[k], &res, &tex, nullptr));
  }
  const int m = n + 4;
  float* of = deviceBuffer<float>(m);
  short2* os = deviceBuffer<short2>(m);
  int* oi = deviceBuffer<int>(m);
  fetchLinear<<<1, 128>>>(objects[0], objects[1], objects[2], of, os, oi, m);
  HIP_CHECK_LAUNCH();
  const auto hf = toHost(of, m);
  const auto hs = toHost(os, m);
  const auto hi = toHost(oi, m);
  for (int i = 0; i < m; ++i) {
    const int j = i - 2;
    const bool inside = j >= 0 && j < n;
    check.expect_near("linear float", i, hf[i], inside ? f[j] : 0.0f, 0);
    check.expect_eq("linear short2.x", i, hs[i].x, inside ? s[j].x : 0);
    check.expect_eq("linear short2.y", i, hs[i].y, inside ? s[j].y : 0);
    check.expect_eq("linear int", i, hi[i], inside ? v[j] : 0);
  }
  for (hipTextureObject_t o : objects)
    HIP_CHECK(hipDestroyTextureObject(o));
  HIP_CHECK(hipFree(df));
  HIP_CHECK(hipFree(ds));
  HIP_CHECK(hipFree(dv));
  HIP_CHECK(hipFree(of));
  HIP_CHECK(hipFree(os));
  HIP_CHECK(hipFree(oi));
}

// ---- Pitched memory: uchar4 read as normalized floats, bilinear --------------------------

__global__ void bilinear(hipTextureObject_t t, float4* out, int w, int h) {
  const int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y;
  if (x < w)
    out[y * w + x] = tex2D<float4>(t, (x + 0.25f) / w, (y + 0.75f) / h);
}

void pitchedResource(Checker& check) {
  const int w = 19, h = 7;
  uchar4* data = nullptr;
  size_t pitch = 0;
  HIP_CHECK(hipMallocPitch(reinterpret_cast<void**>(&data), &pitch, w * sizeof(uchar4), h));
  std::vector<uchar4> host(w * h);
  for (int i = 0; i < w * h; ++i)
    host[i] = make_uchar4((unsigned char)(i * 7), (unsigned char)(255 - i), (unsigned char)(i * 31),
                          (unsigned char)(i % 3 * 100));
  HIP_CHECK(hipMemcpy2D(data, pitch, host.data(), w * sizeof(uchar4), w * sizeof(uchar4), h,
                        hipMemcpyHostToDevice));
  hipResourceDesc res;
  std::memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypePitch2D;
  res.res.pitch2D.devPtr = data;
  res.res.pitch2D.desc = hipCreateChannelDesc<uchar4>();
  res.res.pitch2D.width = w;
  res.res.pitch2D.height = h;
  res.res.pitch2D.pitchInBytes = pitch;
  const hipTextureDesc tex = sampler(hipFilterModeLinear, hipReadModeNormalizedFloat, true);
  hipTextureObject_t object = nullptr;
  HIP_CHECK(hipCreateTextureObject(&object, &res, &tex, nullptr));
  float4* out = deviceBuffer<float4>(w * h);
  bilinear<<<dim3(1, h), 32>>>(object, out, w, h);
  HIP_CHECK_LAUNCH();
  const auto got = toHost(out, w * h);
  auto texel = [&](int x, int y, int c) {
    x = std::min(std::max(x, 0), w - 1);
    y = std::min(std::max(y, 0), h - 1);
    const uchar4 t = host[y * w + x];
    const unsigned char v[4] = {t.x, t.y, t.z, t.w};
    return v[c] / 255.0f;
  };
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      // u = x + 0.25 - 0.5 -> taps x-1, x with weight 0.75; v = y + 0.25 -> taps y, y+1.
      const float got4[4] = {got[y * w + x].x, got[y * w + x].y, got[y * w + x].z,
                             got[y * w + x].w};
      for (int c = 0; c < 4; ++c) {
        const float top = 0.25f * texel(x - 1, y, c) + 0.75f * texel(x, y, c);
        const float bottom = 0.25f * texel(x - 1, y + 1, c) + 0.75f * texel(x, y + 1, c);
        check.expect_near("pitched uchar4 bilinear", (y * w + x) * 4 + c, got4[c],
                          0.75f * top + 0.25f * bottom, 1e-5);
      }
    }
  HIP_CHECK(hipDestroyTextureObject(object));
  HIP_CHECK(hipFree(data));
  HIP_CHECK(hipFree(out));
}

// ---- Arrays of integer, signed-normalized and half texels; 3-D ---------------------------

__global__ void fetchTypes(hipTextureObject_t c, hipTextureObject_t s, hipTextureObject_t half,
                           hipTextureObject_t v3, char* oc, float* os, float* oh, int* o3) {
  const int i = threadIdx.x; // 0..7
  oc[i] = tex1D<char>(c, i + 0.5f);
  os[i] = tex1D<float>(s, i + 0.5f);
  oh[i] = tex2D<float>(half, i + 0.5f, 0.5f);
  o3[i] = tex3D<int>(v3, 1.5f, (i % 2) + 0.5f, (i / 2) + 0.5f);
}

hipArray_t makeArray(const hipChannelFormatDesc& desc, hipExtent extent, const void* data,
                     size_t bytes, unsigned flags = 0) {
  hipArray_t array = nullptr;
  HIP_CHECK(hipMalloc3DArray(&array, &desc, extent, flags));
  HIP_CHECK(hipMemcpyHtoA(array, 0, data, bytes));
  return array;
}

void arrayTypes(Checker& check) {
  const signed char chars[8] = {-128, -1, 0, 1, 2, 50, 100, 127};
  const short shorts[8] = {-32768, -32767, -16384, 0, 1, 16384, 32767, 3277};
  // 1.5, -2, 0.5, 65504, 2^-24 (subnormal), -0, 1, 0.099976
  const unsigned short halves[8] = {0x3E00, 0xC000, 0x3800, 0x7BFF, 0x0001, 0x8000, 0x3C00, 0x2E66};
  const float half_values[8] = {1.5f,          -2.0f, 0.5f, 65504.0f,
                                5.9604645e-8f, -0.0f, 1.0f, 0.0999755859375f};
  std::vector<int> ints(2 * 2 * 4);
  for (size_t i = 0; i < ints.size(); ++i)
    ints[i] = int(i * i) - 7;
  hipArray_t ac = makeArray(hipCreateChannelDesc<char>(), make_hipExtent(8, 0, 0), chars, 8);
  hipArray_t as = makeArray(hipCreateChannelDesc<short>(), make_hipExtent(8, 0, 0), shorts, 16);
  hipArray_t ah = makeArray(hipCreateChannelDescHalf(), make_hipExtent(8, 1, 0), halves, 16);
  hipArray_t a3 = makeArray(hipCreateChannelDesc<int>(), make_hipExtent(2, 2, 4), ints.data(),
                            ints.size() * sizeof(int));
  hipTextureObject_t tc =
      arrayTexture(ac, sampler(hipFilterModePoint, hipReadModeElementType, false));
  hipTextureObject_t ts =
      arrayTexture(as, sampler(hipFilterModePoint, hipReadModeNormalizedFloat, false));
  hipTextureObject_t th =
      arrayTexture(ah, sampler(hipFilterModePoint, hipReadModeElementType, false));
  hipTextureObject_t t3 =
      arrayTexture(a3, sampler(hipFilterModePoint, hipReadModeElementType, false));
  char* oc = deviceBuffer<char>(8);
  float* os = deviceBuffer<float>(8);
  float* oh = deviceBuffer<float>(8);
  int* o3 = deviceBuffer<int>(8);
  fetchTypes<<<1, 8>>>(tc, ts, th, t3, oc, os, oh, o3);
  HIP_CHECK_LAUNCH();
  const auto hc = toHost(oc, 8);
  const auto hs = toHost(os, 8);
  const auto hh = toHost(oh, 8);
  const auto h3 = toHost(o3, 8);
  for (int i = 0; i < 8; ++i) {
    check.expect_eq("char texels", i, hc[i], chars[i]);
    check.expect_near("short normalized", i, hs[i], std::max(shorts[i] / 32767.0, -1.0), 1e-6);
    check.expect_near("half texels", i, hh[i], half_values[i], 0);
    check.expect_eq("3-D int texels", i, h3[i], ints[(i / 2) * 4 + (i % 2) * 2 + 1]);
  }
  for (hipTextureObject_t t : {tc, ts, th, t3})
    HIP_CHECK(hipDestroyTextureObject(t));
  for (hipArray_t a : {ac, as, ah, a3})
    HIP_CHECK(hipFreeArray(a));
  for (void* p : {(void*)oc, (void*)os, (void*)oh, (void*)o3})
    HIP_CHECK(hipFree(p));
}

// ---- Layered arrays and mipmaps ------------------------------------------------------------

__global__ void fetchLayered(hipTextureObject_t l1, hipTextureObject_t l2, hipTextureObject_t mip,
                             float* o1, float4* o2, float* om) {
  const int i = threadIdx.x; // 0..11
  o1[i] = tex1DLayered<float>(l1, (i % 4) + 0.5f, i / 4);
  o2[i] = tex2DLayered<float4>(l2, 0.5f + (i % 2), 0.5f, i / 2);
  om[i] = tex2DLod<float>(mip, 0.3f, 0.6f, 0.25f * i);
}

void layeredAndMipmapped(Checker& check) {
  std::vector<float> l1(4 * 3);
  for (int i = 0; i < 12; ++i)
    l1[i] = 100.0f * (i / 4) + i % 4;
  std::vector<float4> l2(2 * 1 * 6);
  for (int i = 0; i < 12; ++i)
    l2[i] = make_float4(float(i), float(-i), 0.5f * i, 7.0f);
  hipArray_t a1 = makeArray(hipCreateChannelDesc<float>(), make_hipExtent(4, 0, 3), l1.data(),
                            l1.size() * sizeof(float), hipArrayLayered);
  hipArray_t a2 = makeArray(hipCreateChannelDesc<float4>(), make_hipExtent(2, 1, 6), l2.data(),
                            l2.size() * sizeof(float4), hipArrayLayered);
  hipMipmappedArray_t mipmapped = nullptr;
  const hipChannelFormatDesc fdesc = hipCreateChannelDesc<float>();
  HIP_CHECK(hipMallocMipmappedArray(&mipmapped, &fdesc, make_hipExtent(8, 8, 0), 4));
  for (unsigned level = 0; level < 4; ++level) {
    hipArray_t a = nullptr;
    HIP_CHECK(hipGetMipmappedArrayLevel(&a, mipmapped, level));
    const int side = 8 >> level;
    const std::vector<float> fill(side * side, 10.0f * level);
    HIP_CHECK(hipMemcpy2DToArray(a, 0, 0, fill.data(), side * sizeof(float), side * sizeof(float),
                                 side, hipMemcpyHostToDevice));
  }
  hipResourceDesc res;
  std::memset(&res, 0, sizeof(res));
  res.resType = hipResourceTypeMipmappedArray;
  res.res.mipmap.mipmap = mipmapped;
  hipTextureDesc mip_tex = sampler(hipFilterModeLinear, hipReadModeElementType, true);
  mip_tex.mipmapFilterMode = hipFilterModeLinear;
  mip_tex.maxMipmapLevelClamp = 3.0f;
  hipTextureObject_t tm = nullptr;
  HIP_CHECK(hipCreateTextureObject(&tm, &res, &mip_tex, nullptr));
  hipTextureObject_t t1 =
      arrayTexture(a1, sampler(hipFilterModePoint, hipReadModeElementType, false));
  hipTextureObject_t t2 =
      arrayTexture(a2, sampler(hipFilterModePoint, hipReadModeElementType, false));
  float* o1 = deviceBuffer<float>(12);
  float4* o2 = deviceBuffer<float4>(12);
  float* om = deviceBuffer<float>(12);
  fetchLayered<<<1, 12>>>(t1, t2, tm, o1, o2, om);
  HIP_CHECK_LAUNCH();
  const auto h1 = toHost(o1, 12);
  const auto h2 = toHost(o2, 12);
  const auto hm = toHost(om, 12);
  for (int i = 0; i < 12; ++i) {
    check.expect_near("1-D layered", i, h1[i], 100.0f * (i / 4) + i % 4, 0);
    const float4 want = l2[(i / 2) * 2 + i % 2];
    check.expect_near("2-D layered .x", i, h2[i].x, want.x, 0);
    check.expect_near("2-D layered .z", i, h2[i].z, want.z, 0);
    check.expect_near("mipmap lod", i, hm[i], std::min(10.0f * 0.25f * i, 30.0f), 1e-5);
  }
  HIP_CHECK(hipDestroyTextureObject(t1));
  HIP_CHECK(hipDestroyTextureObject(t2));
  HIP_CHECK(hipDestroyTextureObject(tm));
  HIP_CHECK(hipFreeArray(a1));
  HIP_CHECK(hipFreeArray(a2));
  HIP_CHECK(hipFreeMipmappedArray(mipmapped));
  HIP_CHECK(hipFree(o1));
  HIP_CHECK(hipFree(o2));
  HIP_CHECK(hipFree(om));
}

} // namespace

int main() {
  Checker check;
  linearResources(check);
  pitchedResource(check);
  arrayTypes(check);
  layeredAndMipmapped(check);
  return check.finish();
}
