// Data-type and library-property enums shared by the HIP math libraries
// (hipBLAS, hipFFT, ...). Values are HIP 5.2's.
#ifndef HIP_INCLUDE_HIP_LIBRARY_TYPES_H
#define HIP_INCLUDE_HIP_LIBRARY_TYPES_H

#include <hip/hip_common.h>

typedef enum hipDataType {
  HIP_R_32F = 0,
  HIP_R_64F = 1,
  HIP_R_16F = 2,
  HIP_C_32F = 4,
  HIP_C_64F = 5,
  HIP_C_16F = 6
} hipDataType;

typedef enum hipLibraryPropertyType {
  HIP_LIBRARY_MAJOR_VERSION = 0,
  HIP_LIBRARY_MINOR_VERSION = 1,
  HIP_LIBRARY_PATCH_LEVEL = 2
} hipLibraryPropertyType;

#endif // HIP_INCLUDE_HIP_LIBRARY_TYPES_H
