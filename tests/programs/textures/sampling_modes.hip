// Every filter mode x address mode x coordinate normalization on 1-D, 2-D and
// 3-D float arrays, sampled by tex1D/tex2D/tex3D<float> in a kernel and
// checked against a host reference that applies the rules per dimension:
// a sample is a weighted sum of texels (index, weight) per dimension.
#include <hip/hip_runtime.h>

#include <cmath>
#include <cstring>
#include <vector>

#include "../program_check.h"

namespace {

constexpr int kExtent[3] = {5, 4, 3};
constexpr float kBorder = -7.5f;

__global__ void sample1D(hipTextureObject_t t, const float* c, float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1D<float>(t, c[3 * i]);
}

__global__ void sample2D(hipTextureObject_t t, const float* c, float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex2D<float>(t, c[3 * i], c[3 * i + 1]);
}

__global__ void sample3D(hipTextureObject_t t, const float* c, float* out, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex3D<float>(t, c[3 * i], c[3 * i + 1], c[3 * i + 2]);
}

struct Tap {
  int index; // -1: outside (border)
  float weight;
};

/// Texel index for address mode `mode` (wrap/mirror only with normalized coordinates).
int addressed(int i, int n, hipTextureAddressMode mode, bool normalized) {
  if (mode == hipAddressModeBorder)
    return (i < 0 || i >= n) ? -1 : i;
  if (!normalized || mode == hipAddressModeClamp)
    return std::min(std::max(i, 0), n - 1);
  if (mode == hipAddressModeWrap)
    return ((i % n) + n) % n;
  int m = ((i % (2 * n)) + 2 * n) % (2 * n); // mirror: n..2n-1 map back to n-1..0
  return m < n ? m : 2 * n - 1 - m;
}

/// The taps of one dimension for coordinate `x`.
std::vector<Tap> taps(float x, int n, hipTextureFilterMode filter, hipTextureAddressMode mode,
                      bool normalized) {
  const double u = normalized ? double(x) * n : double(x);
  if (filter == hipFilterModePoint) {
    return {{addressed(int(std::floor(u)), n, mode, normalized), 1.0f}};
  }
  const double shifted = u - 0.5;
  const int below = int(std::floor(shifted));
  const float frac = float(shifted - below);
  return {{addressed(below, n, mode, normalized), 1.0f - frac},
          {addressed(below + 1, n, mode, normalized), frac}};
}

float reference(const std::vector<float>& texels, int dims, const float* c,
                hipTextureFilterMode filter, hipTextureAddressMode mode, bool normalized) {
  std::vector<Tap> per[3];
  for (int k = 0; k < 3; ++k)
    per[k] =
        k < dims ? taps(c[k], kExtent[k], filter, mode, normalized) : std::vector<Tap>{{0, 1.0f}};
  double sum = 0;
  for (const Tap& z : per[2])
    for (const Tap& y : per[1])
      for (const Tap& x : per[0]) {
        const float w = x.weight * y.weight * z.weight;
        if (x.index < 0 || y.index < 0 || z.index < 0) {
          sum += w * kBorder;
        } else {
          const int height = dims >= 2 ? kExtent[1] : 1;
          sum += w * texels[(size_t(z.index) * height + y.index) * kExtent[0] + x.index];
        }
      }
  return float(sum);
}

/// Coordinates from well outside to well past the texture, off texel boundaries.
std::vector<float> coordinates(int dims, bool normalized) {
  std::vector<float> c;
  const int steps = dims == 3 ? 9 : dims == 2 ? 13 : 41;
  for (int a = 0; a < steps; ++a)
    for (int b = 0; b < (dims >= 2 ? steps : 1); ++b)
      for (int d = 0; d < (dims == 3 ? steps : 1); ++d) {
        const int idx[3] = {a, b, d};
        for (int k = 0; k < 3; ++k) {
          const float t = -1.3f + 3.7f * idx[k] / (steps - 1) + 0.013f * k; // -1.3 .. 2.4
          c.push_back(normalized ? t : t * kExtent[k]);
        }
      }
  return c;
}

} // namespace

