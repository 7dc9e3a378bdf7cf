# Device, context and profiler tests that need their own environment
# (helper "devices"): each setting is its own CTest run.
#   context_test, device_attribute_test: default (1 device) and OPENHIP_CPU_DEVICES=4
#   multi_device_test: OPENHIP_CPU_DEVICES=4
#   profiler_test: OPENHIP_LOG_LEVEL=3, with and without OPENHIP_PROFILE_FROM_START=0
list(APPEND OPENHIP_CUSTOM_TESTS context_test device_attribute_test multi_device_test profiler_test)

foreach(name context_test device_attribute_test multi_device_test profiler_test)
  add_executable(${name} ${name}.cpp)
  target_link_libraries(${name} PRIVATE openhip GTest::gtest GTest::gtest_main)
  openhip_warnings(${name})
endforeach()

foreach(name context device_attribute)
  add_test(NAME unit.${name} COMMAND ${name}_test)
  set_tests_properties(unit.${name} PROPERTIES LABELS unit TIMEOUT 120)
  add_test(NAME unit.${name}.four_devices COMMAND ${name}_test)
  set_tests_properties(unit.${name}.four_devices PROPERTIES LABELS unit TIMEOUT 120
    ENVIRONMENT "OPENHIP_CPU_DEVICES=4")
endforeach()

add_test(NAME unit.multi_device COMMAND multi_device_test)
set_tests_properties(unit.multi_device PROPERTIES LABELS unit TIMEOUT 120
  ENVIRONMENT "OPENHIP_CPU_DEVICES=4")

add_test(NAME unit.profiler COMMAND profiler_test)
set_tests_properties(unit.profiler PROPERTIES LABELS unit TIMEOUT 120
  ENVIRONMENT "OPENHIP_LOG_LEVEL=3")
add_test(NAME unit.profiler.from_start_off COMMAND profiler_test)
set_tests_properties(unit.profiler.from_start_off PROPERTIES LABELS unit TIMEOUT 120
  ENVIRONMENT "OPENHIP_LOG_LEVEL=3;OPENHIP_PROFILE_FROM_START=0")
