# Runs hipify on one test file and checks its output with FileCheck.
# -DHIPIFY=<exe> -DFILECHECK=<exe> -DTEST=<file.cu> -DWORK=<dir>
# Directives in the test file:
#   // HIPIFY-ARGS: <extra options>    (default: none)
#   // HIPIFY-EXIT: <n>                expected exit code (default 0)
#   // CHECK...: lines                 checked against stdout
#   // STDERR...: lines                checked against stderr
# The directive lines themselves are removed from the output before checking
# (hipify keeps comments), so that a pattern can never match its own text.
file(READ ${TEST} text)
set(args "")
if(text MATCHES "// HIPIFY-ARGS:([^\n]*)")
  separate_arguments(args UNIX_COMMAND "${CMAKE_MATCH_1}")
endif()
set(expected_exit 0)
if(text MATCHES "// HIPIFY-EXIT: *([0-9]+)")
  set(expected_exit ${CMAKE_MATCH_1})
endif()
file(MAKE_DIRECTORY ${WORK})
execute_process(COMMAND ${HIPIFY} ${args} ${TEST} -o -
  WORKING_DIRECTORY ${WORK}
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL expected_exit)
  message(FATAL_ERROR "hipify exited with ${rc}, expected ${expected_exit}\nstderr:\n${err}")
endif()
string(REGEX REPLACE "[ \t]*// (CHECK|STDERR|HIPIFY)[^\n]*\n" "" out "${out}")
get_filename_component(name ${TEST} NAME)
file(WRITE ${WORK}/${name}.stdout "${out}")
file(WRITE ${WORK}/${name}.stderr "${err}")
foreach(prefix CHECK STDERR)
  if(prefix STREQUAL "CHECK")
    set(stream stdout)
  else()
    set(stream stderr)
  endif()
  if(text MATCHES "// ${prefix}")
    execute_process(COMMAND ${FILECHECK} ${TEST} --check-prefix=${prefix}
                            --input-file=${WORK}/${name}.${stream} --allow-empty
      RESULT_VARIABLE check_rc)
    if(NOT check_rc EQUAL 0)
      message(FATAL_ERROR "FileCheck failed on ${stream} (${WORK}/${name}.${stream})")
    endif()
  endif()
endforeach()
