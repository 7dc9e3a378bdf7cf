#!/bin/sh
# Usage: lowered_size.sh <hipcc> <llvm bin dir> <OpenHipPasses plugin> <source> <max instructions> <work dir>
# Compiles <source>'s device code (warp size 32), runs the whole CPU lowering
# (opt's openhip-lower, before LLVM's optimizer) and fails when the lowered
# module holds more than <max instructions>: a guard against lowerings that
# grow faster than the source (a quadratic one once took HeCBench segsort
# to 300 MB of IR).
set -e
hipcc=$1 llvm_bin=$2 plugin=$3 source=$4 limit=$5 work=$6
rm -rf "$work" && mkdir -p "$work" && cd "$work"
name=$(basename "$source"); name=${name%.*}
"$hipcc" -O2 -mno-wavefrontsize64 -save-temps -c "$source" -o "$name.o"
"$llvm_bin/opt" -load-pass-plugin "$plugin" -passes='openhip-lower<table-id=size-test;warp-size=32>' \
  "$name-hip-nvptx64.bc" -o lowered.bc
count=$("$llvm_bin/llvm-dis" lowered.bc -o - | grep -c '^  ')
echo "$name: $count instructions after the lowering (limit $limit)"
if [ "$count" -gt "$limit" ]; then echo FAIL; exit 1; fi
echo PASS
