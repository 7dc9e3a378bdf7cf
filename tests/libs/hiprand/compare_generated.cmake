# Runs GENERATOR > OUTPUT and fails unless OUTPUT equals EXPECTED.
execute_process(COMMAND ${GENERATOR} OUTPUT_FILE ${OUTPUT} RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "${GENERATOR} failed: ${result}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUTPUT} ${EXPECTED} RESULT_VARIABLE different)
if(different)
  message(FATAL_ERROR "${EXPECTED} is out of date: regenerate it with ${GENERATOR} > ${EXPECTED}")
endif()
