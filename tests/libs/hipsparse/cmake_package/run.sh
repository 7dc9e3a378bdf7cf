#!/usr/bin/env bash
# Configures, builds and runs the project in this folder against a hipSPARSE
# CMake package: run.sh <package dir> <work dir>
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
rm -rf "$2" && mkdir -p "$2/src"
cp "$here/project.cmake" "$2/src/CMakeLists.txt"
cp "$here/main.cpp" "$2/src/main.cpp"
cmake -S "$2/src" -B "$2/build" -Dhipsparse_DIR="$1" >/dev/null
cmake --build "$2/build" >/dev/null
"$2/build/uses_hipsparse"
