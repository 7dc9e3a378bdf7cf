#!/usr/bin/env bash
# Runs a self-checking program that must succeed, and checks what it printed.
# Usage: expect_output.sh [--expect REGEX]... -- COMMAND [ARGS...]
#   --expect REGEX  the combined stdout+stderr must match this extended regex
# Exits 0 only if COMMAND exits 0, printed PASS and every REGEX matches.
set -u
expects=()
while [ $# -gt 0 ]; do
  case "$1" in
    --expect) expects+=("$2"); shift 2 ;;
    --) shift; break ;;
    *) echo "expect_output.sh: unknown option $1" >&2; exit 2 ;;
  esac
done

output=$("$@" 2>&1)
status=$?
printf '%s\n' "$output"
echo "-- exit status: $status"

ok=1
if [ "$status" -ne 0 ]; then echo "FAIL: the program exited with status $status"; ok=0; fi
if ! printf '%s\n' "$output" | grep -q '^PASS$'; then echo "FAIL: the program did not print PASS"; ok=0; fi
for re in "${expects[@]+"${expects[@]}"}"; do
  if ! printf '%s\n' "$output" | grep -Eq -- "$re"; then
    echo "FAIL: output does not match: $re"; ok=0
  fi
done
if [ "$ok" -eq 1 ]; then echo "checked: PASS"; exit 0; fi
exit 1
