#!/usr/bin/env bash
# Runs a command that must fail, and checks what it printed.
# Usage: expect_failure.sh [--absent FILE] [--expect REGEX]... -- COMMAND [ARGS...]
#   --absent FILE   FILE must not exist afterwards (removed before running)
#   --expect REGEX  the combined stdout+stderr must match this extended regex
# Exits 0 only if COMMAND exits non-zero, did not crash (signal), and every
# check holds.
set -u
absent=()
expects=()
while [ $# -gt 0 ]; do
  case "$1" in
    --absent) absent+=("$2"); shift 2 ;;
    --expect) expects+=("$2"); shift 2 ;;
    --) shift; break ;;
    *) echo "expect_failure.sh: unknown option $1" >&2; exit 2 ;;
  esac
done
for f in "${absent[@]+"${absent[@]}"}"; do rm -f "$f"; done

output=$("$@" 2>&1)
status=$?
printf '%s\n' "$output"
echo "-- exit status: $status"

ok=1
if [ "$status" -eq 0 ]; then
  echo "FAIL: the command succeeded but must fail"; ok=0
elif [ "$status" -gt 128 ]; then
  echo "FAIL: the command died from signal $((status - 128)) instead of reporting an error"; ok=0
fi
for re in "${expects[@]+"${expects[@]}"}"; do
  if ! printf '%s\n' "$output" | grep -Eq -- "$re"; then
    echo "FAIL: output does not match: $re"; ok=0
  fi
done
for f in "${absent[@]+"${absent[@]}"}"; do
  if [ -e "$f" ]; then echo "FAIL: $f exists after the failed command"; ok=0; fi
done
if [ "$ok" -eq 1 ]; then echo PASS; exit 0; fi
exit 1
