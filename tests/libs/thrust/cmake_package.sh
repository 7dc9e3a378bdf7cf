#!/usr/bin/env bash
# Usage: cmake_package.sh HIPCC PACKAGE_DIR WORK_DIR
# Configures and builds tests/libs/thrust/cmake_package (a user project using
# find_package(rocthrust) and roc::rocthrust) with hipcc, then runs it.
set -eu
hipcc=$1
package_dir=$2
work=$3
source_dir=$(dirname "$0")/cmake_package
rm -rf "$work"
cmake -S "$source_dir" -B "$work" -G Ninja -DCMAKE_CXX_COMPILER="$hipcc" -Drocthrust_DIR="$package_dir" >/dev/null
cmake --build "$work"
"$work/rocthrust_user"
