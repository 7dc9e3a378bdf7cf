#!/usr/bin/env bash
# hipcc's compile time (`-O2 -c`, one source) against one clang++ -O2 compile
# of the same file, printed as a Markdown table (bench/README.md, "Compile
# time"). The reference is hipcc's own host pass run alone, as -### prints it
# with OPENHIP_PCH=0: clang++-16 -O2 -c of the source with OpenHIP's headers,
# the cost of compiling the file once as ordinary C++. hipcc adds the device
# pass, the lowering (two CPU targets) and the fat binary.
# Columns (medians of 3 except "first" and "second"):
#   first    first compile with an empty cache (it only notes the flags as seen)
#   second   second compile: builds the two precompiled preludes, then uses them
#   warm     the usual case: the preludes are in the cache
#   no PCH   OPENHIP_PCH=0
# Usage: bench/compile-time.sh [build-dir] [source...]
#   default sources: examples/*.hip and bench/kernels/*.hip
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
shift || true
if [ ! -f "$build/build.ninja" ]; then
  cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
ninja -C "$build" hipcc openhip >/dev/null 2>&1 || ninja -C "$build" hipcc openhip
hipcc="$(pwd)/$build/bin/hipcc"
sources=("$@")
[ ${#sources[@]} -gt 0 ] || sources=(examples/*.hip bench/kernels/*.hip)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export OPENHIP_CACHE_DIR="$work/cache"

seconds() { # wall seconds of one run of a command
  local start end
  start=$(date +%s.%N)
  "$@" >/dev/null 2>&1 || { echo "bench: failed: $*" >&2; exit 1; }
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.3f", b - a }'
}
median3() { # median of 3 runs
  printf '%s\n' "$(seconds "$@")" "$(seconds "$@")" "$(seconds "$@")" | sort -g | sed -n 2p
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

echo "Machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; $(date -u +%Y-%m-%d);" \
  "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
echo "| Source | hipcc first | hipcc second | hipcc warm | hipcc no PCH | clang++ -O2 -c | warm / clang++ | no PCH / clang++ |"
echo "|---|---|---|---|---|---|---|---|"
log_sum=0 log_sum_nopch=0 count=0
for source in "${sources[@]}"; do
  flags=(-O2 -c "$source" -o "$work/out.o")
  # The reference: the host pass alone, without the fat binary it would embed.
  reference=$(OPENHIP_PCH=0 "$hipcc" -### "${flags[@]}" 2>&1 | grep -- '--cuda-host-only' |
              sed -e 's/ 2>[^ ]* &$//' -e 's/ -Xclang -fcuda-include-gpubinary -Xclang [^ ]*//' \
                  -e "s| -o [^ ]*| -o $work/ref.o|")
  rm -rf "$OPENHIP_CACHE_DIR"
  first=$(seconds "$hipcc" "${flags[@]}")
  second=$(seconds "$hipcc" "${flags[@]}")
  warm=$(median3 "$hipcc" "${flags[@]}")
  nopch=$(OPENHIP_PCH=0 median3 "$hipcc" "${flags[@]}")
  clang=$(median3 sh -c "$reference")
  r=$(ratio "$warm" "$clang") rn=$(ratio "$nopch" "$clang")
  printf '| %s | %.2f s | %.2f s | %.2f s | %.2f s | %.2f s | %s× | %s× |\n' \
    "$source" "$first" "$second" "$warm" "$nopch" "$clang" "$r" "$rn"
  log_sum=$(awk -v s="$log_sum" -v r="$r" 'BEGIN { print s + log(r) }')
  log_sum_nopch=$(awk -v s="$log_sum_nopch" -v r="$rn" 'BEGIN { print s + log(r) }')
  count=$((count + 1))
done
awk -v s="$log_sum" -v t="$log_sum_nopch" -v n="$count" \
  'BEGIN { printf "| geomean (%d sources) | | | | | | %.2f× | %.2f× |\n", n, exp(s / n), exp(t / n) }'
