#!/bin/sh
# Regenerates kernels.ll with hipcc's device-pass command (docs/cpu-lowering.md).
cd "$(dirname "$0")" && clang++-16 -x cuda --cuda-device-only --cuda-gpu-arch=sm_70 --cuda-feature=+ptx70 \
  -nocudainc -nocudalib --cuda-path=/nonexistent -Xclang -target-sdk-version=11.8 -O2 \
  -Xclang -disable-llvm-optzns -gline-tables-only -emit-llvm -S kernels.cu -o kernels.ll
