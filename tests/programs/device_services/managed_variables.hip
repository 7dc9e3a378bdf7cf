// __managed__ variables: host code and kernels share one storage (scalars,
// arrays, structs, a namespaced one, the `__device__ __managed__` spelling of
// the CUDA guide, with its initial value), hipMemcpy to/from &var works with
// explicit directions, and the symbol API accepts them.
#include <hip/hip_runtime.h>

#include "../program_check.h"

struct Stats {
  int count;
  double total;
};

__managed__ int counter = 5;
__managed__ float table[64];
__managed__ Stats stats = {0, 0.0};
namespace physics {
__managed__ double gravity = 9.81;
}
__device__ __managed__ int results[8] = {1, 2, 3, 4, 5, 6, 7, 8};
__device__ __managed__ long long ticks;

__global__ void update(int* seen_counter, double* seen_gravity) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0) {
    *seen_counter = counter;
    *seen_gravity = physics::gravity;
    counter += 100;
    stats.count = 64;
  }
  table[i] = table[i] * 2.0f + 1.0f;
  atomicAdd(&stats.total, static_cast<double>(i));
  if (i < 8) results[i] *= 10;
  atomicAdd(reinterpret_cast<unsigned long long*>(&ticks), 1ull);
}

int main() {
  Checker check;
  int* seen_counter = nullptr;
  double* seen_gravity = nullptr;
  HIP_CHECK(hipMallocManaged(&seen_counter, sizeof(int)));
  HIP_CHECK(hipMallocManaged(&seen_gravity, sizeof(double)));

  check.expect_eq("initial value on the host", 0, counter, 5);
  check.expect_eq("initial value of a __device__ __managed__ array", 0, results[7], 8);
  ticks = 1000;
  counter = 7;                 // host writes ...
  physics::gravity = 1.625;
  for (int i = 0; i < 64; ++i) table[i] = static_cast<float>(i);
  update<<<2, 32>>>(seen_counter, seen_gravity);
  HIP_CHECK_LAUNCH();
  check.expect_eq("kernel saw the host's write", 0, *seen_counter, 7);  // ... kernels read them
  check.expect_near("kernel saw the namespaced variable", 0, *seen_gravity, 1.625, 0);
  check.expect_eq("host sees the kernel's write", 0, counter, 107);
  for (int i = 0; i < 64; ++i) check.expect_near("array", i, table[i], 2.0 * i + 1.0, 0);
  check.expect_eq("struct member", 0, stats.count, 64);
  check.expect_near("struct atomics", 0, stats.total, 63.0 * 64 / 2, 0);
  for (int i = 0; i < 8; ++i) check.expect_eq("__device__ __managed__ array", i, results[i], 10 * (i + 1));
  check.expect_eq("__device__ __managed__ scalar", 0, ticks, 1064LL);

  // hipMemcpy with explicit directions on the variable's address.
  int value = 41;
  HIP_CHECK(hipMemcpy(&counter, &value, sizeof(int), hipMemcpyHostToDevice));
  check.expect_eq("hipMemcpy HostToDevice", 0, counter, 41);
  counter = 43;
  value = 0;
  HIP_CHECK(hipMemcpy(&value, &counter, sizeof(int), hipMemcpyDeviceToHost));
  check.expect_eq("hipMemcpy DeviceToHost", 0, value, 43);
  float halves[4] = {0.5f, 1.5f, 2.5f, 3.5f};
  HIP_CHECK(hipMemcpy(table + 10, halves, sizeof(halves), hipMemcpyHostToDevice));
  check.expect_near("hipMemcpy into the array", 0, table[12], 2.5, 0);

  // The symbol API.
  size_t size = 0;
  HIP_CHECK(hipGetSymbolSize(&size, HIP_SYMBOL(table)));
  check.expect_eq("hipGetSymbolSize", 0, static_cast<long>(size), 64L * 4);
  void* address = nullptr;
  HIP_CHECK(hipGetSymbolAddress(&address, HIP_SYMBOL(counter)));
  check.expect_true("hipGetSymbolAddress is the variable", address == &counter);
  value = 99;
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(counter), &value, sizeof(int)));
  check.expect_eq("hipMemcpyToSymbol", 0, counter, 99);
  Stats copy{};
  HIP_CHECK(hipMemcpyFromSymbol(&copy, HIP_SYMBOL(stats), sizeof(Stats)));
  check.expect_eq("hipMemcpyFromSymbol", 0, copy.count, 64);
  int results_back[8] = {};
  HIP_CHECK(hipMemcpyFromSymbol(results_back, HIP_SYMBOL(results), sizeof(results_back)));
  check.expect_eq("hipMemcpyFromSymbol of a __device__ __managed__ array", 0, results_back[2], 30);
  HIP_CHECK(hipMemcpy(results_back, results, sizeof(results_back), hipMemcpyDeviceToHost));
  check.expect_eq("hipMemcpy of a __device__ __managed__ array", 0, results_back[3], 40);
  check.expect_eq("copy past the end", 0,
                  hipMemcpyToSymbol(HIP_SYMBOL(counter), &value, sizeof(int), 4), hipErrorInvalidValue);

  HIP_CHECK(hipFree(seen_counter));
  HIP_CHECK(hipFree(seen_gravity));
  return check.finish();
}
