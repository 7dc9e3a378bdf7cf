// The HIP 5.2 host runtime API as implemented by OpenHIP (libopenhip).
//
// Plain C and C++ (host compilers and hipcc's clang CUDA mode). Names,
// values, struct layouts and signatures are HIP 5.2's so unmodified HIP
// programs compile; the declarations are split by area under hip/detail/.
#ifndef HIP_INCLUDE_HIP_HIP_RUNTIME_API_H
#define HIP_INCLUDE_HIP_HIP_RUNTIME_API_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <hip/hip_common.h>
#include <hip/hip_version.h>

#include <hip/detail/hip_api_types.h>
#include <hip/detail/hip_device_types.h>
#include <hip/detail/hip_error.h>
#include <hip/detail/hip_graph_types.h>
#include <hip/detail/hip_memory_types.h>
#include <hip/driver_types.h>
#include <hip/hip_vector_types.h>
#include <hip/surface_types.h>
#include <hip/texture_types.h>

#include <hip/detail/hip_api_device.h>
#include <hip/detail/hip_api_gl_interop.h>
#include <hip/detail/hip_api_graph.h>
#include <hip/detail/hip_api_memory.h>
#include <hip/detail/hip_api_module_launch.h>
#include <hip/detail/hip_api_stream_event.h>
#include <hip/detail/hip_api_texture.h>

#if defined(__cplusplus) && !defined(__HIP_DISABLE_CPP_FUNCTIONS__)
#include <hip/detail/hip_api_cpp.h>
#endif

#endif // HIP_INCLUDE_HIP_HIP_RUNTIME_API_H
