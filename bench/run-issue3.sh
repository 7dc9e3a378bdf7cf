#!/usr/bin/env bash
# Issue 3's two measurements, printed as a Markdown table (see bench/README.md):
#  (a) compile time of bench/issue3/compile_program.hip with `hipcc -O2` versus
#      `clang++-16 -O2` on compile_program.cpp (the same program, kernels
#      replaced by loops), median of 5 runs each, compile + link;
#  (b) run time of the shared-memory block reduction (256-thread blocks,
#      barriers in a loop, 16M floats) versus a plain sequential C++ loop doing
#      the same sum in the same run, on one worker (OPENHIP_NUM_THREADS=1) and
#      on all cores.
# Usage: bench/run-issue3.sh [build-dir]   (default: build; configured if needed)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
runs=5

if [ ! -f "$build/build.ninja" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
ninja -C "$build" hipcc openhip >/dev/null 2>&1 || ninja -C "$build" hipcc openhip

hipcc="$build/bin/hipcc"
clangxx=$(command -v clang++-16 || echo /usr/lib/llvm-16/bin/clang++)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Median wall time in seconds of `runs` executions of a command.
median_seconds() {
  local times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null
    end=$(date +%s.%N)
    times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }')")
  done
  printf '%s\n' "${times[@]}" | sort -g | sed -n "$(((runs + 1) / 2))p"
}

# hipcc precompiles its prelude on the second compile with a set of flags
# (docs/hipcc.md): two compiles into a fresh cache first, so that the runs
# measure the usual, warm case (bench/compile-time.sh shows the others).
export OPENHIP_CACHE_DIR="$work/cache"
for _ in 1 2; do "$hipcc" -O2 bench/issue3/compile_program.hip -o "$work/hip_program"; done

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
hip_compile=$(median_seconds "$hipcc" -O2 bench/issue3/compile_program.hip -o "$work/hip_program")
cpp_compile=$(median_seconds "$clangxx" -O2 -std=c++17 bench/issue3/compile_program.cpp -o "$work/cpp_program")
# Both programs must also be right.
"$work/hip_program" >/dev/null
"$work/cpp_program" >/dev/null

"$hipcc" -O2 bench/issue3/reduction.hip -o "$work/reduction"
field() { sed -n "s/^$1 //p" <<<"$2"; }
one_core=$(OPENHIP_NUM_THREADS=1 "$work/reduction")
all_cores=$("$work/reduction")
cores=$(nproc)

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "Machine: $(lscpu | sed -n 's/^Model name: *//p'), $cores cores; $(date -u +%Y-%m-%d);" \
  "load average before/after: $load_before / $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| Measurement | OpenHIP | Reference | Ratio |"
echo "|---|---|---|---|"
printf '| Compile + link, 157-line program, -O2 (median of %d) | hipcc %.2f s | clang++-16 %.2f s | %s× |\n' \
  "$runs" "$hip_compile" "$cpp_compile" "$(ratio "$hip_compile" "$cpp_compile")"
printf '| Block reduction, 16M floats, 1 worker (median of 7) | %s ms | sequential loop %s ms | %s× |\n' \
  "$(field kernel_ms "$one_core")" "$(field loop_ms "$one_core")" "$(field ratio "$one_core")"
printf '| Block reduction, 16M floats, %d workers (median of 7) | %s ms | sequential loop %s ms | %s× |\n' \
  "$cores" "$(field kernel_ms "$all_cores")" "$(field loop_ms "$all_cores")" "$(field ratio "$all_cores")"
