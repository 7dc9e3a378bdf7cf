#!/bin/sh
# Usage: compat.sh <scenario> <hipcc> <inputs> <work dir>
# What build systems written for AMD's hipcc and for nvcc rely on; each
# scenario prints PASS.
set -e
scenario=$1 hipcc=$2 in=$3 work=$4
rm -rf "$work" && mkdir -p "$work" && cd "$work"
fail() { echo "FAIL: $*"; exit 1; }
case $scenario in
openmp) # -Xcompiler -fopenmp at compile and link (libomp), also with a sanitizer
  "$hipcc" -O2 -Xcompiler -fopenmp -c "$in/openmp_kernel.cu" -o openmp.o
  "$hipcc" -Xcompiler -fopenmp openmp.o -o openmp && ./openmp
  "$hipcc" -O1 -fsanitize=address -fopenmp "$in/openmp_kernel.cu" -o openmp_asan && ./openmp_asan ;;
nvidia_runtime) # NVIDIA's CUDA runtime is never linked into an OpenHIP program
  mkdir -p nvidia/lib64
  printf 'int cudaMalloc(void** p, unsigned long n) { return 2; }\n' > fake.c
  cc -shared -fPIC fake.c -o nvidia/lib64/libcudart.so
  "$hipcc" "$in/saxpy.hip" "$in/host_main.cpp" nvidia/lib64/libcudart.so -L nvidia/lib64 -lcudart \
      -lcudart_static -lcudadevrt -o app 2>link.log
  cat link.log
  grep -q "warning: .*nvidia/lib64/libcudart.so' not linked" link.log || fail "no warning"
  if readelf -d app | grep -q "libcudart"; then fail "NVIDIA's runtime is linked"; fi
  ./app | grep -q PASS || fail "program"
  echo PASS ;;
lld) # kernels register with lld too (constructors in .init_array)
  "$hipcc" -fuse-ld=lld "$in/saxpy.hip" "$in/host_main.cpp" -o app && ./app ;;
device_only) # clang's --cuda-device-only -c: a code object (CMake's HIP language, AMD's examples)
  "$hipcc" --cuda-device-only -c "$in/saxpy.hip" -o saxpy.co -MD -MF saxpy.d
  readelf -h saxpy.co | grep -q "DYN" || fail "not a shared object"
  grep -q "saxpy.hip" saxpy.d || fail "no dependency file"
  "$hipcc" --cuda-host-only -c "$in/saxpy.hip" -o host.o
  if nm host.o | grep -q "__openhip_block"; then fail "device code in a host-only object"; fi
  echo PASS ;;
*) fail "unknown scenario $scenario" ;;
esac
