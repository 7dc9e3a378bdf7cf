# cooperative_launch_test runs twice: with the default environment, and with
# two CPU devices (multi-device launches) and more pool threads than this
# machine may have cores (a grid of more blocks than cores, so grid barriers
# must sleep instead of spinning).
list(APPEND OPENHIP_CUSTOM_TESTS cooperative_launch_test)
add_executable(cooperative_launch_test cooperative_launch_test.cpp)
target_link_libraries(cooperative_launch_test PRIVATE openhip GTest::gtest GTest::gtest_main)
openhip_warnings(cooperative_launch_test)
add_test(NAME unit.cooperative_launch COMMAND cooperative_launch_test)
set_tests_properties(unit.cooperative_launch PROPERTIES LABELS unit TIMEOUT 120)
add_test(NAME unit.cooperative_launch.two_devices COMMAND cooperative_launch_test)
set_tests_properties(unit.cooperative_launch.two_devices PROPERTIES LABELS unit TIMEOUT 120
  ENVIRONMENT "OPENHIP_CPU_DEVICES=2;OPENHIP_NUM_THREADS=6")
