#!/usr/bin/env bash
# RCCL's all-reduce against its references (bench/README.md, "RCCL"), one run:
#  - in one process: all_reduce_perf on 2, 4 and 8 virtual devices driven by
#    one thread (-g N), against the bound the machine's memcpy bandwidth sets;
#  - between processes: all_reduce_perf under mpirun -np 2 and 4 (one device
#    each: the shared-memory transport), against MPI_Allreduce of the same
#    sizes in the same run;
#  - between "machines": 2 and 4 ranks in two network namespaces joined by a
#    veth pair (scripts/mpirun-netns: root only, skipped otherwise), the MPI
#    transport over TCP, against MPI_Allreduce there;
#  - small messages (8 B - 128 KiB) captured into graphs (all_reduce_perf -G)
#    in one process and between processes, against the same references.
# Usage: bench/rccl/run.sh [build-dir]   (default build/)
# Writes bench/results/rccl/ (BENCH_RESULTS=<dir> elsewhere): rccl.csv,
# rccl_busbw.png, summary.md, and the raw program outputs in raw/.
# Environment: RCCL_BENCH_MAX (largest message, default 256M),
# RCCL_BENCH_ITERS (timed iterations per size from 512 KiB on, default 10; 200 below).
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
results=${BENCH_RESULTS:-bench/results/rccl}
max=${RCCL_BENCH_MAX:-256M}
iters=${RCCL_BENCH_ITERS:-10}
scripts/install-deps.sh python3-matplotlib libopenmpi-dev openmpi-bin >/dev/null
if [ ! -f "$build/build.ninja" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
ninja -C "$build" rccl rccl_perf >/dev/null 2>&1 || ninja -C "$build" rccl rccl_perf
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
g++ -std=c++17 -O3 -march=native -pthread bench/rccl/memcpy_bandwidth.cpp -o "$work/memcpy_bandwidth"
mpicc -O3 bench/rccl/mpi_allreduce.c -o "$work/mpi_allreduce"
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1
mkdir -p "$results/raw"
maxBytes=$(python3 -c "
s = '$max'.upper(); m = {'K': 1 << 10, 'M': 1 << 20, 'G': 1 << 30}
print(int(s[:-1]) * m[s[-1]] if s[-1] in m else int(s))")
{
  echo "# $(date -u '+%Y-%m-%d %H:%M UTC'); $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores," \
    "$(free -g | awk '/^Mem:/ {print $2}') GiB; load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} > "$results/machine.txt"

"$work/memcpy_bandwidth" "$maxBytes" 10 > "$results/raw/memcpy.txt"
memcpy=$(cut -d, -f3 "$results/raw/memcpy.txt")
echo "engine,ranks,bytes,time_us,busbw_GBps,reference_busbw_GBps,wrong" > "$results/rccl.csv"
# all_reduce_perf rows: size count type redop root time algbw busbw #wrong (out of place) ...
rows() { awk -v engine="$1" -v n="$2" -v ref="$3" '/^ +[0-9]/ {
  printf "%s,%d,%s,%s,%s,%s,%s\n", engine, n, $1, $6, $8, ref, $9 }' "$4"; }
# Small messages (up to 128 KiB) get 200 timed iterations after 20 warm-ups: with 10, the
# first collectives of a batch (threads waking from sleep) dominate a 5-50 us average.
sizes_run() {  # sizes_run OUTPUT ARGS...: all_reduce_perf on small then large sizes, one output
  local out=$1
  shift
  "$@" -b 8 -e 128K -f 4 -n 200 -w 20 -c 1 > "$out"
  "$@" -b 512K -e "$max" -f 4 -n "$iters" -w 3 -c 1 | grep '^ *[0-9]' >> "$out"
}
for n in 2 4 8; do
  out="$results/raw/in-process-$n.txt"
  sizes_run "$out" env OPENHIP_CPU_DEVICES=$n "$build/bin/all_reduce_perf" -g "$n"
  # Out of place, every input byte is read once and every output byte written
  # once: n*S bytes copied at memcpy speed at best, busbw <= 2(n-1)/n^2 * memcpy.
  bound=$(python3 -c "print(round(2 * ($n - 1) / $n**2 * $memcpy, 3))")
  rows in-process "$n" "$bound" "$out" >> "$results/rccl.csv"
done
# Small messages captured into a graph (-G: 20 launches of a 100-collective graph).
for n in 2 4; do
  out="$results/raw/in-process-graph-$n.txt"
  OPENHIP_CPU_DEVICES=$n "$build/bin/all_reduce_perf" -g "$n" -b 8 -e 128K -f 4 -n 100 -w 20 -c 1 -G 20 > "$out"
  bound=$(python3 -c "print(round(2 * ($n - 1) / $n**2 * $memcpy, 3))")
  rows in-process-graph "$n" "$bound" "$out" >> "$results/rccl.csv"
done
# rows_against_mpi ENGINE N MPI_OUTPUT PERF_OUTPUT: the rows with MPI_Allreduce's busbw
# (mpi_allreduce.c's "MPI,bytes,us,busbw" lines) as the reference of each size.
rows_against_mpi() {
  awk -F, -v engine="$1" -v n="$2" 'NR == FNR { if ($1 == "MPI") mpi[$2] = $4; next }
    /^ +[0-9]/ { split($0, f, " "); printf "%s,%d,%s,%s,%s,%s,%s\n", engine, n, f[1], f[6], f[8], mpi[f[1]], f[9] }' \
    "$3" "$4"
}
for n in 2 4; do
  out="$results/raw/processes-$n.txt"
  sizes_run "$out" mpirun --oversubscribe -np "$n" -x OPENHIP_CPU_DEVICES=1 "$build/bin/all_reduce_perf"
  mpirun --oversubscribe -np "$n" "$work/mpi_allreduce" 8 131072 4 200 > "$results/raw/mpi-$n.txt"
  mpirun --oversubscribe -np "$n" "$work/mpi_allreduce" 524288 "$maxBytes" 4 "$iters" >> "$results/raw/mpi-$n.txt"
  rows_against_mpi processes "$n" "$results/raw/mpi-$n.txt" "$out" >> "$results/rccl.csv"
  graphOut="$results/raw/processes-graph-$n.txt"
  mpirun --oversubscribe -np "$n" -x OPENHIP_CPU_DEVICES=1 "$build/bin/all_reduce_perf" \
    -b 8 -e 128K -f 4 -n 100 -w 20 -c 1 -G 20 > "$graphOut"
  rows_against_mpi processes-graph "$n" "$results/raw/mpi-$n.txt" "$graphOut" >> "$results/rccl.csv"
done
# Between "machines" (scripts/mpirun-netns); exit 77: namespaces not available here.
for perHost in 1 2; do
  n=$((2 * perHost))
  out="$results/raw/machines-$n.txt"
  if ! OPENHIP_CPU_DEVICES=1 scripts/mpirun-netns "$perHost" "$build/bin/all_reduce_perf" \
      -b 8 -e "$max" -f 4 -n "$iters" -w 3 -c 1 > "$out"; then
    echo "bench/rccl: no run between network namespaces (see above)" >&2
    break
  fi
  scripts/mpirun-netns "$perHost" "$work/mpi_allreduce" 8 "$maxBytes" 4 "$iters" > "$results/raw/mpi-machines-$n.txt"
  rows_against_mpi machines "$n" "$results/raw/mpi-machines-$n.txt" "$out" >> "$results/rccl.csv"
done
echo "# load average after: $(cut -d' ' -f1-3 /proc/loadavg); memcpy bandwidth $memcpy GB/s" >> "$results/machine.txt"
# Debian's python3 has the apt-installed matplotlib (a pyenv python3 first on PATH may not).
python=/usr/bin/python3
[ -x "$python" ] || python=python3
"$python" bench/rccl/report.py "$results"
cat "$results/summary.md"
