// Surface object types of the HIP 5.2 API.
#ifndef HIP_INCLUDE_HIP_SURFACE_TYPES_H
#define HIP_INCLUDE_HIP_SURFACE_TYPES_H

#include <hip/driver_types.h>

struct __hip_surface;
typedef struct __hip_surface* hipSurfaceObject_t;

struct surfaceReference {
  hipSurfaceObject_t surfaceObject;
};

enum hipSurfaceBoundaryMode {
  hipBoundaryModeZero = 0,
  hipBoundaryModeTrap = 1,
  hipBoundaryModeClamp = 2
};

#endif // HIP_INCLUDE_HIP_SURFACE_TYPES_H
