#!/bin/sh
# Usage: precompiled_prelude.sh <hipcc> <inputs dir> <work dir>
# hipcc's precompiled prelude (docs/hipcc.md): built on the second compile
# with a set of flags into OPENHIP_CACHE_DIR, loaded by later compiles,
# rebuilt when a header it was built from changed, shared by parallel
# compiles and by include folders that shadow nothing, skipped with
# OPENHIP_PCH=0, an unusable cache or C++20; programs built with it run.
set -e
hipcc=$1 inputs=$2 work=$3
rm -rf "$work" && mkdir -p "$work"
OPENHIP_CACHE_DIR=$work/cache
export OPENHIP_CACHE_DIR
unset OPENHIP_PCH
fail() { echo "FAIL: $*"; exit 1; }
compile() { # compile <log> <flags...>: -v output in <log>
  log=$1; shift
  "$hipcc" -v "$@" 2>"$work/$log" || { cat "$work/$log"; fail "hipcc $*"; }
}
count() { grep -c -- "$1" "$work/$2" || true; }
pchs() { ls "$work/cache/pch" | grep -c '\.pch$' || true; }

compile first.log -c "$inputs/saxpy.hip" -o "$work/saxpy.o"
[ "$(count -include-pch first.log)$(pchs)" = 00 ] || fail "the first compile built or used a PCH"
compile second.log -c "$inputs/saxpy.hip" -o "$work/saxpy.o" -MD -MF "$work/saxpy.d"
[ "$(count -emit-pch second.log)" = 2 ] || fail "the second compile did not build two PCHs"
[ "$(count -include-pch second.log)" = 2 ] || fail "the passes did not load the PCHs"
[ "$(pchs)" = 2 ] || fail "expected 2 cache entries, found $(pchs)"
grep -q "kernel_language.h" "$work/saxpy.d" || fail "the dependency file lost the prelude's headers"

compile warm.log -c "$inputs/saxpy.hip" -o "$work/saxpy.o"
[ "$(count -emit-pch warm.log)" = 0 ] || fail "a warm cache rebuilt a PCH"
[ "$(count -include-pch warm.log)" = 2 ] || fail "a warm compile did not load the PCHs"
"$hipcc" "$work/saxpy.o" "$inputs/host_main.cpp" -o "$work/app"
"$work/app" | grep -q PASS || fail "the program built with the PCHs did not pass"

# A header whose recorded time or size no longer matches makes the entry stale.
for inputs_file in "$work"/cache/pch/*.inputs; do
  sed -i '2s/^[0-9]* /1 /' "$inputs_file"
done
compile stale.log -c "$inputs/saxpy.hip" -o "$work/saxpy.o"
[ "$(count -emit-pch stale.log)" = 2 ] || fail "stale PCHs were not rebuilt"

# A user's -include stays out of the PCH (read once, after the prelude), and
# so do include folders, unless one holds a header of the prelude's name.
echo 'int forced_definition = 1;' > "$work/forced.h"
mkdir -p "$work/plain" "$work/shadow"
echo "#error shadowed" > "$work/shadow/cstring"
compile forced.log -include "$work/forced.h" -I "$work/plain" -c "$inputs/saxpy.hip" -o "$work/forced.o"
[ "$(count -include-pch forced.log)" = 2 ] || fail "-include or -I lost the PCH"
OPENHIP_PCH=0 "$hipcc" -I "$work/shadow" -c "$inputs/saxpy.hip" -o "$work/shadow.o" 2>/dev/null &&
  fail "the shadowing header was not seen without a PCH"
"$hipcc" -v -I "$work/shadow" -c "$inputs/saxpy.hip" -o "$work/shadow.o" 2>"$work/shadow.log" &&
  fail "the shadowing header was not seen with a PCH"
[ "$(count -include-pch shadow.log)" = 0 ] || fail "a shadowing include folder still got the PCH"

# Other flags, other entries (-O0 and -O2 differ in __OPTIMIZE__).
compile other.log -O0 -DOTHER=1 -c "$inputs/saxpy.hip" -o "$work/other.o"
compile other.log -O0 -DOTHER=1 -c "$inputs/saxpy.hip" -o "$work/other.o"
[ "$(pchs)" = 4 ] || fail "new flags did not make new entries ($(pchs))"

# Parallel compiles: one builds each PCH, the others wait; all succeed.
"$hipcc" -DPARALLEL=1 -c "$inputs/saxpy.hip" -o "$work/parallel0.o"
for i in 1 2 3 4; do
  "$hipcc" -DPARALLEL=1 -c "$inputs/saxpy.hip" -o "$work/parallel$i.o" 2>"$work/parallel$i.log" &
done
wait
for i in 1 2 3 4; do
  [ -s "$work/parallel$i.o" ] || { cat "$work/parallel$i.log"; fail "parallel compile $i"; }
done
[ "$(pchs)" = 6 ] || fail "parallel compiles left $(pchs) entries, expected 6"
ls "$work/cache/pch" | grep -q -e '\.tmp$' -e '\.lock$' && fail "temporary files were left behind"

# C++11 uses it; from C++20 on clang 16 cannot load it (docs/hipcc.md): the
# header is included. Both build programs that run.
for std in c++11 c++20; do
  compile "$std.log" -std=$std "$inputs/saxpy.hip" "$inputs/host_main.cpp" -o "$work/app-$std"
  compile "$std.log" -std=$std "$inputs/saxpy.hip" "$inputs/host_main.cpp" -o "$work/app-$std"
  "$work/app-$std" | grep -q PASS || fail "the $std program did not pass"
done
[ "$(count -include-pch c++11.log)" = 4 ] || fail "-std=c++11 did not use the PCH"
[ "$(count -include-pch c++20.log)" = 0 ] || fail "-std=c++20 loaded a PCH"

# Off, and no usable cache: the prelude is included as a header.
OPENHIP_PCH=0 compile off.log -c "$inputs/saxpy.hip" -o "$work/off.o"
[ "$(count -include-pch off.log)" = 0 ] || fail "OPENHIP_PCH=0 still loaded a PCH"
grep -q -- '-include [^ ]*openhip/prelude.h' "$work/off.log" || fail "OPENHIP_PCH=0 lost the prelude"
OPENHIP_CACHE_DIR=/proc/no-such-cache compile nocache.log -c "$inputs/saxpy.hip" -o "$work/nocache.o"
[ "$(count -include-pch nocache.log)" = 0 ] || fail "an unusable cache still gave a PCH"
echo PASS
