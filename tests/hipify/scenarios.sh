#!/bin/bash
# hipify behaviours that need files on disk: --inplace, directories, bad input.
# usage: scenarios.sh <hipify> <work dir> <scenario>
set -u
hipify=$1 work=$2 scenario=$3
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
fail() { echo "FAIL: $*"; exit 1; }

case $scenario in
inplace)
  printf '#include "util.cuh"\nvoid f() { cudaDeviceSynchronize(); }\n' > main.cu
  printf '#pragma once\ninline void g() { cudaDeviceReset(); }\n' > util.cuh
  cp main.cu main.orig
  "$hipify" --inplace main.cu || fail "hipify --inplace failed"
  cmp -s main.cu.prehip main.orig || fail "backup main.cu.prehip differs from the original"
  grep -q 'hipDeviceSynchronize();' main.cu || fail "main.cu not converted"
  grep -q 'hipDeviceReset();' util.cuh || fail "included local header util.cuh not converted"
  [ -f util.cuh.prehip ] || fail "no backup of util.cuh"
  ;;
inplace_error_untouched)
  printf 'void f() { cudaDeviceSynchronize(); }\n' > good.cu
  printf 'void g() { cudaFree(0); } /* open\n' > bad.cu
  cp good.cu good.orig; cp bad.cu bad.orig
  "$hipify" --inplace good.cu bad.cu 2> err.txt && fail "hipify accepted an unterminated comment"
  grep -q 'bad.cu:1:27: error: unterminated /\* comment' err.txt || fail "unexpected error text: $(cat err.txt)"
  cmp -s good.cu good.orig || fail "good.cu was modified although another input failed"
  cmp -s bad.cu bad.orig || fail "bad.cu was modified"
  [ ! -e good.cu.prehip ] && [ ! -e bad.cu.prehip ] || fail "backups written on error"
  ;;
directory)
  mkdir -p src/sub
  printf 'void a() { cudaDeviceSynchronize(); }\n' > src/a.cu
  printf 'void b() { cudaStream_t s; (void)s; }\n' > src/sub/b.cuh
  printf 'cudaMalloc stays in a text file\n' > src/notes.txt
  "$hipify" src 2> err.txt && fail "a directory without --recursive was accepted"
  grep -q "hipify: error: 'src' is a directory (use --recursive" err.txt || fail "unexpected error: $(cat err.txt)"
  "$hipify" --recursive --inplace src || fail "hipify --recursive --inplace failed"
  grep -q hipDeviceSynchronize src/a.cu || fail "src/a.cu not converted"
  grep -q hipStream_t src/sub/b.cuh || fail "src/sub/b.cuh not converted"
  grep -q cudaMalloc src/notes.txt || fail "a non-source file was touched"
  ;;
output_file)
  printf 'void f() { cudaDeviceSynchronize(); }\n' > in.cu
  "$hipify" in.cu -o out.hip || fail "hipify -o failed"
  grep -q 'hipDeviceSynchronize' out.hip || fail "out.hip not written"
  grep -q 'cudaDeviceSynchronize' in.cu || fail "input modified by -o"
  ls out.hip.hipify-tmp* >/dev/null 2>&1 && fail "temporary file left behind"
  ;;
output_headers)
  mkdir -p inc/sub
  printf '#include "util.cuh"\n#include "sub/deep.h"\n#include "plain.h"\nvoid f() { cudaDeviceSynchronize(); }\n' > main.cu
  printf '#pragma once\n#include "more.cuh"\ninline void g() { cudaDeviceReset(); }\n' > util.cuh
  printf 'inline void m() { cudaFree(0); }\n' > more.cuh
  printf 'inline void d() { cudaStream_t s; (void)s; }\n' > inc/sub/deep.h
  printf 'int plain;\n' > plain.h
  cp util.cuh util.orig
  "$hipify" main.cu -I inc -o out/main.hip || fail "hipify -o with local headers failed"
  grep -q 'hipDeviceSynchronize' out/main.hip || fail "out/main.hip not converted"
  grep -q 'hipDeviceReset' out/util.cuh || fail "util.cuh not written beside the output"
  grep -q 'hipFree' out/more.cuh || fail "header included by a header not converted"
  grep -q 'hipStream_t' out/sub/deep.h || fail "-I header not written under its #include name"
  cmp -s out/plain.h plain.h || fail "unchanged header not copied beside the output"
  cmp -s util.cuh util.orig || fail "the original header was modified"
  [ ! -e util.cuh.prehip ] || fail "backup written without --inplace"
  ;;
