// Host-side set-up of hipRAND's MTGP32 device states: the kernel parameter
// table and the initial states of n thread blocks. Also provides the 512
// published parameter sets as mtgp32dc_params_fast_11213.
#ifndef HIPRAND_MTGP32_HOST_H_
#define HIPRAND_MTGP32_HOST_H_

#include <hiprand/detail/mtgp32_params_11213.h>
#include <hiprand/hiprand_kernel.h>
#include <stdlib.h>

// Copies the parameter sets (as many as the table holds) into `p`, which may
// be device memory.
inline hiprandStatus_t hiprandMakeMTGP32Constants(const mtgp32_params_fast_t params[],
                                                  mtgp32_kernel_params_t* p) {
  if (params == nullptr || p == nullptr)
    return HIPRAND_STATUS_OUT_OF_RANGE;
  mtgp32_kernel_params_t* table =
      static_cast<mtgp32_kernel_params_t*>(malloc(sizeof(mtgp32_kernel_params_t)));
  if (table == nullptr)
    return HIPRAND_STATUS_ALLOCATION_FAILED;
  openhip_rand::mtgp32_make_kernel_params(params, MTGP32_MAX_NUM_BLOCKS, table);
  const hipError_t error = hipMemcpy(p, table, sizeof(*table), hipMemcpyDefault);
  free(table);
  return error == hipSuccess ? HIPRAND_STATUS_SUCCESS : HIPRAND_STATUS_ALLOCATION_FAILED;
}

// Initializes n states (n <= 512): state i uses parameter set i and the seed
// (seed ^ seed >> 32) + i + 1, as rocRAND. `k` is not needed: the states
// carry their parameter sets.
inline hiprandStatus_t hiprandMakeMTGP32KernelState(hiprandStateMtgp32_t* s,
                                                    mtgp32_params_fast_t params[],
                                                    mtgp32_kernel_params_t* k, int n,
                                                    unsigned long long seed) {
  (void)k;
  if (s == nullptr || params == nullptr || n < 0 || n > MTGP32_MAX_NUM_BLOCKS)
    return HIPRAND_STATUS_OUT_OF_RANGE;
  if (n == 0)
    return HIPRAND_STATUS_SUCCESS;
  hiprandStateMtgp32_t* h =
      static_cast<hiprandStateMtgp32_t*>(malloc(sizeof(hiprandStateMtgp32_t) * n));
  if (h == nullptr)
    return HIPRAND_STATUS_ALLOCATION_FAILED;
  seed ^= seed >> 32;
  for (int i = 0; i < n; ++i) {
    openhip_rand::mtgp32_init_state(h[i].status, &params[i],
                                    static_cast<unsigned int>(seed) + i + 1);
    h[i].offset = 0;
    h[i].id = i;
    h[i].pos_tbl = static_cast<unsigned int>(params[i].pos);
    h[i].sh1_tbl = static_cast<unsigned int>(params[i].sh1);
    h[i].sh2_tbl = static_cast<unsigned int>(params[i].sh2);
    h[i].mask = params[0].mask;
    for (int j = 0; j < MTGP32_TS; ++j) {
      h[i].param_tbl[j] = params[i].tbl[j];
      h[i].temper_tbl[j] = params[i].tmp_tbl[j];
      h[i].single_temper_tbl[j] = params[i].flt_tmp_tbl[j];
    }
  }
  const hipError_t error = hipMemcpy(s, h, sizeof(hiprandStateMtgp32_t) * n, hipMemcpyDefault);
  free(h);
  return error == hipSuccess ? HIPRAND_STATUS_SUCCESS : HIPRAND_STATUS_ALLOCATION_FAILED;
}

#endif // HIPRAND_MTGP32_HOST_H_
