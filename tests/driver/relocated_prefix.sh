#!/bin/sh
# Usage: relocated_prefix.sh <hipcc> <include dir> <libopenhip dir> <inputs dir> <work dir>
# hipcc finds its headers and libopenhip relative to itself: a copy laid out
# as an install prefix (bin/ include/ lib/) works on its own.
set -e
hipcc=$1 include=$2 libdir=$3 inputs=$4 work=$5
rm -rf "$work" && mkdir -p "$work/prefix/bin" "$work/prefix/lib"
cp "$hipcc" "$work/prefix/bin/"
cp -RL "$include" "$work/prefix/include"
cp -P "$libdir"/libopenhip.so* "$work/prefix/lib/"
cd "$work"
./prefix/bin/hipcc --version | grep -q "include: $work/prefix/include" || {
  echo "FAIL: relocated hipcc does not use its own include/"; ./prefix/bin/hipcc --version; exit 1; }
./prefix/bin/hipcc "$inputs/saxpy.hip" "$inputs/host_main.cpp" -o app
ldd ./app | grep -q "$work/prefix/lib/libopenhip.so" || { echo "FAIL: not linked to the prefix's libopenhip"; exit 1; }
./app
