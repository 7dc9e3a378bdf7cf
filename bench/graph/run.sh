#!/usr/bin/env bash
# Graph replay versus call-by-call stream issue (see graph_replay.hip):
# builds hipcc + libopenhip if needed, compiles the program with -O2 and runs it
# with all workers and with one worker.
# Usage: bench/graph/run.sh [build-dir] [iterations] [runs]   (default: build 200 7)
set -euo pipefail
cd "$(dirname "$0")/../.."
build=${1:-build}
iterations=${2:-200}
runs=${3:-7}
if [ ! -f "$build/build.ninja" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
ninja -C "$build" hipcc openhip >/dev/null 2>&1 || ninja -C "$build" hipcc openhip
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/bin/hipcc" -O2 bench/graph/graph_replay.hip -o "$work/graph_replay"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores"
echo "== all workers (default)"
"$work/graph_replay" "$iterations" "$runs"
# One worker: no pool wake-ups, so the per-operation issue cost stands out.
echo "== OPENHIP_NUM_THREADS=1"
OPENHIP_NUM_THREADS=1 "$work/graph_replay" "$iterations" "$runs"
