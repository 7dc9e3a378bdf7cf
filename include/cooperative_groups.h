// CUDA's cooperative groups header; the implementation is OpenHIP's
// (namespace cooperative_groups, the same names as CUDA's).
#ifndef OPENHIP_CUDA_COOPERATIVE_GROUPS_H
#define OPENHIP_CUDA_COOPERATIVE_GROUPS_H
#include <hip/hip_cooperative_groups.h>
#endif  // OPENHIP_CUDA_COOPERATIVE_GROUPS_H
