// CUDA's <cooperative_groups/reduce.h>: cg::reduce with cg::plus/less/greater
// and friends, implemented in openhip/cooperative_groups/reduce.h.
#ifndef OPENHIP_CUDA_COOPERATIVE_GROUPS_REDUCE_H
#define OPENHIP_CUDA_COOPERATIVE_GROUPS_REDUCE_H
#include <hip/hip_cooperative_groups.h>
#include <openhip/cooperative_groups/reduce.h>
#endif  // OPENHIP_CUDA_COOPERATIVE_GROUPS_REDUCE_H
