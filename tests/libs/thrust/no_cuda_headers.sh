#!/usr/bin/env bash
# Usage: no_cuda_headers.sh HIPCC SOURCE [FLAGS...]
# Lists the headers a Thrust source includes under hipcc (hipcc -M) and fails
# if any of them is NVIDIA's: a CUDA toolkit's header, Thrust's CUDA system
# (thrust/system/cuda/detail) or CUB. Prints PASS otherwise.
set -u
hipcc=$1
source=$2
shift 2
deps=$("$hipcc" -M "$@" "$source" 2>&1) || { printf '%s\n' "$deps"; echo FAIL: hipcc -M failed; exit 1; }
headers=$(printf '%s\n' "$deps" | tr ' \\' '\n\n' | grep -E '\.(h|hpp|cuh|inl)$' | sort -u)
count=$(printf '%s\n' "$headers" | grep -c .)
bad=$(printf '%s\n' "$headers" | grep -E '/usr/local/cuda|/cuda/include/|thrust/system/cuda/detail/|/cub/|/(cuda_runtime_api|host_defines|cuda)\.h$' |
      grep -v "^$(dirname "$(dirname "$(readlink -f "$hipcc")")")/include/")
echo "$count headers"
if [ "$count" -lt 100 ] || ! printf '%s\n' "$headers" | grep -q 'thrust/system/hip/detail/sort.h'; then
  echo "FAIL: expected Thrust's headers and the HIP system's"; exit 1
fi
if [ -n "$bad" ]; then
  printf '%s\n' "$bad"
  echo "FAIL: NVIDIA headers in the build"; exit 1
fi
echo PASS
