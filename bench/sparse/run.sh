#!/usr/bin/env bash
# hipSPARSE SpMV/SpMM against hand-written OpenMP CSR loops (see
# sparse_bench.cpp and bench/README.md, "hipSPARSE"). Builds hipcc,
# libopenhip and libhipsparse if needed, compiles the benchmark (OpenMP side
# with g++ -O3 -march=native -fopenmp), runs it and prints the table.
# Usage: bench/sparse/run.sh [build-dir]   (default: build)
# Environment: BENCH_REPS (default 7), BENCH_SCALE_DOWN (smaller matrices).
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
if [ ! -f "$build/build.ninja" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
ninja -C "$build" hipcc openhip hipsparse >/dev/null 2>&1 || ninja -C "$build" hipcc openhip hipsparse
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -std=c++17 -O3 -march=native -fopenmp -Wall -Wextra -c bench/sparse/sparse_omp.cpp -o "$work/sparse_omp.o"
"$build/bin/hipcc" -O3 -Wall bench/sparse/sparse_bench.cpp "$work/sparse_omp.o" -lhipsparse -lgomp \
  -o "$work/sparse_bench"
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'); $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores;" \
  "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$work/sparse_bench" 2>"$work/log" | tee "$work/results" >/dev/null || { cat "$work/log"; exit 1; }
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| Product | Matrix | Rows | Entries | OpenMP static ms | OpenMP dynamic ms | hipLaunchHostFunc + OpenMP ms | hipSPARSE ms | hipSPARSE speed-up vs best OpenMP |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|"
awk -F, '/^SPARSE,/ { best = ($6 < $7) ? $6 : $7;
  printf "| %s | %s | %d | %d | %.2f | %.2f | %.2f | %.2f | %.2f |\n", $2, $3, $4, $5, $6, $7, $8, $9, best / $9 }' "$work/results"
