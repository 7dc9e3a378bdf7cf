#!/bin/sh
# Usage: expect_output.sh <exit status> <regex>... -- <command...>
# Runs the command (stdout and stderr together) and fails unless it exits
# with the given status AND its output matches every extended regex (a regex
# written "!<regex>" must match no line).
expected_status=$1
shift
patterns_file=$(mktemp)
trap 'rm -f "$patterns_file"' EXIT
while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do
  printf '%s\n' "$1" >>"$patterns_file"
  shift
done
shift
output=$("$@" 2>&1)
status=$?
printf '%s\n' "$output"
if [ "$status" -ne "$expected_status" ]; then
  echo "FAIL: exit status $status, expected $expected_status"
  exit 1
fi
while IFS= read -r pattern; do
  case "$pattern" in
    !*)
      if printf '%s\n' "$output" | grep -Eq -- "${pattern#!}"; then
        echo "FAIL: output matches: ${pattern#!}"
        exit 1
      fi
      continue ;;
  esac
  if ! printf '%s\n' "$output" | grep -Eq -- "$pattern"; then
    echo "FAIL: output does not match: $pattern"
    exit 1
  fi
done <"$patterns_file"
echo PASS
