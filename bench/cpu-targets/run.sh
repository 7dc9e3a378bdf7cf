#!/usr/bin/env bash
# The cost of each CPU target (docs/cpu-targets.md) on the kernel suite:
# every kernel of bench/kernels built once by hipcc -O3 with the x86-64 psABI
# levels and native, then run with OPENHIP_CPU_TARGET forced to each target
# this CPU runs; each run also times the hand-written OpenMP form, so every
# figure is a ratio measured side by side. PoCL is left out (BENCH_SKIP_POCL).
# Writes bench/results/cpu-targets/levels.csv and levels.md.
# Usage: bench/cpu-targets/run.sh [build-dir]   (BENCH_KERNELS, BENCH_REPS as bench/run.sh)
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
build=${1:-build}
case $build in /*) ;; *) build="$root/$build" ;; esac
results=${BENCH_RESULTS:-bench/results}/cpu-targets
kernels=${BENCH_KERNELS:-"triad reduce matmul stencil histogram transpose nbody scan warp_reduce lattice softmax stencil3d spmv bitonic vec4 scatter keysearch"}
targets="x86-64 x86-64-v2 x86-64-v3 x86-64-v4 native"

ninja -C "$build" hipcc hipconfig openhip >/dev/null
hipcc="$build/bin/hipcc"
bin="$build/bench/cpu-targets"
mkdir -p "$bin" "$results"
log="$bin/run.log"
: >"$log"
g++ -std=c++17 -O2 -c bench/common/opencl_runner.cpp -o "$bin/opencl_runner.o"
for k in $kernels; do
  g++ -std=c++17 -O3 -march=native -fopenmp -fno-math-errno -c "bench/kernels/${k}_omp.cpp" -o "$bin/${k}_omp.o"
  "$hipcc" -O3 --offload-arch="${targets// /,}" -DBENCH_KERNEL_DIR="\"$root/bench/kernels\"" \
    "bench/kernels/$k.hip" "$bin/${k}_omp.o" "$bin/opencl_runner.o" -lOpenCL -lgomp -o "$bin/bench_$k" >>"$log" 2>&1
done
# The targets this CPU runs, with the name "native" resolves to.
"$build/bin/hipconfig" --list-targets "$bin/bench_triad" | tee "$results/targets.txt"
runnable=$(awk '/runs here/ {print $1}' "$results/targets.txt")

csv="$results/levels.csv"
echo "kernel,target,omp_ms,openhip_ms,ratio" >"$csv"
echo "# $(date -u '+%Y-%m-%d %H:%M UTC'); $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)" >"$results/machine.txt"
for k in $kernels; do
  for target in $runnable; do
    line=$(BENCH_SKIP_POCL=1 OPENHIP_CPU_TARGET=$target "$bin/bench_$k" 2>>"$log" | grep '^RESULT,') || line="RESULT,$k,-,FAIL,FAIL,NA"
    IFS=, read -r _ _ _ omp hip _ <<<"$line"
    ratio=$(awk -v h="$hip" -v o="$omp" 'BEGIN { if (o + 0 > 0 && h + 0 > 0) printf "%.2f", h / o; else print "NA" }')
    echo "$k,$target,$omp,$hip,$ratio" | tee -a "$csv"
  done
done
echo "# load after: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$results/machine.txt"

# One table: OpenHIP / OpenMP per kernel and target, and the geometric means.
python3 - "$csv" "$results/levels.md" <<'PY'
import csv, math, sys
rows = list(csv.DictReader(open(sys.argv[1])))
targets = list(dict.fromkeys(r["target"] for r in rows))
kernels = list(dict.fromkeys(r["kernel"] for r in rows))
ratio = {(r["kernel"], r["target"]): r["ratio"] for r in rows}
out = ["| kernel | " + " | ".join(targets) + " |", "|---|" + "---:|" * len(targets)]
for k in kernels:
    out.append(f"| {k} | " + " | ".join(ratio.get((k, t), "NA") for t in targets) + " |")
geo = []
for t in targets:
    values = [float(ratio[(k, t)]) for k in kernels if ratio.get((k, t), "NA") not in ("NA", "")]
    geo.append(f"{math.exp(sum(map(math.log, values)) / len(values)):.2f}" if values else "NA")
out.append("| **geomean** | " + " | ".join(f"**{g}**" for g in geo) + " |")
open(sys.argv[2], "w").write("OpenHIP time / OpenMP time (lower is better)\n\n" + "\n".join(out) + "\n")
print("\n".join(out))
PY
