// cuRAND's MTGP32 parameter sets (mtgp32dc_params_fast_11213; the first 200
// are cuRAND's, OpenHIP's table holds rocRAND's 512).
#ifndef CURAND_MTGP32DC_P_11213_H
#define CURAND_MTGP32DC_P_11213_H

#include <hiprand/detail/mtgp32_params_11213.h>

#endif // CURAND_MTGP32DC_P_11213_H
