# Runs one command and checks its exit status and output; used by the tool
# tests because CTest's PASS_REGULAR_EXPRESSION ignores the exit status and
# accepts any one of several expressions.
#
#   cmake -DCOMMAND=<;-list> [-DENV=<;-list of NAME=VALUE>] [-DEXPECT_EXIT=0]
#         [-DMATCH=<;-list of regexes, all required>]
#         [-DNO_MATCH=<;-list of regexes, none allowed>]
#         [-DEXACT=<whole stdout>] -P check_command.cmake
# Regexes are matched against stdout and stderr together.
if(NOT DEFINED COMMAND)
  message(FATAL_ERROR "check_command.cmake: COMMAND is required")
endif()
if(NOT DEFINED EXPECT_EXIT)
  set(EXPECT_EXIT 0)
endif()

set(env_prefix)
if(DEFINED ENV)
  set(env_prefix ${CMAKE_COMMAND} -E env ${ENV})
endif()

execute_process(COMMAND ${env_prefix} ${COMMAND}
                RESULT_VARIABLE status
                OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
set(all "${out}${err}")
message("---- command: ${COMMAND}\n---- exit: ${status}\n"
        "---- stdout:\n${out}\n---- stderr:\n${err}")

if(NOT "${status}" STREQUAL "${EXPECT_EXIT}")
  message(FATAL_ERROR "expected exit status ${EXPECT_EXIT}, got ${status}")
endif()
foreach(regex IN LISTS MATCH)
  if(NOT all MATCHES "${regex}")
    message(FATAL_ERROR "output does not match required regex: ${regex}")
  endif()
endforeach()
foreach(regex IN LISTS NO_MATCH)
  if(all MATCHES "${regex}")
    message(FATAL_ERROR "output matches forbidden regex: ${regex}")
  endif()
endforeach()
if(DEFINED EXACT AND NOT "${out}" STREQUAL "${EXACT}")
  message(FATAL_ERROR "stdout is '${out}', expected exactly '${EXACT}'")
endif()
