#!/bin/sh
# Usage: run_project.sh <cmake> <ctest> <project source> <build dir> <cmake arguments...>
# Configures (Ninja), builds and runs the project's own tests: a project
# written as a user would write it, against the installed OpenHIP prefix.
set -e
cmake=$1 ctest=$2 source=$3 build=$4
shift 4
rm -rf "$build"
"$cmake" -S "$source" -B "$build" -G Ninja "$@"
"$cmake" --build "$build" -j 2
"$ctest" --test-dir "$build" --output-on-failure