output_headers_same_folder)
  printf '#include "util.cuh"\n#include "plain.h"\nvoid f() { cudaDeviceSynchronize(); }\n' > main.cu
  printf 'inline void g() { cudaDeviceReset(); }\n' > util.cuh
  printf 'int plain;\n' > plain.h
  cp util.cuh util.orig
  "$hipify" main.cu -o main.hip 2> err.txt && fail "a header overwriting itself was accepted"
  grep -q "hipify: error: writing 'util.cuh' would overwrite the local header itself" err.txt ||
    fail "unexpected: $(cat err.txt)"
  [ ! -e main.hip ] || fail "main.hip written although a header failed"
  cmp -s util.cuh util.orig || fail "util.cuh modified"
  "$hipify" --no-local-headers main.cu -o main.hip || fail "--no-local-headers failed"
  grep -q 'hipDeviceSynchronize' main.hip || fail "main.hip not converted"
  cmp -s util.cuh util.orig || fail "util.cuh modified under --no-local-headers"
  printf '#include "plain.h"\nvoid f() { cudaDeviceSynchronize(); }\n' > only_plain.cu
  "$hipify" only_plain.cu -o only_plain.hip || fail "a header needing no change blocked -o"
  "$hipify" main.cu > stdout.hip 2> err.txt || fail "stdout conversion failed"
  grep -q "warning: local header 'util.cuh' needs converting but is not written" err.txt ||
    fail "no warning about the header on stdout: $(cat err.txt)"
  grep -q "plain.h" err.txt && fail "warned about a header needing no change"
  ;;
stats_csv)
  printf '#include <cuda_runtime.h>\nvoid f() { cudaDeviceSynchronize(); cudaArrayGetInfo(0, 0, 0, 0); }\n' > in.cu
  "$hipify" in.cu --print-stats-csv stats.csv -o out.hip 2>/dev/null || fail "hipify failed"
  grep -qx 'CUDA Runtime API,2,1' stats.csv || fail "runtime row wrong: $(cat stats.csv)"
  grep -qx 'total,2,1' stats.csv || fail "total row wrong"
  grep -qx 'lines changed,2,2' stats.csv || fail "lines row wrong"
  ;;
missing_file)
  "$hipify" no_such.cu 2> err.txt && fail "missing file accepted"
  grep -qx "hipify: error: no such file or directory: 'no_such.cu'" err.txt || fail "unexpected: $(cat err.txt)"
  ;;
unreadable)
  printf 'void f() {}\n' > locked.cu; chmod 000 locked.cu
  if [ "$(id -u)" = 0 ]; then echo "skipped: root can read anything"; exit 0; fi
  "$hipify" locked.cu 2> err.txt && fail "unreadable file accepted"
  grep -q "hipify: error: cannot read 'locked.cu'" err.txt || fail "unexpected: $(cat err.txt)"
  ;;
invalid_utf8)
  printf 'void f() {\n  cudaFree(0); // caf\xe9\n}\n' > latin1.cu
  cp latin1.cu latin1.orig
  "$hipify" --inplace latin1.cu 2> err.txt && fail "non-UTF-8 input accepted"
  grep -q "latin1.cu:2:22: error: invalid UTF-8" err.txt || fail "unexpected: $(cat err.txt)"
  cmp -s latin1.cu latin1.orig || fail "input modified"
  ;;
bad_options)
  printf 'void f() {}\n' > a.cu; cp a.cu b.cu
  "$hipify" --frobnicate a.cu 2> err.txt && fail "unknown option accepted"
  grep -q "hipify: error: unknown option '--frobnicate'" err.txt || fail "unexpected: $(cat err.txt)"
  "$hipify" a.cu b.cu 2> err.txt && fail "two inputs to stdout accepted"
  grep -q "need --inplace" err.txt || fail "unexpected: $(cat err.txt)"
  "$hipify" 2> err.txt && fail "no input accepted"
  grep -q "hipify: error: no input files" err.txt || fail "unexpected: $(cat err.txt)"
  ;;
*)
  fail "unknown scenario $scenario" ;;
esac
echo PASS
