// __ldg on the scalar, vector and half types HIP declares it for: each load
// returns the value at the address.
#include <hip/hip_fp16.h>
#include <hip/hip_runtime.h>

#include <vector>

#include "../program_check.h"

constexpr int kCount = 96;

__global__ void load(const float* f, const float4* f4, const int2* i2, const unsigned long long* u64,
                     const double* d, const __half* h, double* out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= kCount) return;
  const float4 v = __ldg(f4 + i);
  const int2 w = __ldg(i2 + i);
  out[i] = __ldg(f + i) + v.x + v.w + w.x - w.y + static_cast<double>(__ldg(u64 + i)) + __ldg(d + i) +
           __half2float(__ldg(h + i));
}

int main() {
  std::vector<float> f(kCount);
  std::vector<float4> f4(kCount);
  std::vector<int2> i2(kCount);
  std::vector<unsigned long long> u64(kCount);
  std::vector<double> d(kCount), want(kCount);
  std::vector<__half> h(kCount);
  for (int i = 0; i < kCount; ++i) {
    f[i] = 0.5f * i;
    f4[i] = make_float4(i, 1, 2, 3.25f * i);
    i2[i] = make_int2(7 * i, i - 5);
    u64[i] = (1ull << 40) + i;
    d[i] = -0.125 * i;
    h[i] = __float2half(0.25f * (i % 16));
    want[i] = 0.5 * i + i + 3.25 * i + 7 * i - (i - 5) + static_cast<double>((1ull << 40) + i) - 0.125 * i +
              0.25 * (i % 16);
  }
  auto toDevice = [](const auto& host) {
    using T = typename std::decay_t<decltype(host)>::value_type;
    T* device = nullptr;
    HIP_CHECK(hipMalloc(&device, host.size() * sizeof(T)));
    HIP_CHECK(hipMemcpy(device, host.data(), host.size() * sizeof(T), hipMemcpyHostToDevice));
    return device;
  };
  float* df = toDevice(f);
  float4* df4 = toDevice(f4);
  int2* di2 = toDevice(i2);
  unsigned long long* du64 = toDevice(u64);
  double* dd = toDevice(d);
  __half* dh = toDevice(h);
  double* dout = nullptr;
  HIP_CHECK(hipMalloc(&dout, kCount * sizeof(double)));
  load<<<(kCount + 63) / 64, 64>>>(df, df4, di2, du64, dd, dh, dout);
  HIP_CHECK_LAUNCH();
  std::vector<double> out(kCount);
  HIP_CHECK(hipMemcpy(out.data(), dout, kCount * sizeof(double), hipMemcpyDeviceToHost));
  Checker check;
  for (int i = 0; i < kCount; ++i) check.expect_near("__ldg sum", i, out[i], want[i], 0.0);
  for (void* p : {static_cast<void*>(df), static_cast<void*>(df4), static_cast<void*>(di2),
                  static_cast<void*>(du64), static_cast<void*>(dd), static_cast<void*>(dh),
                  static_cast<void*>(dout)})
    HIP_CHECK(hipFree(p));
  return check.finish();
}
