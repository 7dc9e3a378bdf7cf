// __constant__ and __device__ variables (scalars, arrays, structs) through
// the symbol API: hipMemcpyToSymbol(+Async, with offsets),
// hipMemcpyFromSymbol(+Async), hipGetSymbolAddress (a kernel reads through
// the pointer), hipGetSymbolSize, HIP_SYMBOL, and the errors for a
// non-symbol and out-of-range offsets.
#include <hip/hip_runtime.h>

#include "../program_check.h"

struct Params {
  int steps;
  float scale;
  double offsets[4];
};

__constant__ float coefficients[16];
__constant__ Params params;
__constant__ int constant_scalar;
__device__ int device_scalar = 17;
__device__ double device_array[32];
__device__ Params device_params;

__global__ void applyConstants(float* out) {
  const int i = threadIdx.x;
  out[i] = coefficients[i] * params.scale + params.steps + static_cast<float>(params.offsets[i % 4]) +
           constant_scalar;
}

__global__ void updateDeviceVariables() {
  const int i = threadIdx.x;
  device_array[i] = device_array[i] * 2.0 + device_scalar;
  if (i == 0) device_params.steps += 1;
}

__global__ void negateScalar() { device_scalar = -device_scalar; }

__global__ void readThroughPointer(const double* array, const Params* p, double* out) {
  const int i = threadIdx.x;
  out[i] = array[i] + p->offsets[i % 4];
}

