#!/bin/sh
# Usage: save_temps.sh <hipcc> <inputs dir> <work dir>
# -save-temps keeps every intermediate; the fat binary starts with its magic.
# Without it, nothing is left in the temp folder (per-CPU objects included).
set -e
hipcc=$1 inputs=$2 work=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work"
"$hipcc" -save-temps -c "$inputs/saxpy.hip" -o saxpy.o
# One device object per CPU target (default: portable x86-64 and native).
for file in saxpy-hip-nvptx64.bc saxpy-hip-cpu.x86-64.o saxpy-hip-cpu.native.o saxpy-fatbin.bin \
            saxpy-host.o saxpy.o; do
  [ -s "$file" ] || { echo "FAIL: $file missing"; ls; exit 1; }
done
[ "$(head -c 8 saxpy-fatbin.bin)" = "OHIPFAT1" ] || { echo "FAIL: bad fat binary magic"; exit 1; }
mkdir tmp
TMPDIR="$work/tmp" "$hipcc" "$inputs/saxpy.hip" "$inputs/host_main.cpp" -o plain
TMPDIR="$work/tmp" "$hipcc" -fgpu-rdc -c "$inputs/saxpy.hip" -o rdc.o
TMPDIR="$work/tmp" "$hipcc" -fgpu-rdc rdc.o "$inputs/host_main.cpp" -o rdc
./plain && ./rdc
[ -z "$(ls tmp)" ] || { echo "FAIL: temporaries left behind:"; ls tmp; exit 1; }
echo PASS
