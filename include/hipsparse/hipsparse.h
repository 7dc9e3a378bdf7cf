// hipSPARSE: sparse linear algebra on OpenHIP's devices (the CPU).
//
// The API of hipSPARSE 3.1 (ROCm 6.2/6.3) as seen on AMD's platform: the
// same names, signatures, enumerator values and status codes. Every routine
// that takes a handle is ordered on the handle's stream like any other HIP
// operation. See docs/hipsparse.md for what is provided and how it runs.
#ifndef HIPSPARSE_H
#define HIPSPARSE_H

#include "hipsparse-export.h"
#include "hipsparse-version.h"

#include <hip/hip_complex.h>
#include <hip/hip_runtime.h>
#include <hip/library_types.h>
#include <stddef.h>
#include <stdint.h>

#include "internal/hipsparse-types.h"
#include "internal/hipsparse-auxiliary.h"
#include "internal/hipsparse-level1.h"
#include "internal/hipsparse-level2.h"
#include "internal/hipsparse-level3.h"
#include "internal/hipsparse-precond.h"
#include "internal/hipsparse-conversion.h"
#include "internal/hipsparse-generic-types.h"
#include "internal/hipsparse-generic-descriptors.h"
#include "internal/hipsparse-generic.h"

#endif // HIPSPARSE_H