int main() {
  Checker check;
  float coefficients_host[16];
  for (int i = 0; i < 16; ++i) coefficients_host[i] = static_cast<float>(i);
  Params params_host = {3, 2.0f, {0.5, 1.5, 2.5, 3.5}};
  const int constant_value = 1000;

  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coefficients), coefficients_host, sizeof(coefficients_host)));
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(params), &params_host, sizeof(params_host)));
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(constant_scalar), &constant_value, sizeof(int), 0,
                              hipMemcpyHostToDevice));
  // Offsets: overwrite coefficients[8..11] only.
  const float patch[4] = {-1.0f, -2.0f, -3.0f, -4.0f};
  HIP_CHECK(hipMemcpyToSymbol(HIP_SYMBOL(coefficients), patch, sizeof(patch), 8 * sizeof(float)));
  float* out = nullptr;
  HIP_CHECK(hipMallocManaged(&out, 16 * sizeof(float)));
  applyConstants<<<1, 16>>>(out);
  HIP_CHECK_LAUNCH();
  for (int i = 0; i < 16; ++i) {
    const float c = (i >= 8 && i < 12) ? patch[i - 8] : coefficients_host[i];
    check.expect_near("constant memory", i, out[i], c * 2.0f + 3 + params_host.offsets[i % 4] + 1000, 0);
  }

  // Asynchronous copies on a stream, with an offset into a struct.
  hipStream_t stream;
  HIP_CHECK(hipStreamCreate(&stream));
  double array_host[32];
  for (int i = 0; i < 32; ++i) array_host[i] = i;
  HIP_CHECK(hipMemcpyToSymbolAsync(HIP_SYMBOL(device_array), array_host, sizeof(array_host), 0,
                                   hipMemcpyHostToDevice, stream));
  HIP_CHECK(hipMemcpyToSymbolAsync(HIP_SYMBOL(device_params), &params_host, sizeof(params_host), 0,
                                   hipMemcpyHostToDevice, stream));
  const double new_offset = 7.25;
  HIP_CHECK(hipMemcpyToSymbolAsync(HIP_SYMBOL(device_params), &new_offset, sizeof(double),
                                   offsetof(Params, offsets) + 2 * sizeof(double), hipMemcpyHostToDevice,
                                   stream));
  hipLaunchKernelGGL(updateDeviceVariables, dim3(1), dim3(32), 0, stream);
  hipLaunchKernelGGL(negateScalar, dim3(1), dim3(1), 0, stream);
  double array_back[32] = {};
  Params params_back{};
  int scalar_back = 0;
  HIP_CHECK(hipMemcpyFromSymbolAsync(array_back, HIP_SYMBOL(device_array), sizeof(array_back), 0,
                                     hipMemcpyDeviceToHost, stream));
  HIP_CHECK(hipMemcpyFromSymbolAsync(&params_back, HIP_SYMBOL(device_params), sizeof(params_back), 0,
                                     hipMemcpyDeviceToHost, stream));
  HIP_CHECK(hipStreamSynchronize(stream));
  HIP_CHECK(hipMemcpyFromSymbol(&scalar_back, HIP_SYMBOL(device_scalar), sizeof(int)));
  for (int i = 0; i < 32; ++i) check.expect_near("device array", i, array_back[i], 2.0 * i + 17, 0);
  check.expect_eq("struct member updated by the kernel", 0, params_back.steps, 4);
  check.expect_near("struct member written at an offset", 0, params_back.offsets[2], 7.25, 0);
  check.expect_near("struct member before the offset", 0, params_back.offsets[1], 1.5, 0);
  check.expect_eq("device scalar", 0, scalar_back, -17);
  double second_half[16] = {};
  HIP_CHECK(hipMemcpyFromSymbol(second_half, HIP_SYMBOL(device_array), sizeof(second_half),
                                16 * sizeof(double), hipMemcpyDeviceToHost));
  check.expect_near("hipMemcpyFromSymbol with an offset", 0, second_half[0], 2.0 * 16 + 17, 0);

  // Sizes and addresses: a kernel reads the variables through the pointers.
  size_t size = 0;
  HIP_CHECK(hipGetSymbolSize(&size, HIP_SYMBOL(coefficients)));
  check.expect_eq("size of a __constant__ array", 0, static_cast<long>(size), 64L);
  HIP_CHECK(hipGetSymbolSize(&size, HIP_SYMBOL(device_params)));
  check.expect_eq("size of a __device__ struct", 0, static_cast<long>(size), static_cast<long>(sizeof(Params)));
  HIP_CHECK(hipGetSymbolSize(&size, HIP_SYMBOL(device_scalar)));
  check.expect_eq("size of a __device__ scalar", 0, static_cast<long>(size), 4L);
  double* array_pointer = nullptr;
  Params* params_pointer = nullptr;
  HIP_CHECK(hipGetSymbolAddress(reinterpret_cast<void**>(&array_pointer), HIP_SYMBOL(device_array)));
  HIP_CHECK(hipGetSymbolAddress(reinterpret_cast<void**>(&params_pointer), HIP_SYMBOL(device_params)));
  double* read = nullptr;
  HIP_CHECK(hipMallocManaged(&read, 32 * sizeof(double)));
  readThroughPointer<<<1, 32>>>(array_pointer, params_pointer, read);
  HIP_CHECK_LAUNCH();
  for (int i = 0; i < 32; ++i)
    check.expect_near("read through hipGetSymbolAddress", i, read[i],
                      2.0 * i + 17 + (i % 4 == 2 ? 7.25 : params_host.offsets[i % 4]), 0);
  // The address is device memory for copies, too.
  double one = 1.0;
  HIP_CHECK(hipMemcpy(array_pointer + 31, &one, sizeof(double), hipMemcpyHostToDevice));
  HIP_CHECK(hipMemcpyFromSymbol(&one, HIP_SYMBOL(device_array), sizeof(double), 31 * sizeof(double)));
  check.expect_near("hipMemcpy through the symbol address", 0, one, 1.0, 0);

  // Errors.
  int not_a_symbol = 0;
  void* address = nullptr;
  check.expect_eq("hipGetSymbolAddress of a host variable", 0,
                  hipGetSymbolAddress(&address, HIP_SYMBOL(not_a_symbol)), hipErrorInvalidSymbol);
  check.expect_eq("hipGetSymbolSize of a host variable", 0, hipGetSymbolSize(&size, HIP_SYMBOL(not_a_symbol)),
                  hipErrorInvalidSymbol);
  check.expect_eq("hipMemcpyToSymbol to a host variable", 0,
                  hipMemcpyToSymbol(HIP_SYMBOL(not_a_symbol), &one, sizeof(double)), hipErrorInvalidSymbol);
  check.expect_eq("copy running past the end", 0,
                  hipMemcpyToSymbol(HIP_SYMBOL(coefficients), coefficients_host, 8, 60), hipErrorInvalidValue);
  check.expect_eq("offset past the end", 0,
                  hipMemcpyFromSymbol(&one, HIP_SYMBOL(device_array), 1, 32 * sizeof(double) + 1),
                  hipErrorInvalidValue);
  check.expect_eq("async copy past the end", 0,
                  hipMemcpyFromSymbolAsync(array_back, HIP_SYMBOL(device_array), sizeof(array_back), 8,
                                           hipMemcpyDeviceToHost, stream),
                  hipErrorInvalidValue);
  check.expect_eq("wrong direction", 0,
                  hipMemcpyToSymbol(HIP_SYMBOL(device_scalar), &not_a_symbol, sizeof(int), 0,
                                    hipMemcpyDeviceToHost),
                  hipErrorInvalidMemcpyDirection);
  check.expect_eq("null address output", 0, hipGetSymbolAddress(nullptr, HIP_SYMBOL(device_scalar)),
                  hipErrorInvalidValue);
  (void)hipGetLastError();

  HIP_CHECK(hipStreamDestroy(stream));
  HIP_CHECK(hipFree(out));
  HIP_CHECK(hipFree(read));
  return check.finish();
}
