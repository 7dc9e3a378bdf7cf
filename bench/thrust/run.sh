#!/usr/bin/env bash
# Thrust benchmarks (issue 15), OpenHIP's Thrust against references run side by
# side on the same data, each form a separate program run in alternation:
#  - sort: 2^26 uint32 keys, and key-value pairs: thrust::sort / sort_by_key on
#    device_vectors (the HIP system's radix sort) against std::sort with
#    std::execution::par on oneTBB and, as a peer, Thrust on its own TBB system;
#  - scan: thrust::reduce (uint32 into uint64) and thrust::inclusive_scan
#    (uint32, in place) against hand-written OpenMP loops.
#  - sets: thrust::set_union / set_intersection of two sorted 2^25 uint32
#    ranges against std::set_union / set_intersection with std::execution::par.
# Each program times one call per case after a warm-up; the forms run one after
# the other, ROUNDS times. Writes bench/results/thrust/thrust_<bench>.csv, .md, .png.
# Usage: bench/thrust/run.sh [build-dir]   (default build/)
# Environment: THRUST_BENCH=sort|scan|sets|all (default all), SORT_LOG2N (default
# 26), SCAN_LOG2N (default 26), SETS_LOG2N (default 25), ROUNDS (default 5), BENCH_SKIP_BUILD=1 (use
# the build folder's hipcc as it is), BENCH_RESULTS=/tmp/x (write there).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
build=${1:-build}
case $build in /*) ;; *) build="$root/$build" ;; esac
results=${BENCH_RESULTS:-bench/results/thrust}
which=${THRUST_BENCH:-all}
rounds=${ROUNDS:-5}

scripts/install-deps.sh libtbb-dev python3-matplotlib
if [ "${BENCH_SKIP_BUILD:-0}" != 1 ]; then
  if [ ! -f "$build/build.ninja" ]; then
    cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  fi
  ninja -C "$build" hipcc openhip >/dev/null 2>&1 || ninja -C "$build" hipcc openhip
fi
bin="$build/bench/thrust"
mkdir -p "$bin" "$results"
python=/usr/bin/python3
[ -x "$python" ] || python=python3
gxx=(g++ -std=c++17 -O3 -march=native -Wall -Wextra -Werror)

# run_bench NAME LOG2N FORM...: runs the built forms ROUNDS times and reports.
run_bench() {
  local name=$1 log2n=$2
  shift 2
  local raw="$bin/thrust_$name.raw"
  {
    echo "# $(date -u '+%Y-%m-%d %H:%M UTC'); $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores"
    echo "# load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
  } >"$raw"
  for r in $(seq "$rounds"); do
    echo "bench/thrust: $name, round $r of $rounds"
    for form in "$@"; do
      "$bin/$form" "$log2n" | grep '^RESULT,' >>"$raw" || echo "RESULT,$form,-,-,FAIL,FAIL" >>"$raw"
    done
  done
  echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$raw"
  "$python" bench/thrust/report.py "$raw" "$results" "$name"
  cat "$results/thrust_$name.md"
}

if [ "$which" = sort ] || [ "$which" = all ]; then
  echo "bench/thrust: building sort"
  "$build/bin/hipcc" -O3 bench/thrust/sort_openhip.hip -o "$bin/sort_openhip"
  "${gxx[@]}" bench/thrust/sort_std_par.cpp -ltbb -o "$bin/sort_std_par"
  "${gxx[@]}" -DTHRUST_DEVICE_SYSTEM=THRUST_DEVICE_SYSTEM_TBB bench/thrust/sort_thrust_tbb.cpp -ltbb \
    -o "$bin/sort_thrust_tbb"
  run_bench sort "${SORT_LOG2N:-26}" sort_openhip sort_std_par sort_thrust_tbb
fi
if [ "$which" = scan ] || [ "$which" = all ]; then
  echo "bench/thrust: building scan"
  "$build/bin/hipcc" -O3 bench/thrust/scan_openhip.hip -o "$bin/scan_openhip"
  "${gxx[@]}" -fopenmp bench/thrust/scan_openmp.cpp -o "$bin/scan_openmp"
  run_bench scan "${SCAN_LOG2N:-26}" scan_openhip scan_openmp
fi
if [ "$which" = sets ] || [ "$which" = all ]; then
  echo "bench/thrust: building sets"
  "$build/bin/hipcc" -O3 bench/thrust/sets_openhip.hip -o "$bin/sets_openhip"
  "${gxx[@]}" bench/thrust/sets_std_par.cpp -ltbb -o "$bin/sets_std_par"
  run_bench sets "${SETS_LOG2N:-25}" sets_openhip sets_std_par
fi
