# openhip_add_hip_library(<name> SOURCES <src>... [INCLUDES <dir>...] [LINK <lib>...])
#
# A library of OpenHIP's (hipRAND, hipBLAS, ...) built the way a library author
# outside the project would build it: `.hip`/`.cu` sources are compiled by the
# in-tree hipcc (device code lowered for the CPU, host code calling the public
# HIP API), other sources by the C++ compiler against the public headers. The
# result is lib<name>.so in the build's lib/ folder, linked with libopenhip,
# and installed. Device objects are position independent (see docs/hipcc.md).
function(openhip_add_hip_library name)
  cmake_parse_arguments(ARG "" "" "SOURCES;INCLUDES;LINK" ${ARGN})
  set(include_flags "")
  foreach(dir IN LISTS ARG_INCLUDES)
    get_filename_component(dir ${dir} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    list(APPEND include_flags -I${dir})
  endforeach()
  set(device_objects "")
  set(host_sources "")
  foreach(source IN LISTS ARG_SOURCES)
    get_filename_component(source ${source} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    if(source MATCHES "\\.(hip|cu)$")
      file(RELATIVE_PATH relative ${CMAKE_CURRENT_SOURCE_DIR} ${source})
      set(object ${CMAKE_CURRENT_BINARY_DIR}/${name}_objects/${relative}.o)
      get_filename_component(object_dir ${object} DIRECTORY)
      file(MAKE_DIRECTORY ${object_dir})
      add_custom_command(
        OUTPUT ${object}
        COMMAND $<TARGET_FILE:hipcc> -O3 -fPIC ${include_flags} -MD -MF ${object}.d
                -c ${source} -o ${object}
        DEPFILE ${object}.d
        DEPENDS hipcc ${source}
        COMMENT "hipcc ${name}: ${relative}"
        VERBATIM)
      list(APPEND device_objects ${object})
    else()
      list(APPEND host_sources ${source})
    endif()
  endforeach()
  set_source_files_properties(${device_objects} PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)
  add_library(${name} SHARED ${host_sources} ${device_objects})
  target_include_directories(${name} PRIVATE ${ARG_INCLUDES})
  target_link_libraries(${name} PUBLIC openhip PRIVATE ${ARG_LINK})
  openhip_warnings(${name})
  install(TARGETS ${name} LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
endfunction()
