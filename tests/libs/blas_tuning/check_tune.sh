#!/usr/bin/env bash
# hipblas-tune end to end: the entries it writes validate, an existing table is merged, a
# candidate that is not clearly faster than the default heuristics is not written (with an
# impossible margin every entry must be the default choice), and bad arguments are refused.
set -u
tune=$1
validate=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
failures=0
fail() { echo "FAIL $*"; failures=$((failures + 1)); }

# k=16 f16: the default (convert, 1 thread, panels of 256) is not among the candidates, so
# the best candidate always differs from it and only the margin can keep the default.
if ! "$tune" --types f16,f16,f16,f32 --shapes 16x16x16,40x24x16 --reps 1 --margin 0.99 -o "$dir/t.txt" 2>"$dir/err"; then
  fail "tune f16 exited with $?"; cat "$dir/err"
fi
[ "$(grep -c 'kept the default heuristics: no clear win beyond the 99% margin' "$dir/err")" = 2 ] ||
  { fail "f16: the default was not kept for both shapes"; cat "$dir/err"; }
[ "$(grep -c 'types=f16,f16,f16,f32 trans=NN .* algo=convert threads=1 panel=256$' "$dir/t.txt")" = 2 ] ||
  { fail "f16: entries are not the default choice"; cat "$dir/t.txt"; }

# A second run adds f32 entries and keeps the f16 ones; margin 0 writes the fastest.
"$tune" --types f32,f32,f32,f32 --shapes 16x16x16 --reps 1 --margin 0 -o "$dir/t.txt" 2>"$dir/err" ||
  { fail "tune f32 exited with $?"; cat "$dir/err"; }
[ "$(grep -c '^openhip-blas-tuning 1$' "$dir/t.txt")" = 1 ] || fail "merged table: not exactly one header"
[ "$(grep -c 'types=f16' "$dir/t.txt")" = 2 ] || fail "merged table lost the f16 entries"
[ "$(grep -c 'types=f32,f32,f32,f32 trans=NN m=16 n=16 k=16 .* algo=openblas threads=' "$dir/t.txt")" = 1 ] ||
  { fail "merged table: no f32 entry"; cat "$dir/t.txt"; }
"$validate" "$dir/t.txt" >"$dir/validate" 2>&1 || { fail "the written table does not validate"; cat "$dir/validate"; }

for bad in "--margin 1.5" "--margin -0.1" "--margin 5%" "--shapes 0x4x4" "--types f32,f32" "--reps"; do
  set -- $bad
  args=(--types f32,f32,f32,f32 --shapes 4x4x4 "$@")
  "$tune" "${args[@]}" >"$dir/out" 2>"$dir/err"
  status=$?
  if [ $status -ne 2 ] || ! grep -q '^hipblas-tune: ' "$dir/err"; then
    fail "'$bad': expected a usage error (status 2), got $status"; cat "$dir/err"
  fi
done

[ $failures = 0 ] && echo PASS
exit $failures
