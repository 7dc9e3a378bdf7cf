// atomicAdd on __half, __half2, __hip_bfloat16 and __hip_bfloat162 (and AMD's unsafeAtomicAdd /
// safeAtomicAdd names) under contention from every work-item of several blocks: the sums are
// exact (small integers and halves) and the old values returned for one counter are all
// different, which only an atomic read-modify-write gives.
#include <hip/hip_bf16.h>
#include <hip/hip_fp16.h>
#include <hip/hip_runtime.h>

#include <algorithm>
#include <cstdio>
#include <vector>

struct Counters {
  __half h;
  __half2 h2;
  __half2 unsafe_h2;
  __hip_bfloat16 b;
  __hip_bfloat162 b2;
};

constexpr int kBlocks = 4, kThreads = 256, kItems = kBlocks * kThreads;  // 1024: exact in f16

__global__ void addAll(Counters* c, float* old_h) {
  const int id = blockIdx.x * blockDim.x + threadIdx.x;
  old_h[id] = __half2float(atomicAdd(&c->h, __float2half(1.0f)));
  atomicAdd(&c->h2, __halves2half2(__float2half(1.0f), __float2half(0.5f)));
  if (id % 2 == 0) unsafeAtomicAdd(&c->unsafe_h2, __halves2half2(__float2half(2.0f), __float2half(-1.0f)));
  else safeAtomicAdd(&c->unsafe_h2, __halves2half2(__float2half(2.0f), __float2half(-1.0f)));
  if (id < 256) {  // bf16 counts exactly to 256
    atomicAdd(&c->b, __float2bfloat16(1.0f));
    unsafeAtomicAdd(&c->b2, __hip_bfloat162(__float2bfloat16(0.5f), __float2bfloat16(-1.0f)));
  }
}

int main() {
  Counters* c = nullptr;
  float* old_h = nullptr;
  if (hipMallocManaged(&c, sizeof(Counters)) != hipSuccess || hipMallocManaged(&old_h, kItems * sizeof(float)) != hipSuccess)
    return 1;
  c->h = __float2half(0.0f);
  c->h2 = c->unsafe_h2 = __halves2half2(__float2half(0.0f), __float2half(0.0f));
  c->b = __float2bfloat16(0.0f);
  c->b2 = __hip_bfloat162(__float2bfloat16(0.0f), __float2bfloat16(0.0f));
  addAll<<<kBlocks, kThreads>>>(c, old_h);
  if (hipDeviceSynchronize() != hipSuccess) return 1;

  int failures = 0;
  auto expect = [&](const char* what, float got, float want) {
    if (got != want) {
      std::printf("FAIL %s: %g, expected %g\n", what, got, want);
      ++failures;
    }
  };
  expect("half sum", __half2float(c->h), float(kItems));
  expect("half2.x sum", __low2float(c->h2), float(kItems));
  expect("half2.y sum", __high2float(c->h2), 0.5f * kItems);
  expect("unsafe half2.x sum", __low2float(c->unsafe_h2), 2.0f * kItems);
  expect("unsafe half2.y sum", __high2float(c->unsafe_h2), -1.0f * kItems);
  expect("bf16 sum", __bfloat162float(c->b), 256.0f);
  expect("bf162.x sum", __bfloat162float(c->b2.x), 128.0f);
  expect("bf162.y sum", __bfloat162float(c->b2.y), -256.0f);
  std::vector<float> olds(old_h, old_h + kItems);
  std::sort(olds.begin(), olds.end());
  for (int i = 0; i < kItems; ++i)
    if (olds[i] != float(i)) {
      std::printf("FAIL old values: position %d holds %g\n", i, olds[i]);
      ++failures;
      break;
    }
  (void)hipFree(c);
  (void)hipFree(old_h);
  if (failures == 0) std::printf("PASS half and bfloat16 atomics\n");
  return failures == 0 ? 0 : 1;
}
