// Names AMD's headers have that older HIP code uses: hipThreadIdx_x & co.,
// __align__, __AMDGCN_WAVEFRONT_SIZE, hipLaunchParm, uchar/uint, __half2 from
// one number (half2(0)), and AMD's lane functions __mbcnt_lo/__mbcnt_hi,
// __fns32/__fns64/__fns, __hip_ds_bpermute and __smid, against host
// references. Built for both warp sizes.
#include <hip/hip_fp16.h>
#include <hip/hip_runtime.h>

#include <type_traits>
#include <unistd.h>
#include <vector>

#include "../program_check.h"

struct __align__(16) Aligned16 {
  char c;
};
static_assert(alignof(Aligned16) == 16, "__align__");
static_assert(__AMDGCN_WAVEFRONT_SIZE == warpSize && __AMDGCN_WAVEFRONT_SIZE == __OPENHIP_WARP_SIZE__, "wave size");
static_assert(sizeof(uchar) == 1 && sizeof(ushort) == 2 && sizeof(uint) == 4 && sizeof(ullong) == 8, "AMD's typedefs");

namespace {

constexpr int kFnsCases = 64;

int findNthSet(unsigned long long mask, int bits, int base, int offset) {
  if (bits == 32) mask &= 0xffffffffull;
  base &= bits - 1;
  if (offset == 0) return (mask >> base) & 1 ? base : -1;
  int seen = 0;
  for (int bit = base; bit >= 0 && bit < bits; bit += offset > 0 ? 1 : -1)
    if ((mask >> bit) & 1 && ++seen == (offset > 0 ? offset : -offset)) return bit;
  return -1;
}

__global__ void indices(unsigned long long* out) {
  static_assert(std::is_same<decltype(hipThreadIdx_x), size_t>::value, "AMD's index type");
  const size_t linear = hipThreadIdx_x + hipBlockDim_x * (hipThreadIdx_y + hipBlockDim_y * hipThreadIdx_z);
  const size_t block = hipBlockIdx_x + hipGridDim_x * (hipBlockIdx_y + hipGridDim_y * hipBlockIdx_z);
  const bool same = hipThreadIdx_x == threadIdx.x && hipThreadIdx_y == threadIdx.y && hipThreadIdx_z == threadIdx.z &&
                    hipBlockIdx_x == blockIdx.x && hipBlockIdx_y == blockIdx.y && hipBlockIdx_z == blockIdx.z &&
                    hipBlockDim_x == blockDim.x && hipBlockDim_y == blockDim.y && hipBlockDim_z == blockDim.z &&
                    hipGridDim_x == gridDim.x && hipGridDim_y == gridDim.y && hipGridDim_z == gridDim.z;
  out[block * hipBlockDim_x * hipBlockDim_y * hipBlockDim_z + linear] = same ? linear : ~0ull;
}

__global__ void oldStyleKernel(hipLaunchParm, int* out) { out[threadIdx.x] = 2 * threadIdx.x; }

/// One work-item per lane of a block of 128: the lane functions, with lanes
/// 5 and 77 having left early (inactive).
__global__ void lanes(const unsigned long long* masks, int* out, unsigned int* permuted, unsigned int* smid) {
  const int t = threadIdx.x;
  if (t == 5 || t == 77) return;
  const int lane = t % warpSize;
  out[4 * t + 0] = static_cast<int>(__mbcnt_hi(~0u, __mbcnt_lo(~0u, 0)));
  out[4 * t + 1] = static_cast<int>(__mbcnt_lo(0xa5a5f00fu, 7));
  out[4 * t + 2] = static_cast<int>(__mbcnt_hi(0x12345678u, 3));
  out[4 * t + 3] = lane;
  // Each lane reads lane (lane * 7 + 3) % warpSize through a byte address.
  permuted[t] = __hip_ds_bpermute(((lane * 7 + 3) % warpSize) * 4, 1000u + t);
  smid[t] = __smid();
  (void)masks;
}

__global__ void fns(const unsigned long long* masks, int* out) {
  const int i = threadIdx.x;
  const unsigned long long mask = masks[i];
  const int base = static_cast<int>(mask % 70), offset = static_cast<int>((mask >> 8) % 21) - 10;
  out[3 * i] = __fns32(mask, base, offset);
  out[3 * i + 1] = __fns64(mask, base, offset);
  out[3 * i + 2] = __fns(static_cast<unsigned int>(mask), base, offset);
}

__global__ void halves(float* out) {
  const half2 zero = half2(0);
  const __half2 one = 1.5f;
  const half2 three(3);
  out[0] = __low2float(zero) + __high2float(zero);
  out[1] = __low2float(one) + __high2float(one);
  out[2] = __low2float(three) * __high2float(three);
  out[3] = __high2float(make_half2(__float2half(2.0f), __float2half(4.0f)));
}

}  // namespace

