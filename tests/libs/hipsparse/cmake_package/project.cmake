# A user project finding OpenHIP's hipSPARSE through its CMake package
# (configured and built by the libs.hipsparse.cmake_package test).
cmake_minimum_required(VERSION 3.20)
project(uses_hipsparse LANGUAGES CXX)
find_package(hipsparse REQUIRED)
add_executable(uses_hipsparse main.cpp)
target_link_libraries(uses_hipsparse PRIVATE roc::hipsparse)
