# The CUDA programs of tests/programs/cuda, translated by hipify and compiled
# as HIP by the built hipcc: CTest hipify.programs.<name> (label programs).
# The hipified sources go to <build>/tests/hipify/programs/, local headers
# beside them (one rule each, hence --no-local-headers), so that "..."
# includes resolve as in the original folder.
if(NOT TARGET hipcc)
  return()
endif()
set(cuda_dir ${CMAKE_SOURCE_DIR}/tests/programs/cuda)
# CUDA sources assume 32-wide warps; after hipify they are HIP sources, which
# default to 64-wide wavefronts here, so they are built for wave32 (as on RDNA).
set(hipified_flags -O2 -mno-wavefrontsize64)
# Programs whose behaviour after the port differs for reasons outside hipify
# (they are still translated and compiled, not run; see docs/hipify.md):
#   driver_api: its host code asserts CU_DEVICE_ATTRIBUTE_WARP_SIZE == 32 (CUDA's
#               warp) before loading any kernel; as HIP, a program without
#               registered kernels sees the HIP default wavefront, 64, as it
#               would on AMD hardware: a genuine CUDA-only assumption.
#   device_assert: checks cudaErrorAssert after a failing device assert; ported,
#               it checks hipErrorAssert, where HIP's names report
#               hipErrorLaunchFailure, as AMD's runtime does (docs/device-services.md).
set(hipify_not_portable driver_api device_assert)
set(out_dir ${CMAKE_CURRENT_BINARY_DIR}/programs)
file(GLOB cuda_sources CONFIGURE_DEPENDS ${cuda_dir}/*.cu ${cuda_dir}/*.cpp)
file(GLOB cuda_headers CONFIGURE_DEPENDS ${cuda_dir}/*.h ${cuda_dir}/*.cuh)

# hipify_translate(<input> <output>): one build rule per translated file.
set(hipified_headers "")
function(hipify_translate input output)
  add_custom_command(
    OUTPUT ${output}
    COMMAND ${CMAKE_COMMAND} -E make_directory ${out_dir}
    COMMAND $<TARGET_FILE:hipify> --hip-kernel-execution-syntax --no-local-headers ${input} -o ${output}
    DEPENDS hipify ${input}
    COMMENT "hipify ${input}"
    VERBATIM)
endfunction()

foreach(header IN LISTS cuda_headers)
  get_filename_component(name ${header} NAME)
  hipify_translate(${header} ${out_dir}/${name})
  list(APPEND hipified_headers ${out_dir}/${name})
endforeach()

set(hipify_program_outputs "")
set(driver_kernels "")
set(driver_host "")
foreach(source IN LISTS cuda_sources)
  get_filename_component(name ${source} NAME_WE)
  get_filename_component(ext ${source} EXT)
  if(ext STREQUAL ".cu")
    set(translated ${out_dir}/${name}.hip)
  else()
    set(translated ${out_dir}/${name}${ext})
  endif()
  hipify_translate(${source} ${translated})
  file(READ ${source} text)
  if(name STREQUAL "driver_api_kernels")
    set(driver_kernels ${translated})
    continue()
  endif()
  if(name STREQUAL "driver_api")
    set(driver_host ${translated})
    continue()
  endif()
  if(NOT text MATCHES "int main\\(")
    continue()
  endif()
  set(binary ${out_dir}/${name})
  add_custom_command(
    OUTPUT ${binary}
    COMMAND $<TARGET_FILE:hipcc> ${hipified_flags} ${translated} -o ${binary}
    DEPENDS hipcc ${translated} ${hipified_headers}
    COMMENT "hipcc hipified ${name}"
    VERBATIM)
  list(APPEND hipify_program_outputs ${binary})
  if(name IN_LIST hipify_not_portable)  # built (it must translate and compile), not run
    continue()
  endif()
  add_test(NAME hipify.programs.${name} COMMAND ${binary})
  set_tests_properties(hipify.programs.${name} PROPERTIES
    LABELS programs TIMEOUT 60 FAIL_REGULAR_EXPRESSION "FAIL")
endforeach()

# The driver API program: hipified kernels into a code object, hipified host.
if(driver_kernels AND driver_host)
  set(code_object ${out_dir}/driver_api_kernels.co)
  add_custom_command(
    OUTPUT ${code_object}
    COMMAND $<TARGET_FILE:hipcc> --genco -mno-wavefrontsize64 ${driver_kernels} -o ${code_object}
    DEPENDS hipcc ${driver_kernels} ${hipified_headers}
    COMMENT "hipcc --genco hipified driver_api_kernels"
    VERBATIM)
  add_custom_command(
    OUTPUT ${out_dir}/driver_api
    COMMAND $<TARGET_FILE:hipcc> ${hipified_flags} ${driver_host} -o ${out_dir}/driver_api
    DEPENDS hipcc ${driver_host} ${hipified_headers}
    COMMENT "hipcc hipified driver_api"
    VERBATIM)
  list(APPEND hipify_program_outputs ${code_object} ${out_dir}/driver_api)
endif()
if(driver_kernels AND driver_host AND NOT "driver_api" IN_LIST hipify_not_portable)
  add_test(NAME hipify.programs.driver_api COMMAND ${out_dir}/driver_api ${code_object})
  set_tests_properties(hipify.programs.driver_api PROPERTIES
    LABELS programs TIMEOUT 60 FAIL_REGULAR_EXPRESSION "FAIL")
endif()

add_custom_target(openhip_hipify_programs ALL DEPENDS ${hipify_program_outputs})
