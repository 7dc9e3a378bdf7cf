// Host-side set-up of cuRAND's MTGP32 device states (header-only, as in
// cuRAND): the kernel parameter table and the initial states of n blocks.
#ifndef CURAND_MTGP32_HOST_H
#define CURAND_MTGP32_HOST_H

#include <curand_kernel.h>
#include <stdlib.h>

// Copies the first 200 parameter sets (cuRAND's count) into `p`, which may be
// device memory.
static __host__ inline curandStatus_t curandMakeMTGP32Constants(const mtgp32_params_fast_t params[],
                                                                mtgp32_kernel_params_t* p) {
  if (params == nullptr || p == nullptr)
    return CURAND_STATUS_OUT_OF_RANGE;
  mtgp32_kernel_params_t* table =
      static_cast<mtgp32_kernel_params_t*>(malloc(sizeof(mtgp32_kernel_params_t)));
  if (table == nullptr)
    return CURAND_STATUS_ALLOCATION_FAILED;
  openhip_rand::mtgp32_make_kernel_params(params, CURAND_NUM_MTGP32_PARAMS, table);
  const cudaError_t error = cudaMemcpy(p, table, sizeof(*table), cudaMemcpyHostToDevice);
  free(table);
  return error == cudaSuccess ? CURAND_STATUS_SUCCESS : CURAND_STATUS_ALLOCATION_FAILED;
}

// Initializes n states (n <= 200): state i uses parameter set i, the table
// `k` and the seed (seed ^ seed >> 32) + i + 1.
static __host__ inline curandStatus_t curandMakeMTGP32KernelState(curandStateMtgp32_t* s,
                                                                  mtgp32_params_fast_t params[],
                                                                  mtgp32_kernel_params_t* k, int n,
                                                                  unsigned long long seed) {
  if (s == nullptr || params == nullptr || n < 0 || n > CURAND_NUM_MTGP32_PARAMS)
    return CURAND_STATUS_OUT_OF_RANGE;
  if (n == 0)
    return CURAND_STATUS_SUCCESS;
  curandStateMtgp32_t* h =
      static_cast<curandStateMtgp32_t*>(malloc(sizeof(curandStateMtgp32_t) * n));
  if (h == nullptr)
    return CURAND_STATUS_ALLOCATION_FAILED;
  seed ^= seed >> 32;
  for (int i = 0; i < n; ++i) {
    openhip_rand::mtgp32_init_state(h[i].s, &params[i], static_cast<unsigned int>(seed) + i + 1);
    h[i].offset = 0;
    h[i].pIdx = i;
    h[i].k = k;
    h[i].precise_double_flag = 0;
  }
  const cudaError_t error =
      cudaMemcpy(s, h, sizeof(curandStateMtgp32_t) * n, cudaMemcpyHostToDevice);
  free(h);
  return error == cudaSuccess ? CURAND_STATUS_SUCCESS : CURAND_STATUS_ALLOCATION_FAILED;
}

#endif // CURAND_MTGP32_HOST_H
