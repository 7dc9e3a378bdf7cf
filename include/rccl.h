/* Old location of RCCL's header (ROCm < 5.2 installed it here). */
#ifndef OPENHIP_RCCL_COMPAT_H
#define OPENHIP_RCCL_COMPAT_H
#include <rccl/rccl.h>
#endif