int main() {
  Checker check;
  const hipTextureFilterMode filters[] = {hipFilterModePoint, hipFilterModeLinear};
  const hipTextureAddressMode modes[] = {hipAddressModeWrap, hipAddressModeClamp,
                                         hipAddressModeMirror, hipAddressModeBorder};
  const char* mode_names[] = {"wrap", "clamp", "mirror", "border"};
  for (int dims = 1; dims <= 3; ++dims) {
    const hipExtent extent =
        make_hipExtent(kExtent[0], dims >= 2 ? kExtent[1] : 0, dims == 3 ? kExtent[2] : 0);
    size_t count = 1;
    for (int k = 0; k < dims; ++k)
      count *= kExtent[k];
    std::vector<float> texels(count);
    for (size_t i = 0; i < count; ++i)
      texels[i] = float((i * 37) % 101) - 20.0f;
    const hipChannelFormatDesc desc = hipCreateChannelDesc<float>();
    hipArray_t array = nullptr;
    HIP_CHECK(hipMalloc3DArray(&array, &desc, extent, hipArrayDefault));
    HIP_CHECK(hipMemcpyHtoA(array, 0, texels.data(), count * sizeof(float))); // dense layout
    for (hipTextureFilterMode filter : filters)
      for (int m = 0; m < 4; ++m)
        for (int normalized = 0; normalized <= 1; ++normalized) {
          hipResourceDesc res;
          std::memset(&res, 0, sizeof(res));
          res.resType = hipResourceTypeArray;
          res.res.array.array = array;
          hipTextureDesc tex;
          std::memset(&tex, 0, sizeof(tex));
          tex.addressMode[0] = tex.addressMode[1] = tex.addressMode[2] = modes[m];
          tex.filterMode = filter;
          tex.readMode = hipReadModeElementType;
          tex.normalizedCoords = normalized;
          for (float& b : tex.borderColor)
            b = kBorder;
          hipTextureObject_t object = nullptr;
          HIP_CHECK(hipCreateTextureObject(&object, &res, &tex, nullptr));
          const std::vector<float> coords = coordinates(dims, normalized);
          const int n = int(coords.size() / 3);
          float *d_coords = nullptr, *d_out = nullptr;
          HIP_CHECK(hipMalloc(&d_coords, coords.size() * sizeof(float)));
          HIP_CHECK(hipMalloc(&d_out, n * sizeof(float)));
          HIP_CHECK(hipMemcpy(d_coords, coords.data(), coords.size() * sizeof(float),
                              hipMemcpyHostToDevice));
          const int blocks = (n + 127) / 128;
          if (dims == 1)
            sample1D<<<blocks, 128>>>(object, d_coords, d_out, n);
          if (dims == 2)
            sample2D<<<blocks, 128>>>(object, d_coords, d_out, n);
          if (dims == 3)
            sample3D<<<blocks, 128>>>(object, d_coords, d_out, n);
          HIP_CHECK_LAUNCH();
          std::vector<float> out(n);
          HIP_CHECK(hipMemcpy(out.data(), d_out, n * sizeof(float), hipMemcpyDeviceToHost));
          char what[96];
          std::snprintf(what, sizeof(what), "%dD %s %s %s", dims,
                        filter == hipFilterModePoint ? "point" : "linear", mode_names[m],
                        normalized ? "normalized" : "texel-coords");
          for (int i = 0; i < n; ++i)
            check.expect_near(what, i, out[i],
                              reference(texels, dims, &coords[3 * i], filter, modes[m], normalized),
                              1e-4);
          HIP_CHECK(hipFree(d_coords));
          HIP_CHECK(hipFree(d_out));
          HIP_CHECK(hipDestroyTextureObject(object));
        }
    HIP_CHECK(hipFreeArray(array));
  }
  return check.finish();
}
