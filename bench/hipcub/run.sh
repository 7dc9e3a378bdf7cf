#!/usr/bin/env bash
# hipCUB benchmarks (bench/hipcub/hipcub_bench.hip): device-wide reduce, scan
# and select against hand-written OpenMP loops, radix sort of 2^26 keys and
# pairs against std::sort(std::execution::par) on oneTBB, BlockReduce and
# BlockScan kernels against hand-written shared-memory kernels. Each pair
# runs in one process on the same data. Writes bench/hipcub/results/
# (hipcub.csv, hipcub_ratios.png, summary.md, machine.txt).
# Usage: bench/hipcub/run.sh [build-dir]   (default: build)
# Environment: BENCH_REPS (default 7), BENCH_SCALE_DOWN (default 1),
# BENCH_SKIP_BUILD=1, BENCH_RESULTS=<dir> (instead of bench/hipcub/results),
# BENCH_MARCH (default native; e.g. x86-64-v3 for a binary to run elsewhere).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
build=${1:-build}
case $build in /*) ;; *) build="$root/$build" ;; esac
results=${BENCH_RESULTS:-bench/hipcub/results}
march=${BENCH_MARCH:-native}

scripts/install-bench-deps.sh
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ]; then
  if [ ! -f "$build/build.ninja" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  fi
  ninja -C "$build" hipcc openhip >/dev/null 2>&1 || ninja -C "$build" hipcc openhip
fi
bin="$build/bench/hipcub"
mkdir -p "$bin" "$results"
g++ -std=c++17 -O3 -march="$march" -fopenmp -Wall -Wextra -c bench/hipcub/reference_omp.cpp -o "$bin/reference_omp.o"
g++ -std=c++17 -O3 -march="$march" -Wall -Wextra -c bench/hipcub/reference_sort.cpp -o "$bin/reference_sort.o"
"$build/bin/hipcc" -O3 -march="$march" -Wall bench/hipcub/hipcub_bench.hip "$bin/reference_omp.o" \
  "$bin/reference_sort.o" -ltbb -lgomp -o "$bin/hipcub_bench"

{
  echo "# $(date -u '+%Y-%m-%d %H:%M UTC'); $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores"
  echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$results/machine.txt"
"$bin/hipcub_bench" | tee "$results/hipcub.raw.tmp"
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$results/machine.txt"

python=/usr/bin/python3
[ -x "$python" ] || python=python3
"$python" bench/hipcub/report.py "$results"
cat "$results/summary.md"
