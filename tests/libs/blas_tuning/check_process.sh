#!/usr/bin/env bash
# Runs tuning_process_test under each kind of table and compares its stderr with the
# exact expected text: warnings appear once per process (not per call, not per library),
# and with OPENHIP_BLAS_TUNING_LOG=1 both libraries' decisions name the same table line.
set -u
program=$1
ISA=$("$2" --print-isa)
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failures=0

expect() {  # expect NAME EXPECTED_STDERR_FILE [env...]
  local name=$1 expected=$2
  shift 2
  env "$@" "$program" >"$dir/out" 2>"$dir/err"
  local status=$?
  if [ $status -ne 0 ] || ! grep -q '^PASS' "$dir/out"; then
    echo "FAIL $name: program failed (status $status)"; cat "$dir/out" "$dir/err"; failures=$((failures + 1)); return
  fi
  if ! diff -u "$expected" "$dir/err" >"$dir/diff"; then
    echo "FAIL $name: stderr differs"; cat "$dir/diff"; failures=$((failures + 1)); return
  fi
  echo "ok $name"
}

header='openhip-blas-tuning 1'
good="op=gemm cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=1-128 n=1-128 k=1-128 algo=openblas threads=1"
lt="op=matmul cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=64 n=64 k=64 algo=openblas threads=1"

printf '%s\n%s\n%s\n' "$header" "$good" "$lt" >"$dir/good.txt"
: >"$dir/none.err"
expect "good table" "$dir/none.err" OPENHIP_BLAS_TUNING_FILE="$dir/good.txt"

# The same table through AMD's variable, with decisions logged: every call uses its lines.
{
  for i in 1 2 3; do echo "hipBLAS tuning: gemm f32,f32,f32,f32 NN 64x64x64 batch 1: $dir/good.txt:2 -> openblas"; done
  for i in 1 2; do echo "hipBLAS tuning: matmul f32,f32,f32,f32 NN 64x64x64 batch 1: $dir/good.txt:3 -> openblas"; done
} >"$dir/log.err"
expect "same table on both paths" "$dir/log.err" HIPBLASLT_TUNING_OVERRIDE_FILE="$dir/good.txt" OPENHIP_BLAS_TUNING_LOG=1

printf '%s\n%s\n%s\n%s\n' "$header" "$good" "op=gemm cpu=* lib=0.1 types=f32,f32,f32,f32 trans=NN m=1 n=1 k=1 algo=openblas threads=4096" "$lt" >"$dir/bad.txt"
echo "hipBLAS tuning: $dir/bad.txt:3: entry skipped: parameter threads='4096' out of range 1..1024" >"$dir/bad.err"
expect "one bad entry among good ones" "$dir/bad.err" OPENHIP_BLAS_TUNING_FILE="$dir/bad.txt"

printf '%s\n%s\n' "$header" "${good/cpu=\*/cpu=\"Imaginary CPU 9000\"}" >"$dir/foreign.txt"
{
  echo "hipBLAS tuning: $dir/foreign.txt:2: entry skipped: for CPU 'Imaginary CPU 9000' (this is 'Test CPU 1000')"
  echo "hipBLAS tuning: $dir/foreign.txt: no entries for this CPU (Test CPU 1000; $ISA); using default heuristics"
} >"$dir/foreign.err"
expect "foreign CPU" "$dir/foreign.err" OPENHIP_BLAS_TUNING_FILE="$dir/foreign.txt" OPENHIP_BLAS_TUNING_CPU="Test CPU 1000"

echo "hipBLAS tuning: $dir/missing.txt: cannot open (No such file or directory); using default heuristics" >"$dir/missing.err"
expect "missing file" "$dir/missing.err" OPENHIP_BLAS_TUNING_FILE="$dir/missing.txt"

printf 'GARBAGE\x01\x02\n' >"$dir/corrupt.txt"
echo "hipBLAS tuning: $dir/corrupt.txt: not a tuning table (line 1: expected 'openhip-blas-tuning 1'); using default heuristics" >"$dir/corrupt.err"
expect "corrupt file" "$dir/corrupt.err" OPENHIP_BLAS_TUNING_FILE="$dir/corrupt.txt"

if [ $failures -eq 0 ]; then echo "PASS tuning process behaviours"; else echo "FAIL tuning process behaviours: $failures"; fi
exit $((failures != 0))