int main() {
  Checker check;
  // hipThreadIdx_x & co. over a 3D grid of 3D blocks.
  {
    const dim3 grid(3, 2, 2), block(4, 3, 2);
    const size_t total = 3 * 2 * 2 * 4 * 3 * 2;
    unsigned long long* out = nullptr;
    HIP_CHECK(hipMalloc(&out, total * sizeof(unsigned long long)));
    hipLaunchKernelGGL(indices, grid, block, 0, 0, out);
    HIP_CHECK_LAUNCH();
    std::vector<unsigned long long> got(total);
    HIP_CHECK(hipMemcpy(got.data(), out, total * sizeof(unsigned long long), hipMemcpyDeviceToHost));
    for (size_t i = 0; i < total; ++i) check.expect_eq("hipThreadIdx_x & co.", long(i), got[i], i % (4 * 3 * 2));
    HIP_CHECK(hipFree(out));
  }
  // A kernel of HIP's first releases, whose first parameter is hipLaunchParm.
  {
    int* out = nullptr;
    HIP_CHECK(hipMalloc(&out, 8 * sizeof(int)));
    hipLaunchKernelGGL(oldStyleKernel, dim3(1), dim3(8), 0, 0, hipLaunchParm{}, out);
    HIP_CHECK_LAUNCH();
    int got[8];
    HIP_CHECK(hipMemcpy(got, out, sizeof got, hipMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) check.expect_eq("hipLaunchParm kernel", i, got[i], 2 * i);
    HIP_CHECK(hipFree(out));
  }
  // Lane functions on a 128-thread block (2 or 4 warps).
  {
    const int threads = 128;
    int* out = nullptr;
    unsigned int *permuted = nullptr, *smid = nullptr;
    HIP_CHECK(hipMalloc(&out, 4 * threads * sizeof(int)));
    HIP_CHECK(hipMalloc(&permuted, threads * sizeof(unsigned int)));
    HIP_CHECK(hipMalloc(&smid, threads * sizeof(unsigned int)));
    HIP_CHECK(hipMemset(out, 0xff, 4 * threads * sizeof(int)));
    lanes<<<1, threads>>>(nullptr, out, permuted, smid);
    HIP_CHECK_LAUNCH();
    std::vector<int> got(4 * threads);
    std::vector<unsigned int> gotPermuted(threads), gotSmid(threads);
    HIP_CHECK(hipMemcpy(got.data(), out, got.size() * sizeof(int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(gotPermuted.data(), permuted, threads * sizeof(unsigned int), hipMemcpyDeviceToHost));
    HIP_CHECK(hipMemcpy(gotSmid.data(), smid, threads * sizeof(unsigned int), hipMemcpyDeviceToHost));
    const int width = __OPENHIP_WARP_SIZE__;
    const long cpus = sysconf(_SC_NPROCESSORS_CONF);
    for (int t = 0; t < threads; ++t) {
      if (t == 5 || t == 77) continue;
      const int lane = t % width;
      const unsigned long long below = (1ull << lane) - 1ull;  // lane < 64
      check.expect_eq("lane id from __mbcnt", t, got[4 * t], lane);
      check.expect_eq("__mbcnt_lo", t, got[4 * t + 1], 7 + __builtin_popcountll(0xa5a5f00full & below));
      check.expect_eq("__mbcnt_hi", t, got[4 * t + 2], 3 + __builtin_popcountll((0x12345678ull << 32) & below));
      const int source = (lane * 7 + 3) % width, sourceThread = t - lane + source;
      const bool active = sourceThread != 5 && sourceThread != 77;
      check.expect_eq("__hip_ds_bpermute", t, gotPermuted[t], active ? 1000u + sourceThread : 0u);
      check.expect_true("__smid is a CPU number", gotSmid[t] < static_cast<unsigned int>(cpus));
    }
    HIP_CHECK(hipFree(out));
    HIP_CHECK(hipFree(permuted));
    HIP_CHECK(hipFree(smid));
  }
  // __fns32/__fns64/__fns against a plain search.
  {
    std::vector<unsigned long long> masks(kFnsCases);
    unsigned long long state = 7;
    for (auto& m : masks) {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      m = state & (state >> 13);
    }
    masks[0] = 0, masks[1] = ~0ull;
    unsigned long long* in = nullptr;
    int* out = nullptr;
    HIP_CHECK(hipMalloc(&in, kFnsCases * sizeof(unsigned long long)));
    HIP_CHECK(hipMalloc(&out, 3 * kFnsCases * sizeof(int)));
    HIP_CHECK(hipMemcpy(in, masks.data(), kFnsCases * sizeof(unsigned long long), hipMemcpyHostToDevice));
    fns<<<1, kFnsCases>>>(in, out);
    HIP_CHECK_LAUNCH();
    std::vector<int> got(3 * kFnsCases);
    HIP_CHECK(hipMemcpy(got.data(), out, got.size() * sizeof(int), hipMemcpyDeviceToHost));
    for (int i = 0; i < kFnsCases; ++i) {
      const unsigned long long mask = masks[i];
      const int base = static_cast<int>(mask % 70), offset = static_cast<int>((mask >> 8) % 21) - 10;
      check.expect_eq("__fns32", i, got[3 * i], findNthSet(mask, 32, base, offset));
      check.expect_eq("__fns64", i, got[3 * i + 1], findNthSet(mask, 64, base, offset));
      check.expect_eq("__fns", i, got[3 * i + 2], findNthSet(mask, 32, base, offset));
    }
    HIP_CHECK(hipFree(in));
    HIP_CHECK(hipFree(out));
  }
  // __half2 from one number, as AMD's vector-backed __half2 allows.
  {
    float* out = nullptr;
    HIP_CHECK(hipMalloc(&out, 4 * sizeof(float)));
    halves<<<1, 1>>>(out);
    HIP_CHECK_LAUNCH();
    float got[4];
    HIP_CHECK(hipMemcpy(got, out, sizeof got, hipMemcpyDeviceToHost));
    check.expect_eq("half2(0)", 0, got[0], 0.0f);
    check.expect_eq("__half2 = 1.5f", 1, got[1] == 3.0f, true);
    check.expect_eq("half2(3)", 2, got[2], 9.0f);
    check.expect_eq("make_half2", 3, got[3], 4.0f);
    HIP_CHECK(hipFree(out));
  }
  return check.finish();
}
