#!/bin/sh
# Usage: installed_prefix.sh <prefix> <work dir>
# The installed tools start from any folder without LD_LIBRARY_PATH (RUNPATH),
# hipconfig --check passes, and AMD's library name works for linking
# (-lamdhip64) and for dlopen("libamdhip64.so").
set -e
prefix=$1 work=$2
rm -rf "$work" && mkdir -p "$work" && cd "$work"
unset LD_LIBRARY_PATH
for tool in hipinfo hipconfig hipcc; do
  readelf -d "$prefix/bin/$tool" | grep -q 'RUNPATH.*\$ORIGIN/\.\./lib' ||
    [ "$tool" = hipcc ] || { echo "FAIL: $tool has no RUNPATH to the prefix's lib/"; exit 1; }
done
"$prefix/bin/hipinfo" | grep -q "Runtime: *OpenHIP" || { echo "FAIL: hipinfo"; exit 1; }
"$prefix/bin/hipconfig" --check
[ "$("$prefix/bin/hipconfig" --hipclangpath)" = "$prefix/llvm/bin" ] || { echo "FAIL: --hipclangpath"; exit 1; }
"$prefix/bin/hipcc" --version | grep -q "^HIP version: 5\.2\." || { echo "FAIL: hipcc --version"; exit 1; }

cat > amd_name.hip <<'SOURCE'
#include <hip/hip_runtime.h>
#include <cstdio>
#include <dlfcn.h>
__global__ void one(int* out) { *out = 1; }
int main() {
  int* out;
  if (hipMallocManaged(&out, sizeof(int)) != hipSuccess) return 1;
  one<<<1, 1>>>(out);
  if (hipDeviceSynchronize() != hipSuccess || *out != 1) { std::puts("FAIL: kernel"); return 1; }
  // dlopen by AMD's name gives this process's runtime, not a second one.
  void* amd = dlopen("libamdhip64.so", RTLD_NOW | RTLD_NOLOAD);
  void* ours = dlopen("libopenhip.so.0", RTLD_NOW | RTLD_NOLOAD);
  auto count = amd ? reinterpret_cast<hipError_t (*)(int*)>(dlsym(amd, "hipGetDeviceCount")) : nullptr;
  int devices = 0;
  if (!amd || amd != ours || !count || count(&devices) != hipSuccess || devices < 1) {
    std::puts("FAIL: dlopen(libamdhip64.so)");
    return 1;
  }
  std::puts("PASS");
  return 0;
}
SOURCE
"$prefix/bin/hipcc" amd_name.hip -lamdhip64 -ldl -o amd_name
./amd_name
