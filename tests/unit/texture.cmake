# texture_module_test (helper "capture"): hipModuleGetTexRef on a hand-made
# code object (texture_module_object.cpp, a loadable shared object exporting
# the code-object tables with a texture slot), so it needs no hipcc.
list(APPEND OPENHIP_CUSTOM_TESTS texture_module_test)
add_library(texture_module_object MODULE texture_module_object.cpp)
target_include_directories(texture_module_object PRIVATE ${PROJECT_SOURCE_DIR}/include)
openhip_warnings(texture_module_object)
add_executable(texture_module_test texture_module_test.cpp)
target_link_libraries(texture_module_test PRIVATE openhip GTest::gtest GTest::gtest_main)
target_compile_definitions(texture_module_test PRIVATE
  TEXTURE_MODULE_PATH="$<TARGET_FILE:texture_module_object>")
add_dependencies(texture_module_test texture_module_object)
openhip_warnings(texture_module_test)
add_test(NAME unit.texture_module_test COMMAND texture_module_test)
set_tests_properties(unit.texture_module_test PROPERTIES LABELS unit TIMEOUT 120)
