# Writes OUTPUT, a C++ file defining kTimelineStyle and kTimelineScript
# (timeline_assets.h) with the text of STYLE and SCRIPT as raw string literals.
#   cmake -DSTYLE=<css> -DSCRIPT=<js> -DOUTPUT=<cpp> -P embed_assets.cmake
set(delimiter "OPENHIP_ASSET")
set(body "// Generated from timeline.css and timeline.js by embed_assets.cmake; do not edit.\n")
string(APPEND body "#include \"timeline_assets.h\"\n\nnamespace openhip::timeline {\n")
foreach(pair "kTimelineStyle;${STYLE}" "kTimelineScript;${SCRIPT}")
  list(GET pair 0 name)
  list(GET pair 1 file)
  file(READ "${file}" text)
  string(FIND "${text}" ")${delimiter}\"" clash)
  if(NOT clash EQUAL -1)
    message(FATAL_ERROR "${file} contains the raw-string delimiter ${delimiter}")
  endif()
  string(APPEND body "extern const char ${name}[] = R\"${delimiter}(${text})${delimiter}\";\n")
endforeach()
string(APPEND body "}  // namespace openhip::timeline\n")
# Rewritten only when changed, so that a re-run does not rebuild.
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
endif()
if(NOT "${old}" STREQUAL "${body}")
  file(WRITE "${OUTPUT}" "${body}")
endif()
