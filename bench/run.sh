#!/usr/bin/env bash
# The benchmark suite (issue 6): builds every kernel in its three forms — HIP
# compiled by our hipcc -O3 (BENCH_OPT), hand-written OpenMP C++ (g++ -O3 -march=native
# -fopenmp -fno-math-errno: device code has no errno either, and without it
# GCC keeps sqrtf scalar) and OpenCL C on PoCL — runs them side by side on the same data,
# then the runtime-overhead measurements, and writes
#   bench/results/kernels.csv, variants.csv, overheads.csv, kernel_ratios.png,
#   variant_ratios.png, overheads.png, summary.md (the tables of bench/README.md); the
# compiler output and per-form timings go to <build-dir>/bench/run.log.
# Usage: bench/run.sh [build-dir]    (default: build; configured if needed)
# Environment: BENCH_KERNELS="triad scan" runs a subset; BENCH_REPS (default
# 7) and BENCH_SCALE_DOWN (default 1) shrink a run for quick checks;
# BENCH_SKIP_BUILD=1 uses the build folder's hipcc and libopenhip as they are;
# BENCH_VARIANTS=0 skips the variants of bench/variants.txt (other sizes, block
# sizes and grid shapes of the same kernels, run after the defaults);
# BENCH_RESULTS=/tmp/x writes the results there instead (for such quick runs);
# BENCH_OPT=-O2 compiles the HIP forms at another level (default -O3, as
# HeCBench's Makefiles do; -O2 is hipcc's default for kernels).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
build=${1:-build}
case $build in /*) ;; *) build="$root/$build" ;; esac
results=${BENCH_RESULTS:-bench/results}
kernels=${BENCH_KERNELS:-"triad reduce matmul stencil histogram transpose nbody scan warp_reduce lattice softmax stencil3d spmv bitonic vec4 scatter keysearch tile_jacobi row_scan row_argmax conv2d"}

scripts/install-bench-deps.sh
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ]; then
  if [ ! -f "$build/build.ninja" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  fi
  ninja -C "$build" hipcc openhip >/dev/null 2>&1 || ninja -C "$build" hipcc openhip
fi
hipcc="$build/bin/hipcc"
bin="$build/bench"
mkdir -p "$bin" "$results"
log="$bin/run.log"
: >"$log"

echo "bench: building the benchmarks in $bin"
g++ -std=c++17 -O2 -Wall -Wextra -c bench/common/opencl_runner.cpp -o "$bin/opencl_runner.o"
built=()
for k in $kernels; do
  g++ -std=c++17 -O3 -march=native -fopenmp -fno-math-errno -Wall -Wextra -c "bench/kernels/${k}_omp.cpp" \
    -o "$bin/${k}_omp.o"
  if "$hipcc" "${BENCH_OPT:--O3}" -Wall -DBENCH_KERNEL_DIR="\"$root/bench/kernels\"" "bench/kernels/$k.hip" \
      "$bin/${k}_omp.o" "$bin/opencl_runner.o" -lOpenCL -lgomp -o "$bin/bench_$k" >>"$log" 2>&1; then
    built+=("$k")
  else
    echo "bench: $k does not compile with our hipcc (see $log); reported as pending"
  fi
done
"$hipcc" -O3 bench/overheads/overheads.hip -o "$bin/bench_overheads"

{
  echo "# $(date -u '+%Y-%m-%d %H:%M UTC'); $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores"
  echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$results/machine.txt"

# run_kernel RAW KERNEL LABEL [VAR=value...]: one bench_<kernel> run, its
# RESULT row appended to RAW (FAIL or PENDING rows when it fails or was not built).
run_kernel() {
  local raw=$1 k=$2 label=$3
  shift 3
  if [[ " ${built[*]} " == *" $k "* ]]; then
    echo "bench: running $k $*"
    env "$@" "$bin/bench_$k" </dev/null 2>>"$log" | grep '^RESULT,' >>"$raw" ||
      echo "RESULT,$k,$label,FAIL,FAIL,FAIL" >>"$raw"
  else
    echo "RESULT,$k,$label,NA,PENDING,NA" >>"$raw"
  fi
}

raw="$results/kernels.raw.tmp"
: >"$raw"
for k in $kernels; do run_kernel "$raw" "$k" -; done
variants_raw="$results/variants.raw.tmp"
: >"$variants_raw"
if [ "${BENCH_VARIANTS:-1}" != 0 ]; then
  while read -r k settings; do
    case $k in '' | '#'*) continue ;; esac
    [[ " $kernels " == *" $k "* ]] || continue
    # shellcheck disable=SC2086 # the settings are words VAR=value
    run_kernel "$variants_raw" "$k" "$settings" $settings
  done <bench/variants.txt
fi
echo "bench: running the runtime overheads"
"$bin/bench_overheads" 2>>"$log" | grep '^OVERHEAD,' >"$results/overheads.raw.tmp"
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$results/machine.txt"

# Debian's python3 has the apt-installed matplotlib (a pyenv python3 first on PATH may not).
python=/usr/bin/python3
[ -x "$python" ] || python=python3
"$python" bench/report.py "$results"
cat "$results/summary.md"
