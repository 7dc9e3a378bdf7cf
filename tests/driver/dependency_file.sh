#!/bin/sh
# Usage: dependency_file.sh <hipcc> <inputs dir> <work dir>
# -MD -MF writes a make rule for the object naming the source and the HIP
# headers it includes; -MD alone derives the .d name from -o.
set -e
hipcc=$1 inputs=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
"$hipcc" -c "$inputs/saxpy.hip" -o "$work/saxpy.o" -MD -MF "$work/deps.d"
grep -q "saxpy.o:" "$work/deps.d" || { echo "FAIL: no rule for saxpy.o"; cat "$work/deps.d"; exit 1; }
grep -q "saxpy.hip" "$work/deps.d" || { echo "FAIL: source missing"; exit 1; }
grep -q "hip_runtime.h" "$work/deps.d" || { echo "FAIL: hip_runtime.h missing"; exit 1; }
"$hipcc" -c "$inputs/host_main.cpp" -o "$work/host.o" -MMD -MT custom-target
grep -q "^custom-target:" "$work/host.d" || { echo "FAIL: -MT ignored"; cat "$work/host.d"; exit 1; }
echo PASS
