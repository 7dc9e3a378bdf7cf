# Interprocess memory and event handles (helper "memory"): the Ipc.* tests
# spawn this same executable as a second process that runs one IpcChild.*
# test with the handles passed in its environment.
list(APPEND OPENHIP_CUSTOM_TESTS ipc_test)
add_executable(ipc_test ipc_test.cpp)
target_link_libraries(ipc_test PRIVATE openhip GTest::gtest GTest::gtest_main)
openhip_warnings(ipc_test)
add_test(NAME unit.ipc COMMAND ipc_test --gtest_filter=Ipc.*)
set_tests_properties(unit.ipc PROPERTIES LABELS unit TIMEOUT 60)
