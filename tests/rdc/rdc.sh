#!/bin/sh
# Usage: rdc.sh <scenario> <hipcc> <inputs> <work dir> <lib dir>
# Relocatable device code (-fgpu-rdc, -dc, -dlink, --emit-static-lib) end to
# end; each scenario builds and runs programs and prints PASS.
set -e
scenario=$1 hipcc=$2 in=$3 work=$4 lib=$5
rm -rf "$work" && mkdir -p "$work" && cd "$work"
fail() { echo "FAIL: $*"; exit 1; }
case $scenario in
across_files) # separate compiles, one link; and one call compiling both
  "$hipcc" -fgpu-rdc -c "$in/util.hip" -o util.o
  "$hipcc" -fgpu-rdc -c "$in/main.hip" -o main.o
  readelf -S util.o | grep -q openhip_rdc || fail "no device code section in util.o"
  "$hipcc" main.o util.o -o app && ./app
  "$hipcc" -rdc=true "$in/main.hip" "$in/util.hip" -o app2 && ./app2 ;;
static_library) # a static device library, found through -L/-l
  "$hipcc" -fgpu-rdc --emit-static-lib "$in/util.hip" -o libutil.a
  "$hipcc" -fgpu-rdc "$in/main.hip" -L. -lutil -o app && ./app ;;
shared_library) # a shared library of relocatable device code
  "$hipcc" -fgpu-rdc -fPIC -shared "$in/library.hip" "$in/util.hip" -o liblibrary.so
  "$hipcc" "$in/library_user.hip" -L. -llibrary -Wl,-rpath,"$work" -o user && ./user ;;
nvcc_device_link) # nvcc's flow: -dc, -dlink, then a plain C++ link
  "$hipcc" -dc -x cu "$in/util.hip" -o util.o
  "$hipcc" -dc -x cu "$in/main.hip" -o main.o
  "$hipcc" -dlink util.o main.o -o dlink.o
  c++ main.o util.o dlink.o -L"$lib" -lopenhip -Wl,-rpath,"$lib" -o app && ./app
  "$hipcc" main.o util.o dlink.o -o app2 && ./app2 # the device link is not done twice
  # Without the device link the link fails, it does not run without kernels.
  if c++ main.o util.o -L"$lib" -lopenhip -o broken 2>link.log; then fail "linked without device link"; fi
  grep -q "__cudaRegisterLinkedBinary\|__openhip_rdc_device_link" link.log || fail "unclear link error"
  echo PASS ;;
code_object) # --genco over two relocatable sources
  "$hipcc" --genco -fgpu-rdc "$in/module_a.hip" "$in/module_b.hip" -o module.co
  "$hipcc" "$in/module_loader.hip" -o loader && ./loader module.co ;;
mixed_warp_sizes) # .hip (64) and .cu (32) device code cannot be one program
  "$hipcc" -fgpu-rdc -c "$in/library.hip" -o library.o
  "$hipcc" -fgpu-rdc -c "$in/saxpy.cu" -o saxpy.o
  if "$hipcc" -shared library.o saxpy.o -o lib.so 2>err.log; then fail "linked mixed warp sizes"; fi
  grep -q "warp size 32" err.log && grep -q "mno-wavefrontsize64" err.log || fail "unclear error"
  echo PASS ;;
*) fail "unknown scenario $scenario" ;;
esac
