#!/bin/sh
# Usage: compile_then_link.sh <hipcc> <inputs dir> <work dir>
# Objects made with -c (one HIP, one host-only C++) link later with hipcc,
# directly, from one -c call with several sources, and from a static library.
set -e
hipcc=$1 inputs=$2 work=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work"
"$hipcc" -c "$inputs/saxpy.hip" -o saxpy_explicit.o
"$hipcc" -O2 -c "$inputs/host_main.cpp" -o host_main_explicit.o
"$hipcc" saxpy_explicit.o host_main_explicit.o -o app
./app
# Several sources with -c and no -o: one object each, named after the source.
"$hipcc" -c "$inputs/saxpy.hip" "$inputs/host_main.cpp"
[ -f saxpy.o ] && [ -f host_main.o ] || { echo "FAIL: -c did not write saxpy.o and host_main.o"; exit 1; }
# Kernels travel inside the object: an archive member brings them along.
ar rcs libsaxpy.a saxpy.o
"$hipcc" host_main.o -L. -lsaxpy -o app_from_archive
./app_from_archive
