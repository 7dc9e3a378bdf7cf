# Memory tests with their own environment (helper "memory"): memory_pool_test
# runs with one device and again with four (per-device pools and accounting).
list(APPEND OPENHIP_CUSTOM_TESTS memory_pool_test)
add_executable(memory_pool_test memory_pool_test.cpp)
target_link_libraries(memory_pool_test PRIVATE openhip GTest::gtest GTest::gtest_main)
openhip_warnings(memory_pool_test)
add_test(NAME unit.memory_pool_test COMMAND memory_pool_test)
set_tests_properties(unit.memory_pool_test PROPERTIES LABELS unit TIMEOUT 120)
add_test(NAME unit.memory_pool_test.four_devices COMMAND memory_pool_test)
set_tests_properties(unit.memory_pool_test.four_devices PROPERTIES LABELS unit TIMEOUT 120
  ENVIRONMENT "OPENHIP_CPU_DEVICES=4")
