// Makes the C and C++ standard library usable from device code.
//
// The CPU is the device, so device code may call the host's libc and libm
// directly: we declare the C math and memory functions __host__ __device__
// by including their headers inside `#pragma clang force_cuda_host_device`.
// Constexpr functions such as std::min/std::max are implicitly
// __host__ __device__ in clang's CUDA mode, and clang's cuda_wrappers/
// headers (on the include path in CUDA mode) add device overloads of
// operator new/delete that call ::malloc/::free — which therefore must be
// declared for device code before <new> is first seen. hipcc force-includes
// this header (through prelude.h) before any line of the user's source.
// Device calls of malloc/free reach libopenhip's device heap, not libc's:
// the device lowering renames them (see device_heap.h).
#ifndef OPENHIP_DEVICE_STD_HEADERS_H
#define OPENHIP_DEVICE_STD_HEADERS_H

#include <hip/hip_common.h>

#include <stddef.h>

extern "C" {
__host__ __device__ void* malloc(size_t size) noexcept;
__host__ __device__ void free(void* pointer) noexcept;
}

// libstdc++'s configuration header declares std::terminate & co.: it must
// be seen outside the region, or <exception> would redeclare them host-only.
#include <cstddef>

// clang's <mm_malloc.h> (from <xmmintrin.h> and the other x86 intrinsic
// headers host code includes) redeclares posix_memalign without attributes:
// when this region is the first to see glibc's <stdlib.h> (hipcc's prelude),
// posix_memalign becomes __host__ __device__ and <mm_malloc.h> must be seen
// here too; when <stdlib.h> came earlier (host-only), it must not.
#if !defined(_STDLIB_H) && __has_include(<mm_malloc.h>)
#define __OPENHIP_MM_MALLOC_IN_REGION 1
#endif
#pragma clang force_cuda_host_device begin
#include <stdlib.h>
#include <string.h>
#include <cstdlib>
#include <cstring>
#ifdef __OPENHIP_MM_MALLOC_IN_REGION
#include <mm_malloc.h>
#undef __OPENHIP_MM_MALLOC_IN_REGION
#endif
#pragma clang force_cuda_host_device end

// Outside the region: <new>'s operators stay host functions (cuda_wrappers/
// new adds the device ones; forcing them would clash), and the C++ headers
// that <cmath> pulls in from C++17 on (special functions) keep their
// variadic helpers host-only, which device code may not declare.
#include <new>
#include <algorithm>
#include <limits>
#include <type_traits>
#include <utility>

#pragma clang force_cuda_host_device begin
#include <math.h>
#include <cmath>
#pragma clang force_cuda_host_device end

#endif  // OPENHIP_DEVICE_STD_HEADERS_H
