#!/bin/sh
# Usage: gdb_session.sh <hipcc> <source folder> <gdb helper> <work dir>
# Builds the stencil with -g -O0, stops in work-item 5 of block 1 with
# OpenHIP's gdb helper, and checks what gdb prints: the kernel local `sum`
# (10 * 69 + 68 + 70 = 828 for i = 69), threadIdx.x and blockIdx.x.
set -e
hipcc=$1 source=$2 helper=$3 work=$4
rm -rf "$work" && mkdir -p "$work" && cd "$work"
command -v gdb >/dev/null || { echo "SKIP: no gdb"; exit 77; }
"$hipcc" -g -O0 "$source/stencil.hip" -o stencil
gdb -q -batch -nx -x "$helper" -x "$source/stencil.gdb" ./stencil >session.log 2>&1 || true
cat session.log
if grep -q "ptrace: Operation not permitted" session.log; then
  echo "SKIP: this machine does not allow ptrace"; exit 77
fi
expect() { grep -Eq -- "$1" session.log || { echo "FAIL: gdb output lacks: $1"; exit 1; }; }
expect "stencil \(in=.*\) at .*stencil.hip:17"
expect '^\$1 = 828$'
expect '^\$2 = 69$'
expect '^\$3 = 5$'
expect '^\$4 = 1$'
expect '^\$5 = \{x = 64, y = 1, z = 1\}$'
expect 'kernel stencil.*block \(1, 0, 0\) of grid \(4, 1, 1\), thread \(5, 0, 0\) of block \(64, 1, 1\)'
expect '^stencil\(int const\*, int\*, int\)$'
echo PASS
