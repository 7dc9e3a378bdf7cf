#!/usr/bin/env bash
# The kernel sanitizer's cost (docs/sanitizer.md): every kernel of the suite
# (bench/kernels) built by our hipcc -O3 twice, plainly and with
# -fsanitize=<tools>, run one after the other; the ratio of the OpenHIP
# forms' times (median of BENCH_REPS) is the sanitizer's slowdown.
#
#   bench/sanitizer/run.sh [build-dir]
# Knobs: SANITIZER_TOOLS (default memcheck,racecheck,synccheck,initcheck),
# BENCH_KERNELS, BENCH_REPS (default 3), BENCH_SCALE_DOWN (default 5: the
# instrumented runs are slow; it must keep the transpose a multiple of its
# 32-wide tiles), BENCH_RESULTS (default bench/results). A form whose result
# is wrong is reported as FAIL and not timed.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
build="$(cd "${1:-build}" && pwd)"
tools="${SANITIZER_TOOLS:-memcheck,racecheck,synccheck,initcheck}"
kernels="${BENCH_KERNELS:-triad reduce matmul stencil histogram transpose nbody scan warp_reduce}"
results="${BENCH_RESULTS:-$root/bench/results}"
export BENCH_REPS="${BENCH_REPS:-3}" BENCH_SCALE_DOWN="${BENCH_SCALE_DOWN:-5}"
bin="$build/bench/sanitizer"
mkdir -p "$bin" "$results"
hipcc="$build/bin/hipcc"
ninja -C "$build" hipcc openhip >/dev/null

g++ -std=c++17 -O2 -c bench/common/opencl_runner.cpp -o "$bin/opencl_runner.o"
out="$results/sanitizer.md"
{
  echo "# Kernel sanitizer cost: -fsanitize=$tools vs plain, hipcc -O3"
  echo
  echo "$(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; load average before: $(cut -d' ' -f1-3 /proc/loadavg);"
  echo "BENCH_SCALE_DOWN=$BENCH_SCALE_DOWN, median of $BENCH_REPS runs."
  echo
  echo "| kernel | size | plain (ms) | sanitized (ms) | slowdown |"
  echo "|---|---|---:|---:|---:|"
} >"$out"
for k in $kernels; do
  g++ -std=c++17 -O3 -march=native -fopenmp -fno-math-errno -c "bench/kernels/${k}_omp.cpp" -o "$bin/${k}_omp.o"
  for variant in plain sanitized; do
    flags=()
    [ "$variant" = sanitized ] && flags=("-fsanitize=$tools")
    "$hipcc" -O3 -w "${flags[@]}" -DBENCH_KERNEL_DIR="\"$root/bench/kernels\"" "bench/kernels/$k.hip" \
      "$bin/${k}_omp.o" "$bin/opencl_runner.o" -lOpenCL -lgomp -o "$bin/${k}_$variant"
  done
  plain=$("$bin/${k}_plain" 2>/dev/null | grep '^RESULT,' | cut -d, -f3,5 || true)
  sanitized=$("$bin/${k}_sanitized" 2>/dev/null | grep '^RESULT,' | cut -d, -f5 || true)
  size=${plain%%,*}
  plain_ms=${plain#*,}
  ratio=$(awk -v a="$sanitized" -v b="$plain_ms" 'BEGIN { if (b + 0 > 0 && a + 0 > 0) printf "%.1fx", a / b; else print "n/a" }')
  [ -n "$plain_ms" ] || plain_ms=FAIL
  [ -n "$sanitized" ] || sanitized=FAIL
  echo "| $k | $size | $plain_ms | $sanitized | $ratio |" >>"$out"
  echo "sanitizer bench: $k $ratio"
done
echo >>"$out"
echo "Load average after: $(cut -d' ' -f1-3 /proc/loadavg)." >>"$out"
cat "$out"
