#!/bin/sh
# Usage: compile_then_link.sh <hipcc> <inputs dir> <work dir>
# Objects made with -c (one HIP, one host-only C++) link later with hipcc.
set -e
hipcc=$1 inputs=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
"$hipcc" -c "$inputs/saxpy.hip" -o "$work/saxpy.o"
"$hipcc" -O2 -c "$inputs/host_main.cpp" -o "$work/host_main.o"
"$hipcc" "$work/saxpy.o" "$work/host_main.o" -o "$work/app"
"$work/app"
