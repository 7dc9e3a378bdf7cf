#!/usr/bin/env bash
# Uniform float generation, hipRAND's host API against a plain C++ loop of
# the same generator (see rng_uniform.hip): builds hipcc, libopenhip and
# libhiprand if needed, compiles the loops with g++ -O3 -march=native and the
# driver with hipcc -O3, runs it and prints a Markdown table.
# Usage: bench/rng/run.sh [build-dir] [log2 n]   (default: build 26)
# Knobs: BENCH_REPS (default 7), OPENHIP_NUM_THREADS (library workers).
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
log2n=${2:-26}
if [ ! -f "$build/build.ninja" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
ninja -C "$build" hipcc openhip hiprand >/dev/null 2>&1 || ninja -C "$build" hipcc openhip hiprand
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -O3 -march=native -c bench/rng/rng_reference.cpp -o "$work/rng_reference.o"
"$build/bin/hipcc" -O3 bench/rng/rng_uniform.hip "$work/rng_reference.o" -lhiprand -o "$work/rng_uniform"
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
out=$("$work/rng_uniform" "$log2n")
echo "Machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; $(date -u '+%Y-%m-%d %H:%M UTC');" \
  "load average before/after: $load_before / $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| Generator | n floats | hipRAND GB/s | plain loop GB/s | hipRAND / loop |"
echo "|---|---:|---:|---:|---:|"
grep '^RESULT,' <<<"$out" | while IFS=, read -r _ name n lib loop ratio; do
  echo "| $name | $n | $lib | $loop | $ratio |"
done
