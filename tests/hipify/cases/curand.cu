// cuRAND host and device API -> hipRAND.
#include <curand.h>
#include <curand_kernel.h>
// CHECK: #include <hiprand/hiprand.h>
// CHECK-NEXT: #include <hiprand/hiprand_kernel.h>
__global__ void device_random(float *out, unsigned long long seed) {
  curandState state;
  // CHECK: hiprandState state;
  curand_init(seed, threadIdx.x, 0, &state);
  // CHECK: hiprand_init(seed, threadIdx.x, 0, &state);
  out[threadIdx.x] = curand_uniform(&state) + curand_normal(&state);
  // CHECK: out[threadIdx.x] = hiprand_uniform(&state) + hiprand_normal(&state);
  unsigned int bits = curand(&state);
  // CHECK: unsigned int bits = hiprand(&state);
  (void)bits;
}
void host_random(float *out, size_t n) {
  curandGenerator_t generator;
  curandCreateGenerator(&generator, CURAND_RNG_PSEUDO_PHILOX4_32_10);
  // CHECK: hiprandGenerator_t generator;
  // CHECK-NEXT: hiprandCreateGenerator(&generator, HIPRAND_RNG_PSEUDO_PHILOX4_32_10);
  curandSetPseudoRandomGeneratorSeed(generator, 1234ULL);
  curandGenerateUniform(generator, out, n);
  curandDestroyGenerator(generator);
  // CHECK: hiprandSetPseudoRandomGeneratorSeed(generator, 1234ULL);
  // CHECK-NEXT: hiprandGenerateUniform(generator, out, n);
  // CHECK-NEXT: hiprandDestroyGenerator(generator);
}
