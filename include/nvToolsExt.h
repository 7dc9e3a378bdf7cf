/* NVTX v2 include path (-lnvToolsExt not needed: header-only). */
#include <nvtx3/nvToolsExt.h>
